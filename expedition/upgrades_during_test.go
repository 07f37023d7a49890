package expedition

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Ruling D4: an upgrade of the phase card chosen this round, made while
// that phase resolves, gives its chooser from then on what the upgraded
// bonus grants beyond what the bonus has already given; nothing given is
// taken back and a choice made stays made.

// plays returns the cards player p may play now.
func plays(s *State, p int) []int {
	var out []int
	for _, a := range s.Legal(nil) {
		if a.Kind == ActPlay && int(a.Player) == p && a.Pay == 0 && a.Index == 0 {
			out = append(out, int(a.Card))
		}
	}
	return out
}

// offersBonusDraw reports whether the Construction bonus's card (or 6 MC)
// is still offered.
func offersBonusDraw(s *State) bool {
	for _, a := range s.Legal(nil) {
		if a.Kind == ActBonusDraw {
			return true
		}
	}
	return false
}

// greensOnTop puts green cards on top of the deck, so that the cards drawn
// in Construction add nothing to play.
func greensOnTop(t *testing.T, s *State) {
	t.Helper()
	for _, n := range sevenGreens[:4] {
		onTop(t, s, n)
	}
}

// Development B during Development: the extra green card of printed cost
// 12 or less becomes playable after the normal one; the 3 MC off went to
// the card already played.
func TestD4DevelopmentBDuringItsPhaseGivesTheExtraGreenCard(t *testing.T) {
	s := both(t)
	onlyHand(t, s, 0, "D33", "D26", "119") // Martian Museum (12, upgrades any), Local Market (7), Blueprints (17)
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	play(t, s, 0, "D33", "upgrade 1 B")
	require.Equal(t, int32(100-(12-3)), s.players[0].mc)
	require.Equal(t, []int{id(t, "D26")}, plays(s, 0), "one more green card, of printed cost 12 or less")
	act(t, s, "p0 play D26 wild=building")
	require.Equal(t, int32(100-(12-3)-7), s.players[0].mc, "the 3 MC off stays used")
	require.True(t, s.players[0].tableau.has(id(t, "D26")))
	require.Empty(t, plays(s, 0), "no third card")
	doneAll(t, s)
	require.Equal(t, PhaseResearch, s.Phase(), "the round goes on")
	upgradedTo(t, s, PhaseDevelopment, PhaseUpgradeB)
}

// Development A during Development: the 6 MC off the green card still to
// be played. With version B chosen, Perfluorocarbon Production (10) is the
// extra card and takes B's 3 MC off; upgraded to A, the normal card still
// to be played costs 6 MC less.
func TestD4DevelopmentADuringItsPhaseDiscountsTheCardStillToBePlayed(t *testing.T) {
	s := both(t)
	require.NoError(t, s.UpgradePhaseCard(0, PhaseDevelopment, PhaseUpgradeB))
	onlyHand(t, s, 0, "D37", "125") // Perfluorocarbon Production (upgrades Development), Commercial District (25)
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	play(t, s, 0, "D37", "upgrade 1 A")
	require.Equal(t, int32(100-(10-3)), s.players[0].mc)
	require.Equal(t, 25-6, costOf(t, s, "125"), "A: 6 MC off the card still to be played")
	play(t, s, 0, "125")
	require.Equal(t, int32(100-(10-3)-(25-6)), s.players[0].mc)
	require.Equal(t, 0, int(s.players[0].nextDiscount), "used")

	// Once the normal card is played, A gives no discount.
	s = both(t)
	onlyHand(t, s, 0, "D33", "130") // Martian Museum (upgrades any), Economic Growth (10)
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	play(t, s, 0, "D33", "upgrade 1 A")
	require.Equal(t, 10, costOf(t, s, "130"), "the green card was already played")
	require.Empty(t, plays(s, 0))
}

// Construction A during Construction gives the part of {one more blue or
// red card, a card} not yet taken.
func TestD4ConstructionADuringItsPhaseGivesThePartNotTaken(t *testing.T) {
	// The card taken first: A adds the extra card.
	s := both(t)
	onlyHand(t, s, 0, "D16", "15", "41") // Exosuits (12, upgrades any; a card), two blue cards
	greensOnTop(t, s)
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	act(t, s, "p0 bonus-draw")
	hand := s.players[0].nHand
	play(t, s, 0, "D16", "upgrade 2 A")
	require.Equal(t, hand-1+1, s.players[0].nHand, "Exosuits' card, no second bonus card")
	require.ElementsMatch(t, []int{id(t, "15"), id(t, "41")}, plays(s, 0), "one more blue or red card")
	play(t, s, 0, "15")
	require.Empty(t, plays(s, 0), "and only one")
	require.False(t, offersBonusDraw(s))

	// The extra card taken first: A adds the card.
	s = both(t)
	onlyHand(t, s, 0, "D16", "15", "41")
	greensOnTop(t, s)
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	play(t, s, 0, "15")
	hand = s.players[0].nHand
	play(t, s, 0, "D16", "upgrade 2 A")
	require.Equal(t, hand-1+1+1, s.players[0].nHand, "Exosuits' card and A's card")
	require.Empty(t, plays(s, 0), "the extra card is taken")
	require.False(t, offersBonusDraw(s))

	// Nothing taken yet: both.
	s = both(t)
	onlyHand(t, s, 0, "D16", "15", "41")
	greensOnTop(t, s)
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	hand = s.players[0].nHand
	play(t, s, 0, "D16", "upgrade 2 A")
	require.Equal(t, hand-1+1+1, s.players[0].nHand)
	require.False(t, offersBonusDraw(s), "no choice left: A gives both")
	play(t, s, 0, "41")
	require.Empty(t, plays(s, 0))
	doneAll(t, s)
	require.Equal(t, PhaseResearch, s.Phase())
}

