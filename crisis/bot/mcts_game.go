package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim/search"
)

// searchGame plays Crisis for the search (search.Game and its optional
// interfaces): the rules and the team's shared reward (crisis.Game), a leaf evaluation (leaf.go), and
// the team heuristic in every seat as the rollout policy and the source of
// the priors.
type searchGame struct {
	crisis.Game // the rules and the team's reward
	heur        [crisis.MaxPlayers]*Heuristic
	view        crisis.View
	// priorChoice is the prior score of the heuristic's own choice; every
	// other action scores 0 (the search takes a softmax).
	priorChoice float64
}

func newSearchGame(seed uint64) *searchGame {
	g := &searchGame{priorChoice: 1}
	bots := make([]Bot, len(g.heur))
	for p := range g.heur {
		g.heur[p] = NewHeuristic(search.DeriveSeed(seed, uint64(p)))
		bots[p] = g.heur[p]
	}
	ShareTable(bots) // the rollouts' seats read the open table once for all
	return g
}

// Evaluate gives every seat the team's chance of winning from the position
// (leafChance).
func (g *searchGame) Evaluate(s *crisis.State, dst []float64) {
	s.ViewInto(0, &g.view)
	w := leafChance(&g.view)
	for i := range dst {
		dst[i] = w
	}
}

// heuristicAction returns what the heuristic player of the seat to move
// would do in s.
func (g *searchGame) heuristicAction(s *crisis.State) crisis.Action {
	p := s.ToMove()
	s.ViewInto(p, &g.view)
	return g.heur[p].Act(&g.view)
}

// RolloutAction plays the team heuristic.
func (g *searchGame) RolloutAction(s *crisis.State, _ []crisis.Action, _ *search.Rand) crisis.Action {
	return g.heuristicAction(s)
}

// Prior scores the heuristic's choice above the rest.
func (g *searchGame) Prior(s *crisis.State, legal []crisis.Action, dst []float64) {
	choice := g.heuristicAction(s)
	for i, a := range legal {
		dst[i] = 0
		if a == choice {
			dst[i] = g.priorChoice
		}
	}
}
