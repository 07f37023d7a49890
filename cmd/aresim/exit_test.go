package main

import (
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Unknown subcommands, at every level, are usage errors: exit 2 and a
// "did you mean" line.
func TestUnknownSubcommandsSuggest(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"expedition", "foo"}, "aresim: unknown command \"foo\" for \"aresim expedition\"\ndid you mean one of balance, cards, ladder, play, replay, sweep, train, whatif?\n"},
		{[]string{"expedition", "balanse"}, "aresim: unknown command \"balanse\" for \"aresim expedition\"\ndid you mean \"balance\"? (balance, cards, ladder, play, replay, sweep, train, whatif)\n"},
		{[]string{"cards", "area"}, "aresim: unknown command \"area\" for \"aresim cards\"\ndid you mean \"ares\"? (ares, crisis, expedition)\n"},
		{[]string{"ares", "balanse"}, "aresim: unknown command \"balanse\" for \"aresim ares\"\ndid you mean \"balance\"? (balance, battle, cards, ladder, play, replay, sweep, train, whatif)\n"},
		{[]string{"crisis", "ladr"}, "aresim: unknown command \"ladr\" for \"aresim crisis\"\ndid you mean \"ladder\"? "},
		// A word close to an earlier command form points to the form to type now.
		{[]string{"balanse"}, "aresim: unknown command \"balanse\" for \"aresim\"\ndid you mean \"ares balance\"? (ares, battle, compare, crisis, expedition, merge, serve, version, web)\n"},
		{[]string{"plya"}, "aresim: unknown command \"plya\" for \"aresim\"\ndid you mean "},
	} {
		out, errOut, code := runCLI(tc.args...)
		assert.Equal(t, exitUsage, code, "%v", tc.args)
		assert.Empty(t, out, "%v", tc.args)
		assert.True(t, strings.HasPrefix(errOut, tc.want), "%v: %q", tc.args, errOut)
	}
	// A group alone prints its help.
	out, _, code := runCLI("cards")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "Available Commands:")
}

// Every command exits with the same codes: 2 for a wrong command line, 1
// for bad input, 0 when all is done.
func TestExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"ares", "play", "--bogus"}, exitUsage},
		{[]string{"ares", "play", "--seed", "x"}, exitUsage},
		{[]string{"ares", "play", "extra"}, exitUsage},
		{[]string{"ares", "replay"}, exitUsage},
		{[]string{"expedition", "replay"}, exitUsage},
		{[]string{"ares", "balance", "--games", "many"}, exitUsage},
		{[]string{"battle", "a.json", "b.json"}, exitUsage},
		{[]string{"merge"}, exitUsage},
		{[]string{"version", "now"}, exitUsage},
		{[]string{"ares", "play", "--mode", "chess"}, exitBadInput},
		{[]string{"ares", "balance", "--factions", "Zerg"}, exitBadInput},
		{[]string{"expedition", "balance", "--players", "9"}, exitBadInput},
		{[]string{"battle", "--attacker", "Trooper*5", "--defender", "Quake"}, exitBadInput},
		{[]string{"ares", "cards", "--faction", "Zerg"}, exitBadInput},
		{[]string{"ares", "replay", "/nonexistent.json"}, exitBadInput},
		{[]string{"ares", "play", "-q"}, exitOK},
		{[]string{"version"}, exitOK},
	} {
		_, errOut, code := runCLI(tc.args...)
		assert.Equal(t, tc.code, code, "%v: %s", tc.args, errOut)
		if tc.code == exitUsage {
			assert.Contains(t, errOut, "--help' for usage.", "%v", tc.args)
			assert.Equal(t, 2, strings.Count(errOut, "\n"), "%v: the error and where to read the usage: %q", tc.args, errOut)
		}
	}
}

// aresim version and aresim --version print the build information.
func TestVersion(t *testing.T) {
	out, _, code := runCLI("version")
	require.Equal(t, 0, code)
	flag, _, code := runCLI("--version")
	require.Equal(t, 0, code)
	assert.Equal(t, out, flag)
	info, ok := debug.ReadBuildInfo()
	require.True(t, ok)
	assert.True(t, strings.HasPrefix(out, "aresim "), out)
	assert.Contains(t, out, info.GoVersion)
	assert.Equal(t, "aresim "+version()+"\n", out)
}

