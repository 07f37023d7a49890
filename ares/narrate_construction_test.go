package ares

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLogReportsEveryConstructionWhenItHappens: in random games of every
// mode, the units a player builds at Construction are in its
// "Construction builds" line of the action that built them, a Team Match
// teammate's too.
func TestLogReportsEveryConstructionWhenItHappens(t *testing.T) {
	builds, teammates := 0, 0
	narrateRandomGames(t, 60, 0xc0, func(before *State, a Action, after *State, lines []string, cfg Config) {
		if before.phase != phaseTurn && before.phase != phaseConstruct && before.phase != phaseDefend {
			return
		}
		for p := 0; p < int(after.n); p++ {
			prefix := fmt.Sprintf("  %s: Construction builds ", after.Faction(p).Name)
			line := ""
			for _, l := range lines {
				if strings.HasPrefix(l, prefix) {
					line = l
				}
			}
			for k := 0; k < MaxBuildings; k++ {
				was, now := before.players[p].base[k], after.players[p].base[k]
				if now.kind == slotEmpty || now.kind != was.kind || now.unit != was.unit || now.units <= was.units {
					continue
				}
				want := fmt.Sprintf("%s +%d", after.Faction(p).Units[now.unit].Name, now.units-was.units)
				require.Contains(t, line, want, "%s: %s: %q", cfg.Mode, a, lines)
				builds++
				if cfg.Mode == Team && p != int(after.att) && p != int(after.def) {
					teammates++
				}
			}
		}
	})
	require.Greater(t, builds, 1000)
	require.Greater(t, teammates, 100, "teammates' builds")
}
