package balance

import (
	"testing"

	"github.com/aresim/aresim/expedition/bot"
	"github.com/stretchr/testify/require"
)

// A study names each seat's bot by its definition: the learned tier with
// its weights' hash, the others by name alone, as before.
func TestFingerprintNamesTheLearnedWeights(t *testing.T) {
	hash := bot.DefaultWeights().Hash()
	g := Game{Players: 2, Bots: []string{"learned", "heuristic"}}
	require.Equal(t, "players=2 bots=learned (weights "+hash+"),heuristic corporations=random max-rounds=60 cards=base", g.Fingerprint())
	g.Bots = []string{"mcts:8", "random"}
	require.Equal(t, "players=2 bots=mcts:8,random corporations=random max-rounds=60 cards=base", g.Fingerprint())
}
