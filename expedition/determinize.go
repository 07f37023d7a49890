package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// ErrDeterminize is returned by Determinizer.Reset when a View and a
// Memory cannot be completed into a game: they come from different games,
// or the View hides a place the Determinizer does not deal.
var ErrDeterminize = fmt.Errorf("expedition: cannot determinize")

// Determinizer samples the full games one player cannot tell from the
// real one, given the player's View and its Memory: the information set a
// search agent plays over. Set it up for a decision with Reset, then call
// Determinize once per sample. Each sample:
//
//   - has every fact the View shows equal: its View for the player is the
//     player's View (every field equal);
//   - conserves every count: each hand, revealed zone, the deck and the
//     discard pile hold as many cards as in the real game, and every card
//     of the game is in exactly one place (Check passes);
//   - keeps what the Memory holds: the cards the player saw go into the
//     discard pile are there;
//   - deals the cards the player has not seen (the other players' hands
//     and revealed cards, the deck, the rest of the discard pile) from the
//     pool of the game's cards it cannot see, uniformly, and the deck in a
//     uniform order;
//   - deals the other players' hidden corporation offers from the
//     corporations the player has not seen, and a secret corporation kept
//     from its offer;
//   - samples every other player's Planning card still secret (chosen
//     before the player, Ruling E1) uniformly among the phases that player
//     may choose (Ruling E2: not last round's card), or with the
//     PickModel set by SetPickModel;
//   - shuffles the face-down ocean tiles among the tiles not face up;
//   - has its generator reseeded from the seed.
//
// It completes what the View blanks: a place the View shows in full (the
// hands at an open table, Ruling C8) is kept as shown. A Determinizer is
// about 10 KB, without pointers; Reset copies the View and the Memory, so
// the caller's may change afterwards.
type Determinizer struct {
	template State // the View, with the cards it shows placed and the rest nowhere
	me       int
	pool     [MaxCards]uint16 // the game's cards the player has not seen
	nPool    uint16
	hand     [MaxPlayers]uint16 // hidden cards of each hand
	revealed [MaxPlayers]uint16 // hidden cards of each revealed zone
	discard  uint16             // cards of the discard pile the player does not know

	corps    [cards.MaxCorporations]int16 // corporations the player has not seen
	nCorps   uint8
	offers   [MaxPlayers]uint8 // offer cards to deal to each player: 0, 1 (beside a known corporation) or 2
	keep     [MaxPlayers]bool  // a corporation kept from the offer, still secret
	picks    [MaxPlayers]bool  // a Planning card chosen, still secret
	tiles    [9]uint8          // the ocean tiles not face up
	nTiles   uint8
	viewTile [9]bool // the View hides this ocean tile
	model    PickModel
	leave    func(*cards.Card) bool
}

// PickModel chooses the secret Planning cards of a Determinizer's samples
// in place of the uniform draw: Pick returns the phase player q chose in
// sample (whose cards are dealt and whose other secret choices are drawn),
// one of legal (the phases q may choose, Ruling E2), drawing what it needs
// of chance from seed. An agent uses it to model the other players by a
// policy of its own.
type PickModel interface {
	Pick(sample *State, q int, legal []int, seed uint64) int
}

// SetPickModel makes the Determinizer draw secret Planning cards with m
// (nil: uniformly among the legal ones). Reset keeps it.
func (d *Determinizer) SetPickModel(m PickModel) { d.model = m }

// SetLeave tells the Determinizer which project cards the game left out
// (the game's Config.Leave; nil: none), so that it deals the cards of that
// game only. Reset keeps it.
func (d *Determinizer) SetLeave(leave func(*cards.Card) bool) { d.leave = leave }

