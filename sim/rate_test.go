package sim_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gonum.org/v1/gonum/stat/distuv"
)

func TestZ95IsTheNormalQuantile(t *testing.T) {
	assert.InDelta(t, distuv.UnitNormal.Quantile(0.975), sim.Z95, 1e-12)
}

// The reference intervals are the Wilson score intervals without
// continuity correction of Newcombe (1998), "Two-sided confidence
// intervals for the single proportion: comparison of seven methods",
// Statistics in Medicine 17, Table II, method 3 (81/263, 15/148, 0/20,
// 1/29), and, for the others, the closed form worked by hand with
// z² = 3.841459:
//
//	0/10:  hi = z²/(n+z²) = 3.841459/13.841459 = 0.277533
//	10/10: lo = n/(n+z²)  = 10/13.841459       = 0.722467
//	5/10:  centre 0.5, half = z/(1+z²/10)·√(0.025+z²/400)
//	       = 1.415995·0.186018 = 0.263407 → [0.236593, 0.763407]
//	0/1:   hi = z²/(1+z²) = 3.841459/4.841459 = 0.793451
//	1/1:   lo = 1/(1+z²)  = 1/4.841459        = 0.206549
func TestWilsonKnownValues(t *testing.T) {
	cases := []struct {
		successes, trials int64
		lo, hi            float64
	}{
		{81, 263, 0.2553, 0.3662},
		{15, 148, 0.0624, 0.1605},
		{0, 20, 0, 0.1611},
		{1, 29, 0.0061, 0.1718},
		{0, 10, 0, 0.277533},
		{10, 10, 0.722467, 1},
		{5, 10, 0.236593, 0.763407},
		{0, 1, 0, 0.793451},
		{1, 1, 0.206549, 1},
	}
	for _, c := range cases {
		r := sim.Rate{Successes: c.successes, Trials: c.trials}
		lo, hi := r.Wilson95()
		// Newcombe prints four decimals; the hand values have six.
		assert.InDelta(t, c.lo, lo, 6e-5, "%d/%d low", c.successes, c.trials)
		assert.InDelta(t, c.hi, hi, 6e-5, "%d/%d high", c.successes, c.trials)
		assert.InDelta(t, (hi-lo)/2, r.HalfWidth95(), 1e-15)
	}
}

func TestWilsonBoundsAreExactAtTheExtremes(t *testing.T) {
	for _, n := range []int64{1, 7, 1000, 123456789} {
		lo, _ := sim.Rate{Successes: 0, Trials: n}.Wilson95()
		_, hi := sim.Rate{Successes: n, Trials: n}.Wilson95()
		assert.Equal(t, 0.0, lo)
		assert.Equal(t, 1.0, hi)
	}
}

func TestWilsonWithoutTrialsIsTheWholeRange(t *testing.T) {
	var r sim.Rate
	lo, hi := r.Wilson95()
	assert.Equal(t, 0.0, lo)
	assert.Equal(t, 1.0, hi)
	assert.Equal(t, 0.5, r.HalfWidth95())
	assert.True(t, math.IsNaN(r.Value()))
}

func TestWilsonNarrowsWithTrials(t *testing.T) {
	// At p = 1/2 and n = 10,000 the half-width is
	// z/(1+z²/n)·√(1/4n + z²/4n²) = 1.959964/1.000384·0.0050009603
	// = 0.0097979, close to the normal approximation z/(2√n) = 0.0098.
	r := sim.Rate{Successes: 5000, Trials: 10000}
	assert.InDelta(t, 0.0097979, r.HalfWidth95(), 1e-7)
	assert.Equal(t, 0.5, r.Value())
}

func TestRateRecordAndMerge(t *testing.T) {
	var a, b sim.Rate
	a.Record(true)
	a.Record(false)
	b.Record(true)
	a.Merge(b)
	assert.Equal(t, sim.Rate{Successes: 2, Trials: 3}, a)
	assert.Equal(t, "0.6667 [0.2077, 0.9385] (2/3)", a.String())
}

func TestRateJSONRejectsImpossibleCounts(t *testing.T) {
	var r sim.Rate
	require.NoError(t, json.Unmarshal([]byte(`{"successes":2,"trials":3}`), &r))
	assert.Equal(t, sim.Rate{Successes: 2, Trials: 3}, r)
	for _, bad := range []string{
		`{"successes":4,"trials":3}`,
		`{"successes":-1,"trials":3}`,
		`{"successes":1,"trials":-3}`,
		`{"successes":1,"trials":3,"wins":1}`,
	} {
		assert.Error(t, json.Unmarshal([]byte(bad), &r), bad)
	}
}
