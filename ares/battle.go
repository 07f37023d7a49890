package ares

import (
	"fmt"
	"strconv"
)

// MaxBattleForces is the most Forces (both sides together, Emergency
// Defense buildings included) a battle holds.
const MaxBattleForces = 64

// MaxUnitsPerBuilding is the most units a building holds.
const MaxUnitsPerBuilding = 4

// Side is a side of a battle.
type Side uint8

// The two sides.
const (
	Attacker Side = 0
	Defender Side = 1
)

// Other returns the opposing side.
func (s Side) Other() Side { return 1 - s }

// String returns "attacker" or "defender".
func (s Side) String() string {
	if s == Attacker {
		return "attacker"
	}
	return "defender"
}

// BattleKind is where and how a battle is fought.
type BattleKind uint8

// The kinds of battle.
const (
	// FrontierBattle: a Normal Attack on the Frontier, defended there.
	FrontierBattle BattleKind = iota
	// BaseBattle: an attack on a base (Normal or Deep Strike): Base Cards,
	// Emergency Defense, no defender retreat.
	BaseBattle
	// RaidBattle: a Full Game Raid: one Force each, no battle line, no Base
	// Cards, no Emergency Defense, the defender may retreat.
	RaidBattle
	numBattleKinds
)

var battleKindNames = [numBattleKinds]string{"frontier", "base", "raid"}

// String returns "frontier", "base" or "raid".
func (k BattleKind) String() string {
	if k < numBattleKinds {
		return battleKindNames[k]
	}
	return "BattleKind(" + strconv.Itoa(int(k)) + ")"
}

// Outcome is how a battle ended (Ruling A7).
type Outcome uint8

// Battle outcomes. Only DefenderEliminated and DefenderRetreated are
// attacker wins.
const (
	// Undecided: the battle is still on.
	Undecided Outcome = iota
	// DefenderEliminated: the defender has no Force left.
	DefenderEliminated
	// AttackerEliminated: the attacker has no Force left.
	AttackerEliminated
	// BothEliminated: both sides lost their last Force in the same
	// initiative group; the defender wins.
	BothEliminated
	// RoundLimit: the last round passed with both sides standing.
	RoundLimit
	// AttackerRetreated: the attacker declared a retreat.
	AttackerRetreated
	// DefenderRetreated: the defender declared a retreat.
	DefenderRetreated
	numOutcomes
)

var outcomeNames = [numOutcomes]string{"undecided", "defender eliminated", "attacker eliminated",
	"both eliminated", "round limit", "attacker retreated", "defender retreated"}

// String describes the outcome in words.
func (o Outcome) String() string {
	if o < numOutcomes {
		return outcomeNames[o]
	}
	return "Outcome(" + strconv.Itoa(int(o)) + ")"
}

// AttackerWins reports whether the outcome is a win for the attacker.
func (o Outcome) AttackerWins() bool { return o == DefenderEliminated || o == DefenderRetreated }

// SetTactical gives side the Tactical Brain's switch after every
// Reorganization. Call it before the first decision.
func (b *Battle) SetTactical(side Side) { b.tactical[side] = true }

// NumOutcomes is the number of Outcome values, Undecided included.
const NumOutcomes = int(numOutcomes)

// ForceSpec describes a Force entering a battle: its unit's stats and its
// units.
type ForceSpec struct {
	// Type is the unit type enemies fire at.
	Type UnitType
	// Initiative orders firing.
	Initiative int8
	// Attack holds the four Attack Ratings.
	Attack Ratings
	Abilities
	// Cost is the resource cost of one unit, used by Emergency Defense.
	Cost uint8
	// Units is the number of units (0 to 4; 0 only for an Emergency
	// Defense building).
	Units uint8
	// Resources is the number of resources already on the building, used
	// by Emergency Defense construction.
	Resources uint8
	// Fixed marks a Start Building or Base Mat building, which is never
	// destroyed.
	Fixed bool
}

// Force is a Force in a battle. The exported methods read it; only the
// battle changes it.
type Force struct {
	spec    ForceSpec
	side    Side
	owner   uint8 // player in a game
	slot    uint8 // base slot in a game, or noSlot
	unit    uint8 // unit index in the owner's faction, or noUnit
	units   uint8
	damaged uint8
	shields uint8
	res     uint8
	col     int8 // column in the battle line; -1 when not in it
	rank    uint8
	hits    uint8
	fired   bool
	waiting bool // placed, waiting for the opponent to match it
	reserve bool // Emergency Defense building without units yet
	pending bool // unengaged, waiting for its Reorganization decision
}