// Reset sets the Determinizer up for a decision of the player whose View
// v is, with that player's Memory m (nil, or the Memory of another
// player, for none: nothing remembered). It returns an error wrapping
// ErrDeterminize when the View's counts cannot be met (a View of a game
// whose cards are not those the Determinizer deals).
func (d *Determinizer) Reset(v *View, m *Memory) error {
	*d = Determinizer{model: d.model, leave: d.leave}
	t := &d.template
	*t = v.s
	me := int(v.p)
	d.me = me
	g := &t.table
	n := int(g.nPlayers)
	// Place every card the View shows.
	for q := 0; q < n; q++ {
		pl := &g.players[q]
		for _, z := range [...]struct {
			set *cardSet
			loc uint8
		}{{&pl.tableau, locTableau + uint8(q)}, {&pl.hand, locHand + uint8(q)}, {&pl.revealed, locRevealed + uint8(q)}} {
			for id := z.set.next(0); id >= 0; id = z.set.next(id + 1) {
				t.loc[id] = z.loc
			}
		}
		d.hand[q] = pl.nHand - uint16(pl.hand.count())
		d.revealed[q] = pl.nRevealed - uint16(pl.revealed.count())
	}
	// The cards the player saw go into the discard pile, unless the Memory
	// holds more than the pile (then it is not this game's).
	known := 0
	if m != nil && m.Viewer() == me {
		for id := m.discard.next(0); id >= 0; id = m.discard.next(id + 1) {
			if t.loc[id] == locOut {
				known++
			}
		}
		if known > int(g.nDiscard) {
			known = 0
		} else {
			for id := m.discard.next(0); id >= 0; id = m.discard.next(id + 1) {
				if t.loc[id] == locOut {
					t.loc[id] = locDiscard
				}
			}
		}
	}
	d.discard = g.nDiscard - uint16(known)
	// The pool: the game's cards not placed.
	cat := t.cat()
	dealt := 0
	feats, replaced := t.features(), replacedCards(cat, g.sets)
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if !inGame(g.sets, feats, c.Set, c.Needs) || replaced.has(i) || d.leave != nil && d.leave(c) { // as New deals them
			continue
		}
		dealt++
		if t.loc[i] == locOut {
			d.pool[d.nPool] = uint16(i)
			d.nPool++
		}
	}
	if dealt != int(g.nCards) { // a game of cards left out by a Config.Leave not given to SetLeave, say
		return fmt.Errorf("%w: the game deals %d cards, the View counts %d", ErrDeterminize, dealt, g.nCards)
	}
	hidden := int(g.deckLen) + int(d.discard)
	for q := 0; q < n; q++ {
		hidden += int(d.hand[q]) + int(d.revealed[q])
	}
	if hidden != int(d.nPool) {
		return fmt.Errorf("%w: %d cards unseen for %d hidden places", ErrDeterminize, d.nPool, hidden)
	}
	d.planCorporations(v)
	// Secret Planning cards: those chosen before the player this round.
	if g.stage == StagePlanning {
		for i := 0; i < int(g.seat); i++ {
			if q := t.seatPlayer(i); q != me && g.players[q].chosen == 0 {
				d.picks[q] = true
			}
		}
	}
	// Ocean tiles: the View shows the face-up ones.
	var up [9]bool
	for i, tile := range g.oceanTiles {
		if tile == hiddenTile {
			d.viewTile[i] = true
		} else if int(tile) < len(up) {
			up[tile] = true
		}
	}
	for tile := range up {
		if !up[tile] {
			d.tiles[d.nTiles] = uint8(tile)
			d.nTiles++
		}
	}
	return nil
}

// planCorporations works out which corporations a sample deals: the
// offers the View hides, from the corporations the player has not seen,
// and a corporation kept from a hidden offer while the choices are secret.
func (d *Determinizer) planCorporations(v *View) {
	t := &d.template
	g := &t.table
	n := int(g.nPlayers)
	cat := t.cat()
	var seen [cards.MaxCorporations]bool
	for q := 0; q < n; q++ {
		pl := &g.players[q]
		for _, c := range pl.offer {
			if c >= 0 {
				seen[c] = true
			}
		}
		if pl.corp >= 0 {
			seen[pl.corp] = true
		}
	}
	for i := range cat.Corporations {
		if !seen[i] && dealtCorporation(g.sets, &cat.Corporations[i]) {
			d.corps[d.nCorps] = int16(i)
			d.nCorps++
		}
	}
	for q := 0; q < n; q++ {
		pl := &g.players[q]
		if q == d.me || pl.offer[0] >= 0 {
			continue
		}
		d.offers[q] = 2
		if pl.corp >= 0 {
			d.offers[q] = 1
		}
	}
	if g.stage == StageCorp {
		for i := 0; i < int(g.seat); i++ {
			if q := t.seatPlayer(i); q != d.me && g.players[q].corp < 0 {
				d.keep[q] = true
			}
		}
	}
}

