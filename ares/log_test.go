package ares_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// logTeamMatch plays the game of `aresim ares play --mode team --seed 4`
// through the heuristic bots and returns its Log.
func logTeamMatch(t *testing.T, quiet bool) string {
	t.Helper()
	const seed = 4
	cfg := ares.Config{Mode: ares.Team, Factions: []string{"Terrans", "Kahoum", "Xenos", "Colossus"}, FirstPlayer: -1}
	s, err := ares.NewGame(ares.MustDefaultRules(), cfg, sim.EngineSeed(seed))
	require.NoError(t, err)
	bots := make([]bot.Bot, len(cfg.Factions))
	for p := range bots {
		bots[p], err = bot.New("heuristic", sim.BotSeed(seed, p))
		require.NoError(t, err)
	}
	var out bytes.Buffer
	log := ares.NewLog(&out, quiet)
	log.Start(&s)
	require.NoError(t, bot.Play(&s, bots, log.Watch))
	log.End(&s)
	return out.String()
}

// TestLogTellsTheGame checks the log of a Team Match against the one the
// command line wrote of it (but its first line, which names the bots):
// the turns, the battles round by round, and the teammates' win.
func TestLogTellsTheGame(t *testing.T) {
	want, err := os.ReadFile("testdata/log-team-seed4.txt")
	require.NoError(t, err)
	got := logTeamMatch(t, false)
	require.Equal(t, string(want), got)
	require.True(t, strings.HasSuffix(got, "\nGame over after 30 turns: Terrans and Kahoum win by conquest. Points: Terrans 5, Kahoum 5, Xenos 7, Colossus 7\n"))
}

// TestQuietLogWritesTheResultLine checks that a quiet Log writes the last
// line of the full log and nothing else.
func TestQuietLogWritesTheResultLine(t *testing.T) {
	full, err := os.ReadFile("testdata/log-team-seed4.txt")
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(string(full), "\n"), "\n")
	require.Equal(t, lines[len(lines)-1]+"\n", logTeamMatch(t, true))
}
