package commitbot

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/dice"
)

// Random plays a uniformly random legal action.
type Random struct {
	rng dice.Rand
}

// NewRandom returns a Random bot seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: dice.New(seed)} }

// Choose returns a uniformly random element of legal.
func (r *Random) Choose(_ *ares.State, legal []ares.Action) ares.Action {
	return legal[r.rng.Intn(len(legal))]
}

// Blind reports that Random never reads its view.
func (r *Random) Blind() bool { return true }

// Reset reseeds the bot, as if made by NewRandom(seed).
func (r *Random) Reset(seed uint64) { r.rng = dice.New(seed) }
