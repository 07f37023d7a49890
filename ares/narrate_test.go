package ares

import (
	"fmt"
	"strings"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// TestLogPrintsEachRollsOwnDice: in random games of every mode, the log
// line of every roll gives that roll's own firer, dice, to-hit and hits
// (before the reroll decision, when one follows), and the line of every
// reroll gives its result.
func TestLogPrintsEachRollsOwnDice(t *testing.T) {
	rules := MustDefaultRules()
	rolls, rerolls, waits := 0, 0, 0
	for seed := uint64(0); seed < 40; seed++ {
		for _, cfg := range modeConfigs {
			s, err := NewGame(rules, cfg, seed)
			require.NoError(t, err)
			pick := dice.New(seed ^ 0x106)
			var buf []Action
			for !s.Over() {
				buf = s.Legal(buf[:0])
				a := buf[pick.Intn(len(buf))]
				before := s
				apply(t, &s, a)
				lines := Narrate(&before, a, &s)
				switch a.Kind {
				case ActFire:
					n, hitOn := before.battle.fireDice(int(a.Force), a.Target)
					hits := int(s.battle.last.Hits)
					if s.InBattle() && s.battle.step == stepReroll {
						hits = int(s.battle.rollHits)
						waits++
					}
					target := "a Base Card"
					if a.Target != TargetBaseLeft && a.Target != TargetBaseRight {
						target = forceName(&before, int(a.Target))
					}
					want := fmt.Sprintf("  %s fires at %s: %d dice hitting on %d or less, %d hit(s)", forceName(&before, int(a.Force)), target, n, hitOn, hits)
					require.NotEmpty(t, lines)
					require.True(t, strings.HasPrefix(lines[0], want), "seed %d %s: %q, want %q", seed, cfg.Mode, lines[0], want)
					rolls++
				case ActReroll:
					if a.Arg == 0 {
						continue
					}
					total := int(s.battle.last.Hits)
					want := fmt.Sprintf("reroll %d: %d more hit(s), %d in all", a.Arg, total-int(before.battle.rollHits), total)
					require.NotEmpty(t, lines)
					require.Contains(t, lines[0], want, "seed %d %s", seed, cfg.Mode)
					rerolls++
				}
			}
		}
	}
	require.Greater(t, rolls, 1000)
	require.Greater(t, waits, 20, "rolls waiting for a reroll decision")
	require.Greater(t, rerolls, 10)
}

// narrateRandomGames plays random games of every mode (modeConfigs), seeds
// 0 to seeds-1, checking the invariants after every action, and calls
// visit with each action, the states around it and its log lines; salt
// varies the actions between tests.
func narrateRandomGames(t *testing.T, seeds int, salt uint64, visit func(before *State, a Action, after *State, lines []string, cfg Config)) {
	t.Helper()
	narrateGames(t, seeds, salt, func(pick *dice.Rand, legal []Action) Action { return legal[pick.Intn(len(legal))] }, visit)
}

// narrateGames is narrateRandomGames with the actions chosen by choose,
// from the legal ones and a generator seeded from the game's seed and
// salt.
func narrateGames(t *testing.T, seeds int, salt uint64, choose func(pick *dice.Rand, legal []Action) Action,
	visit func(before *State, a Action, after *State, lines []string, cfg Config)) {
	t.Helper()
	rules := MustDefaultRules()
	for seed := uint64(0); seed < uint64(seeds); seed++ {
		for _, cfg := range modeConfigs {
			s, err := NewGame(rules, cfg, seed)
			require.NoError(t, err)
			pick := dice.New(seed ^ salt)
			var buf []Action
			for !s.Over() {
				buf = s.Legal(buf[:0])
				a := choose(&pick, buf)
				before := s
				apply(t, &s, a)
				visit(&before, a, &s, Narrate(&before, a, &s), cfg)
			}
		}
	}
}
