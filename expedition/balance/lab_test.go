package balance

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWhatIfOfTheCardsAgainstThemselvesIsExactlyZero(t *testing.T) {
	g := Game{Players: 2}
	w, err := NewWhatIf(g, cards.MustBase(), "base again")
	require.NoError(t, err)
	s, err := sim.Run(context.Background(), sim.Config{Games: 40, Seed: 2}, w)
	require.NoError(t, err)
	rows := report.NewWhatIf(s).Rates
	require.NotEmpty(t, rows)
	intervals := 0
	for _, r := range rows {
		assert.Equal(t, 0.0, r.Difference.Value, r.Rate)
		if r.Original.Trials < 2 {
			continue // one game gives no interval
		}
		intervals++
		assert.True(t, r.Difference.Low <= 0 && 0 <= r.Difference.High, r.Rate)
	}
	assert.Greater(t, intervals, 20)
}

func TestExpeditionWhatIfAndSweepShardsMerge(t *testing.T) {
	g := Game{Players: 2}
	cheap, err := Vary(cards.MustBase(), []string{"Livestock", "cost"}, 5)
	require.NoError(t, err)
	w, err := NewWhatIf(g, cheap, "Livestock at 5 MC")
	require.NoError(t, err)
	target, err := CorporationRate(g, "thorgate")
	require.NoError(t, err)
	sw, err := NewSweep(g, []string{"ThorGate", "mc"}, []int{30, 50}, target, 0.5)
	require.NoError(t, err)
	ctx := context.Background()
	s1, err := sim.Run(ctx, sim.Config{Games: 30, Seed: 6}, w)
	require.NoError(t, err)
	a, err := sim.Run(ctx, sim.Config{Games: 30, Seed: 6, Shard: sim.Shard{Index: 0, Count: 2}}, w)
	require.NoError(t, err)
	b, err := sim.Run(ctx, sim.Config{Games: 30, Seed: 6, Shard: sim.Shard{Index: 1, Count: 2}}, w)
	require.NoError(t, err)
	m, err := sim.MergeSummaries(a, b)
	require.NoError(t, err)
	assert.Equal(t, summaryText(s1), summaryText(m))
	t1, err := sim.Run(ctx, sim.Config{Games: 30, Seed: 6}, sw)
	require.NoError(t, err)
	ta, err := sim.Run(ctx, sim.Config{Games: 30, Seed: 6, Shard: sim.Shard{Index: 0, Count: 2}}, sw)
	require.NoError(t, err)
	tb, err := sim.Run(ctx, sim.Config{Games: 30, Seed: 6, Shard: sim.Shard{Index: 1, Count: 2}}, sw)
	require.NoError(t, err)
	tm, err := sim.MergeSummaries(ta, tb)
	require.NoError(t, err)
	assert.Equal(t, summaryText(t1), summaryText(tm))
	var out bytes.Buffer
	require.NoError(t, WriteSweep(&out, t1, sim.ReportOptions{Format: sim.FormatTable}))
	assert.Contains(t, out.String(), "Target 50.0% for ThorGate: ThorGate.mc=")
}

func summaryText[T any](s sim.Summary[T]) string {
	var b bytes.Buffer
	_ = sim.WriteSummary(&b, s)
	return b.String()
}

func TestExpeditionVaryRefusesWhatItCannotVary(t *testing.T) {
	base := cards.MustBase()
	for _, tc := range []struct{ path, want string }{
		{"Livestock", "want Card.cost"},
		{"Livestock.mc", "cost or vp"},
		{"ThorGate.cost", "is mc"},
		{"Nothing Here.cost", "no card or corporation"},
	} {
		_, err := Vary(base, strings.Split(tc.path, "."), 3)
		require.Error(t, err, tc.path)
		assert.Contains(t, err.Error(), tc.want)
	}
	v, err := Vary(base, []string{"livestock", "vp"}, 4)
	if err == nil {
		c, _ := v.CardByName("Livestock")
		assert.Equal(t, int16(4), c.VP.Fixed)
		orig, _ := base.CardByName("Livestock")
		assert.NotEqual(t, int16(4), orig.VP.Fixed, "the original catalogue is left alone")
	} else {
		assert.Contains(t, err.Error(), "depend on the game")
	}
	_, err = Vary(base, []string{"ThorGate", "mc"}, -1)
	require.Error(t, err)
}
