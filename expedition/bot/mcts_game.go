package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/search"
)

// searchGame plays Ares Expedition for the search (search.Game and its
// optional interfaces): the rules, rank rewards and what each player
// observes of an action (expedition.Game), a leaf evaluation from positionWorth, and a heuristic player per
// seat as the rollout policy and the source of the priors.
type searchGame struct {
	expedition.Game // the rules, the rank rewards and what each player observes
	heur            [expedition.MaxPlayers]*Heuristic
	epochs          [expedition.MaxPlayers]uint64 // the sample each seat's heuristic last played
	epoch           uint64                        // the current sample (Determinize counts them)
	view            expedition.View
	worths          [expedition.MaxPlayers]float64
	// priorChoice is the prior score of the heuristic's own choice, and
	// priorSell that of a sale it would not make; every other action
	// scores 0 (the search takes a softmax).
	priorChoice, priorSell float64
	// toRound makes the leaf evaluation play the heuristic on to the start
	// of the next Planning (the end of the round) before it judges.
	toRound bool
}

func newSearchGame(seed uint64) *searchGame {
	g := &searchGame{priorChoice: 2, priorSell: -1}
	for p := range g.heur {
		g.heur[p] = NewHeuristic(search.DeriveSeed(seed, uint64(p)))
	}
	return g
}

// Evaluate estimates every player's rank reward from the players' worth.
func (g *searchGame) Evaluate(s *expedition.State, dst []float64) {
	if g.toRound {
		for !s.Over() && s.ToMove() >= 0 && !(s.Stage() == expedition.StagePlanning && s.ToMove() == s.FirstPlayer()) {
			if err := s.Apply(g.heuristicAction(s)); err != nil {
				panic(err)
			}
		}
		if s.Over() {
			g.Reward(s, dst)
			return
		}
	}
	n := s.Players()
	for q := 0; q < n; q++ {
		g.worths[q] = g.positionWorthOf(s, q)
	}
	leafRewards(g.worths[:n], leafCurve(n, progress(&g.view)), dst)
}

// positionWorthOf returns player q's positionWorth in s, valued by the
// heuristic player of q's seat on q's view of s (in a sample, q's hand is
// the one the sample dealt).
func (g *searchGame) positionWorthOf(s *expedition.State, q int) float64 {
	h := g.seat(q)
	s.ViewInto(q, &g.view)
	h.prepare(&g.view)
	return positionWorth(&g.view, q, &h.w)
}

// seat returns the heuristic player of seat p, its cached values dropped
// when they belong to another sample.
func (g *searchGame) seat(p int) *Heuristic {
	h := g.heur[p]
	if g.epochs[p] != g.epoch {
		h.forget()
		g.epochs[p] = g.epoch
	}
	return h
}

// heuristicAction returns what the heuristic player of the seat to move
// would do in s.
func (g *searchGame) heuristicAction(s *expedition.State) expedition.Action {
	p := s.ToMove()
	h := g.seat(p)
	s.ViewInto(p, &g.view)
	return h.Act(&g.view)
}

// RolloutAction plays the heuristic.
func (g *searchGame) RolloutAction(s *expedition.State, _ []expedition.Action, _ *search.Rand) expedition.Action {
	return g.heuristicAction(s)
}

// Prior scores the heuristic's choice above the rest, and sales it would
// not make below.
func (g *searchGame) Prior(s *expedition.State, legal []expedition.Action, dst []float64) {
	choice := g.heuristicAction(s)
	for i, a := range legal {
		switch {
		case a == choice:
			dst[i] = g.priorChoice
		case a.Kind == expedition.ActSell:
			dst[i] = g.priorSell
		default:
			dst[i] = 0
		}
	}
}

// Pick chooses another player's secret Planning card in a sample as the
// heuristic would in that player's seat (expedition.PickModel).
func (g *searchGame) Pick(sample *expedition.State, q int, legal []int, _ uint64) int {
	h := g.seat(q)
	sample.ViewInto(q, &g.view)
	return h.phaseAmong(&g.view, legal)
}

// phaseAmong returns the phase card among legal the heuristic would
// choose for the player whose View v is, whether or not that player is to
// move in v: the best of phaseScores, with the same seeded tie-breaking
// term as Scores (Act's Planning decision).
func (h *Heuristic) phaseAmong(v *expedition.View, legal []int) int {
	h.prepare(v)
	sc := h.phaseScores(v)
	best, bestScore := legal[0], 0.0
	for i, ph := range legal {
		score := sc[ph] + 0.3*float64(h.rng.Intn(3))
		if i == 0 || score > bestScore {
			best, bestScore = ph, score
		}
	}
	return best
}

// forget drops the values the heuristic cached for the board it last saw,
// so that its next decision assesses the board afresh.
func (h *Heuristic) forget() { h.key = ^uint64(0) }