const noSlot = 0xff

// Spec returns the Force's description.
func (f *Force) Spec() ForceSpec { return f.spec }

// Side returns the Force's side.
func (f *Force) Side() Side { return f.side }

// Owner returns the player who owns the Force in a game.
func (f *Force) Owner() int { return int(f.owner) }

// Slot returns the base slot of the Force's building in a game, or -1.
func (f *Force) Slot() int {
	if f.slot == noSlot {
		return -1
	}
	return int(f.slot)
}

// Unit returns the index of the Force's unit in its owner's faction, or -1.
func (f *Force) Unit() int {
	if f.unit == noUnit {
		return -1
	}
	return int(f.unit)
}

// Units returns the number of units left.
func (f *Force) Units() int { return int(f.units) }

// Damaged reports whether one Tough unit of the Force is damaged.
func (f *Force) Damaged() bool { return f.damaged > 0 }

// Shields returns the shield points left.
func (f *Force) Shields() int { return int(f.shields) }

// HitPoints returns the hits the Force can still take: shields, plus one
// per unit (two per Tough unit, less one for a damaged unit).
func (f *Force) HitPoints() int {
	hp := int(f.units)
	if f.spec.Tough {
		hp = 2*int(f.units) - int(f.damaged)
	}
	return hp + int(f.shields)
}

// PendingHits returns the hits booked on the Force in the initiative
// group being fired; they are removed when the group ends.
func (f *Force) PendingHits() int { return int(f.hits) }

// Column returns the Force's column in the battle line, or -1 if it is not
// in the line.
func (f *Force) Column() int { return int(f.col) }

// Rank returns 0 for a front-line Force and 1, 2, ... for Flanking Forces
// behind it.
func (f *Force) Rank() int { return int(f.rank) }

// InBattle reports whether the Force still takes part: it has units.
func (f *Force) InBattle() bool { return f.units > 0 }

func (f *Force) inLine() bool { return f.col >= 0 && f.units > 0 }

// battleStep is where a battle waits.
type battleStep uint8

const (
	stepPlace battleStep = iota
	stepEmergency
	stepRetreat
	stepFire
	stepRoll   // chance: a roll to resolve
	stepReroll // decision: reroll misses
	stepReroll2
	stepDestroy
	stepSwitch // a Tactical Brain's switch after Reorganization
	stepOver
)

// placeMode is the procedure a placement follows.
type placeMode uint8

const (
	placeInitial    placeMode = iota // Battle Sequence step 4
	placeReplace                     // Reorganization with both sides unengaged
	placeReposition                  // Reorganization of one side's unengaged Forces
)

// Battle is one battle, from the placement of the battle line to its
// result, as a value: copy it with an assignment. A game holds its current
// Battle; package ares/odds builds Battles directly with NewBattle.
type Battle struct {
	forces [MaxBattleForces]Force
	n      uint8
	ncols  uint8

	kind       BattleKind
	deepStrike bool
	rounds     uint8
	round      uint8
	baseCards  bool
	edAllowed  bool
	defRetreat bool

	step  battleStep
	toAct Side

	mode  placeMode
	extra uint8 // extra Forces the placer still places this step

	retreat [2]bool
	group   int8 // initiative of the group firing
	lastGrp int8 // initiative of the last group fired this round

	rerolls [2]uint8

	// the roll in progress
	rollForce  uint8
	rollTarget uint8
	rollDice   uint8
	rollFirst  uint8 // dice of the first roll, before rerolls
	rollHitOn  uint8
	rollMissed uint8
	rollHits   uint8

	destroyPending uint8   // Empty Buildings the attacker must now choose
	emptyAvail     uint8   // Empty Buildings of the defender that could be destroyed
	destroyed      uint8   // Empty Buildings destroyed so far
	edPool         uint8   // Emergency Defense cards in a battle without a game
	tactical       [2]bool // a side may switch two Forces after Reorganization

	outcome Outcome
	last    Roll      // the last finished roll, for logs
	occ     [2]uint64 // derived: each side's occupied columns (see refreshLine)
	fronts  [2]uint64 // derived: each side's columns with a front-line Force
	// toFire holds, while an initiative group fires, each side's Forces
	// (bit i for Force i) that are in the group and have not yet fired or
	// passed; none for a retreating side (nextGroup, advanceFire). At a
	// Fire decision the lowest of the side to act is the Force to fire.
	toFire [2]uint64
	// planTarget, planDice and planHitOn are the fire plan: at a Fire
	// decision, the first target of the Force to fire and the roll it
	// makes there (see battle_fire_plan.go).
	planTarget, planDice, planHitOn uint8
}

