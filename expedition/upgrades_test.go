package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Discovery's upgraded phase cards, as a hook for the expansion: each
// version's bonus for player 0 choosing the phase.

func upgraded(t *testing.T, ph, version int) *State {
	t.Helper()
	s := fresh(t, 2)
	require.NoError(t, s.UpgradePhaseCard(0, ph, version))
	require.Equal(t, version, s.PhaseCard(0, ph))
	return s
}

func TestUpgradePhaseCardErrors(t *testing.T) {
	s := fresh(t, 2)
	require.ErrorIs(t, s.UpgradePhaseCard(0, 6, PhaseUpgradeA), ErrIllegalAction)
	require.ErrorIs(t, s.UpgradePhaseCard(2, 1, PhaseUpgradeA), ErrIllegalAction)
	require.ErrorIs(t, s.UpgradePhaseCard(0, 1, 3), ErrIllegalAction)
}

func TestUpgradedDevelopment(t *testing.T) {
	s := upgraded(t, PhaseDevelopment, PhaseUpgradeA)
	onlyHand(t, s, 0, "103")
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	require.Equal(t, 11-6, costOf(t, s, "103"), "A: 6 MC less")

	s = upgraded(t, PhaseDevelopment, PhaseUpgradeB)
	onlyHand(t, s, 0, "125", "130", "119")
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	require.Equal(t, 25-3, costOf(t, s, "125"), "B: 3 MC less")
	play(t, s, 0, "125")
	require.ErrorIs(t, s.Apply(Action{Kind: ActPlay, Player: 0, Card: int16(id(t, "119"))}), ErrIllegalAction,
		"the extra green card costs 12 or less")
	play(t, s, 0, "130")
	require.Equal(t, int32(100-22-10), s.players[0].mc)
}

func TestUpgradedConstruction(t *testing.T) {
	s := upgraded(t, PhaseConstruction, PhaseUpgradeA)
	onlyHand(t, s, 0, "15", "41", "9")
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	require.Equal(t, uint16(4), s.players[0].nHand, "A: a card")
	play(t, s, 0, "15")
	play(t, s, 0, "41")
	for _, a := range s.Legal(nil) {
		require.NotEqual(t, ActPlay, a.Kind, "A: one more card, no third")
	}

	s = upgraded(t, PhaseConstruction, PhaseUpgradeB)
	onlyHand(t, s, 0, "15")
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	act(t, s, "p0 bonus-draw")
	require.Equal(t, int32(106), s.players[0].mc, "B: 6 MC instead of a second card")
	require.Equal(t, uint16(1), s.players[0].nHand)
}

func TestUpgradedAction(t *testing.T) {
	s := upgraded(t, PhaseAction, PhaseUpgradeA)
	inPlay(t, s, 0, "15")
	inPlay(t, s, 0, "41")
	at(t, s, PhaseAction, PhaseAction, PhaseResearch)
	for _, n := range []string{"15", "15", "41", "41"} {
		act(t, s, "p0 use "+n+" 0")
	}
	require.ErrorIs(t, s.Apply(Action{Kind: ActUseAction, Player: 0, Card: int16(id(t, "15"))}), ErrIllegalAction, "A: two repeats")

	s = upgraded(t, PhaseAction, PhaseUpgradeB)
	onTop(t, s, "103")
	onTop(t, s, "9")
	onTop(t, s, "98")
	hand := s.players[0].nHand
	at(t, s, PhaseAction, PhaseAction, PhaseResearch)
	require.Equal(t, DecisionKeep, s.Decision(), "B: reveal 3, keep a blue or red card")
	require.Len(t, s.Legal(nil), 2, "the green one cannot be kept")
	act(t, s, "p0 keep 9")
	require.Equal(t, hand+1, s.players[0].nHand)
	require.Equal(t, locDiscard, s.loc[id(t, "98")])
	require.Equal(t, uint8(1), s.players[0].repeats, "and one action again")
}

func TestUpgradedProduction(t *testing.T) {
	s := upgraded(t, PhaseProduction, PhaseUpgradeA)
	s.players[0].mc = 0
	at(t, s, PhaseProduction, PhaseProduction, PhaseResearch)
	require.Equal(t, int32(5+7), s.players[0].mc, "A: 7 MC")

	s = upgraded(t, PhaseProduction, PhaseUpgradeB)
	s.players[0].mc = 0
	s.players[0].prod[cards.MC] = 3
	inPlay(t, s, 0, "130") // Economic Growth: MC production 3
	inPlay(t, s, 0, "15")  // blue: not offered
	at(t, s, PhaseProduction, PhaseProduction, PhaseResearch)
	require.Equal(t, DecisionTarget, s.Decision())
	require.Equal(t, []Action{{Kind: ActTarget, Player: 0, Card: int16(id(t, "130"))}}, s.Legal(nil))
	v := s.View(0)
	require.Equal(t, [cards.NumResources]int{cards.MC: 3}, v.Reproduction(id(t, "130")), "what the View says it will produce")
	act(t, s, "p0 target 130")
	require.Equal(t, int32(5+3+1+3), s.players[0].mc, "B: 1 MC, and Economic Growth produces again")
}

func TestUpgradedResearch(t *testing.T) {
	s := upgraded(t, PhaseResearch, PhaseUpgradeA)
	at(t, s, PhaseResearch, PhaseResearch, PhaseDevelopment)
	require.Equal(t, uint16(4), s.players[0].nRevealed, "A: draw 2 more")
	answer(t, s, 0, "keep *", "keep *", "keep *")
	require.Equal(t, uint16(8+3), s.players[0].nHand, "keep 2 more")

	s = upgraded(t, PhaseResearch, PhaseUpgradeB)
	at(t, s, PhaseResearch, PhaseResearch, PhaseDevelopment)
	require.Equal(t, uint16(8), s.players[0].nRevealed, "B: draw 6 more")
	answer(t, s, 0, "keep *", "keep *")
	require.Equal(t, uint16(8+2), s.players[0].nHand, "keep 1 more")
}

// Development upgrade B's extra green card (printed cost 12 or less) may be
// played before the other one: Electric Arc Furnaces (9 MC, steel 2) first,
// then Hematite Mining (28 MC, building) paid with that steel.
func TestUpgradedDevelopmentBCheapCardFirst(t *testing.T) {
	s := both(t)
	require.NoError(t, s.UpgradePhaseCard(0, PhaseDevelopment, PhaseUpgradeB))
	onlyHand(t, s, 0, "D25", "D29")
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	play(t, s, 0, "D25")
	require.Equal(t, int32(100-(9-3)), s.players[0].mc, "the first card played gets the 3 MC off")
	play(t, s, 0, "D29")
	require.Equal(t, int32(100-(9-3)-(28-2*2)), s.players[0].mc)
	require.True(t, s.players[0].tableau.has(id(t, "D29")))
	for _, a := range s.Legal(nil) {
		require.NotEqual(t, ActPlay, a.Kind, "two green cards, no third")
	}
}
