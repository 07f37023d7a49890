package rating

import (
	"cmp"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"
)

// DefaultPrior is the weight of the prior of the zero Options: one
// virtual drawn game per agent.
const DefaultPrior = 1.0

// Options tune a fit. The zero value fits with the default prior.
type Options struct {
	// Prior is the number of virtual games each agent plays against a
	// reference agent of strength 1 (rating 0 before centring), half won
	// and half lost: a weak prior that keeps every rating finite (an agent
	// that never lost gets a large rating, not an infinite one) and costs
	// a few Elo points of shrinkage towards the reference when an agent
	// has few games. Zero means DefaultPrior.
	Prior float64
	// NoPrior fits the plain maximum-likelihood ratings. They exist only
	// when the results link every agent to every other both ways (for
	// every split of the agents in two groups, each group beat the other
	// at least once); otherwise the fit returns an ErrDegenerate error
	// naming a group that never lost.
	NoPrior bool
	// MaxIterations bounds the MM iterations; zero means 100,000.
	MaxIterations int
}

// set is one comparison set of the fit: a bit set of agents and the total
// weight of the picks made from it.
type set struct {
	agents uint64
	weight float64
}

// problem is a fit's input: comparison sets, each agent's weight of
// picks won, and the prior.
type problem struct {
	names []string
	sets  []set
	won   []float64
	games []float64 // each agent's games, reported with its rating
	prior float64
	// beat[i] is the set of agents that agent i was picked above at least
	// once (for the degeneracy check).
	beat []uint64
}

// BradleyTerry fits the Bradley-Terry model to every pairwise result of
// the tally: agent i places above agent j with probability
// γ_i/(γ_i+γ_j), a draw counting half a win each way. In a game of more
// than two agents every pair counts, so such a game weighs as several
// correlated results and the intervals come out too narrow: prefer
// PlackettLuce for multiplayer games.
func (t *Tally) BradleyTerry(opt Options) (*Ratings, error) {
	n := len(t.names)
	p := t.newProblem(opt)
	for i := range n {
		for j := i + 1; j < n; j++ {
			wij, wji, d := t.wins[i*n+j], t.wins[j*n+i], t.draws[i*n+j]
			if g := wij + wji + d; g > 0 {
				p.sets = append(p.sets, set{agents: 1<<i | 1<<j, weight: float64(g)})
				p.games[i] += float64(g)
				p.games[j] += float64(g)
			}
			p.won[i] += float64(wij) + float64(d)/2
			p.won[j] += float64(wji) + float64(d)/2
			if wij+d > 0 {
				p.beat[i] |= 1 << j
			}
			if wji+d > 0 {
				p.beat[j] |= 1 << i
			}
		}
	}
	return p.fit(opt)
}

// PlackettLuce fits the Plackett-Luce model to the tally's finishing
// orders: the winner of a game is agent i with probability γ_i/Σγ over
// the game's agents, second place is chosen the same way from the rest,
// and so on. A tie counts as the average of its orders. For two-agent
// games it is the Bradley-Terry model.
func (t *Tally) PlackettLuce(opt Options) (*Ratings, error) {
	p := t.newProblem(opt)
	totals := map[uint64]float64{}
	for k, w := range t.picks {
		x := float64(w) / pickUnit
		totals[k.set] += x
		p.won[k.chosen] += x
		p.beat[k.chosen] |= k.set &^ (1 << k.chosen)
	}
	for s, w := range totals {
		p.sets = append(p.sets, set{agents: s, weight: w})
	}
	// Map order is random; the sums of the fit must not depend on it.
	slices.SortFunc(p.sets, func(a, b set) int { return cmp.Compare(a.agents, b.agents) })
	for i := range p.games {
		p.games[i] = float64(t.played[i])
	}
	return p.fit(opt)
}

func (t *Tally) newProblem(opt Options) *problem {
	n := len(t.names)
	p := &problem{names: t.names, won: make([]float64, n), games: make([]float64, n), beat: make([]uint64, n)}
	if !opt.NoPrior {
		p.prior = opt.Prior
		if p.prior <= 0 {
			p.prior = DefaultPrior
		}
	}
	return p
}

