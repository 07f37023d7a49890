package bot

import (
	_ "embed"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/learn"
)

// defaultWeights are the trained weights of the learned tier and the
// guided search, made by `aresim ares train` (docs/search.md).
//
//go:embed weights/ares.json
var defaultWeights []byte

// DefaultWeights returns the weights the learned tiers play with unless
// given others: those trained for this build, embedded in it.
var DefaultWeights = learn.Embedded[ares.State, ares.Action](defaultWeights, NewFeatures())

// ReadWeightsFile reads weights for The Ares Project's features from
// path, refusing a stale or foreign file with one line that says why.
func ReadWeightsFile(path string) (*learn.Weights, error) {
	return learn.ReadWeightsFile(path, NewFeatures())
}

// Learned is the learned tier: no search; each decision is the learned
// policy's top-scored legal action, except the battle micro-decisions
// (placing the battle line, fire targets, rerolls and the like), which
// the heuristic's battle tactics take, as in the search agent. Its
// heuristic remembers what the seat saw, and its scores are among the
// policy's features (NewSeatFeatures).
type Learned struct {
	policy  *learn.Learned[ares.State, ares.Action]
	tactics *Heuristic
}

// NewLearned returns the learned bot with weights w (DefaultWeights if
// nil), seeded with seed (for its battle tactics).
func NewLearned(w *learn.Weights, seed uint64) *Learned {
	if w == nil {
		w = DefaultWeights()
	}
	h := NewHeuristic(seed)
	return &Learned{policy: learn.NewLearned[ares.State, ares.Action](NewSeatFeatures(h), w), tactics: h}
}

// Choose takes a battle micro-decision by the tactics and any other by
// the policy.
func (b *Learned) Choose(v *ares.State, legal []ares.Action) ares.Action {
	if len(legal) > 1 && battleMicro(legal[0].Kind) {
		return b.tactics.Choose(v, legal)
	}
	return b.policy.Choose(v, legal) // its features' scoring makes the heuristic remember the View

}

// Weights returns the bot's weights.
func (b *Learned) Weights() *learn.Weights { return b.policy.Weights() }
