package learn_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/search/toy"
	"github.com/stretchr/testify/require"
)

// otherFeatures is nimFeatures under another schema.
type otherFeatures struct{ nimFeatures }

func (otherFeatures) Schema() string { return "nim/2" }

// shortFeatures is nimFeatures with fewer state features.
type shortFeatures struct{ nimFeatures }

func (shortFeatures) StateLen() int { return 5 }

// TestWeightsFileRoundTrip: weights written to a file read back equal,
// with the same hash.
func TestWeightsFileRoundTrip(t *testing.T) {
	w := trainNim(t, 1, 2)[0]
	path := filepath.Join(t.TempDir(), "nim.json")
	require.NoError(t, w.WriteFile(path))
	back, err := learn.ReadWeightsFile(path, nimFeatures{})
	require.NoError(t, err)
	require.Equal(t, w, back)
	require.Equal(t, w.Hash(), back.Hash())
	require.Len(t, w.Hash(), 16)
}

// TestBadWeightsAreRefused: a file that is not weights, of another
// version, of another schema, of another length, or with numbers missing
// or not finite is refused with one line that says which.
func TestBadWeightsAreRefused(t *testing.T) {
	w := trainNim(t, 1, 2)[0]
	good, err := w.Marshal()
	require.NoError(t, err)
	edit := func(old, new string) []byte {
		require.Contains(t, string(good), old)
		return []byte(strings.Replace(string(good), old, new, 1))
	}
	for _, c := range []struct {
		name string
		data []byte
		enc  learn.Encoder[toy.NimState, toy.NimTake]
		want string
	}{
		{"empty", nil, nimFeatures{}, "not an aresim weights file"},
		{"a summary", []byte(`{"schema":"aresim-summary"}`), nimFeatures{}, "not an aresim weights file"},
		{"truncated", good[:len(good)/2], nimFeatures{}, "not an aresim weights file"},
		{"newer", edit(`"version": 1`, `"version": 2`), nimFeatures{}, "version 2; this build reads version 1"},
		{"foreign schema", good, otherFeatures{}, `trained on features "nim/1"; this build computes "nim/2"`},
		{"other length", good, shortFeatures{}, "models of 21 state and 21 action features; the encoder computes 5 and 21"},
		{"missing numbers", edit(`"weights": [`, `"weights": [1,`), nimFeatures{}, "policy weights has 22 numbers, want 21"},
		{"unknown field", edit(`"schema"`, `"extra": 1, "schema"`), nimFeatures{}, `unknown field "extra"`},
	} {
		_, err := learn.ReadWeights(c.data, c.enc)
		require.ErrorIs(t, err, learn.ErrWeights, c.name)
		require.Contains(t, err.Error(), c.want, c.name)
		require.NotContains(t, err.Error(), "\n", c.name)
	}
	_, err = learn.ReadWeightsFile(filepath.Join(t.TempDir(), "absent.json"), nimFeatures{})
	require.ErrorIs(t, err, learn.ErrWeights)
	require.True(t, errors.Is(err, os.ErrNotExist))
}

// TestShardedDataMergesIntoTheWhole: a round's data gathered in two
// shards, written as summaries, read back and merged in either order,
// fits the same weights as the data gathered at once.
func TestShardedDataMergesIntoTheWhole(t *testing.T) {
	setup := nimSetup()
	round := learn.NewRound(setup, 1, nil)
	whole, err := round.Gather(context.Background(), sim.Config{Games: 300, Seed: 9})
	require.NoError(t, err)
	want, _, err := learn.FitRound(setup, whole, 1, learn.FitConfig{})
	require.NoError(t, err)
	dir := t.TempDir()
	var paths []string
	for i := range 2 {
		part, err := round.Gather(context.Background(), sim.Config{Games: 300, Seed: 9, Shard: sim.Shard{Index: uint64(i), Count: 2}})
		require.NoError(t, err)
		require.False(t, part.Complete())
		_, _, err = learn.FitRound(setup, part, 1, learn.FitConfig{})
		require.ErrorIs(t, err, learn.ErrFit, "a shard alone is partial")
		paths = append(paths, filepath.Join(dir, "part"+string(rune('0'+i))+".json"))
		require.NoError(t, sim.WriteSummaryFile(paths[i], part))
	}
	for _, order := range [][2]int{{0, 1}, {1, 0}} {
		a, err := sim.ReadSummaryFile[*learn.Dataset](paths[order[0]], "nim-train")
		require.NoError(t, err)
		b, err := sim.ReadSummaryFile[*learn.Dataset](paths[order[1]], "nim-train")
		require.NoError(t, err)
		merged, err := sim.MergeSummaries(a, b)
		require.NoError(t, err)
		got, _, err := learn.FitRound(setup, merged, 1, learn.FitConfig{})
		require.NoError(t, err)
		require.Equal(t, want, got, "shards merged in order %v", order)
	}
}

// TestEmbeddedWeights: embedded weights decode once and are shared; a
// build's weights of other features panic, naming the schema.
func TestEmbeddedWeights(t *testing.T) {
	good, err := trainNim(t, 1, 2)[0].Marshal()
	require.NoError(t, err)
	get := learn.Embedded(good, learn.Encoder[toy.NimState, toy.NimTake](nimFeatures{}))
	require.Same(t, get(), get())
	require.Equal(t, "weights "+get().Hash(), learn.Definition(get()))
	stale := learn.Embedded(good, learn.Encoder[toy.NimState, toy.NimTake](otherFeatures{}))
	require.PanicsWithValue(t, `learn: the embedded weights of nim/2: weights: trained on features "nim/1"; this build computes "nim/2"`, func() { stale() })
}
