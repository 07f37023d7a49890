package crisis

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// View is what one player may see of a Crisis game. The table is open
// (Ruling C8): every hand and tableau, every Planning choice as it is
// made, the Crisis cards in play with their counters, the discarded and
// set-aside ones, the detriment tokens and the dummy hand's cards. Hidden
// from everyone: the order and the contents of the project deck and of
// the Crisis deck (only their sizes show), and both generators.
type View struct {
	g expedition.View
	k core
}

// View returns player p's view of the game.
func (s *State) View(p int) View {
	var v View
	s.ViewInto(p, &v)
	return v
}

// ViewInto writes player p's view of the game into v.
func (s *State) ViewInto(p int, v *View) {
	s.g.ViewInto(p, &v.g)
	v.k = s.k
	k := &v.k
	k.rng = dice.Rand{}
	k.deck = [maxDeck]uint8{}
	k.dummyDeck = [5]uint8{}
	// The cards in the deck are exactly deck[:deckLen] (Check).
	for _, id := range s.k.deck[:s.k.deckLen] {
		k.place[id] = placeOut
	}
	k.events, k.nEvents, k.eventsDropped = [maxEvents]Event{}, 0, 0
}

// Game returns the Expedition part of the view.
func (v *View) Game() *expedition.View { return &v.g }

// Player returns whose view this is.
func (v *View) Player() int { return v.g.Player() }

// Players returns the number of players.
func (v *View) Players() int { return int(v.k.nPlayers) }

// Difficulty returns the game's difficulty.
func (v *View) Difficulty() Difficulty { return v.k.difficulty }

// Deck returns the Crisis cards of the game.
func (v *View) Deck() *Deck { return v.k.deck0() }

// ToMove returns the player to move, or -1.
func (v *View) ToMove() int { return v.k.toMove(table{v: &v.g}) }

// Legal appends this player's legal actions when they are to move (and
// nothing otherwise): the same actions as the game's Legal.
func (v *View) Legal(dst []Action) []Action {
	if v.ToMove() != v.Player() {
		return dst
	}
	return v.k.legal(dst, table{v: &v.g})
}

// Over reports whether the game has ended.
func (v *View) Over() bool { return v.k.outcome != Playing }

// InPlay appends the Crisis cards in play, in the order they came into
// play.
func (v *View) InPlay(dst []int) []int {
	for _, id := range v.k.play[:v.k.nPlay] {
		dst = append(dst, int(id))
	}
	return dst
}

// Counters returns the counters on Crisis card id.
func (v *View) Counters(id int) int { return int(v.k.counters[id]) }

// SetAside reports whether Crisis card id is set aside (its anytime
// ability usable).
func (v *View) SetAside(id int) bool { return v.k.place[id] == placeAside }

// DeckSize returns the Crisis cards left in the deck.
func (v *View) DeckSize() int { return int(v.k.deckLen) }

// DeckTiers returns how many cards of each tier are left in the Crisis
// deck: the tier is printed on a Crisis card's back, so the deck's tiers
// show while its cards do not. The deck is built by tiers (Ruling C3), so
// its top card is of the lowest tier with cards left.
func (v *View) DeckTiers() [6]int {
	var left [6]int
	for t, n := range v.k.tiers {
		left[t] = int(n)
	}
	deck := v.k.deck0()
	for id, pl := range v.k.place {
		if pl != placeOut && pl != placeDeck && id < len(deck.Cards) {
			left[deck.Cards[id].Tier]--
		}
	}
	return left
}

// Unseen reports whether Crisis card id of this game's player count has not
// come out yet: it is in the deck, or was returned to the box at setup
// (which of the two does not show).
func (v *View) Unseen(id int) bool {
	c := v.k.crisis(id)
	return v.k.place[id] == placeOut && (c.Players == 0 || int(c.Players) == int(v.k.nPlayers))
}

// DummyRevealed appends the dummy cards revealed at the last Crisis step
// (face up on the table), in the order they were drawn; DummyCard gives
// their phases.
func (v *View) DummyRevealed(dst []int) []int {
	for _, c := range v.k.dummyNow[:v.k.nDummyNow] {
		dst = append(dst, int(c))
	}
	return dst
}

