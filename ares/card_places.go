package ares

import "math/bits"

// This file keeps, beside each player's card locations and base, the sets
// of cards in the places another player cannot see into (the deck and the
// hand, the base, and within the base the cards lying face down) and the
// set of base slots in use. A View hides cards by walking the card sets
// instead of every location, and loops over a base stop at its last slot
// in use. Check verifies the sets.

// A card's bit in the sets is its id, so a deck fits in 64 bits; a slot's
// bit is its index, so a base fits in 32.
const (
	_ = uint(64 - DeckSize)
	_ = uint(32 - MaxBuildings)
)

// secretOf, baseOf and faceDownOf map a place to 1 when it is in the
// deck-and-hand set, the base set or the face-down set, and to 0
// otherwise; they have an entry for every byte.
var secretOf, baseOf, faceDownOf = func() (secret, base, faceDown [256]uint64) {
	secret[atDeck], secret[atHand] = 1, 1
	base[atBuilding], base[atResource], base[atUnder], base[atAttached] = 1, 1, 1, 1
	faceDown[atResource], faceDown[atUnder] = 1, 1
	return secret, base, faceDown
}()

// setLoc puts card c of player pl at l, keeping the sets of hidden places
// in step. Every change of a card's place goes through it.
func (pl *player) setLoc(c int, l cardLoc) {
	pl.loc[c] = l
	bit := uint64(1) << uint(c)
	pl.secret = pl.secret&^bit | secretOf[l.where]<<uint(c)
	pl.inBase = pl.inBase&^bit | baseOf[l.where]<<uint(c)
	pl.down = pl.down&^bit | faceDownOf[l.where]<<uint(c)
}

// setSlot puts b in base slot k, keeping the set of slots in use in step.
// Every change of a slot between empty and in use goes through it.
func (pl *player) setSlot(k int, b building) {
	pl.base[k] = b
	if b.kind == slotEmpty {
		pl.slots &^= 1 << uint(k)
	} else {
		pl.slots |= 1 << uint(k)
	}
}

// usedSlots works out the set of slots in use from the base.
func (pl *player) usedSlots() (used uint32) {
	for k := range pl.base {
		if pl.base[k].kind != slotEmpty {
			used |= 1 << uint(k)
		}
	}
	return used
}

// placeSets works out the sets of hidden places from the locations.
func (pl *player) placeSets() (secret, inBase, faceDown uint64) {
	for c, l := range pl.loc {
		secret |= secretOf[l.where] << uint(c)
		inBase |= baseOf[l.where] << uint(c)
		faceDown |= faceDownOf[l.where] << uint(c)
	}
	return secret, inBase, faceDown
}

// hideCards hides the cards in set from a View: each shows at atHidden,
// the way another player sees a card in a deck, a hand or a hidden base;
// the others keep their locations in from. It writes whichever is fewer:
// the hidden cards one by one, or every card hidden and then the others
// as they were.
func (pl *player) hideCards(set uint64, from *[DeckSize]cardLoc) {
	if bits.OnesCount64(set) <= DeckSize/2 {
		for ; set != 0; set &= set - 1 {
			pl.loc[bits.TrailingZeros64(set)] = cardLoc{where: atHidden}
		}
		return
	}
	pl.loc = hiddenLocs
	for rest := allCards &^ set; rest != 0; rest &= rest - 1 {
		c := bits.TrailingZeros64(rest)
		pl.loc[c] = from[c]
	}
}

// allCards is the set of every card of a deck.
const allCards = 1<<DeckSize - 1

// hiddenLocs is a deck's worth of hidden locations.
var hiddenLocs = func() (l [DeckSize]cardLoc) {
	for c := range l {
		l[c] = cardLoc{where: atHidden}
	}
	return l
}()
