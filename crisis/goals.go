package crisis

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// Goals (Ruling C4): a card played or an action taken removes a counter
// from every Crisis card in play whose goal it meets (a goal on tags
// counts each matching tag of the card, a wild tag as the tag its player
// chose, Ruling D3); a Crisis card with no counter left is discarded.

// meetGoals reads the events of the game's last Apply and removes the
// counters they earn.
func (s *State) meetGoals() {
	k := &s.k
	cat := s.g.Catalogue()
	for _, ev := range s.g.Events() {
		switch ev.Kind {
		case expedition.EvCardPlayed:
			c := cat.Card(int(ev.Card))
			wild := s.g.WildTag(int(ev.Card)) // the card is in play as the events are read
			s.forEachGoal(func(id uint8, g *Goal) int {
				if g.Kind != GoalPlay {
					return 0
				}
				return g.Filter.MatchCountAs(c, wild)
			}, int(ev.Player))
		case expedition.EvParamRaised:
			s.forEachGoal(func(id uint8, g *Goal) int {
				if g.Kind == GoalRaise && g.Param == ev.Param {
					return 1
				}
				return 0
			}, int(ev.Player))
		case expedition.EvOfferPaid:
			if int(ev.N) < int(k.nOffers) {
				if id := k.offerCard[ev.N]; k.place[id] == placePlay {
					s.removeCounter(int(id), int(ev.Player), true)
				}
			}
		case expedition.EvSignal:
			if cards.OpCode(ev.N) == OpRemoveCounter {
				k.push(frame{kind: fkCounter, player: ev.Player, count: 1, card: noCard})
			}
		}
	}
}

// forEachGoal removes, from every Crisis card in play, as many counters as
// meets says (at most those it has), for player p.
func (s *State) forEachGoal(meets func(id uint8, g *Goal) int, p int) {
	k := &s.k
	ids := k.play
	for _, id := range ids[:k.nPlay] {
		n := meets(id, &k.crisis(int(id)).Goal)
		for ; n > 0 && k.place[id] == placePlay; n-- {
			s.removeCounter(int(id), p, true)
		}
	}
}

// removeCounter removes one counter from Crisis card id; player p earned
// it (-1: bought with VP tokens). A counter removed while the phases
// resolve fires p's "crisis-counter-removed" triggers (Magna Inc).
func (s *State) removeCounter(id, p int, phases bool) {
	k := &s.k
	k.counters[id]--
	k.emit(Event{Kind: EvCounterRemoved, Player: int8(p), Card: int16(id), N: int16(k.counters[id])})
	if k.counters[id] <= 0 {
		k.counters[id] = 0
		k.place[id] = placeDiscard
		n := 0
		for _, c := range k.play[:k.nPlay] {
			if int(c) != id {
				k.play[n] = c
				n++
			}
		}
		k.nPlay = uint8(n)
		k.emit(Event{Kind: EvDealtWith, Player: int8(p), Card: int16(id)})
	}
	if phases && p >= 0 {
		s.g.FireTriggers(p, evCounterRemoved)
	}
}

// syncOffers gives the game the Action-phase prices of the Crisis cards
// in play whose goal can be paid for (one offer per card).
func (s *State) syncOffers() {
	k := &s.k
	var offers [8]expedition.Offer
	n := 0
	for _, id := range k.play[:k.nPlay] {
		g := &k.crisis(int(id)).Goal
		if g.Kind != GoalRaise || g.Spend.Empty() || n == len(offers) {
			continue
		}
		offers[n] = expedition.Offer{Heat: g.Spend.Heat, Plants: g.Spend.Plants, Discard: g.Spend.Discard}
		k.offerCard[n] = id
		n++
	}
	k.nOffers = uint8(n)
	s.g.SetOffers(offers[:n])
}
