package bot_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/balance"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A study with the search agent gives the same summary, byte for byte,
// on 1 worker and on 2.
func TestMCTSStudySameForOneAndTwoWorkers(t *testing.T) {
	st, err := balance.New(balance.Config{Rules: ares.MustDefaultRules(), Mode: ares.Basic,
		Factions: []string{"Terrans", "Kahoum"}, Bots: []string{"heuristic", "mcts:10"}})
	require.NoError(t, err)
	var out [2][]byte
	for i, workers := range []int{1, 2} {
		sum, err := sim.Run[*balance.Acc](context.Background(), sim.Config{Games: 24, Seed: 3, Workers: workers, BlockSize: 2}, st)
		require.NoError(t, err)
		out[i], err = json.Marshal(sum)
		require.NoError(t, err)
	}
	assert.Equal(t, string(out[0]), string(out[1]))
}
