package ares

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLogHeadsEveryRound: in random games of every mode, the action that
// starts a combat round logs its "Round N" header, the first round of
// every kind of battle too (a Raid's starts with the picks, with no battle
// line to place), and no other action logs one.
func TestLogHeadsEveryRound(t *testing.T) {
	firsts := map[BattleKind]int{}
	narrateRandomGames(t, 60, 0x40, func(before *State, a Action, after *State, lines []string, cfg Config) {
		from := uint8(0) // a battle that starts in this action
		if before.battleOn {
			from = before.battle.round
		}
		want := ""
		if after.battleOn && after.battle.round != from {
			want = fmt.Sprintf("  Round %d", after.battle.round)
		}
		header := ""
		for _, line := range lines {
			if strings.HasPrefix(line, "  Round ") {
				require.Empty(t, header, "%s: %s: two round headers in %q", cfg.Mode, a, lines)
				header = line
			}
		}
		require.Equal(t, want, header, "%s: %s: %q", cfg.Mode, a, lines)
		if want == "  Round 1" {
			firsts[after.battleAt]++
		}
	})
	for _, kind := range []BattleKind{FrontierBattle, BaseBattle, RaidBattle} {
		require.Greater(t, firsts[kind], 50, "first rounds of %s battles", kind)
	}
}
