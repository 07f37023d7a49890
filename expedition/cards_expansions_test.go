package expedition

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Every Discovery and Foundations project card, played by player 0 of a
// fresh 2-player game with both expansions and every option on (the
// infrastructure track included), as TestEveryProjectCard does for the
// base game (runCardCase): the change its play makes (its cost included;
// the played card not counted in hand or tableau), then its action, trigger
// or lasting effect at work. Upgrades are answered as "upgrade PHASE
// VERSION", a wild tag's choice is "wild=TAG".

// upgradedTo checks that player 0's phase card ph is version v.
func upgradedTo(t *testing.T, s *State, ph, v int) {
	t.Helper()
	require.Equal(t, v, s.PhaseCard(0, ph), "phase card %s", PhaseName(ph))
}

func TestEveryExpansionProjectCard(t *testing.T) {
	cat := cards.MustEmbedded()
	seen := map[string]bool{}
	for _, tc := range expansionCases {
		require.False(t, seen[tc.num], "card %s tested twice", tc.num)
		seen[tc.num] = true
	}
	n := 0
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if c.Set == cards.SetDiscovery || c.Set == cards.SetFoundations {
			require.True(t, seen[c.Number], "card %s %s has no test", c.Number, c.Name)
			n++
		}
	}
	require.Len(t, expansionCases, n)
	require.Equal(t, 38+22, n)
	for _, tc := range expansionCases {
		c, ok := cat.CardByNumber(tc.num)
		require.True(t, ok, tc.num)
		t.Run(fmt.Sprintf("%s_%s", tc.num, c.Name), func(t *testing.T) { runCardCase(t, both(t), c, tc) })
	}
}

// deltaOf runs f and returns the change of player 0's numbers.
func deltaOf(t *testing.T, s *State, card int, f func()) snap {
	t.Helper()
	before := snapshot(s, 0, card)
	f()
	return diff(before, snapshot(s, 0, card))
}

// revealGain returns what player 0 gains when the phase cards are revealed
// at the next Planning, player 0 choosing phase mine and player 1 another
// (Research or Production).
func revealGain(t *testing.T, s *State, mine int) snap {
	t.Helper()
	toPlanning(t, s)
	other := PhaseResearch
	if !s.legalPhaseChoice(1, other) || other == mine {
		other = PhaseProduction
	}
	return deltaOf(t, s, -1, func() { choose(t, s, mine, other) })
}

