package ares

import (
	"github.com/aresim/aresim/internal/dice"
)

// Game limits.
const (
	// MaxPlayers is the most players a game has.
	MaxPlayers = 4
	// HandSize is the hand every player draws back to.
	HandSize = 3
	// MaxBuildings is the most buildings and resource stacks a base holds
	// (Start and Base Mat buildings included). An engine limit, not a
	// rule: games stay well below it.
	MaxBuildings = 20
	// MaxAttached is the most cards attached to one building.
	MaxAttached = 3

	maxHand = 6
)

// Mode selects the rules a game is played with.
type Mode uint8

// Game modes.
const (
	// Basic is the Basic Game: two players, every Attack card a Standard
	// Attack, Special cards only as resources (Ruling A3).
	Basic Mode = iota
	// Full is the Full Game for two players: Base Mats, Power, Special
	// cards, special Attacks and Raids.
	Full
	// FreeForAll is the Full Game for three or four players, each for
	// themselves (Ruling A20).
	FreeForAll
	// Team is the Full Game for four players in two teams of two.
	Team
	numModes
)

var modeNames = [numModes]string{"basic", "full", "ffa", "team"}

// String returns the mode's name: basic, full, ffa or team.
func (m Mode) String() string {
	if m < numModes {
		return modeNames[m]
	}
	return "Mode(?)"
}

// ParseMode reads a mode name.
func ParseMode(s string) (Mode, error) {
	for i, n := range modeNames {
		if s == n {
			return Mode(i), nil
		}
	}
	return 0, badConfig("unknown mode %q (want basic, full, ffa or team)", s)
}

// fullRules reports whether the mode plays the Full Game rules.
func (m Mode) fullRules() bool { return m != Basic }

// players returns the numbers of players the mode allows.
func (m Mode) players() (lo, hi int) {
	switch m {
	case FreeForAll:
		return 3, 4
	case Team:
		return 4, 4
	}
	return 2, 2
}

// Config describes a game to set up.
type Config struct {
	// Mode is the rules variant.
	Mode Mode `json:"mode"`
	// Factions names each player's faction, in seat order.
	Factions []string `json:"factions"`
	// FirstPlayer is the seat that plays first; -1 decides it by the
	// seeded roll (Ruling A1).
	FirstPlayer int `json:"firstPlayer"`
}

// place is where a card is.
type place uint8

const (
	atNone     place = iota
	atDeck           // in its owner's draw deck
	atHand           // in its owner's hand
	atBuilding       // face up in the base as the building of slot at
	atResource       // face down on the building of slot at
	atUnder          // face down in the resource stack of slot at
	atDiscard        // in its owner's discard pile
	atScoring        // in the scoring pile of player at
	atPlay           // an Attack card on the table during a battle
	atAttached       // face up under the building of slot at (Full Game)
	atHidden         // unknown to the viewer (View only)
)

type cardLoc struct {
	where place
	at    uint8
}

const (
	slotEmpty    SlotKind = iota
	slotStart             // a Start Building
	slotBuilding          // a Building card
	slotStack             // a resource stack without a building
	slotMat               // a building printed on the Base Mat
	slotSpecial           // a Special Building card
)

const noAttach = 0 // attach holds card ids plus one

// building is one base slot.
type building struct {
	kind    SlotKind
	card    uint8 // the Building or Special Building card
	start   uint8 // index in the faction's start or mat list
	unit    uint8 // unit index in the owner's faction (after evolution)
	units   uint8
	res     uint8 // resources on top
	under   uint8 // resources in the stack beneath
	end     uint8 // which end of the Building card is up
	pending bool  // placed on a stack, not yet built at a Construction
	bay     bool  // on the Colossus Base Mat: never destroyed
	powered uint8 // abilities bought this battle: bit 0 the unit's, bit 1+i attachment i
	attach  [MaxAttached]uint8
}

type player struct {
	faction uint8
	deck    [DeckSize]uint8 // deck[deckN-1] is the top card
	deckN   uint8
	hand    [maxHand]uint8
	handN   uint8
	base    [MaxBuildings]building
	loc     [DeckSize]cardLoc
	secret  uint64   // the cards in the deck or the hand, by bit (setLoc)
	inBase  uint64   // the cards in the base, by bit (setLoc)
	down    uint64   // the cards face down in the base (resources, stacks), by bit (setLoc)
	slots   uint32   // the base slots in use, by bit (setSlot)
	picks   [2]uint8 // setup picks (card definition indices)
	npicks  uint8
	scoring uint8 // cards in this player's scoring pile
	discard uint8 // this player's discard pile
	baseN   uint8 // cards in the base: buildings, resources, stacks, attached
	power   uint8 // Power on the Base Mat (Full Game)
	team    uint8 // team (Team mode), else the seat
	shown   bool  // the base is revealed (Construction during a battle)
	out     bool  // eliminated
}

