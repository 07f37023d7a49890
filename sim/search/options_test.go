package search_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// nimPrior is Nim with a policy that scores the winning take above the
// others.
type nimPrior struct{ toy.Nim }

func (nimPrior) Prior(s *toy.NimState, legal []toy.NimTake, dst []float64) {
	for i, a := range legal {
		dst[i] = 0
		if a == toy.NimBest(int(s.Heap)) {
			dst[i] = 3
		}
	}
}

// nimEval is Nim with an exact evaluation: the seat to move on a multiple
// of four loses.
type nimEval struct{ toy.Nim }

func (nimEval) Evaluate(s *toy.NimState, dst []float64) {
	mover := int(s.Turn)
	win := toy.NimBest(int(s.Heap)) != 0
	for p := range dst {
		dst[p] = 0
		if (p == mover) == win {
			dst[p] = 1
		}
	}
}

// A prior from a good policy steers a small budget to the winning take on
// heaps too big for a budget ten times larger without it.
func TestPriorsSteerASmallBudget(t *testing.T) {
	misses := func(g search.Game[toy.NimState, toy.NimTake], cfg search.Config) (n int) {
		for seed := uint64(1); seed <= 5; seed++ {
			for heap := 13; heap <= 27; heap++ {
				if toy.NimBest(heap) == 0 {
					continue
				}
				if a, _ := decide(t, g, cfg, toy.NewNim(heap, 2), seed); a != toy.NimBest(heap) {
					n++
				}
			}
		}
		return n
	}
	// 55 decisions.
	assert.Zero(t, misses(nimPrior{}, search.Config{Iterations: 300, Selection: search.PUCT}), "PUCT")
	assert.LessOrEqual(t, misses(nimPrior{}, search.Config{Iterations: 300, PriorWeight: 20}), 3, "progressive bias")
	assert.Greater(t, misses(toy.Nim{}, search.Config{Iterations: 3000}), 20, "no prior, ten times the budget")
	// PUCT without a PriorPolicy uses uniform priors and still searches.
	a, _ := decide[toy.NimState, toy.NimTake](t, toy.Nim{}, search.Config{Iterations: 3000, Selection: search.PUCT}, toy.NewNim(9, 2), 1)
	assert.Equal(t, toy.NimBest(9), a)
}

// nimExpert is nimEval with a rollout policy that plays the winning take
// when there is one.
type nimExpert struct{ nimEval }

func (nimExpert) RolloutAction(s *toy.NimState, legal []toy.NimTake, r *search.Rand) toy.NimTake {
	if best := toy.NimBest(int(s.Heap)); best != 0 {
		return best
	}
	return legal[r.Intn(len(legal))]
}

// Truncated rollouts judge the state with the Evaluator: with an exact
// evaluation, at the leaf or after a few actions of a good rollout
// policy, a few iterations find the winning take on any heap.
func TestTruncatedRolloutsUseTheEvaluator(t *testing.T) {
	for _, depth := range []int{search.LeafEvaluation, 1, 3} {
		for heap := 17; heap <= 27; heap++ {
			if toy.NimBest(heap) == 0 {
				continue
			}
			cfg := search.Config{Iterations: 60, RolloutDepth: depth}
			a, m := decide[toy.NimState, toy.NimTake](t, nimExpert{}, cfg, toy.NewNim(heap, 2), 1)
			assert.Equal(t, toy.NimBest(heap), a, "depth %d, heap %d: %v", depth, heap, m.RootStats(nil))
			assert.LessOrEqual(t, m.Stats().RolloutActions, 60*max(depth, 0))
			if depth > 0 {
				assert.Positive(t, m.Stats().RolloutActions)
			}
		}
	}
	_, err := search.New[toy.NimState, toy.NimTake](toy.Nim{}, search.Config{RolloutDepth: 5})
	assert.ErrorIs(t, err, search.ErrConfig, "truncated rollouts need an Evaluator")
}

