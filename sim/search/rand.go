package search

import "github.com/aresim/aresim/internal/dice"

// Rand is the search's seeded generator, handed to an engine's policies
// (RolloutPolicy, FixedPolicy) so that their random choices are
// reproducible too. It is a 16-byte PCG value.
type Rand struct {
	r dice.Rand
}

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) Rand { return Rand{r: dice.New(seed)} }

// Uint64 returns a uniformly distributed 64-bit value.
func (r *Rand) Uint64() uint64 { return r.r.Uint64() }

// Intn returns a uniform integer in [0, n). It panics if n <= 0.
func (r *Rand) Intn(n int) int { return r.r.Intn(n) }

// Float64 returns a uniform value in [0, 1).
func (r *Rand) Float64() float64 { return float64(r.r.Uint64()>>11) / (1 << 53) }

// DeriveSeed returns the seed of item index (an iteration, a game) of a
// run seeded with seed: a function of the two numbers only. It is the
// seed derivation the harness uses for games.
func DeriveSeed(seed, index uint64) uint64 { return dice.Derive(seed, index) }
