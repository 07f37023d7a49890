package simplot_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/simplot"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckPathTakesSVGAndPNGOnly(t *testing.T) {
	for _, ok := range []string{"a.svg", "dir/b.PNG", "c.Svg"} {
		assert.NoError(t, simplot.CheckPath(ok), ok)
	}
	for _, bad := range []string{"a.gif", "b", "c.svg.txt", ""} {
		assert.ErrorContains(t, simplot.CheckPath(bad), "want a .svg or .png file", bad)
	}
}

func TestSaveWritesStackedPlots(t *testing.T) {
	var h sim.Histogram
	for v := int64(1); v <= 20; v++ {
		h.Add(v, v)
	}
	hist, err := simplot.Histogram("Lengths", "turns", &h)
	require.NoError(t, err)
	heat, err := simplot.HeatMap("Matrix", []string{"a", "b"}, []string{"a", "b"}, [][]float64{{0.5, 0.7}, {0.3, 0.5}})
	require.NoError(t, err)
	dir := t.TempDir()
	for _, name := range []string{"p.svg", "p.png"} {
		path := filepath.Join(dir, name)
		require.NoError(t, simplot.Save(path, heat, hist))
		info, err := os.Stat(path)
		require.NoError(t, err)
		assert.Greater(t, info.Size(), int64(1000), name)
	}
	bad := filepath.Join(dir, "p.gif")
	require.Error(t, simplot.Save(bad, hist))
	_, err = os.Stat(bad)
	assert.True(t, os.IsNotExist(err), "nothing written to a refused path")
}
