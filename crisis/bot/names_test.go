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
	b, err = New("mcts", 1)
	require.NoError(t, err)
	require.Equal(t, DefaultMCTSIterations, b.(*MCTS).Config().Iterations)
	b, err = New("MCTS:25", 1)
	require.NoError(t, err)
	require.Equal(t, 25, b.(*MCTS).Config().Iterations)
	_, err = New("genius", 1)
	require.True(t, errors.Is(err, ErrUnknownBot), "%v", err)
	require.EqualError(t, err, `crisis/bot: unknown bot "genius" (want random, heuristic, learned, learned=FILE, mcts, mcts:N, mcts=FILE, uct, uct:N, guided, guided:N or guided=FILE)`)
	for _, bad := range []string{"mcts:0", "mcts:-3", "mcts:007", "mcts:x", "mcts:", "mcts:10000001"} {
		_, err = New(bad, 1)
		require.True(t, errors.Is(err, ErrUnknownBot), "%q: %v", bad, err)
		require.ErrorContains(t, err, "the budget after mcts: must be a whole number of iterations from 1 to 10000000")
	}
}

// TestMCTSIsTheGuidedSearch: in Crisis "mcts" names the search guided by
// the embedded weights, so it plays the games "guided" plays at the same
// budget (and not those of "uct"), and a study's fingerprint names it
// with those weights' hash.
func TestMCTSIsTheGuidedSearch(t *testing.T) {
	cfg := crisis.Config{Players: 2, Seed: 9, Difficulty: crisis.Normal}
	game := func(name string) []crisis.Action {
		return playChecked(t, cfg, func(q int) Bot {
			b, err := New(name, 3+uint64(q))
			require.NoError(t, err)
			return b
		})
	}
	mcts := game("mcts:8")
	require.Equal(t, game("guided:8"), mcts)
	require.NotEqual(t, game("uct:8"), mcts)
	def, err := Tiers.Definition("mcts")
	require.NoError(t, err)
	require.Equal(t, "mcts (weights "+DefaultWeights().Hash()+")", def)
}
