package ares

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLogRevealsTheAttackBeforeTheAttackersDecisions: in random games of
// every mode, the log of an attack says "revealed:" once, and before the
// attackers' Construction decisions and the Power they spend, as the
// engine reveals first (rulebook, Battle Sequence step 3).
func TestLogRevealsTheAttackBeforeTheAttackersDecisions(t *testing.T) {
	reveals, decisions := 0, 0
	revealed := false
	narrateRandomGames(t, 60, 0x3e7, func(before *State, a Action, after *State, lines []string, cfg Config) {
		if before.phase == phaseConstruct && before.flow == flowAttConstruct && before.choice != TakeFrontier {
			require.True(t, revealed, "%s: the attackers' decision %s came before the log revealed the attack", cfg.Mode, a)
			decisions++
		}
		for _, line := range lines {
			switch {
			case strings.Contains(line, ": play an Attack card"):
				revealed = false
			case strings.HasPrefix(line, "  revealed: "):
				require.False(t, revealed, "%s: %q: a second reveal of one attack", cfg.Mode, line)
				revealed = true
				reveals++
			}
		}
	})
	require.Greater(t, reveals, 500)
	require.Greater(t, decisions, 100, "attackers' Construction decisions")
}
