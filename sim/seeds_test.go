package sim_test

import (
	"math/bits"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSeedsArePinned: the derivation is part of every result (a change
// of it changes every game of every run), so its values are pinned. They
// were computed apart from this code, with Python's hashlib: the first 8
// bytes, little-endian, of sha256(b"aresim seed v1\x00" + seed + role),
// seed and role as little-endian 64-bit numbers, role 0 for the engine and
// 1+seat for a seat.
func TestSeedsArePinned(t *testing.T) {
	assert.Equal(t, sim.EngineSeed(1), sim.EngineSeed(1), "a function of the seed alone")
	assert.Equal(t, uint64(0xbd864a86fa948fdd), sim.EngineSeed(1))
	assert.Equal(t, uint64(0x6e8fb573bdd8ab7b), sim.BotSeed(1, 0))
	assert.Equal(t, uint64(0x0df7c0efbdceb988), sim.BotSeed(1, 3))
	assert.Panics(t, func() { sim.BotSeed(1, -1) })
}

// oldSchemes are the invertible ways the harnesses once seeded the bot of
// seat p from the game's seed s: a bot knowing them and its own seed could
// compute s, and with it the hands, the decks and the dice.
var oldSchemes = map[string]func(s uint64, p int) uint64{
	"s+p+1":             func(s uint64, p int) uint64 { return s + uint64(p) + 1 },
	"31s+p+1":           func(s uint64, p int) uint64 { return s*31 + uint64(p) + 1 },
	"Derive(s, p+1)":    func(s uint64, p int) uint64 { return dice.Derive(s, uint64(p+1)) },
	"Derive(s, 1000+p)": func(s uint64, p int) uint64 { return dice.Derive(s, uint64(1000+p)) },
	"s":                 func(s uint64, p int) uint64 { return s },
}

// TestBotSeedsDoNotGiveTheEngineSeed: over the seeds of many games, no
// seat's bot seed is one of the old schemes applied to the game's seed or
// to the engine's seed; none is an affine function (modulo 2^64) or a
// fixed XOR of either; every seat and the engine get different seeds; and
// flipping one bit of the game's seed changes about half the bits of every
// derived seed, as a hash's output does.
func TestBotSeedsDoNotGiveTheEngineSeed(t *testing.T) {
	const games, seats = 2000, 4
	var gameSeeds, engine [games]uint64
	var bot [seats][games]uint64
	for i := range gameSeeds {
		gameSeeds[i] = dice.Derive(1, uint64(i))
		engine[i] = sim.EngineSeed(gameSeeds[i])
		for p := 0; p < seats; p++ {
			bot[p][i] = sim.BotSeed(gameSeeds[i], p)
		}
	}
	for i := range gameSeeds {
		seen := map[uint64]bool{engine[i]: true, gameSeeds[i]: true}
		for p := 0; p < seats; p++ {
			require.False(t, seen[bot[p][i]], "game %d: seat %d's seed repeats the game's, the engine's or another seat's", i, p)
			seen[bot[p][i]] = true
			for name, old := range oldSchemes {
				require.NotEqual(t, old(gameSeeds[i], p), bot[p][i], "game %d seat %d: %s of the game's seed", i, p, name)
				require.NotEqual(t, old(engine[i], p), bot[p][i], "game %d seat %d: %s of the engine's seed", i, p, name)
			}
		}
	}
	for p := 0; p < seats; p++ {
		for _, from := range []struct {
			name string
			xs   *[games]uint64
		}{{"the game's seed", &gameSeeds}, {"the engine's seed", &engine}} {
			assert.False(t, affine(from.xs[:], bot[p][:]), "seat %d's seed is an affine function of %s", p, from.name)
			assert.False(t, fixedXOR(from.xs[:], bot[p][:]), "seat %d's seed is %s XOR a constant", p, from.name)
		}
		assert.False(t, affine(bot[p][:], engine[:]), "the engine's seed is an affine function of seat %d's", p)
	}
	assert.False(t, affine(gameSeeds[:], engine[:]), "the engine's seed is an affine function of the game's")
	flips, changed := 0, 0
	for i := 0; i < 200; i++ {
		s := gameSeeds[i]
		for b := 0; b < 64; b += 7 {
			t := s ^ 1<<b
			changed += bits.OnesCount64(sim.EngineSeed(s)^sim.EngineSeed(t)) + bits.OnesCount64(sim.BotSeed(s, 1)^sim.BotSeed(t, 1))
			flips += 2
		}
	}
	avg := float64(changed) / float64(flips)
	assert.InDelta(t, 32, avg, 0.5, "bits changed by flipping one bit of the game's seed")
}

// affine reports whether ys[i] = a*xs[i] + c modulo 2^64 for some a and c
// and every i: a and c come from the first pair of points whose xs differ
// by an odd number (invertible modulo 2^64), and every point is checked.
func affine(xs, ys []uint64) bool {
	for j := 1; j < len(xs); j++ {
		dx := xs[j] - xs[0]
		if dx&1 == 0 {
			continue
		}
		a := (ys[j] - ys[0]) * inverse(dx)
		c := ys[0] - a*xs[0]
		for i := range xs {
			if ys[i] != a*xs[i]+c {
				return false
			}
		}
		return true
	}
	panic("no two points an odd distance apart")
}

// inverse returns the inverse of the odd x modulo 2^64 (Newton's
// iteration: each step doubles the bits that are right).
func inverse(x uint64) uint64 {
	y := x // right to 3 bits for odd x
	for range 5 {
		y *= 2 - x*y
	}
	return y
}

// fixedXOR reports whether ys[i] = xs[i] ^ k for one k and every i.
func fixedXOR(xs, ys []uint64) bool {
	k := xs[0] ^ ys[0]
	for i := range xs {
		if xs[i]^ys[i] != k {
			return false
		}
	}
	return true
}

// TestAffineFindsAffineSeeds: the affine and XOR tests above can fail:
// they find the old schemes that were affine.
func TestAffineFindsAffineSeeds(t *testing.T) {
	xs := make([]uint64, 100)
	ys31, ysPlus, ysXOR := make([]uint64, 100), make([]uint64, 100), make([]uint64, 100)
	for i := range xs {
		xs[i] = dice.Derive(3, uint64(i))
		ys31[i], ysPlus[i], ysXOR[i] = oldSchemes["31s+p+1"](xs[i], 2), oldSchemes["s+p+1"](xs[i], 0), xs[i]^0xfeed
	}
	assert.True(t, affine(xs, ys31))
	assert.True(t, affine(xs, ysPlus))
	assert.True(t, fixedXOR(xs, ysXOR))
	assert.Equal(t, uint64(1), inverse(31)*31)
}
