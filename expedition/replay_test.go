package expedition_test

import (
	"bytes"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// replayConfig draws the configuration of replayed game g: 2 to 6
// players, the sets, the expansions' options and variants.
func replayConfig(g int, seed uint64) expedition.Config {
	r := dice.New(seed)
	n := 2 + g%5
	cfg := expedition.Config{Players: n, Seed: seed, Sets: []cards.Set{cards.SetBase}}
	if r.Intn(5) < 3 {
		cfg.Sets = append(cfg.Sets, cards.SetDiscovery)
		cfg.Milestones, cfg.Upgrades = expedition.Toggle(r.Intn(3)), expedition.Toggle(r.Intn(3))
	}
	if n >= 5 || r.Intn(5) < 3 {
		cfg.Sets = append(cfg.Sets, cards.SetFoundations)
		cfg.Infrastructure = expedition.Toggle(r.Intn(3))
	}
	cfg.Draft = r.Intn(4) == 0
	cfg.DummyHand = n == 2 && r.Intn(2) == 0
	return cfg
}

// TestReplayReproducesSeededGames records 1,000 seeded bot games (2 to 6
// players, the sets, options and variants drawn at random, heuristic and
// random bots) and replays each from its record: the final state must be
// identical, generator included. Every tenth game also goes through the
// text form of the record.
func TestReplayReproducesSeededGames(t *testing.T) {
	cat := cards.MustEmbedded()
	for g := 0; g < 1000; g++ {
		seed := dice.Derive(99, uint64(g))
		cfg := replayConfig(g, seed)
		s, err := expedition.New(cfg)
		require.NoError(t, err)
		bots := make([]bot.Bot, cfg.Players)
		for p := range bots {
			if (g+p)%2 == 0 {
				bots[p] = bot.NewHeuristic(seed + uint64(p))
			} else {
				bots[p] = bot.NewRandom(seed + uint64(p))
			}
		}
		rec := expedition.NewRecord(cfg)
		require.NoError(t, bot.Play(&s, bots, &rec))
		if g%10 == 0 {
			var buf bytes.Buffer
			require.NoError(t, rec.WriteText(&buf, cat))
			back, err := expedition.ReadRecord(&buf, cat)
			require.NoError(t, err)
			require.Equal(t, rec.Actions, back.Actions, "game %d text round trip", g)
			rec = back
		}
		replayed, err := expedition.Replay(rec, nil)
		require.NoError(t, err, "game %d", g)
		require.True(t, replayed == s, "game %d: replay differs", g)
	}
}

func TestReplayRejectsABadRecord(t *testing.T) {
	cat := cards.MustBase()
	rec := expedition.Record{Players: 2, Seed: 1, Actions: []expedition.Action{{Kind: expedition.ActChoosePhase, Player: 0, Index: 3}}}
	_, err := expedition.Replay(rec, cat)
	require.ErrorIs(t, err, expedition.ErrBadRecord)
	require.ErrorIs(t, err, expedition.ErrIllegalAction)
	require.Contains(t, err.Error(), "action 1")
	_, err = expedition.ReadRecord(bytes.NewBufferString("players 2\n"), cat)
	require.ErrorIs(t, err, expedition.ErrBadRecord)
	_, err = expedition.ReadRecord(bytes.NewBufferString("# aresim expedition record v1\nplayers 2\naction p0 play 9999\n"), cat)
	require.ErrorContains(t, err, "line 3")
}
