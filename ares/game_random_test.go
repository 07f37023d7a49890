package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

var basicConfig = Config{Mode: Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1}

// chanceAction reports whether applying a may consume randomness: the last
// setup pick (shuffles and the first-player roll), fire, reroll and the
// Power spent on a Barrage, and in the Full Game any action that may start
// a battle: an
// attack, a declaration, the end of Construction decisions, and in a Team
// Match the play that a teammate's attack waits for.
func chanceAction(s *State, a Action) bool {
	switch a.Kind {
	case ActFire, ActReroll, ActSpend:
		return true
	case ActAttack, ActDefend, ActConstructed:
		return s.mode.fullRules()
	case ActPick:
		return lastPick(s)
	}
	return s.mode == Team && s.joint == -2
}

// lastPick reports whether the next pick is setup's last.
func lastPick(s *State) bool {
	pending := 0
	for p := 0; p < int(s.n); p++ {
		pending += 2 - int(s.players[p].npicks)
	}
	return pending == 1
}

// playRandomGame plays one game with uniformly random legal actions,
// checking the invariants after every Apply, and that only chance events
// move the generator.
func playRandomGame(t testing.TB, rules *Rules, cfg Config, seed uint64, check bool) State {
	s, err := NewGame(rules, cfg, seed)
	require.NoError(t, err)
	pick := dice.New(seed ^ 0xabcdef)
	var buf []Action
	for steps := 0; !s.Over(); steps++ {
		if steps > 20000 {
			t.Fatalf("seed %d: game does not end", seed)
		}
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("seed %d: no legal action at phase %d step %d", seed, s.phase, s.battle.step)
		}
		a := buf[pick.Intn(len(buf))]
		before := s.rng
		chance := chanceAction(&s, a)
		if err := s.Apply(a); err != nil {
			t.Fatalf("seed %d: legal action %s rejected: %v", seed, a, err)
		}
		if check {
			if err := s.Check(); err != nil {
				t.Fatalf("seed %d after %s: %v", seed, a, err)
			}
			if !chance && s.rng != before {
				t.Fatalf("seed %d: %s moved the generator", seed, a)
			}
		}
	}
	return s
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	rules := MustDefaultRules()
	n := 2000
	if testing.Short() {
		n = 200
	}
	for seed := uint64(0); seed < uint64(n); seed++ {
		s := playRandomGame(t, rules, basicConfig, seed, true)
		r := s.Result()
		require.True(t, r.Over)
	}
}
