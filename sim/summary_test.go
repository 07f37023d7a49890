package sim_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/aresim/aresim/internal/simtest"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// raceShard runs shard i of n of a 3000-game Race run with seed 1.
func raceShard(t *testing.T, i, n uint64) sim.Summary[*simtest.RaceAcc] {
	t.Helper()
	return runRace(t, sim.Config{Games: 3000, Seed: 1, Shard: sim.Shard{Index: i, Count: n}})
}

func TestMergeSummariesRejectsMismatches(t *testing.T) {
	base := func() sim.Summary[*simtest.RaceAcc] { return raceShard(t, 0, 2) }
	other := raceShard(t, 1, 2)
	cases := map[string]func(s *sim.Summary[*simtest.RaceAcc]){
		`schema "x/9" and schema "aresim-summary/2"`:   func(s *sim.Summary[*simtest.RaceAcc]) { s.Schema = "x/9" },
		"runs of 6000 and of 3000 games":               func(s *sim.Summary[*simtest.RaceAcc]) { s.RunGames = 6000 },
		`game "other" and game "race"`:                 func(s *sim.Summary[*simtest.RaceAcc]) { s.Game = "other" },
		`configuration "x" and configuration "spin=0"`: func(s *sim.Summary[*simtest.RaceAcc]) { s.Fingerprint = "x" },
		"seed 9 and seed 1":                            func(s *sim.Summary[*simtest.RaceAcc]) { s.Seed = 9 },
	}
	for want, change := range cases {
		a := base()
		change(&a)
		_, err := sim.MergeSummaries(a, other)
		require.ErrorIs(t, err, sim.ErrMismatch, want)
		assert.Contains(t, err.Error(), want)
	}
}

func TestMergeSummariesRejectsOverlaps(t *testing.T) {
	a := raceShard(t, 0, 2)
	_, err := sim.MergeSummaries(a, raceShard(t, 0, 2))
	require.ErrorIs(t, err, sim.ErrOverlap)
	assert.Contains(t, err.Error(), "both cover game 0")
	// A shard of another split that straddles a's end.
	_, err = sim.MergeSummaries(a, raceShard(t, 1, 3))
	require.ErrorIs(t, err, sim.ErrOverlap)
	assert.Contains(t, err.Error(), "both cover game 1000")
	// A range inside a's games.
	_, err = sim.MergeSummaries(a, runRace(t, sim.Config{Games: 3000, Seed: 1, Range: [2]uint64{1499, 1600}}))
	require.ErrorIs(t, err, sim.ErrOverlap)
	assert.Contains(t, err.Error(), "both cover game 1499")
}

func TestMergeSummariesKeepsTheLeastCompleteStop(t *testing.T) {
	a, b := raceShard(t, 0, 2), raceShard(t, 1, 2)
	b.Stop = sim.StopTimeout
	m, err := sim.MergeSummaries(a, b)
	require.NoError(t, err)
	assert.Equal(t, sim.StopTimeout, m.Stop)
	assert.Equal(t, uint64(3000), m.Games)
	assert.Equal(t, [][2]uint64{{0, 3000}}, m.Ranges, "adjacent ranges are joined")
}

func TestMergeSummariesKeepsGaps(t *testing.T) {
	m, err := sim.MergeSummaries(raceShard(t, 2, 3), raceShard(t, 0, 3))
	require.NoError(t, err)
	assert.Equal(t, [][2]uint64{{0, 1000}, {2000, 3000}}, m.Ranges)
	assert.Equal(t, uint64(2000), m.Games)
	assert.Equal(t, [][2]uint64{{1000, 2000}}, m.Missing(), "the middle shard is missing")
	assert.False(t, m.Complete())
	assert.False(t, m.Partial, "every part played its whole range")
}

func TestMissingAndComplete(t *testing.T) {
	whole := runRace(t, sim.Config{Games: 3000, Seed: 1})
	assert.Empty(t, whole.Missing())
	assert.True(t, whole.Complete())
	last := raceShard(t, 2, 3)
	assert.Equal(t, [][2]uint64{{0, 2000}}, last.Missing())
	assert.False(t, last.Complete())
	// A precision stop plays a prefix of the run by design; a run without
	// a count misses nothing.
	precise := runRace(t, sim.Config{Games: 1_000_000, Seed: 1, Precision: 0.05})
	assert.Empty(t, precise.Missing())
	assert.True(t, precise.Complete())
	open := runRace(t, sim.Config{Seed: 1, Precision: 0.05})
	assert.Zero(t, open.RunGames)
	assert.True(t, open.Complete())
}

func TestMergeOfAPartialShardIsPartial(t *testing.T) {
	a, b := raceShard(t, 0, 2), raceShard(t, 1, 2)
	b.Stop, b.Partial = sim.StopTimeout, true
	b.Ranges, b.Games = [][2]uint64{{1500, 2000}}, 500
	m, err := sim.MergeSummaries(a, b)
	require.NoError(t, err)
	assert.True(t, m.Partial)
	assert.Equal(t, [][2]uint64{{2000, 3000}}, m.Missing())
	assert.False(t, m.Complete())
}

// badAcc panics when merged, as a game's accumulator might on input of
// an unexpected shape.
type badAcc struct{}

func (*badAcc) Merge(*badAcc)     { panic("shapes differ") }
func (*badAcc) Rates() []sim.Rate { return nil }

func TestMergeSummariesTurnsAPanickingMergeIntoAnError(t *testing.T) {
	a := sim.Summary[*badAcc]{Schema: sim.SummarySchema, Game: "g", Ranges: [][2]uint64{{0, 1}}, Games: 1, Acc: &badAcc{}}
	b := sim.Summary[*badAcc]{Schema: sim.SummarySchema, Game: "g", Ranges: [][2]uint64{{1, 2}}, Games: 1, Acc: &badAcc{}}
	_, err := sim.MergeSummaries(a, b)
	require.ErrorIs(t, err, sim.ErrMismatch)
	assert.Contains(t, err.Error(), "shapes differ")
}

