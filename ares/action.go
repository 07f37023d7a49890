package ares

import (
	"fmt"
	"strconv"
	"strings"
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

// String returns the action's text form, for example "building 0 1",
// "resource 2 @3", "attack 1 normal vs 1", "place 4 match 1",
// "fire 2 at 5", "fire 2 at base-left". ParseAction reads it back.
func (a Action) String() string {
	switch a.Kind {
	case ActPick:
		return fmt.Sprintf("pick %d", a.Card)
	case ActBuilding:
		if a.Target != TargetNew {
			return fmt.Sprintf("building %d %d @%d", a.Card, a.Arg, a.Target)
		}
		return fmt.Sprintf("building %d %d", a.Card, a.Arg)
	case ActResource:
		return fmt.Sprintf("resource %d @%d", a.Card, a.Target)
	case ActStack:
		return fmt.Sprintf("stack %d", a.Card)
	case ActAttack:
		return fmt.Sprintf("attack %d %s vs %d", a.Card, AttackChoice(a.Arg), a.Target)
	case ActBank:
		return fmt.Sprintf("bank %d", a.Card)
	case ActPass:
		return "pass"
	case ActDefend:
		if a.Arg == 0 {
			return "defend frontier"
		}
		return "defend base"
	case ActPlace:
		if a.Arg < uint8(numPlaceKinds) {
			return fmt.Sprintf("place %d %s %d", a.Force, placeKindNames[a.Arg], a.Target)
		}
	case ActEmergency:
		if a.Card == NoCard {
			return fmt.Sprintf("emergency pool @%d", a.Force)
		}
		return fmt.Sprintf("emergency %d @%d", a.Card, a.Force)
	case ActEmergencyDone:
		return "emergency done"
	case ActRetreat:
		if a.Arg == 1 {
			return "retreat"
		}
		return "stay"
	case ActFire:
		switch a.Target {
		case TargetBaseLeft:
			return fmt.Sprintf("fire %d at base-left", a.Force)
		case TargetBaseRight:
			return fmt.Sprintf("fire %d at base-right", a.Force)
		}
		return fmt.Sprintf("fire %d at %d", a.Force, a.Target)
	case ActReroll:
		return fmt.Sprintf("reroll %d", a.Arg)
	case ActDestroy:
		if a.Target == TargetAnyBuilding {
			return "destroy any"
		}
		return fmt.Sprintf("destroy @%d", a.Target)
	case ActSpecial:
		if a.Target == TargetNew {
			return fmt.Sprintf("special %d", a.Card)
		}
		return fmt.Sprintf("special %d @%d", a.Card, a.Target)
	case ActPower:
		return fmt.Sprintf("power @%d %d", a.Target, a.Arg)
	case ActConvert:
		return fmt.Sprintf("convert @%d", a.Target)
	case ActUnevolve:
		return fmt.Sprintf("unevolve @%d", a.Target)
	case ActConstructed:
		return "constructed"
	case ActRaidPick:
		return fmt.Sprintf("raid @%d", a.Target)
	case ActReward:
		if a.Arg < numRewards {
			return fmt.Sprintf("reward %s @%d", rewardNames[a.Arg], a.Target)
		}
	case ActSwitch:
		if a.Arg == 1 {
			return "switch none"
		}
		return fmt.Sprintf("switch %d %d", a.Force, a.Target)
	}
	return fmt.Sprintf("action(%d %d %d %d %d)", a.Kind, a.Card, a.Force, a.Target, a.Arg)
}

// ParseAction reads the text form written by Action.String.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	bad := func() (Action, error) { return Action{}, fmt.Errorf("%w: %q", ErrBadAction, s) }
	num := func(i int) (uint8, bool) {
		if i >= len(f) {
			return 0, false
		}
		t := strings.TrimPrefix(f[i], "@")
		n, err := strconv.ParseUint(t, 10, 8)
		return uint8(n), err == nil
	}
	if len(f) == 0 {
		return bad()
	}
	var a Action
	var ok1, ok2, ok3 = true, true, true
	switch f[0] {
	case "pick":
		a.Kind = ActPick
		a.Card, ok1 = num(1)
		ok2 = len(f) == 2
	case "building":
		a.Kind = ActBuilding
		a.Card, ok1 = num(1)
		a.Arg, ok2 = num(2)
		a.Target = TargetNew
		switch len(f) {
		case 3:
		case 4:
			a.Target, ok3 = num(3)
			ok3 = ok3 && strings.HasPrefix(f[3], "@")
		default:
			ok3 = false
		}
	case "special":
		a.Kind = ActSpecial
		a.Card, ok1 = num(1)
		a.Target = TargetNew
		if len(f) == 3 {
			a.Target, ok2 = num(2)
		} else {
			ok2 = len(f) == 2
		}
	case "power":
		a.Kind = ActPower
		a.Target, ok1 = num(1)
		a.Arg, ok2 = num(2)
		ok3 = len(f) == 3
	case "convert", "unevolve", "raid":
		a.Kind = map[string]ActionKind{"convert": ActConvert, "unevolve": ActUnevolve, "raid": ActRaidPick}[f[0]]
		a.Target, ok1 = num(1)
		ok2 = len(f) == 2
	case "constructed":
		a.Kind = ActConstructed
		ok1 = len(f) == 1
	case "reward":
		a.Kind = ActReward
		ok1 = false
		if len(f) == 3 {
			for i, n := range rewardNames {
				if f[1] == n {
					a.Arg, ok1 = uint8(i), true
				}
			}
			a.Target, ok2 = num(2)
		}
	case "switch":
		a.Kind = ActSwitch
		if len(f) == 2 && f[1] == "none" {
			a.Arg = 1
			break
		}
		a.Force, ok1 = num(1)
		a.Target, ok2 = num(2)
		ok3 = len(f) == 3
	case "resource":
		a.Kind = ActResource
		a.Card, ok1 = num(1)
		a.Target, ok2 = num(2)
		ok3 = len(f) == 3
	case "stack":
		a.Kind = ActStack
		a.Card, ok1 = num(1)
		ok2 = len(f) == 2
	case "attack":
		a.Kind = ActAttack
		a.Card, ok1 = num(1)
		ok2 = false
		if len(f) == 5 && f[3] == "vs" {
			for i, n := range attackChoiceNames {
				if f[2] == n {
					a.Arg, ok2 = uint8(i), true
				}
			}
			a.Target, ok3 = num(4)
		}
	case "bank":
		a.Kind = ActBank
		a.Card, ok1 = num(1)
		ok2 = len(f) == 2
	case "pass":
		a.Kind = ActPass
		ok1 = len(f) == 1
	case "defend":
		a.Kind = ActDefend
		ok1 = len(f) == 2 && (f[1] == "frontier" || f[1] == "base")
		if ok1 && f[1] == "base" {
			a.Arg = 1
		}
	case "place":
		a.Kind = ActPlace
		a.Force, ok1 = num(1)
		ok2 = false
		if len(f) == 4 {
			for i, n := range placeKindNames {
				if f[2] == n {
					a.Arg, ok2 = uint8(i), true
				}
			}
			a.Target, ok3 = num(3)
		}
	case "emergency":
		if len(f) == 2 && f[1] == "done" {
			a.Kind = ActEmergencyDone
			break
		}
		a.Kind = ActEmergency
		if len(f) != 3 {
			return bad()
		}
		if f[1] == "pool" {
			a.Card = NoCard
		} else {
			a.Card, ok1 = num(1)
		}
		a.Force, ok2 = num(2)
	case "retreat", "stay":
		a.Kind = ActRetreat
		if f[0] == "retreat" {
			a.Arg = 1
		}
		ok1 = len(f) == 1
	case "fire":
		a.Kind = ActFire
		a.Force, ok1 = num(1)
		ok2 = len(f) == 4 && f[2] == "at"
		if ok2 {
			switch f[3] {
			case "base-left":
				a.Target = TargetBaseLeft
			case "base-right":
				a.Target = TargetBaseRight
			default:
				a.Target, ok3 = num(3)
			}
		}
	case "reroll":
		a.Kind = ActReroll
		a.Arg, ok1 = num(1)
		ok2 = len(f) == 2
	case "destroy":
		a.Kind = ActDestroy
		ok1 = len(f) == 2
		if ok1 && f[1] == "any" {
			a.Target = TargetAnyBuilding
		} else {
			a.Target, ok2 = num(1)
		}
	default:
		return bad()
	}
	if !ok1 || !ok2 || !ok3 {
		return bad()
	}
	return a, nil
}
