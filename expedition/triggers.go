package expedition

import "github.com/aresim/aresim/expedition/cards"

// Triggered effects are pushed as frames, in reverse order so that the
// first trigger of the player's list runs first.

// fireSimple fires player p's triggers of an event without a filter
// (forest, card action, first TR raise).
func (s *State) fireSimple(p int, ev cards.Event) {
	pl := &s.players[p]
	for i := int(pl.nTriggers) - 1; i >= 0; i-- {
		src := pl.triggers[i]
		ts := s.triggersOf(src)
		for j := len(ts) - 1; j >= 0; j-- {
			if ts[j].Event == ev {
				s.push(frame{player: uint8(p), kind: fkTrigger, src: src, idx: uint8(j)})
			}
		}
	}
}

// fireRaise fires player p's triggers on a step of par.
func (s *State) fireRaise(p int, par cards.Param) {
	pl := &s.players[p]
	for i := int(pl.nTriggers) - 1; i >= 0; i-- {
		src := pl.triggers[i]
		ts := s.triggersOf(src)
		for j := len(ts) - 1; j >= 0; j-- {
			if ts[j].Event == cards.EvRaise && ts[j].Params&(1<<par) != 0 {
				s.push(frame{player: uint8(p), kind: fkTrigger, src: src, idx: uint8(j)})
			}
		}
	}
}

// firePlay fires player p's triggers on playing card id: once per matching
// tag when the filter names tags; the card's own triggers only when they
// say so (incl-self).
func (s *State) firePlay(p, id int) {
	c := s.card(id)
	pl := &s.players[p]
	for i := int(pl.nTriggers) - 1; i >= 0; i-- {
		src := pl.triggers[i]
		ts := s.triggersOf(src)
		for j := len(ts) - 1; j >= 0; j-- {
			t := &ts[j]
			if t.Event != cards.EvPlay || (int(src) == id && !t.InclSelf) {
				continue
			}
			for k := t.Filter.MatchCountAs(c, s.wildTag(id)); k > 0; k-- {
				s.push(frame{player: uint8(p), kind: fkTrigger, src: src, idx: uint8(j)})
			}
		}
	}
}
