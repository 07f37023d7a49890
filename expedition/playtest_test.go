package expedition_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/play/playtest"
	"github.com/stretchr/testify/require"
)

// TestRules is the rules test of package sim/play/playtest for Ares
// Expedition: random games of 2 to 6 players, the sets, options and
// variants drawn at random (expedition.RandomConfig), one base game in
// four with random upgraded phase cards, a quarter of the games played by
// the heuristic, every game replayed from its record. It checks that
// every player count, set, option and variant is played often.
func TestRules(t *testing.T) {
	var mu sync.Mutex
	played := map[string]int{}
	count := func(s *expedition.State) {
		mu.Lock()
		defer mu.Unlock()
		for _, name := range expedition.Played(s) {
			played[name]++
		}
	}
	upgraded := func(i int, cfg expedition.Config) bool { return i%4 == 3 && len(cfg.Sets) == 1 }
	newGame := func(i int, seed uint64) (expedition.State, error) {
		cfg := expedition.RandomConfig(seed)
		s, err := expedition.New(cfg)
		if err != nil {
			return s, err
		}
		if upgraded(i, cfg) {
			expedition.RandomUpgrades(&s, seed)
		}
		count(&s)
		return s, nil
	}
	c := playtest.Case[expedition.State, expedition.View, expedition.Observation, expedition.Action]{
		Rules: expedition.Game{},
		Games: 60_000, Short: 10_000,
		New:   newGame,
		Tiers: bot.Tiers,
		Check: func(s *expedition.State) error { return s.Check() },
		End: func(s *expedition.State) string {
			r := s.Result()
			switch {
			case !r.Finished:
				return "stopped by the round cap"
			case r.Winners&(r.Winners-1) != 0:
				return "a shared win"
			}
			return "won"
		},
		Ends:    []string{"won", "a shared win"},
		Illegal: expedition.Illegal,
		Replay: func(i int, seed uint64, actions []expedition.Action) (expedition.State, error) {
			cfg := expedition.RandomConfig(seed)
			cat := cfg.Catalogue
			if cat == nil {
				var err error
				if cat, err = expedition.DefaultCatalogue(cfg.Sets); err != nil {
					return expedition.State{}, err
				}
			}
			rec := expedition.NewRecord(cfg)
			rec.Actions = actions
			var buf bytes.Buffer
			if err := rec.Write(&buf, cat); err != nil {
				return expedition.State{}, err
			}
			back, err := expedition.ReadRecord(&buf, cat)
			if err != nil {
				return expedition.State{}, err
			}
			if !upgraded(i, cfg) {
				return expedition.Replay(back, cat)
			}
			// The upgraded phase cards are set up outside the record.
			s, err := newGame(i, seed)
			for k := range back.Actions {
				if err == nil {
					err = back.Step(&s, k)
				}
			}
			return s, err
		},
		Hide: expedition.Hide,
		HiddenKinds: []string{"deck order", "face-down ocean tile", "generator", "a hand card", "a revealed card",
			"the Planning card chosen", "the corporation kept", "a corporation dealt"},
		Seat: func(seed uint64) play.Seat[expedition.State, expedition.View, expedition.Observation, expedition.Action] {
			return bot.NewMCTS(1, seed).Seat()
		},
	}
	tally := playtest.Run(t, c)
	t.Logf("games played: %v", played)
	if tally.Games >= 10_000 {
		for _, n := range played {
			require.GreaterOrEqual(t, n, tally.Games/20, "every count and option is played often: %v", played)
		}
	}
}
