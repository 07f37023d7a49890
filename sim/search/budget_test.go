package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestParseBudget: "mcts" and "mcts:N" are the agent's names, anything
// else is not, and a bad budget is refused with a line naming it.
func TestParseBudget(t *testing.T) {
	for name, want := range map[string]int{"mcts": 0, "mcts:1": 1, "mcts:250": 250, "mcts:10000000": MaxBudget} {
		n, ok, err := ParseBudget(name)
		assert.NoError(t, err, name)
		assert.True(t, ok, name)
		assert.Equal(t, want, n, name)
	}
	for _, name := range []string{"random", "heuristic", "mctsx", "MCTS"} {
		_, ok, err := ParseBudget(name)
		assert.False(t, ok, name)
		assert.NoError(t, err, name)
	}
	for _, name := range []string{"mcts:", "mcts:0", "mcts:-3", "mcts:007", "mcts:1e3", "mcts:10000001", "mcts: 5"} {
		_, ok, err := ParseBudget(name)
		assert.True(t, ok, name)
		assert.ErrorContains(t, err, "the budget after mcts: must be a whole number of iterations from 1 to 10000000", name)
		assert.ErrorContains(t, err, name)
	}
}
