package expedition

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// begun returns a real game of n players, played through its setup by
// Apply: nobody redraws, every player keeps the first corporation offered.
func begun(t *testing.T, n int, seed uint64) *State {
	t.Helper()
	s, err := New(Config{Players: n, Seed: seed})
	require.NoError(t, err)
	for s.Stage() < StagePlanning {
		p := int8(s.ToMove())
		a := Action{Kind: ActDone, Player: p, Card: -1}
		if s.Decision() == DecisionCorporation {
			a = Action{Kind: ActChooseCorp, Player: p, Card: -1, Index: 0}
		} else if s.Decision() != DecisionRedraw {
			a = s.Legal(nil)[0] // a corporation's setup choice
		}
		do(t, &s, a)
	}
	return &s
}

// use has player p use option 0 of card num's action and checks that it
// drew a card (Circuit Board Factory: "Action: draw a card").
func use(t *testing.T, s *State, p int, num string) {
	t.Helper()
	hand := s.players[p].nHand
	do(t, s, Action{Kind: ActUseAction, Player: int8(p), Card: int16(id(t, num))})
	require.Equal(t, hand+1, s.players[p].nHand, "the action drew a card")
}

// usable reports whether player p may use card num's action now.
func usable(t *testing.T, s *State, p int, num string) bool {
	for _, a := range s.Legal(nil) {
		if a.Kind == ActUseAction && int(a.Card) == id(t, num) {
			return true
		}
	}
	return false
}

// TestE9BlueActionEveryActionPhase: Circuit Board Factory, played in
// round 1, is used in the Action phases of rounds 1, 2 and 3: once in
// each, and once more in the round its owner chose the Action card.
func TestE9BlueActionEveryActionPhase(t *testing.T) { // Ruling E9
	s := begun(t, 2, 11)
	const factory = "15"
	toHandOf(t, s, 0, factory)
	s.players[0].mc = 40

	// Round 1: p0 Construction, p1 Action. p0 plays the factory in II and
	// uses it in III.
	require.Equal(t, 0, s.FirstPlayer())
	do(t, s, Action{Kind: ActChoosePhase, Player: 0, Card: -1, Index: PhaseConstruction})
	do(t, s, Action{Kind: ActChoosePhase, Player: 1, Card: -1, Index: PhaseAction})
	play(t, s, 0, factory)
	endTurns(t, s)
	require.Equal(t, PhaseAction, s.Phase())
	require.Equal(t, 0, s.ToMove())
	use(t, s, 0, factory)
	require.False(t, usable(t, s, 0, factory), "once in this Action phase (p0 has no bonus)")
	toPlanning(t, s)

	// Round 2: p0 chooses Action: the factory again, and once more with the
	// bonus.
	require.Equal(t, 2, s.Round())
	planRound(t, s, 0, func(p int) int { return []int{PhaseAction, PhaseProduction}[p] })
	require.Equal(t, PhaseAction, s.Phase())
	require.Equal(t, 1, s.ToMove(), "round 2 starts at p1")
	do(t, s, Action{Kind: ActDone, Player: 1, Card: -1})
	use(t, s, 0, factory)
	use(t, s, 0, factory)
	require.False(t, usable(t, s, 0, factory), "the bonus repeats it once")
	toPlanning(t, s)

	// Round 3: p1 chooses Action; nothing carried over from round 2.
	require.Equal(t, 3, s.Round())
	planRound(t, s, 0, func(p int) int { return []int{PhaseDevelopment, PhaseAction}[p] })
	endTurns(t, s) // Development
	require.Equal(t, PhaseAction, s.Phase())
	require.Equal(t, 0, s.ToMove())
	use(t, s, 0, factory)
	require.False(t, usable(t, s, 0, factory))
}

// endTurns ends the turn of every player still to act in the current
// phase.
func endTurns(t *testing.T, s *State) {
	t.Helper()
	for ph := s.Phase(); s.Phase() == ph && s.Decision() == DecisionTurn; {
		do(t, s, Action{Kind: ActDone, Player: int8(s.ToMove()), Card: -1})
	}
}
