package odds

import (
	"fmt"

	"github.com/aresim/aresim/ares"
)

// Kind is the kind of battle a Spec describes.
type Kind uint8

// The kinds of battle.
const (
	// Frontier: a Normal Attack on the Frontier, defended there; six rounds.
	Frontier Kind = iota
	// Base: a Normal Attack on the defender's base: Base Cards, Emergency
	// Defense, no defender retreat; six rounds.
	Base
	// DeepStrike: a Deep Strike on the defender's base: as Base, three
	// rounds, and only Forces with Deep Strike attack.
	DeepStrike
	// Raid: one Force on each side (the attacker's Infantry or Armor, the
	// defender's Infantry, Armor or Base Defense), no battle line, no Base
	// Cards, no Emergency Defense; three rounds.
	Raid
	numKinds
)

var kindNames = []string{"frontier", "base", "deepstrike", "raid"}

// String returns "frontier", "base", "deepstrike" or "raid".
func (k Kind) String() string { return enumString(kindNames, int(k), "Kind") }

// ParseKind reads a kind name, case-insensitively.
func ParseKind(s string) (Kind, error) {
	if i, ok := enumParse(kindNames, s); ok {
		return Kind(i), nil
	}
	return 0, fmt.Errorf("unknown battle kind %q (want frontier, base, deepstrike or raid)", s)
}

// MarshalText implements encoding.TextMarshaler.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// baseAttack reports whether the kind is an attack on the defender's base.
func (k Kind) baseAttack() bool { return k == Base || k == DeepStrike }

// Limits of a description.
const (
	maxRounds         = 20 // package ares's limit
	maxInitiative     = 99
	maxAbility        = 9 // shield, scouting, rerolls, cost
	maxResources      = 20
	maxEmergencyCards = 50
	maxEmptyBuildings = 60
)

// Force describes one Force: a unit from faction data (Unit), fully inline
// (Type, Initiative, Attack and the abilities), or a unit with some of its
// stats overridden. A nil stat is "not given": it comes from the unit, or
// is zero/false for an inline Force (Type, Initiative and Attack must then
// be given).
type Force struct {
	// Name names the Force in the battle line and the results; it defaults
	// to the unit's name, made unique on its side with " 2", " 3"...
	Name string `json:"name,omitempty"`
	// Unit is a unit name from faction data, looked up in Faction, else in
	// the side's faction, else in every loaded faction.
	Unit string `json:"unit,omitempty"`
	// Faction is the faction to look Unit up in.
	Faction string `json:"faction,omitempty"`

	Type       *ares.UnitType `json:"type,omitempty"`
	Initiative *int           `json:"initiative,omitempty"`
	Attack     *ares.Ratings  `json:"attack,omitempty"`

	// Units is the number of units, 0 to 4 (0 only for a defender's Base
	// Defense building that Emergency Defense can build on).
	Units int `json:"units"`

	Tough       *bool `json:"tough,omitempty"`
	Shield      *int  `json:"shield,omitempty"`
	Scouting    *int  `json:"scouting,omitempty"`
	NoFlanking  *bool `json:"noFlanking,omitempty"`
	DeepStrike  *bool `json:"deepStrike,omitempty"`
	BaseDefense *bool `json:"baseDefense,omitempty"`
	Rerolls     *int  `json:"rerolls,omitempty"`
	// Cost is the resource cost of one unit (Emergency Defense builds with
	// it); 1 when neither given nor from a unit.
	Cost *int `json:"cost,omitempty"`
	// Resources are resources already on the building (Emergency Defense).
	Resources int `json:"resources,omitempty"`
	// Fixed marks a Start Building, which never becomes a destroyable Empty
	// Building.
	Fixed bool `json:"fixed,omitempty"`
}

// Unit returns a Force of units units of the named unit from faction data.
func Unit(name string, units int) Force { return Force{Unit: name, Units: units} }

// Inline returns a fully inline Force with the stats of spec.
func Inline(name string, spec ares.ForceSpec) Force {
	typ, attack := spec.Type, spec.Attack
	init := int(spec.Initiative)
	tough, nf, ds, bd := spec.Tough, spec.NoFlanking, spec.DeepStrike, spec.BaseDefense
	shield, scouting, rerolls, cost := int(spec.Shield), int(spec.Scouting), int(spec.Rerolls), int(spec.Cost)
	return Force{Name: name, Type: &typ, Initiative: &init, Attack: &attack, Units: int(spec.Units),
		Tough: &tough, Shield: &shield, Scouting: &scouting, NoFlanking: &nf, DeepStrike: &ds,
		BaseDefense: &bd, Rerolls: &rerolls, Cost: &cost, Resources: int(spec.Resources), Fixed: spec.Fixed}
}

// Side is one side's Forces.
type Side struct {
	// Faction is where the side's units are looked up by default.
	Faction string `json:"faction,omitempty"`
	// Forces are the side's Forces, numbered in this order.
	Forces []Force `json:"forces"`
}

// Column is one column of an explicit battle line: Force names, front line
// first, then the Flanking Forces behind it; or a Base Card column, which
// stands at either end of the line in a base attack.
type Column struct {
	BaseCard bool     `json:"-"`
	Attacker []string `json:"attacker,omitempty"`
	Defender []string `json:"defender,omitempty"`
}

// Spec describes a battle and the tactics both sides follow. Its JSON form
// is the contract of `aresim battle` (see ParseSpec).
type Spec struct {
	// Kind is the kind of battle; Frontier by default.
	Kind Kind `json:"kind"`
	// Rounds is the round limit; 0 means the rulebook's (six, or three for
	// a Deep Strike or a Raid).
	Rounds int `json:"rounds,omitempty"`
	// EmergencyCards is the number of cards the defender of its base holds
	// for Emergency Defense.
	EmergencyCards int `json:"emergencyCards,omitempty"`
	// EmptyBuildings is the number of the defender's Empty Buildings at the
	// start of a base attack (Forces emptied in the battle add to them).
	EmptyBuildings int `json:"emptyBuildings,omitempty"`
	// Attacker and Defender are the two sides.
	Attacker Side `json:"attacker"`
	Defender Side `json:"defender"`
	// Line is an explicit battle line: where the Forces stand when the
	// placement (Battle Sequence step 4) is over. Without it the tactics
	// place the Forces by the placement procedure.
	Line []Column `json:"line,omitempty"`
	// FreeLine lets the tactics move the Forces of an explicit line in
	// round 1's Reorganization; by default they stay where the line puts
	// them whenever the rules allow (Tactics.KeepLine).
	FreeLine bool `json:"freeLine,omitempty"`
	// Tactics are the decision rules of both sides.
	Tactics Tactics `json:"tactics"`
}
