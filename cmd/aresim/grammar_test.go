package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryGameTakesEveryVerbWithHelp: `aresim <game> <verb> --help` prints
// the verb's help for every game and verb, and every game takes the verbs
// every game shares.
func TestEveryGameTakesEveryVerbWithHelp(t *testing.T) {
	shared := []string{"balance", "cards", "ladder", "play", "replay", "train"}
	for _, g := range games() {
		out, errOut, code := runCLI(g.name, "--help")
		require.Equal(t, exitOK, code, errOut)
		assert.Contains(t, out, "aresim "+g.name+" [command]")
		var verbs []string
		for _, verb := range g.verbs {
			name := verb().Name()
			verbs = append(verbs, name)
			out, errOut, code := runCLI(g.name, name, "--help")
			assert.Equal(t, exitOK, code, "%s %s: %s", g.name, name, errOut)
			assert.Empty(t, errOut, "%s %s", g.name, name)
			assert.Contains(t, out, "Usage:\n  aresim "+g.name+" "+name, "%s %s", g.name, name)
		}
		assert.Subset(t, verbs, shared, g.name)
	}
}

// TestAGameTakesOnlyItsOwnFlags: a game's verb refuses another game's
// flags as unknown, a usage error.
func TestAGameTakesOnlyItsOwnFlags(t *testing.T) {
	for _, args := range [][]string{
		{"crisis", "ladder", "--factions", "Terrans"},
		{"crisis", "ladder", "--mode", "full"},
		{"expedition", "ladder", "--difficulty", "expert"},
		{"ares", "ladder", "--corporations", "bots"},
		{"ares", "balance", "--sets", "base"},
		{"crisis", "play", "--mode", "ffa"},
	} {
		_, errOut, code := runCLI(args...)
		assert.Equal(t, exitUsage, code, "%v", args)
		assert.True(t, strings.HasPrefix(errOut, "aresim: unknown flag: "+args[2]+"\n"), "%v: %s", args, errOut)
	}
}

// TestEarlierFormsPrintWhatTheNewFormsPrint: every earlier command form
// takes the same flags and prints the same bytes as the form that
// replaces it, and says nothing more on stderr.
func TestEarlierFormsPrintWhatTheNewFormsPrint(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "ares.json")
	_, errOut, code := runCLI("ares", "play", "--seed", "3", "-q", "--record", rec)
	require.Equal(t, exitOK, code, errOut)
	for _, c := range []struct{ earlier, now []string }{
		{[]string{"play", "--seed", "2", "--mode", "ffa"}, []string{"ares", "play", "--seed", "2", "--mode", "ffa"}},
		{[]string{"replay", rec, "--log"}, []string{"ares", "replay", rec, "--log"}},
		{[]string{"balance", "--games", "30", "--format", "csv"}, []string{"ares", "balance", "--games", "30", "--format", "csv"}},
		{[]string{"ladder", "--games", "12"}, []string{"ares", "ladder", "--games", "12"}},
		{[]string{"ladder", "--game", "ares", "--mode", "team", "--games", "8", "--format", "json"}, []string{"ares", "ladder", "--mode", "team", "--games", "8", "--format", "json"}},
		{[]string{"ladder", "--game", "expedition", "--players", "3", "--games", "6"}, []string{"expedition", "ladder", "--players", "3", "--games", "6"}},
		{[]string{"ladder", "--game", "crisis", "--players", "1", "--difficulty", "beginner", "--games", "4"}, []string{"crisis", "ladder", "--players", "1", "--difficulty", "beginner", "--games", "4"}},
		{[]string{"ladder", "--game", "expedition", "--corporations", "x"}, []string{"expedition", "ladder", "--corporations", "x"}},
		{[]string{"cards", "ares", "--faction", "xenos"}, []string{"ares", "cards", "--faction", "xenos"}},
		{[]string{"cards", "expedition", "--set", "foundations", "--format", "json"}, []string{"expedition", "cards", "--set", "foundations", "--format", "json"}},
		{[]string{"cards", "crisis", "--players", "9"}, []string{"crisis", "cards", "--players", "9"}},
		{[]string{"battle", "--attacker", "Trooper*2", "--defender", "Quake"}, []string{"ares", "battle", "--attacker", "Trooper*2", "--defender", "Quake"}},
	} {
		out, errOut, code := runCLI(c.earlier...)
		outNow, errNow, codeNow := runCLI(c.now...)
		assert.Equal(t, outNow, out, "%v", c.earlier)
		assert.Equal(t, errNow, errOut, "%v", c.earlier)
		assert.Equal(t, codeNow, code, "%v", c.earlier)
	}
}

// TestEarlierFormsStayOutOfTheHelp: the root's help lists the games and
// the tools, not the earlier forms, which still have their own help.
func TestEarlierFormsStayOutOfTheHelp(t *testing.T) {
	out, _, code := runCLI("--help")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "Games (aresim <game> <verb>):\n  ares ")
	assert.Contains(t, out, "Tools for every game:\n  battle ")
	for _, earlier := range []string{"play", "replay", "balance", "ladder", "cards"} {
		assert.NotContains(t, out, "\n  "+earlier+" ", earlier)
		help, _, code := runCLI(earlier, "--help")
		assert.Equal(t, exitOK, code, earlier)
		assert.Contains(t, help, "The earlier form of 'aresim ", earlier)
	}
}
