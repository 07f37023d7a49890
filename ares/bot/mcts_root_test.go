package bot

import (
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// TestGuidedRootIsTheLearnedBotsPolicy: with one iteration a decision the
// guided search plays the action its root's priors rank first, so
// "guided:1" plays every game as "learned" does, action for action, in
// every mode: its root scores the seat's decisions with the features the
// learned bot plays from, whose heuristic remembers what the seat saw of
// the game. Scored from a sample instead, the two part within a few
// decisions.
func TestGuidedRootIsTheLearnedBotsPolicy(t *testing.T) {
	rules := ares.MustDefaultRules()
	configs := append([]ares.Config{{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1}}, modeConfigs...)
	games := 2
	if testing.Short() {
		games = 1
	}
	for i, cfg := range configs {
		for g := range games {
			seed := uint64(100*i + g + 1)
			play := func(tier string) []ares.Action {
				s, err := ares.NewGame(rules, cfg, sim.EngineSeed(seed))
				require.NoError(t, err)
				n := s.NumPlayers()
				bots := make([]Bot, n)
				for p := range bots {
					name := "heuristic"
					if p%2 == g%2 {
						name = tier
					}
					bots[p], err = New(name, sim.BotSeed(seed, p))
					require.NoError(t, err)
				}
				var actions []ares.Action
				require.NoError(t, Play(&s, bots, func(_ int, a ares.Action, after *ares.State) {
					actions = append(actions, a)
					require.NoError(t, after.Check())
				}))
				require.True(t, s.Over())
				return actions
			}
			learned, guided := play("learned"), play("guided:1")
			require.Equal(t, learned, guided, "%v, seed %d", cfg.Mode, seed)
			t.Logf("%v, seed %d: %d actions alike", cfg.Mode, seed, len(learned))
		}
	}
}
