package ares

import "math/bits"

// This file holds read-only accessors for bots, tools and logs.

// SlotKind is what stands in a base slot.
type SlotKind uint8

// Kinds of base slot.
const (
	SlotEmpty    = slotEmpty
	SlotStart    = slotStart
	SlotBuilding = slotBuilding
	SlotStack    = slotStack
	// SlotMat is a building printed on the Base Mat (Full Game).
	SlotMat = slotMat
	// SlotSpecial is a Special Building card (Full Game).
	SlotSpecial = slotSpecial
)

// Slot describes one base slot.
type Slot struct {
	// Kind is empty, a Start Building, a Building card or a resource stack.
	Kind SlotKind
	// Card is the Building card's id (SlotBuilding), else -1.
	Card int
	// Unit is the unit index in the owner's faction (buildings), else -1.
	Unit int
	// Units is the number of units on the building.
	Units int
	// Resources is the number of face-down cards on top.
	Resources int
	// Under is the number of cards in the resource stack.
	Under int
}

// Slot returns slot k (0 to MaxBuildings-1) of player p's base. In a View,
// a hidden base shows empty slots (see HiddenBaseCards).
func (s *State) Slot(p, k int) Slot {
	b := &s.players[p].base[k]
	sl := Slot{Kind: b.kind, Card: -1, Unit: -1, Units: int(b.units), Resources: int(b.res), Under: int(b.under)}
	if b.kind == slotBuilding {
		sl.Card = int(b.card)
	}
	if b.kind == slotBuilding || b.kind == slotStart || b.kind == slotMat {
		sl.Unit = int(b.unit)
	}
	return sl
}

// BaseSlots returns one past the last slot of player p's base that holds
// anything: slots from there to MaxBuildings are empty, so loops over a
// base may stop there. A base hidden from a View's viewer has none.
func (s *State) BaseSlots(p int) int { return bits.Len32(s.players[p].slots) }

// SlotStock returns, in one call and without building a Slot, what loops
// over a base read of slot k of player p: its unit (nil when the slot has
// none), the unit's index in the faction (-1 without a unit), the units on
// the slot and the resources on top. Bots call it for every slot of every
// decision; a Slot, a struct of six ints, is several times slower to
// return.
func (s *State) SlotStock(p, k int) (u *Unit, unit, units, resources int) {
	b := &s.players[p].base[k]
	if u = s.unitOf(p, b); u == nil {
		return nil, -1, int(b.units), int(b.res)
	}
	return u, int(b.unit), int(b.units), int(b.res)
}

// SlotUnit returns the unit of slot k of player p's base, or nil.
func (s *State) SlotUnit(p, k int) *Unit {
	return s.unitOf(p, &s.players[p].base[k])
}

// HandLen returns the number of cards in player p's hand.
func (s *State) HandLen(p int) int { return int(s.players[p].handN) }

// HandCard returns the card id of hand card h of player p, or -1 when it
// is hidden from a View's viewer.
func (s *State) HandCard(p, h int) int {
	c := s.players[p].hand[h]
	if c == hiddenCard {
		return -1
	}
	return int(c)
}

// HandDef returns the definition of hand card h of player p, or nil when
// it is hidden.
func (s *State) HandDef(p, h int) *CardDef {
	c := s.HandCard(p, h)
	if c < 0 {
		return nil
	}
	return s.Faction(p).CardOf(c)
}

// DeckLen returns the number of cards left in player p's draw deck.
func (s *State) DeckLen(p int) int { return int(s.players[p].deckN) }

// DiscardLen returns the number of cards in player p's discard pile.
func (s *State) DiscardLen(p int) int { return int(s.players[p].discard) }

// ScoringCards returns the number of cards in player p's scoring pile.
func (s *State) ScoringCards(p int) int { return int(s.players[p].scoring) }

// BaseCards returns the number of cards in player p's base (buildings,
// resources and stacks); this count is public even behind the screen.
func (s *State) BaseCards(p int) int {
	return int(s.players[p].baseN)
}

// BaseHidden reports whether player p's base is hidden in this View.
func (s *State) BaseHidden(p int) bool {
	return s.masked && int(s.viewer) != p && !s.players[p].shown && !(s.mode == Team && s.sameSide(p, int(s.viewer)))
}

// Eliminated reports whether player p is out of the game.
func (s *State) Eliminated(p int) bool { return s.players[p].out }