// fit runs Hunter's MM algorithm (2004) for the strengths γ, with the
// prior's reference agent fixed at γ = 1, or without a prior with the
// strengths' geometric mean fixed at 1:
//
//	γ_i ← W_i / (Σ_{sets S ∋ i} w_S/Σ_{l∈S} γ_l + prior/(γ_i+1))
//
// where W_i is agent i's weight of picks won (plus half its prior games).
// Each step raises the likelihood (for the prior's fit, together with an
// exact step along the common scale, see bestScale); it stops when no
// log-strength moves by more than 1e-10.
func (p *problem) fit(opt Options) (*Ratings, error) {
	n := len(p.names)
	if p.prior == 0 {
		if err := p.checkConnected(); err != nil {
			return nil, err
		}
	}
	limit := opt.MaxIterations
	if limit <= 0 {
		limit = 100000
	}
	gamma := make([]float64, n)
	for i := range gamma {
		gamma[i] = 1
	}
	won := make([]float64, n)
	for i := range won {
		won[i] = p.won[i] + p.prior/2
	}
	denom := make([]float64, n)
	converged := false
	for iter := 0; iter < limit && !converged; iter++ {
		for i := range denom {
			denom[i] = p.prior / (gamma[i] + 1)
		}
		for _, s := range p.sets {
			sum := 0.0
			for a := s.agents; a != 0; a &= a - 1 {
				sum += gamma[bits.TrailingZeros64(a)]
			}
			for a := s.agents; a != 0; a &= a - 1 {
				denom[bits.TrailingZeros64(a)] += s.weight / sum
			}
		}
		converged = true
		logMean := 0.0
		for i := range gamma {
			next := gamma[i]
			if denom[i] > 0 {
				next = won[i] / denom[i]
			}
			if math.Abs(math.Log(next)-math.Log(gamma[i])) > 1e-10 {
				converged = false
			}
			gamma[i] = next
			logMean += math.Log(next)
		}
		scale := math.Exp(-logMean / float64(n))
		if p.prior > 0 {
			scale = p.bestScale(gamma)
		}
		for i := range gamma {
			gamma[i] *= scale
		}
		if math.Abs(math.Log(scale)) > 1e-10 {
			converged = false
		}
	}
	if !converged {
		return nil, fmt.Errorf("%w in %d iterations", ErrNotConverged, limit)
	}
	return p.ratings(gamma)
}

// bestScale returns the factor c that maximises the likelihood of c·γ.
// The games' likelihood does not change when every strength is scaled by
// the same factor, so only the prior's does, and the best c solves
// Σ cγ_i/(cγ_i+1) = n/2: each agent's virtual games against the
// reference agent are won half the time on average. MM alone moves along
// this direction very slowly when the prior is weak against many games;
// this exact step along it keeps every step an ascent and the fit fast.
func (p *problem) bestScale(gamma []float64) float64 {
	lnC := 0.0
	for range 100 {
		f, df := -float64(len(gamma))/2, 0.0
		for _, g := range gamma {
			q := 1 / (1 + math.Exp(-(lnC + math.Log(g))))
			f += q
			df += q * (1 - q)
		}
		step := 2.0 // Newton's step on a sum of sigmoids, at most 2 either way: f rises with lnC
		if df > 0 {
			step = min(math.Abs(f/df), 2)
		}
		if f < 0 {
			step = -step
		}
		lnC -= step
		if math.Abs(step) < 1e-14 {
			break
		}
	}
	return math.Exp(lnC)
}

// checkConnected reports results without finite maximum-likelihood
// ratings: some agent cannot reach another through "was placed above"
// links, so a group of agents never lost to the rest.
func (p *problem) checkConnected() error {
	n := len(p.names)
	for i := range n {
		reach := uint64(1) << i
		for frontier := reach; frontier != 0; {
			next := uint64(0)
			for f := frontier; f != 0; f &= f - 1 {
				next |= p.beat[bits.TrailingZeros64(f)]
			}
			frontier = next &^ reach
			reach |= next
		}
		if all := uint64(1)<<n - 1; reach != all {
			// The agents that i cannot reach were never placed below the
			// ones it reaches: they never lost to them.
			var group []string
			for a := all &^ reach; a != 0; a &= a - 1 {
				group = append(group, fmt.Sprintf("%q", p.names[bits.TrailingZeros64(a)]))
			}
			return fmt.Errorf("%w: %s never placed below %q, nor below any agent %q placed above (fit with a prior)",
				ErrDegenerate, strings.Join(group, ", "), p.names[i], p.names[i])
		}
	}
	return nil
}
