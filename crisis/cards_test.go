package crisis

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// crisisCase is what one Crisis card does, written out by hand from the
// card: the metrics (temperature, oxygen, oceans) its immediate effect
// lowers, what the next Crisis step lowers while it is in play (its
// persistent effect, and the ocean token when its immediate effect left
// the oceans yellow), and its goal. Choices take their first alternative
// that can happen.
type crisisCase struct {
	num     string
	players int
	imm     [3]int
	persist [3]int
	goal    string // "play [FILTER]" checked by playing a matching card, "raise PARAM", or "" (no goal)
}

var crisisCases = []crisisCase{
	{"C05", 1, [3]int{}, [3]int{}, ""},
	{"C06", 2, [3]int{}, [3]int{}, ""},
	{"C07", 3, [3]int{}, [3]int{}, ""},
	{"C08", 1, [3]int{-1, 0, 0}, [3]int{-1, 0, 0}, "tag building"},
	{"C09", 1, [3]int{}, [3]int{0, -1, 0}, "tag space"},
	{"C10", 1, [3]int{}, [3]int{0, 0, -1}, "green"},
	{"C11", 1, [3]int{0, -1, 0}, [3]int{0, 0, -1}, "blue"},
	{"C12", 1, [3]int{0, -1, 0}, [3]int{-1, 0, 0}, "blue"},
	{"C13", 1, [3]int{-1, 0, 0}, [3]int{0, 0, -1}, "raise oxygen"},
	{"C14", 1, [3]int{0, 0, -1}, [3]int{0, -1, 0}, "raise temperature"},
	{"C15", 1, [3]int{0, 0, -1}, [3]int{0, -1, 0}, "raise ocean"},
	{"C16", 1, [3]int{}, [3]int{-1, 0, 0}, "tag earth"},
	{"C17", 1, [3]int{-1, 0, 0}, [3]int{0, 0, -1}, "tag event"},
	{"C18", 1, [3]int{0, 0, -1}, [3]int{-1, 0, 0}, "tag power"},
	{"C19", 1, [3]int{-2, 0, 0}, [3]int{0, -1, 0}, "green"},
	{"C20", 1, [3]int{-2, -2, -2}, [3]int{}, ""},
	{"C21", 1, [3]int{0, -2, 0}, [3]int{-2, 0, 0}, "tag plant"},
	{"C22", 1, [3]int{-1, -1, -1}, [3]int{0, 0, -2}, "tag event"},
	{"C23", 1, [3]int{0, 0, -2}, [3]int{0, -2, 0}, "tag science"},
	{"C24", 1, [3]int{-2, 0, 0}, [3]int{0, -1, -1}, "tag jovian"},
	{"C25", 1, [3]int{0, -1, -1}, [3]int{-1, -1, 0}, "blue action"},
	{"C26", 1, [3]int{-1, -1, -1}, [3]int{}, ""},
	{"C27", 1, [3]int{-2, -1, -1}, [3]int{}, ""},
	{"C28", 1, [3]int{-1, -2, -1}, [3]int{}, ""},
	{"C29", 1, [3]int{-2, -1, -2}, [3]int{}, ""},
	{"C30", 2, [3]int{-1, 0, 0}, [3]int{-1, 0, 0}, "tag building"},
	{"C31", 2, [3]int{}, [3]int{0, -1, 0}, "tag space"},
	{"C32", 2, [3]int{}, [3]int{0, 0, -1}, "green"},
	{"C33", 2, [3]int{0, -1, 0}, [3]int{0, 0, -1}, "blue"},
	{"C34", 2, [3]int{0, -1, 0}, [3]int{-1, 0, 0}, "blue"},
	{"C35", 2, [3]int{-1, 0, 0}, [3]int{0, 0, -1}, "raise oxygen"},
	{"C36", 2, [3]int{0, 0, -1}, [3]int{0, -1, 0}, "raise temperature"},
	{"C37", 2, [3]int{0, 0, -2}, [3]int{0, -1, 0}, "raise ocean"},
	{"C38", 2, [3]int{}, [3]int{-1, 0, 0}, "tag earth"},
	{"C39", 2, [3]int{-1, 0, 0}, [3]int{0, 0, -1}, "tag event"},
	{"C40", 2, [3]int{0, 0, -1}, [3]int{-1, 0, 0}, "tag power"},
	{"C41", 2, [3]int{-2, 0, 0}, [3]int{0, -1, 0}, "green"},
	{"C42", 2, [3]int{-2, -2, -2}, [3]int{}, ""},
	{"C43", 2, [3]int{0, -2, 0}, [3]int{-2, 0, 0}, "tag plant"},
	{"C44", 2, [3]int{-1, -1, -1}, [3]int{0, 0, -2}, "tag event"},
	{"C45", 2, [3]int{0, 0, -2}, [3]int{0, -2, 0}, "tag science"},
	{"C46", 2, [3]int{-2, 0, 0}, [3]int{0, -1, -1}, "tag jovian"},
	{"C47", 2, [3]int{0, -1, -1}, [3]int{-1, -1, 0}, "blue action"},
	{"C48", 2, [3]int{-3, -3, -2}, [3]int{}, ""},
	{"C49", 2, [3]int{-3, -1, -2}, [3]int{}, ""},
	{"C50", 2, [3]int{-1, -3, -1}, [3]int{}, ""},
	{"C51", 2, [3]int{-2, -2, -2}, [3]int{}, ""},
	{"C52", 3, [3]int{-1, 0, 0}, [3]int{-1, -1, 0}, "tag building"},
	{"C53", 3, [3]int{}, [3]int{-1, 0, -1}, "tag space"},
	{"C54", 3, [3]int{}, [3]int{0, -1, -1}, "green"},
	{"C55", 3, [3]int{0, -1, 0}, [3]int{-1, 0, -1}, "blue"},
	{"C56", 3, [3]int{-1, 0, 0}, [3]int{0, 0, -2}, "raise oxygen"},
	{"C57", 3, [3]int{0, 0, -1}, [3]int{0, -2, 0}, "raise temperature"},
	{"C58", 3, [3]int{0, 0, -3}, [3]int{-2, -1, 0}, "raise ocean"},
	{"C59", 3, [3]int{0, -1, 0}, [3]int{-2, 0, 0}, "tag earth"},
	{"C60", 3, [3]int{0, -1, 0}, [3]int{-1, 0, -1}, "blue"},
	{"C61", 3, [3]int{-1, 0, 0}, [3]int{0, -1, -1}, "tag event"},
	{"C62", 3, [3]int{-2, -2, -1}, [3]int{0, -2, -1}, "green"},
	{"C63", 3, [3]int{-2, 0, 0}, [3]int{-1, 0, -2}, "tag event"},
	{"C64", 3, [3]int{0, 0, -3}, [3]int{-3, -1, 0}, "tag science"},
	{"C65", 3, [3]int{-3, -2, 0}, [3]int{-1, -1, -1}, "tag plant"},
	{"C66", 3, [3]int{-3, -3, -3}, [3]int{-2, -1, -1}, "tag jovian"},
	{"C67", 3, [3]int{-3, -3, -3}, [3]int{-1, 0, 0}, ""},
	{"C68", 3, [3]int{-4, -2, -1}, [3]int{}, ""},
	{"C69", 3, [3]int{-1, -3, -1}, [3]int{}, ""},
	{"C70", 3, [3]int{-2, -2, -2}, [3]int{}, ""},
	{"C71", 4, [3]int{-1, 0, 0}, [3]int{-1, -1, 0}, "tag building"},
	{"C72", 4, [3]int{}, [3]int{-1, 0, -1}, "tag space"},
	{"C73", 4, [3]int{}, [3]int{0, -1, -1}, "green"},
	{"C74", 4, [3]int{0, -1, 0}, [3]int{-1, 0, -1}, "blue"},
	{"C75", 4, [3]int{-1, 0, 0}, [3]int{0, 0, -2}, "raise oxygen"},
	{"C76", 4, [3]int{0, 0, -1}, [3]int{0, -2, 0}, "raise temperature"},
	{"C77", 4, [3]int{0, 0, -4}, [3]int{-2, -1, 0}, "raise ocean"},
	{"C78", 4, [3]int{0, -1, 0}, [3]int{-2, 0, 0}, "tag earth"},
	{"C79", 4, [3]int{0, -1, 0}, [3]int{-1, 0, -1}, "blue"},
	{"C80", 4, [3]int{-1, 0, 0}, [3]int{0, -1, -1}, "tag event"},
	{"C81", 4, [3]int{-2, -2, -2}, [3]int{0, -2, -1}, "green"},
	{"C82", 4, [3]int{-2, 0, 0}, [3]int{-1, 0, -2}, "tag event"},
	{"C83", 4, [3]int{0, 0, -4}, [3]int{-3, -1, 0}, "tag science"},
	{"C84", 4, [3]int{-3, -2, 0}, [3]int{-1, -1, -1}, "tag plant"},
	{"C85", 4, [3]int{-3, -3, -3}, [3]int{-2, -1, -1}, "tag jovian"},
	{"C86", 4, [3]int{-3, -3, -3}, [3]int{-1, 0, 0}, ""},
	{"C87", 4, [3]int{-5, -2, -1}, [3]int{}, ""},
	{"C88", 4, [3]int{-2, -4, -1}, [3]int{}, ""},
	{"C89", 4, [3]int{-2, -3, -3}, [3]int{-1, 0, 0}, ""},
}

