package balance

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func basic() Config {
	return Config{Rules: ares.MustDefaultRules(), Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, Bots: []string{"heuristic"}}
}

func writeSummary[T any](t testing.TB, s sim.Summary[T]) string {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, sim.WriteSummary(&buf, s))
	return buf.String()
}

// The original against itself: every difference is exactly 0 and every
// paired interval holds it.
func TestWhatIfOfTheOriginalAgainstItselfIsExactlyZero(t *testing.T) {
	cfg := basic()
	w, err := NewWhatIf(cfg, cfg.Rules)
	require.NoError(t, err)
	s, err := sim.Run(context.Background(), sim.Config{Games: 200, Seed: 1}, w)
	require.NoError(t, err)
	r := whatIfRows(s)
	require.NotEmpty(t, r)
	for _, row := range r {
		assert.Equal(t, 0.0, row.Difference.Value, row.Rate)
		assert.True(t, row.Difference.Low <= 0 && 0 <= row.Difference.High, row.Rate)
	}
	// And its original column is the balance study's own report.
	st, err := New(cfg)
	require.NoError(t, err)
	b, err := sim.Run(context.Background(), sim.Config{Games: 200, Seed: 1}, st)
	require.NoError(t, err)
	kahoum := b.Acc.Field.At(1)
	assert.InDelta(t, kahoum.Value(), find(r, "field: Kahoum/heuristic").Original.Value, 1e-12)
}

// A Novice costing 2 instead of 1 moves the Kahoum's rate down.
func TestWhatIfOfADearerNoviceMovesTheKahoumDown(t *testing.T) {
	cfg := basic()
	variant, err := Vary(cfg.Rules, []string{"Kahoum", "Novice", "cost"}, 2)
	require.NoError(t, err)
	w, err := NewWhatIf(cfg, variant)
	require.NoError(t, err)
	s, err := sim.Run(context.Background(), sim.Config{Games: 600, Seed: 1}, w)
	require.NoError(t, err)
	k := find(whatIfRows(s), "field: Kahoum/heuristic")
	assert.Less(t, k.Difference.High, 0.0, "the Kahoum lose ground: %+v", k.Difference)
	assert.Less(t, k.Unpaired.Low, k.Difference.Low, "the unpaired interval is the wider")
}

func TestWhatIfAndSweepShardsMergeToTheSingleRunsBytes(t *testing.T) {
	cfg := basic()
	variant, err := Vary(cfg.Rules, []string{"Kahoum", "Novice", "initiative"}, 2)
	require.NoError(t, err)
	w, err := NewWhatIf(cfg, variant)
	require.NoError(t, err)
	sw, err := NewSweep(cfg, []string{"Kahoum", "Novice", "cost"}, []int{1, 2}, "field: Kahoum/heuristic", 0.5)
	require.NoError(t, err)
	const games = 90
	ctx := context.Background()
	one, err := sim.Run(ctx, sim.Config{Games: games, Seed: 4, Workers: 1}, w)
	require.NoError(t, err)
	a, err := sim.Run(ctx, sim.Config{Games: games, Seed: 4, Shard: sim.Shard{Index: 0, Count: 2}}, w)
	require.NoError(t, err)
	b, err := sim.Run(ctx, sim.Config{Games: games, Seed: 4, Shard: sim.Shard{Index: 1, Count: 2}}, w)
	require.NoError(t, err)
	m, err := sim.MergeSummaries(a, b)
	require.NoError(t, err)
	assert.Equal(t, writeSummary(t, one), writeSummary(t, m))
	require.NoError(t, PlotWhatIf(filepath.Join(t.TempDir(), "whatif.png"), one))
	var js bytes.Buffer
	require.NoError(t, WriteWhatIf(&js, one, sim.ReportOptions{Format: sim.FormatJSON}))
	assert.Contains(t, js.String(), `"rate": "field: Kahoum/heuristic"`)
	assert.Contains(t, js.String(), `"unpaired": {`)

	sOne, err := sim.Run(ctx, sim.Config{Games: games, Seed: 4, Workers: 2}, sw)
	require.NoError(t, err)
	sa, err := sim.Run(ctx, sim.Config{Games: games, Seed: 4, Shard: sim.Shard{Index: 0, Count: 2}}, sw)
	require.NoError(t, err)
	sb, err := sim.Run(ctx, sim.Config{Games: games, Seed: 4, Shard: sim.Shard{Index: 1, Count: 2}}, sw)
	require.NoError(t, err)
	sm, err := sim.MergeSummaries(sa, sb)
	require.NoError(t, err)
	assert.Equal(t, writeSummary(t, sOne), writeSummary(t, sm))
	var single, merged bytes.Buffer
	require.NoError(t, WriteSweep(&single, sOne, sim.ReportOptions{Format: sim.FormatTable}))
	require.NoError(t, WriteSweep(&merged, sm, sim.ReportOptions{Format: sim.FormatTable}))
	assert.Equal(t, single.String(), merged.String())
	assert.Contains(t, single.String(), "Target 50.0% for Kahoum/heuristic: Kahoum.Novice.cost=")
	assert.Contains(t, single.String(), "comes closest")
	plot := filepath.Join(t.TempDir(), "sweep.svg")
	require.NoError(t, PlotSweep(plot, sOne))
}

func TestVaryRefusesWhatItCannotVary(t *testing.T) {
	rules := ares.MustDefaultRules()
	for _, tc := range []struct{ path, want string }{
		{"Kahoum.Novice", "want Faction.Unit.field"},
		{"Kahoum.Novice.speed", "unknown unit field"},
		{"Kahoum.Tank.cost", "no unit"},
		{"Martians.Novice.cost", "Martians"},
	} {
		_, err := Vary(rules, strings.Split(tc.path, "."), 2)
		require.Error(t, err, tc.path)
		assert.Contains(t, err.Error(), tc.want)
	}
	_, err := Vary(rules, []string{"Kahoum", "Novice", "cost"}, -1)
	require.Error(t, err, "the faction file's validation refuses a negative cost")
	r2, err := Vary(rules, []string{"kahoum", "novice", "attack.armor"}, 3)
	require.NoError(t, err)
	f, _, err := r2.Faction("Kahoum")
	require.NoError(t, err)
	u, _ := f.UnitByName("Novice")
	assert.Equal(t, ares.Rating(3), u.Attack[ares.Armor])
	_, err = FieldRate(basic(), "Xenos")
	require.Error(t, err)
	l, err := FieldRate(basic(), "kahoum")
	require.NoError(t, err)
	assert.Equal(t, "field: Kahoum/heuristic", l)
}
