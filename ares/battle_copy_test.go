package ares

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBattleCopySkipsUnused guards CopyBattle's fast path: a Battle holds
// no pointer, so a change of shape shows here rather than as a silently
// slower copy.
func TestBattleCopySkipsUnused(t *testing.T) {
	require.True(t, battleLayout.fast, "CopyBattle fell back to a plain copy: a Battle holds a pointer")
	require.Less(t, battleLayout.forces, battleLayout.end)
}

// TestCopyBattleReuse copies the battles of random games of every mode
// into one Battle that last held another battle (more Forces, fewer, or
// none), and checks each copy equals a plain copy.
func TestCopyBattleReuse(t *testing.T) {
	var copied Battle // reused across every battle of every game
	var zero Battle
	checked, shrunk := 0, 0
	visitRandomStates(t, 12, 0xc0b1, func(s *State, seed uint64, cfg Config, step int) {
		if s.battle.n == 0 {
			return
		}
		if copied.n > s.battle.n {
			shrunk++
		}
		CopyBattle(&copied, &s.battle)
		require.True(t, copied == s.battle, "seed %d %s step %d: CopyBattle differs from a plain copy", seed, cfg.Mode, step)
		checked++
		if step%50 == 0 {
			CopyBattle(&copied, &zero)
			require.True(t, copied == zero, "seed %d %s step %d: a zero Battle copied over a battle", seed, cfg.Mode, step)
		}
	})
	require.Greater(t, checked, 1000)
	require.Positive(t, shrunk, "a battle was copied over one with more Forces")
}

// BenchmarkCopyBattle copies a battle of three Forces a side, as the
// odds calculations copy theirs, with CopyBattle and with a plain
// assignment.
func BenchmarkCopyBattle(b *testing.B) {
	side := make([]ForceSpec, 3)
	for i := range side {
		side[i] = ForceSpec{Type: Infantry, Initiative: 2, Attack: Ratings{3, 3, 3, 3}, Cost: 1, Units: 3}
	}
	src, err := NewBattle(BattleConfig{Kind: FrontierBattle}, side, side)
	require.NoError(b, err)
	var dst Battle
	b.Run("CopyBattle", func(b *testing.B) {
		for b.Loop() {
			CopyBattle(&dst, &src)
		}
	})
	b.Run("assignment", func(b *testing.B) {
		for b.Loop() {
			dst = src
		}
	})
}
