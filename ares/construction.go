package ares

// This file holds Construction: resources on a building become units at
// the unit's cost, at most four units a building, excess resources kept;
// the resources used go to the discard pile.

// construct runs Construction for player p and reveals the base.
func (s *State) construct(p int) {
	pl := &s.players[p]
	pl.shown = true
	f := s.Faction(p)
	for k := 0; k < MaxBuildings; k++ {
		b := &pl.base[k]
		if b.kind != slotStart && b.kind != slotBuilding {
			continue
		}
		cost := int(f.Units[b.unit].Cost)
		n := int(b.res) / cost
		if room := MaxUnitsPerBuilding - int(b.units); n > room {
			n = room
		}
		if n <= 0 {
			continue
		}
		b.units += uint8(n)
		s.discardResources(p, k, n*cost)
	}
}

// discardResources moves n resource cards from the top of slot k to the
// discard pile (the lowest-numbered cards: which ones does not matter).
func (s *State) discardResources(p, k, n int) {
	pl := &s.players[p]
	for c := 0; c < DeckSize && n > 0; c++ {
		if pl.loc[c].where == atResource && int(pl.loc[c].at) == k {
			pl.loc[c] = cardLoc{where: atDiscard}
			pl.discard++
			pl.baseN--
			pl.base[k].res--
			n--
		}
	}
}

// destroyBuilding sends the building in slot k of player p, with every card
// on it and under it, to the discard pile.
func (s *State) destroyBuilding(p, k int) {
	pl := &s.players[p]
	for c := 0; c < DeckSize; c++ {
		l := pl.loc[c]
		if int(l.at) == k && (l.where == atBuilding || l.where == atResource || l.where == atUnder) {
			pl.loc[c] = cardLoc{where: atDiscard}
			pl.discard++
			pl.baseN--
		}
	}
	pl.base[k] = building{}
}

// destroyable reports whether slot k of player p holds an Empty Building
// that fire at the Base Cards can destroy: a Building card or a resource
// stack without units. Start Buildings are never destroyed.
func (s *State) destroyable(p, k int) bool {
	b := &s.players[p].base[k]
	return (b.kind == slotBuilding || b.kind == slotStack) && b.units == 0
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

func (s *State) freeSlot(p int) int {
	for k := 0; k < MaxBuildings; k++ {
		if s.players[p].base[k].kind == slotEmpty {
			return k
		}
	}
	return -1
}
