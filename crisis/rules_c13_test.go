package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// Ruling C13: in Crisis a parameter at its maximum cannot be raised at all,
// even in the phase in which it reached it (Ruling E4 does not apply), and
// a goal is met only by a step actually raised.

// offersStandard reports whether standard project k is among the legal
// actions.
func offersStandard(s *State, k int) bool {
	for _, a := range s.Legal(nil) {
		if a.Kind == ActGame && a.Game.Kind == expedition.ActStandard && int(a.Game.Index) == k {
			return true
		}
	}
	return false
}

// standard plays standard project k and answers the ocean tile to flip, if
// asked.
func standard(t *testing.T, s *State, k int) {
	t.Helper()
	apply(t, s, find(t, s, ActGame, expedition.ActStandard, func(a Action) bool { return int(a.Game.Index) == k }))
	for s.g.Decision() == expedition.DecisionOcean {
		apply(t, s, first(t, s))
	}
}

// The ocean project is not offered once all nine oceans are face up, to
// the player who flipped the ninth or to anyone else in that phase, and
// Seismic Aftershocks keeps its counters.
func TestOceanProjectNotOfferedWithNineUpC13(t *testing.T) {
	s := scenario(t, 2, Expert, "C37") // Seismic Aftershocks: each flips an ocean down; raise ocean, 3 counters
	toPlanning(t, s)
	id := crisisID(t, s, "C37")
	down := 9 - s.g.Param(cards.Oceans)
	require.Positive(t, down)
	require.Equal(t, int8(3), s.k.counters[id])
	for p := 0; p < 2; p++ {
		s.g.Gain(p, cards.MC, 100)
	}
	choosePhases(t, s, expedition.PhaseAction)
	p := s.g.FirstPlayer()
	toTurn(t, s, p, expedition.PhaseAction)
	for i := 0; i < down; i++ {
		standard(t, s, expedition.StdOceanMC)
	}
	require.Equal(t, 9, s.g.Param(cards.Oceans))
	left := 3 - down
	require.Equal(t, int8(left), s.k.counters[id], "a counter for each tile flipped")
	tr := s.g.Info(p).TR
	require.False(t, offersStandard(s, expedition.StdOceanMC), "nine face up: no ocean left to flip")
	apply(t, s, find(t, s, ActGame, expedition.ActDone, nil))
	require.Equal(t, 1-p, s.ToMove())
	require.False(t, offersStandard(s, expedition.StdOceanMC), "nor for the next player in the phase")
	apply(t, s, find(t, s, ActGame, expedition.ActDone, nil))
	require.Equal(t, tr, s.g.Info(p).TR)
	require.Equal(t, int8(left), s.k.counters[id], "no counter without a tile flipped")
}

// A second temperature project once the temperature is back at +8 °C is
// not offered, and Dust Clouds keeps its counters.
func TestTemperatureProjectNotOfferedAtMaximumC13(t *testing.T) {
	s := scenario(t, 2, Expert, "C36") // Dust Clouds: raise temperature, 3 counters
	toPlanning(t, s)
	id := crisisID(t, s, "C36")
	s.g.Lower(cards.Temperature, 1)
	for p := 0; p < 2; p++ {
		s.g.Gain(p, cards.MC, 100)
		s.g.Gain(p, cards.Heat, 8)
	}
	choosePhases(t, s, expedition.PhaseAction)
	p := s.g.FirstPlayer()
	toTurn(t, s, p, expedition.PhaseAction)
	standard(t, s, expedition.StdTempMC)
	require.Equal(t, expedition.ParamMax(cards.Temperature), s.g.Param(cards.Temperature))
	require.Equal(t, int8(2), s.k.counters[id], "the step raised meets the goal once")
	require.False(t, offersStandard(s, expedition.StdTempMC), "at its maximum: no step past it")
	require.False(t, offersStandard(s, expedition.StdTempHeat))
	apply(t, s, find(t, s, ActGame, expedition.ActDone, nil))
	require.False(t, offersStandard(s, expedition.StdTempMC), "nor for the next player in the phase")
	require.False(t, offersStandard(s, expedition.StdTempHeat))
	apply(t, s, find(t, s, ActGame, expedition.ActDone, nil))
	require.Equal(t, int8(2), s.k.counters[id])
}

// Giant Ice Asteroid with eight oceans face up flips the ninth: one step,
// one TR, one counter off Seismic Aftershocks; its second ocean raises
// nothing.
func TestGiantIceAsteroidWithEightUpMeetsTheGoalOnceC13(t *testing.T) {
	s := scenario(t, 1, Expert, "C15") // Seismic Aftershocks: an ocean down; raise ocean, 2 counters
	toPlanning(t, s)
	id := crisisID(t, s, "C15")
	require.Equal(t, 8, s.g.Param(cards.Oceans))
	require.Equal(t, int8(2), s.k.counters[id])
	tr := s.g.Info(0).TR
	playFor(t, s, 0, "Giant Ice Asteroid") // temperature +2 (at its maximum), two oceans
	for s.g.Decision() == expedition.DecisionOcean {
		apply(t, s, first(t, s))
	}
	require.Equal(t, 9, s.g.Param(cards.Oceans))
	require.Equal(t, tr+1, s.g.Info(0).TR, "one ocean flipped, one TR")
	require.Equal(t, int8(1), s.k.counters[id], "one counter, not two")
	require.Equal(t, placePlay, s.k.place[id])
}
