package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

func choose(t *testing.T, s *State, phases ...int) {
	t.Helper()
	for i := range phases {
		p := s.ToMove()
		do(t, s, Action{Kind: ActChoosePhase, Player: int8(p), Card: -1, Index: int8(phases[p])})
		_ = i
	}
}

// doneAll ends the turn of every player still to act in phases I-III.
func doneAll(t *testing.T, s *State) {
	t.Helper()
	for s.Decision() == DecisionTurn {
		do(t, s, Action{Kind: ActDone, Player: int8(s.ToMove()), Card: -1})
	}
}

func TestPlanningIsSecretAndSimultaneous(t *testing.T) { // Ruling E1
	s := fresh(t, 3)
	do(t, s, Action{Kind: ActChoosePhase, Player: 0, Card: -1, Index: PhaseProduction})
	v1, v0 := s.View(1), s.View(0)
	require.Equal(t, 0, v1.Info(0).Chosen, "hidden from the others during Planning")
	require.Equal(t, PhaseProduction, v0.Info(0).Chosen, "known to its owner")
	do(t, s, Action{Kind: ActChoosePhase, Player: 1, Card: -1, Index: PhaseResearch})
	do(t, s, Action{Kind: ActChoosePhase, Player: 2, Card: -1, Index: PhaseResearch})
	v1 = s.View(1)
	require.Equal(t, PhaseProduction, v1.Info(0).Chosen, "revealed once all have chosen")
}

func TestPlanningNotThePreviousPhase(t *testing.T) { // Ruling E2
	s := fresh(t, 2)
	choose(t, s, PhaseProduction, PhaseProduction)
	require.Equal(t, 2, s.Round())
	legal := s.Legal(nil)
	for _, a := range legal {
		require.NotEqual(t, int8(PhaseProduction), a.Index, "last round's card is not available")
	}
	require.Len(t, legal, 4)
	err := s.Apply(Action{Kind: ActChoosePhase, Player: int8(s.ToMove()), Card: -1, Index: PhaseProduction})
	require.ErrorIs(t, err, ErrIllegalAction)
}

func TestPhasesResolveInOrderAndUnchosenAreSkipped(t *testing.T) { // Ruling E2
	s := fresh(t, 2)
	choose(t, s, PhaseProduction, PhaseConstruction)
	require.Equal(t, PhaseConstruction, s.Phase(), "II before IV")
	doneAll(t, s)
	require.Equal(t, 2, s.Round(), "IV resolved without decisions, I, III, V skipped")
	require.Equal(t, StagePlanning, s.Stage())
}

func TestPhaseChosenByTwoResolvesOnceBothGetTheBonus(t *testing.T) { // Ruling E2
	s := fresh(t, 3)
	for p := 0; p < 3; p++ {
		s.players[p].mc = 0
		s.players[p].prod[cards.MC] = 2
	}
	choose(t, s, PhaseProduction, PhaseProduction, PhaseResearch)
	require.Equal(t, int32(5+2+4), s.players[0].mc, "production once, plus the bonus")
	require.Equal(t, int32(5+2+4), s.players[1].mc)
	require.Equal(t, int32(5+2), s.players[2].mc, "no bonus for a non-chooser")
}

func TestFirstPlayerRotatesEachRound(t *testing.T) { // Ruling E1
	s := fresh(t, 3)
	require.Equal(t, 0, s.FirstPlayer())
	require.Equal(t, 0, s.ToMove())
	choose(t, s, PhaseProduction, PhaseProduction, PhaseProduction)
	require.Equal(t, 1, s.FirstPlayer())
	require.Equal(t, 1, s.ToMove(), "Planning starts at the first player")
	choose(t, s, PhaseResearch, PhaseResearch, PhaseResearch)
	for s.Decision() == DecisionKeep {
		do(t, s, s.Legal(nil)[0])
	}
	require.Equal(t, 2, s.FirstPlayer())
}

func TestWithinAPhasePlayersActInSeatOrderFromTheFirstPlayer(t *testing.T) { // Ruling E1
	s := fresh(t, 3)
	toPhase(t, s, PhaseProduction, PhaseProduction, PhaseProduction, PhaseProduction) // round 1
	toPhase(t, s, PhaseDevelopment, PhaseDevelopment, PhaseDevelopment, PhaseDevelopment)
	toPhase(t, s, PhaseAction, PhaseAction, PhaseAction, PhaseAction) // round 3
	require.Equal(t, 3, s.Round())
	require.Equal(t, 2, s.FirstPlayer())
	order := []int{}
	for s.Decision() == DecisionTurn {
		order = append(order, s.ToMove())
		do(t, s, Action{Kind: ActDone, Player: int8(s.ToMove()), Card: -1})
	}
	require.Equal(t, []int{2, 0, 1}, order)
}

