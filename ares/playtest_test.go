package ares_test

import (
	"bytes"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/play/playtest"
)

// rulesModes are the modes the rules test plays in turn: the Basic Game,
// the Full Game (two pairings), the Free-For-All of three and four, and
// the Team Match.
var rulesModes = []ares.Config{
	{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1},
	{Mode: ares.Full, Factions: []string{"Xenos", "Colossus"}, FirstPlayer: -1},
	{Mode: ares.Full, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1},
	{Mode: ares.FreeForAll, Factions: []string{"Terrans", "Kahoum", "Xenos"}, FirstPlayer: -1},
	{Mode: ares.FreeForAll, Factions: []string{"Colossus", "Xenos", "Kahoum", "Terrans"}, FirstPlayer: -1},
	{Mode: ares.Team, Factions: []string{"Terrans", "Xenos", "Kahoum", "Colossus"}, FirstPlayer: -1},
}

// TestRules is the rules test of package sim/play/playtest for The Ares
// Project: random games in every mode in turn, a quarter of them played by
// the heuristic, every way a game ends reached, every game replayed from
// its JSON record.
func TestRules(t *testing.T) {
	rules := ares.MustDefaultRules()
	playtest.Run(t, playtest.Case[ares.State, ares.State, ares.Observation, ares.Action]{
		Rules: ares.Game{},
		Games: 100_000, Short: 5_000,
		New: func(i int, seed uint64) (ares.State, error) {
			return ares.NewGame(rules, rulesModes[i%len(rulesModes)], seed)
		},
		Tiers:   bot.Tiers,
		Check:   func(s *ares.State) error { return s.Check() },
		End:     func(s *ares.State) string { return s.Result().Reason.String() },
		Ends:    []string{"conquest", "points", "frontier tie-break", "draw"},
		Illegal: ares.Illegal,
		Replay: func(i int, seed uint64, actions []ares.Action) (ares.State, error) {
			rec, err := ares.NewRecord(rules, rulesModes[i%len(rulesModes)], seed)
			if err != nil {
				return ares.State{}, err
			}
			for _, a := range actions {
				rec.Add(a)
			}
			var buf bytes.Buffer
			if err := ares.WriteRecord(&buf, rec); err != nil {
				return ares.State{}, err
			}
			back, err := ares.ReadRecord("record", &buf)
			if err != nil {
				return ares.State{}, err
			}
			return ares.Replay(rules, back)
		},
		Hide:        ares.Hide,
		HiddenKinds: ares.HiddenKinds,
		Seat: func(seed uint64) play.Seat[ares.State, ares.State, ares.Observation, ares.Action] {
			return bot.NewMCTS(1, seed).Seat()
		},
	})
}
