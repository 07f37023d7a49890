package bot

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/search"
)

// NewGuidedMCTS returns the search agent guided by the learned models of
// weights w (DefaultWeights if nil) with settings cfg (its Guide set to
// w; see MCTSConfig), seeded with seed, or an error naming a setting out
// of range. Its shape is that of the other engines' NewGuidedMCTS.
func NewGuidedMCTS(cfg MCTSConfig, w *learn.Weights, seed uint64) (*MCTS, error) {
	if w == nil {
		w = DefaultWeights()
	}
	cfg.Guide = w
	return NewMCTSWith(cfg, seed)
}

// newGuided is the guided tier's bot: the search guided by weights w at
// a budget of n iterations a decision (0 for DefaultMCTSIterations),
// seeded with seed.
func newGuided(w *learn.Weights, n int, seed uint64) Bot {
	m, err := NewGuidedMCTS(MCTSConfig{Iterations: n}, w, seed)
	if err != nil {
		panic(err) // the registry gives budgets from 1 up, or 0 for the default
	}
	return m
}

// guidedGame is The Ares Project searched with learned models: the
// policy's scores are the priors, and the value model judges the leaves
// (after the battle in progress is fought out, as the hand-made leaf
// evaluation does), from each seat's View of the sample. The root's
// priors are the seat's own (seat.RootPrior): the policy's scores with
// the features the learned bot plays from, whose heuristic remembers the
// game, which a sample has no history of.
type guidedGame struct {
	*searchGame
	guide *learn.Guide[ares.State, ares.Action]
	view  ares.State
}

var (
	_ search.PriorPolicy[ares.State, ares.Action] = (*guidedGame)(nil)
	_ search.Evaluator[ares.State]                = (*guidedGame)(nil)
)

// Prior writes the policy's scores of legal, from the mover's View.
func (g *guidedGame) Prior(s *ares.State, legal []ares.Action, dst []float64) {
	s.ViewInto(s.ToMove(), &g.view)
	g.guide.Prior(&g.view, legal, dst)
}

// Evaluate writes each seat's chance of winning: the value model's
// estimate from each seat's View, made to sum to one over the sides still
// in the game (a Team Match's teammates share their team's).
func (g *guidedGame) Evaluate(s *ares.State, dst []float64) {
	s = g.settle(s)
	if s.Over() {
		g.Game.Reward(s, dst)
		return
	}
	n, team := s.NumPlayers(), s.Mode() == ares.Team
	sum := 0.0
	for p := 0; p < n; p++ {
		dst[p] = 0
		if s.Eliminated(p) || (team && p%2 == 1) {
			continue
		}
		s.ViewInto(p, &g.view)
		dst[p] = max(g.guide.Value(&g.view), 1e-6)
		sum += dst[p]
	}
	for p := 0; p < n; p++ {
		if team && p%2 == 1 {
			dst[p] = dst[p-1]
			continue
		}
		dst[p] /= sum
	}
}
