package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// With three or four seats the search backs up the whole reward vector,
// each seat maximising its own entry: on random game trees it finds the
// max^n move of backward induction.
//
// Trees are kept only where every seat at every node has a best move at
// least 0.1 better than the next. Where a seat is nearly indifferent
// between two moves that matter a lot to another seat (0.225 against
// 0.255 for it, 0.91 against 0.09 for the root, say), the max^n value
// jumps with a small difference, which UCT's averages resolve only at a
// large budget (with exploration 0.7 a move 0.05 worse keeps a large
// share of the visits for thousands of iterations): the test would
// measure that budget rather than the backup.
func TestGameTreeMultiplayerFindsTheMaxNMove(t *testing.T) {
	for _, c := range []struct{ seats, depth, branching int }{{3, 3, 3}, {3, 4, 2}, {4, 4, 2}} {
		checked := 0
		for seed := uint64(1); checked < 10; seed++ {
			g := toy.NewGameTree(c.seats, c.depth, c.branching, seed)
			if !clearEverywhere(g, toy.TreeState{}, 0.1) {
				continue
			}
			checked++
			_, best, _ := g.Solve(toy.TreeState{})
			a, m := decide[toy.TreeState, toy.Branch](t, g, search.Config{Iterations: 3000}, toy.TreeState{}, seed)
			assert.Equal(t, best, a, "%+v, tree %d: %v", c, seed, m.RootStats(nil))
		}
	}
}

// clearEverywhere reports whether at every node below s the seat to move
// has a best move at least margin better than its next best.
func clearEverywhere(g *toy.GameTree, s toy.TreeState, margin float64) bool {
	if g.Over(&s) {
		return true
	}
	if _, _, m := g.Solve(s); m < margin {
		return false
	}
	for b := range g.Branching {
		c := s
		_ = g.Apply(&c, toy.Branch(b))
		if !clearEverywhere(g, c, margin) {
			return false
		}
	}
	return true
}
