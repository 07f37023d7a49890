package crisis_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
	"github.com/stretchr/testify/require"
)

// logGame plays the game of `aresim crisis play --players N --difficulty
// D --seed SEED --sets SETS` through the heuristic bots, shown to the
// watchers after its Log, and returns the Log.
func logGame(t *testing.T, cfg crisis.Config, seed uint64, quiet bool, watchers ...play.Watcher[crisis.State, crisis.Action]) string {
	t.Helper()
	cfg.Seed = sim.EngineSeed(seed)
	s, err := crisis.New(cfg)
	require.NoError(t, err)
	bots, err := bot.Tiers.Seats([]string{"heuristic"}, cfg.Players, func(p int) uint64 { return sim.BotSeed(seed, p) })
	require.NoError(t, err)
	var out bytes.Buffer
	log := crisis.NewLog(&out, quiet)
	log.Start(&s)
	require.NoError(t, bot.Play(&s, bots, append([]play.Watcher[crisis.State, crisis.Action]{log.Watch}, watchers...)...))
	log.End(&s)
	return out.String()
}

// nightmare is the game of testdata/log-1p-nightmare-seed1.txt, of seed 1:
// one player, Discovery's cards, the nightmare setup's ocean tiles.
var nightmare = crisis.Config{Players: 1, Difficulty: crisis.Nightmare, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}}

// TestLogTellsTheGame checks the log of a lost nightmare game against
// the one the command line wrote of it: the setup's ocean tiles, each
// Crisis step, the rounds as Ares Expedition's Log tells them, and the
// result with the cards left in play.
func TestLogTellsTheGame(t *testing.T) {
	want, err := os.ReadFile("testdata/log-1p-nightmare-seed1.txt")
	require.NoError(t, err)
	got := logGame(t, nightmare, 1, false)
	require.Equal(t, string(want), got)
	for _, line := range []string{"    ocean tile 0 face down (the nightmare setup)", "Crisis step, round 8", "  The players lose: metric in purple"} {
		require.Contains(t, strings.Split(got, "\n"), line)
	}
}

// TestQuietLogWritesHowTheGameEnded checks that a quiet Log writes the
// last lines of the full log, from how the game ended on, and nothing
// else.
func TestQuietLogWritesHowTheGameEnded(t *testing.T) {
	full, err := os.ReadFile("testdata/log-1p-nightmare-seed1.txt")
	require.NoError(t, err)
	_, end, ok := strings.Cut(string(full), "\nThe players lost in round ")
	require.True(t, ok)
	require.Equal(t, "The players lost in round "+end, logGame(t, nightmare, 1, true))
}

// TestLogBoardIsTheRoundsEnd checks that the board written at the end
// of each round shows the metrics as the round ended, before the next
// Crisis step lowered them in the same Apply: the metrics after the Apply
// with every lowering of that Apply's Crisis step put back.
func TestLogBoardIsTheRoundsEnd(t *testing.T) {
	var want []string
	ends := func(_ int, _ crisis.Action, s *crisis.State) {
		ended := false
		for _, e := range s.Game().Events() {
			ended = ended || e.Kind == expedition.EvRoundEnded
		}
		if !ended {
			return
		}
		m := [3]int{s.Game().Param(cards.Temperature), s.Game().Param(cards.Oxygen), s.Game().Param(cards.Oceans)}
		for _, e := range s.Events() {
			if e.Kind == crisis.EvLowered || e.Kind == crisis.EvFlippedDown {
				m[e.Param]++
			}
		}
		want = append(want, fmt.Sprintf("end of round %d: temperature %d C, oxygen %d %%, oceans %d/9", s.Round()-1,
			expedition.ParamValue(cards.Temperature, m[0]), m[1], m[2]))
	}
	out := logGame(t, crisis.Config{Players: 1, Difficulty: crisis.Nightmare, Sets: []cards.Set{cards.SetBase}}, 2, false, ends)
	var got []string
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "  end of round ") && strings.Contains(line, "temperature") {
			got = append(got, strings.TrimPrefix(line, "  "))
		}
	}
	require.NotEmpty(t, want)
	require.Equal(t, want, got)
}
