package expedition_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// logGame plays the game of `aresim expedition play --players 2 --seed 8
// --sets base,discovery,foundations --infrastructure on --draft
// --dummy-hand` through the bots and returns its Log.
func logGame(t *testing.T, quiet bool) string {
	t.Helper()
	const seed = 8
	cat, err := cards.Embedded()
	require.NoError(t, err)
	cfg := expedition.Config{Players: 2, Seed: sim.EngineSeed(seed), Catalogue: cat,
		Sets:           []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations},
		Infrastructure: expedition.On, Draft: true, DummyHand: true}
	s, err := expedition.New(cfg)
	require.NoError(t, err)
	bots, err := bot.Tiers.Seats([]string{"heuristic"}, cfg.Players, func(p int) uint64 { return sim.BotSeed(seed, p) })
	require.NoError(t, err)
	var out bytes.Buffer
	log := expedition.NewLog(&out, quiet)
	log.Start(&s)
	require.NoError(t, bot.Play(&s, bots, log.Watch))
	log.End(&s)
	return out.String()
}

// TestLogTellsTheGame checks the log of a game with every expansion's
// options against the one the command line wrote of it: the setup with
// the milestones and awards, the draft, the dummy hand, the boards with
// the infrastructure track and the scores with the milestones' VP.
func TestLogTellsTheGame(t *testing.T) {
	want, err := os.ReadFile("testdata/log-2p-seed8-expansions.txt")
	require.NoError(t, err)
	got := logGame(t, false)
	require.Equal(t, string(want), got)
	for _, line := range []string{"Setup: 2 players, sets base,discovery,foundations; milestones, upgrades, infrastructure, draft, dummy hand",
		"  dummy hand: Construction", "  end of game: temperature 8 C, oxygen 14 %, oceans 9/9, infrastructure 100"} {
		require.Contains(t, strings.Split(got, "\n"), line)
	}
}

// TestQuietLogWritesTheResultLine checks that a quiet Log writes the
// result line of the full log and nothing else.
func TestQuietLogWritesTheResultLine(t *testing.T) {
	full, err := os.ReadFile("testdata/log-2p-seed8-expansions.txt")
	require.NoError(t, err)
	var result string
	for _, line := range strings.Split(string(full), "\n") {
		if strings.HasPrefix(line, "Game over after ") {
			result = line
		}
	}
	require.NotEmpty(t, result)
	require.Equal(t, result+"\n", logGame(t, true))
}
