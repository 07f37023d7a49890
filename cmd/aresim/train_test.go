package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	aresbot "github.com/aresim/aresim/ares/bot"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAresTrain runs a tiny training of two rounds: it prints each round
// and writes weights the engine reads; gathering round 1 in two shards and
// fitting them gives the same weights as the first round of the whole run.
func TestAresTrain(t *testing.T) {
	dir := t.TempDir()
	small := []string{"--games", "4", "--budget", "4", "--match-games", "4", "--mode", "basic", "--workers", "2", "--policy-hidden", "0"}
	whole := filepath.Join(dir, "whole.json")
	out, errOut, code := runCLI(append([]string{"ares", "train", "--rounds", "1", "--out", whole}, small...)...)
	require.Equal(t, 0, code, errOut)
	for _, want := range []string{"round 1: 4 games played", "round 1: fitted", "value: held-out log loss", "learned against the heuristic:"} {
		assert.Contains(t, out, want)
	}
	w, err := aresbot.ReadWeightsFile(whole)
	require.NoError(t, err)
	assert.Equal(t, 1, w.Trained.Rounds)

	var shards []string
	for _, s := range []string{"0/2", "1/2"} {
		path := filepath.Join(dir, "shard"+s[:1]+".json")
		_, errOut, code := runCLI(append([]string{"ares", "train", "--round", "1", "--shard", s, "--out", path}, small...)...)
		require.Equal(t, 0, code, errOut)
		shards = append(shards, path)
	}
	fitted := filepath.Join(dir, "fitted.json")
	_, errOut, code = runCLI(append([]string{"ares", "train", "--fit", strings.Join(shards, ","), "--out", fitted}, small...)...)
	require.Equal(t, 0, code, errOut)
	a, err := os.ReadFile(whole)
	require.NoError(t, err)
	b, err := os.ReadFile(fitted)
	require.NoError(t, err)
	assert.Equal(t, string(a), string(b))

	// --heuristic-bias moves only the policy's weight of the heuristic's
	// mark, by the bias over the mark's scale.
	biased := filepath.Join(dir, "biased.json")
	_, errOut, code = runCLI(append([]string{"ares", "train", "--fit", strings.Join(shards, ","), "--heuristic-bias", "1.5", "--out", biased}, small...)...)
	require.Equal(t, 0, code, errOut)
	wf, err := aresbot.ReadWeightsFile(fitted)
	require.NoError(t, err)
	wl, err := aresbot.ReadWeightsFile(biased)
	require.NoError(t, err)
	mark := aresbot.NewFeatures().MarkFeature()
	assert.InDelta(t, 1.5/wf.Policy.Scale[mark], wl.Policy.Weights[mark]-wf.Policy.Weights[mark], 1e-9)
	wl.Policy.Weights[mark] = wf.Policy.Weights[mark]
	assert.Equal(t, wf, wl, "nothing else changes")

	// A fit stopped by Ctrl-C writes no weights and says so in one line.
	stopped := filepath.Join(dir, "stopped.json")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, errOut, code = runCLIContext(ctx, append([]string{"ares", "train", "--fit", strings.Join(shards, ","), "--out", stopped}, small...)...)
	assert.Equal(t, exitInterrupted, code, errOut)
	assert.Equal(t, "aresim: interrupted: the fit of round 1 was stopped: no weights written for it\n", errOut)
	assert.NoFileExists(t, stopped)

	// A match stopped by Ctrl-C is not passed off as complete: the
	// weights are written, and the command says the match was cut short.
	// The weights are written before the match begins, so their file is
	// the sign to stop.
	cut := filepath.Join(dir, "cut.json")
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	go func() {
		for {
			if _, err := os.Stat(cut); err == nil {
				time.Sleep(50 * time.Millisecond)
				cancel()
				return
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	out, errOut, code = runCLIContext(ctx, "ares", "train", "--fit", strings.Join(shards, ","), "--out", cut, "--match-games", "100000000", "--workers", "1", "--policy-hidden", "0")
	assert.Equal(t, exitInterrupted, code, errOut)
	assert.Regexp(t, `^aresim: interrupted: the match of round 1's weights was stopped after \d+ of 100000000 games; the weights are written to .*cut\.json\n$`, errOut)
	assert.NotContains(t, out, "learned against the heuristic")
	assert.FileExists(t, cut)

	var second []string
	for _, s := range []string{"0/2", "1/2"} {
		path := filepath.Join(dir, "r2-"+s[:1]+".json")
		_, errOut, code = runCLI(append([]string{"ares", "train", "--round", "2", "--guide", fitted, "--shard", s, "--out", path}, small...)...)
		require.Equal(t, 0, code, errOut)
		second = append(second, path)
	}

	// Both rounds' data, given in any order, fit together; a round with a
	// shard missing is refused in one line.
	both := filepath.Join(dir, "both.json")
	out, errOut, code = runCLI(append([]string{"ares", "train", "--fit", strings.Join(append(append([]string{}, second...), shards...), ","), "--out", both}, small...)...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "rounds 1 and 2: fitted")
	wb, err := aresbot.ReadWeightsFile(both)
	require.NoError(t, err)
	assert.Equal(t, 2, wb.Trained.Rounds)
	assert.Equal(t, 8, wb.Trained.Games)
	_, errOut, code = runCLI(append([]string{"ares", "train", "--fit", strings.Join(append(shards, second[0]), ","), "--out", both}, small...)...)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "--fit: fit: the data of")
	assert.Equal(t, 1, strings.Count(strings.TrimSpace(errOut), "\n")+1, "one line: %q", errOut)

	// Two rounds keep round 1's weights beside round 2's, and round 1's
	// are those of the one-round training.
	two := filepath.Join(dir, "two.json")
	out, errOut, code = runCLI(append([]string{"ares", "train", "--rounds", "2", "--out", two}, small...)...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "written to "+filepath.Join(dir, "two.round1.json"))
	first, err := os.ReadFile(filepath.Join(dir, "two.round1.json"))
	require.NoError(t, err)
	assert.Equal(t, string(a), string(first))
	w2, err := aresbot.ReadWeightsFile(two)
	require.NoError(t, err)
	assert.Equal(t, 2, w2.Trained.Rounds)
}

// TestTrainSaysWhereTheSearchLeavesTheHeuristic: with held-out games (the
// tenth), a fit says how often the search and the policy leave the
// heuristic's choice, which each engine's features mark.
func TestTrainSaysWhereTheSearchLeavesTheHeuristic(t *testing.T) {
	for _, game := range []string{"ares", "crisis"} {
		args := []string{game, "train", "--rounds", "1", "--games", "10", "--budget", "4", "--match-games", "0",
			"--policy-hidden", "0", "--out", filepath.Join(t.TempDir(), "w.json")}
		out, errOut, code := runCLI(args...)
		require.Equal(t, 0, code, errOut)
		assert.Regexp(t, `\n  the search leaves the heuristic's action in \d+\.\d% of them, and there the policy takes the search's in \d+\.\d%; the policy leaves it in \d+\.\d%\n`, out, game)
	}
}

// TestAresTrainRefusesBadFlags: flags that cannot run give one line.
func TestAresTrainRefusesBadFlags(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"format":"aresim-weights","version":1,"schema":"ares/0"}`), 0o644))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--rounds", "0"}, "--rounds: 0"},
		{[]string{"--round", "1"}, "--round needs --shard"},
		{[]string{"--shard", "0/2"}, "--shard needs --round"},
		{[]string{"--round", "2", "--shard", "0/2"}, "--round 2 needs --guide"},
		{[]string{"--round", "1", "--shard", "0/2", "--guide", bad}, "--guide needs --round 2"},
		{[]string{"--round", "2", "--shard", "0/2", "--guide", bad}, `trained on features "ares/0"`},
		{[]string{"--mode", "chess"}, "--mode"},
		{[]string{"--l2", "0"}, "--l2"},
		{[]string{"--leave-weight", "0"}, "--leave-weight: 0"},
		{[]string{"--heuristic-bias", "-1"}, "--heuristic-bias: -1"},
		{[]string{"--heuristic-bias", "21"}, "--heuristic-bias: 21"},
		{[]string{"--fit", bad}, "--fit"},
	} {
		_, errOut, code := runCLI(append([]string{"ares", "train", "--games", "2", "--out", filepath.Join(t.TempDir(), "w.json")}, c.args...)...)
		assert.NotEqual(t, 0, code, c.args)
		assert.Contains(t, errOut, c.want, c.args)
		assert.Equal(t, 1, strings.Count(strings.TrimSpace(errOut), "\n")+1, "one line: %q", errOut)
	}
}
