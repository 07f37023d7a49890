package toy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim/search/toy"
)

// Positions whose odds are plain by hand, in a race to 10.
func TestRaceOddsAtTheEnd(t *testing.T) {
	// Two short: holding wins at once; so does rolling, since a 1 leaves
	// a point to make and an opponent at 0 cannot reach 10 in one move.
	hold, roll := toy.RaceOdds(10, 8, 0)
	assert.Equal(t, 1.0, hold)
	assert.InDelta(t, 1.0, roll, 1e-12)
	// Seven short against an opponent one short, who wins next move:
	// nothing reaches 10 now.
	hold, roll = toy.RaceOdds(10, 3, 9)
	assert.Zero(t, hold)
	assert.Zero(t, roll)
	// Six short: only a rolled six wins.
	hold, roll = toy.RaceOdds(10, 4, 9)
	assert.Zero(t, hold)
	assert.InDelta(t, 1.0/6, roll, 1e-12)
}

func TestGameTreeSolveByHand(t *testing.T) {
	g := toy.NewGameTree(2, 2, 2, 3)
	r := make([]float64, 2)
	leaf := func(a, b toy.Branch) []float64 {
		s := toy.TreeState{}
		require.NoError(t, g.Apply(&s, a))
		require.NoError(t, g.Apply(&s, b))
		g.Reward(&s, r)
		return append([]float64(nil), r...)
	}
	// Seat 1 picks its better leaf under each branch; seat 0 the better
	// of the two outcomes.
	pick := func(a toy.Branch) []float64 {
		l, h := leaf(a, 0), leaf(a, 1)
		if h[1] > l[1] {
			return h
		}
		return l
	}
	want := toy.Branch(0)
	if pick(1)[0] > pick(0)[0] {
		want = 1
	}
	v, best, _ := g.Solve(toy.TreeState{})
	assert.Equal(t, want, best)
	assert.Equal(t, pick(want), v)
}

func TestTicTacToeFromReadsABoard(t *testing.T) {
	s := toy.TicTacToeFrom("XX.OO....")
	assert.Equal(t, 0, toy.TicTacToe{}.ToMove(&s))
	require.NoError(t, toy.TicTacToe{}.Apply(&s, 2))
	assert.True(t, toy.TicTacToe{}.Over(&s))
	assert.Equal(t, int8(0), s.Winner)
	assert.ErrorIs(t, toy.TicTacToe{}.Apply(&s, 5), toy.ErrIllegal)
}

// A View hides the other hand and the extra cards; a glimpse shows to
// its seat only, and only until the next action.
func TestTrickViewAndMemory(t *testing.T) {
	g := toy.Trick{}
	s := toy.NewTrick(5)
	for s.Tricks == 0 {
		require.NoError(t, g.Apply(&s, g.Legal(&s, nil)[0]))
	}
	winner := int(s.Leader)
	for p := range 2 {
		v := s.View(p)
		assert.Zero(t, v.Hand[1-p])
		assert.Equal(t, s.Hand[p], v.Hand[p])
		assert.Equal(t, [toy.TrickExtra]int8{}, v.Extra)
		if p == winner {
			assert.Equal(t, s.Extra[0], v.Glimpse)
		} else {
			assert.Zero(t, v.Glimpse)
		}
	}
	var mem toy.TrickMemory
	v := s.View(winner)
	mem.Observe(&v)
	require.NoError(t, g.Apply(&s, g.Legal(&s, nil)[0]))
	v = s.View(winner)
	assert.Zero(t, v.Glimpse, "the View forgets")
	assert.Equal(t, s.Extra[0], mem.Known[0], "the memory keeps")
	var sample toy.TrickState
	d := toy.TrickDeterminizer{View: v, Memory: mem}
	for seed := range uint64(200) {
		d.Determinize(&sample, seed)
		require.NoError(t, toy.CheckTrickSample(&sample, &v, &mem))
	}
	// The check sees a glimpsed card moved.
	sample.Extra[0], sample.Extra[1] = sample.Extra[1], sample.Extra[0]
	assert.ErrorIs(t, toy.CheckTrickSample(&sample, &v, &mem), toy.ErrSample)
}
