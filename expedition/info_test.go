package expedition

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// InfoInto writes exactly what Info returns, whatever dst held before: at
// every decision of random games each player's Info is written over the
// last player's.
func TestInfoIntoIsInfo(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := New(Config{Players: 4, Seed: seed})
		require.NoError(t, err)
		r := dice.New(seed)
		var buf []Action
		var info PlayerInfo
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			for q := 0; q < s.Players(); q++ {
				v.InfoInto(q, &info)
				require.Equal(t, v.Info(q), info, "seed %d, player %d", seed, q)
			}
			buf = s.Legal(buf[:0])
			require.NoError(t, s.Apply(buf[r.Intn(len(buf))]))
		}
	}
}
