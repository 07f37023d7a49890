package crisis

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// playRandom plays a game with uniformly random legal actions, checking
// the invariants after every Apply, and with every tenth decision first
// throwing an illegal action at the engine, which must change nothing.
// It returns the final state and the record. FuzzGame plays it; the
// random games of TestRules (playtest_test.go) check the same and more.
func playRandom(t testing.TB, cfg Config, seed uint64) (State, Record) {
	t.Helper()
	s, err := New(cfg)
	require.NoError(t, err)
	require.NoError(t, s.Check())
	rec := NewRecord(cfg)
	rng := dice.New(seed)
	buf := make([]Action, 0, 256)
	for steps := 0; !s.Over(); steps++ {
		require.Less(t, steps, 50000, "seed %d: the game did not end", cfg.Seed)
		buf = s.Legal(buf[:0])
		require.NotEmpty(t, buf, "seed %d: no legal action", cfg.Seed)
		if steps%10 == 0 {
			bad := illegal(&rng, buf)
			before := s
			require.Error(t, s.Apply(bad), "%s %+v legal %+v", s.ActionString(bad), bad, buf)
			require.True(t, before == s, "a rejected action changed the state: %s", s.ActionString(bad))
		}
		a := buf[rng.Intn(len(buf))]
		require.NoError(t, s.Apply(a), "seed %d", cfg.Seed)
		rec.Actions = append(rec.Actions, a)
		if err := s.Check(); err != nil {
			t.Fatalf("seed %d after %s: %v", cfg.Seed, s.ActionString(a), err)
		}
	}
	return s, rec
}

// illegal returns an action that is not among the legal ones.
func illegal(rng *dice.Rand, legal []Action) Action {
	for {
		a := Action{Kind: ActionKind(rng.Intn(int(numActionKinds) + 1)), Player: int8(rng.Intn(5) - 1),
			Card: int16(rng.Intn(300) - 10), Index: int8(rng.Intn(100) - 10)}
		if a.Kind == ActGame && len(legal) > 0 {
			a = legal[rng.Intn(len(legal))]
			if a.Kind == ActGame {
				// expedition reads only the fields a kind uses: another player
				a.Game.Player = (a.Game.Player + 1 + int8(rng.Intn(4))) % 5
			} else {
				a.Index += int8(1 + rng.Intn(3))
			}
		}
		ok := true
		for _, b := range legal {
			if b == a {
				ok = false
			}
		}
		if ok {
			return a
		}
	}
}

// FuzzGame plays random legal games from fuzzed seeds, player counts and
// difficulties, throwing illegal actions at the engine.
func FuzzGame(f *testing.F) {
	f.Add(uint64(1), uint8(1), uint8(0))
	f.Add(uint64(2), uint8(4), uint8(3))
	f.Fuzz(func(t *testing.T, seed uint64, players, difficulty uint8) {
		cfg := Config{Players: 1 + int(players%4), Seed: seed, Difficulty: Difficulty(difficulty % uint8(NumDifficulties))}
		playRandom(t, cfg, seed)
	})
}
