package sim_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gonum.org/v1/gonum/stat"
)

// pairedGames draws n games of one trial each whose results under the two
// versions agree with probability agree, win rates px and py otherwise.
func pairedGames(seed uint64, n int, px, py float64) (x, y []float64) {
	r := dice.New(seed)
	for range n {
		u := float64(r.Uint64()>>11) / (1 << 53)
		v := float64(r.Uint64()>>11) / (1 << 53)
		xi := u < px
		yi := xi
		if v < 0.4 {
			yi = float64(r.Uint64()>>11)/(1<<53) < py
		}
		x = append(x, b2f(xi))
		y = append(y, b2f(yi))
	}
	return x, y
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func TestPairedAgainstItselfIsExactlyZero(t *testing.T) {
	var p sim.Paired
	r := dice.New(7)
	for range 1000 {
		tr := int64(1 + r.Intn(3))
		s := int64(r.Intn(int(tr)*sim.ShareUnit + 1))
		p.Record(s, tr, s, tr)
	}
	d := p.Difference()
	assert.Equal(t, 0.0, d.Value)
	assert.Equal(t, 0.0, d.Low)
	assert.Equal(t, 0.0, d.High)
	assert.Less(t, d.UnpairedLow, 0.0)
	assert.Greater(t, d.UnpairedHigh, 0.0)
	assert.Equal(t, 0.0, d.WidthRatio)
	assert.InDelta(t, 1, d.Correlation, 1e-12)
}

// With one trial a game, the paired variance is the sample variance of
// the per-game differences over n, and the unpaired one the sum of the
// two sample variances over n: the textbook forms.
func TestPairedMatchesTheTextbookFormsWithOneTrialAGame(t *testing.T) {
	x, y := pairedGames(3, 5000, 0.6, 0.45)
	var p sim.Paired
	diff := make([]float64, len(x))
	for i := range x {
		p.RecordWin(int64(x[i])*sim.ShareUnit, int64(y[i])*sim.ShareUnit)
		diff[i] = y[i] - x[i]
	}
	n := float64(len(x))
	d := p.Difference()
	assert.InDelta(t, stat.Mean(y, nil)-stat.Mean(x, nil), d.Value, 1e-12)
	half := sim.Z95 * math.Sqrt(stat.Variance(diff, nil)/n)
	assert.InDelta(t, d.Value-half, d.Low, 1e-9)
	assert.InDelta(t, d.Value+half, d.High, 1e-9)
	hu := sim.Z95 * math.Sqrt((stat.Variance(x, nil)+stat.Variance(y, nil))/n)
	assert.InDelta(t, d.Value+hu, d.UnpairedHigh, 1e-9)
	assert.InDelta(t, half/hu, d.WidthRatio, 1e-9)
	assert.InDelta(t, stat.Correlation(x, y, nil), d.Correlation, 1e-9)
	assert.Less(t, d.WidthRatio, 1.0, "positively correlated games narrow the interval")
}

// A rate over several trials a game is a ratio estimator; its interval
// must cover the truth about 95% of the time.
func TestPairedRatioIntervalCovers(t *testing.T) {
	r := dice.New(11)
	covered, unpairedCovered := 0, 0
	const runs = 400
	for run := range runs {
		var p sim.Paired
		for range 300 {
			tr := int64(1 + r.Intn(4))
			var sx, sy int64
			for range tr {
				u := r.Intn(100)
				if u < 50 {
					sx += sim.ShareUnit
				}
				if u < 45 || (u >= 50 && u < 55) {
					sy += sim.ShareUnit
				}
			}
			p.Record(sx, tr, sy, tr)
		}
		d := p.Difference()
		if d.Low <= 0 && 0 <= d.High {
			covered++
		}
		if d.UnpairedLow <= 0 && 0 <= d.UnpairedHigh {
			unpairedCovered++
		}
		_ = run
	}
	assert.InDelta(t, 0.95, float64(covered)/runs, 0.04)
	assert.Greater(t, unpairedCovered, covered, "the unpaired interval is wider")
}

func TestPairedMergesExactly(t *testing.T) {
	x, y := pairedGames(5, 999, 0.5, 0.5)
	var whole, a, b sim.Paired
	for i := range x {
		sx, sy := int64(x[i])*20, int64(y[i])*30
		whole.Record(sx, 1, sy, 1)
		if i < 400 {
			a.Record(sx, 1, sy, 1)
		} else {
			b.Record(sx, 1, sy, 1)
		}
	}
	a.Merge(b)
	assert.Equal(t, whole, a)
	js, err := json.Marshal(whole)
	require.NoError(t, err)
	var back sim.Paired
	require.NoError(t, json.Unmarshal(js, &back))
	assert.Equal(t, whole, back)
	require.Error(t, json.Unmarshal([]byte(`[1,2]`), &back))
	require.Error(t, json.Unmarshal([]byte(`[1,-1,1,0,1,0,0,0,0,0,0,0,0,0,0]`), &back))
}

func TestPairedSetMergesByLabel(t *testing.T) {
	a := sim.NewPairedSet("Terrans", "Kahoum")
	b := sim.NewPairedSet("Kahoum")
	a.Record(1, sim.ShareUnit, 1, 0, 1)
	b.Record(0, 0, 1, sim.ShareUnit, 1)
	a.Merge(&b)
	assert.Equal(t, int64(2), a.At(1).N)
	js, err := json.Marshal(a)
	require.NoError(t, err)
	var back sim.PairedSet
	require.NoError(t, json.Unmarshal(js, &back))
	assert.Equal(t, a, back)
}

func TestNoTrialsGivesNoDifference(t *testing.T) {
	d := (sim.Paired{}).Difference()
	assert.True(t, math.IsNaN(d.Value))
}

func TestShareSetsAndMatricesMergeByLabelAndRoundTrip(t *testing.T) {
	a := sim.NewShareSet("ThorGate", "Helion")
	b := sim.NewShareSet("Helion", "Inventrix")
	a.Record(0, sim.WinUnits(true, 2))
	b.Record(0, sim.WinUnits(true, 1))
	b.Record(1, 0)
	a.Merge(&b)
	assert.Equal(t, []string{"ThorGate", "Helion", "Inventrix"}, a.Labels())
	assert.Equal(t, sim.Shares{Units: 60, Trials: 1}, a.At(1))
	assert.InDelta(t, 0.5, a.At(0).Value(), 1e-12)
	js, err := json.Marshal(a)
	require.NoError(t, err)
	var back sim.ShareSet
	require.NoError(t, json.Unmarshal(js, &back))
	assert.Equal(t, a, back)
	require.Error(t, json.Unmarshal([]byte(`{"labels":["x"],"shares":[{"units":61,"trials":1}]}`), &back))

	m := sim.NewShareMatrix([]string{"Livestock"}, []string{"1", "2"})
	o := sim.NewShareMatrix([]string{"Livestock", "Soletta"}, []string{"2"})
	m.Record(0, 1, 30)
	o.Record(1, 0, 60)
	o.Record(0, 0, 60)
	m.Merge(&o)
	assert.Equal(t, sim.Shares{Units: 90, Trials: 2}, m.At(0, 1))
	assert.Equal(t, sim.Shares{Units: 60, Trials: 1}, m.At(1, 1))
	js, err = json.Marshal(m)
	require.NoError(t, err)
	var mb sim.ShareMatrix
	require.NoError(t, json.Unmarshal(js, &mb))
	assert.Equal(t, m, mb)
}