// phase is where the game waits.
type phase uint8

const (
	phaseSetup     phase = iota // setup picks (Ruling A1)
	phaseTurn                   // the current player plays a card
	phaseConstruct              // Full Game: Construction decisions (Power)
	phaseDefend                 // the Frontier's controller declares its defence
	phaseRaidPick               // a Raid: each side secretly picks its Force
	phaseBattle                 // a battle decision
	phaseReward                 // a Raid won: the attacker picks its rewards
	phaseSpend                  // Full Game: an attacker chooses the Power its special Attack spends (Ruling A27)
	phaseOver
)

// State is a game of The Ares Project. It is a value: copying it copies
// the whole game, dice included. The zero State is not a game; make one
// with NewGame.
type State struct {
	rules   *Rules
	mode    Mode
	n       uint8
	fixed   int8 // fixed first player, or -1
	rng     dice.Rand
	phase   phase
	players [MaxPlayers]player

	current  uint8 // whose turn
	first    uint8
	frontier int8 // controller of the Frontier, -1 neutral
	turns    uint16
	battles  uint16 // battles fought to their end
	takes    uint16 // neutral Frontier takes

	battle     Battle
	att, def   uint8
	attackCard uint8
	joint      int8 // Team mode: the teammate's joint Attack card, -2 while the attack waits for its play, or -1
	choice     AttackChoice
	raid       bool
	raidSlot   [2]int8 // a Raid's chosen buildings: attacker, defender
	rewards    uint8   // a Raid's rewards still to take
	rewardUsed [numRewards]bool
	flow       uint8 // the Battle Sequence step (flow* constants)
	flowIdx    uint8 // the side's player constructing
	cons       uint8 // the player making Construction decisions, or choosing the Power to spend
	second     bool  // Team mode: the second teammate plays
	defendBase bool
	surprise   bool
	scoreTo    int8 // who gets the Attack card, -1 for the discard pile
	battleAt   BattleKind
	battleOn   bool
	autoWin    bool // the last attack took the Frontier without combat

	over   bool
	winner int8
	reason EndReason
	masked bool // a View
	viewer uint8
}

// NewGame sets up a game (Ruling A1): each faction's Start Buildings go
// into its base; the players then pick their two cards (ActPick actions),
// after which the decks are shuffled with the seeded generator.
func NewGame(rules *Rules, cfg Config, seed uint64) (State, error) {
	var s State
	if rules == nil {
		return s, badConfig("nil rules")
	}
	if cfg.Mode >= numModes {
		return s, badConfig("unknown mode %d", cfg.Mode)
	}
	if lo, hi := cfg.Mode.players(); len(cfg.Factions) < lo || len(cfg.Factions) > hi {
		if lo == hi {
			return s, badConfig("the %s game is for %d players, got %d factions", cfg.Mode, lo, len(cfg.Factions))
		}
		return s, badConfig("the %s game is for %d to %d players, got %d factions", cfg.Mode, lo, hi, len(cfg.Factions))
	}
	if cfg.FirstPlayer < -1 || cfg.FirstPlayer >= len(cfg.Factions) {
		return s, badConfig("first player %d: want -1 (roll) or a seat from 0 to %d", cfg.FirstPlayer, len(cfg.Factions)-1)
	}
	s = State{rules: rules, mode: cfg.Mode, n: uint8(len(cfg.Factions)), fixed: int8(cfg.FirstPlayer),
		rng: dice.New(seed), frontier: -1, scoreTo: -1, winner: -1, joint: -1}
	for p, name := range cfg.Factions {
		f, idx, err := rules.Faction(name)
		if err != nil {
			return State{}, err
		}
		pl := &s.players[p]
		pl.faction = uint8(idx)
		for c := 0; c < DeckSize; c++ {
			pl.setLoc(c, cardLoc{where: atDeck})
			pl.deck[c] = uint8(c)
		}
		pl.deckN = DeckSize
		pl.team = uint8(p)
		if cfg.Mode == Team {
			pl.team = uint8(p / 2) // seats 0 and 1 against 2 and 3, teammates side by side
		}
		s.setUpBase(p, f)
		if cfg.Mode == Team {
			s.discardStandardAttacks(p, 2)
		}
	}
	s.phase = phaseSetup
	return s, nil
}

