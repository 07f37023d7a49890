package crisis

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
)

// playRandom plays a game with uniformly random legal actions, checking
// the invariants after every Apply.
func playRandom(t testing.TB, cfg Config, seed uint64) State {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	rng := dice.New(seed)
	buf := make([]Action, 0, 256)
	for steps := 0; !s.Over(); steps++ {
		if steps > 20000 {
			t.Fatalf("seed %d: game did not end", cfg.Seed)
		}
		buf = s.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("seed %d: no legal action, to move %d", cfg.Seed, s.ToMove())
		}
		a := buf[rng.Intn(len(buf))]
		if err := s.Apply(a); err != nil {
			t.Fatalf("seed %d: %v", cfg.Seed, err)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("seed %d after %s: %v", cfg.Seed, s.ActionString(a), err)
		}
	}
	return s
}

func TestRandomGamesSmoke(t *testing.T) {
	for p := 1; p <= 4; p++ {
		for d := Beginner; d < NumDifficulties; d++ {
			for seed := uint64(0); seed < 5; seed++ {
				s := playRandom(t, Config{Players: p, Seed: seed, Difficulty: d}, seed)
				r := s.Result()
				t.Logf("p%d %s seed %d: %s %s round %d", p, d, seed, r.Outcome, r.Reason, r.Rounds)
			}
		}
	}
}
