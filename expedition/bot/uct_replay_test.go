package bot

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play/playtest"
	"github.com/stretchr/testify/require"
)

// recordedSearchGames are 2-player games of the search agent in every
// seat, as "mcts:N" played them at commit 865da074d162 and recorded with
//
//	aresim expedition play --players 2 --bots mcts:8 --seed SEED -q --record testdata/mcts8-2p-seedSEED.json
//	aresim expedition play --players 2 --bots mcts:30 --seed 3 -q --record testdata/mcts30-2p-seed3.json
//
// for the seeds 1 and 2, and 3 at a larger budget, at which the
// selection's exploration constant changes choices. The tier "uct" keeps that search when "mcts"
// names another.
var recordedSearchGames = []struct {
	file string
	bots string
	seed uint64 // the command's --seed: the bots' seeds derive from it
}{
	{"mcts8-2p-seed1.json", "uct:8", 1},
	{"mcts8-2p-seed2.json", "uct:8", 2},
	{"mcts30-2p-seed3.json", "uct:30", 3},
}

// TestUCTPlaysTheRecordedSearchGames replays each recorded game, asking
// the uct bot of the seat to move at each of its decisions, and requires
// the recorded action every time.
func TestUCTPlaysTheRecordedSearchGames(t *testing.T) {
	cat, err := cards.Embedded()
	require.NoError(t, err)
	for _, g := range recordedSearchGames {
		t.Run(g.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", g.file))
			require.NoError(t, err)
			rec, err := expedition.ReadRecord(f, cat)
			f.Close()
			require.NoError(t, err)
			require.Equal(t, expedition.RecordVersion, rec.Version)
			s, err := expedition.New(rec.Config(cat))
			require.NoError(t, err)
			seats, err := Tiers.Seats([]string{g.bots}, rec.Players, func(p int) uint64 { return sim.BotSeed(g.seed, p) })
			require.NoError(t, err)
			asked, err := playtest.Follow(expedition.Game{}, &s, seats, rec.Actions)
			require.NoError(t, err)
			require.True(t, s.Over())
			t.Logf("%d actions, %d decisions asked", len(rec.Actions), asked)
		})
	}
}