func TestParseBots(t *testing.T) {
	for in, want := range map[string][]string{
		"heuristic":                 {"heuristic"},
		"Heuristic, RANDOM":         {"heuristic", "random"},
		"mcts:200,heuristic":        {"mcts:200", "heuristic"},
		" random , mcts:5 , MCTS:7": {"random", "mcts:5", "mcts:7"},
		"uct:25, UCT":               {"uct:25", "uct"},
	} {
		got, err := parseBots(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"", "heuristic,", ",random", "mcts:", "mcts:0", "mcts:-3", "mcts:x", ":5", "uct:0", "uct:05"} {
		_, err := parseBots(bad)
		assert.Error(t, err, bad)
	}
}

// Each study's help says how it uses the --bots list; every command with
// --quiet takes -q.
func TestBotsHelpAndQuietShorthand(t *testing.T) {
	root := newRootCmd()
	for path, want := range map[string]string{
		"ares balance":       "each bot plays each faction, and each pair is an entrant",
		"expedition balance": "one name plays every seat, or one name per seat in seat order",
		"ares play":          "one name plays every seat, or one name per seat in seat order",
		"expedition play":    "one name plays every seat, or one name per seat in seat order",
	} {
		cmd, _, err := root.Find(strings.Fields(path))
		require.NoError(t, err)
		assert.Contains(t, cmd.Flags().Lookup("bots").Usage, want, path)
	}
	for _, c := range allCommands(root) {
		if q := c.Flags().Lookup("quiet"); q != nil {
			assert.Equal(t, "q", q.Shorthand, c.CommandPath())
		}
	}
}

// Names and modes are read in any case, in every command.
func TestNamesAndModesInAnyCase(t *testing.T) {
	dir := t.TempDir()
	files := balanceShards(t, dir, 40, 2)
	for _, pair := range [][2][]string{
		{{"ares", "play", "--mode", "team", "--factions", "Terrans,Kahoum,Xenos,Colossus", "-q"}, {"ares", "play", "--mode", "TEAM", "--factions", "terrans,KAHOUM,xenos,Colossus", "--bots", "HEURISTIC", "-q"}},
		{{"expedition", "balance", "--games", "10", "--corporations", "bots", "--bots", "random"}, {"expedition", "balance", "--games", "10", "--corporations", "BOTS", "--bots", "Random"}},
		{{"expedition", "play", "-q", "--bots", "random"}, {"expedition", "play", "-q", "--bots", "RANDOM"}},
		{{"expedition", "cards", "--set", "discovery", "--format", "json"}, {"expedition", "cards", "--set", "Discovery", "--format", "JSON"}},
		{{"battle", "--attacker", "Trooper*3", "--defender", "Quake", "--kind", "base", "--method", "exact"}, {"battle", "--attacker", "trooper*3", "--defender", "QUAKE", "--kind", "BASE", "--method", "Exact"}},
		{append([]string{"merge", "--format", "table"}, files...), append([]string{"merge", "--format", "TABLE"}, files...)},
	} {
		want, errOut, code := runCLI(pair[0]...)
		require.Equal(t, 0, code, "%v: %s", pair[0], errOut)
		got, errOut, code := runCLI(pair[1]...)
		require.Equal(t, 0, code, "%v: %s", pair[1], errOut)
		assert.Equal(t, want, got, "%v", pair[1])
	}
}

// A bad search budget gets the library's words (search.ParseBudget) in
// every command that takes --bots, in one line, exit 1.
func TestBadBudgetSameWordsEverywhere(t *testing.T) {
	const want = `"mcts:0": the budget after mcts: must be a whole number of iterations from 1 to 10000000`
	for _, args := range [][]string{
		{"ares", "play", "--bots", "mcts:0"},
		{"ares", "balance", "--bots", "mcts:0"},
		{"ladder", "--bots", "heuristic,mcts:0"},
		{"expedition", "play", "--bots", "mcts:0"},
		{"expedition", "balance", "--bots", "mcts:0"},
		{"crisis", "play", "--bots", "mcts:0"},
		{"crisis", "balance", "--bots", "mcts:0"},
	} {
		_, errOut, code := runCLI(args...)
		assert.Equal(t, exitBadInput, code, "%v", args)
		assert.Contains(t, errOut, want, "%v", args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v: one line: %q", args, errOut)
	}
}

// The Crisis study reads --bots as the other commands do (any case,
// spaces ignored), and only one name: the team's bot.
func TestCrisisBalanceReadsBotsAsEveryCommand(t *testing.T) {
	out, errOut, code := runCLI("crisis", "balance", "--games", "2", "--players", "1", "--difficulty", "beginner", "--bots", " Random ")
	require.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "bots=random")
	_, errOut, code = runCLI("crisis", "balance", "--games", "2", "--bots", "heuristic,random")
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, `--bots "heuristic,random": one bot plays every seat of a Crisis study`)
}