// dealtCorporation reports whether corporation c is offered in a game of
// the sets in mask (as New offers them), less an extension's
// corporations.
func dealtCorporation(mask uint8, c *cards.Corporation) bool {
	return !c.Set.Extension() && mask&(1<<c.Set) != 0
}

// Determinize writes into dst a full game the player cannot tell from the
// real one (see Determinizer), drawn with a generator seeded from seed,
// and reseeds the game's generator from it too.
func (d *Determinizer) Determinize(dst *State, seed uint64) {
	*dst = d.template
	r := dice.New(seed)
	pool := d.pool
	shuffle16(&r, pool[:d.nPool])
	k := 0
	n := int(dst.nPlayers)
	for q := 0; q < n; q++ {
		pl := &dst.players[q]
		for i := 0; i < int(d.hand[q]); i++ {
			id := int(pool[k])
			k++
			pl.hand.add(id)
			dst.loc[id] = locHand + uint8(q)
		}
		for i := 0; i < int(d.revealed[q]); i++ {
			id := int(pool[k])
			k++
			pl.revealed.add(id)
			dst.loc[id] = locRevealed + uint8(q)
		}
	}
	for i := 0; i < int(d.discard); i++ {
		dst.loc[pool[k]] = locDiscard
		k++
	}
	for i := 0; i < int(dst.deckLen); i++ {
		dst.deck[i] = pool[k]
		dst.loc[pool[k]] = locDeck
		k++
	}
	d.dealCorporations(dst, &r)
	d.dealTiles(dst, &r)
	for q := 0; q < n; q++ {
		if d.picks[q] {
			var legal [NumPhases]int
			m := 0
			for ph := 1; ph <= NumPhases; ph++ {
				if dst.legalPhaseChoice(q, ph) {
					legal[m] = ph
					m++
				}
			}
			switch {
			case m == 0:
			case d.model != nil:
				dst.players[q].chosen = uint8(d.model.Pick(dst, q, legal[:m], r.Uint64()))
			default:
				dst.players[q].chosen = uint8(legal[r.Intn(m)])
			}
		}
	}
	dst.rng = dice.New(r.Uint64())
}

// dealTiles shuffles the ocean tiles the View hides among their places.
func (d *Determinizer) dealTiles(dst *State, r *dice.Rand) {
	if d.nTiles > 0 {
		tiles := d.tiles
		for i := int(d.nTiles) - 1; i > 0; i-- {
			j := r.Intn(i + 1)
			tiles[i], tiles[j] = tiles[j], tiles[i]
		}
		k := 0
		for i, hid := range d.viewTile {
			if hid {
				dst.oceanTiles[i] = tiles[k]
				k++
			}
		}
	}
}

// dealCorporations deals the hidden corporation offers of a sample, and
// the secret corporations kept from them.
func (d *Determinizer) dealCorporations(dst *State, r *dice.Rand) {
	corps := d.corps
	left := int(d.nCorps)
	draw := func() int16 {
		if left == 0 {
			return -1 // more players than corporations: New refuses such games
		}
		j := r.Intn(left)
		c := corps[j]
		left--
		corps[j] = corps[left]
		return c
	}
	for q := 0; q < int(dst.nPlayers); q++ {
		pl := &dst.players[q]
		switch d.offers[q] {
		case 2:
			pl.offer = [2]int16{draw(), draw()}
		case 1:
			pl.offer = [2]int16{pl.corp, draw()}
			if r.Intn(2) == 0 {
				pl.offer[0], pl.offer[1] = pl.offer[1], pl.offer[0]
			}
		}
		if d.keep[q] {
			pl.corp = pl.offer[r.Intn(2)]
		}
	}
}

// shuffle16 shuffles x uniformly (Fisher-Yates).
func shuffle16(r *dice.Rand, x []uint16) {
	for i := len(x) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		x[i], x[j] = x[j], x[i]
	}
}

// addAll adds every card of o to c.
func (c *cardSet) addAll(o *cardSet) {
	for i := range c {
		c[i] |= o[i]
	}
}

// removeAll removes every card of o from c.
func (c *cardSet) removeAll(o *cardSet) {
	for i := range c {
		c[i] &^= o[i]
	}
}
