package bot

import (
	_ "embed"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/learn"
)

// defaultWeights are the trained weights of the learned tier and the
// guided search, made by `aresim expedition train`.
//
//go:embed weights/expedition.json
var defaultWeights []byte

// DefaultWeights returns the weights the learned tiers play with unless
// given others: those trained for this build, embedded in it.
var DefaultWeights = learn.Embedded[expedition.View, expedition.Action](defaultWeights, NewFeatures())

// ReadWeightsFile reads weights for Ares Expedition's features from path,
// refusing a stale or foreign file with one line that says why.
func ReadWeightsFile(path string) (*learn.Weights, error) {
	return learn.ReadWeightsFile(path, NewFeatures())
}

// Learned is the learned tier: no search; each decision is the learned
// policy's top-scored legal action (the first on a tie). The search agent
// searches every kind of decision (its seat fixes none), so the policy
// has targets for all of them and takes them all. It decides from the
// View alone, remembers nothing between decisions, and allocates nothing
// once its buffers have grown.
type Learned = learn.Learned[expedition.View, expedition.Action]

// NewLearned returns the learned bot with weights w (DefaultWeights if
// nil).
func NewLearned(w *learn.Weights) *Learned {
	if w == nil {
		w = DefaultWeights()
	}
	return learn.NewLearned[expedition.View, expedition.Action](NewFeatures(), w)
}