// FirstPlayer returns the seat that played first.
func (s *State) FirstPlayer() int { return int(s.first) }

// AttackPending reports whether the defender is to declare its defence.
func (s *State) AttackPending() bool { return s.phase == phaseDefend }

// IsView reports whether the state is a View, which bots read but cannot
// apply actions to.
func (s *State) IsView() bool { return s.masked }

// Viewer returns the seat a View was made for, or -1 for a full state.
func (s *State) Viewer() int {
	if !s.masked {
		return -1
	}
	return int(s.viewer)
}

// Power returns player p's Power pool (Full Game). In a View a base behind
// its screen shows 0.
func (s *State) Power(p int) int { return int(s.players[p].power) }

// AttachedCard returns the definition of attachment i (0 to
// MaxAttached-1) of slot k of player p's base, or nil.
func (s *State) AttachedCard(p, k, i int) *CardDef {
	c := s.players[p].base[k].attach[i]
	if c == noAttach {
		return nil
	}
	return s.Faction(p).CardOf(int(c) - 1)
}

// Attached returns the definitions of the cards attached to slot k of
// player p's base (a new slice: for logs and tools; loops use
// AttachedCard).
func (s *State) Attached(p, k int) []*CardDef {
	var out []*CardDef
	for _, c := range s.players[p].base[k].attach {
		if c != noAttach {
			out = append(out, s.Faction(p).CardOf(int(c)-1))
		}
	}
	return out
}

// SlotCard returns the definition of the card standing in slot k (a
// Building or Special Building card), or nil.
func (s *State) SlotCard(p, k int) *CardDef {
	b := &s.players[p].base[k]
	if b.kind != slotBuilding && b.kind != slotSpecial {
		return nil
	}
	return s.Faction(p).CardOf(int(b.card))
}

// Teammate reports whether p and q play on the same side (the same seat,
// or teammates in a Team Match).
func (s *State) Teammate(p, q int) bool { return s.teamOf(p) == s.teamOf(q) }

// ControlsFrontier reports whether p, or p's team, controls the Frontier.
func (s *State) ControlsFrontier(p int) bool { return s.controls(p) }

// IsRaid reports whether the attack in progress, or the last one, is a
// Raid. In a View it reports false to the defending side until the Attack
// card is revealed, after the defenders' Construction and declaration
// (rulebook, Raids: "the fact that you are playing a Raid card is not
// revealed until after the Defender does Construction").
func (s *State) IsRaid() bool { return s.raid }

// JoinPending reports whether a Team Match teammate's Attack waits for
// this player's play (who may join it with an Attack card).
func (s *State) JoinPending() bool { return s.joint == -2 }

// Evolved returns the unit an Evolve card would turn slot k's unit into,
// or nil.
func (s *State) Evolved(p, k int) *Unit {
	u := s.SlotUnit(p, k)
	if u == nil || u.evolves == noUnit {
		return nil
	}
	return &s.Faction(p).Units[u.evolves]
}

// FightingUnit reports whether u fights (not a Base Mat Worker or Egg).
func FightingUnit(u *Unit) bool { return u != nil && !u.NoCombat }

// SlotRef decodes the Target of a Raid pick, a Raid reward or a Destroy
// action, which names a slot of the side whose first seat is first: slot k
// of that seat, or in a Team Match MaxBuildings+k for its teammate's.
func (s *State) SlotRef(first int, ref uint8) (p, k int, ok bool) { return s.fromRef(first, ref) }

// EmergencyCard returns the definition of the hand card an Emergency
// Defense action plays (in a Team Match, Card maxHand+h is the teammate's
// hand card h), or nil when it is hidden or a is not one.
func (s *State) EmergencyCard(a Action) *CardDef {
	if a.Kind != ActEmergency || int(a.Force) >= int(s.battle.n) || a.Card == NoCard {
		return nil
	}
	p := int(s.battle.forces[a.Force].owner)
	h := int(a.Card)
	if h >= maxHand {
		h -= maxHand
	}
	if h >= s.HandLen(p) {
		return nil
	}
	return s.HandDef(p, h)
}

// slotOfCard returns the slot where player p's card c stands, or 0.
func (s *State) slotOfCard(p int, c uint8) int {
	if l := s.players[p].loc[c]; l.where == atBuilding {
		return int(l.at)
	}
	return 0
}
