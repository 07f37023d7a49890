package bot

import (
	"errors"
	"testing"

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
	require.EqualError(t, err, `crisis/bot: unknown bot "genius" (want random, heuristic, learned, learned=FILE, mcts, mcts:N, uct, uct:N, guided, guided:N or guided=FILE)`)
	for _, bad := range []string{"mcts:0", "mcts:-3", "mcts:007", "mcts:x", "mcts:", "mcts:10000001"} {
		_, err = New(bad, 1)
		require.True(t, errors.Is(err, ErrUnknownBot), "%q: %v", bad, err)
		require.ErrorContains(t, err, "the budget after mcts: must be a whole number of iterations from 1 to 10000000")
	}
}
