package bot

import (
	"testing"

	"github.com/aresim/aresim/sim/learn/learntest"
)

// TestTiersTakeAWeightsFile: "learned=FILE" and "guided:N=FILE" play the
// weights of FILE, named by their hash in a study's fingerprint, and a
// foreign file is refused in one line.
func TestTiersTakeAWeightsFile(t *testing.T) {
	learntest.WeightsFiles(t, Tiers, DefaultWeights(), ErrUnknownBot)
}
