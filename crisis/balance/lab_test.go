package balance

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func summaryText[T any](s sim.Summary[T]) string {
	var b bytes.Buffer
	_ = sim.WriteSummary(&b, s)
	return b.String()
}

func TestCrisisWhatIfAgainstItselfIsZeroAndShardsMerge(t *testing.T) {
	g := Game{Players: []int{2}, Difficulties: []crisis.Difficulty{crisis.Normal}}
	w, err := NewWhatIf(g, nil, nil, "the same")
	require.NoError(t, err)
	ctx := context.Background()
	one, err := sim.Run(ctx, sim.Config{Games: 24, Seed: 3}, w)
	require.NoError(t, err)
	for _, r := range report.NewWhatIf(one).Rates {
		assert.Equal(t, 0.0, r.Difference.Value, r.Rate)
	}
	a, err := sim.Run(ctx, sim.Config{Games: 24, Seed: 3, Shard: sim.Shard{Index: 0, Count: 2}}, w)
	require.NoError(t, err)
	b, err := sim.Run(ctx, sim.Config{Games: 24, Seed: 3, Shard: sim.Shard{Index: 1, Count: 2}}, w)
	require.NoError(t, err)
	m, err := sim.MergeSummaries(a, b)
	require.NoError(t, err)
	assert.Equal(t, summaryText(one), summaryText(m))

	target, err := CellRate(g, "2P Normal")
	require.NoError(t, err)
	sw, err := NewSweep(g, []string{"C33", "counters"}, []int{1, 5}, target, 0.5)
	require.NoError(t, err)
	s1, err := sim.Run(ctx, sim.Config{Games: 16, Seed: 3}, sw)
	require.NoError(t, err)
	sa, err := sim.Run(ctx, sim.Config{Games: 16, Seed: 3, Shard: sim.Shard{Index: 0, Count: 2}}, sw)
	require.NoError(t, err)
	sb, err := sim.Run(ctx, sim.Config{Games: 16, Seed: 3, Shard: sim.Shard{Index: 1, Count: 2}}, sw)
	require.NoError(t, err)
	sm, err := sim.MergeSummaries(sa, sb)
	require.NoError(t, err)
	assert.Equal(t, summaryText(s1), summaryText(sm))
	var out bytes.Buffer
	require.NoError(t, WriteSweep(&out, s1, sim.ReportOptions{Format: sim.FormatTable}))
	assert.Contains(t, out.String(), "Target 50.0% for 2p normal: C33.counters=")
}

func TestCrisisVaryRefusesWhatItCannotVary(t *testing.T) {
	g := Game{}
	for _, tc := range []struct{ path, want string }{
		{"C99.counters", "no Crisis card"},
		{"C05.counters", "does not stay in play"},
		{"Nothing.cost", "no card or corporation"},
	} {
		_, err := Vary(g, strings.Split(tc.path, "."), 3)
		require.Error(t, err, tc.path)
		assert.Contains(t, err.Error(), tc.want)
	}
	_, err := Vary(g, []string{"C33", "counters"}, 12)
	require.Error(t, err)
	v, err := Vary(g, []string{"c33", "counters"}, 4)
	require.NoError(t, err)
	c, _ := v.Deck.ByNumber("C33")
	assert.Equal(t, int8(4), c.Counters)
	_, orig := g.data()
	o, _ := orig.ByNumber("C33")
	assert.NotEqual(t, int8(4), o.Counters, "the embedded deck is left alone")
}
