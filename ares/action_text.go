package ares

import (
	"fmt"
	"strconv"
	"strings"
)

// String returns the action's text form, for example "building 0 1",
// "resource 2 @3", "attack 1 normal vs 1", "place 4 match 1",
// "fire 2 at 5", "fire 2 at base-left", "spend 2". ParseAction reads it
// back.
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
	case ActSpend:
		return fmt.Sprintf("spend %d", a.Arg)
	case ActHidden:
		return "hidden play"
	}
	return fmt.Sprintf("action(%d %d %d %d %d)", a.Kind, a.Card, a.Force, a.Target, a.Arg)
}

// ParseAction reads the text form written by Action.String. The form is
// canonical: text that String would not write back word for word (a
// missing or extra word, "05" for 5, an unknown name) is rejected with
// ErrBadAction.
func ParseAction(s string) (Action, error) {
	f := strings.Fields(s)
	a, ok := parseWords(f)
	if !ok || a.String() != strings.Join(f, " ") {
		return Action{}, fmt.Errorf("%w: %q", ErrBadAction, s)
	}
	return a, nil
}

// parseWords reads the fields of an action's words; ParseAction checks
// the rest by writing the action back. It reports false only for an
// unknown verb.
func parseWords(f []string) (Action, bool) {
	word := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	num := func(i int) uint8 {
		n, _ := strconv.ParseUint(strings.TrimPrefix(word(i), "@"), 10, 8)
		return uint8(n) // a bad number reads as some value String writes differently
	}
	var a Action
	switch word(0) {
	case "pick":
		a = Action{Kind: ActPick, Card: num(1)}
	case "building":
		a = Action{Kind: ActBuilding, Card: num(1), Arg: num(2), Target: TargetNew}
		if len(f) > 3 {
			a.Target = num(3)
		}
	case "resource":
		a = Action{Kind: ActResource, Card: num(1), Target: num(2)}
	case "stack":
		a = Action{Kind: ActStack, Card: num(1)}
	case "attack":
		a = Action{Kind: ActAttack, Card: num(1), Arg: nameIndex(attackChoiceNames[:], word(2)), Target: num(4)}
	case "bank":
		a = Action{Kind: ActBank, Card: num(1)}
	case "pass":
		a = Action{Kind: ActPass}
	case "defend":
		a = Action{Kind: ActDefend}
		if word(1) == "base" {
			a.Arg = 1
		}
	case "place":
		a = Action{Kind: ActPlace, Force: num(1), Arg: nameIndex(placeKindNames[:], word(2)), Target: num(3)}
	case "emergency":
		switch word(1) {
		case "done":
			a = Action{Kind: ActEmergencyDone}
		case "pool":
			a = Action{Kind: ActEmergency, Card: NoCard, Force: num(2)}
		default:
			a = Action{Kind: ActEmergency, Card: num(1), Force: num(2)}
		}
	case "retreat":
		a = Action{Kind: ActRetreat, Arg: 1}
	case "stay":
		a = Action{Kind: ActRetreat}
	case "fire":
		a = Action{Kind: ActFire, Force: num(1)}
		switch word(3) {
		case "base-left":
			a.Target = TargetBaseLeft
		case "base-right":
			a.Target = TargetBaseRight
		default:
			a.Target = num(3)
		}
	case "reroll":
		a = Action{Kind: ActReroll, Arg: num(1)}
	case "destroy":
		a = Action{Kind: ActDestroy, Target: TargetAnyBuilding}
		if word(1) != "any" {
			a.Target = num(1)
		}
	case "special":
		a = Action{Kind: ActSpecial, Card: num(1), Target: TargetNew}
		if len(f) > 2 {
			a.Target = num(2)
		}
	case "power":
		a = Action{Kind: ActPower, Target: num(1), Arg: num(2)}
	case "convert":
		a = Action{Kind: ActConvert, Target: num(1)}
	case "unevolve":
		a = Action{Kind: ActUnevolve, Target: num(1)}
	case "constructed":
		a = Action{Kind: ActConstructed}
	case "raid":
		a = Action{Kind: ActRaidPick, Target: num(1)}
	case "reward":
		a = Action{Kind: ActReward, Arg: nameIndex(rewardNames[:], word(1)), Target: num(2)}
	case "spend":
		a = Action{Kind: ActSpend, Arg: num(1)}
	case "switch":
		a = Action{Kind: ActSwitch, Force: num(1), Target: num(2)}
		if word(1) == "none" {
			a = Action{Kind: ActSwitch, Arg: 1}
		}
	default:
		return Action{}, false
	}
	return a, true
}

// nameIndex returns the index of name in names, or len(names) when it is
// not there.
func nameIndex(names []string, name string) uint8 {
	for i, n := range names {
		if n == name {
			return uint8(i)
		}
	}
	return uint8(len(names))
}
