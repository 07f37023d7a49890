package search_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim/search"
)

// With two distinct scores the fit is saturated: it reproduces the win
// rate at each score exactly, so the closed form is
// Intercept = logit(p0), Slope = logit(p1) - logit(p0).
func TestFitLogisticTwoScoresClosedForm(t *testing.T) {
	// Score 0: 3 wins in 4. Score 2: 1 win and 1 draw in 4 (a rate of 3/8).
	x := []float64{0, 0, 0, 0, 2, 2, 2, 2}
	y := []float64{1, 1, 1, 0, 1, 0.5, 0, 0}
	l, err := search.FitLogistic(x, y)
	require.NoError(t, err)
	logit := func(p float64) float64 { return math.Log(p / (1 - p)) }
	assert.InDelta(t, logit(0.75), l.Intercept, 1e-9)
	assert.InDelta(t, (logit(3.0/8)-logit(0.75))/2, l.Slope, 1e-9)
	assert.InDelta(t, 0.75, l.Prob(0), 1e-9)
	assert.InDelta(t, 3.0/8, l.Prob(2), 1e-9)
}

// Data drawn from a known curve give back its parameters.
func TestFitLogisticRecoversTheCurve(t *testing.T) {
	truth := search.Logistic{Intercept: -0.5, Slope: 1.3}
	r := search.NewRand(7)
	const n = 20000
	x, y := make([]float64, n), make([]float64, n)
	for i := range x {
		x[i] = 4*r.Float64() - 2
		if r.Float64() < truth.Prob(x[i]) {
			y[i] = 1
		}
	}
	l, err := search.FitLogistic(x, y)
	require.NoError(t, err)
	// The standard errors at this n are about 0.02 and 0.025.
	assert.InDelta(t, truth.Intercept, l.Intercept, 0.08)
	assert.InDelta(t, truth.Slope, l.Slope, 0.1)
}

func TestFitLogisticRefusesDataWithoutAFiniteFit(t *testing.T) {
	for name, c := range map[string]struct{ x, y []float64 }{
		"lengths":        {[]float64{1, 2}, []float64{1}},
		"one point":      {[]float64{1}, []float64{1}},
		"one score":      {[]float64{1, 1, 1}, []float64{1, 0, 1}},
		"all wins":       {[]float64{1, 2, 3}, []float64{1, 1, 1}},
		"all losses":     {[]float64{1, 2, 3}, []float64{0, 0, 0}},
		"separated":      {[]float64{1, 2, 3, 4}, []float64{0, 0, 1, 1}},
		"reversed":       {[]float64{1, 2, 3, 4}, []float64{1, 1, 0, 0}},
		"touching":       {[]float64{1, 2, 2, 3}, []float64{0, 0, 1, 1}},
		"result above 1": {[]float64{1, 2}, []float64{2, 0}},
		"NaN score":      {[]float64{math.NaN(), 2}, []float64{1, 0}},
	} {
		_, err := search.FitLogistic(c.x, c.y)
		assert.ErrorIs(t, err, search.ErrFit, name)
	}
	// Overlapping outcomes fit.
	_, err := search.FitLogistic([]float64{1, 2, 3, 4}, []float64{0, 1, 0, 1})
	assert.NoError(t, err)
}