// Roll is a finished roll: Force Firer fired Dice dice at Target (a Force
// or a Base Card), each hitting on HitOn or less, and scored Hits, rerolls
// included.
type Roll struct {
	Firer, Target, Dice, HitOn, Hits uint8
}

// LastRoll returns the last finished roll of the battle.
func (b *Battle) LastRoll() Roll { return b.last }

// BattleConfig describes how a battle is fought.
type BattleConfig struct {
	// Kind is Frontier, Base or Raid.
	Kind BattleKind
	// DeepStrike marks a base attack made by Deep Strike (three rounds).
	DeepStrike bool
	// Rounds is the number of combat rounds; 0 means the rulebook's (six,
	// or three for a Deep Strike or a Raid; Ruling A16).
	Rounds int
	// EmptyBuildings is the number of the defender's Empty Buildings that
	// Base Card hits can destroy, besides Forces emptied in the battle.
	EmptyBuildings int
	// EmergencyCards is the number of cards the defender holds for
	// Emergency Defense in a battle without a game.
	EmergencyCards int
}

// NewBattle starts a battle between the given Forces. It returns an error
// when a Force is invalid or there are too many. The battle then waits for
// its first decision (usually the attacker's first placement); see Legal.
func NewBattle(cfg BattleConfig, attacker, defender []ForceSpec) (Battle, error) {
	var b Battle
	if err := b.init(cfg); err != nil {
		return b, err
	}
	for i, sp := range attacker {
		if err := b.addForce(Attacker, sp, 0, noSlot, noUnit); err != nil {
			return b, fmt.Errorf("attacker Force %d: %w", i+1, err)
		}
	}
	for i, sp := range defender {
		if err := b.addForce(Defender, sp, 0, noSlot, noUnit); err != nil {
			return b, fmt.Errorf("defender Force %d: %w", i+1, err)
		}
	}
	if cfg.EmergencyCards < 0 || cfg.EmergencyCards > 50 {
		return b, badConfig("battle: emergency cards %d outside 0-50", cfg.EmergencyCards)
	}
	b.edPool = uint8(cfg.EmergencyCards)
	if cfg.Kind == RaidBattle && (len(attacker) != 1 || len(defender) != 1) {
		return b, badConfig("battle: a Raid is fought by one Force on each side")
	}
	for _, sp := range defender {
		if sp.Units == 0 && !sp.Fixed {
			b.emptyAvail++ // an Emergency Defense building without units is empty
		}
	}
	b.begin()
	return b, nil
}

// LineColumn is one column of an explicit battle line: Force indices (as
// numbered by NewBattle: attackers first, then defenders), front-line
// Force first, then Flanking Forces behind it.
type LineColumn struct {
	Attacker []int
	Defender []int
}

