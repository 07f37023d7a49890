package ares

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// UnitType is one of the four unit types. It decides which Attack Rating an
// enemy uses when firing at the unit.
type UnitType uint8

// The four unit types, in the order of a card's Attack Ratings.
const (
	Infantry UnitType = iota
	Armor
	Air
	BuildingUnit
	numUnitTypes
)

// NumUnitTypes is the number of unit types: Ratings holds one Rating per
// type.
const NumUnitTypes = numUnitTypes

var unitTypeNames = [numUnitTypes]string{"infantry", "armor", "air", "building"}

// String returns the type's lower-case name, as used in data files.
func (t UnitType) String() string {
	if t < numUnitTypes {
		return unitTypeNames[t]
	}
	return "UnitType(" + strconv.Itoa(int(t)) + ")"
}

// ParseUnitType reads a unit type name ("infantry", "armor", "air",
// "building"), case-insensitively.
func ParseUnitType(s string) (UnitType, error) {
	for i, n := range unitTypeNames {
		if strings.EqualFold(s, n) {
			return UnitType(i), nil
		}
	}
	return 0, fmt.Errorf("unknown unit type %q (want infantry, armor, air or building)", s)
}

// MarshalText implements encoding.TextMarshaler.
func (t UnitType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (t *UnitType) UnmarshalText(b []byte) error {
	v, err := ParseUnitType(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// Rating is an Attack Rating: a number, or X (the unit can never hit that
// type of target, whatever the modifiers).
type Rating int8

// RatingX is the printed "X" rating.
const RatingX Rating = -128

// IsX reports whether the rating is X.
func (r Rating) IsX() bool { return r == RatingX }

// String returns the rating as printed: a number or "X".
func (r Rating) String() string {
	if r.IsX() {
		return "X"
	}
	return strconv.Itoa(int(r))
}

// MarshalJSON writes a number, or the string "X".
func (r Rating) MarshalJSON() ([]byte, error) {
	if r.IsX() {
		return []byte(`"X"`), nil
	}
	return []byte(strconv.Itoa(int(r))), nil
}

// UnmarshalJSON reads a number from -9 to 9, or "X" (also "x").
func (r *Rating) UnmarshalJSON(b []byte) error {
	s := strings.TrimSpace(string(b))
	if unq, err := strconv.Unquote(s); err == nil {
		s = unq
	}
	if strings.EqualFold(s, "X") {
		*r = RatingX
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < -9 || n > 9 {
		return fmt.Errorf("rating %s: want a number from -9 to 9 or \"X\"", string(b))
	}
	*r = Rating(n)
	return nil
}

// Ratings are a unit's four Attack Ratings, indexed by the target's
// UnitType.
type Ratings [NumUnitTypes]Rating

// MarshalJSON writes {"infantry": .., "armor": .., "air": .., "building": ..}.
func (rs Ratings) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Infantry Rating `json:"infantry"`
		Armor    Rating `json:"armor"`
		Air      Rating `json:"air"`
		Building Rating `json:"building"`
	}{rs[Infantry], rs[Armor], rs[Air], rs[BuildingUnit]})
}

// UnmarshalJSON reads the four named ratings; all four are required.
// Errors name the rating, such as "field attack.armor".
func (rs *Ratings) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("field attack: want an object of four ratings")
	}
	for k := range m {
		if _, err := ParseUnitType(k); err != nil || strings.ToLower(k) != k {
			return fmt.Errorf("field attack: unknown rating %q (want infantry, armor, air and building)", k)
		}
	}
	for i, name := range unitTypeNames {
		raw, ok := m[name]
		if !ok {
			return fmt.Errorf("attack ratings: missing %q", name)
		}
		if err := rs[i].UnmarshalJSON(raw); err != nil {
			return fmt.Errorf("field attack.%s: %w", name, err)
		}
	}
	return nil
}

// Abilities are a unit's combat abilities (rulebook, Combat Abilities).
type Abilities struct {
	// Tough units need two hits each to be destroyed.
	Tough bool `json:"tough,omitempty"`
	// Shield is the number of hits the Force absorbs once per battle.
	Shield uint8 `json:"shield,omitempty"`
	// Scouting is the Force's scouting points while it has a unit.
	Scouting uint8 `json:"scouting,omitempty"`
	// NoFlanking Forces stand in the front line and give no Flanking bonus
	// to Forces behind them.
	NoFlanking bool `json:"noFlanking,omitempty"`
	// DeepStrike Forces may take part in a Deep Strike.
	DeepStrike bool `json:"deepStrike,omitempty"`
	// BaseDefense Forces fight only when their owner defends the base.
	BaseDefense bool `json:"baseDefense,omitempty"`
	// Rerolls is the number of rerolls the Force gives its side per battle.
	Rerolls uint8 `json:"rerolls,omitempty"`
	// IgnorePosition Forces fire without the position modifier.
	IgnorePosition bool `json:"ignorePosition,omitempty"`
}

