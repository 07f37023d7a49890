package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	aresbot "github.com/aresim/aresim/ares/bot"
	crisisbot "github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLadderIsTheSameOnOneAndTwoWorkers(t *testing.T) {
	for _, game := range [][]string{
		{"--game", "ares", "--games", "64"},
		{"--game", "ares", "--mode", "ffa", "--players", "3", "--games", "36"},
		{"--game", "ares", "--bots", "heuristic,mcts:8", "--games", "8"},
		{"--game", "expedition", "--games", "8"},
		{"--game", "crisis", "--players", "1,2", "--difficulty", "beginner", "--games", "8"},
	} {
		one, stderr, code := runCLI(append([]string{"ladder", "--workers", "1", "--format", "json"}, game...)...)
		require.Equal(t, 0, code, stderr)
		two, stderr, code := runCLI(append([]string{"ladder", "--workers", "2", "--format", "json"}, game...)...)
		require.Equal(t, 0, code, stderr)
		require.Equal(t, one, two, "%v", game)
		require.Contains(t, one, `"schema": "aresim-`)
	}
}

func TestLadderShardsMergeByteForByteIntoTheWholeRun(t *testing.T) {
	dir := t.TempDir()
	for _, game := range [][]string{{"--game", "ares", "--mode", "team"}, {"--game", "crisis", "--players", "2"}} {
		args := append([]string{"ladder", "--games", "48", "--seed", "5"}, game...)
		whole := filepath.Join(dir, "whole.json")
		_, stderr, code := runCLI(append(args, "--out", whole)...)
		require.Equal(t, 0, code, stderr)
		var shards []string
		for _, s := range []string{"0/3", "1/3", "2/3"} {
			path := filepath.Join(dir, "shard-"+strings.ReplaceAll(s, "/", "-")+".json")
			_, stderr, code := runCLI(append(args, "--shard", s, "--out", path)...)
			require.Equal(t, 0, code, stderr)
			shards = append(shards, path)
		}
		merged, stderr, code := runCLI(append([]string{"merge"}, shards...)...)
		require.Equal(t, 0, code, stderr)
		want, err := os.ReadFile(whole)
		require.NoError(t, err)
		require.Equal(t, string(want), merged, "%v", game)
		report, stderr, code := runCLI(append([]string{"merge", "--format", "table"}, shards...)...)
		require.Equal(t, 0, code, stderr)
		require.Contains(t, report, "ladder: 48 games, seed 5 (complete")
	}
}

func TestLadderReportsRatingsAndTheMatrix(t *testing.T) {
	out, stderr, code := runCLI("ladder", "--games", "100")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, out, "The Ares Project ladder: 100 games")
	require.Contains(t, out, "Ratings (Bradley-Terry")
	require.Contains(t, out, "Ratings on Kahoum mirror (50 games)")
	out, stderr, code = runCLI("ladder", "--mode", "ffa", "--games", "24")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, out, "Ratings (Plackett-Luce")
}

func TestLadderRefusesBadInputInOneLine(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--bots", "random,mcts9"}, `aresim: ladder: --bots: bot: unknown bot "mcts9" (want random, heuristic, learned, learned=FILE, mcts, mcts:N, uct, uct:N, guided, guided:N or guided=FILE)`},
		{[]string{"--game", "expedition", "--bots", "heuristic,nobody"}, `aresim: ladder: --bots: unknown bot "nobody" (want random, heuristic, learned, learned=FILE, mcts, mcts:N, uct, uct:N, guided, guided:N or guided=FILE)`},
		{[]string{"--game", "crisis", "--bots", "nobody"}, `aresim: ladder: --bots: unknown bot "nobody" (want random, heuristic, learned, learned=FILE, mcts, mcts:N, mcts=FILE, uct, uct:N, guided, guided:N or guided=FILE)`},
		{[]string{"--bots", "heuristic"}, `aresim: ladder: --bots "heuristic": a ladder ranks at least two bots`},
		{[]string{"--game", "chess"}, `aresim: ladder: --game "chess": want ares, expedition or crisis`},
		{[]string{"--game", "expedition", "--mode", "full"}, "aresim: ladder: --mode is not a flag of the expedition ladder (it takes --players, --corporations)"},
	} {
		_, stderr, code := runCLI(append([]string{"ladder", "--games", "2"}, c.args...)...)
		require.Equal(t, 1, code, "%v", c.args)
		require.Equal(t, c.want+"\n", stderr)
	}
}

