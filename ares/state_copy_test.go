package ares

import (
	"reflect"
	"testing"

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
	var copied, viewed State // reused across every game of every mode
	checked := 0
	visitRandomStates(t, 12, 0x5eed, func(s *State, seed uint64, cfg Config, step int) {
		if step%3 != 0 {
			return
		}
		copyState(&copied, s)
		require.True(t, copied == *s, "seed %d %s step %d: copyState differs from a plain copy", seed, cfg.Mode, step)
		p := step / 3 % int(s.n)
		s.ViewInto(p, &viewed)
		require.True(t, viewed == s.View(p), "seed %d %s step %d: ViewInto into a used State differs", seed, cfg.Mode, step)
		checked++
	})
	require.Greater(t, checked, 1000)
}

// TestBattleHasNoPointers guards the byte copies of a Battle (copyState
// and CopyBattle): a Battle must hold no pointer, slice, map, string,
// interface, channel or function.
func TestBattleHasNoPointers(t *testing.T) {
	require.True(t, pointerFree(reflect.TypeOf(Battle{})), "Battle holds a pointer: the byte copies of it must go")
}
