package balance

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// NewBot names what is wrong: an unknown name lists the names it knows,
// and a bad budget says what the budget after mcts: must be.
func TestNewBotErrors(t *testing.T) {
	_, err := NewBot("nobody", 1)
	require.Error(t, err)
	assert.Equal(t, `unknown bot "nobody" (want random, heuristic, mcts or mcts:N)`, err.Error())
	for _, name := range []string{"mcts:0", "MCTS:007", "mcts:99999999"} {
		_, err := NewBot(name, 1)
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "the budget after mcts: must be a whole number of iterations from 1 to 10000000", name)
	}
	b, err := NewBot("mcts:3", 1)
	require.NoError(t, err)
	assert.NotNil(t, b)
}
