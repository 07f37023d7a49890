package learn

import (
	"fmt"
	"sync"
)

// Embedded returns the weights an engine embeds in its build (data, for
// its encoder enc), decoded on the first call and shared after: the
// default of its learned tiers. It panics if they do not decode, which
// means the build was made with weights for other features: a mistake of
// the build, never of a user's input.
func Embedded[V any, A comparable](data []byte, enc Encoder[V, A]) func() *Weights {
	return sync.OnceValue(func() *Weights {
		w, err := ReadWeights(data, enc)
		if err != nil {
			panic(fmt.Sprintf("learn: the embedded weights of %s: %v", enc.Schema(), err))
		}
		return w
	})
}

// Definition defines a learned tier beyond its name, for study
// fingerprints: "weights " and the hash of w.
func Definition(w *Weights) string { return "weights " + w.Hash() }
