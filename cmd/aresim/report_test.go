package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/aresim/aresim/sim/report"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// studyRuns are small runs of every study and mode the CLI reports on.
var studyRuns = [][]string{
	{"ares", "balance", "--games", "40"},
	{"ares", "balance", "--games", "40", "--mode", "full", "--bots", "heuristic,random"},
	{"ares", "balance", "--games", "24", "--mode", "ffa", "--players", "3"},
	{"ares", "balance", "--games", "24", "--mode", "team"},
	{"expedition", "balance", "--games", "20", "--players", "3"},
}

// Both studies' JSON reports open with the same head (schema, game,
// fingerprint, seed, games, runGames, stop, partial, missing), print rates in
// the same shape, and name fields in camelCase.
func TestReportsShareOneJSONStyle(t *testing.T) {
	camel := regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)
	var check func(path string, v any)
	check = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				assert.Regexp(t, camel, k, "%s: field names are camelCase", path)
				check(path+"."+k, e)
			}
			if _, ok := x["ci95"]; ok {
				assert.ElementsMatch(t, []string{"value", "ci95", "successes", "trials"}, keys(x), "%s: a rate", path)
			}
		case []any:
			for _, e := range x {
				check(path+"[]", e)
			}
		}
	}
	schemas := map[string]string{"ares": "aresim-ares-balance/1", "expedition": "aresim-expedition-balance/1"}
	for _, args := range [][]string{studyRuns[0], studyRuns[4]} {
		out, errOut, code := runCLI(append(args, "--format", "json")...)
		require.Equal(t, 0, code, errOut)
		var doc map[string]any
		require.NoError(t, json.Unmarshal([]byte(out), &doc))
		assert.Equal(t, schemas[args[0]], doc["schema"])
		for _, k := range []string{"schema", "game", "fingerprint", "seed", "games", "runGames", "stop", "partial", "missing"} {
			assert.Contains(t, doc, k, "%v", args)
		}
		assert.True(t, strings.HasPrefix(out, "{\n  \"schema\": "), "the schema comes first")
		check(args[0], doc)
	}
}

// The header shows what a run really used: the round cap, not 0 for the
// default.
func TestHeaderShowsWhatTheRunUsed(t *testing.T) {
	out, _, code := runCLI("expedition", "balance", "--games", "10", "--players", "2")
	require.Equal(t, 0, code)
	assert.Contains(t, out, "max-rounds=60")
	assert.NotContains(t, out, "max-rounds=0")
	out, _, _ = runCLI("ares", "balance", "--games", "10")
	assert.True(t, strings.HasPrefix(out, "The Ares Project balance: 10 games, seed 1 (complete: all 10 games played)\n"+
		"setup: mode=basic players=2 factions=Terrans,Kahoum bots=heuristic\n"), out)
}

// Every table fits 100 columns (the logs of play and their result lines
// are prose, which a terminal wraps; the boards in them are tables).
func TestTablesFit100Columns(t *testing.T) {
	runs := append([][]string{}, studyRuns...)
	runs = append(runs,
		[]string{"ares", "balance", "--games", "40", "--mode", "full", "--bots", "heuristic,random", "--all-rows"},
		[]string{"ares", "cards"}, []string{"expedition", "cards", "--set", "all"},
		[]string{"battle", "--attacker", "Trooper*3,Heavy Tank*1", "--defender", "Quake*2"},
		[]string{"battle", "--attacker", "Trooper*3,Bomber*2", "--defender", "Quake*2", "--kind", "base", "--tohit"},
		[]string{"expedition", "play", "--players", "6", "--sets", "base,foundations", "--seed", "3"},
		[]string{"expedition", "play", "--players", "6", "--seed", "3", "--sets", "base,discovery,foundations"},
		[]string{"expedition", "balance", "--games", "20", "--players", "6", "--sets", "base,discovery,foundations"})
	for _, args := range runs {
		out, errOut, code := runCLI(args...)
		require.Equal(t, 0, code, "%v: %s", args, errOut)
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "  planning: ") || strings.HasPrefix(line, "Game over after ") {
				continue // a log line
			}
			assert.LessOrEqual(t, utf8.RuneCountInString(line), report.Width, "%v: %q", args, line)
		}
	}
}

// Long unit lists are trimmed in the table, with the flag that shows all.
func TestLongListsAreTrimmedWithAFlagToShowAll(t *testing.T) {
	args := []string{"ares", "balance", "--games", "200", "--mode", "full", "--bots", "random"}
	short, _, code := runCLI(args...)
	require.Equal(t, 0, code)
	long, _, code := runCLI(append(args, "--all-rows")...)
	require.Equal(t, 0, code)
	more := regexp.MustCompile(`… (\d+) more \(--all-rows shows them\)`).FindStringSubmatch(short)
	require.NotNil(t, more, short)
	assert.NotContains(t, long, "more (--all-rows")
	units := func(s string) int { return strings.Count(s[strings.Index(s, "Units by battles"):], "\n") }
	assert.Equal(t, units(long), units(short)-1+atoi(t, more[1]), "the cut line stands for the rows left out")
}

