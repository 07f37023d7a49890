package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/internal/dice"
)

// Random picks a legal action uniformly at random.
type Random struct {
	rng dice.Rand
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: dice.New(seed)} }

// Choose returns a uniformly random legal action.
func (r *Random) Choose(_ *crisis.View, legal []crisis.Action) crisis.Action {
	return legal[r.rng.Intn(len(legal))]
}

// Blind reports that Random never reads its View.
func (r *Random) Blind() bool { return true }
