package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/search"
)

// guidedGame is Crisis searched with learned models: the policy's scores
// are the priors, and the value model judges the leaves, both from the
// View of the seat to move. The team shares one reward, so the value
// model's chance of a win for the team is every seat's. Rollouts, if the
// configuration asks for any, play the team heuristic as the unguided
// search's do.
type guidedGame struct {
	*searchGame
	guide *learn.Guide[crisis.View, crisis.Action]
}

var (
	_ search.PriorPolicy[crisis.State, crisis.Action] = (*guidedGame)(nil)
	_ search.Evaluator[crisis.State]                  = (*guidedGame)(nil)
)

// Prior writes the policy's scores of legal, from the mover's View.
func (g *guidedGame) Prior(s *crisis.State, legal []crisis.Action, dst []float64) {
	s.ViewInto(s.ToMove(), &g.view)
	g.guide.Prior(&g.view, legal, dst)
}

// Evaluate gives every seat the value model's chance that the team wins,
// from the View of the seat to move.
func (g *guidedGame) Evaluate(s *crisis.State, dst []float64) {
	if s.Over() {
		g.Reward(s, dst)
		return
	}
	s.ViewInto(s.ToMove(), &g.view)
	w := g.guide.Value(&g.view)
	for i := range dst {
		dst[i] = w
	}
}

// newGuided is the guided tier's bot: the search guided by weights w at
// a budget of n iterations a decision (0 for DefaultMCTSIterations),
// seeded with seed.
func newGuided(w *learn.Weights, n int, seed uint64) *MCTS {
	m, err := NewGuidedMCTS(GuidedMCTSConfig(n), w, seed)
	if err != nil {
		panic(err) // GuidedMCTSConfig is valid for every budget >= 0
	}
	return m
}
