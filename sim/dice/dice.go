// Package dice is the seeded random generator of the engines, for
// programs outside this module: a game plugged into package sim rolls its
// dice with it from the seed its Play receives, and a battle of package
// ares advanced with Battle.Apply rolls with it.
//
// A Rand is a plain 16-byte value (a PCG generator, PCG XSL RR 128/64):
// copying it copies the generator, and the same seed always gives the
// same rolls.
package dice

import "github.com/aresim/aresim/internal/dice"

// Rand is a seeded PCG generator. Its zero value is a valid generator
// seeded with 0. Its methods:
//
//   - D6() int: a roll of a fair six-sided die, 1 to 6;
//   - Intn(n int) int: a uniform integer in [0, n) (it panics if n <= 0);
//   - Uint64() uint64: a uniform 64-bit value;
//   - Shuffle(n int, swap func(i, j int)): a uniform permutation of n
//     elements (Fisher-Yates).
//
// Two Rands compare equal with == exactly when they will produce the same
// sequence.
type Rand = dice.Rand

// New returns a generator seeded with seed.
func New(seed uint64) Rand { return dice.New(seed) }