func TestCompareFlagsWhatChangesWithTheBots(t *testing.T) {
	a := sim.Headline{Label: "x", Rate: sim.Rate{Successes: 60, Trials: 100}, Fair: 0.5} // [50.2, 69.1]: above, significant
	below := sim.Headline{Label: "x", Rate: sim.Rate{Successes: 40, Trials: 100}, Fair: 0.5}
	near := sim.Headline{Label: "x", Rate: sim.Rate{Successes: 55, Trials: 100}, Fair: 0.5} // [45.2, 64.3]: above, not significant
	r := compareRates(a, below)
	require.True(t, r.Direction)
	require.False(t, r.Significance) // both intervals exclude 50%
	require.True(t, r.Differs)
	r = compareRates(a, near)
	require.False(t, r.Direction)
	require.True(t, r.Significance)
	require.False(t, r.Differs)
	r = compareRates(a, a)
	require.Equal(t, "", r.flags())
}

func TestCompareReadsTwoRunsOfOneStudyAndRefusesOthers(t *testing.T) {
	dir := t.TempDir()
	run := func(name string, args ...string) string {
		path := filepath.Join(dir, name)
		_, stderr, code := runCLI(append(append([]string{}, args...), "--out", path, "--format", "csv")...)
		require.Equal(t, 0, code, stderr)
		return path
	}
	heuristic := run("h.json", "balance", "--games", "200")
	random := run("r.json", "balance", "--games", "200", "--bots", "random")
	full := run("f.json", "balance", "--games", "200", "--mode", "full", "--factions", "Terrans,Kahoum")
	out, stderr, code := runCLI("compare", heuristic, random)
	require.Equal(t, 0, code, stderr)
	require.Contains(t, out, "bots=heuristic")
	require.Contains(t, out, "bots=random")
	require.Contains(t, out, "Kahoum")
	_, stderr, code = runCLI("compare", heuristic, full)
	require.Equal(t, 1, code)
	require.Equal(t, "aresim: compare: "+heuristic+" and "+full+" are not runs of the same study: mode=basic in the first only\n", stderr)
}

func TestCompareListsOnlyTheRatesOfTheStudy(t *testing.T) {
	dir := t.TempDir()
	run := func(name string, args ...string) string {
		path := filepath.Join(dir, name)
		_, stderr, code := runCLI(append(append([]string{}, args...), "--out", path)...)
		require.Equal(t, 0, code, stderr)
		return path
	}
	heuristic := run("h.json", "expedition", "balance", "--games", "40")
	random := run("r.json", "expedition", "balance", "--games", "40", "--bots", "random")
	out, stderr, code := runCLI("compare", heuristic, random)
	require.Equal(t, 0, code, stderr)
	require.Contains(t, out, "PhoboLog")
	require.NotContains(t, out, "Exocorp", "a corporation of a set the study does not play has no rate to compare")
}

// A bot named with its definition ("learned (weights …)") is one bots
// setting to compare, not settings of the study.
func TestCompareTakesTheLearnedTierWithItsWeights(t *testing.T) {
	dir := t.TempDir()
	run := func(name string, args ...string) string {
		path := filepath.Join(dir, name)
		_, stderr, code := runCLI(append([]string{"crisis", "balance", "--games", "8", "--players", "1", "--difficulty", "beginner", "--out", path}, args...)...)
		require.Equal(t, 0, code, stderr)
		return path
	}
	learned := run("l.json", "--bots", "learned")
	heuristic := run("h.json")
	out, stderr, code := runCLI("compare", learned, heuristic)
	require.Equal(t, 0, code, stderr)
	require.Contains(t, out, "bots=learned (weights "+crisisbot.DefaultWeights().Hash()+"), 8 games")
	require.Contains(t, out, "setup: players=1 difficulties=beginner corporations=bots cards=base\n")
}

// A bot that plays from weights takes a file after an equals sign in
// every game's --bots: a study names it with the file's weights hash, and
// a missing or foreign file is one line, exit 1.
func TestBotsTakeAWeightsFile(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "..", "ares", "bot", "weights", "ares.json"))
	require.NoError(t, err)
	path := filepath.Join(dir, "Round1.json")
	require.NoError(t, os.WriteFile(path, data, 0o644))

	out, errOut, code := runCLI("ares", "balance", "--bots", "learned="+path+",heuristic", "--games", "4", "--format", "json")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "learned="+path+" (weights "+aresbot.DefaultWeights().Hash()+")")
	for _, game := range []string{"expedition", "crisis"} {
		_, errOut, code = runCLI(game, "play", "--bots", "learned="+path)
		assert.Equal(t, exitBadInput, code, game)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), game)
		assert.Contains(t, errOut, `bot "learned=`+path+`": `, game)
		assert.Contains(t, errOut, `trained on features "ares/2"`, game)
	}
	_, errOut, code = runCLI("ares", "play", "--bots", "guided:5="+filepath.Join(dir, "missing.json"))
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, "missing.json")
	assert.Equal(t, 1, strings.Count(errOut, "\n"))
}
