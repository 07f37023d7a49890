package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aresim/aresim/internal/simtest"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeShards runs the n shards of a Race run and writes their summaries
// into dir, returning the file names; it also returns the JSON of the
// whole run played at once.
func writeShards(t *testing.T, dir string, games, n uint64) (files []string, whole string) {
	t.Helper()
	ctx := context.Background()
	all, err := sim.Run(ctx, sim.Config{Games: games, Seed: 99, Workers: 2}, simtest.Race{})
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, sim.WriteSummary(&buf, all))
	for i := range n {
		s, err := sim.Run(ctx, sim.Config{Games: games, Seed: 99, Workers: 1, Shard: sim.Shard{Index: i, Count: n}}, simtest.Race{})
		require.NoError(t, err)
		path := filepath.Join(dir, fmt.Sprintf("shard-%d.json", i))
		require.NoError(t, sim.WriteSummaryFile(path, s))
		files = append(files, path)
	}
	return files, buf.String()
}

// execMerge runs `merge args...` with reg and returns its output.
func execMerge(reg *sim.Registry, args ...string) (string, error) {
	cmd := newMergeCmd(reg)
	var out bytes.Buffer
	cmd.SetArgs(args)
	cmd.SetOut(&out)
	cmd.SetErr(io.Discard)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	return out.String(), err
}

func TestMergeOfShardsEqualsTheWholeRun(t *testing.T) {
	dir := t.TempDir()
	files, whole := writeShards(t, dir, 5000, 3)
	out, err := execMerge(simtest.Registry(), files[2], files[0], files[1])
	require.NoError(t, err)
	assert.Equal(t, whole, out, "merging 3 shards gives the single run's summary, byte for byte")

	merged := filepath.Join(dir, "all.json")
	out, err = execMerge(simtest.Registry(), append([]string{"--out", merged}, files...)...)
	require.NoError(t, err)
	assert.Empty(t, out)
	data, err := os.ReadFile(merged)
	require.NoError(t, err)
	assert.Equal(t, whole, string(data))
}

func TestMergeIsItselfMergeable(t *testing.T) {
	dir := t.TempDir()
	files, whole := writeShards(t, dir, 4000, 4)
	first := filepath.Join(dir, "first.json")
	_, err := execMerge(simtest.Registry(), "-o", first, files[0], files[1])
	require.NoError(t, err)
	out, err := execMerge(simtest.Registry(), first, files[2], files[3])
	require.NoError(t, err)
	assert.Equal(t, whole, out)
}

func TestMergeReport(t *testing.T) {
	dir := t.TempDir()
	files, _ := writeShards(t, dir, 1000, 2)
	for _, f := range []string{"table", "json", "csv"} {
		out, err := execMerge(simtest.Registry(), append([]string{"--format", f}, files...)...)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(out, f+" report: 1000 games, seat one wins 0."), out)
	}
	_, err := execMerge(simtest.Registry(), append([]string{"--format", "xml"}, files...)...)
	assert.EqualError(t, err, `merge: --format "xml": want summary, table, json or csv`)
}

func TestMergeErrorsAreOneLineWithANonZeroExit(t *testing.T) {
	dir := t.TempDir()
	files, _ := writeShards(t, dir, 1000, 2)
	corrupt := filepath.Join(dir, "corrupt.json")
	data, err := os.ReadFile(files[1])
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(corrupt, data[:len(data)/3], 0o644))

	_, err = execMerge(simtest.Registry(), files[0], corrupt)
	assert.EqualError(t, err, "sim: bad summary "+corrupt+": truncated JSON")
	_, err = execMerge(simtest.Registry(), files[0], files[0])
	assert.ErrorContains(t, err, "sim: summaries overlap: both cover game 0")

	// Through the real command tree: the built-in registry does not know
	// the fake game, and errors print as one line with exit code 1.
	for args, want := range map[string]string{
		"merge " + files[0]:           `aresim: sim: unknown game "race" in ` + files[0],
		"merge " + corrupt:            "aresim: sim: bad summary " + corrupt + ": truncated JSON",
		"merge " + dir + "/none.json": "aresim: sim: bad summary: open " + dir + "/none.json: no such file or directory",
	} {
		var stdout, stderr bytes.Buffer
		code := run(strings.Fields(args), &stdout, &stderr)
		assert.Equal(t, exitBadInput, code, args)
		assert.Empty(t, stdout.String(), args)
		assert.True(t, strings.HasPrefix(stderr.String(), want), "%s: %s", args, stderr.String())
		assert.Equal(t, 1, strings.Count(stderr.String(), "\n"), "one line: %s", stderr.String())
	}
	// A missing argument is a usage error: exit 2, and a line on where to
	// read the usage.
	_, errOut, code := runCLI("merge")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, "aresim: requires at least 1 arg(s), only received 0\nRun 'aresim merge --help' for usage.\n", errOut)
}

func TestMergeWithoutReport(t *testing.T) {
	dir := t.TempDir()
	files, _ := writeShards(t, dir, 100, 1)
	reg := sim.NewRegistry()
	sim.Register(reg, "race", sim.Outputs[*simtest.RaceAcc]{})
	_, err := execMerge(reg, append([]string{"--format", "table"}, files...)...)
	assert.EqualError(t, err, `merge: game "race" has no report; use --format summary`)
}

