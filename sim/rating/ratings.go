package rating

import (
	"cmp"
	"fmt"
	"math"
	"math/bits"
	"slices"

	"gonum.org/v1/gonum/mat"

	"github.com/aresim/aresim/sim"
)

// EloPerNat is the Elo scale: a rating difference of 400 points is a
// strength ratio of 10, so ratings are 400·log10 γ = EloPerNat·ln γ.
const EloPerNat = 400 / math.Ln10

// Ratings are fitted strengths with their uncertainty. Agent i's strength
// γ_i (a positive number; the models say how strengths turn into results)
// is reported on the Elo scale, 400·log10 γ_i, centred so that the
// agents' mean rating is 0: only differences have a meaning, and a
// difference of d points means that the stronger agent beats the weaker
// with probability 1/(1+10^(-d/400)) in a two-agent game.
//
// Intervals are 95% Wald intervals from the observed Fisher information
// of the fit (the curvature of its log-likelihood, prior included), for
// the centred ratings; Diff gives the interval of a difference, which is
// what "is A stronger than B" asks.
type Ratings struct {
	names []string
	theta []float64 // centred natural log-strengths
	cov   []float64 // their covariance, n×n row-major
	games []float64
	prior float64
}

// Rating is one agent's line of a ratings table.
type Rating struct {
	Name string `json:"name"`
	// Elo is the centred rating; Lo and Hi its 95% interval.
	Elo float64 `json:"elo"`
	Lo  float64 `json:"lo"`
	Hi  float64 `json:"hi"`
	// Games is the number of games the agent played (for Bradley-Terry,
	// of pairwise results).
	Games float64 `json:"games"`
}

// ratings turns fitted strengths into Ratings, with the covariance of
// their logarithms from the observed Fisher information.
func (p *problem) ratings(gamma []float64) (*Ratings, error) {
	n := len(gamma)
	r := &Ratings{names: p.names, theta: make([]float64, n), cov: make([]float64, n*n),
		games: slices.Clone(p.games), prior: p.prior}
	mean := 0.0
	for i, g := range gamma {
		r.theta[i] = math.Log(g)
		mean += r.theta[i] / float64(n)
	}
	for i := range r.theta {
		r.theta[i] -= mean
	}
	if n == 0 {
		return r, nil
	}
	info := mat.NewSymDense(n, nil)
	for _, s := range p.sets {
		sum := 0.0
		for a := s.agents; a != 0; a &= a - 1 {
			sum += gamma[bits.TrailingZeros64(a)]
		}
		for a := s.agents; a != 0; a &= a - 1 {
			i := bits.TrailingZeros64(a)
			pi := gamma[i] / sum
			for b := a; b != 0; b &= b - 1 {
				j := bits.TrailingZeros64(b)
				if i == j {
					info.SetSym(i, i, info.At(i, i)+s.weight*pi*(1-pi))
				} else {
					info.SetSym(i, j, info.At(i, j)-s.weight*pi*gamma[j]/sum)
				}
			}
		}
	}
	for i, g := range gamma {
		q := g / (g + 1)
		info.SetSym(i, i, info.At(i, i)+p.prior*q*(1-q))
	}
	// Without a prior the information is singular along "all ratings up
	// by the same amount", which the centring fixes: the covariance of the
	// centred ratings is its pseudo-inverse, (I + J/n)^-1 - J/n.
	if p.prior == 0 {
		for i := range n {
			for j := i; j < n; j++ {
				info.SetSym(i, j, info.At(i, j)+1/float64(n))
			}
		}
	}
	var chol mat.Cholesky
	var inv mat.SymDense
	if !chol.Factorize(info) || chol.InverseTo(&inv) != nil {
		return nil, fmt.Errorf("%w: the Fisher information is singular", ErrDegenerate)
	}
	c := make([]float64, n*n)
	for i := range n {
		for j := range n {
			c[i*n+j] = inv.At(i, j)
			if p.prior == 0 {
				c[i*n+j] -= 1 / float64(n)
			}
		}
	}
	// The covariance of the centred ratings is P C P with P = I - J/n:
	// C minus its row and column means plus its overall mean (a no-op on
	// the pseudo-inverse, whose rows sum to zero).
	rowMean, all := make([]float64, n), 0.0
	for i := range n {
		for j := range n {
			rowMean[i] += c[i*n+j] / float64(n)
		}
		all += rowMean[i] / float64(n)
	}
	for i := range n {
		for j := range n {
			r.cov[i*n+j] = c[i*n+j] - rowMean[i] - rowMean[j] + all
		}
	}
	return r, nil
}

// Len returns the number of agents.
func (r *Ratings) Len() int { return len(r.theta) }

// Name returns agent i's name.
func (r *Ratings) Name(i int) string { return r.names[i] }

// Prior returns the weight of the prior the fit used (0 for none).
func (r *Ratings) Prior() float64 { return r.prior }

// Elo returns agent i's rating: 400·log10 of its strength, centred.
func (r *Ratings) Elo(i int) float64 { return EloPerNat * r.theta[i] }

// Strength returns agent i's strength γ_i, scaled so that the geometric
// mean of all agents' is 1.
func (r *Ratings) Strength(i int) float64 { return math.Exp(r.theta[i]) }

// Interval returns the 95% interval of agent i's rating.
func (r *Ratings) Interval(i int) (lo, hi float64) {
	half := sim.Z95 * math.Sqrt(r.cov[i*len(r.theta)+i]) * EloPerNat
	return r.Elo(i) - half, r.Elo(i) + half
}

// Diff returns agent i's rating minus agent j's, and its 95% interval.
func (r *Ratings) Diff(i, j int) (d, lo, hi float64) {
	n := len(r.theta)
	v := r.cov[i*n+i] + r.cov[j*n+j] - 2*r.cov[i*n+j]
	half := sim.Z95 * math.Sqrt(math.Max(v, 0)) * EloPerNat
	d = r.Elo(i) - r.Elo(j)
	return d, d - half, d + half
}

// WinProbability returns the probability that agent i places above agent
// j in a two-agent game: γ_i/(γ_i+γ_j).
func (r *Ratings) WinProbability(i, j int) float64 {
	return 1 / (1 + math.Exp(r.theta[j]-r.theta[i]))
}

// At returns agent i's line of the table.
func (r *Ratings) At(i int) Rating {
	lo, hi := r.Interval(i)
	return Rating{Name: r.names[i], Elo: r.Elo(i), Lo: lo, Hi: hi, Games: r.games[i]}
}

// Table returns every agent's line, strongest first (ties by name).
func (r *Ratings) Table() []Rating {
	t := make([]Rating, r.Len())
	for i := range t {
		t[i] = r.At(i)
	}
	slices.SortStableFunc(t, func(a, b Rating) int {
		switch {
		case a.Elo > b.Elo:
			return -1
		case a.Elo < b.Elo:
			return 1
		}
		return cmp.Compare(a.Name, b.Name)
	})
	return t
}

// String formats a line as "name  +123 [+100, +146]".
func (r Rating) String() string {
	return fmt.Sprintf("%s %+.0f [%+.0f, %+.0f]", r.Name, r.Elo, r.Lo, r.Hi)
}
