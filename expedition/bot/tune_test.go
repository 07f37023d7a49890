package bot

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every variant of the heuristic's weights makes a bot, "vp10" with its
// VP worth 10 MC; an unknown name is refused with the names there are.
func TestHeuristicVariants(t *testing.T) {
	names := HeuristicVariants()
	require.NotEmpty(t, names)
	assert.True(t, sort.StringsAreSorted(names))
	for _, name := range names {
		_, err := NewHeuristicVariant(name, 1)
		require.NoError(t, err, name)
	}
	h, err := NewHeuristicVariant("vp10", 1)
	require.NoError(t, err)
	want := defaultTuning
	want.vp = 10
	assert.Equal(t, want, h.w.t)
	_, err = NewHeuristicVariant("vp11", 1)
	assert.ErrorContains(t, err, `no heuristic variant "vp11"`)
	assert.ErrorContains(t, err, "vp10")
}
