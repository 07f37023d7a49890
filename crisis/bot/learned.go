package bot

import (
	_ "embed"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim/learn"
)

// defaultWeights are the trained weights of the learned tier and the
// guided search, made by `aresim crisis train`.
//
//go:embed weights/crisis.json
var defaultWeights []byte

// DefaultWeights returns the weights the learned tiers play with unless
// given others: those trained for this build, embedded in it.
var DefaultWeights = learn.Embedded(defaultWeights, NewFeatures())

// ReadWeightsFile reads weights for Crisis's features from path, refusing
// a stale or foreign file with one line that says why.
func ReadWeightsFile(path string) (*learn.Weights, error) {
	return learn.ReadWeightsFile(path, NewFeatures())
}

// Learned is the learned tier: no search; each decision is the learned
// policy's top-scored legal action, from the seat's View. Every kind of
// decision goes to the policy: the search agent, whose visits the policy
// is fitted to, searches every decision with a choice (it fixes none), so
// no kind is left without training targets.
type Learned struct {
	policy *learn.Learned[crisis.View, crisis.Action]
}

// NewLearned returns the learned bot with weights w (DefaultWeights if
// nil). The seed is the registry's; the bot draws nothing at random.
func NewLearned(w *learn.Weights, _ uint64) *Learned {
	if w == nil {
		w = DefaultWeights()
	}
	return &Learned{policy: learn.NewLearned[crisis.View, crisis.Action](NewFeatures(), w)}
}

// Choose returns the legal action the policy scores highest (the first
// on a tie).
func (b *Learned) Choose(v *crisis.View, legal []crisis.Action) crisis.Action {
	return b.policy.Choose(v, legal)
}

// Weights returns the bot's weights.
func (b *Learned) Weights() *learn.Weights { return b.policy.Weights() }