var expansionCases = []cardCase{
	// Discovery, blue.
	{num: "D05", pick: []string{"upgrade 3 A"}, want: "mc-10", check: func(t *testing.T, s *State, _ int) {
		upgradedTo(t, s, PhaseAction, PhaseUpgradeA)
		require.Equal(t, 1, revealGain(t, s, PhaseAction).MC, "1 MC when an upgraded phase card chosen is revealed")
		require.Zero(t, revealGain(t, s, PhaseConstruction).MC, "nothing for a base card")
	}},
	{num: "D06", want: "mc-15", use: &useCase{
		setup: func(t *testing.T, s *State, _ int) {
			require.False(t, s.cond(0, cards.Cond{Kind: cards.CondChoseUpgraded}))
			require.NoError(t, s.UpgradePhaseCard(0, PhaseResearch, PhaseUpgradeB))
		},
		use: "0", want: "mc+4", check: func(t *testing.T, s *State, _ int) {
			at(t, s, PhaseAction, PhaseDevelopment, PhaseAction)
			require.Equal(t, 2, deltaOf(t, s, -1, func() { act(t, s, "p0 use D06 0") }).MC, "2 MC with a base card chosen")
		}}},
	{num: "D07", want: "mc-4", use: &useCase{use: "0", pick: []string{"upgrade 2 B"}, want: "tr-1",
		check: func(t *testing.T, s *State, _ int) { upgradedTo(t, s, PhaseConstruction, PhaseUpgradeB) }}},
	{num: "D08", want: "mc-11", check: func(t *testing.T, s *State, _ int) {
		toHandOf(t, s, 0, "98") // Subterranean Reservoir: an event
		at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction)
		require.Equal(t, parseDelta(t, "mc-6 ocean+1 tr+1 tableau+1"), deltaOf(t, s, -1, func() { play(t, s, 0, "98") }),
			"10 MC less the tile's 4 MC, and a card for the event tag (the played card gone from hand)")
	}},
	{num: "D09", pick: []string{"upgrade 4 A"}, want: "mc-17", check: func(t *testing.T, s *State, _ int) {
		upgradedTo(t, s, PhaseProduction, PhaseUpgradeA)
		require.Equal(t, 10-1, costOf(t, s, "130"), "every card 1 MC less")
	}},
	{num: "D10", want: "mc-8 res+3", use: &useCase{use: "0", want: "res+1", check: func(t *testing.T, s *State, _ int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		require.Equal(t, parseDelta(t, "res-3"), deltaOf(t, s, id(t, "D10"), func() {
			act(t, s, "p0 use D10 1")
			answer(t, s, 0, "upgrade 5 B")
		}))
		upgradedTo(t, s, PhaseResearch, PhaseUpgradeB)
	}}},
	{num: "D11", pick: []string{"upgrade 1 A"}, want: "mc-14", use: &useCase{use: "0", pick: []string{"discard *", "discard *"}, want: ""},
		check: func(t *testing.T, s *State, _ int) { upgradedTo(t, s, PhaseDevelopment, PhaseUpgradeA) }},
	{num: "D12", setup: func(t *testing.T, s *State, _ int) { giveTags(t, s, 0, cards.TagScience, 3) }, want: "mc-10 vp+1",
		use: &useCase{use: "0", pick: []string{"upgrade 3 B"}, want: "",
			check: func(t *testing.T, s *State, _ int) { upgradedTo(t, s, PhaseAction, PhaseUpgradeB) }}},
	{num: "D13", want: "mc-24", check: func(t *testing.T, s *State, _ int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		require.Equal(t, parseDelta(t, "mc-14 temp+1 tr+1 plants+2"), deltaOf(t, s, -1, func() { act(t, s, "p0 standard temperature-mc") }))
	}},
	// Discovery, red.
	{num: "D14", pick: []string{"choose 1", "upgrade 1 B"}, want: "mc-9",
		check: func(t *testing.T, s *State, _ int) { upgradedTo(t, s, PhaseDevelopment, PhaseUpgradeB) }},
	{num: "D15", setup: func(t *testing.T, s *State, _ int) { inPlay(t, s, 0, "12") }, // Birds: holds animals
		pick: []string{"upgrade 2 A"}, want: "mc-12 vp+2", check: func(t *testing.T, s *State, _ int) {
			upgradedTo(t, s, PhaseConstruction, PhaseUpgradeA)
			require.Equal(t, uint16(2), s.res[id(t, "12")], "2 animals on Birds")
		}},
	{num: "D16", pick: []string{"upgrade 4 B"}, want: "mc-12 hand+1"},
	{num: "D17", setup: tempYellow, pick: []string{"upgrade 1 A", "upgrade 1 B"}, want: "mc-10",
		check: func(t *testing.T, s *State, _ int) {
			upgradedTo(t, s, PhaseDevelopment, PhaseUpgradeB) // the upgraded card upgraded into its other version
		}},
	{num: "D18", pick: []string{"upgrade 3 A"}, want: "mc-35 temp+2 tr+2 hand+2"},
	{num: "D19", setup: func(t *testing.T, s *State, _ int) { giveMilestone(t, s, 0) }, want: "mc-4 ocean+1 tr+1",
		check: func(t *testing.T, s *State, _ int) {
			require.False(t, s.meetsRequirements(1, s.card(id(t, "D19"))), "a player without a milestone may not play it")
		}},
	{num: "D20", as: "wild=science", pick: []string{"upgrade 2 B"}, want: "mc-10", check: func(t *testing.T, s *State, card int) {
		require.Equal(t, cards.TagScience, s.WildTag(card))
		require.Equal(t, uint8(1), s.players[0].tags[cards.TagScience], "the wild tag counts as science")
		require.Zero(t, s.players[0].tags[cards.TagWild])
	}},
	// Discovery, green.
	{num: "D21", want: "mc-14 prod.mc+4"},
	{num: "D22", pick: []string{"upgrade 5 A"}, want: "mc-27 prod.plants+2"},
	{num: "D23", pick: []string{"upgrade 2 A"}, want: "mc-14 steel+1"},
	{num: "D24", setup: tempRed, want: "mc-14 prod.card+1 prod.plants+1"},
	{num: "D25", want: "mc-9 steel+2"},
	{num: "D26", as: "wild=earth", want: "mc-7 prod.mc+2", check: func(t *testing.T, s *State, card int) {
		require.Equal(t, cards.TagEarth, s.WildTag(card))
		require.Equal(t, uint8(1), s.players[0].tags[cards.TagEarth])
	}},
	{num: "D27", pick: []string{"upgrade 1 A"}, want: "mc-22 prod.mc+2 prod.heat+1"},
	{num: "D28", pick: []string{"upgrade 4 A"}, want: "mc-12 prod.heat+1"},
	{num: "D29", want: "mc-28 prod.card+2 steel+1"},
	{num: "D30", pick: []string{"upgrade 3 A"}, want: "mc-28 prod.mc+3 prod.plants+1"},
	{num: "D31", want: "mc-16 ti+2"},
	{num: "D32", pick: []string{"upgrade 5 B"}, want: "mc-29 prod.heat+4"},
	{num: "D33", pick: []string{"upgrade 4 B"}, want: "mc-12 prod.mc+1"},
	{num: "D34", pick: []string{"upgrade 2 B"}, want: "mc-19 ti+1"},
	{num: "D35", setup: func(t *testing.T, s *State, _ int) { giveMilestone(t, s, 0) }, want: "mc-14 heat+4 prod.heat+3"},
	{num: "D36", pick: []string{"upgrade 1 A"}, want: "mc-19 prod.heat+2"},
	{num: "D37", pick: []string{"upgrade 1 B"}, want: "mc-10 prod.heat+1",
		check: func(t *testing.T, s *State, _ int) { upgradedTo(t, s, PhaseDevelopment, PhaseUpgradeB) }},
	{num: "D38", pick: []string{"upgrade 3 B"}, want: "mc-18 prod.plants+1"},
	{num: "D39", as: "wild=jovian", want: "mc-10 prod.mc+3", check: func(t *testing.T, s *State, card int) {
		require.Equal(t, uint8(1), s.players[0].tags[cards.TagJovian])
	}},
	{num: "D40", pick: []string{"upgrade 4 B"}, want: "mc-16 prod.plants+1",
		check: func(t *testing.T, s *State, _ int) { upgradedTo(t, s, PhaseProduction, PhaseUpgradeB) }},
	{num: "D41", want: "mc-12 prod.heat+3"},
	{num: "D42", pick: []string{"upgrade 2 A"}, want: "mc-17 prod.mc+2"},

	// Foundations, blue.
	{num: "F02", want: "mc-12 vp+1", check: func(t *testing.T, s *State, _ int) {
		setParam(s, cards.Infrastructure, 7) // red; Urban Forestry needs yellow
		require.True(t, s.meetsRequirements(0, s.card(id(t, "F20"))), "infrastructure read one zone higher")
		require.False(t, s.meetsRequirements(1, s.card(id(t, "F20"))))
	}},
	{num: "F04", want: "mc-15", check: func(t *testing.T, s *State, _ int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		require.Equal(t, parseDelta(t, "mc-15 infra+1 tr+1 hand+1 heat+2"), deltaOf(t, s, -1, func() {
			act(t, s, "p0 standard infrastructure-mc")
			answer(t, s, 0, "choose 0")
		}), "2 heat or 2 plants for each infrastructure step")
	}},
	{num: "F05", want: "mc-15", use: &useCase{use: "0", want: "mc-10 infra+1 tr+1 hand+1", check: func(t *testing.T, s *State, _ int) {
		giveTags(t, s, 0, cards.TagScience, 3) // 4 with its own
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		require.Equal(t, -5, deltaOf(t, s, -1, func() { act(t, s, "p0 use F05 0") }).MC, "5 MC less with 4 science tags")
	}}},
	{num: "F06", want: "mc-16", use: &useCase{use: "0", want: "hand+1", check: func(t *testing.T, s *State, _ int) {
		setParam(s, cards.Infrastructure, 8) // yellow when the next phase starts
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		require.Equal(t, 2, deltaOf(t, s, -1, func() { act(t, s, "p0 use F06 0") }).Hand, "2 cards with infrastructure yellow at the phase's start")
	}}},
	{num: "F07", want: "mc-10", check: func(t *testing.T, s *State, card int) {
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		act(t, s, "p0 standard infrastructure-mc")
		act(t, s, "p0 standard infrastructure-mc")
		require.Equal(t, uint16(2), s.res[card], "an animal per infrastructure step")
		require.Equal(t, 1, s.Score(0).CardVP, "1 VP per 2 animals")
	}},
	{num: "F08", want: "mc-18", use: &useCase{use: "0", want: "mc-10 infra+1 tr+1 hand+1", check: func(t *testing.T, s *State, _ int) {
		giveTags(t, s, 0, cards.TagPlant, 2)
		at(t, s, PhaseAction, PhaseResearch, PhaseAction)
		require.Equal(t, -6, deltaOf(t, s, -1, func() { act(t, s, "p0 use F08 0") }).MC, "2 MC less per plant tag")
	}}},
	// Foundations, red.
	{num: "F03", want: "mc-3", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, uint8(1), s.players[0].extraPlays)
		require.Equal(t, uint8(1<<cards.Temperature|1<<cards.Oxygen|1<<cards.Infrastructure), s.players[0].shiftNext)
		setParam(s, cards.Infrastructure, 7)
		require.True(t, s.meetsRequirements(0, s.card(id(t, "F20"))), "the next card reads infrastructure one zone off")
	}},
	{num: "F09", pick: []string{"discard *"}, want: "mc-14 infra+1 tr+1 hand+2"},
	{num: "F10", want: "mc-20 ocean+1 infra+1 tr+2 hand+1"},
	{num: "F11", want: "mc-17 infra+1 tr+1 hand+1", check: func(t *testing.T, s *State, _ int) {
		require.Equal(t, uint8(1), s.players[0].tags[cards.TagJovian])
	}},
	{num: "F12", want: "mc-30 infra+1 oxygen+1 temp+1 tr+3 hand+1"},
	{num: "F13", want: "mc-23 infra+2 tr+2 hand+2"},
	{num: "F14", want: "mc-30 infra+2 tr+2 hand+2 plants+4"},
	{num: "F15", want: "mc-20 ocean+1 infra+2 tr+3 hand+2 vp-2"},
	{num: "F16", pick: []string{"upgrade 2 A"}, want: "mc-20 infra+1 tr+1 hand+1"},
	{num: "F17", want: "mc-28 infra+3 tr+3 hand+3 vp-1"},
	{num: "F18", want: "mc-32 infra+2 temp+1 tr+3 hand+2"},
	{num: "F19", want: "mc-11 infra+1 tr+1 hand+1", check: func(t *testing.T, s *State, _ int) {
		require.Zero(t, s.players[0].tags[cards.TagEvent], "a red card without an event tag")
	}},
	{num: "F20", setup: param(cards.Infrastructure, 8), want: "mc-7 forest+1 oxygen+1 tr+1"},
	// Foundations, green.
	{num: "F21", want: "mc-16 infra+1 tr+1 hand+1 prod.mc+2"},
	{num: "F22", setup: param(cards.Infrastructure, 3), want: "mc-16 prod.plants+2 prod.heat+3"},
	{num: "F23", want: "mc-13 prod.card+1 vp+1"},
}

// Callisto Skybridge's second step needs four jovian tags, its own
// included.
func TestCallistoSkybridgeWithFourJovianTags(t *testing.T) {
	s := both(t)
	giveTags(t, s, 0, cards.TagJovian, 3)
	toHandOf(t, s, 0, "F11")
	at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction)
	require.Equal(t, parseDelta(t, "mc-17 infra+2 tr+2 hand+1 tableau+1"), deltaOf(t, s, -1, func() { play(t, s, 0, "F11") }))
}
