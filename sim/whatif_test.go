package sim_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// threshold is a game of one roll: the "low" rate is the share of rolls
// of a d100 below its threshold, and "even" the share of even rolls,
// which the threshold does not change.
type threshold struct{ below int }

type thresholdAcc struct {
	Low  sim.Shares `json:"low"`
	Even sim.Shares `json:"even"`
}

func (t threshold) Name() string                  { return "threshold" }
func (t threshold) Fingerprint() string           { return "below=" + string(rune('0'+t.below/10)) }
func (t threshold) NewAccumulator() *thresholdAcc { return &thresholdAcc{} }
func (t threshold) Play(_, seed uint64, acc *thresholdAcc) error {
	r := dice.New(seed)
	roll := r.Intn(100)
	acc.Low.Record(sim.WinUnits(roll < t.below, 1))
	acc.Even.Record(sim.WinUnits(roll%2 == 0, 1))
	return nil
}
func (a *thresholdAcc) Merge(o *thresholdAcc) { a.Low.Merge(o.Low); a.Even.Merge(o.Even) }
func (a *thresholdAcc) Rates() []sim.Rate     { return nil }

func listThreshold(a *thresholdAcc, add func(string, sim.Shares)) {
	add("low", a.Low)
	add("even", a.Even)
}

func summaryBytes[T any](t *testing.T, s sim.Summary[T]) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, sim.WriteSummary(&b, s))
	return b.Bytes()
}

func TestWhatIfAgainstItselfIsExactlyZero(t *testing.T) {
	w := sim.NewWhatIf("threshold-whatif", threshold{50}, threshold{50}, listThreshold)
	s, err := sim.Run(context.Background(), sim.Config{Games: 2000, Seed: 3}, w)
	require.NoError(t, err)
	for i := range s.Acc.Pairs.Labels() {
		d := s.Acc.Pairs.At(i).Difference()
		assert.Equal(t, 0.0, d.Value)
		assert.True(t, d.Low <= 0 && 0 <= d.High)
		assert.Equal(t, 0.0, d.High-d.Low)
	}
}

// Common seeds: a threshold moved from 50 to 60 changes only the rolls
// 50 to 59, so the paired interval is far narrower than the unpaired one,
// and the rate the change does not touch has no difference at all.
func TestWhatIfPairsTheVersionsOnTheSameSeeds(t *testing.T) {
	w := sim.NewWhatIf("threshold-whatif", threshold{50}, threshold{60}, listThreshold)
	s, err := sim.Run(context.Background(), sim.Config{Games: 4000, Seed: 3}, w)
	require.NoError(t, err)
	low := s.Acc.Pairs.At(0).Difference()
	assert.InDelta(t, 0.10, low.Value, 0.02)
	assert.True(t, low.Low <= 0.10 && 0.10 <= low.High)
	assert.Less(t, low.WidthRatio, 0.5)
	even := s.Acc.Pairs.At(1).Difference()
	assert.Equal(t, 0.0, even.Value)
}

func TestWhatIfAndSweepShardsMergeToTheSameBytes(t *testing.T) {
	w := sim.NewWhatIf("threshold-whatif", threshold{50}, threshold{70}, listThreshold)
	sw := sim.NewSweep("threshold-sweep", "below=40..60", sim.SweepSpec{Parameter: "below", Show: []string{"low"}}, []string{"40", "50", "60"},
		[]sim.Game[*thresholdAcc]{threshold{40}, threshold{50}, threshold{60}}, listThreshold)
	whole, err := sim.Run(context.Background(), sim.Config{Games: 999, Seed: 8}, w)
	require.NoError(t, err)
	var parts []sim.Summary[*sim.PairedAcc]
	for i := range uint64(3) {
		p, err := sim.Run(context.Background(), sim.Config{Games: 999, Seed: 8, Shard: sim.Shard{Index: i, Count: 3}}, w)
		require.NoError(t, err)
		parts = append(parts, p)
	}
	merged := parts[0]
	for _, p := range parts[1:] {
		merged, err = sim.MergeSummaries(merged, p)
		require.NoError(t, err)
	}
	assert.Equal(t, string(summaryBytes(t, whole)), string(summaryBytes(t, merged)))

	sWhole, err := sim.Run(context.Background(), sim.Config{Games: 999, Seed: 8, Workers: 1}, sw)
	require.NoError(t, err)
	var sParts []sim.Summary[*sim.SweepAcc]
	for i := range uint64(2) {
		p, err := sim.Run(context.Background(), sim.Config{Games: 999, Seed: 8, Shard: sim.Shard{Index: i, Count: 2}}, sw)
		require.NoError(t, err)
		sParts = append(sParts, p)
	}
	sMerged, err := sim.MergeSummaries(sParts[0], sParts[1])
	require.NoError(t, err)
	assert.Equal(t, string(summaryBytes(t, sWhole)), string(summaryBytes(t, sMerged)))
	// Every value plays the same seeds: the rate the threshold does not
	// touch is the same under every value.
	for v := range sWhole.Acc.Sets {
		assert.Equal(t, sWhole.Acc.Sets[0].At(1), sWhole.Acc.Sets[v].At(1))
	}
	back, err := sim.ReadSummary[*sim.SweepAcc](bytes.NewReader(summaryBytes(t, sWhole)), "sweep", "threshold-sweep")
	require.NoError(t, err)
	assert.Equal(t, sWhole.Acc, back.Acc)
}

func TestParseVary(t *testing.T) {
	path, values, err := sim.ParseVary("Kahoum.Novice.cost=1..4")
	require.NoError(t, err)
	assert.Equal(t, []string{"Kahoum", "Novice", "cost"}, path)
	assert.Equal(t, []int{1, 2, 3, 4}, values)
	_, values, err = sim.ParseVary("Livestock.vp = 0..20:5")
	require.NoError(t, err)
	assert.Equal(t, []int{0, 5, 10, 15, 20}, values)
	_, values, err = sim.ParseVary("x.y=3,1,2")
	require.NoError(t, err)
	assert.Equal(t, []int{3, 1, 2}, values)
	for _, bad := range []string{"Kahoum.Novice.cost", "a..b=1", "x=", "x=4..1", "x=1..4:0", "x=1,1", "x=1..1000", "x=one"} {
		_, _, err := sim.ParseVary(bad)
		require.Error(t, err, bad)
		assert.NotContains(t, err.Error(), "\n")
	}
}
