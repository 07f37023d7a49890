package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/internal/dice"
)

// Random picks a legal action uniformly at random.
type Random struct {
	rng dice.Rand
	buf []expedition.Action
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: dice.New(seed), buf: make([]expedition.Action, 0, 64)}
}

// Act returns a uniformly random legal action.
func (r *Random) Act(v *expedition.View) expedition.Action {
	r.buf = v.Legal(r.buf[:0])
	return r.buf[r.rng.Intn(len(r.buf))]
}
