package expedition

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

func TestSmokeRandom(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		s, err := New(Config{Players: 4, Seed: seed})
		require.NoError(t, err)
		r := dice.New(seed + 99)
		var buf []Action
		steps := 0
		for !s.Over() {
			buf = s.Legal(buf[:0])
			require.NotEmpty(t, buf, "no legal action at %s", s.where())
			a := buf[r.Intn(len(buf))]
			require.NoError(t, s.Apply(a), "seed %d step %d", seed, steps)
			require.NoError(t, s.Check(), "seed %d step %d after %s", seed, steps, s.ActionString(a))
			steps++
		}
		res := s.Result()
		t.Logf("seed %d: rounds %d finished %v steps %d", seed, res.Rounds, res.Finished, steps)
	}
}