// setUpBase places player p's Start Buildings, and in the Full Game its
// Base Mat buildings.
func (s *State) setUpBase(p int, f *Faction) {
	pl := &s.players[p]
	start := s.startList(f)
	k := 0
	for i, sb := range start {
		pl.setSlot(k, building{kind: slotStart, start: uint8(i), unit: sb.unit, units: sb.Units})
		k++
	}
	if !s.mode.fullRules() {
		return
	}
	for i, mb := range f.Mat.Buildings {
		pl.setSlot(k, building{kind: slotMat, start: uint8(i), unit: mb.unit, units: mb.Units})
		k++
	}
}

// side returns which end of its Building card a building has up.
func (b *building) side() uint8 { return b.end }

// startList returns the Start Buildings of f in this game's mode.
func (s *State) startList(f *Faction) []StartBuilding {
	if s.mode.fullRules() && len(f.Start.Full) > 0 {
		return f.Start.Full
	}
	return f.Start.Basic
}

// discardStandardAttacks moves n Standard Attack cards from player p's
// deck to its discard pile (Team mode setup, Ruling A23: the rulebook's
// "discards", so Bonus Resources can take them); the one setup puts at the
// bottom of the deck stays.
func (s *State) discardStandardAttacks(p, n int) {
	pl := &s.players[p]
	f := s.Faction(p)
	for c := DeckSize - 1; c >= 0 && n > 0; c-- {
		if f.deck[c] == f.standard {
			pl.setLoc(c, cardLoc{where: atDiscard})
			pl.discard++
			n--
		}
	}
	d := 0
	for c := 0; c < DeckSize; c++ {
		if pl.loc[c].where == atDeck {
			pl.deck[d] = uint8(c)
			d++
		}
	}
	pl.deckN = uint8(d)
}

// Rules returns the game's rules.
func (s *State) Rules() *Rules { return s.rules }

// Mode returns the game's mode.
func (s *State) Mode() Mode { return s.mode }

// NumPlayers returns the number of players.
func (s *State) NumPlayers() int { return int(s.n) }

// Faction returns player p's faction.
func (s *State) Faction(p int) *Faction {
	return s.rules.byIndex[s.players[p].faction%maxFactions]
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.phase == phaseOver }

// ToMove returns the player whose decision the game waits for, or -1 when
// it is over.
func (s *State) ToMove() int {
	switch s.phase {
	case phaseSetup:
		for p := uint8(0); p < s.n; p++ {
			if s.players[p].npicks < 2 {
				return int(p)
			}
		}
	case phaseTurn:
		return int(s.current)
	case phaseConstruct, phaseSpend:
		return int(s.cons)
	case phaseDefend:
		return int(s.def)
	case phaseRaidPick:
		if s.raidPicker() == Attacker {
			return int(s.att)
		}
		return int(s.def)
	case phaseReward:
		return int(s.att)
	case phaseBattle:
		if s.battle.toAct == Attacker {
			return int(s.att)
		}
		return int(s.def)
	}
	return -1
}

// Frontier returns the player who controls the Frontier, or -1 when it is
// neutral.
func (s *State) Frontier() int { return int(s.frontier) }

// Turns returns the number of turns played.
func (s *State) Turns() int { return int(s.turns) }

// BattlesFought returns the number of battles fought to their end
// (neutral Frontier takes and attacks won without combat not included).
func (s *State) BattlesFought() int { return int(s.battles) }

// FrontierTakes returns the number of neutral Frontier takes (Ruling A5).
func (s *State) FrontierTakes() int { return int(s.takes) }

// InBattle reports whether a battle is being fought.
func (s *State) InBattle() bool { return s.battleOn }

// Battle returns the current battle, or the last one fought when none is
// on. The pointer is for reading: changing the battle through it breaks
// the game.
func (s *State) Battle() *Battle { return &s.battle }

// BattleInfo describes the battle in progress, or the last one.
type BattleInfo struct {
	// Attacker and Defender are seats.
	Attacker, Defender int
	// Choice is the attacker's combat choice (in a View, hidden from the
	// defending side until the Attack card is revealed; see View).
	Choice AttackChoice
	// Kind is the kind of battle.
	Kind BattleKind
	// DefendBase is the defender's declaration.
	DefendBase bool
	// Surprise: a Deep Strike met a Frontier defence (the attacker keeps
	// the Scoring card). A Raid is never a Surprise (Ruling A22).
	Surprise bool
	// ScoringTo is the seat that gets the Attack card, or -1 for the
	// discard pile.
	ScoringTo int
	// NoCombat: the Frontier changed hands without combat because the
	// defender chose to defend the Base.
	NoCombat bool
}

// BattleInfo returns the current or last battle's description.
func (s *State) BattleInfo() BattleInfo {
	return BattleInfo{Attacker: int(s.att), Defender: int(s.def), Choice: s.choice, Kind: s.battleAt,
		DefendBase: s.defendBase, Surprise: s.surprise, ScoringTo: int(s.scoreTo), NoCombat: s.autoWin}
}
