package crisis

import (
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim/play/playtest"
)

// Illegal returns an action that is not among legal, for the rules test.
func Illegal(_ *State, legal []Action, r *dice.Rand) Action { return illegal(r, legal) }

// Hide changes one fact of s the open table hides from every seat
// (Ruling C8: the hands show, the decks do not), in a copy, drawn from r
// among: the order of two Crisis cards of one tier in the deck, the
// dummy deck's order, and the Crisis step's generator.
func Hide(s *State, r *dice.Rand) (playtest.Fact[State], bool) {
	c := *s
	k := &c.k
	switch r.Intn(3) {
	case 0:
		deck := k.deck0()
		for tries := 0; tries < 8 && k.deckLen >= 2; tries++ {
			i, j := r.Intn(int(k.deckLen)), r.Intn(int(k.deckLen))
			if i != j && deck.Cards[k.deck[i]].Tier == deck.Cards[k.deck[j]].Tier {
				k.deck[i], k.deck[j] = k.deck[j], k.deck[i]
				return playtest.Fact[State]{Kind: "the Crisis deck's order within a tier", State: c}, true
			}
		}
	case 1:
		if k.dummyLen >= 2 {
			i := r.Intn(int(k.dummyLen))
			j := (i + 1 + r.Intn(int(k.dummyLen)-1)) % int(k.dummyLen)
			k.dummyDeck[i], k.dummyDeck[j] = k.dummyDeck[j], k.dummyDeck[i]
			return playtest.Fact[State]{Kind: "the dummy deck's order", State: c}, true
		}
	}
	k.rng = dice.New(r.Uint64())
	return playtest.Fact[State]{Kind: "the Crisis step's generator", State: c}, true
}