// Construction B during Construction: with the choice still open it now
// offers 6 MC instead of the card; once made, nothing more.
func TestD4ConstructionBDuringItsPhaseGivesNothingOnceTheChoiceIsMade(t *testing.T) {
	s := both(t)
	onlyHand(t, s, 0, "D16", "15")
	greensOnTop(t, s)
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	act(t, s, "p0 bonus-draw")
	mc, hand := s.players[0].mc, s.players[0].nHand
	play(t, s, 0, "D16", "upgrade 2 B")
	require.Equal(t, mc-12, s.players[0].mc, "no 6 MC")
	require.Equal(t, hand-1+1, s.players[0].nHand, "Exosuits' card only")
	require.Empty(t, plays(s, 0), "no extra card")
	require.False(t, offersBonusDraw(s))
	upgradedTo(t, s, PhaseConstruction, PhaseUpgradeB)

	// The choice still open: B's 6 MC instead of the card.
	s = both(t)
	onlyHand(t, s, 0, "D16", "15")
	greensOnTop(t, s)
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	play(t, s, 0, "D16", "upgrade 2 B")
	mc, hand = s.players[0].mc, s.players[0].nHand
	act(t, s, "p0 bonus-draw")
	require.Equal(t, mc+6, s.players[0].mc, "B: 6 MC")
	require.Equal(t, hand, s.players[0].nHand, "and no card")
	require.Empty(t, plays(s, 0))
}

// Action B during Action: reveal 3, keep a blue or red card; the action
// used again stays the one.
func TestD4ActionBDuringItsPhaseRevealsThree(t *testing.T) {
	s := both(t)
	inPlay(t, s, 0, "D07")
	onTop(t, s, "103") // green: not kept
	onTop(t, s, "9")
	onTop(t, s, "98")
	at(t, s, PhaseAction, PhaseAction, PhaseResearch)
	hand := s.players[0].nHand
	act(t, s, "p0 use D07 0")
	answer(t, s, 0, "upgrade 3 B")
	require.Equal(t, DecisionKeep, s.Decision(), "B: reveal 3, keep a blue or red card")
	answer(t, s, 0, "keep 9")
	require.Equal(t, hand+1, s.players[0].nHand)
	require.Equal(t, uint8(1), s.players[0].repeats, "the same one action again")
}

// Production during Production: the MC beyond what the bonus gave, and B's
// second production. A mode upgrades the card while the Production B
// choice waits.
func TestD4ProductionDuringItsPhaseGivesTheDifference(t *testing.T) {
	s := both(t)
	require.NoError(t, s.UpgradePhaseCard(0, PhaseProduction, PhaseUpgradeB))
	inPlay(t, s, 0, "130") // Economic Growth: a green card to produce again
	at(t, s, PhaseProduction, PhaseProduction, PhaseResearch)
	require.Equal(t, DecisionTarget, s.Decision())
	mc := s.players[0].mc
	require.NoError(t, s.UpgradePhaseCard(0, PhaseProduction, PhaseUpgradeA))
	require.Equal(t, mc+6, s.players[0].mc, "A's 7 MC, 1 of them given")
	require.NoError(t, s.UpgradePhaseCard(0, PhaseProduction, PhaseUpgradeB))
	require.Equal(t, mc+6, s.players[0].mc, "B's 1 MC and its second production were given: nothing more")
	require.Equal(t, DecisionTarget, s.Decision())
	require.NoError(t, s.Check())
	answer(t, s, 0, "target 130")
	require.Equal(t, mc+6+3, s.players[0].mc, "Economic Growth produces again, once")
	require.Equal(t, PhaseResearch, s.Phase())
}

// Research during Research: while the player keeps cards, the cards and
// keeps beyond those of the bonus.
func TestD4ResearchDuringItsPhaseGivesTheDifference(t *testing.T) {
	s := both(t)
	at(t, s, PhaseResearch, PhaseResearch, PhaseDevelopment)
	require.Equal(t, DecisionKeep, s.Decision())
	require.Equal(t, uint16(2+3), s.players[0].nRevealed)
	require.NoError(t, s.UpgradePhaseCard(0, PhaseResearch, PhaseUpgradeB))
	require.Equal(t, uint16(2+6), s.players[0].nRevealed, "B: 3 cards more than the bonus drew")
	require.NoError(t, s.UpgradePhaseCard(0, PhaseResearch, PhaseUpgradeA))
	require.Equal(t, uint16(2+6), s.players[0].nRevealed, "A draws fewer: none more")
	hand := s.players[0].nHand
	answer(t, s, 0, "keep *", "keep *", "keep *")
	require.Equal(t, hand+3, s.players[0].nHand, "A: keep 2 more")
	require.Zero(t, s.players[0].nRevealed)
}