func TestSummaryRoundTrip(t *testing.T) {
	s := raceShard(t, 1, 3)
	path := filepath.Join(t.TempDir(), "shard.json")
	require.NoError(t, sim.WriteSummaryFile(path, s))
	back, err := sim.ReadSummaryFile[*simtest.RaceAcc](path, "race")
	require.NoError(t, err)
	assert.Equal(t, summaryJSON(t, s), summaryJSON(t, back))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), "{\n  \"schema\": \"aresim-summary/2\",\n  \"game\": \"race\",\n  \"fingerprint\": \"spin=0\",\n  \"seed\": 1,\n  \"runGames\": 3000,\n  \"games\": 1000,\n  \"ranges\": [\n    [\n      1000,\n      2000\n    ]\n  ],\n  \"stop\": \"games\",\n  \"partial\": false,\n  \"acc\": {"),
		"fields in a fixed order:\n%s", data)
}

func TestReadSummaryRejectsCorruptFiles(t *testing.T) {
	good := summaryJSON(t, raceShard(t, 0, 2))
	replace := func(old, new string) string {
		require.Contains(t, good, old)
		return strings.Replace(good, old, new, 1)
	}
	cases := map[string]string{
		"empty file":                  "",
		"truncated JSON":              good[:len(good)/2],
		"invalid JSON at byte 1":      "}" + good,
		"more data after the summary": good + good,
		`schema "aresim-summary/3", but this aresim reads "aresim-summary/2"`: replace(`"aresim-summary/2"`, `"aresim-summary/3"`),
		`missing field "schema"`:                              replace(`"schema": "aresim-summary/2",`, ``),
		"a version 1 summary of an older aresim":              replace(`"schema": "aresim-summary/2",`, `"version": 1,`),
		`missing field "runGames"`:                            replace(`"runGames": 3000,`, ``),
		`missing field "partial"`:                             replace(`"partial": false,`, ``),
		"marked partial, but stopped on games":                replace(`"partial": false`, `"partial": true`),
		"stopped on cancelled, but not marked partial":        replace(`"stop": "games"`, `"stop": "cancelled"`),
		"range [0, 1500) reaches beyond the run's 1000 games": replace(`"runGames": 3000`, `"runGames": 1000`),
		`missing field "game"`:                                replace(`"game": "race",`, ``),
		`missing field "fingerprint"`:                         replace(`"fingerprint": "spin=0",`, ``),
		`missing field "seed"`:                                replace(`"seed": 1,`, ``),
		`missing field "stop"`:                                replace(`"stop": "games",`, ``),
		`unknown field "ranges_"`:                             replace(`"ranges"`, `"ranges_"`),
		`field "seed" should be uint64`:                       replace(`"seed": 1,`, `"seed": "one",`),
		"ranges cover 1500 games but games is 1499":           replace(`"games": 1500`, `"games": 1499`),
		`unknown stop reason "bored"`:                         replace(`"stop": "games"`, `"stop": "bored"`),
		`a summary of game "chess", not "race"`:               replace(`"game": "race"`, `"game": "chess"`),
		`field "acc": json: unknown field "wins"`:             replace(`"ends": {`, `"wins": 1, "ends": {`),
		`field "acc": tally: negative count`:                  regexp.MustCompile(`("counts": \[\s*)(\d)`).ReplaceAllString(good, "${1}-${2}"),
	}
	for want, content := range cases {
		_, err := sim.ReadSummary[*simtest.RaceAcc](strings.NewReader(content), "shard-0.json", "race")
		require.ErrorIs(t, err, sim.ErrSummary, want)
		assert.Contains(t, err.Error(), "sim: bad summary shard-0.json: ", want)
		assert.Contains(t, err.Error(), want)
		assert.NotContains(t, err.Error(), "\n", "one line")
	}
	_, err := sim.ReadSummaryFile[*simtest.RaceAcc](filepath.Join(t.TempDir(), "missing.json"), "")
	require.ErrorIs(t, err, sim.ErrSummary)
	assert.Contains(t, err.Error(), "missing.json")
}

func TestReadSummaryRejectsBadRanges(t *testing.T) {
	for ranges, want := range map[string]string{
		`[[5, 5]]`:          "range [5, 5) is empty",
		`[[6, 5]]`:          "range [6, 5) is empty",
		`[[0, 5], [5, 10]]`: "does not start after",
		`[[5, 10], [0, 3]]`: "does not start after",
		`[[0, 5], [3, 10]]`: "does not start after",
		`null`:              `missing field "ranges"`,
	} {
		content := `{"schema":"aresim-summary/2","game":"trivial","fingerprint":"","seed":0,"runGames":0,"games":10,"ranges":` + ranges + `,"stop":"games","partial":false,"acc":{"games":10}}`
		_, err := sim.ReadSummary[*simtest.TrivialAcc](strings.NewReader(content), "x.json", "")
		require.ErrorIs(t, err, sim.ErrSummary, ranges)
		assert.Contains(t, err.Error(), want, ranges)
	}
	content := `{"schema":"aresim-summary/2","game":"trivial","fingerprint":"","seed":0,"runGames":0,"games":10,"ranges":[[0,10]],"stop":"games","partial":false}`
	_, err := sim.ReadSummary[*simtest.TrivialAcc](strings.NewReader(content), "x.json", "")
	assert.ErrorContains(t, err, `missing field "acc"`)
}