// DummyCard returns the phases of dummy card i (one phase on the 2-4
// player cards: the second is 0).
func (v *View) DummyCard(i int) [2]int {
	c := v.k.dummyCards()[i]
	return [2]int{int(c[0]), int(c[1])}
}

// LastDrawn reports whether the card with the terraform-all goal
// (Dwindling Supplies) has been drawn.
func (v *View) LastDrawn() bool { return v.k.lastWon }

// RoundMods returns the effects the Crisis step has put on this round so
// far (the detriments, the dummy hand's phases, the blocked phases).
func (v *View) RoundMods() expedition.RoundMods { return v.k.mods }

// Token returns this round's detriment token of a metric (white: none).
func (v *View) Token(par cards.Param) cards.Zone { return v.k.tokens[par] }

// Decision returns the kind of Crisis decision waiting, or DecisionGame
// when the player to move faces an Expedition decision (Game().Decision()).
func (v *View) Decision() Decision { return v.k.decision() }

// DecisionCard returns the Crisis card whose effect asks the waiting
// Crisis decision, or -1.
func (v *View) DecisionCard() int { return v.k.decisionCard() }

// DecisionCount returns how many more times the waiting decision repeats
// (cards to discard, tiles to flip), or 1.
func (v *View) DecisionCount() int {
	if f := v.k.waiting(); f != nil && f.count > 0 {
		return int(f.count)
	}
	return 1
}

// Alternative returns the program of a waiting DecisionChoose and the
// range [from, to) of its alternative i.
func (v *View) Alternative(i int) (prog cards.Program, from, to int) {
	f := v.k.waiting()
	if f == nil || f.wait != wChoose {
		return nil, 0, 0
	}
	prog = v.k.program(f)
	if i < 0 || i >= int(prog[f.pc].N) {
		return nil, 0, 0
	}
	h := altStart(prog, int(f.pc), i)
	return prog, h + 1, int(prog[h].Jump) - 1
}

// LowerAmounts returns the two amounts of a waiting DecisionLowerMetrics.
func (v *View) LowerAmounts() (first, second int) {
	f := v.k.waiting()
	if f == nil || f.wait != wLowerMetrics {
		return 0, 0
	}
	op := v.k.program(f)[f.pc]
	return int(op.N), int(op.M)
}

// Decision is the kind of choice the player to move faces.
type Decision uint8

// The decisions.
const (
	DecisionNone         Decision = iota // nobody is to move
	DecisionGame                         // an Expedition decision (see the Game view)
	DecisionChoose                       // pick an alternative of a Crisis effect
	DecisionFlipDown                     // pick the face-up ocean tile to flip face down
	DecisionDiscard                      // discard a card from hand
	DecisionRemoveGreen                  // discard a green card from the tableau
	DecisionLowerMetrics                 // pick the two metrics to lower
	DecisionGive                         // give a card to another player, or not
	DecisionCounter                      // remove a counter from a Crisis card of your choice
	DecisionSpendVP                      // End step: spend 2 VP tokens on a counter, or stop
	DecisionDummy                        // solo: pick the phase of a dummy card
)

var decisionNames = [...]string{"none", "game", "choose", "flip-down", "discard", "remove-green",
	"lower-metrics", "give", "counter", "spend-vp", "dummy"}

// String returns the name of the Decision.
func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return "decision?"
}

// Decision returns the kind of choice the player to move faces.
func (s *State) Decision() Decision { return s.k.decision() }

func (k *core) decision() Decision {
	if k.outcome != Playing {
		return DecisionNone
	}
	if f := k.waiting(); f != nil {
		return [...]Decision{DecisionNone, DecisionChoose, DecisionFlipDown, DecisionDiscard, DecisionRemoveGreen,
			DecisionLowerMetrics, DecisionGive, DecisionCounter, DecisionSpendVP, DecisionDummy}[f.wait]
	}
	return DecisionGame
}

func (k *core) decisionCard() int {
	if f := k.waiting(); f != nil {
		return cause(f)
	}
	return -1
}
