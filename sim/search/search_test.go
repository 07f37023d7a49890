package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// decide searches the decision of perfect-information position s.
func decide[S any, A comparable](t testing.TB, g search.Game[S, A], cfg search.Config, s S, seed uint64) (A, *search.Search[S, A]) {
	t.Helper()
	m, err := search.New(g, cfg)
	require.NoError(t, err)
	a, err := m.Choose(&toy.Open[S]{State: s}, g.Legal(&s, nil), seed)
	require.NoError(t, err)
	return a, m
}

func TestNimFindsTheWinningTake(t *testing.T) {
	for heap := 1; heap <= 15; heap++ {
		best := toy.NimBest(heap)
		if best == 0 {
			continue // every take loses
		}
		for seed := uint64(1); seed <= 3; seed++ {
			a, _ := decide[toy.NimState, toy.NimTake](t, toy.Nim{}, search.Config{Iterations: 3000}, toy.NewNim(heap, 2), seed)
			assert.Equal(t, best, a, "heap %d, seed %d", heap, seed)
		}
	}
}

// In team Nim the seats of a team share one reward; every seat finds the
// take that wins for its team, whoever of the team takes the last stone.
func TestTeamNimSharedRewardFindsTheWinningTake(t *testing.T) {
	g := toy.Nim{}
	for heap := 5; heap <= 14; heap++ {
		for seat := 0; seat < 4; seat++ {
			// Reach seat's turn with heap stones: the earlier seats take
			// one each from a larger heap.
			s := toy.NewNim(heap+seat, 4)
			for range seat {
				require.NoError(t, g.Apply(&s, 1))
			}
			require.Equal(t, seat, g.ToMove(&s))
			best := toy.NimBest(heap)
			if best == 0 {
				continue
			}
			a, m := decide[toy.NimState, toy.NimTake](t, g, search.Config{Iterations: 3000}, s, uint64(heap))
			assert.Equal(t, best, a, "heap %d, seat %d", heap, seat)
			var stats []search.ActionStats[toy.NimTake]
			for _, st := range m.RootStats(stats) {
				if st.Action == best {
					assert.Greater(t, st.Mean, 0.75, "the winning take's value, heap %d, seat %d", heap, seat)
				}
			}
		}
	}
	// The reward is the team's: both seats of the winning team get 1.
	s := toy.NewNim(2, 4)
	require.NoError(t, g.Apply(&s, 1))
	require.NoError(t, g.Apply(&s, 1)) // seat 1 takes the last stone
	r := make([]float64, 4)
	g.Reward(&s, r)
	assert.Equal(t, []float64{0, 1, 0, 1}, r)
}

func TestTicTacToeTakesWinsAndBlocks(t *testing.T) {
	for _, c := range []struct {
		board string
		want  toy.Cell
	}{
		{"XX.OO....", 2}, // X wins at once (and blocks O's row)
		{"XO.XO....", 6}, // X wins down the left column; O threatens the middle column
		{"X.X.O....", 1}, // O must block the top row
		{"OX.XO.X..", 8}, // X must block O's diagonal
		{"X...O...X", 1}, // O must not take a corner: an edge holds the draw (1, 3, 5 or 7)
	} {
		s := toy.TicTacToeFrom(c.board)
		a, m := decide[toy.TicTacToeState, toy.Cell](t, toy.TicTacToe{}, search.Config{Iterations: 4000}, s, 3)
		if c.board == "X...O...X" {
			assert.Contains(t, []toy.Cell{1, 3, 5, 7}, a, "%s: %v", c.board, m.RootStats(nil))
			continue
		}
		assert.Equal(t, c.want, a, "%s: %v", c.board, m.RootStats(nil))
	}
}

// Against a random player the search never loses, with either mark.
func TestTicTacToeNeverLosesToRandom(t *testing.T) {
	g := toy.TicTacToe{}
	m, err := search.New[toy.TicTacToeState, toy.Cell](g, search.Config{Iterations: 2000})
	require.NoError(t, err)
	for game := uint64(0); game < 40; game++ {
		me := int(game % 2)
		s := toy.NewTicTacToe()
		r := search.NewRand(game)
		for !g.Over(&s) {
			legal := g.Legal(&s, nil)
			a := legal[r.Intn(len(legal))]
			if g.ToMove(&s) == me {
				a, err = m.Choose(&toy.Open[toy.TicTacToeState]{State: s}, legal, game)
				require.NoError(t, err)
			}
			require.NoError(t, g.Apply(&s, a))
		}
		assert.NotEqual(t, 1-me, int(s.Winner), "game %d: the search, playing seat %d, lost", game, me)
	}
}
