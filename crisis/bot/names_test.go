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
	_, err = New("mcts", 1)
	require.True(t, errors.Is(err, ErrUnknownBot), "%v", err)
	require.EqualError(t, err, `crisis/bot: unknown bot "mcts" (want heuristic, random)`)
}
