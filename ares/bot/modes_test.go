package bot

import (
	"fmt"
	"strings"
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
				require.NoError(t, Play(&s, bots, func(_ int, a ares.Action, after *ares.State) {
					if err := after.Check(); err != nil {
						t.Fatalf("seed %d after %s: %v", seed, a, err)
					}
				}))
				assert.True(t, s.Over())
			}
		})
	}
}

// TestTeamLogShowsBothTeammatesPlaying reads the log of seeded Team
// Matches between heuristic and random bots: on every team turn, each
// teammate who held cards when the turn began has a play of its own in the
// log ("Turn N, Faction: ..."), neutral Frontier takes and Raids included.
func TestTeamLogShowsBothTeammatesPlaying(t *testing.T) {
	rules := ares.MustDefaultRules()
	cfg := modeConfigs[4]
	for seed := uint64(0); seed < 60; seed++ {
		s, err := ares.NewGame(rules, cfg, seed)
		require.NoError(t, err)
		bots := make([]Bot, 4)
		for p := range bots {
			if (int(seed)+p)%3 == 0 {
				bots[p] = NewRandom(seed + uint64(p))
			} else {
				bots[p] = NewHeuristic(seed + uint64(p))
			}
		}
		held := map[int][4]bool{}   // by turn: the seats holding cards when it began
		logged := map[int][4]bool{} // by turn: the seats with a play in the log
		first := map[int]int{}      // by turn: the team's first seat to play
		require.NoError(t, Play(&s, bots, Transitions(&s, func(before *ares.State, a ares.Action, after *ares.State) {
			require.NoError(t, after.Check(), "seed %d after %s", seed, a)
			turn := before.Turns() + 1
			if _, ok := held[turn]; !ok && !before.InBattle() {
				var h [4]bool
				for p := range h {
					h[p] = before.HandLen(p) > 0
				}
				held[turn], first[turn] = h, before.ToMove()
			}
			for _, line := range ares.Narrate(before, a, after) {
				for p := 0; p < 4; p++ {
					if strings.HasPrefix(line, fmt.Sprintf("Turn %d, %s: ", turn, s.Faction(p).Name)) {
						l := logged[turn]
						l[p] = true
						logged[turn] = l
					}
				}
			}
		})))
		for turn := 1; turn < s.Turns(); turn++ {
			team := first[turn] &^ 1
			for _, p := range []int{team, team + 1} {
				require.True(t, logged[turn][p] || !held[turn][p], "seed %d turn %d: %s held cards and has no play in the log", seed, turn, s.Faction(p).Name)
			}
		}
	}
}
