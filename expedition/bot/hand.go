package bot

import (
	"cmp"
	"slices"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// handState is what the bot makes of its hand.
type handState struct {
	key       uint64  // a hash of the stamp and hand the worths below were computed for
	keyHand   []int   // that hand, in increasing ID order
	sorted    []int   // the hand being ranked, in increasing ID order
	keyed     uint64  // counts the rankings computed: keep's entries are stamped with it
	least     float64 // the least a card in hand is worth to keep
	shiftable float64 // cards a requirement shift would let the bot play now
	soon      float64 // cards the bot may play now or soon (tuning.soon)

	// read and ranked are the view (prepare's count) and stamp for which
	// handIDs holds the hand and key is that hand's: a view's hand does not
	// change, so the hand is read and ranked once per view.
	read      uint64
	ranked    uint64
	rankStamp uint32
	// byWorth is the hand in increasing keep worth, equal worths in the
	// order of their IDs (a stable sort), for the view orderView and the
	// ranking orderKey (a count of keyed).
	byWorth   []rankedCard
	orderKey  uint64
	orderView uint64
	ordered   bool
	lists     [2][]rankedCard // rankHand's green and other cards, by net
}

// rankedCard is a card in hand and what it is worth to keep.
type rankedCard struct {
	id    int
	worth float64
}

// readHand sets h.handIDs to the hand of the bot's view, read once per
// view (prepare).
func (h *Heuristic) readHand(v *expedition.View) {
	if h.hand.read != h.views {
		h.handIDs = v.Hand(h.handIDs[:0])
		h.hand.read = h.views
	}
}

// net returns a card's value less what it costs now.
func (h *Heuristic) net(v *expedition.View, id int) float64 {
	return h.cardValue(v, id) - float64(h.cardCost(v, id))*h.w.mc
}

// waitedNet returns what card id should give when the bot can play it:
// its net now, less the rounds of waiting for its requirements, or
// nothing when it will never be playable.
func (h *Heuristic) waitedNet(v *expedition.View, id int) float64 {
	k := h.wait(v, v.Catalogue().Card(id))
	if k < 0 {
		return 0
	}
	return h.waited(k, h.net(v, id))
}

// waited returns what a card of net n should give when the bot can play it
// in k rounds (k >= 0).
func (h *Heuristic) waited(k, n float64) float64 {
	if k == 0 {
		return n
	}
	if n > 0 {
		n *= 1 - k/(h.w.rounds+1)
	}
	return n - h.w.t.waitCost*k
}

// keepWorth returns what holding card id is worth: what it should give
// when played, for as many of the hand's cards as the plays left allow
// (the best first, green cards and the others apart).
func (h *Heuristic) keepWorth(v *expedition.View, id int) float64 {
	h.rankHand(v)
	if id >= 0 && id < len(h.keep) && h.keepKey[id] == h.hand.keyed {
		return h.keep[id]
	}
	return h.waitedNet(v, id)
}

// rankHand computes keepWorth for every card in hand.
func (h *Heuristic) rankHand(v *expedition.View) {
	if h.hand.ranked == h.views && h.hand.rankStamp == h.stamp {
		return // the same hand and stamp: the same key
	}
	h.readHand(v)
	h.hand.ranked, h.hand.rankStamp = h.views, h.stamp
	key := uint64(h.stamp)<<32 ^ uint64(len(h.handIDs))<<24
	for _, id := range h.handIDs {
		key += uint64(id+1) * 2654435761 // a hash of the hand: two hands may share it
	}
	h.hand.sorted = append(h.hand.sorted[:0], h.handIDs...)
	slices.Sort(h.hand.sorted)
	if key == h.hand.key && slices.Equal(h.hand.sorted, h.hand.keyHand) {
		return // the same stamp and the same cards: the same worths
	}
	h.hand.key = key
	h.hand.keyHand = append(h.hand.keyHand[:0], h.hand.sorted...)
	h.hand.keyed++
	h.hand.ordered = false
	cat := v.Catalogue()
	// The lists are the bot's own, lent to this ranking (a ranking does
	// not start another: the first lines return for the same view).
	green, other := h.hand.lists[0][:0], h.hand.lists[1][:0]
	h.hand.lists = [2][]rankedCard{}
	for _, id := range h.handIDs {
		r := rankedCard{id, h.waitedNet(v, id)}
		if cat.Card(id).Color == cards.Green {
			green = append(green, r)
		} else {
			other = append(other, r)
		}
	}
	h.hand.lists = [2][]rankedCard{green, other}
	t := &h.w.t
	capacity := [2]float64{h.w.greens + t.handSlack, h.w.plays - h.w.greens + t.handSlack}
	h.hand.least = 1e9
	for kind, list := range [2][]rankedCard{green, other} {
		slices.SortFunc(list, func(a, b rankedCard) int { return cmp.Compare(b.worth, a.worth) })
		for j, r := range list {
			worth := r.worth
			if worth > 0 {
				worth *= min(max(capacity[kind]-float64(j), 0), 1)
			}
			h.keep[r.id], h.keepKey[r.id] = worth, h.hand.keyed
			h.hand.least = min(h.hand.least, worth)
		}
	}
	if len(h.handIDs) == 0 {
		h.hand.least = 0
	}
}

// saleScore returns what selling card id now is worth by itself: its price
// for a card the bot can never play (before the game ends); other cards
// are sold only to pay for something (sellPlan), since a card kept may be
// sold later as well.
func (h *Heuristic) saleScore(v *expedition.View, id int) float64 {
	if h.wait(v, v.Catalogue().Card(id)) < 0 {
		return float64(v.SellPrice())*h.w.mc - h.w.t.sellMargin
	}
	return -1
}

// sellPlan weighs selling cards to pay need MC (the bot has have) for
// something whose score is score, keeping card keep (-1: none): it returns
// the first card to sell and the plan's score (the thing's score plus what
// the sales give), or -1 when selling cannot raise the money.
func (h *Heuristic) sellPlan(v *expedition.View, score float64, need, have, keep int) (int, float64) {
	short := need - have
	price := v.SellPrice()
	if short <= 0 || price <= 0 {
		return -1, 0
	}
	k := (short + price - 1) / price
	h.rankHand(v)
	n := len(h.handIDs)
	if slices.Contains(h.handIDs, keep) {
		n--
	}
	if k > n {
		return -1, 0
	}
	sold := h.cheapest(v, keep, n)
	total := score
	for _, r := range sold[:k] {
		total += float64(price)*h.w.mc - max(r.worth, 0)
	}
	return sold[0].id, total
}

// cheapest returns the n cards of the hand other than keep (-1: none) in
// increasing keep worth: in the order an unstable sort of them in the
// order of their IDs gives (slices.SortFunc, whose insertion sort of up
// to 12 elements is stable; past that, the sort itself).
func (h *Heuristic) cheapest(v *expedition.View, keep, n int) []rankedCard {
	const stableUpTo = 12 // slices.SortFunc sorts this many by insertion
	if n > stableUpTo {
		h.sellable = h.sellable[:0]
		for _, id := range h.handIDs {
			if id != keep {
				h.sellable = append(h.sellable, id)
			}
		}
		list := h.hand.byWorth[:0]
		for _, id := range h.sellable {
			list = append(list, rankedCard{id, h.keepWorth(v, id)})
		}
		h.hand.byWorth, h.hand.ordered = list, false
		slices.SortFunc(list, func(a, b rankedCard) int { return cmp.Compare(a.worth, b.worth) })
		return list
	}
	if !h.hand.ordered || h.hand.orderView != h.views || h.hand.orderKey != h.hand.keyed {
		list := h.hand.byWorth[:0]
		for _, id := range h.handIDs {
			r := rankedCard{id, h.keepWorth(v, id)}
			j := len(list)
			list = append(list, r)
			for ; j > 0 && cmp.Compare(r.worth, list[j-1].worth) < 0; j-- {
				list[j] = list[j-1]
			}
			list[j] = r
		}
		h.hand.byWorth, h.hand.ordered, h.hand.orderKey, h.hand.orderView = list, true, h.hand.keyed, h.views
	}
	h.sold = h.sold[:0]
	for _, r := range h.hand.byWorth {
		if r.id != keep {
			h.sold = append(h.sold, r)
		}
	}
	return h.sold
}
