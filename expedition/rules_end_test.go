package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// nearEnd puts every parameter one step from its maximum except oceans,
// which are maxed.
func nearEnd(s *State) {
	setParam(s, cards.Temperature, 18)
	setParam(s, cards.Oxygen, 14)
	setParam(s, cards.Oceans, 9)
}

func TestE7GameEndsInThePhaseTheLastParameterMaxes(t *testing.T) { // Ruling E7
	s := fresh(t, 2)
	nearEnd(s)
	onlyHand(t, s, 0, "88") // Lava Flows: temperature +2
	s.players[1].mc = 50
	mc1 := s.players[1].mc
	choose(t, s, PhaseConstruction, PhaseProduction)
	require.Equal(t, PhaseConstruction, s.Phase())
	play(t, s, 0, "88")
	require.Equal(t, 19, s.Param(cards.Temperature))
	require.False(t, s.Over(), "the phase is finished by every player")
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})
	require.Equal(t, 1, s.ToMove(), "player 1 still plays phase II")
	do(t, s, Action{Kind: ActDone, Player: 1, Card: -1})
	require.True(t, s.Over())
	require.Equal(t, mc1, s.players[1].mc, "phase IV of the round is skipped")
	r := s.Result()
	require.True(t, r.Finished)
	require.Equal(t, 1, r.Rounds)
}

func TestE4MaximumWithinAPhaseStillGivesTR(t *testing.T) { // Ruling E4
	s := fresh(t, 2)
	setParam(s, cards.Temperature, 18)
	inPlay(t, s, 1, "39") // Livestock: an animal per temperature step
	livestock := id(t, "39")
	at(t, s, PhaseAction, PhaseAction, PhaseAction)
	v := s.View(0)
	require.True(t, v.CanRaise(cards.Temperature), "below its maximum")
	act(t, s, "p0 standard temperature-mc")
	require.Equal(t, 19, s.Param(cards.Temperature))
	require.Equal(t, int16(StartingTR+1), s.players[0].tr)
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})
	v = s.View(1)
	require.True(t, v.CanRaise(cards.Temperature), "maxed during this phase: a View says a step still gives TR")
	tr := s.players[1].tr
	act(t, s, "p1 standard temperature-mc")
	require.Equal(t, tr+1, s.players[1].tr, "maxed earlier in the same phase: still 1 TR")
	require.Equal(t, uint16(1), s.res[livestock], "and its triggers fire")
	require.Equal(t, 19, s.Param(cards.Temperature))
	require.True(t, s.Events()[0].Over || s.Events()[1].Over, "reported as past the maximum")
	require.NoError(t, s.Check())
	doneAll(t, s)
	// From the next phase on, raising it does nothing.
	at(t, s, PhaseAction, PhaseAction, PhaseAction)
	v = s.View(0)
	require.False(t, v.CanRaise(cards.Temperature), "maxed in an earlier phase")
	for _, a := range s.Legal(nil) {
		if a.Kind == ActStandard {
			require.NotEqual(t, int8(StdTempMC), a.Index)
			require.NotEqual(t, int8(StdTempHeat), a.Index)
		}
	}
	require.ErrorIs(t, s.Apply(Action{Kind: ActStandard, Player: 0, Card: -1, Index: StdTempMC}), ErrIllegalAction)
	at(t, s, PhaseConstruction, PhaseConstruction, PhaseResearch)
	toHandOf(t, s, 0, "88")
	tr = s.players[0].tr
	play(t, s, 0, "88") // Lava Flows: temperature +2
	require.Equal(t, tr, s.players[0].tr, "a card raising it gives nothing")
	require.Equal(t, 19, s.Param(cards.Temperature))
}

func TestFinalScoringTRForestsAndCardVP(t *testing.T) {
	s := fresh(t, 2)
	pl := &s.players[0]
	pl.forests = 3
	inPlay(t, s, 0, "125")         // Commercial District: 2 VP
	birds := inPlay(t, s, 0, "12") // Birds: 1 VP per animal
	setRes(s, birds, 4)
	inPlay(t, s, 0, "173") // Nuclear Plants: -1 VP
	sc := s.Score(0)
	require.Equal(t, Score{TR: 5, Forests: 3, CardVP: 2 + 4 - 1, Total: 5 + 3 + 5, Tiebreak: 100}, sc)
}

// endEven plays a two-player game to its end with both players on the same
// TR (each raises the last temperature step in the same Action phase, Ruling
// E4) after set has given them their resources; player 0 then plays the
// actions more. It returns the result.
func endEven(t *testing.T, set func(s *State), more ...string) Result {
	t.Helper()
	s := fresh(t, 2)
	nearEnd(s)                               // p1 is credited with the steps (setParam)
	s.cardTR(0, s.Score(1).TR-s.Score(0).TR) // and p0 with as much TR from cards
	set(s)
	at(t, s, PhaseAction, PhaseAction, PhaseAction)
	act(t, s, "p0 standard temperature-mc")
	for _, a := range more {
		act(t, s, a)
	}
	do(t, s, Action{Kind: ActDone, Player: 0, Card: -1})
	act(t, s, "p1 standard temperature-mc")
	do(t, s, Action{Kind: ActDone, Player: 1, Card: -1})
	require.True(t, s.Over(), "the last parameter maxed: the game ends with the phase")
	return s.Result()
}

