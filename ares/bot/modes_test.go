package bot

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var modeConfigs = []ares.Config{
	{Mode: ares.Full, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1},
	{Mode: ares.Full, Factions: []string{"Xenos", "Colossus"}, FirstPlayer: -1},
	{Mode: ares.FreeForAll, Factions: []string{"Terrans", "Kahoum", "Xenos"}, FirstPlayer: -1},
	{Mode: ares.FreeForAll, Factions: []string{"Terrans", "Kahoum", "Xenos", "Colossus"}, FirstPlayer: -1},
	{Mode: ares.Team, Factions: []string{"Terrans", "Xenos", "Kahoum", "Colossus"}, FirstPlayer: -1},
}

// TestBotsPlayEveryMode plays heuristic and random bots in every mode,
// checking the invariants after every action.
func TestBotsPlayEveryMode(t *testing.T) {
	rules := ares.MustDefaultRules()
	for i, cfg := range modeConfigs {
		t.Run(fmt.Sprintf("%s-%d", cfg.Mode, i), func(t *testing.T) {
			for seed := uint64(0); seed < 60; seed++ {
				s, err := ares.NewGame(rules, cfg, seed)
				require.NoError(t, err)
				bots := make([]Bot, len(cfg.Factions))
				for p := range bots {
					if (int(seed)+p)%3 == 0 {
						bots[p] = NewRandom(seed + uint64(p))
					} else {
						bots[p] = NewHeuristic(seed + uint64(p))
					}
				}
				require.NoError(t, Play(&s, bots, func(_ *ares.State, a ares.Action, after *ares.State) {
					if err := after.Check(); err != nil {
						t.Fatalf("seed %d after %s: %v", seed, a, err)
					}
				}))
				assert.True(t, s.Over())
			}
		})
	}
}
