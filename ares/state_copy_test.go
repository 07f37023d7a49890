package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// TestStateCopySkipsUnused guards copyState's fast path: the State keeps
// the shape it relies on (rules its only pointer, the seats before the
// battle's Forces), so a change of shape shows here rather than as a
// silently slower copy.
func TestStateCopySkipsUnused(t *testing.T) {
	require.True(t, stateLayout.fast, "copyState fell back to a plain copy: the State's shape changed")
}

// TestCopyStateAndViewIntoReuse copies states and builds Views into
// buffers that last held other games (other modes, more seats, bigger
// battles), and checks each result equals a plain copy or a View built
// into a zero State.
func TestCopyStateAndViewIntoReuse(t *testing.T) {
	rules := MustDefaultRules()
	var copied, viewed State // reused across every game of every mode
	checked := 0
	for seed := uint64(0); seed < 12; seed++ {
		for _, cfg := range modeConfigs {
			s, err := NewGame(rules, cfg, seed)
			require.NoError(t, err)
			pick := dice.New(seed ^ 0x5eed)
			var buf []Action
			for step := 0; !s.Over(); step++ {
				if step%3 == 0 {
					copyState(&copied, &s)
					require.True(t, copied == s, "seed %d %s step %d: copyState differs from a plain copy", seed, cfg.Mode, step)
					p := step / 3 % int(s.n)
					s.ViewInto(p, &viewed)
					require.True(t, viewed == s.View(p), "seed %d %s step %d: ViewInto into a used State differs", seed, cfg.Mode, step)
					checked++
				}
				buf = s.Legal(buf[:0])
				require.NoError(t, s.Apply(buf[pick.Intn(len(buf))]))
			}
		}
	}
	require.Greater(t, checked, 1000)
}