func TestEndOfRoundDiscardDownToTenForThreeMCEach(t *testing.T) {
	s := fresh(t, 2)
	for i := 0; i < 4; i++ {
		s.draw(0, 1)
	}
	require.Equal(t, uint16(12), s.players[0].nHand)
	s.players[0].mc = 0
	choose(t, s, PhaseProduction, PhaseProduction)
	require.Equal(t, DecisionDiscard, s.Decision())
	require.Equal(t, int32(5+4), s.players[0].mc)
	answer(t, s, 0, "discard *", "discard *")
	require.Equal(t, uint16(HandLimit), s.players[0].nHand)
	require.Equal(t, int32(5+4+6), s.players[0].mc, "3 MC per discarded card")
	require.Equal(t, StagePlanning, s.Stage())
}

func TestDevelopmentOneGreenCardAndTheBonus(t *testing.T) {
	s := fresh(t, 2)
	onlyHand(t, s, 0, "103", "104", "15")
	at(t, s, PhaseDevelopment, PhaseDevelopment, PhaseResearch)
	legal := s.Legal(nil)
	require.NotContains(t, legal, Action{Kind: ActPlay, Player: 0, Card: int16(id(t, "15"))}, "no blue card in phase I")
	require.Equal(t, 11-3, costOf(t, s, "103"), "the chooser pays 3 less")
	play(t, s, 0, "103")
	require.Equal(t, int32(100-8), s.players[0].mc)
	require.Equal(t, 6, costOf(t, s, "104"), "the bonus is for one card")
	for _, a := range s.Legal(nil) {
		require.NotEqual(t, ActPlay, a.Kind, "one green card per phase")
	}
	doneAll(t, s)
}

func TestConstructionBonusDrawOrExtraCard(t *testing.T) {
	s := fresh(t, 2)
	onlyHand(t, s, 0, "15", "9", "98")
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	play(t, s, 0, "15")
	play(t, s, 0, "98")
	for _, a := range s.Legal(nil) {
		require.NotEqual(t, ActPlay, a.Kind, "two cards played: the bonus is used")
		require.NotEqual(t, ActBonusDraw, a.Kind)
	}
	s2 := fresh(t, 2)
	onlyHand(t, s2, 0, "15", "9")
	at(t, s2, PhaseConstruction, PhaseConstruction, PhaseResearch)
	act(t, s2, "p0 bonus-draw")
	require.Equal(t, uint16(3), s2.players[0].nHand)
	play(t, s2, 0, "15")
	for _, a := range s2.Legal(nil) {
		require.NotEqual(t, ActPlay, a.Kind, "drew instead of a second card")
	}
	// A non-chooser plays one card only.
	do(t, s2, Action{Kind: ActDone, Player: 0, Card: -1})
	onlyHand(t, s2, 1, "41", "28")
	require.Equal(t, 1, s2.ToMove())
	for _, a := range s2.Legal(nil) {
		require.NotEqual(t, ActBonusDraw, a.Kind)
	}
}

func TestSellCardsForThreeMC(t *testing.T) { // Ruling E5
	s := fresh(t, 2)
	at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction)
	card := s.players[0].hand.next(0)
	mc := s.players[0].mc
	do(t, s, Action{Kind: ActSell, Player: 0, Card: int16(card)})
	require.Equal(t, mc+3, s.players[0].mc)
	require.Equal(t, locDiscard, s.loc[card])
	require.Equal(t, EvCardSold, s.Events()[0].Kind)
}

func TestActionEachBlueCardOnceAndTheBonusRepeatsOne(t *testing.T) {
	s := fresh(t, 2)
	inPlay(t, s, 0, "15")
	inPlay(t, s, 0, "41")
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	act(t, s, "p0 use 15 0")
	err := s.Apply(Action{Kind: ActUseAction, Player: 0, Card: int16(id(t, "15"))})
	require.ErrorIs(t, err, ErrIllegalAction, "once per Action phase")
	s2 := fresh(t, 2)
	inPlay(t, s2, 0, "15")
	inPlay(t, s2, 0, "41")
	at(t, s2, PhaseAction, PhaseAction, PhaseResearch)
	act(t, s2, "p0 use 15 0")
	act(t, s2, "p0 use 15 0") // the bonus
	require.ErrorIs(t, s2.Apply(Action{Kind: ActUseAction, Player: 0, Card: int16(id(t, "15"))}), ErrIllegalAction)
	act(t, s2, "p0 use 41 0")
	require.ErrorIs(t, s2.Apply(Action{Kind: ActUseAction, Player: 0, Card: int16(id(t, "41"))}), ErrIllegalAction, "one repeat only")
}

