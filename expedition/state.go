package expedition

import (
	"math/bits"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// Stage is where a game is in its round.
type Stage uint8

// The stages.
const (
	StageDraft      Stage = iota // setup, drafting variant: each player keeps a card of their pack and passes the rest (Config.Draft)
	StageRedraw                  // setup: each player may discard cards to redraw them, once (Config.Redraw)
	StageCorp                    // setup: each player keeps one of two corporations
	StageRoundStart              // held for a mode (Config.HoldRoundStart) before Planning
	StagePlanning                // each player secretly chooses a phase card (E1)
	StagePhase                   // a chosen phase is resolved (Phase says which)
	StageEndRound                // players discard down to ten cards
	StageOver                    // the game has ended
)

var stageNames = [...]string{"draft", "redraw", "corporation", "round start", "planning", "phase", "end of round", "over"}

// String returns the name of the Stage.
func (s Stage) String() string {
	if int(s) < len(stageNames) {
		return stageNames[s]
	}
	return "stage?"
}

// Phase numbers.
const (
	PhaseDevelopment  = 1
	PhaseConstruction = 2
	PhaseAction       = 3
	PhaseProduction   = 4
	PhaseResearch     = 5
	NumPhases         = 5
)

var phaseNames = [NumPhases + 1]string{"none", "Development", "Construction", "Action", "Production", "Research"}

// PhaseName returns the name of phase p (1-5).
func PhaseName(p int) string {
	if p >= 0 && p <= NumPhases {
		return phaseNames[p]
	}
	return "phase?"
}

// Sizes of the fixed arrays of a State.
const (
	numSources   = cards.MaxProjectCards + cards.MaxCorporations
	sourceWords  = (numSources + 63) / 64
	maxDiscounts = 16
	maxTriggers  = 40
	maxActions   = 64
	maxAlts      = 4
	maxFrames    = 40
	maxEvents    = 96
)

// A source is a project card ID, or cards.MaxProjectCards plus a
// corporation ID: anything that can hold resources, triggers or actions.
type source = uint16

func corpSource(corp int) source { return source(cards.MaxProjectCards + corp) }

// sourceSet is a bitset over sources.
type sourceSet [sourceWords]uint64

func (c *sourceSet) add(id source)      { c[id>>6] |= 1 << (id & 63) }
func (c *sourceSet) has(id source) bool { return c[id>>6]&(1<<(id&63)) != 0 }
func (c *sourceSet) remove(id source)   { c[id>>6] &^= 1 << (id & 63) }

func trailingZeros(x uint64) int { return bits.TrailingZeros64(x) }

// Card locations.
const (
	locOut      uint8                      = iota // not in this game (its set is not used)
	locDeck                                       // in the project deck
	locDiscard                                    // in the discard pile
	locHand                                       // locHand + player: in a hand
	locTableau  = locHand + MaxPlayers            // locTableau + player: in play
	locRevealed = locTableau + MaxPlayers         // locRevealed + player: drawn, waiting to be kept or discarded
	locEnd      = locRevealed + MaxPlayers        // first value that is not a location
)

// discount is a compact card discount of a player.
type discount struct {
	tags    cards.TagMask
	colors  cards.ColorMask
	minCost int8
	n       int8
}

// altPay is a compact alternative payment of a player.
type altPay struct {
	src      source
	microbes bool
	n, mc    int8
}

// player is one player's part of the state.
type player struct {
	corp  int16    // corporation ID, -1 before the choice
	offer [2]int16 // the two corporations dealt

	mc, heat, plants int32
	prod             [cards.NumResources]int16
	steel, titanium  int16
	tr               int16
	// TR ledger: tr == StartingTR + trParams + trCards.
	trParams, trCards int16
	forests           int16

	hand, tableau, revealed    cardSet
	nHand, nTableau, nRevealed uint16
	tags                       [cards.NumTags]uint8
	colors                     [cards.NumColors]uint8
	// Kept for the milestones and awards (checked against a recount by
	// Check): the kinds of tag in play (a wild tag as the tag chosen for
	// it), the upgraded phase cards, and the resources on the cards in
	// play and on the corporation.
	nTagKinds, nUpgraded uint8
	resources            uint16

	steelValue, titaniumValue, sellValue, stdDiscount, forestPlants int8
	heatAsMC                                                        bool
	reqShift                                                        uint8 // bit p: requirements on p may be read one zone off
	researchDraw, researchKeep                                      int8

	discounts  [maxDiscounts]discount
	nDiscounts uint8
	alts       [maxAlts]altPay
	nAlts      uint8
	triggers   [maxTriggers]source
	nTriggers  uint8
	actions    [maxActions]source
	nActions   uint8

	chosen, prev uint8                // phase chosen this round and last round (0 = none)
	phaseCard    [NumPhases + 1]uint8 // version of each phase card: PhaseBase, PhaseUpgradeA or PhaseUpgradeB

	// Per phase.
	plays, extraPlays uint8
	bonusOpen         bool // Construction bonus: draw a card (or gain 6 MC) or play one more
	bonusMC           bool // the alternative of the open bonus is 6 MC (Construction upgrade B)
	extraCap          int8 // an extra play (Development upgrade B) is for a card of printed cost at most this; 0 = any
	nextDiscount      int16
	shiftNext         uint8 // bit p: the next card may read requirements on p one zone off
	repeats           uint8 // Action bonus: actions that may be used again
	trRaised          bool  // TR raised this phase (for "first in phase" triggers)
	redrawn           uint8 // cards set aside to redraw at setup

	// What the bonus of the phase resolving has given its chooser, so that
	// an upgrade during the phase gives only the rest (Ruling D4).
	bonusGiven    uint8    // bonus* bits
	bonusDiscount uint8    // Development: the bonus's share of nextDiscount, until a card uses it
	bonusAmount   [2]uint8 // Production: the bonus MC; Research: the bonus cards drawn and kept

	// raised[par]: the steps of par this player raised this phase, the part
	// of their allowance used (Ruling E4).
	raised [cards.NumParams]uint8
}

// frame is a running effect: a program being executed for a player, or a
// built-in step (research, discarding down) waiting for that player's
// choices.
type frame struct {
	player uint8
	kind   frameKind
	src    source
	idx    uint8 // trigger or option index
	pc     uint8
	wait   decision
	count  int16 // picks still to make
	x      int16 // the X of an action
	aux    int16 // hook state
}

type frameKind uint8

const (
	fkEffect        frameKind = iota + 1 // a card's effect
	fkSetup                              // a corporation's setup
	fkTrigger                            // a triggered effect
	fkAction                             // an action option
	fkResearch                           // phase V: keep cards from the revealed ones
	fkDiscardDown                        // end of round: discard down to ten
	fkUpgradeReveal                      // Action upgrade B: reveal 3, keep a blue or red card
	fkReproduce                          // Production upgrade B: a green card produces again
	fkOcean                              // an ocean raised: its tile is chosen (Ruling C11)
	fkGiveBack                           // a trade: the receiver may give a card back (aux = the giver)
	fkPayDiscard                         // cards discarded to pay a mode's offer
)

// decision is what a waiting frame asks its player.
type decision uint8

const (
	decNone      decision = iota
	decMay                // accept or decline a block
	decChoose             // pick an alternative
	decTarget             // pick a card to receive or give resources
	decDiscard            // discard a card from hand
	decKeep               // keep a revealed card
	decPlayFree           // play a card for free, or decline
	decHook               // a Go-coded choice
	decReproduce          // pick a green card in play to produce again
	decOcean              // pick the face-down ocean tile to flip
	decOther              // pick another player (who gains, or receives a card)
	decGive               // give a card from hand to another player, or decline
	decUpgrade            // upgrade a phase card (or decline), Ruling D4
)

// RoundMods are the effects a mode puts on one round (a co-operative
// mode's detriments): they are set at the start of a round and cleared at its end.
type RoundMods struct {
	CardCost  int8  // MC added to the cost of every project card
	Forbidden uint8 // bit p: phase p may not be chosen
	NoBonus   uint8 // bit p: the chooser of phase p gets no bonus
	Extra     uint8 // bit p: phase p is resolved as if chosen (a dummy hand)
	// PlayerForbidden[q] bit p: player q may not choose phase p.
	PlayerForbidden [MaxPlayers]uint8
	// RoundsLeft is the mode's estimate of the rounds left, for bots
	// (View.RoundsLeftEstimate); 0 leaves the estimate to the tracks.
	RoundsLeft uint8
}

// State is a game in progress. It is a value: copying it copies the whole
// game, generator included. The zero State is not a game; use New.
type State struct {
	table    // what the players see, each their own secrets included (a View copies it)
	hidden   // what no player sees
	eventLog // what happened during the last Apply
}

// table is the part of a game a View copies before it blanks the other
// players' secrets.
type table struct {
	catID     uint16
	nPlayers  uint8
	maxRounds uint8
	sets      uint8
	opts      options

	stage      Stage
	round      uint8
	phase      uint8
	first      uint8 // first player of the round
	seat       uint8 // how many players have finished the current step
	inTurn     bool  // the current seat's player is taking their turn
	conv       uint8 // seat of the forced conversions at the end of the Action phase
	chosen     uint8 // bit p: phase p resolves this round
	unfinished bool

	params      [cards.NumParams]uint8
	raises      uint16 // parameter steps that gave TR
	overMax     uint16 // of those, steps beyond the maximum (E4)
	lowered     uint16 // parameter steps lowered (by a mode, Lower)
	oceanTiles  [9]uint8
	oceanUp     uint16 // bit i: oceanTiles[i] is face up
	oceansDrawn uint8  // tiles flipped so far (the next is oceanTiles[oceansDrawn])

	deckLen  uint16
	nCards   uint16 // cards in this game
	nDiscard uint16

	res            [numSources]uint16
	actionUsed     sourceSet
	actionRepeated sourceSet

	players [MaxPlayers]player
	frames  [maxFrames]frame
	nFrames uint8
	mods    RoundMods

	// What a mode adds (mode.go, oceans.go, vpbank.go, offers.go).
	preset       uint16            // parameter steps set at the start, raised by nobody (StartTerraformed)
	oceanPending uint8             // oceans raised whose tile is still to be chosen (ChooseOceanTile)
	vpBank       int16             // the shared bank of 1VP tokens (VPBank)
	banked       [numSources]uint8 // variable VP already banked, per source
	varVP        sourceSet         // sources in play with variable VP (VPBank)
	offers       [maxOffers]Offer
	nOffers      uint8

	framesDropped uint16 // frames that did not fit (never with valid data; Check reports it)

	// Discovery and Foundations.
	tiles      tiles                  // milestones and awards
	wild       [MaxCards]uint8        // tag+1 a card's wild tag stands for while in play (0: none)
	phaseStart [cards.NumParams]uint8 // the parameters when the current phase started
	dummyLeft  uint8                  // the dummy hand's phases not revealed since its last shuffle
	dummyPhase uint8                  // the dummy hand's phase of this round
	revealed   bool                   // Planning: the choices are revealed and their triggers run
}

// hidden is the part of a game no View holds: the generator, the order of
// the deck and where every card is (the hands, revealed cards and tableaux
// are also kept as sets in table).
type hidden struct {
	rng  dice.Rand
	deck [MaxCards]uint16
	loc  [MaxCards]uint8
}

// eventLog holds the events of the last Apply (Events).
type eventLog struct {
	events        [maxEvents]Event
	nEvents       uint8
	eventsDropped uint16
}

func (s *State) cat() *cards.Catalogue { return catalogue(s.catID) }

func (s *State) card(id int) *cards.Card { return s.cat().Card(id) }

// Players returns the number of players.
func (s *State) Players() int { return int(s.nPlayers) }

// Round returns the current round, from 1 (0 during setup).
func (s *State) Round() int { return int(s.round) }

// Stage returns where the game is in its round.
func (s *State) Stage() Stage { return s.stage }

// Phase returns the phase being resolved (1-5) during StagePhase, else 0.
func (s *State) Phase() int {
	if s.stage != StagePhase {
		return 0
	}
	return int(s.phase)
}

// Param returns the step of a global parameter (0 = start).
func (s *State) Param(p cards.Param) int { return int(s.params[p]) }

// Zone returns the zone of a global parameter.
func (s *State) Zone(p cards.Param) cards.Zone { return zoneOf(p, s.params[p]) }

// Catalogue returns the cards of the game.
func (s *State) Catalogue() *cards.Catalogue { return s.cat() }

// FirstPlayer returns the first player of the current round.
func (s *State) FirstPlayer() int { return int(s.first) }

// Over reports whether the game has ended (finished or stopped by the
// round cap).
func (s *State) Over() bool { return s.stage == StageOver }

// features returns the optional parts of the game in play.
func (s *State) features() cards.Features {
	var f cards.Features
	if s.opts&optMilestones != 0 {
		f |= cards.NeedsMilestones
	}
	if s.opts&optUpgrades != 0 {
		f |= cards.NeedsUpgrades
	}
	if s.opts&optInfrastructure != 0 {
		f |= cards.NeedsInfrastructure
	}
	return f
}

// paramEnabled reports whether a parameter is used in this game.
func (s *State) paramEnabled(p cards.Param) bool {
	return p != cards.Infrastructure || s.opts&optInfrastructure != 0
}

// seatPlayer returns the player in seat i counted from the first player.
func (s *State) seatPlayer(i int) int { return (int(s.first) + i) % int(s.nPlayers) }
