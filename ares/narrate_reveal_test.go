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

// TestLogTellsASurpriseWithTheReveal: in random games of every mode, a
// Surprise (a Deep Strike meeting a Frontier defence, the attacker keeping
// the Scoring card) is told right after the reveal, before the attackers'
// Construction, as the rulebook's step 3 and the engine settle the Scoring
// card first.
func TestLogTellsASurpriseWithTheReveal(t *testing.T) {
	surprises := 0
	narrateRandomGames(t, 60, 0x5a, func(before *State, a Action, after *State, lines []string, cfg Config) {
		for i, line := range lines {
			if !strings.HasPrefix(line, "  revealed: ") {
				continue
			}
			if !after.surprise {
				require.False(t, i+1 < len(lines) && strings.HasPrefix(lines[i+1], "  Surprise!"), "%s: %q", cfg.Mode, lines)
				continue
			}
			require.Greater(t, len(lines), i+1, "%s: %q", cfg.Mode, lines)
			require.Equal(t, "  Surprise! "+after.Faction(int(after.att)).Name+" keep the Scoring card", lines[i+1], "%s: %q", cfg.Mode, lines)
			surprises++
		}
	})
	require.Greater(t, surprises, 50)
}