// Unit is one kind of unit, as printed on one end of a Building card.
type Unit struct {
	// Name is the unit's name, unique across all loaded factions.
	Name string `json:"name"`
	// Type decides which rating enemies use against it.
	Type UnitType `json:"type"`
	// Cost is the number of resources one unit costs.
	Cost uint8 `json:"cost"`
	// Initiative orders firing: higher fires earlier.
	Initiative int8 `json:"initiative"`
	// Attack holds the four Attack Ratings.
	Attack Ratings `json:"attack"`
	Abilities
	// FullText is the unit's Full Game text, ignored in the Basic Game.
	FullText string `json:"fullText,omitempty"`
	// Power is the Power each unit generates at its owner's Construction
	// (Full Game).
	Power uint8 `json:"power,omitempty"`
	// NoCombat units (Base Mat Workers, Eggs) never fight and are never
	// targeted.
	NoCombat bool `json:"noCombat,omitempty"`
	// Egg units can each be turned into one Power at Construction.
	Egg bool `json:"egg,omitempty"`
	// EvolvesTo names the unit an Evolve card attached to the building
	// turns this unit into (Full Game).
	EvolvesTo string `json:"evolvesTo,omitempty"`
	// Powered is an ability the owner may buy with Power at Construction
	// for one battle (Full Game).
	Powered *Modifier `json:"powered,omitempty"`
	// Carries is the number of the owner's Infantry Forces without Deep
	// Strike each Force of this unit brings into a Deep Strike (the Terran
	// Dropship, Full Game).
	Carries uint8 `json:"carries,omitempty"`
	// Printed lists the fields whose values are printed facts (from the
	// rulebook); every other value is a reconstruction. Field names are
	// those of the data file: "type", "cost", "initiative",
	// "attack.infantry", "attack" (all four), "tough", and so on.
	Printed []string `json:"printed,omitempty"`
	// Source says where the printed facts come from.
	Source string `json:"source,omitempty"`

	evolves uint8 // index of EvolvesTo, or noUnit
}

// Modifier changes Forces for one battle: a Technology or other attached
// card, a powered unit ability, or a special Attack card.
type Modifier struct {
	// Power is what the modifier costs at Construction (attached cards and
	// powered abilities); 0 means it is always on.
	Power uint8 `json:"power,omitempty"`
	// Types limits an Attack card's modifier to Forces of these unit
	// types; empty means all.
	Types []UnitType `json:"types,omitempty"`
	// Initiative is added to the Forces' initiative.
	Initiative int8 `json:"initiative,omitempty"`
	// Rating is added to every Attack Rating that is not X.
	Rating int8 `json:"rating,omitempty"`
	// Vs and VsRating add VsRating to the rating against unit type Vs.
	Vs       *UnitType `json:"vs,omitempty"`
	VsRating int8      `json:"vsRating,omitempty"`
	// Tough makes the units Tough.
	Tough bool `json:"tough,omitempty"`
	// Shield adds shield points.
	Shield uint8 `json:"shield,omitempty"`
	// Scouting adds scouting points.
	Scouting uint8 `json:"scouting,omitempty"`
	// DeepStrike lets the Forces take part in a Deep Strike.
	DeepStrike bool `json:"deepStrike,omitempty"`
}

// applies reports whether the modifier applies to units of type t.
func (m *Modifier) applies(t UnitType) bool {
	if len(m.Types) == 0 {
		return true
	}
	for _, u := range m.Types {
		if u == t {
			return true
		}
	}
	return false
}

// apply changes sp by the modifier.
func (m *Modifier) apply(sp *ForceSpec) {
	sp.Initiative += m.Initiative
	for t := range sp.Attack {
		if sp.Attack[t].IsX() {
			continue
		}
		sp.Attack[t] += Rating(m.Rating)
		if m.Vs != nil && UnitType(t) == *m.Vs {
			sp.Attack[t] += Rating(m.VsRating)
		}
	}
	sp.Tough = sp.Tough || m.Tough
	sp.Shield += m.Shield
	sp.Scouting += m.Scouting
	sp.DeepStrike = sp.DeepStrike || m.DeepStrike
}

// IsPrinted reports whether the value of field is a printed fact rather
// than a reconstruction.
func (u *Unit) IsPrinted(field string) bool {
	for _, p := range u.Printed {
		if p == field || strings.HasPrefix(field, p+".") {
			return true
		}
	}
	return false
}

// Spec returns the ForceSpec of a Force of units of this unit.
func (u *Unit) Spec(units uint8) ForceSpec {
	return ForceSpec{Type: u.Type, Initiative: u.Initiative, Attack: u.Attack, Abilities: u.Abilities,
		Cost: u.Cost, Units: units}
}
