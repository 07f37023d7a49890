package bot

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play/playtest"
	"github.com/stretchr/testify/require"
)

// recordedSearchGames are 2-player games at normal difficulty of the
// search agent in every seat, as "mcts:N" played them at commit
// 865da074d162 and recorded with
//
//	aresim crisis play --players 2 --difficulty normal --bots mcts:10 --seed SEED -q --record testdata/mcts10-2p-normal-seedSEED.json
//
// for the seeds 1 (lost) and 2 (won). The tier "uct" keeps that search
// when "mcts" names another.
var recordedSearchGames = []struct {
	file string
	bots string
	seed uint64 // the command's --seed: the bots' seeds derive from it
}{
	{"mcts10-2p-normal-seed1.json", "uct:10", 1},
	{"mcts10-2p-normal-seed2.json", "uct:10", 2},
}

// TestUCTPlaysTheRecordedSearchGames replays each recorded game, asking
// the uct bot of the seat to move at each of its decisions, and requires
// the recorded action every time.
func TestUCTPlaysTheRecordedSearchGames(t *testing.T) {
	cat, deck, err := crisis.Data()
	require.NoError(t, err)
	for _, g := range recordedSearchGames {
		t.Run(g.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", g.file))
			require.NoError(t, err)
			rec, err := crisis.ReadRecord(f, cat, deck)
			f.Close()
			require.NoError(t, err)
			s, err := crisis.New(rec.Config(cat, deck))
			require.NoError(t, err)
			seats, err := Tiers.Seats([]string{g.bots}, rec.Players, func(p int) uint64 { return sim.BotSeed(g.seed, p) })
			require.NoError(t, err)
			asked, err := playtest.Follow(crisis.Game{}, &s, seats, rec.Actions)
			require.NoError(t, err)
			require.True(t, s.Over())
			t.Logf("%d actions, %d decisions asked", len(rec.Actions), asked)
		})
	}
}