// Every CSV the CLI writes loads with encoding/csv with a fixed number of
// fields, under the one header.
func TestEveryCSVIsTidy(t *testing.T) {
	dir := t.TempDir()
	files := balanceShards(t, dir, 40, 2)
	runs := append(append([][]string{}, studyRuns...), append([]string{"merge", "--format", "csv"}, files...))
	for _, args := range runs {
		if args[0] != "merge" {
			args = append(args, "--format", "csv")
		}
		out, errOut, code := runCLI(args...)
		require.Equal(t, 0, code, "%v: %s", args, errOut)
		r := csv.NewReader(strings.NewReader(out))
		r.FieldsPerRecord = len(report.CSVHeader)
		records, err := r.ReadAll()
		require.NoError(t, err, "%v", args)
		assert.Equal(t, report.CSVHeader, records[0], "%v", args)
		assert.Greater(t, len(records), 20, "%v", args)
		sections := map[string]bool{}
		for _, rec := range records[1:] {
			sections[rec[0]] = true
		}
		assert.True(t, sections["run"], "%v: the run's rows", args)
	}
}

// Every plot the CLI draws renders to a PNG of the figure's width.
func TestEveryPlotRendersToPNG(t *testing.T) {
	dir := t.TempDir()
	var exp []string
	for i, sh := range []string{"0/2", "1/2"} {
		f := filepath.Join(dir, "exp-"+string(rune('0'+i))+".json")
		_, errOut, code := runCLI("expedition", "balance", "--games", "30", "--shard", sh, "--out", f)
		require.Equal(t, 0, code, errOut)
		exp = append(exp, f)
	}
	// Each study's figure, from the study and from merge (the same
	// function draws both).
	for name, args := range map[string][]string{
		"basic.png":     {"ares", "balance", "--games", "40"},
		"full.png":      {"ares", "balance", "--games", "40", "--mode", "full", "--bots", "heuristic,random"},
		"merge-exp.png": append([]string{"merge"}, exp...),
	} {
		path := filepath.Join(dir, name)
		_, errOut, code := runCLI(append(args, "--plot", path)...)
		require.Equal(t, 0, code, "%v: %s", args, errOut)
		data, err := os.ReadFile(path)
		require.NoError(t, err, name)
		img, err := png.Decode(bytes.NewReader(data))
		require.NoError(t, err, name)
		assert.Equal(t, 768, img.Bounds().Dx(), "%s: 8 inches at 96 dpi", name)
		assert.Greater(t, img.Bounds().Dy(), 768, "%s: three charts", name)
		assert.Greater(t, len(data), 20_000, name)
	}
}

// --precision watches the headline rates, skipping those with no trials,
// and stops when each is within the half-width; the help says which.
func TestPrecisionWatchesTheHeadlineRates(t *testing.T) {
	out, errOut, code := runCLI("ares", "balance", "--games", "0", "--precision", "0.06", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var r struct {
		Stop        string              `json:"stop"`
		Matrix      [][]report.Estimate `json:"matrix"`
		Field       []report.LabelledRate
		FirstPlayer report.Estimate `json:"firstPlayer"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "precision", r.Stop)
	watched := []report.Estimate{r.FirstPlayer}
	for _, row := range r.Matrix {
		for _, c := range row {
			if c.HasTrials() {
				watched = append(watched, c)
			}
		}
	}
	for _, f := range r.Field {
		watched = append(watched, f.Rate)
	}
	require.Len(t, watched, 5)
	for _, e := range watched {
		assert.Less(t, (e.High-e.Low)/2, 0.06)
	}

	out, errOut, code = runCLI("expedition", "balance", "--games", "0", "--precision", "0.2", "--players", "2", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var x struct {
		Stop         string
		Corporations []report.LabelledRate
	}
	require.NoError(t, json.Unmarshal([]byte(out), &x))
	assert.Equal(t, "precision", x.Stop)
	for _, c := range x.Corporations {
		assert.Less(t, (c.Rate.High-c.Rate.Low)/2, 0.2, c.Label)
	}

	root := newRootCmd()
	for path, want := range map[string]string{
		"balance":            "the matchup cells, each entrant against the field and the first player's share (those with games)",
		"expedition balance": "the corporation win rates (those with games)",
	} {
		cmd, _, err := root.Find(strings.Fields(path))
		require.NoError(t, err)
		assert.Contains(t, cmd.Flags().Lookup("precision").Usage, want, path)
	}
}
