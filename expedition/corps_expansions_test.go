package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Every Discovery and Foundations corporation, kept by player 0 through
// Apply in a 2-player game with both expansions: its starting MC, its
// setup (a phase card upgraded: player 0 answers script), its lasting
// effect at work.
func expCorpGame(t *testing.T, num string, script ...string) *State {
	t.Helper()
	return corpGameWith(t, Config{Players: 2, Seed: 7, Sets: allSets, Infrastructure: On}, num, script...)
}

func TestCorporationApolloIndustries(t *testing.T) {
	s := expCorpGame(t, "D01", "upgrade 2 B")
	require.Equal(t, int32(33), s.players[0].mc)
	upgradedTo(t, s, PhaseConstruction, PhaseUpgradeB)
	require.Equal(t, uint8(1), s.players[0].tags[cards.TagSpace])
	s.players[0].mc = 100
	onlyHand(t, s, 0, "D34") // Metallurgy: science and space
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	d := deltaOf(t, s, -1, func() { play(t, s, 0, "D34", "upgrade 1 A") })
	require.Equal(t, 0, d.Hand, "the played card out, a card in for its science tag")
}

func TestCorporationExocorp(t *testing.T) {
	s := expCorpGame(t, "D02", "upgrade 5 A")
	require.Equal(t, int32(26), s.players[0].mc)
	upgradedTo(t, s, PhaseResearch, PhaseUpgradeA)
	at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction)
	c := s.players[0].hand.next(0)
	require.Equal(t, 4, deltaOf(t, s, -1, func() { do(t, s, Action{Kind: ActSell, Player: 0, Card: int16(c)}) }).MC,
		"a card sells for 4 MC")
}

func TestCorporationHyperionSystems(t *testing.T) {
	s := expCorpGame(t, "D03", "upgrade 3 B")
	require.Equal(t, int32(30), s.players[0].mc)
	upgradedTo(t, s, PhaseAction, PhaseUpgradeB)
	corp := cards.MaxProjectCards + corpID(t, "D03")
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	require.Equal(t, 1, deltaOf(t, s, -1, func() { act(t, s, "p0 use corp:D03 0") }).MC, "1 MC")
	at(t, s, PhaseAction, PhaseAction, PhaseResearch)
	for s.Decision() == DecisionKeep {
		answer(t, s, 0, "keep *")
	}
	for s.ToMove() != 0 {
		do(t, s, Action{Kind: ActDone, Player: int8(s.ToMove()), Card: -1})
	}
	require.Equal(t, 2, deltaOf(t, s, -1, func() {
		do(t, s, Action{Kind: ActUseAction, Player: 0, Card: int16(corp), Index: 0})
	}).MC, "2 MC when it chose the Action phase")
}

func TestCorporationSultira(t *testing.T) {
	s := expCorpGame(t, "D04", "upgrade 1 A")
	require.Equal(t, int32(38), s.players[0].mc)
	require.Equal(t, int32(2), s.players[0].heat, "its own power tag")
	upgradedTo(t, s, PhaseDevelopment, PhaseUpgradeA)
	s.players[0].mc = 100
	onlyHand(t, s, 0, "D41", "D36") // Nuclear Detonation Site (no tag), Oxidation Byproducts (building power)
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	require.Equal(t, 2, deltaOf(t, s, -1, func() { play(t, s, 0, "D36", "upgrade 2 A") }).Heat, "2 heat per power tag played")
}

func TestCorporationInventrixFoundations(t *testing.T) {
	s := expCorpGame(t, "F01")
	require.Equal(t, int32(33), s.players[0].mc)
	require.Equal(t, uint16(StartingHand+3), s.players[0].nHand, "draws 3 cards")
	setParam(s, cards.Infrastructure, 7)
	require.True(t, s.meetsRequirements(0, s.card(id(t, "F20"))), "infrastructure read one zone higher")
	require.False(t, s.meetsRequirements(1, s.card(id(t, "F20"))))
	setParam(s, cards.Temperature, 5)
	require.True(t, s.meetsRequirements(0, s.card(id(t, "121"))), "and temperature, as the base printing")
}

func TestEveryExpansionCorporationHasATest(t *testing.T) {
	tested := map[string]bool{"D01": true, "D02": true, "D03": true, "D04": true, "F01": true}
	cat := cards.MustEmbedded()
	for i := range cat.Corporations {
		c := &cat.Corporations[i]
		if c.Set == cards.SetDiscovery || c.Set == cards.SetFoundations {
			require.True(t, tested[c.Number], "corporation %s %s has no test", c.Number, c.Name)
		}
	}
}
