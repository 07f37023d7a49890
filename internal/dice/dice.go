// Package dice holds the seeded random generator the engines share: a
// PCG generator that is a plain 16-byte value, six-sided dice, bounded
// integers, deck shuffles and seed derivation.
//
// It is the only package of the module that imports golang.org/x/exp/rand,
// so that a later move to math/rand/v2 (the same PCG) touches one file.
//
// Because a Rand is a value with no pointers inside, a game state that
// holds one copies completely with an assignment, and the same state always
// produces the same rolls: a game replays from its seed and its actions.
package dice

import (
	"math/bits"

	"golang.org/x/exp/rand"
)

// Rand is a seeded PCG generator (PCG XSL RR 128/64). Its zero value is a
// valid generator seeded with 0. Two Rands compare equal with == exactly
// when they will produce the same sequence, so a test can check that an
// action did or did not consume randomness.
type Rand struct {
	src rand.PCGSource
}

// New returns a generator seeded with seed.
func New(seed uint64) Rand {
	var r Rand
	r.src.Seed(seed)
	return r
}

// Uint64 returns a uniformly distributed 64-bit value.
func (r *Rand) Uint64() uint64 { return r.src.Uint64() }

// Intn returns a uniform integer in [0, n). It panics if n <= 0, which is
// a programming error.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("dice: Intn called with n <= 0")
	}
	return int(r.bounded(uint64(n)))
}

// D6 returns a roll of a fair six-sided die, 1 to 6.
func (r *Rand) D6() int { return int(r.bounded(6)) + 1 }

// bounded returns a uniform value in [0, n) by Lemire's multiply-and-reject
// method: unbiased, and almost always a single draw.
func (r *Rand) bounded(n uint64) uint64 {
	hi, lo := bits.Mul64(r.src.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(r.src.Uint64(), n)
		}
	}
	return hi
}

// Shuffle permutes n elements uniformly (Fisher-Yates) by calling swap.
// It panics if n < 0.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	if n < 0 {
		panic("dice: Shuffle called with n < 0")
	}
	for i := n - 1; i > 0; i-- {
		swap(i, int(r.bounded(uint64(i+1))))
	}
}

// Derive returns the seed of game (or battle) number index in a run seeded
// with runSeed. It depends on those two numbers only, so any worker, on any
// machine, computes the same seed for the same game: this is what makes a
// run's result independent of the number of workers and of sharding.
//
// Derive mixes its inputs invertibly (SplitMix64), so whoever knows one
// seed it gives and the other input knows the rest: a game's players are
// never seeded with it, but with the one-way seeds of sim.BotSeed.
func Derive(runSeed, index uint64) uint64 {
	return splitmix(splitmix(runSeed) ^ splitmix(index+0x9e3779b97f4a7c15))
}

// splitmix is the SplitMix64 finaliser: a bijective mix of 64 bits.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
