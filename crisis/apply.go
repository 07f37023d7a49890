package crisis

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
)

// Apply plays action a, changing the state in place. An illegal action
// returns an error wrapping ErrIllegalAction (or ErrGameOver) and leaves
// the state exactly as it was.
func (s *State) Apply(a Action) error {
	k := &s.k
	if k.outcome != Playing {
		return fmt.Errorf("%w: %s", ErrGameOver, s.ActionString(a))
	}
	p := s.ToMove()
	if int(a.Player) != p {
		return fmt.Errorf("%w: %s (p%d to move)", ErrIllegalAction, s.ActionString(a), p)
	}
	switch f := k.waiting(); {
	case f != nil:
		if !s.legalDecision(a) {
			return fmt.Errorf("%w: %s (round %d, a Crisis decision)", ErrIllegalAction, s.ActionString(a), s.g.Round())
		}
		k.nEvents, k.eventsDropped = 0, 0
		s.g.ClearEvents()
		s.resolve(f, a)
	case a.Kind == ActGame:
		if a.Game.Player != a.Player {
			return fmt.Errorf("%w: %s (the player differs from the game action's)", ErrIllegalAction, s.ActionString(a))
		}
		if err := s.g.Apply(a.Game); err != nil {
			return fmt.Errorf("%w: %w", ErrIllegalAction, err)
		}
		k.nEvents, k.eventsDropped = 0, 0
		s.meetGoals()
	case a.Kind == ActAnytime:
		if !s.legalAnytime(p, int(a.Index)) {
			return fmt.Errorf("%w: %s", ErrIllegalAction, s.ActionString(a))
		}
		k.nEvents, k.eventsDropped = 0, 0
		s.g.ClearEvents()
		c := k.crisis(int(a.Index))
		s.g.SpendVP(int(c.Anytime.VP))
		k.emit(Event{Kind: EvAnytime, Player: int8(p), Card: int16(a.Index), N: c.Anytime.VP})
		k.push(frame{kind: fkProgram, prog: progAnytime, card: uint8(a.Index), player: int8(p)})
	default:
		return fmt.Errorf("%w: %s (no Crisis decision is waiting)", ErrIllegalAction, s.ActionString(a))
	}
	s.run()
	return nil
}

// Next returns the state after action a, leaving s unchanged.
func Next(s State, a Action) (State, error) {
	err := s.Apply(a)
	return s, err
}

// legalDecision reports whether a answers the waiting Crisis decision.
func (s *State) legalDecision(a Action) bool {
	var buf [128]Action
	for _, b := range s.Legal(buf[:0]) {
		if b == a {
			return true
		}
	}
	return false
}

// legalAnytime reports whether player p may use Crisis card id's anytime
// ability now.
func (s *State) legalAnytime(p, id int) bool {
	var buf [8]Action
	for _, b := range s.k.appendAnytime(buf[:0], table{s: &s.g}, p) {
		if int(b.Index) == id {
			return true
		}
	}
	return false
}

// resolve carries out a legal answer to the waiting frame f.
func (s *State) resolve(f *frame, a Action) {
	k := &s.k
	p := int(a.Player)
	switch f.wait {
	case wChoose:
		f.wait = wNone
		f.pc = uint8(altStart(k.program(f), int(f.pc), int(a.Index)) + 1)
	case wFlipDown:
		f.wait = wNone
		s.flipDown(int(a.Index), cause(f))
		f.count--
	case wDiscard:
		s.g.DiscardFromHand(p, int(a.Card))
		f.count--
		if f.count <= 0 || k.handSize(table{s: &s.g}, p) == 0 {
			f.wait = wNone
			f.pc++
		}
	case wRemoveGreen:
		f.wait = wNone
		f.pc++
		s.g.RemoveGreen(p, int(a.Card))
	case wLowerMetrics:
		f.wait = wNone
		op := k.program(f)[f.pc]
		f.pc++
		first, second := MetricPair(int(a.Index))
		// Oceans flip through frames, which run before anything below this
		// one: push the second lowering first.
		if second == cards.Oceans {
			s.lowerBy(second, int(op.M), cause(f))
			s.lowerBy(first, int(op.N), cause(f))
		} else {
			s.lowerBy(first, int(op.N), cause(f))
			s.lowerBy(second, int(op.M), cause(f))
		}
	case wGive:
		f.wait = wNone
		f.pc++
		if a.Kind == ActGive {
			s.g.GiveCard(p, int(a.Index), int(a.Card))
		}
	case wCounter:
		f.wait, f.count = wNone, 0
		s.removeCounter(int(a.Index), p, true)
	case wSpendVP:
		f.wait = wNone
		if a.Kind == ActDecline {
			f.count = 0
			return
		}
		s.g.SpendVP(2)
		s.removeCounter(int(a.Index), -1, false)
	case wDummy:
		f.wait, f.count = wNone, 0
		k.mods.Extra |= 1 << uint8(a.Index)
		k.emit(Event{Kind: EvDummy, Player: int8(p), Card: -1, N: int16(a.Index)})
	}
}
