package sim_test

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/aresim/aresim/internal/simtest"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// inputs returns the summaries as named inputs.
func inputs(t *testing.T, summaries ...sim.Summary[*simtest.RaceAcc]) []sim.Input {
	var in []sim.Input
	for i, s := range summaries {
		in = append(in, sim.Input{Name: fmt.Sprintf("shard-%d.json", i), R: strings.NewReader(summaryJSON(t, s))})
	}
	return in
}

func TestRegistryMergesShardsExactly(t *testing.T) {
	whole := summaryJSON(t, runRace(t, sim.Config{Games: 3000, Seed: 1}))
	m, err := simtest.Registry().Merge(inputs(t, raceShard(t, 1, 3), raceShard(t, 0, 3), raceShard(t, 2, 3))...)
	require.NoError(t, err)
	assert.Equal(t, "race", m.Game())
	assert.Equal(t, uint64(3000), m.Games())
	var buf bytes.Buffer
	require.NoError(t, m.WriteJSON(&buf))
	assert.Equal(t, whole, buf.String())

	require.True(t, m.HasReport())
	buf.Reset()
	require.NoError(t, m.Report(&buf, sim.ReportOptions{Format: sim.FormatTable}))
	assert.True(t, strings.HasPrefix(buf.String(), "table report: 3000 games, seat one wins 0."), buf.String())
}

func TestRegistryWithoutReport(t *testing.T) {
	s, err := sim.Run(t.Context(), sim.Config{Games: 10}, simtest.Trivial{})
	require.NoError(t, err)
	m, err := simtest.Registry().Merge(sim.Input{Name: "t.json", R: strings.NewReader(summaryJSON(t, s))})
	require.NoError(t, err)
	assert.False(t, m.HasReport())
	assert.ErrorContains(t, m.Report(io.Discard, sim.ReportOptions{Format: sim.FormatCSV}), `game "trivial" has no report`)
}

func TestRegistryErrorsNameTheFile(t *testing.T) {
	reg := simtest.Registry()
	assert.Equal(t, []string{"race", "trivial"}, reg.Games())

	in := inputs(t, raceShard(t, 0, 2), raceShard(t, 1, 2))
	in[1].R = strings.NewReader(`{"schema": "aresim-summary/2", "game": "ra`)
	_, err := reg.Merge(in...)
	require.ErrorIs(t, err, sim.ErrSummary)
	assert.Equal(t, "sim: bad summary shard-1.json: truncated JSON", err.Error())

	in = inputs(t, raceShard(t, 0, 2), raceShard(t, 0, 2))
	_, err = reg.Merge(in...)
	require.ErrorIs(t, err, sim.ErrOverlap)
	assert.Equal(t, "sim: summaries overlap: both cover game 0 (adding shard-1.json to shard-0.json)", err.Error())

	trivial, err := sim.Run(t.Context(), sim.Config{Games: 10}, simtest.Trivial{})
	require.NoError(t, err)
	in = append(inputs(t, raceShard(t, 0, 2)), sim.Input{Name: "t.json", R: strings.NewReader(summaryJSON(t, trivial))})
	_, err = reg.Merge(in...)
	require.ErrorIs(t, err, sim.ErrMismatch)
	assert.Equal(t, `sim: summaries do not match: t.json is a summary of game "trivial", shard-0.json of game "race"`, err.Error())

	_, err = sim.NewRegistry().Merge(inputs(t, raceShard(t, 0, 2))...)
	require.ErrorIs(t, err, sim.ErrUnknownGame)
	assert.Equal(t, `sim: unknown game "race" in shard-0.json (known: none)`, err.Error())

	_, err = reg.Merge()
	assert.ErrorIs(t, err, sim.ErrSummary)

	_, err = reg.MergeFiles("no/such/file.json")
	require.ErrorIs(t, err, sim.ErrSummary)
	assert.Contains(t, err.Error(), "no/such/file.json")
}

func TestRegisterTwiceIsAProgrammingError(t *testing.T) {
	reg := simtest.Registry()
	assert.Panics(t, func() { sim.Register(reg, "trivial", sim.Outputs[*simtest.TrivialAcc]{}) })
	assert.Panics(t, func() { sim.Register(reg, "", sim.Outputs[*simtest.TrivialAcc]{}) })
}

func TestParseFormat(t *testing.T) {
	for _, s := range []string{"table", "json", "csv"} {
		f, err := sim.ParseFormat(s)
		require.NoError(t, err)
		assert.Equal(t, sim.Format(s), f)
		upper, err := sim.ParseFormat(strings.ToUpper(s))
		require.NoError(t, err, "formats are read in any case")
		assert.Equal(t, f, upper)
	}
	_, err := sim.ParseFormat("xml")
	assert.EqualError(t, err, `sim: unknown format "xml": want table, json or csv`)
}
