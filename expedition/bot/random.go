package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/internal/dice"
)

// Random is the random player. At each decision it picks uniformly among
// the things it may do there, selling aside: what it may do now, and what
// it could pay for by selling cards first (expedition.View.LegalAfterSales).
// It sells only for such a pick, one random card per decision (never the
// card it means to play), until the pick is legal, and then plays it. So a
// turn with eight cards in hand is a choice among the real options, not a
// draw among eight sells and one of them.
type Random struct {
	rng     dice.Rand
	buf     []expedition.Action
	alt     []expedition.Action
	goal    expedition.Action // the pick it is selling for
	selling bool              // whether it is selling for goal
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: dice.New(seed), buf: make([]expedition.Action, 0, 64), alt: make([]expedition.Action, 0, 64)}
}

// Act returns the bot's choice among the legal actions.
func (r *Random) Act(v *expedition.View) expedition.Action {
	r.buf = v.Legal(r.buf[:0])
	if r.selling {
		r.selling = false
		if contains(r.buf, r.goal) {
			return r.goal
		}
		r.alt = v.LegalAfterSales(r.alt[:0])
		if sell, ok := r.sellFor(r.goal); ok && contains(r.alt, r.goal) {
			r.selling = true
			return sell
		}
		// out of reach after all (or another decision): choose again
	}
	if !hasSell(r.buf) {
		return r.buf[r.rng.Intn(len(r.buf))]
	}
	r.alt = v.LegalAfterSales(r.alt[:0])
	pick := r.alt[r.rng.Intn(len(r.alt))]
	if contains(r.buf, pick) {
		return pick
	}
	sell, ok := r.sellFor(pick)
	if !ok { // cannot happen: LegalAfterSales counts only the cards it may sell
		return r.buf[0]
	}
	r.goal, r.selling = pick, true
	return sell
}

// sellFor returns a random legal sell of a card other than the one goal
// plays.
func (r *Random) sellFor(goal expedition.Action) (expedition.Action, bool) {
	n := 0
	for _, a := range r.buf {
		if a.Kind == expedition.ActSell && !(goal.Kind == expedition.ActPlay && a.Card == goal.Card) {
			n++
		}
	}
	if n == 0 {
		return expedition.Action{}, false
	}
	k := r.rng.Intn(n)
	for _, a := range r.buf {
		if a.Kind == expedition.ActSell && !(goal.Kind == expedition.ActPlay && a.Card == goal.Card) {
			if k == 0 {
				return a, true
			}
			k--
		}
	}
	return expedition.Action{}, false
}

func hasSell(list []expedition.Action) bool {
	for _, a := range list {
		if a.Kind == expedition.ActSell {
			return true
		}
	}
	return false
}

func contains(list []expedition.Action, a expedition.Action) bool {
	for _, b := range list {
		if b == a {
			return true
		}
	}
	return false
}