// Progressive widening holds a node to ⌈C·n^α⌉ distinct actions.
func TestWideningLimitsTheActionsTried(t *testing.T) {
	g := toy.NewGameTree(2, 2, 12, 1)
	tried := func(cfg search.Config) int {
		_, m := decide[toy.TreeState, toy.Branch](t, g, cfg, toy.TreeState{}, 1)
		n := 0
		for _, st := range m.RootStats(nil) {
			if st.Visits > 0 {
				n++
			}
		}
		return n
	}
	assert.Equal(t, 12, tried(search.Config{Iterations: 64}))
	assert.Equal(t, 8, tried(search.Config{Iterations: 64, Widening: search.Widening{Coefficient: 1, Exponent: 0.5}}))
	assert.LessOrEqual(t, tried(search.Config{Iterations: 64, Widening: search.Widening{Coefficient: 1, Exponent: 0.5},
		Selection: search.PUCT}), 8)
	assert.Equal(t, 4, tried(search.Config{Iterations: 64, Widening: search.Widening{Coefficient: 0.5, Exponent: 0.5}}))
}

// treeFixed is a GameTree in which seat 1 always takes branch 0, by a
// fixed policy inside the tree.
type treeFixed struct{ *toy.GameTree }

func (g treeFixed) FixedAction(s *toy.TreeState, legal []toy.Branch, _ *search.Rand) (toy.Branch, bool) {
	return legal[0], g.ToMove(s) == 1
}

// A fixed policy takes its decisions without a tree step: seat 0 then
// plays against seat 1's fixed branch, and the tree holds seat 0's
// choices only.
func TestFixedPolicyDecidesInsideTheTree(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := toy.NewGameTree(2, 2, 4, seed)
		want, best := toy.Branch(0), -1.0
		r := make([]float64, 2)
		for b := range toy.Branch(4) {
			s := toy.TreeState{}
			_ = g.Apply(&s, b)
			_ = g.Apply(&s, 0)
			g.Reward(&s, r)
			if r[0] > best {
				want, best = b, r[0]
			}
		}
		a, m := decide[toy.TreeState, toy.Branch](t, treeFixed{g}, search.Config{Iterations: 500}, toy.TreeState{}, seed)
		assert.Equal(t, want, a, "tree %d", seed)
		assert.Equal(t, 4, m.Stats().Edges, "only the root's four actions have statistics")
	}
}

// A wall-clock budget stops the search early; it is not reproducible and
// only checked for returning a legal action after some iterations.
func TestDurationStopsTheSearch(t *testing.T) {
	cfg := search.Config{Iterations: 1 << 30, Duration: 2 * time.Millisecond}
	a, m := decide[toy.NimState, toy.NimTake](t, toy.Nim{}, cfg, toy.NewNim(21, 2), 1)
	assert.Contains(t, []toy.NimTake{1, 2, 3}, a)
	assert.Positive(t, m.Stats().Iterations)
	assert.Less(t, m.Stats().Iterations, 1<<30)
}

func TestConfigErrors(t *testing.T) {
	for name, cfg := range map[string]search.Config{
		"iterations":  {Iterations: -1},
		"duration":    {Duration: -time.Second},
		"selection":   {Selection: 7},
		"observers":   {Observers: 9},
		"exploration": {Exploration: -1},
		"temperature": {PriorTemperature: -0.5},
		"widening":    {Widening: search.Widening{Coefficient: 1, Exponent: 1.5}},
		"rollout":     {RolloutDepth: -2},
		"max rollout": {MaxRolloutActions: -1},
	} {
		_, err := search.New[toy.NimState, toy.NimTake](nimEval{}, cfg)
		assert.ErrorIs(t, err, search.ErrConfig, name)
	}
	m, err := search.New[toy.NimState, toy.NimTake](toy.Nim{}, search.Config{})
	require.NoError(t, err)
	assert.Equal(t, search.DefaultIterations, m.Config().Iterations)
	assert.Equal(t, search.DefaultExploration, m.Config().Exploration)
}
