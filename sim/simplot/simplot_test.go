package simplot

import (
	"bytes"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckPathTakesSVGAndPNGOnly(t *testing.T) {
	for _, ok := range []string{"a.svg", "dir/b.PNG", "c.Svg"} {
		assert.NoError(t, CheckPath(ok), ok)
	}
	for _, bad := range []string{"a.gif", "b", "c.svg.txt", ""} {
		assert.ErrorContains(t, CheckPath(bad), "want a .svg or .png file", bad)
	}
}

// A histogram of counts has one bar per whole number, centred on it, and
// whole-number ticks; a wide span groups a whole number of values per bar.
func TestHistogramBarsAreWholeNumbers(t *testing.T) {
	var h sim.Histogram
	for v := int64(0); v <= 8; v++ {
		h.Add(v, 10+v)
	}
	c, err := Histogram("Battles", "battles", "games", &h)
	require.NoError(t, err)
	bins, k, _ := wholeBins(&h)
	assert.Equal(t, int64(1), k)
	require.Len(t, bins, 9)
	for i, b := range bins {
		assert.Equal(t, float64(i)-0.5, b.Min)
		assert.Equal(t, float64(i)+0.5, b.Max)
		assert.Equal(t, float64(10+i), b.Weight)
	}
	assert.Greater(t, c.Plot.Y.Max, 18.0, "room above the tallest bar")
	for _, tick := range c.Plot.X.Tick.Marker.Ticks(-0.5, 8.5) {
		assert.Equal(t, math.Trunc(tick.Value), tick.Value, "whole-number ticks")
		assert.False(t, math.Signbit(tick.Value), "no -0")
	}

	var wide sim.Histogram
	for v := int64(1); v <= 1000; v++ {
		wide.Observe(v)
	}
	c, err = Histogram("Length", "turns", "games", &wide)
	require.NoError(t, err)
	bins, k, _ = wholeBins(&wide)
	assert.LessOrEqual(t, len(bins), maxBars)
	assert.Equal(t, float64(k), bins[0].Max-bins[0].Min, "a whole number of values per bar")
	var total float64
	for _, b := range bins {
		total += b.Weight
	}
	assert.Equal(t, 1000.0, total, "every value in a bar")
	assert.Equal(t, "turns (bars of 9 values)", c.Plot.X.Label.Text)
	_, err = Histogram("Empty", "x", "y", &sim.Histogram{})
	assert.Error(t, err)
}

// A heat map carries its colour scale.
func TestHeatMapHasAColourScale(t *testing.T) {
	c, err := HeatMap("Matrix", "opponent", "", "win rate", []string{"a", "b"}, []string{"a", "b"},
		[][]float64{{math.NaN(), 0.7}, {0.3, math.NaN()}})
	require.NoError(t, err)
	require.NotNil(t, c.scale)
	assert.Equal(t, "win rate", c.scale.Title.Text)
	assert.Equal(t, [2]float64{0, 1}, [2]float64{c.scale.Y.Min, c.scale.Y.Max})
	_, err = HeatMap("Ragged", "", "", "", []string{"a"}, []string{"a", "b"}, [][]float64{{0.5}})
	assert.Error(t, err)
}

// A rate chart reaches past the widest interval, with labels at the left.
func TestRatesShowEveryInterval(t *testing.T) {
	c, err := Rates("Win rates", "win rate (%)", []Rate{{"United Nations Mars Initiative", 0.41, 0.34, 0.49}, {"PhoboLog", 0.06, 0.03, 0.1}}, 0.25)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, c.Plot.X.Max, 49.0)
	assert.Contains(t, c.Plot.Title.Text, "dashed: even, 25%")
	_, err = Rates("None", "", nil, 0)
	assert.Error(t, err)
}

func TestSaveWritesStackedCharts(t *testing.T) {
	var h sim.Histogram
	for v := int64(1); v <= 20; v++ {
		h.Add(v, v)
	}
	hist, err := Histogram("Lengths", "turns", "games", &h)
	require.NoError(t, err)
	heat, err := HeatMap("Matrix", "opponent", "", "win rate", []string{"a", "b"}, []string{"a", "b"}, [][]float64{{0.5, 0.7}, {0.3, 0.5}})
	require.NoError(t, err)
	dir := t.TempDir()
	for _, name := range []string{"p.svg", "p.png"} {
		path := filepath.Join(dir, name)
		require.NoError(t, Save(path, heat, hist))
		info, err := os.Stat(path)
		require.NoError(t, err)
		assert.Greater(t, info.Size(), int64(5000), name)
	}
	data, err := os.ReadFile(filepath.Join(dir, "p.png"))
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Equal(t, 768, img.Bounds().Dx())
	bad := filepath.Join(dir, "p.gif")
	require.Error(t, Save(bad, hist))
	_, err = os.Stat(bad)
	assert.True(t, os.IsNotExist(err), "nothing written to a refused path")
}
