package bot

import "github.com/aresim/aresim/internal/dice"

// Reset makes the bot as new (NewHeuristic(seed) with its tuning): it
// forgets the Views it has seen, its own Planning choices and the order in
// which it saw cards come into play, so that what it next makes of a View
// depends on that View alone. It keeps its buffers, emptied, and what
// depends only on the catalogue and the game's tiles (how often a filter
// matches a card of the deck, the draw model's rank weights, what each
// card adds to the tiles' counts), each checked against the catalogue and
// tiles of the next View as a new bot would work it out; so a Reset bot
// scores as a new one does, and allocates nothing once its buffers have
// grown.
func (h *Heuristic) Reset(seed uint64) {
	t := h.w.t
	buf, after, scores := h.buf[:0], h.after[:0], h.scores[:0]
	tableau, handIDs, sellable, sold := h.tableau[:0], h.handIDs[:0], h.sellable[:0], h.sold[:0]
	alive, altOrder, alts := h.alive[:0], h.altOrder[:0], h.alts[:0]
	cat, shares, catTags, catTagsOf := h.cat, h.shares, h.catTags, h.catTagsOf
	hand := handState{keyHand: h.hand.keyHand[:0], sorted: h.hand.sorted[:0], byWorth: h.hand.byWorth[:0],
		lists: [2][]rankedCard{h.hand.lists[0][:0], h.hand.lists[1][:0]}}
	bonus := bonusWorths{greens: h.bonus.greens[:0], hand: [2][]rankedCard{h.bonus.hand[0][:0], h.bonus.hand[1][:0]}}
	play := h.fires.play[:0]
	// The rank weights depend on the sample's size only: the sample stays
	// to say its size, and update values it again from the next View.
	draws := &h.draws
	draws.round, draws.z, draws.zbr, draws.zAt = 0, draws.z[:0], draws.zbr[:0], 0
	var kept struct {
		draws  drawModel
		deltas cardDeltas
	}
	kept.draws, kept.deltas = h.draws, h.tc.deltas

	// Cleared in place, then filled: a composite literal of this size
	// would be built aside and copied.
	*h = Heuristic{}
	h.rng, h.buf, h.after, h.scores = dice.New(seed), buf, after, scores
	h.cat, h.shares, h.catTags, h.catTagsOf = cat, shares, catTags, catTagsOf
	h.tableau, h.handIDs, h.sellable, h.sold = tableau, handIDs, sellable, sold
	h.alive, h.altOrder, h.alts, h.hand, h.bonus = alive, altOrder, alts, hand, bonus
	h.draws = kept.draws
	h.w.t = t
	h.fires.play = play
	h.tc.deltas = kept.deltas
}
