package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/internal/dice"
)

// Random picks a legal action uniformly at random.
type Random struct {
	rng dice.Rand
	buf []crisis.Action
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: dice.New(seed), buf: make([]crisis.Action, 0, 128)}
}

// Act returns a uniformly random legal action.
func (r *Random) Act(v *crisis.View) crisis.Action {
	r.buf = v.Legal(r.buf[:0])
	return r.buf[r.rng.Intn(len(r.buf))]
}
