package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBalanceReports(t *testing.T) {
	for _, format := range []string{"table", "json", "csv"} {
		out, errOut, code := runCLI("ares", "balance", "--games", "60", "--format", format)
		require.Equal(t, 0, code, errOut)
		assert.Contains(t, out, "Kahoum/heuristic", format)
	}
	out, _, _ := runCLI("ares", "balance", "--games", "60")
	for _, want := range []string{"Win rate of the row against the column", "Against the field", "first player wins",
		"How games end", "Turns per game", "Battles per game", "Attacker success", "Units by battles won per 10 resources"} {
		assert.Contains(t, out, want)
	}
}

func TestBalanceShardsMergeToTheSingleRun(t *testing.T) {
	dir := t.TempDir()
	whole := filepath.Join(dir, "whole.json")
	single, errOut, code := runCLI("ares", "balance", "--games", "90", "--seed", "4", "--workers", "2", "--out", whole, "--format", "json")
	require.Equal(t, 0, code, errOut)
	var files []string
	for i := 0; i < 3; i++ {
		f := filepath.Join(dir, "shard-"+string(rune('0'+i))+".json")
		_, errOut, code := runCLI("ares", "balance", "--games", "90", "--seed", "4", "--workers", "1", "--shard", string(rune('0'+i))+"/3", "--out", f)
		require.Equal(t, 0, code, errOut)
		files = append(files, f)
	}
	merged := filepath.Join(dir, "merged.json")
	_, errOut, code = runCLI(append([]string{"merge", "--out", merged}, files...)...)
	require.Equal(t, 0, code, errOut)
	a, _ := os.ReadFile(whole)
	b, _ := os.ReadFile(merged)
	assert.Equal(t, string(a), string(b), "merged shards equal the single run")
	report, errOut, code := runCLI(append([]string{"merge", "--format", "json"}, files...)...)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, single, report, "the merged report is the single run's")
}

func TestBalanceBadFlags(t *testing.T) {
	dir := t.TempDir()
	corrupt := filepath.Join(dir, "corrupt.json")
	require.NoError(t, os.WriteFile(corrupt, []byte(`{"version": 1, "game": "ares-balance", "fingerp`), 0o644))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"ares", "balance", "--factions", "Terrans,Zerg"}, `unknown faction "Zerg"`},
		{[]string{"ares", "balance", "--games", "0"}, "0 games needs --precision or --timeout"},
		{[]string{"ares", "balance", "--shard", "3/2"}, "--shard"},
		{[]string{"ares", "balance", "--bots", "genius"}, `unknown bot "genius"`},
		{[]string{"ares", "balance", "--bots", "mcts:0"}, `"mcts:0": the budget after mcts: must be a whole number of iterations from 1 to`},
		{[]string{"ares", "balance", "--bots", "heuristic:5"}, `"heuristic:5"`},
		{[]string{"ares", "balance", "--format", "xml"}, `--format "xml": want table, json or csv`},
		{[]string{"ares", "balance", "--precision", "2"}, "--precision"},
		{[]string{"ares", "balance", "--mode", "epic"}, `unknown mode "epic"`},
		{[]string{"ares", "balance", "--workers", "-1"}, "--workers"},
		{[]string{"ares", "balance", "--plot", "b.gif"}, "--plot"},
		{[]string{"ares", "balance", "--timeout", "-1s"}, "--timeout"},
		{[]string{"ares", "balance", "--factions", "Xenos,Kahoum"}, "the Xenos have no Basic Game deck"},
		{[]string{"merge", corrupt}, "corrupt.json"},
	} {
		_, errOut, code := runCLI(tc.args...)
		assert.Equal(t, exitBadInput, code, "%v", tc.args)
		assert.Contains(t, errOut, tc.want, "%v", tc.args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v: one line: %q", tc.args, errOut)
	}
}

func TestBalancePlot(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.svg", "b.png"} {
		_, errOut, code := runCLI("ares", "balance", "--games", "40", "--plot", filepath.Join(dir, name))
		require.Equal(t, 0, code, errOut)
		info, err := os.Stat(filepath.Join(dir, name))
		require.NoError(t, err)
		assert.Greater(t, info.Size(), int64(1000))
	}
	_, errOut, code := runCLI("ares", "balance", "--games", "40", "--plot", filepath.Join(dir, "b.gif"))
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, "want a .svg or .png file")
}

// A faction's data is looked up in any case, and so are modes, bots and
// formats; in the Basic Game only the factions with a Basic deck play.
func TestBalanceNamesInAnyCase(t *testing.T) {
	lower, errOut, code := runCLI("ares", "balance", "--games", "20", "--mode", "full", "--factions", "terrans,kahoum", "--format", "json")
	require.Equal(t, 0, code, errOut)
	upper, errOut, code := runCLI("ares", "balance", "--games", "20", "--mode", "FULL", "--factions", "TERRANS,Kahoum", "--bots", "Heuristic",
		"--format", "JSON")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, lower, upper)
	assert.Contains(t, lower, `"Terrans/heuristic"`, "the data's own spelling")
	_, errOut, code = runCLI("ares", "balance", "--games", "20", "--mode", "full", "--factions", "Xenos,Colossus")
	assert.Equal(t, 0, code, errOut)
}

// Both balance commands take the shared run flags: with no game count a
// run stops on --timeout and says so; the timeout was its only stop rule,
// so the run is complete and exits 0.
func TestBalanceCommandsStopOnTimeout(t *testing.T) {
	for _, cmd := range [][]string{{"ares", "balance"}, {"expedition", "balance"}} {
		out, errOut, code := runCLI(append(cmd, "--games", "0", "--timeout", "100ms", "--workers", "1", "--format", "json")...)
		require.Equal(t, 0, code, "%v: %s", cmd, errOut)
		assert.Contains(t, out, `"partial": false`, "%v", cmd)
		var report struct {
			Stop  string `json:"stop"`
			Games uint64 `json:"games"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &report), "%v", cmd)
		assert.Equal(t, "timeout", report.Stop, "%v", cmd)
		assert.Positive(t, report.Games, "%v", cmd)
	}
}

// The search agent takes a seat by name, mcts:N with its budget: a study
// of it against the heuristic (which watches nothing, while the agent is
// shown every action) gives the same report on 1 worker and on 2.
func TestBalanceWithTheSearchAgent(t *testing.T) {
	args := []string{"ares", "balance", "--games", "8", "--seed", "2", "--factions", "Kahoum", "--bots", "heuristic,mcts:8", "--format", "json"}
	one, errOut, code := runCLI(append(args, "--workers", "1")...)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, one, `"Kahoum/mcts:8"`)
	two, errOut, code := runCLI(append(args, "--workers", "2")...)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, one, two)
}
