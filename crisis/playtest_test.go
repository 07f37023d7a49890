package crisis_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/play/playtest"
)

// configOf returns game i's configuration: every player count and
// difficulty in turn, the base set and, one game in four, Discovery's
// cards with it.
func configOf(i int, seed uint64) crisis.Config {
	cfg := crisis.Config{Players: 1 + i%4, Difficulty: crisis.Difficulty((i / 4) % int(crisis.NumDifficulties)), Seed: seed}
	if (i/16)%4 == 3 {
		cfg.Sets = []cards.Set{cards.SetBase, cards.SetDiscovery}
	}
	return cfg
}

// TestRules is the rules test of package sim/play/playtest for the Crisis
// mode: random games of one to four players at every difficulty, a
// quarter of them played by the co-operative heuristic (the only way a
// team wins), every way to lose reached, every game replayed from its
// text record.
func TestRules(t *testing.T) {
	cat, deck, err := crisis.Data()
	if err != nil {
		t.Fatal(err)
	}
	playtest.Run(t, playtest.Case[crisis.State, crisis.View, crisis.Observation, crisis.Action]{
		Rules: crisis.Game{},
		Games: 10_000, Short: 2_000,
		New:   func(i int, seed uint64) (crisis.State, error) { return crisis.New(configOf(i, seed)) },
		Tiers: bot.Tiers,
		Check: func(s *crisis.State) error { return s.Check() },
		End: func(s *crisis.State) string {
			r := s.Result()
			if r.Outcome == crisis.Won {
				return "won"
			}
			return fmt.Sprintf("lost (%s)", r.Reason)
		},
		Ends:    []string{"won", "lost (metric in purple)", "lost (decrease impossible)", "lost (Crisis deck empty)"},
		Illegal: crisis.Illegal,
		Replay: func(i int, seed uint64, actions []crisis.Action) (crisis.State, error) {
			rec := crisis.NewRecord(configOf(i, seed))
			rec.Actions = actions
			var buf bytes.Buffer
			if err := rec.Write(&buf, cat, deck); err != nil {
				return crisis.State{}, err
			}
			back, err := crisis.ReadRecord(&buf, cat, deck)
			if err != nil {
				return crisis.State{}, err
			}
			return crisis.Replay(back, cat, deck)
		},
		Hide:        crisis.Hide,
		HiddenKinds: []string{"the Crisis deck's order within a tier", "the dummy deck's order", "the Crisis step's generator"},
		Seat: func(seed uint64) play.Seat[crisis.State, crisis.View, crisis.Observation, crisis.Action] {
			return bot.NewMCTS(1, seed).Seat()
		},
	})
}
