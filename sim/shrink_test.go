package sim_test

import (
	"math"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/dice"
	"github.com/stretchr/testify/assert"
	"golang.org/x/exp/rand"
	"gonum.org/v1/gonum/stat/distuv"
)

func TestWinUnitsSplitsASharedWinExactly(t *testing.T) {
	for k := 1; k <= 6; k++ {
		assert.Equal(t, int64(sim.ShareUnit), int64(k)*sim.WinUnits(true, k))
	}
	assert.Zero(t, sim.WinUnits(false, 2))
}

// Rates drawn from a beta of strength 40 around 0.25, with trials of very
// different sizes: the fit finds the strength, and the shrunk rates are
// closer to the truth than the raw ones.
func TestFitPriorRecoversTheStrength(t *testing.T) {
	const mean, strength = 0.25, 40.0
	src := rand.NewSource(1)
	beta := distuv.Beta{Alpha: mean * strength, Beta: (1 - mean) * strength, Src: src}
	r := dice.New(2)
	var rates []sim.Shares
	var truth []float64
	for i := range 2000 {
		p := beta.Rand()
		n := 5 + (i%20)*20
		var s sim.Shares
		for range n {
			u := float64(r.Uint64()>>11) / (1 << 53)
			s.Record(sim.WinUnits(u < p, 1))
		}
		rates = append(rates, s)
		truth = append(truth, p)
	}
	prior := sim.FitPrior(rates, mean)
	assert.InDelta(t, strength, prior.Strength, 6)
	var rawErr, shrunkErr float64
	covered := 0
	for i, s := range rates {
		e := prior.Shrink(s)
		rawErr += (e.Raw - truth[i]) * (e.Raw - truth[i])
		shrunkErr += (e.Value - truth[i]) * (e.Value - truth[i])
		if e.Low <= truth[i] && truth[i] <= e.High {
			covered++
		}
	}
	assert.Less(t, shrunkErr, rawErr)
	assert.InDelta(t, 0.95, float64(covered)/float64(len(rates)), 0.02)
}

func TestShrinkMovesFewGamesMost(t *testing.T) {
	prior := sim.Prior{Mean: 0.25, Strength: 30}
	few := prior.Shrink(sim.Shares{Units: 2 * sim.ShareUnit, Trials: 3})
	many := prior.Shrink(sim.Shares{Units: 200 * sim.ShareUnit, Trials: 300})
	assert.InDelta(t, (2+7.5)/33.0, few.Value, 1e-12)
	assert.InDelta(t, 2.0/3, few.Raw, 1e-12)
	assert.InDelta(t, (200+7.5)/330.0, many.Value, 1e-12)
	assert.Less(t, few.Low, few.Value)
	assert.Greater(t, few.High, few.Value)
	none := prior.Shrink(sim.Shares{})
	assert.True(t, math.IsNaN(none.Raw))
	assert.Equal(t, 0.25, none.Value)
}

// Rates that spread no more than chance keeps the prior worth all the
// trials, not infinitely many.
func TestFitPriorWithoutSpreadWeighsAllTheData(t *testing.T) {
	rates := []sim.Shares{{Units: 25 * sim.ShareUnit, Trials: 100}, {Units: 25 * sim.ShareUnit, Trials: 100}}
	p := sim.FitPrior(rates, 0.25)
	assert.InDelta(t, 200, p.Strength, 1e-9)
	assert.Equal(t, 1.0, sim.FitPrior(rates[:1], 0.25).Strength)
}
