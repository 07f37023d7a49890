package sim_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// histogramOf observes the values in the order given.
func histogramOf(values ...int64) *sim.Histogram {
	var h sim.Histogram
	for _, v := range values {
		h.Observe(v)
	}
	return &h
}

func TestHistogramStatisticsByHand(t *testing.T) {
	// Observed out of order so the slice grows both ways.
	h := histogramOf(6, 4, 10, 4)
	// Values 4, 4, 6, 10: mean 24/4 = 6; sample variance
	// ((-2)² + (-2)² + 0² + 4²)/(4-1) = 24/3 = 8; std √8.
	assert.Equal(t, int64(4), h.Count())
	assert.InDelta(t, 6.0, h.Mean(), 1e-12)
	assert.InDelta(t, math.Sqrt(8), h.StdDev(), 1e-12)
	// Empirical quantile: the smallest value with at least p·4 of the
	// observations at or below it.
	for p, want := range map[float64]float64{0: 4, 0.25: 4, 0.5: 4, 0.51: 6, 0.75: 6, 0.76: 10, 1: 10} {
		assert.Equal(t, want, h.Quantile(p), "p = %v", p)
	}
	lo, hi, ok := h.Range()
	assert.True(t, ok)
	assert.Equal(t, [2]int64{4, 10}, [2]int64{lo, hi})
	assert.Equal(t, []sim.Bin{{Value: 4, Count: 2}, {Value: 6, Count: 1}, {Value: 10, Count: 1}}, h.Bins())
	assert.Equal(t, int64(2), h.CountOf(4))
	assert.Equal(t, int64(0), h.CountOf(5))
	assert.Equal(t, int64(0), h.CountOf(-100))
}

func TestHistogramNegativeValues(t *testing.T) {
	h := histogramOf(-3, 3)
	assert.InDelta(t, 0.0, h.Mean(), 1e-12)
	// ((-3)² + 3²)/(2-1) = 18.
	assert.InDelta(t, math.Sqrt(18), h.StdDev(), 1e-12)
	assert.Equal(t, -3.0, h.Quantile(0.5))
}

func TestHistogramEmptyAndSingle(t *testing.T) {
	var h sim.Histogram
	assert.True(t, math.IsNaN(h.Mean()))
	assert.True(t, math.IsNaN(h.StdDev()))
	assert.True(t, math.IsNaN(h.Quantile(0.5)))
	_, _, ok := h.Range()
	assert.False(t, ok)
	h.Observe(7)
	assert.Equal(t, 7.0, h.Mean())
	assert.True(t, math.IsNaN(h.StdDev()), "one observation has no sample deviation")
	assert.True(t, math.IsNaN(h.Quantile(1.5)))
	assert.True(t, math.IsNaN(h.Quantile(math.NaN())))
}

func TestHistogramOutsideTheLimit(t *testing.T) {
	h := histogramOf(5, sim.HistogramLimit+1, -sim.HistogramLimit-1, sim.HistogramLimit)
	assert.Equal(t, int64(2), h.Count())
	assert.Equal(t, int64(2), h.Outside())
	lo, hi, _ := h.Range()
	assert.Equal(t, [2]int64{5, sim.HistogramLimit}, [2]int64{lo, hi})
}

func TestHistogramMergeEqualsObservingAll(t *testing.T) {
	whole := histogramOf(6, 4, 10, 4, -2, 3)
	a := histogramOf(10, 4)
	b := histogramOf(-2, 6)
	c := histogramOf(4, 3)
	a.Merge(b)
	a.Merge(c)
	a.Merge(&sim.Histogram{})
	wantJSON, err := json.Marshal(whole)
	require.NoError(t, err)
	gotJSON, err := json.Marshal(a)
	require.NoError(t, err)
	assert.JSONEq(t, `{"first":-2,"counts":[1,0,0,0,0,1,2,0,1,0,0,0,1],"outside":0}`, string(wantJSON))
	assert.Equal(t, string(wantJSON), string(gotJSON), "equal histograms encode to equal bytes")

	var empty sim.Histogram
	empty.Merge(whole)
	assert.Equal(t, whole.Bins(), empty.Bins())
}

func TestHistogramJSONRoundTrip(t *testing.T) {
	h := histogramOf(3, 3, 9, sim.HistogramLimit+5)
	data, err := json.Marshal(h)
	require.NoError(t, err)
	var back sim.Histogram
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, h.Bins(), back.Bins())
	assert.Equal(t, int64(1), back.Outside())
	back.Observe(2) // a decoded histogram keeps growing correctly
	assert.Equal(t, int64(1), back.CountOf(2))

	data, err = json.Marshal(sim.Histogram{})
	require.NoError(t, err)
	assert.Equal(t, `{"first":0,"counts":[],"outside":0}`, string(data))
}

func TestHistogramJSONRejectsImpossibleContent(t *testing.T) {
	for _, bad := range []string{
		`{"first":0,"counts":[1,-1],"outside":0}`,
		`{"first":0,"counts":[1],"outside":-1}`,
		`{"first":2000000,"counts":[1],"outside":0}`,
		`{"first":1048575,"counts":[1,1,1],"outside":0}`,
		`{"first":0,"counts":[1],"outside":0,"extra":1}`,
		`{"first":"zero","counts":[1],"outside":0}`,
	} {
		var h sim.Histogram
		assert.Error(t, json.Unmarshal([]byte(bad), &h), bad)
	}
}
