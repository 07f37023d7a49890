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
		"merge":                       "aresim: requires at least 1 arg(s), only received 0",
		"merge " + dir + "/none.json": "aresim: sim: bad summary: open " + dir + "/none.json: no such file or directory",
	} {
		var stdout, stderr bytes.Buffer
		code := run(strings.Fields(args), &stdout, &stderr)
		assert.Equal(t, 1, code, args)
		assert.Empty(t, stdout.String(), args)
		assert.True(t, strings.HasPrefix(stderr.String(), want), "%s: %s", args, stderr.String())
		assert.Equal(t, 1, strings.Count(stderr.String(), "\n"), "one line: %s", stderr.String())
	}
}

func TestMergeWithoutReport(t *testing.T) {
	dir := t.TempDir()
	files, _ := writeShards(t, dir, 100, 1)
	reg := sim.NewRegistry()
	sim.Register[*simtest.RaceAcc](reg, "race", nil)
	_, err := execMerge(reg, append([]string{"--format", "table"}, files...)...)
	assert.EqualError(t, err, `merge: game "race" has no report; use --format summary`)
}