// SetLine places every Force with units in the given columns instead of
// the placement procedure, and starts round 1. It is allowed only before
// the first placement. Each Force must appear once, on its own side.
func (b *Battle) SetLine(cols []LineColumn) error {
	if b.step != stepPlace || b.round != 0 || b.mode != placeInitial {
		return illegal("battle: the line can only be set before placement")
	}
	for i := uint8(0); i < b.n; i++ {
		if b.forces[i].col >= 0 {
			return illegal("battle: the line can only be set before placement")
		}
	}
	if len(cols) > MaxBattleForces {
		return badConfig("battle: %d columns", len(cols))
	}
	next := *b
	seen := make([]bool, b.n)
	for c, col := range cols {
		if len(col.Attacker)+len(col.Defender) == 0 {
			return badConfig("battle: column %d is empty", c+1)
		}
		for _, list := range [2]struct {
			side Side
			ids  []int
		}{{Attacker, col.Attacker}, {Defender, col.Defender}} {
			for r, id := range list.ids {
				if id < 0 || id >= int(b.n) {
					return badConfig("battle: column %d: no Force %d", c+1, id)
				}
				f := &next.forces[id]
				if f.side != list.side {
					return badConfig("battle: column %d: Force %d is on the %s's side", c+1, id, f.side)
				}
				if f.units == 0 {
					return badConfig("battle: column %d: Force %d has no units", c+1, id)
				}
				if seen[id] {
					return badConfig("battle: Force %d is placed twice", id)
				}
				if r > 0 && f.spec.NoFlanking {
					return badConfig("battle: column %d: Force %d has No Flanking and cannot flank", c+1, id)
				}
				seen[id] = true
				f.col, f.rank = int8(c), uint8(r)
			}
		}
	}
	for i := 0; i < int(b.n); i++ {
		if b.forces[i].units > 0 && !seen[i] {
			return badConfig("battle: Force %d is not placed", i)
		}
	}
	next.ncols = uint8(len(cols))
	next.refreshLine()
	*b = next
	b.startRound()
	return nil
}

func (b *Battle) init(cfg BattleConfig) error {
	if cfg.Kind >= numBattleKinds {
		return badConfig("battle: unknown kind %d", cfg.Kind)
	}
	if cfg.DeepStrike && cfg.Kind != BaseBattle {
		return badConfig("battle: a Deep Strike attacks a base")
	}
	rounds := cfg.Rounds
	if rounds == 0 {
		rounds = 6 // Ruling A16.
		if cfg.DeepStrike || cfg.Kind == RaidBattle {
			rounds = 3
		}
	}
	if rounds < 1 || rounds > 20 {
		return badConfig("battle: rounds %d outside 1-20", rounds)
	}
	if cfg.EmptyBuildings < 0 || cfg.EmptyBuildings > 60 {
		return badConfig("battle: empty buildings %d outside 0-60", cfg.EmptyBuildings)
	}
	*b = Battle{
		kind:       cfg.Kind,
		deepStrike: cfg.DeepStrike,
		rounds:     uint8(rounds),
		baseCards:  cfg.Kind == BaseBattle,
		edAllowed:  cfg.Kind == BaseBattle,
		defRetreat: cfg.Kind != BaseBattle, // Ruling A9.
		emptyAvail: uint8(cfg.EmptyBuildings),
	}
	return nil
}

func (b *Battle) addForce(side Side, sp ForceSpec, owner, slot, unit uint8) error {
	if int(b.n) >= MaxBattleForces {
		return badConfig("battle: more than %d Forces", MaxBattleForces)
	}
	if sp.Units > MaxUnitsPerBuilding {
		return badConfig("battle: %d units, at most %d on a building", sp.Units, MaxUnitsPerBuilding)
	}
	if sp.Type >= numUnitTypes {
		return badConfig("battle: unknown unit type %d", sp.Type)
	}
	if sp.Units == 0 && !(side == Defender && sp.BaseDefense) {
		return badConfig("battle: a Force needs at least one unit (only a defender's Base Defense building may start empty)")
	}
	if sp.Units == 0 && sp.Cost == 0 {
		return badConfig("battle: an Emergency Defense building needs a unit cost")
	}
	f := &b.forces[b.n]
	*f = Force{spec: sp, side: side, owner: owner, slot: slot, unit: unit,
		units: sp.Units, shields: sp.Shield, res: sp.Resources, col: -1}
	if sp.Units == 0 {
		f.reserve = true
	} else {
		b.rerolls[side] += sp.Rerolls
	}
	b.n++
	return nil
}

// Kind returns the battle's kind.
func (b *Battle) Kind() BattleKind { return b.kind }

// IsDeepStrike reports whether the battle is a Deep Strike on a base.
func (b *Battle) IsDeepStrike() bool { return b.deepStrike }

// Round returns the current combat round, from 1; 0 during the initial
// placement.
func (b *Battle) Round() int { return int(b.round) }

// Rounds returns the battle's number of combat rounds.
func (b *Battle) Rounds() int { return int(b.rounds) }

