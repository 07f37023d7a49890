package bot

import (
	"errors"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/stretchr/testify/require"
)

func TestNewByName(t *testing.T) {
	b, err := New(" Heuristic ", 1)
	require.NoError(t, err)
	require.IsType(t, &Heuristic{}, b)
	b, err = New("RANDOM", 1)
	require.NoError(t, err)
	require.IsType(t, &Random{}, b)
	b, err = New("uct", 1)
	require.NoError(t, err)
	require.Equal(t, DefaultMCTSIterations, b.(*MCTS).Config().Iterations)
	b, err = New("UCT:25", 1)
	require.NoError(t, err)
	require.Equal(t, 25, b.(*MCTS).Config().Iterations)
	b, err = New("MCTS:25", 1)
	require.NoError(t, err)
	require.IsType(t, &DefaultSearch{}, b)
	decisions, iterations := b.(*DefaultSearch).Searched()
	require.Zero(t, decisions+iterations)
	_, err = New("genius", 1)
	require.True(t, errors.Is(err, ErrUnknownBot), "%v", err)
	require.EqualError(t, err, `crisis/bot: unknown bot "genius" (want random, heuristic, learned, learned=FILE, mcts, mcts:N, mcts=FILE, uct, uct:N, guided, guided:N or guided=FILE)`)
	for _, bad := range []string{"mcts:0", "mcts:-3", "mcts:007", "mcts:x", "mcts:", "mcts:10000001"} {
		_, err = New(bad, 1)
		require.True(t, errors.Is(err, ErrUnknownBot), "%q: %v", bad, err)
		require.ErrorContains(t, err, "the budget after mcts: must be a whole number of iterations from 1 to 10000000")
	}
}

// TestMCTSIsTheSearchTheTableAsksFor: in Crisis "mcts" names the search
// guided by the embedded weights at tables of GuidedFromPlayers or more
// and the UCT search at smaller ones, so it plays the games "guided"
// plays at three players and those "uct" plays at two, at the same
// budget and seeds, and a study's fingerprint names it with the
// weights' hash.
func TestMCTSIsTheSearchTheTableAsksFor(t *testing.T) {
	var first Bot
	game := func(players int, name string) []crisis.Action {
		cfg := crisis.Config{Players: players, Seed: 9, Difficulty: crisis.Normal}
		return playChecked(t, cfg, func(q int) Bot {
			b, err := New(name, 3+uint64(q))
			require.NoError(t, err)
			if q == 0 {
				first = b
			}
			return b
		})
	}
	require.Equal(t, 3, GuidedFromPlayers)
	three := game(3, "mcts:8")
	decisions, iterations := first.(*DefaultSearch).Searched()
	require.Positive(t, decisions)
	require.Equal(t, 8*decisions, iterations)
	require.Equal(t, game(3, "guided:8"), three)
	require.NotEqual(t, game(3, "uct:8"), three)
	two := game(2, "mcts:8")
	require.Equal(t, game(2, "uct:8"), two)
	require.NotEqual(t, game(2, "guided:8"), two)
	def, err := Tiers.Definition("mcts")
	require.NoError(t, err)
	require.Equal(t, "mcts (weights "+DefaultWeights().Hash()+")", def)
}
