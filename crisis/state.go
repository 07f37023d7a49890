package crisis

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// Places of a Crisis card.
const (
	placeOut     uint8 = iota // not in this game (another player count, or returned to the box at setup)
	placeDeck                 // in the Crisis deck
	placePlay                 // in play, with its counters
	placeDiscard              // discarded (dealt with, or an event card)
	placeAside                // set aside (Dwindling Supplies)
)

var placeNames = [...]string{"out", "deck", "in play", "discarded", "set aside"}

// Sizes of the fixed arrays of a State.
const (
	maxDeck   = 32
	maxPlay   = 24
	maxFrames = 24
	maxEvents = 64
)

// step is where the Crisis step of a round stands.
type step uint8

const (
	stepEnd     step = iota + 1 // the End step of the round before: VP tokens
	stepWin                     // then the win check
	stepCheck                   // a. check metrics
	stepPersist                 // b. resolve persistent Crises (persistIdx: the next card in play)
	stepDraw                    // c. draw a Crisis card
	stepDummy                   // d. draw from the dummy hand
	stepPlay                    // the round is being played
)

// core is the Crisis part of a game: everything but the expedition State.
type core struct {
	rng        dice.Rand
	deckID     uint16
	nPlayers   uint8
	difficulty Difficulty

	place    [MaxCrises]uint8
	counters [MaxCrises]int8
	deck     [maxDeck]uint8 // the Crisis deck; the top card is deck[deckLen-1]
	deckLen  uint8
	play     [maxPlay]uint8 // the Crisis cards in play, in the order they came into play
	nPlay    uint8
	tiers    [6]uint8 // cards of each tier in the game (the deck as C3 built it)
	lastWon  bool     // a card with the terraform-all goal has been drawn (Dwindling Supplies)
	aside    [4]uint8 // the Crisis cards set aside, in the order they were
	nAside   uint8
	drawn    uint8 // Crisis cards drawn so far

	step       step
	persistIdx uint8
	roundDone  uint8 // the last round whose Crisis step was started

	frames  [maxFrames]frame
	nFrames uint8

	// The dummy hand (Ruling C6).
	dummyDeck  [5]uint8 // indexes into the dummy cards of this player count; top = last
	dummyLen   uint8
	dummyUsed  uint8 // bit i: dummy card i was revealed in an earlier round
	dummyNow   [2]uint8
	nDummyNow  uint8
	dummyLimit int8 // -1: no limit this round (Collapsing Cities sets one)

	tokens [3]cards.Zone // this round's detriment tokens (temperature, oxygen, oceans); white = none
	mods   expedition.RoundMods

	offerCard [8]uint8 // the Crisis card behind each Action-phase offer
	nOffers   uint8

	outcome    Outcome
	lossReason LossReason
	lossParam  cards.Param
	lossCard   int16 // the Crisis card whose effect made the loss, or -1

	events        [maxEvents]Event
	nEvents       uint8
	eventsDropped uint16
}

// State is a Crisis game in progress. It is a value: copying it copies
// the whole game, both generators included. The zero State is not a game;
// use New.
type State struct {
	g expedition.State
	k core
}

// Game returns the Ares Expedition game inside (read it; change it only
// through Apply).
func (s *State) Game() *expedition.State { return &s.g }

// Players returns the number of players.
func (s *State) Players() int { return int(s.k.nPlayers) }

// Difficulty returns the game's difficulty.
func (s *State) Difficulty() Difficulty { return s.k.difficulty }

// Deck returns the Crisis cards of the game.
func (s *State) Deck() *Deck { return deckOf(s.k.deckID) }

// Round returns the current round (0 during setup).
func (s *State) Round() int { return s.g.Round() }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.k.outcome != Playing }

func (k *core) deck0() *Deck        { return deckOf(k.deckID) }
func (k *core) crisis(id int) *Card { return deckOf(k.deckID).Card(id) }