func sub(a, b [3]int) [3]int { return [3]int{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }

// TestEveryCrisisCard brings every Crisis card into play through the
// Crisis step and checks its immediate effect, its counters and where it
// goes, its persistent effect at the next Crisis step, and its goal met
// once by a card played or a metric raised.
func TestEveryCrisisCard(t *testing.T) {
	_, deck, err := Data()
	require.NoError(t, err)
	require.Len(t, crisisCases, len(deck.Cards), "one case per Crisis card")
	for _, tc := range crisisCases {
		t.Run(tc.num, func(t *testing.T) {
			s := scenario(t, tc.players, Beginner, tc.num, "C05")
			id := crisisID(t, s, tc.num)
			c := s.k.crisis(id)
			before := [3]int{19, 14, 9} // Ruling C1: every metric at its maximum
			toPlanning(t, s)
			require.Equal(t, 1, s.Round())
			require.Equal(t, tc.imm, sub(metrics(s), before), "immediate effect")
			switch c.Leaves() {
			case LeaveStays:
				require.Equal(t, placePlay, s.k.place[id])
				require.Equal(t, c.Counters, s.k.counters[id])
			case LeaveDiscard:
				require.Equal(t, placeDiscard, s.k.place[id])
			case LeaveSetAside:
				require.Equal(t, placeAside, s.k.place[id])
				require.True(t, s.k.lastWon)
			}
			choosePhases(t, s, expedition.PhaseResearch)
			mid := metrics(s)
			passRound(t, s)
			require.Equal(t, 2, s.Round())
			require.Equal(t, tc.persist, sub(metrics(s), mid), "persistent effect and tokens")
			if tc.goal == "" {
				require.NotEqual(t, placePlay, s.k.place[id])
				return
			}
			meetGoal(t, s, id, tc.goal)
		})
	}
}

// meetGoal meets Crisis card id's goal once, with player 0, and checks
// that exactly one counter went.
func meetGoal(t *testing.T, s *State, id int, goal string) {
	t.Helper()
	want := s.k.counters[id] - 1
	s.g.Gain(0, cards.MC, 200)
	switch goal {
	case "raise oxygen", "raise temperature", "raise ocean":
		// Raising the metric meets the goal; at its maximum it cannot be
		// raised, and the Action-phase price is paid instead.
		par := map[string]cards.Param{"raise oxygen": cards.Oxygen, "raise temperature": cards.Temperature, "raise ocean": cards.Oceans}[goal]
		std := [3]int{expedition.StdTempMC, expedition.StdForestMC, expedition.StdOceanMC}[par]
		s.g.Gain(0, cards.Heat, 10)
		s.g.Gain(0, cards.Plants, 10)
		choosePhases(t, s, expedition.PhaseAction)
		toTurn(t, s, 0, expedition.PhaseAction)
		if s.g.Param(par) < expedition.ParamMax(par) {
			apply(t, s, find(t, s, ActGame, expedition.ActStandard, func(a Action) bool { return int(a.Game.Index) == std }))
		} else {
			apply(t, s, find(t, s, ActGame, expedition.ActOffer, nil))
			for s.Decision() == DecisionGame && s.g.Decision() == expedition.DecisionDiscard {
				apply(t, s, first(t, s))
			}
		}
	default:
		var f cards.Filter
		p, err := ParseGoal(fmt.Sprintf("play [%s]", goal))
		require.NoError(t, err)
		f = p.Filter
		card := dealMatching(t, s, f)
		ph := expedition.PhaseConstruction
		if s.g.Catalogue().Card(card).Color == cards.Green {
			ph = expedition.PhaseDevelopment
		}
		for s.g.Info(0).Previous == ph || s.k.mods.PlayerForbidden[0]&(1<<ph) != 0 {
			passRound(t, s) // not the phase played last round, nor a blocked one
		}
		choosePhases(t, s, ph)
		toTurn(t, s, 0, ph)
		apply(t, s, find(t, s, ActGame, expedition.ActPlay, func(a Action) bool { return int(a.Game.Card) == card && a.Game.Pay == 0 }))
	}
	require.Equal(t, want, s.k.counters[id], "one counter removed")
	if want == 0 {
		require.Equal(t, placeDiscard, s.k.place[id], "dealt with")
	}
}
