package expedition

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Every project card is played in a real phase by player 0 of a fresh game
// (no corporation, 100 MC, no discount), and what it did is compared with a
// specific expectation: the change of MC (its cost included), resources,
// production, steel, titanium, TR, parameters, forests, hand size (the
// played card not counted), tableau (the played card not counted), card VP
// and resources on the card. Blue cards with an action also use it in an
// Action phase; passive and triggered effects are checked by `check`.
// Ocean tiles are in a known order: the first flip gives 4 MC, the second
// 1 card and 1 MC.

type setup func(t *testing.T, s *State, card int)

func param(par cards.Param, step int) setup {
	return func(t *testing.T, s *State, _ int) { setParam(s, par, step) }
}

// tagged puts cards carrying n tags tg into player 0's tableau (see
// withTags), never the card under test.
func tagged(tg cards.Tag, n int) setup {
	return func(t *testing.T, s *State, card int) { withTags(t, s, 0, tg, n, card) }
}

func have(heat, plants int) setup {
	return func(t *testing.T, s *State, _ int) {
		s.players[0].heat, s.players[0].plants = int32(heat), int32(plants)
	}
}

func all(fs ...setup) setup {
	return func(t *testing.T, s *State, card int) {
		for _, f := range fs {
			f(t, s, card)
		}
	}
}

// Requirement steps: temperature red 6, yellow 11, white 16; oxygen red 3,
// yellow 7, white 12.
var (
	tempRed     = param(cards.Temperature, 6)
	tempYellow  = param(cards.Temperature, 11)
	tempWhite   = param(cards.Temperature, 16)
	oxygenRed   = param(cards.Oxygen, 3)
	oxygenYellw = param(cards.Oxygen, 7)
	oxygenWhite = param(cards.Oxygen, 12)
)

func oceans(n int) setup { return param(cards.Oceans, n) }

type useCase struct {
	setup setup
	use   string // "OPTION [x=N]"
	pick  []string
	want  string
	check func(t *testing.T, s *State, card int)
}

type cardCase struct {
	num   string
	setup setup
	as    string // added to the play action (a wild tag's choice)
	pick  []string
	want  string
	use   *useCase
	check func(t *testing.T, s *State, card int)
}

func TestEveryProjectCard(t *testing.T) {
	cat := cards.MustBase()
	seen := map[string]bool{}
	for _, tc := range projectCases {
		seen[tc.num] = true
	}
	for i := range cat.Cards {
		require.True(t, seen[cat.Cards[i].Number], "card %s %s has no test", cat.Cards[i].Number, cat.Cards[i].Name)
	}
	require.Len(t, projectCases, len(cat.Cards))
	for _, tc := range projectCases {
		c, ok := cat.CardByNumber(tc.num)
		require.True(t, ok, tc.num)
		t.Run(fmt.Sprintf("%s_%s", tc.num, c.Name), func(t *testing.T) { runCardCase(t, fresh(t, 2), c, tc) })
	}
}

// runCardCase plays card c as tc says in game s: player 0 plays it in its
// phase (after tc.setup), the change is compared with tc.want, then tc.check
// runs and the card's action is used as tc.use says.
func runCardCase(t *testing.T, s *State, c *cards.Card, tc cardCase) {
	t.Helper()
	if tc.setup != nil {
		tc.setup(t, s, c.ID)
	}
	card := toHandOf(t, s, 0, tc.num)
	ph := PhaseConstruction
	if c.Color == cards.Green {
		ph = PhaseDevelopment
	}
	at(t, s, ph, PhaseResearch, ph)
	require.Equal(t, 0, s.ToMove())
	before := snapshot(s, 0, card)
	act(t, s, fmt.Sprintf("p0 play %s %s", tc.num, tc.as))
	answer(t, s, 0, tc.pick...)
	got := diff(before, snapshot(s, 0, card))
	got.Hand++    // the played card left the hand
	got.Tableau-- // and entered the tableau
	require.Equal(t, parseDelta(t, tc.want), got, "playing %s %s", tc.num, c.Name)
	require.Equal(t, locTableau, s.loc[card])
	require.NotEqual(t, DecisionUpgrade, s.Decision(), "an upgrade left unanswered")
	if tc.check != nil {
		tc.check(t, s, card)
	}
	if tc.use != nil {
		u := tc.use
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		if u.setup != nil {
			u.setup(t, s, card)
		}
		before := snapshot(s, 0, card)
		act(t, s, fmt.Sprintf("p0 use %s %s", tc.num, u.use))
		answer(t, s, 0, u.pick...)
		require.Equal(t, parseDelta(t, u.want), diff(before, snapshot(s, 0, card)), "using %s %s", tc.num, c.Name)
		if u.check != nil {
			u.check(t, s, card)
		}
	}
}

