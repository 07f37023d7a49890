package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every output path is checked before any game is played: a run of a
// hundred million games with a bad path fails at once, writes nothing and
// names the flag.
func TestOutputPathsAreCheckedBeforeAnyGame(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	huge := []string{"--games", "100000000"}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{append([]string{"ares", "balance", "--out", "/nonexistent/dir/s.json"}, huge...), "--out /nonexistent/dir/s.json: directory /nonexistent/dir does not exist"},
		{append([]string{"ares", "balance", "--plot", "/nonexistent/dir/p.svg"}, huge...), "--plot /nonexistent/dir/p.svg: directory /nonexistent/dir does not exist"},
		{append([]string{"ares", "balance", "--plot", filepath.Join(dir, "p.gif")}, huge...), "want a .svg or .png file"},
		{append([]string{"ares", "balance", "--out", dir}, huge...), "is a directory"},
		{append([]string{"ares", "balance", "--out", filepath.Join(file, "s.json")}, huge...), "s.json: not a directory"},
		{append([]string{"ares", "balance", "--shard", "0/2", "--out", "/nonexistent/s.json"}, huge...), "directory /nonexistent does not exist"},
		{append([]string{"expedition", "balance", "--out", "/nonexistent/dir/s.json"}, huge...), "--out /nonexistent/dir/s.json"},
		{append([]string{"expedition", "balance", "--plot", "/nonexistent/dir/p.png"}, huge...), "--plot /nonexistent/dir/p.png"},
		{[]string{"ares", "play", "--record", "/nonexistent/dir/g.json"}, "--record /nonexistent/dir/g.json"},
		{[]string{"expedition", "play", "--record", "/nonexistent/dir/g.txt"}, "--record /nonexistent/dir/g.txt"},
		{[]string{"merge", "--out", "/nonexistent/dir/m.json", "x.json"}, "--out /nonexistent/dir/m.json"},
		{[]string{"merge", "--plot", "/nonexistent/dir/m.svg", "x.json"}, "--plot /nonexistent/dir/m.svg"},
	} {
		out, errOut, code := runCLI(tc.args...)
		assert.Equal(t, exitBadInput, code, "%v", tc.args)
		assert.Empty(t, out, "%v", tc.args)
		assert.Contains(t, errOut, tc.want, "%v", tc.args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v: %q", tc.args, errOut)
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "the checks leave nothing behind")
}

// --timeout that stops a run before its --games: the partial report is
// still printed, says so, and the command exits 3.
func TestTimeoutBeforeTheGamesExitsThree(t *testing.T) {
	dir := t.TempDir()
	for _, cmd := range [][]string{{"ares", "balance"}, {"expedition", "balance"}} {
		summary := filepath.Join(dir, cmd[len(cmd)-1]+".json")
		plot := filepath.Join(dir, cmd[len(cmd)-1]+".svg")
		out, errOut, code := runCLI(append(cmd, "--games", "100000000", "--workers", "1", "--timeout", "100ms", "--out", summary, "--plot", plot)...)
		assert.Equal(t, exitPartial, code, "%v: %s", cmd, errOut)
		assert.Regexp(t, `\(PARTIAL: stopped by --timeout after \d+ of 100000000\s+games\)`, out, "%v", cmd)
		assert.Regexp(t, `^aresim: PARTIAL: stopped by --timeout after \d+ of 100000000 games \(the report says so\)\n$`, errOut, "%v", cmd)
		for _, f := range []string{summary, plot} {
			info, err := os.Stat(f)
			require.NoError(t, err, "%v: the summary and the plot of the partial run are written", cmd)
			assert.Positive(t, info.Size())
		}
		data, err := os.ReadFile(summary)
		require.NoError(t, err)
		assert.Contains(t, string(data), `"partial": true`)

		js, _, code := runCLI("merge", "--format", "json", "--partial", summary)
		assert.Equal(t, exitPartial, code)
		var head struct {
			Partial  bool   `json:"partial"`
			Stop     string `json:"stop"`
			RunGames uint64 `json:"runGames"`
		}
		require.NoError(t, json.Unmarshal([]byte(js), &head))
		assert.True(t, head.Partial, "%v", cmd)
		assert.Equal(t, "timeout", head.Stop)
		assert.Equal(t, uint64(100000000), head.RunGames)
	}
}

// Ctrl-C (here, the context the command runs in) stops a run: the partial
// report is printed and the command exits 130.
func TestInterruptedRunExits130WithThePartialReport(t *testing.T) {
	for _, cmd := range [][]string{{"ares", "balance"}, {"expedition", "balance"}} {
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		out, errOut, code := runCLIContext(ctx, append(cmd, "--games", "100000000", "--workers", "1")...)
		cancel()
		assert.Equal(t, exitInterrupted, code, "%v: %s", cmd, errOut)
		assert.Regexp(t, `\(PARTIAL: interrupted after \d+ of 100000000\s+games\)`, out)
		assert.Regexp(t, `^aresim: PARTIAL: interrupted after \d+ of 100000000 games \(the report says so\)\n$`, errOut)
	}
}

// A real process sent SIGINT or SIGTERM in the middle of a long run
// prints the partial report and exits 130.
func TestSignalsExit130WithThePartialReport(t *testing.T) {
	exe, err := os.Executable()
	require.NoError(t, err)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		args, _ := json.Marshal([]string{"ares", "balance", "--games", "100000000", "--workers", "1"})
		cmd := exec.Command(exe)
		cmd.Env = append(os.Environ(), mainArgsEnv+"="+string(args))
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		require.NoError(t, cmd.Start())
		time.Sleep(500 * time.Millisecond) // past start-up: the handler is listening
		require.NoError(t, cmd.Process.Signal(sig))
		err := cmd.Wait()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, "%v: %s", sig, errOut.String())
		assert.Equal(t, exitInterrupted, exit.ExitCode(), "%v: %s", sig, errOut.String())
		assert.Regexp(t, `\(PARTIAL: interrupted after \d+ of 100000000\s+games\)`, out.String(), sig)
		assert.Contains(t, out.String(), "Units by battles won", "the whole report")
	}
}

// With --shard, a shard plays its whole range and writes only its summary:
// --precision, --format, --plot and --all-rows are refused.
func TestShardRefusesReportFlags(t *testing.T) {
	for _, flag := range [][]string{{"--precision", "0.01"}, {"--format", "json"}, {"--plot", "p.svg"}, {"--all-rows"}} {
		for _, cmd := range [][]string{{"ares", "balance"}, {"expedition", "balance"}} {
			args := append(append(cmd, "--games", "100", "--shard", "0/2"), flag...)
			_, errOut, code := runCLI(args...)
			assert.Equal(t, exitBadInput, code, "%v", args)
			assert.Contains(t, errOut, flag[0]+" with --shard: a shard plays its whole range and writes only its summary", "%v", args)
		}
	}
}

// Both studies share the run flags with the same defaults.
func TestStudiesShareTheRunFlags(t *testing.T) {
	root := newRootCmd()
	a, _, err := root.Find([]string{"ares", "balance"})
	require.NoError(t, err)
	e, _, err := root.Find([]string{"expedition", "balance"})
	require.NoError(t, err)
	for _, name := range []string{"games", "seed", "workers", "precision", "timeout", "shard", "out", "format", "plot", "all-rows"} {
		fa, fe := a.Flags().Lookup(name), e.Flags().Lookup(name)
		require.NotNil(t, fa, name)
		require.NotNil(t, fe, name)
		assert.Equal(t, fa.DefValue, fe.DefValue, name)
	}
	assert.Equal(t, "10000", a.Flags().Lookup("games").DefValue)
}
