// Package learntest checks, once for every engine, what an engine's
// registry of bots promises about trained weights.
package learntest

import (
	"path/filepath"
	"testing"

	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
	"github.com/stretchr/testify/require"
)

// WeightsFiles checks that the tiers of registry r that play from
// weights take a file: "learned=FILE" plays the weights of FILE, and the
// fingerprint of "learned=FILE" and "guided:8=FILE" names them by their
// hash (that of the embedded weights def without a file); a file trained
// on other features is refused in one line naming the bot, and a tier
// that plays from no weights takes no file, its error wrapping unknown.
func WeightsFiles[V any, A comparable](t *testing.T, r *play.Registry[V, A], def *learn.Weights, unknown error) {
	t.Helper()
	w := *def
	w.Trained.Config = "a copy of the embedded weights"
	path := filepath.Join(t.TempDir(), "Copy.json")
	require.NoError(t, w.WriteFile(path))
	require.NotEqual(t, def.Hash(), w.Hash())

	b, err := r.New("Learned="+path, 1)
	require.NoError(t, err)
	learned, ok := b.(interface{ Weights() *learn.Weights })
	require.True(t, ok, "the learned bot tells its weights")
	require.Equal(t, w.Hash(), learned.Weights().Hash())
	for _, name := range []string{"learned=" + path, "guided:8=" + path} {
		got, err := r.Definition(name)
		require.NoError(t, err)
		require.Equal(t, name+" (weights "+w.Hash()+")", got)
	}
	got, err := r.Definition("guided:8")
	require.NoError(t, err)
	require.Equal(t, "guided:8 (weights "+def.Hash()+")", got)
	_, err = r.New("guided:8="+path, 1)
	require.NoError(t, err)

	w.Schema = "other/1"
	foreign := filepath.Join(t.TempDir(), "foreign.json")
	require.NoError(t, w.WriteFile(foreign))
	for _, name := range []string{"learned=" + foreign, "guided=" + foreign} {
		_, err = r.New(name, 1)
		require.ErrorContains(t, err, `bot "`+name+`": `)
		require.ErrorContains(t, err, `trained on features "other/1"`)
		require.NotContains(t, err.Error(), "\n")
	}
	_, err = r.New("heuristic="+path, 1)
	require.ErrorIs(t, err, unknown)
}
