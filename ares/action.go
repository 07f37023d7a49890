package ares

import (
	"slices"
	"strconv"
)

// ActionKind says what an Action does.
type ActionKind uint8

// The kinds of action. The fields of Action each kind uses are listed with
// it; unused fields are zero.
const (
	// ActPick: at setup, pick card definition Card (an index into the
	// faction's Cards) as one of the two chosen cards (Ruling A1).
	ActPick ActionKind = iota
	// ActBuilding: play hand card Card face up as a Building producing unit
	// Arg (0 or 1, the two ends of the card).
	ActBuilding
	// ActResource: play hand card Card face down as a resource on the
	// building in base slot Target.
	ActResource
	// ActStack: play hand card Card face down as a new Resource stack.
	ActStack
	// ActAttack: play hand card Card as an Attack, with combat choice Arg
	// (an AttackChoice) against player Target.
	ActAttack
	// ActBank: as the Frontier's controller, put Attack card Card into the
	// scoring pile without attacking (Ruling A4).
	ActBank
	// ActPass: pass the turn with an empty hand and deck (Ruling A2).
	ActPass
	// ActDefend: as the Frontier's controller under attack, defend the
	// Frontier (Arg 0) or the Base (Arg 1).
	ActDefend
	// ActPlace: place battle Force Force in the battle line at position
	// Target of kind Arg (a PlaceKind).
	ActPlace
	// ActEmergency: Emergency Defense: play hand card Card face down on the
	// Base Defense building of battle Force Force and construct at once.
	ActEmergency
	// ActEmergencyDone: end the Emergency Defense step.
	ActEmergencyDone
	// ActRetreat: declare a retreat (Arg 1) or not (Arg 0).
	ActRetreat
	// ActFire: battle Force Force fires at Force Target, or at a Base Card
	// when Target is TargetBaseLeft or TargetBaseRight.
	ActFire
	// ActReroll: reroll Arg of the missed dice of the last roll.
	ActReroll
	// ActDestroy: destroy the Empty Building in the defender's base slot
	// Target (TargetAnyBuilding when the battle has no base attached; in a
	// Team Match MaxBuildings+k is the teammate's slot k).
	ActDestroy
	// ActSpecial: Full Game: play hand card Card face up as a Special or
	// Special Building card; Target is the building it goes to (attached
	// cards, Bonus Resources) or TargetNew.
	ActSpecial
	// ActPower: Full Game Construction: spend Power on the ability of the
	// building in slot Target: its unit's (Arg 0) or attached card Arg-1's.
	ActPower
	// ActConvert: Full Game Construction: turn one Egg on slot Target into
	// one Power.
	ActConvert
	// ActUnevolve: Full Game Construction: remove the last Evolve card from
	// the building in slot Target.
	ActUnevolve
	// ActConstructed: end the Construction decisions.
	ActConstructed
	// ActRaidPick: pick the Force of the building in slot Target for a Raid.
	ActRaidPick
	// ActReward: a won Raid's reward Arg (RewardScoring, RewardResources,
	// RewardDestroy) at slot Target.
	ActReward
	// ActSwitch: Tactical Brain: switch Forces Force and Target (Arg 0), or
	// switch none (Arg 1).
	ActSwitch
	// ActSpend: Full Game: spend Arg Power on the special Attack that
	// spends "up to N" Power when the battle is set up (Ruling A27).
	ActSpend
	numActionKinds
)

// AttackChoice is the attacker's secret choice of Combat Choice card.
type AttackChoice uint8

// The attacker's choices.
const (
	// TakeFrontier: take a neutral Frontier without combat (Ruling A5).
	TakeFrontier AttackChoice = iota
	// NormalAttack: attack the Frontier, or from it the enemy base.
	NormalAttack
	// DeepStrike: attack the enemy base directly from one's own base.
	DeepStrike
	numAttackChoices
)

var attackChoiceNames = [numAttackChoices]string{"take", "normal", "deepstrike"}

// String returns "take", "normal" or "deepstrike".
func (c AttackChoice) String() string {
	if c < numAttackChoices {
		return attackChoiceNames[c]
	}
	return "AttackChoice(" + strconv.Itoa(int(c)) + ")"
}

// PlaceKind says where an ActPlace action puts a Force.
type PlaceKind uint8

// Places in the battle line.
const (
	// PlaceMatch: opposite enemy Force Target.
	PlaceMatch PlaceKind = iota
	// PlaceGap: in a new column inserted before column Target (Target equal
	// to the number of columns means after the last one).
	PlaceGap
	// PlaceFlank: flanking, behind the friendly front-line Force of column
	// Target.
	PlaceFlank
	// PlaceStay: in Reorganization, leave the Force where it stands.
	PlaceStay
	numPlaceKinds
)

var placeKindNames = [numPlaceKinds]string{"match", "gap", "flank", "stay"}

// Special values of Action.Target.
const (
	// TargetBaseLeft and TargetBaseRight are the two Base Cards.
	TargetBaseLeft  uint8 = 0xfe
	TargetBaseRight uint8 = 0xfd
	// TargetAnyBuilding destroys an Empty Building of a battle that is not
	// attached to a game (odds calculations).
	TargetAnyBuilding uint8 = 0xff
	// NoCard marks an Emergency Defense paid from a battle's own pool.
	NoCard uint8 = 0xff
)

var rewardNames = [numRewards]string{"scoring", "resources", "destroy"}

// Action is one decision. It is a small comparable value; its text form
// (String, ParseAction) is used in logs and records.
type Action struct {
	Kind   ActionKind
	Card   uint8
	Force  uint8
	Target uint8
	Arg    uint8
}

// extend lengthens dst by one Action, for the caller to set in place
// (the new element holds whatever the buffer held):
//
//	dst = extend(dst)
//	dst[len(dst)-1] = Action{...}
//
// Appending an Action literal instead makes the compiler build the
// five-byte value on the stack and copy it, and the copy's wide load
// cannot be forwarded from the narrow stores just made: filling in place
// measured three times faster, and Legal appends every action of every
// decision.
func extend(dst []Action) []Action {
	return slices.Grow(dst, 1)[:len(dst)+1]
}
