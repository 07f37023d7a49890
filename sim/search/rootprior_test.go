package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// A root prior given for one decision steers that decision's root in
// place of the PriorPolicy's, and only that decision's: a prior on a
// losing take draws a small budget to it, the next decision without one
// is the search it was before, and a prior of the wrong length is refused
// (and forgotten too), as is one given for a forced decision.
func TestRootPriorSteersOneDecision(t *testing.T) {
	cfg := search.Config{Iterations: 12, Selection: search.PUCT}
	s := toy.NewNim(13, 2)
	legal := toy.Nim{}.Legal(&s, nil) // takes 1, 2, 3; 1 wins
	before, _ := decide[toy.NimState, toy.NimTake](t, nimPrior{}, cfg, s, 1)
	require.Equal(t, toy.NimBest(13), before)

	m, err := search.New[toy.NimState, toy.NimTake](nimPrior{}, cfg)
	require.NoError(t, err)
	m.SetRootPrior([]float64{0, 0, 30}) // all on taking 3, which loses
	a, err := m.Choose(&toy.Open[toy.NimState]{State: s}, legal, 1)
	require.NoError(t, err)
	assert.Equal(t, legal[2], a)
	stats := m.RootStats(nil)
	assert.Greater(t, stats[2].Visits, stats[0].Visits+stats[1].Visits, "%v", stats)

	a, err = m.Choose(&toy.Open[toy.NimState]{State: s}, legal, 1)
	require.NoError(t, err)
	assert.Equal(t, before, a, "the root prior is forgotten after its decision")

	m.SetRootPrior([]float64{0, 30})
	_, err = m.Choose(&toy.Open[toy.NimState]{State: s}, legal, 1)
	require.ErrorIs(t, err, search.ErrConfig)
	a, err = m.Choose(&toy.Open[toy.NimState]{State: s}, legal, 1)
	require.NoError(t, err)
	assert.Equal(t, before, a, "a refused root prior is forgotten too")

	m.SetRootPrior([]float64{30})
	a, err = m.Choose(&toy.Open[toy.NimState]{State: toy.NewNim(1, 2)}, []toy.NimTake{1}, 1)
	require.NoError(t, err)
	assert.Equal(t, toy.NimTake(1), a, "a forced decision")
	a, err = m.Choose(&toy.Open[toy.NimState]{State: s}, legal, 1)
	require.NoError(t, err)
	assert.Equal(t, before, a, "a root prior given for a forced decision is forgotten with it")
}