// balanceShards runs the n shards of a games-game balance run into dir
// and returns their files.
func balanceShards(t *testing.T, dir string, games, n int, extra ...string) []string {
	t.Helper()
	var files []string
	for i := range n {
		f := filepath.Join(dir, fmt.Sprintf("shard-%d-of-%d-%d.json", i, n, games))
		args := append([]string{"ares", "balance", "--games", fmt.Sprint(games), "--shard", fmt.Sprintf("%d/%d", i, n), "--out", f}, extra...)
		_, errOut, code := runCLI(args...)
		require.Equal(t, 0, code, errOut)
		files = append(files, f)
	}
	return files
}

// A merge of shards that do not cover the whole run prints no report and
// no plot: the error names the missing games. --partial prints the report
// anyway, which says what is missing, and exits 3. --out still writes the
// incomplete summary, which a later merge completes.
func TestMergeRefusesAnIncompleteRun(t *testing.T) {
	dir := t.TempDir()
	files := balanceShards(t, dir, 400, 4)
	three := files[:3]
	out, errOut, code := runCLI(append([]string{"merge", "--format", "table"}, three...)...)
	assert.Equal(t, exitBadInput, code)
	assert.Empty(t, out)
	assert.Equal(t, "aresim: merge: no report of an incomplete run: PARTIAL: 300 of 400 games; missing games 300-399 "+
		"(--partial reports it anyway)\n", errOut)
	_, errOut, code = runCLI(append([]string{"merge", "--plot", filepath.Join(dir, "p.png")}, three...)...)
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, "missing games 300-399")

	for _, format := range []string{"table", "json", "csv"} {
		out, errOut, code = runCLI(append([]string{"merge", "--format", format, "--partial"}, three...)...)
		assert.Equal(t, exitPartial, code, format)
		assert.Equal(t, "aresim: merge: PARTIAL: 300 of 400 games; missing games 300-399 (the report says so)\n", errOut, format)
		switch format {
		case "table":
			assert.Contains(t, out, "(PARTIAL: 300 of 400 games; missing games 300-399)")
		case "json":
			assert.Contains(t, out, `"partial": true`)
			assert.Contains(t, out, "\"missing\": [\n    [\n      300,\n      400\n    ]\n  ]")
		case "csv":
			assert.Contains(t, out, "\nrun,300-399,,missing,100,,,,\n")
		}
	}

	part := filepath.Join(dir, "part.json")
	out, errOut, code = runCLI(append([]string{"merge", "--out", part}, three...)...)
	assert.Equal(t, 0, code, "a summary for a later merge")
	assert.Empty(t, out)
	assert.Equal(t, "aresim: merge: the merged summary is not a whole run: PARTIAL: 300 of 400 games; missing games 300-399\n", errOut)
	out, errOut, code = runCLI("merge", "--format", "table", part, files[3])
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "(complete: all 400 games played)", "the merge of a merge completes the run")
	whole, _, _ := runCLI("ares", "balance", "--games", "400")
	assert.Equal(t, whole, out)
}

// Shards of runs of different sizes do not merge; a shard stopped by
// --timeout writes a summary marked partial and exits 3, and a merge with
// it reports only with --partial.
func TestMergeRefusesMismatchedAndPartialShards(t *testing.T) {
	dir := t.TempDir()
	a := balanceShards(t, dir, 40, 2)
	b := balanceShards(t, dir, 60, 2)
	_, errOut, code := runCLI("merge", a[0], b[1])
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, "sim: summaries do not match: runs of 40 and of 60 games")

	slow := filepath.Join(dir, "slow.json")
	_, errOut, code = runCLI("ares", "balance", "--games", "100000000", "--shard", "1/2", "--workers", "1", "--timeout", "100ms", "--out", slow)
	assert.Equal(t, exitPartial, code, errOut)
	assert.Regexp(t, `^shard 1/2: \d+ games written to .*slow.json\n`+
		`aresim: PARTIAL: shard 1/2 stopped by --timeout after \d+ of its 50000000 games \(its summary is marked partial\)\n$`, errOut)
	data, err := os.ReadFile(slow)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"stop": "timeout",`+"\n"+`  "partial": true,`)

	// A partial shard: the second half of a 640-game run, stopped at once.
	cut := filepath.Join(dir, "cut.json")
	_, errOut, code = runCLI("ares", "balance", "--games", "640", "--shard", "1/2", "--workers", "1", "--timeout", "1ns", "--out", cut)
	require.Equal(t, exitPartial, code, errOut)
	full := balanceShards(t, dir, 640, 2)[0]
	_, errOut, code = runCLI("merge", "--format", "json", full, cut)
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, "no report of an incomplete run: PARTIAL: stopped by --timeout after ")
	out, _, code := runCLI("merge", "--format", "json", "--partial", full, cut)
	assert.Equal(t, exitPartial, code)
	assert.Contains(t, out, `"stop": "timeout"`)
	assert.Contains(t, out, `"partial": true`)
}