func TestTiebreakMostMCHeatPlantsThenShared(t *testing.T) { // Ruling E7
	r := endEven(t, func(s *State) {
		s.players[0].mc, s.players[1].mc = 24, 22
		s.players[1].heat = 3
	})
	require.Equal(t, r.Scores[0].Total, r.Scores[1].Total)
	require.True(t, r.Won(1))
	require.False(t, r.Won(0), "equal VP: 8 MC and 3 heat beat 10 MC")
	r = endEven(t, func(s *State) {
		s.players[0].mc, s.players[1].mc = 24, 22
		s.players[0].plants, s.players[1].heat = 1, 3
	})
	require.True(t, r.Won(0) && r.Won(1), "still equal: shared")
	r = endEven(t, func(s *State) {
		s.players[0].mc, s.players[1].mc = 24+20, 22
		s.players[1].heat = 3
	}, "p0 standard forest-mc")
	require.Equal(t, r.Scores[1].Total+1, r.Scores[0].Total, "p0 bought a forest after the step")
	require.True(t, r.Won(0) && !r.Won(1), "more VP wins")
}

func TestE8RoundCapLeavesTheGameUnfinished(t *testing.T) { // Ruling E8
	s, err := New(Config{Players: 2, Seed: 1, MaxRounds: 2})
	require.NoError(t, err)
	playRandom(t, &s, 1, true)
	r := s.Result()
	require.False(t, r.Finished)
	require.Zero(t, r.Winners, "an unfinished game has no winner")
	require.Equal(t, 2, r.Rounds)
}

func TestE6DeckRefillsFromTheDiscardPile(t *testing.T) { // Ruling E6
	s := fresh(t, 2)
	for s.deckLen > 0 { // the whole deck in the discard pile
		s.toDiscard(s.takeTop())
	}
	require.NoError(t, s.Check())
	at(t, s, PhaseResearch, PhaseResearch, PhaseDevelopment)
	require.Equal(t, uint16(5), s.players[0].nRevealed, "the chooser draws 5 from the refilled deck")
	require.Equal(t, s.nCards-s.players[0].nHand-s.players[1].nHand-5, s.deckLen, "the discard pile became the deck")
	require.Zero(t, s.nDiscard)
	toPlanning(t, s)
	// With both empty, draws are lost.
	for id := s.takeTop(); id >= 0; id = s.takeTop() { // every card of the deck and the pile to p1
		s.toHand(1, id)
	}
	require.NoError(t, s.Check())
	hand := s.players[0].nHand
	at(t, s, PhaseResearch, PhaseProduction, PhaseResearch)
	require.Zero(t, s.players[0].nRevealed, "nothing to draw")
	require.Equal(t, hand, s.players[0].nHand)
	require.Equal(t, StageEndRound, s.Stage(), "Research is over: p1 discards down to ten")
}

func TestIllegalActionLeavesTheStateUnchanged(t *testing.T) {
	s := fresh(t, 2)
	at(t, s, PhaseDevelopment, PhaseResearch, PhaseDevelopment)
	before := *s
	for _, a := range []Action{
		{Kind: ActPlay, Player: 1, Card: int16(s.players[1].hand.next(0))},         // not to move
		{Kind: ActStandard, Player: 0, Card: -1, Index: StdTempMC},                 // not in phase I
		{Kind: ActUseAction, Player: 0, Card: 5},                                   // not in play
		{Kind: ActSell, Player: 0, Card: int16(s.players[1].hand.next(0))},         // not in hand
		{Kind: ActChoosePhase, Player: 0, Card: -1, Index: 3},                      // not Planning
		{Kind: ActionKind(200), Player: 0},                                         // nonsense
		{Kind: ActPlay, Player: 0, Card: MaxCards + 5},                             // out of range
		{Kind: ActPlay, Player: 0, Card: int16(s.players[0].hand.next(0)), Pay: 6}, // no such payment
	} {
		err := s.Apply(a)
		require.ErrorIs(t, err, ErrIllegalAction, "%v", a)
		require.Equal(t, before, *s, "state changed by a rejected %v", a)
	}
}

func TestNextLeavesItsInputUnchanged(t *testing.T) {
	s := fresh(t, 2)
	before := *s
	a := s.Legal(nil)[0]
	next, err := Next(*s, a)
	require.NoError(t, err)
	require.Equal(t, before, *s)
	require.NotEqual(t, before, next)
	// Copies are independent: the same action on a copy gives the same state.
	copy := before
	require.NoError(t, copy.Apply(a))
	require.Equal(t, next, copy)
}

func TestViewHidesOtherHands(t *testing.T) {
	s := fresh(t, 2)
	v := s.View(1)
	require.Equal(t, int(s.players[0].nHand), v.HandSize(0))
	require.Empty(t, v.Legal(nil), "a view lists actions only for its player to move")
	v0 := s.View(0)
	require.NotEmpty(t, v0.Legal(nil))
	own := v.Hand(nil)
	for _, c := range own {
		require.True(t, s.players[1].hand.has(c))
	}
}

func TestGameOverRejectsActions(t *testing.T) {
	game, err := New(Config{Players: 2, Seed: 1})
	require.NoError(t, err)
	s := &game
	playRandom(t, s, 1, false)
	require.ErrorIs(t, s.Apply(Action{Kind: ActDone}), ErrGameOver)
	require.Equal(t, -1, s.ToMove())
	require.Empty(t, s.Legal(nil))
}
