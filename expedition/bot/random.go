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
	hand    []int
	goal    expedition.Action // the pick it is selling for
	selling bool              // whether it is selling for goal
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: dice.New(seed), buf: make([]expedition.Action, 0, 64), hand: make([]int, 0, 16)}
}

// Choose returns the bot's choice among the legal actions (it draws
// from all it may do, LegalAfterSales, whatever legal holds).
func (r *Random) Choose(v *expedition.View, _ []expedition.Action) expedition.Action {
	all, now := v.LegalAfterSales(r.buf[:0])
	r.buf = all
	if r.selling {
		r.selling = false
		for i, a := range all {
			if a != r.goal {
				continue
			}
			if i < now {
				return a
			}
			if sell, ok := r.sellFor(v, a); ok {
				r.selling = true
				return sell
			}
		}
		// out of reach after all (or another decision): choose again
	}
	i := r.rng.Intn(len(all))
	if i < now {
		return all[i]
	}
	sell, ok := r.sellFor(v, all[i])
	if !ok { // cannot happen: LegalAfterSales counts only the cards it may sell
		return all[0]
	}
	r.goal, r.selling = all[i], true
	return sell
}

// sellFor returns the sale of a random card in hand other than the one
// goal plays.
func (r *Random) sellFor(v *expedition.View, goal expedition.Action) (expedition.Action, bool) {
	r.hand = v.Hand(r.hand[:0])
	n := len(r.hand)
	if goal.Kind == expedition.ActPlay {
		for i, id := range r.hand {
			if id == int(goal.Card) {
				r.hand[i] = r.hand[n-1]
				n--
				break
			}
		}
	}
	if n == 0 {
		return expedition.Action{}, false
	}
	return expedition.Action{Kind: expedition.ActSell, Player: int8(v.Player()), Card: int16(r.hand[r.rng.Intn(n)])}, true
}
