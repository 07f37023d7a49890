package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/expedition"
)

// An agent with the default tuning is the default agent: a seeded game
// against the heuristic goes the same way with either; another tuning is
// in effect.
func TestMCTSTunedDefaultIsTheDefaultAgent(t *testing.T) {
	tuned, err := NewMCTSTuned(MCTSConfig(8), DefaultSearchTuning(), 3)
	require.NoError(t, err)
	games := [2]expedition.State{}
	bots := [2][]Bot{{NewMCTS(8, 3), NewHeuristic(9)}, {tuned, NewHeuristic(9)}}
	var tabs [2]table
	for i := range games {
		games[i], err = expedition.New(expedition.Config{Players: 2, Seed: 5})
		require.NoError(t, err)
	}
	for n := 0; n < 80 && !games[0].Over(); n++ {
		var acts [2]expedition.Action
		for i := range games {
			p := games[i].ToMove()
			acts[i] = act(bots[i][p], tabs[i].View(&games[i], p))
			require.NoError(t, tabs[i].Apply(&games[i], bots[i], acts[i]))
		}
		require.Equal(t, acts[0], acts[1], "action %d", n)
	}

	other, err := NewMCTSTuned(MCTSConfig(8), SearchTuning{ChoicePrior: 0.5, LeafAtRoundEnd: true, HeuristicPicks: true}, 3)
	require.NoError(t, err)
	g := other.Seat().(*seat).game
	assert.Equal(t, 0.5, g.priorChoice)
	assert.Zero(t, g.priorSell)
	assert.True(t, g.toRound)
}
