package ares

import "math/bits"

// This file holds Construction: resources on a building become units at
// the unit's cost, at most four units a building, excess resources kept;
// the resources used go to the discard pile. In the Full Game, buildings
// on resource stacks are built first and Power is generated after.

// construct runs Construction for player p and reveals the base.
func (s *State) construct(p int) {
	pl := &s.players[p]
	pl.shown = true
	full := s.mode.fullRules()
	if full {
		s.buildPending(p)
	}
	f := s.Faction(p)
	for k, used := 0, s.BaseSlots(p); k < used; k++ {
		b := &pl.base[k]
		if !producing(b) || (!full && b.kind == slotMat) || b.res == 0 {
			continue
		}
		cost := int(f.Units[b.unit].Cost)
		n := int(b.res / f.Units[b.unit].Cost) // a byte division, several times faster than an int one
		if room := MaxUnitsPerBuilding - int(b.units); n > room {
			n = room
		}
		if n <= 0 {
			continue
		}
		b.units += uint8(n)
		s.discardResources(p, k, n*cost)
	}
	if full {
		s.generatePower(p)
	}
}

// discardResources moves n resource cards from the top of slot k to the
// discard pile (the lowest-numbered cards: which ones does not matter).
func (s *State) discardResources(p, k, n int) { s.discardWhere(p, atResource, k, n) }

// destroyBuilding sends the building in slot k of player p, with every card
// on it, under it and attached to it, to the discard pile.
func (s *State) destroyBuilding(p, k int) {
	pl := &s.players[p]
	for set := pl.inBase; set != 0; set &= set - 1 {
		c := bits.TrailingZeros64(set)
		if int(pl.loc[c].at) == k {
			pl.setLoc(c, cardLoc{where: atDiscard})
			pl.discard++
			pl.baseN--
		}
	}
	pl.setSlot(k, building{})
}

// destroyable reports whether slot k of player p holds an Empty Building
// that fire at the Base Cards (or a Raid) can destroy: a Building card, a
// resource stack or a Special Building without units. Start Buildings,
// Base Mat buildings and the Colossus' buildings on the mat are never
// destroyed.
func (s *State) destroyable(p, k int) bool {
	b := &s.players[p].base[k]
	switch b.kind {
	case slotBuilding:
		return b.units == 0 && !b.bay
	case slotStack, slotSpecial:
		return true
	}
	return false
}

func (s *State) countDestroyable(p int) int {
	n := 0
	for k := 0; k < MaxBuildings; k++ {
		if s.destroyable(p, k) {
			n++
		}
	}
	return n
}

// freeSlot returns player p's first empty base slot, or -1.
func (s *State) freeSlot(p int) int {
	if k := bits.TrailingZeros32(^s.players[p].slots); k < MaxBuildings {
		return k
	}
	return -1
}
