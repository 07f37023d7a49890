package expedition

import "math/bits"

// The 2-player dummy hand (Discovery's variant, Ruling D5): a spare set of
// the five phase cards, shuffled face down. At the start of every Planning
// one of them is revealed at random and its phase resolves that round as
// if chosen, with no bonus for anyone but a player who chose it too (the
// RoundMods' Extra). When all five have been revealed they are shuffled
// again at the start of the next round.

const allPhases = 1<<(NumPhases+1) - 2 // bits 1-5

// revealDummy reveals the dummy hand's phase of the round starting.
func (s *State) revealDummy() {
	if s.dummyLeft == 0 {
		s.dummyLeft = allPhases
	}
	k := s.rng.Intn(bits.OnesCount8(s.dummyLeft))
	left := s.dummyLeft
	for ; k > 0; k-- {
		left &= left - 1
	}
	ph := uint8(bits.TrailingZeros8(left))
	s.dummyLeft &^= 1 << ph
	s.dummyPhase = ph
	s.mods.Extra |= 1 << ph
	s.emit(Event{Kind: EvDummyRevealed, Player: -1, Card: -1, N: int16(ph)})
}

// DummyPhase returns the phase the dummy hand revealed this round (1-5),
// or 0 without the dummy hand (or before its first reveal).
func (s *State) DummyPhase() int { return int(s.dummyPhase) }

// DummyLeft returns the bitmask (bit p for phase p) of the dummy hand's
// cards not yet revealed since its last shuffle.
func (s *State) DummyLeft() uint8 { return s.dummyLeft }
