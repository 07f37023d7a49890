package ares

import "github.com/aresim/aresim/internal/dice"

const hiddenCard = 0xfe

// jointHidden is a View's joint while a teammate's joining Attack card is
// on the table face down: the defenders know a second card was played,
// not which.
const jointHidden = -3

// View returns what player p may see of the game, and nothing else: the
// same View whatever the facts hidden from p are. Hidden from p:
//
//   - every deck's order (p knows which of its own cards are in its deck);
//   - the other players' hands, and their setup picks;
//   - a base behind its screen: its slots, its cards and its Power (only
//     the number of cards in it shows);
//   - in a base revealed for a battle, which cards lie face down in it
//     (resources and resource stacks show as counts): the table shows the
//     face-up cards and how many lie face down;
//   - the attacker's secret until the Attack card is revealed after the
//     defenders' Construction and declaration (rulebook, Battle Sequence
//     and Raids): the combat choice (BattleInfo's Choice shows
//     NormalAttack; a neutral Frontier take, which is announced, shows),
//     which Attack card was played (its place shows hidden), and whether it
//     is a Raid (IsRaid reports false). In a Team Match the same holds
//     while the attack waits for the teammate's play, and for the
//     teammate's joining card;
//   - in a Raid, the attacker's pick while the defender picks;
//   - the dice: the generator is blanked, so the future cannot be read.
//
// A Team Match teammate's base and hand are open to p (teammates
// consult). The discard and Scoring piles show: every card that goes onto
// them is shown on the way (a discard pile lies face up; an Attack card is
// revealed, or shown when banked), so a player who remembers the game
// knows them, even the number of Scoring cards the rulebook keeps secret.
//
// Legal on a View lists what the View shows: p's own decisions exactly as
// on the full state, and another player's decisions where they depend on
// nothing hidden from p (battle decisions, Construction, declarations);
// another player's card play or setup pick, which depends on its hidden
// hand or picks, lists nothing. Apply refuses a View.
func (s *State) View(p int) State {
	var v State
	s.ViewInto(p, &v)
	return v
}

// ViewInto writes View(p) into v without an intermediate copy: the form
// for loops that decide often.
func (s *State) ViewInto(p int, v *State) { s.viewInto(p, v, 0) }

// viewInto writes View(p) into v, with the bases of p's opponents in
// lifted (by bit) shown as if their screens were down.
func (s *State) viewInto(p int, v *State, lifted uint8) {
	copyState(v, s)
	for q := 0; lifted != 0; q, lifted = q+1, lifted>>1 {
		if lifted&1 != 0 && !s.sameSide(p, q) {
			v.players[q].shown = true
		}
	}
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
		if pl.shown {
			// Revealed for a battle: the face-up cards show, the face-down
			// ones only by their number (res and under).
			hide |= pl.down
			pl.inBase &^= pl.down
		} else {
			hide |= pl.inBase
			pl.base = [MaxBuildings]building{}
			pl.slots, pl.inBase = 0, 0
			pl.power = 0 // Power lies in the base; Special cards played behind the screen change it
		}
		pl.hideCards(hide, &s.players[q].loc)
		pl.secret, pl.down = 0, 0 // the sets now describe the hidden locations
		pl.hand = hiddenHand      // past handN too, where cards played from the hand linger
		pl.picks = [2]uint8{}     // secret at setup, and they went into the hand
	}
	if v.phase == phaseRaidPick && s.raidPicker() == Defender && !s.sameSide(p, int(s.att)) {
		v.raidSlot[0] = -3 // the attacker's pick stays secret until both have picked
	}
	if s.attackSecret() && !s.sameSide(p, int(s.att)) {
		if v.choice != TakeFrontier {
			v.choice = NormalAttack // hidden: the defender sees only that an attack is on
		}
		v.raid = false
		v.players[v.att].loc[v.attackCard] = cardLoc{where: atHidden}
		v.attackCard = hiddenCard
		if v.joint >= 0 {
			v.players[v.att^1].loc[v.joint] = cardLoc{where: atHidden}
			v.joint = jointHidden
		}
	}
}

// attackSecret reports whether the Attack card of the attack in progress
// is still on the table face down: from its play until it is revealed
// after the defenders' Construction and declaration (or, for a neutral
// Frontier take, until it is discarded).
func (s *State) attackSecret() bool {
	return s.attackCard < DeckSize && s.players[s.att].loc[s.attackCard].where == atPlay
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
