package bot

import (
	"path/filepath"
	"testing"

	"github.com/aresim/aresim/sim/learn/learntest"
	"github.com/stretchr/testify/require"
)

// TestTiersTakeAWeightsFile: "learned=FILE" and "guided:N=FILE" play the
// weights of FILE, named by their hash in a study's fingerprint, and a
// foreign file is refused in one line.
func TestTiersTakeAWeightsFile(t *testing.T) {
	learntest.WeightsFiles(t, Tiers, DefaultWeights(), ErrUnknownBot)
}

// TestDefaultSearchTakesAWeightsFile: "mcts:N=FILE", Crisis's default
// search, is guided by FILE's weights and names their hash in a study's
// fingerprint, where "mcts" names the embedded weights'.
func TestDefaultSearchTakesAWeightsFile(t *testing.T) {
	w := *DefaultWeights()
	w.Trained.Config = "a copy of the embedded weights"
	path := filepath.Join(t.TempDir(), "Copy.json")
	require.NoError(t, w.WriteFile(path))
	require.NotEqual(t, DefaultWeights().Hash(), w.Hash())

	b, err := New("mcts:8="+path, 1)
	require.NoError(t, err)
	require.Equal(t, w.Hash(), b.(*DefaultSearch).Weights().Hash())
	def, err := Tiers.Definition("mcts:8=" + path)
	require.NoError(t, err)
	require.Equal(t, "mcts:8="+path+" (weights "+w.Hash()+")", def)

	b, err = New("mcts", 1)
	require.NoError(t, err)
	require.Equal(t, DefaultWeights().Hash(), b.(*DefaultSearch).Weights().Hash())
}
