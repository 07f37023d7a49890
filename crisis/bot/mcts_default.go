package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim/learn"
)

// GuidedFromPlayers is the smallest table at which the default search
// ("mcts") is the search guided by the learned models; at smaller tables
// it is the UCT search. Measured on the same deals at 1,000 games a cell
// (docs/search.md): the guided search wins more often at three and four
// players, the UCT search solo (79.7% against 65.9% at beginner, 12.4%
// against 8.4% at normal), and at two players they are level, the UCT
// search's decision the cheaper.
const GuidedFromPlayers = 3

// DefaultSearch is the "mcts" bot: at its first decision it becomes the
// guided search (NewGuidedMCTS with its weights) at a table of
// GuidedFromPlayers or more, and the UCT search (NewMCTS) at a smaller
// one, at the same budget and seed, and plays the game as that search
// plays it. The Crisis search keeps nothing of what it observes, so it
// needs no observation before its first decision.
type DefaultSearch struct {
	weights *learn.Weights
	budget  int
	seed    uint64
	search  *MCTS
}

// NewDefaultSearch returns the "mcts" bot of budget iterations a decision
// (0 for DefaultMCTSIterations) guided by weights at tables of
// GuidedFromPlayers or more, seeded with seed.
func NewDefaultSearch(weights *learn.Weights, budget int, seed uint64) *DefaultSearch {
	return &DefaultSearch{weights: weights, budget: budget, seed: seed}
}

// Choose returns the choice of the search the table's size asks for.
func (d *DefaultSearch) Choose(v *crisis.View, legal []crisis.Action) crisis.Action {
	if d.search == nil {
		if v.Players() >= GuidedFromPlayers {
			d.search = newGuided(d.weights, d.budget, d.seed)
		} else {
			d.search = NewMCTS(d.budget, d.seed)
		}
	}
	return d.search.Choose(v, legal)
}

// Weights returns the weights that guide the search at tables of
// GuidedFromPlayers or more.
func (d *DefaultSearch) Weights() *learn.Weights { return d.weights }

// Searched reports the decisions searched and the iterations run so far
// (0 and 0 before the first decision).
func (d *DefaultSearch) Searched() (decisions, iterations int) {
	if d.search == nil {
		return 0, 0
	}
	return d.search.Searched()
}
