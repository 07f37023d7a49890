package bot

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play/playtest"
	"github.com/stretchr/testify/require"
)

// recordedSearchGames are games of the search agent in every seat, as
// "mcts:N" played them at commit 865da074d162 and recorded with
//
//	aresim ares play --mode MODE --bots mcts:25 --seed SEED -q --record testdata/mcts25-MODE-seedSEED.json
//
// for the modes basic and full and the seeds 1 and 2. The tier "uct"
// keeps that search when "mcts" names another.
var recordedSearchGames = []struct {
	file string
	bots string
	seed uint64 // the command's --seed: the bots' seeds derive from it
}{
	{"mcts25-basic-seed1.json", "uct:25", 1},
	{"mcts25-basic-seed2.json", "uct:25", 2},
	{"mcts25-full-seed1.json", "uct:25", 1},
	{"mcts25-full-seed2.json", "uct:25", 2},
}

// TestUCTPlaysTheRecordedSearchGames replays each recorded game, asking
// the uct bot of the seat to move at each of its decisions, and requires
// the recorded action every time.
func TestUCTPlaysTheRecordedSearchGames(t *testing.T) {
	rules := ares.MustDefaultRules()
	for _, g := range recordedSearchGames {
		t.Run(g.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", g.file))
			require.NoError(t, err)
			rec, err := ares.ReadRecord(g.file, f)
			f.Close()
			require.NoError(t, err)
			actions := make([]ares.Action, len(rec.Actions))
			for i, text := range rec.Actions {
				actions[i], err = ares.ParseAction(text)
				require.NoError(t, err, "action %d", i+1)
			}
			s, err := ares.NewGame(rules, rec.Config, rec.Seed)
			require.NoError(t, err)
			seats, err := Tiers.Seats([]string{g.bots}, s.NumPlayers(), func(p int) uint64 { return sim.BotSeed(g.seed, p) })
			require.NoError(t, err)
			asked, err := playtest.Follow(ares.Game{}, &s, seats, actions)
			require.NoError(t, err)
			require.True(t, s.Over())
			require.Positive(t, asked)
			t.Logf("%d actions, %d decisions asked", len(actions), asked)
		})
	}
}