func TestStandardProjectsAnyNumberOfTimesEachStepOneTR(t *testing.T) {
	s := fresh(t, 2)
	s.players[0].heat, s.players[0].plants = 16, 8
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	before := snapshot(s, 0, -1)
	act(t, s, "p0 standard forest-mc")
	act(t, s, "p0 standard forest-mc")
	act(t, s, "p0 standard forest-plants")
	act(t, s, "p0 standard temperature-mc")
	act(t, s, "p0 standard temperature-heat")
	act(t, s, "p0 standard temperature-heat")
	act(t, s, "p0 standard ocean-mc")
	require.Equal(t, parseDelta(t, "mc-65 plants-8 heat-16 forest+3 oxygen+3 temp+3 ocean+1 tr+7"), diff(before, snapshot(s, 0, -1)),
		"20+20+14+15 MC, 4 MC back from the ocean tile")
	require.Equal(t, 3, s.Score(0).Forests)
}

func TestForcedConversionAtTheEndOfTheActionPhase(t *testing.T) {
	s := fresh(t, 2)
	s.players[0].heat, s.players[0].plants = 17, 9
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	doneAll(t, s)
	require.Equal(t, int32(1), s.players[0].heat, "two steps of temperature")
	require.Equal(t, int32(1), s.players[0].plants, "one forest")
	require.Equal(t, 2, s.Param(cards.Temperature))
	require.Equal(t, int16(1), s.players[0].forests)
	require.Equal(t, int16(StartingTR+3), s.players[0].tr)
}

func TestForcedConversionSkipsAMaxedParameter(t *testing.T) { // Ruling E4
	s := fresh(t, 2)
	setParam(s, cards.Temperature, 19)
	setParam(s, cards.Oxygen, 14)
	s.players[0].heat, s.players[0].plants = 17, 9
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	doneAll(t, s)
	require.Equal(t, int32(17), s.players[0].heat)
	require.Equal(t, int32(9), s.players[0].plants)
	require.Zero(t, s.players[0].forests)
}

func TestProductionIncomeHeatPlantsCards(t *testing.T) {
	s := fresh(t, 2)
	pl := &s.players[0]
	pl.mc, pl.prod = 0, [cards.NumResources]int16{3, 2, 4, 1}
	hand := pl.nHand
	at(t, s, PhaseProduction, PhaseResearch, PhaseProduction)
	require.Equal(t, int32(StartingTR+3), pl.mc, "MC = TR + MC production")
	require.Equal(t, int32(2), pl.heat)
	require.Equal(t, int32(4), pl.plants)
	require.Equal(t, hand+1, pl.nHand)
}

func TestResearchDrawTwoKeepOneChooserFiveKeepTwo(t *testing.T) {
	s := fresh(t, 2)
	h0, h1 := s.players[0].nHand, s.players[1].nHand
	at(t, s, PhaseResearch, PhaseResearch, PhaseDevelopment)
	require.Equal(t, uint16(5), s.players[0].nRevealed, "the chooser draws 5")
	answer(t, s, 0, "keep *", "keep *")
	require.Equal(t, h0+2, s.players[0].nHand, "and keeps 2")
	require.Equal(t, uint16(2), s.players[1].nRevealed, "the others draw 2")
	answer(t, s, 1, "keep *")
	require.Equal(t, h1+1, s.players[1].nHand, "and keep 1")
	require.Equal(t, uint16(4), s.nDiscard, "the rest is discarded")
}

func TestSteelAndTitaniumLowerCostsNeverBelowZero(t *testing.T) { // Ruling E5
	s := fresh(t, 2)
	s.players[0].steel, s.players[0].titanium = 2, 1
	require.Equal(t, 10-4, costOf(t, s, "130"), "building: 2 MC per steel")
	require.Equal(t, 14-3, costOf(t, s, "189"), "space: 3 MC per titanium")
	require.Equal(t, 37-4-3, costOf(t, s, "153"), "both tags: both")
	require.Equal(t, 11-4, costOf(t, s, "103"), "Acquired Company: building and earth")
	s.players[0].steel = 10
	require.Zero(t, costOf(t, s, "130"), "never below zero")
}

func TestRequirementsCheckedWhenTheCardIsPlayed(t *testing.T) { // Ruling E3
	s := fresh(t, 2)
	onlyHand(t, s, 0, "121") // Bushes: temperature red
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	require.ErrorIs(t, s.Apply(Action{Kind: ActPlay, Player: 0, Card: int16(id(t, "121"))}), ErrIllegalAction)
	setParam(s, cards.Temperature, 6)
	play(t, s, 0, "121")
}

func TestPlayCostsArePaid(t *testing.T) {
	s := fresh(t, 2)
	onlyHand(t, s, 0, "117") // Biomass Combustors: 2 plants
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	require.ErrorIs(t, s.Apply(Action{Kind: ActPlay, Player: 0, Card: int16(id(t, "117"))}), ErrIllegalAction, "no plants")
	s.players[0].plants = 2
	play(t, s, 0, "117")
	require.Zero(t, s.players[0].plants)
}
