package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// redOxygenWithDummy starts an n-player game whose first Check metrics
// finds oxygen in its red zone and whose first dummy card drawn is dummy
// card c.
func redOxygenWithDummy(t *testing.T, n, c int) *State {
	t.Helper()
	return scenarioWith(t, Config{Players: n, Seed: 7, Difficulty: Beginner}, func(s *State) {
		s.g.Lower(cards.Oxygen, 8) // step 6: red
		k := &s.k
		for i := 0; i < int(k.dummyLen); i++ {
			if int(k.dummyDeck[i]) == c {
				top := int(k.dummyLen) - 1
				k.dummyDeck[i], k.dummyDeck[top] = k.dummyDeck[top], k.dummyDeck[i]
			}
		}
	}, "C05")
}

// playRound has every player choose phase ph if legal (as choosePhases),
// plays the round on as passRound does and returns the phases that
// started in it (bit p: phase p).
func playRound(t *testing.T, s *State, ph int) uint8 {
	t.Helper()
	var started uint8
	r := s.Round()
	record := func() {
		for _, e := range s.g.Events() {
			if e.Kind == expedition.EvPhaseStarted { // phases start only after Planning
				started |= 1 << e.N
			}
		}
	}
	for !s.Over() && s.g.Stage() == expedition.StagePlanning && s.Decision() == DecisionGame {
		a := first(t, s)
		for _, b := range s.Legal(nil) {
			if b.Kind == ActGame && int(b.Game.Index) == ph {
				a = b
			}
		}
		apply(t, s, a)
		record()
	}
	for !s.Over() && !(s.Round() != r && s.g.Stage() == expedition.StagePlanning && s.Decision() == DecisionGame) {
		a := first(t, s)
		for _, b := range s.Legal(nil) {
			if b.Kind == ActGame && b.Game.Kind == expedition.ActDone {
				a = b
				break
			}
		}
		apply(t, s, a)
		record()
	}
	return started
}

// Ruling C12, solo: with the oxygen token red, the dummy card 4/1 offers
// only phase IV, and phase I does not resolve that round.
func TestRedOxygenSoloDummyC12(t *testing.T) {
	s := redOxygenWithDummy(t, 1, 4) // the solo card 4/1
	require.Equal(t, cards.RedZone, s.k.tokens[cards.Oxygen])
	seen := false
	for s.Decision() == DecisionDummy {
		if c := s.k.waiting().card; s.DummyCard(int(c)) == [2]int{4, 1} {
			seen = true
			require.Equal(t, []Action{{Kind: ActDummyPhase, Player: 0, Card: -1, Index: expedition.PhaseProduction}}, s.Legal(nil),
				"the card's other phase is picked")
			require.Error(t, s.Apply(Action{Kind: ActDummyPhase, Player: 0, Card: -1, Index: expedition.PhaseDevelopment}))
		}
		apply(t, s, first(t, s))
	}
	require.True(t, seen)
	extra := s.g.RoundMods().Extra
	require.NotZero(t, extra&(1<<expedition.PhaseProduction))
	require.Zero(t, extra&(1<<expedition.PhaseDevelopment))
	started := playRound(t, s, expedition.PhaseDevelopment) // not allowed: another is chosen
	require.Zero(t, started&(1<<expedition.PhaseDevelopment), "phase I does not resolve")
	require.NotZero(t, started&(1<<expedition.PhaseProduction), "the dummy's phase IV does")
}

// Ruling C12, two players: a dummy card showing phase I resolves nothing
// while the oxygen token is red.
func TestRedOxygenTwoPlayerDummyC12(t *testing.T) {
	s := redOxygenWithDummy(t, 2, 0) // the single-phase card I
	toPlanning(t, s)
	require.Equal(t, cards.RedZone, s.k.tokens[cards.Oxygen])
	require.Equal(t, 1, s.DummyCard(int(s.k.dummyNow[0]))[0])
	require.Zero(t, s.g.RoundMods().Extra, "the dummy's phase I is not resolved")
	require.Contains(t, s.Events(), Event{Kind: EvStopped, Player: -1, Card: -1, N: expedition.PhaseDevelopment})
	started := playRound(t, s, expedition.PhaseResearch)
	require.Equal(t, uint8(1<<expedition.PhaseResearch), started, "only the phase the players chose")
}
