package ares

import "github.com/aresim/aresim/internal/dice"

const hiddenCard = 0xfe

// View returns what player p may see of the game: the other players' hands
// and bases behind their screens are hidden (a base shows while revealed
// for a battle; in a Team Match a teammate's base and hand are open),
// nobody's deck order is known, the attacker's secret
// combat choice is hidden from the defender until it is revealed, and the
// dice generator is blanked so the future cannot be read. Legal works on a
// View for p's own decisions; Apply refuses it.
func (s *State) View(p int) State {
	var v State
	s.ViewInto(p, &v)
	return v
}

// ViewInto writes View(p) into v without an intermediate copy: the form
// for loops that decide often.
func (s *State) ViewInto(p int, v *State) {
	copyState(v, s)
	v.masked = true
	v.viewer = uint8(p)
	v.rng = dice.Rand{}
	for q := 0; q < int(v.n); q++ {
		pl := &v.players[q]
		// Nobody knows a deck's order: its cards show as hidden, and its
		// owner still knows which cards are in it (their locations). The
		// whole array is hidden: past deckN it holds the cards drawn.
		pl.deck = hiddenDeck
		if q == p || (v.mode == Team && v.teamOf(q) == v.teamOf(p)) {
			continue // a Team Match teammate's base and hand are open to consultation
		}
		hide := pl.secret
		if !pl.shown {
			hide |= pl.inBase
			pl.base = [MaxBuildings]building{}
			pl.slots, pl.inBase = 0, 0
		}
		pl.hideCards(hide, &s.players[q].loc)
		pl.secret = 0         // the sets now describe the hidden locations
		pl.hand = hiddenHand  // past handN too, where cards played from the hand linger
		pl.picks = [2]uint8{} // secret at setup, and they went into the hand
	}
	if v.phase == phaseRaidPick && s.raidPicker() == Defender && !s.sameSide(p, int(s.att)) {
		v.raidSlot[0] = -3 // the attacker's pick stays secret until both have picked
	}
	if v.phase == phaseDefend && p != int(v.att) {
		v.choice = NormalAttack // hidden: the defender sees only that an attack is on
		v.players[v.att].loc[v.attackCard] = cardLoc{where: atHidden}
	}
}

// hiddenDeck and hiddenHand are a deck and a hand of hidden cards, copied
// over a View's decks and other players' hands.
var hiddenDeck, hiddenHand = func() (d [DeckSize]uint8, h [maxHand]uint8) {
	for i := range d {
		d[i] = hiddenCard
	}
	for i := range h {
		h[i] = hiddenCard
	}
	return d, h
}()

// sameSide reports whether p and q are the same player or teammates.
func (s *State) sameSide(p, q int) bool { return s.teamOf(p) == s.teamOf(q) }