// costOf returns what card num costs player 0 now.
func costOf(t *testing.T, s *State, num string) int { return s.CardCost(0, id(t, num)) }

var projectCases = []cardCase{
	// Blue cards.
	{num: "1", want: "mc-12 vp+1", check: func(t *testing.T, s *State, _ int) {
		// Shift one zone: Bushes (temperature red) playable at purple.
		require.True(t, s.meetsRequirements(0, s.card(id(t, "121"))))
		require.False(t, s.meetsRequirements(1, s.card(id(t, "121"))))
		// Not two zones: Trees needs yellow.
		require.False(t, s.meetsRequirements(0, s.card(id(t, "198"))))
	}},
	{num: "2", want: "mc-9", check: func(t *testing.T, s *State, _ int) {
		s.players[0].steel, s.players[0].titanium = 1, 1
		require.Equal(t, 10-3, costOf(t, s, "130"), "steel worth 3")
		require.Equal(t, 14-4, costOf(t, s, "189"), "titanium worth 4")
	}},
	{num: "3", want: "mc-6", use: &useCase{
		setup: func(t *testing.T, s *State, _ int) { onTop(t, s, "103"); onTop(t, s, "104"); onTop(t, s, "4") },
		use:   "0", pick: []string{"keep 4"}, want: "hand+1",
		check: func(t *testing.T, s *State, _ int) {
			require.Equal(t, locHand, s.loc[id(t, "4")])
			require.Equal(t, locDiscard, s.loc[id(t, "104")], "the other science/plant card is discarded")
			require.Equal(t, locDiscard, s.loc[id(t, "103")])
		}}},
	{num: "4", setup: tagged(cards.TagScience, 5), want: "mc-22 vp+2", use: &useCase{use: "0", want: "hand+2"}},
	{num: "5", want: "mc-10 res+1", check: func(t *testing.T, s *State, card int) {
		s.res[card] = 2
		at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
		toHandOf(t, s, 0, "130")
		before := snapshot(s, 0, card)
		act(t, s, "p0 play 130 pay=alt0")
		require.Equal(t, parseDelta(t, "res-2 prod.mc+3 tableau+1 hand-1"), diff(before, snapshot(s, 0, card)),
			"2 microbes pay 10 MC of Economic Growth")
	}},
	{num: "6", setup: tagged(cards.TagScience, 5), want: "mc-18 vp+3", check: func(t *testing.T, s *State, _ int) {
		at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction) // the next Construction phase
		toHandOf(t, s, 0, "98")
		before := snapshot(s, 0, -1)
		play(t, s, 0, "98")
		require.Equal(t, parseDelta(t, "mc-6 ocean+1 tr+1 heat+2 plants+2 hand-1 tableau+1"), diff(before, snapshot(s, 0, -1)))
	}},
	{num: "7", want: "mc-14", use: &useCase{setup: func(t *testing.T, s *State, _ int) { s.players[0].steel = 1 },
		use: "0", want: "mc-4 ocean+1 tr+1"}},
	{num: "8", setup: tempRed, want: "mc-19 vp+2", use: nil, check: func(t *testing.T, s *State, _ int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		before := snapshot(s, 0, -1)
		act(t, s, "p0 standard ocean-mc")
		require.Equal(t, parseDelta(t, "mc-11 ocean+1 tr+1 plants+4"), diff(before, snapshot(s, 0, -1)))
	}},
	{num: "9", want: "mc-5", use: &useCase{setup: have(0, 3), use: "0", want: "plants-1 hand+1"}},
	{num: "10", want: "mc-13", check: func(t *testing.T, s *State, _ int) {
		inPlay(t, s, 0, "15")
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		before := snapshot(s, 0, -1)
		act(t, s, "p0 use 15 0")
		require.Equal(t, parseDelta(t, "mc+1 hand+1"), diff(before, snapshot(s, 0, -1)))
	}},
	{num: "11", want: "", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, uint8(1), s.players[0].extraPlays)
	}, use: &useCase{use: "0", want: "tr-1 hand+3"}},
	{num: "12", setup: oxygenWhite, want: "mc-15", use: &useCase{use: "0", want: "res+1 vp+1"}},
	{num: "13", want: "mc-8", use: &useCase{setup: func(t *testing.T, s *State, _ int) { onTop(t, s, "15") },
		use: "0", want: "hand+1", check: func(t *testing.T, s *State, card int) {
			require.Equal(t, locHand, s.loc[id(t, "15")], "a blue card is kept")
			at(t, s, PhaseAction, PhaseResearch, PhaseAction) // the next Action phase
			onTop(t, s, "103")
			before := snapshot(s, 0, card)
			act(t, s, "p0 use 13 0")
			require.Equal(t, parseDelta(t, "mc+1"), diff(before, snapshot(s, 0, card)), "a green card gives 1 MC")
			require.Equal(t, locDiscard, s.loc[id(t, "103")])
		}}},
	{num: "14", setup: tempYellow, want: "mc-18 vp+2", use: &useCase{setup: have(8, 0), use: "0", want: "heat-8 tr+1"}},
	{num: "15", want: "mc-14", use: &useCase{use: "0", want: "hand+1"}},
	{num: "16", want: "mc-20", use: &useCase{use: "0", want: "mc+2", check: func(t *testing.T, s *State, card int) {
		at(t, s, PhaseAction, PhaseAction, PhaseResearch)
		before := snapshot(s, 0, card)
		act(t, s, "p0 use 16 0")
		require.Equal(t, parseDelta(t, "mc+2 plants+1"), diff(before, snapshot(s, 0, card)), "with the Action card chosen")
	}}},
	{num: "17", want: "mc-13 vp+1", check: func(t *testing.T, s *State, _ int) {
		toHandOf(t, s, 0, "103")
		before := s.players[0].mc
		act(t, s, "p0 sell 103")
		require.Equal(t, before+4, s.players[0].mc)
	}},
	{num: "18", want: "mc-25", use: &useCase{
		setup: func(t *testing.T, s *State, _ int) { inPlay(t, s, 0, "58") },
		use:   "0", want: "",
		check: func(t *testing.T, s *State, _ int) {
			require.Equal(t, uint16(1), s.res[id(t, "58")], "a microbe on Tardigrades (the only target)")
			s.players[0].forests = 4
			require.Equal(t, 2, s.vp(0, source(id(t, "18")), s.card(id(t, "18")).VP), "1 VP per 2 forests")
		}}},
	{num: "19", setup: oxygenRed, want: "mc-7 vp+1 res+1", check: func(t *testing.T, s *State, card int) {
		toHandOf(t, s, 0, "104")
		at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
		before := snapshot(s, 0, card)
		play(t, s, 0, "104", "choose 1")
		require.Equal(t, parseDelta(t, "mc-6 prod.plants+1 hand+0 tableau+1"), diff(before, snapshot(s, 0, card)),
			"microbe tag: remove the microbe and draw; plant tag: nothing to remove, so a microbe is added")
	}},
	{num: "20", want: "mc-10 res+2", use: &useCase{use: "1", want: "res-1 plants+3"}},
	{num: "21", want: "mc-12 vp+1", use: &useCase{use: "0", want: "mc-10 temp+1 tr+1"}},
	{num: "22", want: "mc-7", use: &useCase{setup: have(2, 0), use: "0", want: "heat-2 hand+1"}},
	{num: "23", want: "mc-24 vp+2", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, 11-2, costOf(t, s, "103"))
		require.Equal(t, 0, costOf(t, s, "11"), "never below zero")
	}},
	{num: "24", want: "mc-11 res+2 vp+1", check: func(t *testing.T, s *State, card int) {
		toHandOf(t, s, 0, "155")
		at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
		play(t, s, 0, "155")
		require.Equal(t, uint16(3), s.res[card], "a plant tag adds an animal")
	}},
	{num: "25", want: "mc-5", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, 8-4, costOf(t, s, "140"))
		toHandOf(t, s, 0, "140")
		at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
		before := snapshot(s, 0, -1)
		play(t, s, 0, "140")
		require.Equal(t, parseDelta(t, "mc-4 prod.heat+2 tableau+1 hand+0"), diff(before, snapshot(s, 0, -1)), "draws a card")
	}},
	{num: "26", want: "mc-10", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, int8(1), s.players[0].researchKeep)
	}},
	{num: "27", want: "mc-10", use: &useCase{use: "0", want: "plants+1"}},
	{num: "28", want: "mc-12 vp+1", use: &useCase{use: "0", want: "mc-1 plants+2"}},
	{num: "29", want: "mc-15 plants+3", use: &useCase{use: "0", pick: []string{"discard *"}, want: "hand-1 plants+3"}},
	{num: "30", setup: tempRed, want: "mc-11", check: func(t *testing.T, s *State, card int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		act(t, s, "p0 standard ocean-mc")
		require.Equal(t, uint16(1), s.res[card])
		require.Equal(t, 1, s.Score(0).CardVP)
	}},
	{num: "31", setup: oxygenRed, want: "mc-10", use: &useCase{use: "0", want: "res+1", check: func(t *testing.T, s *State, card int) {
		s.res[card] = 2
		at(t, s, PhaseAction, PhaseResearch, PhaseAction) // the next Action phase
		before := snapshot(s, 0, card)
		act(t, s, "p0 use 31 1")
		require.Equal(t, parseDelta(t, "res-2 temp+1 tr+1"), diff(before, snapshot(s, 0, card)))
	}}},
	{num: "32", setup: tempYellow, want: "mc-11", use: &useCase{setup: have(5, 0), use: "0 x=4", want: "heat-4 plants+4"}},
	{num: "33", setup: oceans(5), want: "mc-25", check: func(t *testing.T, s *State, card int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		act(t, s, "p0 standard temperature-mc")
		require.Equal(t, uint16(1), s.res[card])
	}},
	{num: "34", want: "mc-11", use: &useCase{use: "0", want: "mc-1 heat+2"}},
	{num: "35", want: "mc-35", check: func(t *testing.T, s *State, card int) {
		require.Equal(t, int8(1), s.players[0].researchDraw)
		require.Equal(t, int8(1), s.players[0].researchKeep)
		for _, n := range []string{"103", "104", "105"} {
			inPlay(t, s, 0, n)
		}
		require.Equal(t, 1, s.vp(0, source(card), s.card(card).VP), "1 VP per 4 cards in play")
	}},
	{num: "36", want: "mc-3", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, int8(2), s.players[0].researchDraw)
	}},
	{num: "37", want: "mc-6", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, 11-3, costOf(t, s, "103"))
		require.Equal(t, 15-3, costOf(t, s, "165"), "earth and jovian: once")
		toHandOf(t, s, 0, "165")
		at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
		before := snapshot(s, 0, -1)
		play(t, s, 0, "165")
		require.Equal(t, parseDelta(t, "mc-12 prod.mc+2 tableau+1 hand+1 vp+1"), diff(before, snapshot(s, 0, -1)),
			"Miranda Resort has earth and jovian tags: two cards drawn; 2 earth tags in play")
	}},
	{num: "38", want: "mc-12", use: &useCase{setup: have(4, 0), use: "0", want: "heat-4 oxygen+1 tr+1"}},
	{num: "39", setup: oxygenYellw, want: "mc-15", check: func(t *testing.T, s *State, card int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		act(t, s, "p0 standard temperature-mc")
		require.Equal(t, uint16(1), s.res[card])
	}},
	{num: "40", pick: []string{"decline"}, want: "mc-10 vp+1", check: func(t *testing.T, s *State, _ int) {
		onlyHand(t, s, 0, "96", "155")
		at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction)
		before := snapshot(s, 0, -1)
		play(t, s, 0, "96", "discard 155", "discard *")
		// Research: 2 science tags, two triggers. First: discard Lichen (plant) for 2 cards.
		require.Equal(t, parseDelta(t, "mc-5 tableau+1 hand+2"), diff(before, snapshot(s, 0, -1)))
	}},
	{num: "41", want: "mc-9", use: &useCase{use: "0", want: "mc-1 hand+1"}},
	{num: "42", want: "mc-11", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, 17-5, costOf(t, s, "88"))
	}},
	{num: "43", want: "mc-11 res+3", use: &useCase{use: "1", want: "res-3 ocean+1 tr+1 mc+4"}},
	{num: "44", want: "mc-15 vp+1 hand+1"},
	{num: "45", want: "mc-10", check: func(t *testing.T, s *State, _ int) {
		at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction) // the next Construction phase
		toHandOf(t, s, 0, "96")
		before := snapshot(s, 0, -1)
		play(t, s, 0, "96")
		require.Equal(t, parseDelta(t, "mc-5 hand+1 heat+2 plants+2 tableau+1"), diff(before, snapshot(s, 0, -1)))
	}},
	{num: "46", setup: tagged(cards.TagScience, 4), want: "mc-5", check: func(t *testing.T, s *State, card int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		act(t, s, "p0 standard temperature-mc")
		act(t, s, "p0 standard temperature-mc")
		require.Equal(t, uint16(2), s.res[card])
		require.Equal(t, 1, s.vp(0, source(card), s.card(card).VP), "1 VP per 2 science resources")
	}},
	{num: "47", want: "mc-4", use: &useCase{setup: have(5, 0), use: "0 x=5", want: "heat-5 mc+5"}},
	{num: "48", want: "mc-24 vp+1", check: func(t *testing.T, s *State, _ int) {
		at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction) // the next Construction phase
		toHandOf(t, s, 0, "96")
		before := snapshot(s, 0, -1)
		play(t, s, 0, "96")
		require.Equal(t, parseDelta(t, "mc-5 hand+3 tableau+1"), diff(before, snapshot(s, 0, -1)), "Research draws 2, the trigger 2")
	}},
	{num: "49", want: "mc-4", use: func() *useCase {
		var discards uint16
		return &useCase{setup: func(t *testing.T, s *State, _ int) { discards = s.nDiscard },
			use: "0 x=2", pick: []string{"discard *", "discard *"}, want: "",
			check: func(t *testing.T, s *State, _ int) {
				require.Equal(t, discards+2, s.nDiscard, "two cards discarded, two drawn")
			}}
	}()},
	{num: "50", setup: tempRed, want: "mc-10", use: &useCase{use: "0", want: "res+1", check: func(t *testing.T, s *State, card int) {
		s.res[card] = 2
		at(t, s, PhaseAction, PhaseResearch, PhaseAction) // the next Action phase
		before := snapshot(s, 0, card)
		act(t, s, "p0 use 50 1")
		require.Equal(t, parseDelta(t, "res-2 oxygen+1 tr+1"), diff(before, snapshot(s, 0, card)))
	}}},
	{num: "51", want: "mc-6", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, 11-1, costOf(t, s, "103"))
	}},
	{num: "52", want: "mc-7", check: func(t *testing.T, s *State, _ int) {
		s.players[0].plants = 1
		toHandOf(t, s, 0, "103")
		at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
		before := snapshot(s, 0, -1)
		act(t, s, "p0 play 103 pay=alt0")
		require.Equal(t, parseDelta(t, "mc-6 plants-1 prod.card+1 hand-1 tableau+1"), diff(before, snapshot(s, 0, -1)))
	}},
	{num: "53", setup: tempRed, want: "mc-9", check: func(t *testing.T, s *State, card int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		act(t, s, "p0 standard forest-mc")
		act(t, s, "p0 standard forest-mc")
		require.Equal(t, uint16(2), s.res[card])
		require.Equal(t, 1, s.vp(0, source(card), s.card(card).VP))
	}},
	{num: "54", want: "mc-15 vp+1", use: &useCase{setup: func(t *testing.T, s *State, _ int) { s.players[0].titanium = 2 },
		use: "0", want: "mc-11 forest+1 oxygen+1 tr+1"}},
	{num: "55", want: "mc-15 vp+1", check: func(t *testing.T, s *State, _ int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		before := snapshot(s, 0, -1)
		act(t, s, "p0 standard temperature-mc")
		require.Equal(t, parseDelta(t, "mc-10 temp+1 tr+1"), diff(before, snapshot(s, 0, -1)))
	}},
	{num: "56", want: "mc-15 vp+1", use: &useCase{setup: have(6, 0), use: "0", want: "heat-6 mc+2 oxygen+1 tr+1"}},
	{num: "57", setup: tempRed, want: "mc-3", use: &useCase{setup: func(t *testing.T, s *State, _ int) { inPlay(t, s, 0, "58") },
		use: "0", want: "", check: func(t *testing.T, s *State, _ int) {
			require.Equal(t, uint16(1), s.res[id(t, "58")])
		}}},
	{num: "58", want: "mc-6", use: &useCase{use: "0", want: "res+1", check: func(t *testing.T, s *State, card int) {
		s.res[card] = 6
		require.Equal(t, 2, s.vp(0, source(card), s.card(card).VP), "1 VP per 3 microbes")
	}}},
	{num: "59", want: "mc-13", use: &useCase{use: "0", want: "mc-2 hand+1", check: func(t *testing.T, s *State, card int) {
		inPlay(t, s, 0, "15")
		inPlay(t, s, 0, "9")
		require.Equal(t, 1, s.vp(0, source(card), s.card(card).VP), "1 VP per 3 blue cards")
	}}},
	{num: "60", want: "mc-11", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, int8(1), s.players[0].researchDraw)
		require.Equal(t, int8(1), s.players[0].researchKeep)
	}},
	{num: "61", want: "mc-8 plants+2"},
	{num: "62", want: "mc-17 vp+1", use: &useCase{setup: tagged(cards.TagPower, 2), use: "0", want: "mc-6 ocean+1 tr+1"}},
	{num: "63", want: "mc-22 vp+1", use: &useCase{setup: func(t *testing.T, s *State, _ int) { s.players[0].titanium = 2 },
		use: "0", want: "mc-6 ocean+1 tr+1"}},
	{num: "64", want: "mc-13 plants+4", use: &useCase{use: "0", want: "plants-4 temp+1 tr+1"}},

	// Red cards.
	{num: "65", setup: all(tagged(cards.TagAnimal, 1), tagged(cards.TagMicrobe, 1), tagged(cards.TagPlant, 1)), want: "mc-10 vp+3"},
	{num: "66", setup: tempYellow, want: "mc-9 ocean+1 tr+1 vp+1"},
	{num: "67", setup: tagged(cards.TagScience, 2), want: "mc-6 oxygen+1 tr+1"},
	{num: "68", setup: oxygenYellw, want: "mc-9 vp+2"},
	{num: "69", want: "mc-5 tr+2 vp-2"},
	{num: "70", pick: []string{"discard *", "discard *"}, want: "mc-5 hand+2"},
	{num: "71", setup: func(t *testing.T, s *State, _ int) { s.res[inPlay(t, s, 0, "58")] = 1 }, want: "mc-3 vp+1",
		check: func(t *testing.T, s *State, _ int) { require.Equal(t, uint16(3), s.res[id(t, "58")]) }},
	{num: "72", want: "mc-10 vp+2"},
	{num: "73", want: "mc-21 temp+1 ocean+1 tr+2"},
	{num: "74", want: "mc-10 hand+1 ocean+1 tr+1"},
	{num: "75", setup: tagged(cards.TagEvent, 3), want: "mc-3 ocean+1 tr+1"},
	{num: "76", want: "mc-23 temp+3 tr+3"},
	{num: "77", want: "mc-31 temp+2 ocean+2 tr+4 hand+1"},
	{num: "78", want: "mc-16 ocean+2 tr+2 hand+1"},
	{num: "79", setup: tempWhite, want: "ocean+1 tr+1"},
	{num: "80", want: "mc-13 ocean+1 tr+1 plants+3"},
	{num: "81", want: "mc-20 tr+1 plants+4"},
	{num: "82", setup: tagged(cards.TagScience, 4), want: "mc-20 vp+4"},
	{num: "83", pick: []string{"keep *"}, want: "mc-1 hand+1"},
	{num: "84", want: "mc+9 tr-1 vp+1"},
	{num: "85", want: "mc-7 hand+1 vp+1"},
	{num: "86", setup: tempYellow, want: "mc-12 ocean+2 tr+2 hand+1 vp+1"},
	{num: "87", want: "mc-32 ocean+1 tr+1 hand+2 plants+5 vp+2"},
	{num: "88", want: "mc-17 temp+2 tr+2"},
	{num: "89", setup: have(3, 0), want: "heat-3 plants+4"},
	{num: "90", setup: tempWhite, want: "mc-12 forest+1 oxygen+1 tr+1"},
	{num: "91", want: "mc-30 tr+3 temp+1 plants+2", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, int16(2), s.players[0].trCards, "2 TR from the card, 1 from temperature")
	}},
	{num: "92", setup: tempYellow, want: "mc-4 ocean+1 tr+1"},
	{num: "93", want: "mc-28 temp+1 ocean+1 tr+2 hand+2 vp+1"},
	{num: "94", setup: tagged(cards.TagScience, 4), want: "mc-22 forest+2 oxygen+2 tr+2"},
	{num: "95", want: "mc-16 tr+2"},
	{num: "96", want: "mc-5 hand+2"},
	{num: "97", want: "mc-3", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, uint8(1), s.players[0].extraPlays)
		toHandOf(t, s, 0, "66") // Artificial Lake: temperature yellow
		setParam(s, cards.Temperature, 6)
		legal := s.Legal(nil)
		require.Contains(t, legal, Action{Kind: ActPlay, Player: 0, Card: int16(id(t, "66"))}, "shifted one zone")
		play(t, s, 0, "66")
		require.Zero(t, s.players[0].shiftNext, "only the next card")
	}},
	{num: "98", want: "mc-6 ocean+1 tr+1"},
	{num: "99", want: "mc-13 ocean+1 tr+1 hand+2"},
	{num: "100", want: "mc-28 tr+1 vp+2"},
	{num: "101", want: "mc-18 oxygen+1 ocean+1 tr+2 plants+2"},
	{num: "102", want: "mc-5", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, uint8(1), s.players[0].extraPlays)
		require.Equal(t, 17-11, costOf(t, s, "88"), "the next card costs 11 less")
	}},

	// Green cards.
	{num: "103", want: "mc-11 prod.card+1"},
	{num: "104", want: "mc-6 prod.plants+1"},
	{num: "105", setup: oxygenRed, want: "mc-18 prod.card+1 prod.heat+2"},
	{num: "106", setup: oxygenRed, want: "mc-15 oxygen+1 tr+1 prod.heat+2"},
	{num: "107", setup: oceans(5), want: "mc-9 prod.plants+2"},
	{num: "108", want: "mc-5 prod.plants+1"},
	{num: "109", want: "mc-11 prod.plants+1 prod.heat+1"},
	{num: "110", want: "mc-28 ti+2 vp+2"},
	{num: "111", want: "mc-6 ti+1"},
	{num: "112", want: "mc-21 prod.plants+1 prod.heat+3"},
	{num: "113", want: "mc-10 prod.heat+1"},
	{num: "114", setup: func(t *testing.T, s *State, _ int) { onlyHand(t, s, 0, "104") }, pick: []string{"play-free 104"},
		want: "mc-18 prod.card+1 prod.plants+1 tableau+1 hand-1"},
	{num: "115", want: "mc-8 tr-1 prod.mc+3 vp+1"},
	{num: "116", setup: tagged(cards.TagJovian, 1), want: "mc-23 prod.plants+1 prod.heat+3 vp+1"},
	{num: "117", setup: have(0, 2), want: "mc-15 plants-2 prod.heat+5"},
	{num: "118", want: "mc-18 forest+1 oxygen+1 tr+1 prod.heat+1"},
	{num: "119", want: "mc-17 prod.card+1 prod.mc+2"},
	{num: "120", setup: have(4, 0), want: "mc-6 heat-4 steel+2"},
	{num: "121", setup: tempRed, want: "mc-13 plants+2 prod.plants+2"},
	{num: "122", want: "mc-20 prod.card+1 vp+1"},
	{num: "123", want: "mc-6 prod.mc+1"},
	{num: "124", want: "mc-13 prod.heat+3"},
	{num: "125", want: "mc-25 prod.mc+4 vp+2"},
	{num: "126", want: "mc-14 temp+1 tr+1 prod.heat+1"},
	{num: "127", want: "mc-15 prod.plants+2"},
	{num: "128", want: "mc-15 plants+3 heat+3 prod.plants+1"},
	{num: "129", want: "mc-2 steel+1"},
	{num: "130", want: "mc-10 prod.mc+3"},
	{num: "131", setup: func(t *testing.T, s *State, _ int) { s.cardTR(0, 2) }, want: "mc-18 prod.card+2"},
	{num: "132", setup: tempRed, want: "mc-16 plants+3 prod.mc+2 vp+1"},
	{num: "133", setup: tempWhite, want: "mc-20 plants+2 prod.mc+2 prod.plants+2 vp+2"},
	{num: "134", setup: have(0, 2), want: "mc-9 plants-2 prod.mc+4"},
	{num: "135", setup: have(3, 0), want: "mc-9 heat-3 prod.mc+1 ti+1"},
	{num: "136", want: "mc-4 tr-1 prod.heat+2 vp+1"},
	{num: "137", setup: tagged(cards.TagPower, 2), want: "mc-7 prod.card+1"},
	{num: "138", want: "mc-17 ti+2"},
	{num: "139", setup: tagged(cards.TagScience, 3), want: "mc-15 prod.mc+2 vp+2"},
	{num: "140", want: "mc-8 prod.heat+2"},
	{num: "141", want: "mc-13 prod.heat+3"},
	{num: "142", setup: tempRed, want: "mc-9 plants+3 prod.plants+1"},
	{num: "143", setup: oceans(2), want: "mc-12 prod.heat+2 vp+1"},
	{num: "144", want: "mc-3 steel+1"},
	{num: "145", want: "mc-14 plants+1 prod.plants+1 vp+1"},
	{num: "146", setup: tagged(cards.TagEarth, 3), want: "mc-20 prod.mc+3 vp+2"},
	{num: "147", want: "mc-8 prod.heat+2"},
	{num: "148", want: "mc-8 heat+5 prod.heat+1"},
	{num: "149", want: "mc-15 prod.mc+3 steel+1"},
	{num: "150", want: "mc-19 prod.mc+1 prod.plants+2"},
	{num: "151", want: "mc-9 prod.heat+1 steel+1"},
	{num: "152", setup: tagged(cards.TagPlant, 2), want: "mc-10 prod.plants+2"},
	{num: "153", want: "mc-37 prod.mc+2 ti+2 vp+1"},
	{num: "154", setup: oceans(6), want: "mc-17 plants+2 prod.mc+2 prod.plants+3 vp+1"},
	{num: "155", want: "mc-5 prod.plants+1"},
	{num: "156", want: "mc-13 prod.mc+1 vp+1"},
	{num: "157", setup: oxygenRed, want: "mc-9 prod.mc+1 prod.heat+2"},
	{num: "158", want: "mc-9 tr-1 prod.heat+4"},
	{num: "159", setup: tagged(cards.TagScience, 4), want: "mc-20 prod.heat+3 ti+1 vp+2"},
	{num: "160", setup: tagged(cards.TagBuilding, 3), want: "mc-15 prod.mc+2 vp+1"},
	{num: "161", setup: oxygenRed, want: "mc-35 prod.plants+2 prod.heat+2 vp+2"},
	{num: "162", want: "mc-9 prod.heat+1 steel+1"},
	{num: "163", pick: []string{"discard *"}, want: "mc-17 hand+1 prod.heat+3"},
	{num: "164", want: "mc-10 steel+2"},
	{num: "165", want: "mc-15 prod.mc+1 vp+1"},
	{num: "166", want: "mc-18 prod.heat+4"},
	{num: "167", want: "mc-6 tr-1 prod.plants+2"},
	{num: "168", setup: all(oceans(3), have(0, 1)), want: "mc-3 plants-1 prod.plants+1"},
	{num: "169", setup: oxygenRed, want: "mc-12 prod.mc+2 vp+1"},
	{num: "170", want: "mc-14 prod.mc+1 prod.plants+1 prod.heat+1"},
	{num: "171", want: "mc-14 prod.plants+2"},
	{num: "172", setup: tempRed, want: "mc-13 plants+2 prod.plants+1 vp+1"},
	{num: "173", want: "mc-10 prod.mc+1 prod.heat+3 vp-1"},
	{num: "174", want: "mc-8 prod.mc+1"},
	{num: "175", want: "mc-3 prod.heat+1"},
	{num: "176", want: "mc-12 prod.mc+2 prod.heat+1"},
	{num: "177", want: "mc-22 forest+1 oxygen+1 tr+1 prod.mc+2"},
	{num: "178", setup: tagged(cards.TagScience, 3), want: "mc-16 prod.heat+3 vp+2"},
	{num: "179", setup: oceans(2), want: "mc-4 prod.mc+2"},
	{num: "180", want: "mc-17 prod.heat+1"},
	{num: "181", want: "mc-14 prod.mc+1"},
	{num: "182", want: "mc-8 prod.plants+2 vp-1"},
	{num: "183", want: "mc-28 hand+2 prod.heat+5"},
	{num: "184", want: "mc-24 temp+1 tr+1 prod.plants+2"},
	{num: "185", want: "mc-10 prod.heat+1 vp+1"},
	{num: "186", want: "mc-10 hand+1 heat+3 prod.heat+1"},
	{num: "187", want: "mc-30 prod.heat+5 vp+1"},
	{num: "188", want: "mc-11 hand+1 prod.heat+2"},
	{num: "189", want: "mc-14 ti+1 vp+1"},
	{num: "190", want: "mc-5 prod.mc+2"},
	{num: "191", want: "mc-12 tr-1 steel+2 ti+1"},
	{num: "192", want: "mc-13 steel+1 ti+1"},
	{num: "193", want: "mc-20 prod.heat+3 vp+1"},
	{num: "194", want: "mc-7 ti+1"},
	{num: "195", setup: func(t *testing.T, s *State, _ int) { onlyHand(t, s, 0, "155") }, pick: []string{"play-free 155"},
		want: "mc-16 prod.mc+3 prod.plants+1 tableau+1 hand-1"},
	{num: "196", want: "mc-11 plants+3 prod.mc+2"},
	{num: "197", setup: tempRed, want: "mc-16 ocean+1 tr+1 prod.heat+2"},
	{num: "198", setup: tempYellow, want: "mc-17 plants+1 prod.plants+3 vp+1"},
	{num: "199", setup: have(5, 0), want: "mc-19 heat-5 prod.mc+4 vp+2"},
	{num: "200", setup: tempYellow, want: "mc-12 plants+1 prod.mc+2 prod.plants+1 vp+1"},
	{num: "201", want: "mc-7 prod.mc+1 steel+1"},
	{num: "202", want: "mc-31 prod.card+1 prod.heat+4"},
	{num: "203", setup: tagged(cards.TagEvent, 2), want: "mc-11 prod.mc+2"},
	{num: "204", want: "mc-16 ti+1 vp+1"},
	{num: "205", setup: oceans(3), want: "mc-9 prod.heat+3"},
	{num: "206", want: "mc-10 prod.heat+1 vp+1"},
	{num: "207", setup: oxygenRed, want: "mc-11 prod.plants+1"},
	{num: "208", setup: all(oxygenRed, func(t *testing.T, s *State, _ int) { s.players[0].forests = 2 }), want: "mc-10 prod.mc+2 vp+1"},
}