// NumForces returns the number of Forces, both sides, including those that
// have left the battle.
func (b *Battle) NumForces() int { return int(b.n) }

// Force returns Force i (0 to NumForces-1). The pointer is for reading.
func (b *Battle) Force(i int) *Force { return &b.forces[i] }

// Columns returns the number of columns in the battle line, Base Cards not
// counted.
func (b *Battle) Columns() int { return int(b.ncols) }

// HasBaseCards reports whether Base Cards stand at the ends of the line.
func (b *Battle) HasBaseCards() bool { return b.baseCards }

// Rerolls returns the rerolls side has left.
func (b *Battle) Rerolls(side Side) int { return int(b.rerolls[side]) }

// Over reports whether the battle has ended.
func (b *Battle) Over() bool { return b.step == stepOver }

// Outcome returns how the battle ended, or Undecided.
func (b *Battle) Outcome() Outcome { return b.outcome }

// Destroyed returns the number of Empty Buildings destroyed by fire at the
// Base Cards.
func (b *Battle) Destroyed() int { return int(b.destroyed) }

// Retreated reports whether side declared a retreat this round.
func (b *Battle) Retreated(side Side) bool { return b.retreat[side] }

// ToAct returns the side whose decision the battle waits for. It is
// meaningless when the battle is over or waits for a chance event.
func (b *Battle) ToAct() Side { return b.toAct }

// AtChance reports whether the battle waits for a roll to be resolved
// (see Chance and ResolveChance).
func (b *Battle) AtChance() bool { return b.step == stepRoll || b.step == stepReroll2 }

// Chance returns the roll the battle waits for: the number of dice and the
// highest face that hits (each die hits with probability hitOn/6).
func (b *Battle) Chance() (dice, hitOn int, ok bool) {
	if !b.AtChance() {
		return 0, 0, false
	}
	return int(b.rollDice), int(b.rollHitOn), true
}

// Scouting returns side's scouting points: the sum over its Forces with at
// least one unit (Ruling A17).
func (b *Battle) Scouting(side Side) int {
	s := 0
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.side == side && f.units > 0 {
			s += int(f.spec.Scouting)
		}
	}
	return s
}

// Alive returns the number of side's Forces with units.
func (b *Battle) Alive(side Side) int {
	n := 0
	for i := uint8(0); i < b.n; i++ {
		if b.forces[i].side == side && b.forces[i].units > 0 {
			n++
		}
	}
	return n
}

// UnitsLeft returns the number of side's units left.
func (b *Battle) UnitsLeft(side Side) int {
	n := 0
	for i := uint8(0); i < b.n; i++ {
		if b.forces[i].side == side {
			n += int(b.forces[i].units)
		}
	}
	return n
}

// end finishes the battle with outcome o.
func (b *Battle) end(o Outcome) {
	b.outcome = o
	b.step = stepOver
	for i := uint8(0); i < b.n; i++ {
		b.forces[i].damaged = 0 // Ruling A13: damaged units heal.
		b.forces[i].hits = 0
	}
}

// begin checks Ruling A8 and starts the placement of the battle line.
func (b *Battle) begin() {
	switch b.noFight() {
	case AttackerEliminated:
		b.end(AttackerEliminated) // Ruling A8: no eligible Force.
		return
	case DefenderEliminated:
		b.end(DefenderEliminated) // Ruling A8.
		return
	}
	if b.kind == RaidBattle {
		b.placeRaid()
		b.startRound()
		return
	}
	b.startPlacement(placeInitial)
}

// noFight returns how a battle about to begin ends at once by Ruling A8
// (an attacker with no eligible Force loses; a defender with none loses,
// unless it may still build by Emergency Defense), or Undecided when it
// is fought.
func (b *Battle) noFight() Outcome {
	switch {
	case b.Alive(Attacker) == 0:
		return AttackerEliminated
	case b.Alive(Defender) == 0 && !b.canEmergency():
		return DefenderEliminated
	}
	return Undecided
}

// placeRaid puts the two Forces of a Raid face to face: no battle line.
func (b *Battle) placeRaid() {
	for i := uint8(0); i < b.n; i++ {
		if b.forces[i].units > 0 {
			b.forces[i].col = 0
		}
	}
	b.ncols = 1
	b.refreshLine()
}
