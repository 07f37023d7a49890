package crisis

import (
	"errors"
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/internal/dice"
)

// ErrDeterminize is returned by Determinizer.Reset when a View cannot be
// completed into a game: its counts do not add up (a View of a game of
// other cards, say).
var ErrDeterminize = errors.New("crisis: cannot determinize")

// Determinizer samples the full Crisis games one player cannot tell from
// the real one, given the player's View: the information set a search
// agent plays over. The table is open (Ruling C8), so what a sample deals
// is what the View hides from everyone:
//
//   - the project deck and the discard pile (face down, Ruling E1): the
//     project cards of the game that show nowhere, dealt uniformly among
//     them, the deck in a uniform order (expedition.Determinizer);
//   - the Crisis deck: its tiers show on the cards' backs
//     (View.DeckTiers), so for each tier it holds that many cards drawn
//     uniformly from the tier's cards of the player count that have not
//     come out (the others went back to the box at setup, which nobody
//     saw: Ruling C3), each tier shuffled and stacked as setup stacks
//     them, tier 5 at the bottom and the lowest tier on top;
//   - the dummy hand (Ruling C6): the dummy cards not revealed since the
//     last reshuffle, in a uniform order;
//   - both generators, reseeded from the seed.
//
// Every fact the View shows is equal (the sample's View for the player is
// the player's View, field for field), every count is conserved, and
// Check passes on every sample. Views are memoryless and the Determinizer
// keeps no memory: which project cards went into the discard pile since
// the last reshuffle, seen by everyone at the open table, is not kept,
// and the pile is dealt from the unseen cards like the deck. Set it up for
// a decision with Reset, then call Determinize once per sample; Reset
// copies what it needs, so the View may change afterwards.
type Determinizer struct {
	exp      expedition.Determinizer
	template core
	unseen   [6][maxDeck]uint8 // the unseen Crisis cards of each tier
	nUnseen  [6]uint8
	inDeck   [6]uint8 // how many of them are in the deck
	dummy    [5]uint8 // the dummy cards in the dummy deck
	nDummy   uint8
}

// Reset sets the Determinizer up for a decision of the player whose View v
// is. It returns an error wrapping ErrDeterminize when the View's counts
// cannot be met.
func (d *Determinizer) Reset(v *View) error {
	d.exp.SetLeave(leftOut) // the project cards Crisis removes (Ruling C9)
	if err := d.exp.Reset(&v.g, nil); err != nil {
		return fmt.Errorf("%w: %w", ErrDeterminize, err)
	}
	d.template = v.k
	k := &d.template
	d.nUnseen = [6]uint8{}
	cs := k.deck0()
	for id := range cs.Cards {
		c := &cs.Cards[id]
		if v.Unseen(id) {
			if int(d.nUnseen[c.Tier]) >= maxDeck {
				return fmt.Errorf("%w: more than %d unseen Crisis cards of tier %d", ErrDeterminize, maxDeck, c.Tier)
			}
			d.unseen[c.Tier][d.nUnseen[c.Tier]] = uint8(id)
			d.nUnseen[c.Tier]++
		}
	}
	total := 0
	for t, n := range v.DeckTiers() {
		if n < 0 || n > int(d.nUnseen[t]) {
			return fmt.Errorf("%w: %d tier %d Crisis cards in the deck, %d unseen", ErrDeterminize, n, t, d.nUnseen[t])
		}
		d.inDeck[t] = uint8(n)
		total += n
	}
	if total != int(k.deckLen) {
		return fmt.Errorf("%w: the Crisis deck holds %d cards, its tiers %d", ErrDeterminize, k.deckLen, total)
	}
	// The dummy deck: the dummy cards neither revealed in an earlier round
	// nor face up now.
	var shown uint8 = k.dummyUsed
	for _, c := range k.dummyNow[:k.nDummyNow] {
		shown |= 1 << c
	}
	d.nDummy = 0
	for c := uint8(0); c < 5; c++ {
		if shown&(1<<c) == 0 {
			d.dummy[d.nDummy] = c
			d.nDummy++
		}
	}
	if d.nDummy != k.dummyLen {
		return fmt.Errorf("%w: the dummy deck holds %d cards, %d are not revealed", ErrDeterminize, k.dummyLen, d.nDummy)
	}
	return nil
}

// Determinize writes into dst a full game the player cannot tell from the
// real one (see Determinizer), drawn with a generator seeded from seed; the
// game's generators are reseeded from it too.
func (d *Determinizer) Determinize(dst *State, seed uint64) {
	r := dice.New(seed)
	d.exp.Determinize(&dst.g, r.Uint64())
	dst.k = d.template
	k := &dst.k
	// Ruling C3: tier 5 at the bottom (deck[0]), the lowest tier on top.
	k.deckLen = 0
	for t := len(d.inDeck) - 1; t >= 0; t-- {
		cs := d.unseen[t]
		n := int(d.nUnseen[t])
		for i := 0; i < int(d.inDeck[t]); i++ { // a partial Fisher-Yates: the first inDeck of a uniform order
			j := i + r.Intn(n-i)
			cs[i], cs[j] = cs[j], cs[i]
			k.deck[k.deckLen] = cs[i]
			k.place[cs[i]] = placeDeck
			k.deckLen++
		}
	}
	dummy := d.dummy
	for i := int(d.nDummy) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		dummy[i], dummy[j] = dummy[j], dummy[i]
	}
	copy(k.dummyDeck[:], dummy[:d.nDummy])
	k.rng = dice.New(r.Uint64())
}
