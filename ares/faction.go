package ares

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// FactionFormat is the value of the "format" field every faction file
// carries.
const FactionFormat = "aresim-faction/1"

// DeckSize is the number of cards in every faction deck.
const DeckSize = 50

// AttackCardsPerDeck is the number of Attack cards in every faction deck.
const AttackCardsPerDeck = 9

// CardKind is a card's category, from the icon in its sidebar.
type CardKind uint8

// The four card categories.
const (
	BuildingCard CardKind = iota
	AttackCard
	SpecialCard
	SpecialBuildingCard
	numCardKinds
)

var cardKindNames = [numCardKinds]string{"building", "attack", "special", "special-building"}

// String returns the kind's data-file name.
func (k CardKind) String() string {
	if k < numCardKinds {
		return cardKindNames[k]
	}
	return fmt.Sprintf("CardKind(%d)", uint8(k))
}

// MarshalText implements encoding.TextMarshaler.
func (k CardKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (k *CardKind) UnmarshalText(b []byte) error {
	for i, n := range cardKindNames {
		if string(b) == n {
			*k = CardKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown card kind %q (want building, attack, special or special-building)", string(b))
}

// AttackKind tells Standard, Raid and faction-special Attack cards apart.
// In the Basic Game every Attack card acts as a Standard Attack.
type AttackKind uint8

// The three kinds of Attack card.
const (
	StandardAttack AttackKind = iota
	RaidAttack
	SpecialAttack
	numAttackKinds
)

var attackKindNames = [numAttackKinds]string{"standard", "raid", "special"}

// String returns the kind's data-file name.
func (k AttackKind) String() string {
	if k < numAttackKinds {
		return attackKindNames[k]
	}
	return fmt.Sprintf("AttackKind(%d)", uint8(k))
}

// MarshalText implements encoding.TextMarshaler.
func (k AttackKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (k *AttackKind) UnmarshalText(b []byte) error {
	for i, n := range attackKindNames {
		if string(b) == n {
			*k = AttackKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown attack kind %q (want standard, raid or special)", string(b))
}

// CardDef is one kind of card in a faction deck.
type CardDef struct {
	// Name is the card's name, unique within the faction.
	Name string `json:"name"`
	// Kind is the card's category.
	Kind CardKind `json:"kind"`
	// Count is how many copies the deck holds.
	Count int `json:"count"`
	// Units names the one or two units a Building card produces.
	Units []string `json:"units,omitempty"`
	// BuildingCost is the Full Game building cost in resources.
	BuildingCost uint8 `json:"buildingCost,omitempty"`
	// Attack is the kind of an Attack card.
	Attack AttackKind `json:"attack,omitempty"`
	// Text is the card's Full Game text (special cards, special attacks).
	Text string `json:"text,omitempty"`
	// Effect is what the card does in the Full Game (Special cards,
	// Special Building cards and special Attacks).
	Effect *Effect `json:"effect,omitempty"`
	// Printed lists the fields that are printed facts; the rest are
	// reconstructions.
	Printed []string `json:"printed,omitempty"`
	// Source says where the printed facts come from.
	Source string `json:"source,omitempty"`

	units [2]uint8 // unit indices in the faction; noUnit for none
}

// UnitIndex returns the index in its faction's Units of the unit the
// card produces with end i up (0 or 1), or -1.
func (c *CardDef) UnitIndex(i int) int {
	if i < 0 || i > 1 || c.units[i] == noUnit {
		return -1
	}
	return int(c.units[i])
}

// Effect kinds, by the kind of card that may have them.
const (
	// Special Building cards.
	EffectPower    = "power"    // generates Amount Power at each Construction
	EffectUpgrade  = "upgrade"  // resources on it become Power at Construction
	EffectTactical = "tactical" // after Reorganization, two friendly Forces may switch places
	// Special cards.
	EffectAttach         = "attach"         // attached to a building: Modifier, bought with Modifier.Power
	EffectEvolve         = "evolve"         // attached to a building: its unit evolves one step
	EffectGainPower      = "gainPower"      // played face up: Amount Power at once, then discarded
	EffectBonusResources = "bonusResources" // played face up: Amount Bonus Resources onto a building, then discarded
	// Special Attack cards.
	EffectBattle   = "battle"   // Modifier for the attacker's Forces of the matching types
	EffectResupply = "resupply" // Amount Bonus Resources before the attacker's Construction
	EffectRerolls  = "rerolls"  // up to Amount Power spent for as many rerolls
	EffectBarrage  = "barrage"  // up to Amount Power spent for dice hitting on 1-3 before round 1
	EffectSwarm    = "swarm"    // Eggs hatch into units before the attacker's Construction
)

var effectKinds = map[CardKind][]string{
	SpecialBuildingCard: {EffectPower, EffectUpgrade, EffectTactical},
	SpecialCard:         {EffectAttach, EffectEvolve, EffectGainPower, EffectBonusResources},
	AttackCard:          {EffectBattle, EffectResupply, EffectRerolls, EffectBarrage, EffectSwarm},
}

// Effect is what a Special, Special Building or special Attack card does
// in the Full Game. The faction documents in docs/factions describe each.
type Effect struct {
	// Kind is one of the Effect* constants.
	Kind string `json:"kind"`
	// Amount is the effect's number (Power, resources, rerolls, dice).
	Amount uint8 `json:"amount,omitempty"`
	// Modifier is the change an attached card or a battle effect makes.
	Modifier *Modifier `json:"modifier,omitempty"`
}

// MatBuilding is a building printed on a faction's Base Mat (Full Game):
// there from the start, never destroyed, its units never attacked.
type MatBuilding struct {
	// Name is the building's name, such as "Workers".
	Name string `json:"name"`
	// Unit is the unit it produces.
	Unit string `json:"unit"`
	// Units is the number of units on it at the start.
	Units uint8 `json:"units,omitempty"`

	unit uint8
}

// BaseMat is a faction's Base Mat (Full Game).
type BaseMat struct {
	// Buildings are the preprinted buildings.
	Buildings []MatBuilding `json:"buildings,omitempty"`
	// Bays is the number of Building cards that can be played onto the
	// mat, where they are never destroyed (the Colossus).
	Bays uint8 `json:"bays,omitempty"`
}

// StartBuilding is a faction's Start Building: in the base from the
// beginning, never destroyed, with some units already on it.
type StartBuilding struct {
	// Name is the building's name.
	Name string `json:"name"`
	// Unit is the unit it produces.
	Unit string `json:"unit"`
	// Units is the number of units on it at the start.
	Units uint8 `json:"units"`
	// Printed lists the fields that are printed facts.
	Printed []string `json:"printed,omitempty"`
	// Source says where the printed facts come from.
	Source string `json:"source,omitempty"`

	unit uint8
}

// StartSetup lists a faction's Start Buildings for each game mode.
type StartSetup struct {
	// Basic is the Basic Game setup.
	Basic []StartBuilding `json:"basic"`
	// Full is the Full Game setup.
	Full []StartBuilding `json:"full,omitempty"`
}

// Faction is one faction's data: its units, its 50-card deck and its
// Start Buildings. Load one with [ParseFaction]; the value is immutable
// once loaded.
type Faction struct {
	// Format must be FactionFormat.
	Format string `json:"format"`
	// Name is the faction's name, such as "Terrans".
	Name string `json:"name"`
	// Note describes the file: where its facts come from and what is
	// reconstructed.
	Note string `json:"note,omitempty"`
	// Units lists every unit the faction's buildings can produce.
	Units []Unit `json:"units"`
	// Cards lists the deck, card kind by card kind, with counts summing to
	// DeckSize.
	Cards []CardDef `json:"cards"`
	// Start gives the Start Buildings.
	Start StartSetup `json:"start"`
	// Mat is the Base Mat of the Full Game.
	Mat BaseMat `json:"baseMat,omitempty"`

	deck     [DeckSize]uint8 // card id -> index in Cards
	file     string
	standard uint8 // index in Cards of the Standard Attack card
}

const noUnit = 0xff

// File returns the name of the file the faction was loaded from.
func (f *Faction) File() string { return f.file }

// InBasicGame reports whether the faction has a Basic Game deck: the
// rulebook's Basic Game is played "between two players. One plays as
// Terrans and the other as the Kahoum." The other factions exist only in
// the Full Game. It goes by the name, so a faction file replacing one of
// the two is in the Basic Game as well.
func (f *Faction) InBasicGame() bool { return f.Name == "Terrans" || f.Name == "Kahoum" }

// UnitByName returns the faction's unit called name (case-insensitive).
func (f *Faction) UnitByName(name string) (*Unit, bool) {
	for i := range f.Units {
		if strings.EqualFold(f.Units[i].Name, name) {
			return &f.Units[i], true
		}
	}
	return nil, false
}

// CardOf returns the definition of card id (0 to DeckSize-1) of the deck.
func (f *Faction) CardOf(id int) *CardDef { return &f.Cards[f.deck[id]] }

// CardDefIndex returns the index in Cards of card id's definition.
func (f *Faction) CardDefIndex(id int) int { return int(f.deck[id]) }

// ParseFaction reads and validates a faction file. file names the source in
// error messages. Errors wrap ErrBadData and name the file, the unit or card
// and the field.
func ParseFaction(file string, data []byte) (*Faction, error) {
	var raw struct {
		Format string            `json:"format"`
		Name   string            `json:"name"`
		Note   string            `json:"note"`
		Units  []json.RawMessage `json:"units"`
		Cards  []json.RawMessage `json:"cards"`
		Start  json.RawMessage   `json:"start"`
		Mat    json.RawMessage   `json:"baseMat"`
	}
	if err := strictDecode(data, &raw); err != nil {
		return nil, badData("%s: %v", file, err)
	}
	if raw.Format != FactionFormat {
		return nil, badData("%s: field format: got %q, want %q", file, raw.Format, FactionFormat)
	}
	if strings.TrimSpace(raw.Name) == "" {
		return nil, badData("%s: field name: missing faction name", file)
	}
	f := &Faction{Format: raw.Format, Name: raw.Name, Note: raw.Note, file: file}
	for i, r := range raw.Units {
		var u Unit
		if err := strictDecode(r, &u); err != nil {
			return nil, badData("%s: unit %s: %v", file, entryName(r, i), err)
		}
		f.Units = append(f.Units, u)
	}
	for i, r := range raw.Cards {
		var c CardDef
		if err := strictDecode(r, &c); err != nil {
			return nil, badData("%s: card %s: %v", file, entryName(r, i), err)
		}
		f.Cards = append(f.Cards, c)
	}
	if len(raw.Start) == 0 {
		return nil, badData("%s: field start: missing Start Buildings", file)
	}
	if err := strictDecode(raw.Start, &f.Start); err != nil {
		return nil, badData("%s: field start: %v", file, err)
	}
	if len(raw.Mat) > 0 {
		if err := strictDecode(raw.Mat, &f.Mat); err != nil {
			return nil, badData("%s: field baseMat: %v", file, err)
		}
	}
	if err := f.validate(); err != nil {
		return nil, badData("%s: %v", file, err)
	}
	return f, nil
}

// ReadFaction reads a faction file from r; see ParseFaction.
func ReadFaction(file string, r io.Reader) (*Faction, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, badData("%s: %v", file, err)
	}
	return ParseFaction(file, data)
}

func strictDecode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return cleanJSONError(err)
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}

// cleanJSONError turns encoding/json's messages into ones that name the
// field plainly.
func cleanJSONError(err error) error {
	var te *json.UnmarshalTypeError
	if ok := asType(err, &te); ok && te.Field != "" {
		return fmt.Errorf("field %s: want %s, got JSON %s", te.Field, te.Type, te.Value)
	}
	msg := err.Error()
	if strings.HasPrefix(msg, "json: unknown field ") {
		return fmt.Errorf("unknown field %s", strings.TrimPrefix(msg, "json: unknown field "))
	}
	return fmt.Errorf("%s", strings.TrimPrefix(msg, "json: "))
}

func asType(err error, target **json.UnmarshalTypeError) bool {
	te, ok := err.(*json.UnmarshalTypeError)
	if ok {
		*target = te
	}
	return ok
}

// entryName names list entry i for an error message: its "name" if it has
// one, else its position.
func entryName(r json.RawMessage, i int) string {
	var n struct {
		Name string `json:"name"`
	}
	if json.Unmarshal(r, &n) == nil && n.Name != "" {
		return fmt.Sprintf("%q", n.Name)
	}
	return fmt.Sprintf("#%d", i+1)
}

func (f *Faction) validate() error {
	if len(f.Units) == 0 {
		return fmt.Errorf("field units: no units")
	}
	if len(f.Units) >= noUnit {
		return fmt.Errorf("field units: %d units, at most %d", len(f.Units), noUnit-1)
	}
	seen := map[string]bool{}
	for i := range f.Units {
		u := &f.Units[i]
		if strings.TrimSpace(u.Name) == "" {
			return fmt.Errorf("unit #%d: field name: missing", i+1)
		}
		key := strings.ToLower(u.Name)
		if seen[key] {
			return fmt.Errorf("unit %q: field name: duplicate unit name", u.Name)
		}
		seen[key] = true
		if u.Cost == 0 {
			return fmt.Errorf("unit %q: field cost: must be at least 1", u.Name)
		}
		if u.Cost > 9 {
			return fmt.Errorf("unit %q: field cost: %d is more than 9", u.Name, u.Cost)
		}
		if u.Initiative < 0 || u.Initiative > 9 {
			return fmt.Errorf("unit %q: field initiative: %d is outside 0-9", u.Name, u.Initiative)
		}
		if u.Shield > 9 || u.Scouting > 9 || u.Rerolls > 9 {
			return fmt.Errorf("unit %q: shield, scouting and rerolls must each be at most 9", u.Name)
		}
		if u.Type >= numUnitTypes {
			return fmt.Errorf("unit %q: field type: invalid", u.Name)
		}
		for _, p := range u.Printed {
			if !knownUnitField(p) {
				return fmt.Errorf("unit %q: field printed: unknown field name %q", u.Name, p)
			}
		}
		u.evolves = noUnit
		if u.EvolvesTo != "" {
			idx := f.unitIndex(u.EvolvesTo)
			if idx < 0 {
				return fmt.Errorf("unit %q: field evolvesTo: unknown unit %q", u.Name, u.EvolvesTo)
			}
			u.evolves = uint8(idx)
		}
		if u.Powered != nil {
			if err := u.Powered.validate(); err != nil {
				return fmt.Errorf("unit %q: field powered: %v", u.Name, err)
			}
		}
		if u.Egg && !u.NoCombat {
			return fmt.Errorf("unit %q: field egg: an Egg is a noCombat unit", u.Name)
		}
	}
	// Evolution chains must end.
	for i := range f.Units {
		seen := 0
		for j := i; f.Units[j].evolves != noUnit; j = int(f.Units[j].evolves) {
			if seen++; seen > len(f.Units) {
				return fmt.Errorf("unit %q: field evolvesTo: the evolution chain loops", f.Units[i].Name)
			}
		}
	}
	total, attacks := 0, 0
	standard := -1
	cardSeen := map[string]bool{}
	for i := range f.Cards {
		c := &f.Cards[i]
		if strings.TrimSpace(c.Name) == "" {
			return fmt.Errorf("card #%d: field name: missing", i+1)
		}
		key := strings.ToLower(c.Name)
		if cardSeen[key] {
			return fmt.Errorf("card %q: field name: duplicate card name", c.Name)
		}
		cardSeen[key] = true
		if c.Count < 1 {
			return fmt.Errorf("card %q: field count: must be at least 1", c.Name)
		}
		total += c.Count
		c.units = [2]uint8{noUnit, noUnit}
		switch c.Kind {
		case BuildingCard:
			if len(c.Units) < 1 || len(c.Units) > 2 {
				return fmt.Errorf("card %q: field units: a Building card produces one or two units, got %d", c.Name, len(c.Units))
			}
			for j, name := range c.Units {
				idx := f.unitIndex(name)
				if idx < 0 {
					return fmt.Errorf("card %q: field units[%d]: unknown unit %q", c.Name, j, name)
				}
				c.units[j] = uint8(idx)
			}
		case AttackCard:
			attacks += c.Count
			if len(c.Units) != 0 {
				return fmt.Errorf("card %q: field units: an Attack card produces no units", c.Name)
			}
			if c.Attack == StandardAttack && standard < 0 {
				standard = i
			}
		default:
			if len(c.Units) != 0 {
				return fmt.Errorf("card %q: field units: a %s card produces no units", c.Name, c.Kind)
			}
		}
		if c.Kind != AttackCard && c.Attack != StandardAttack {
			return fmt.Errorf("card %q: field attack: only Attack cards have an attack kind", c.Name)
		}
		if err := c.validateEffect(); err != nil {
			return fmt.Errorf("card %q: field effect: %v", c.Name, err)
		}
	}
	if total != DeckSize {
		return fmt.Errorf("field cards: counts sum to %d, a deck has %d cards", total, DeckSize)
	}
	if attacks != AttackCardsPerDeck {
		return fmt.Errorf("field cards: %d Attack cards, a deck has %d", attacks, AttackCardsPerDeck)
	}
	if standard < 0 {
		return fmt.Errorf("field cards: no Standard Attack card (setup puts one at the bottom of the deck)")
	}
	f.standard = uint8(standard)
	id := 0
	for i := range f.Cards {
		for k := 0; k < f.Cards[i].Count; k++ {
			f.deck[id] = uint8(i)
			id++
		}
	}
	if len(f.Start.Basic) == 0 {
		return fmt.Errorf("field start.basic: no Basic Game Start Building")
	}
	for _, set := range []struct {
		name string
		list []StartBuilding
	}{{"start.basic", f.Start.Basic}, {"start.full", f.Start.Full}} {
		for j := range set.list {
			sb := &set.list[j]
			idx := f.unitIndex(sb.Unit)
			if idx < 0 {
				return fmt.Errorf("field %s[%d] (%q): field unit: unknown unit %q", set.name, j, sb.Name, sb.Unit)
			}
			if sb.Units > MaxUnitsPerBuilding {
				return fmt.Errorf("field %s[%d] (%q): field units: %d is more than %d", set.name, j, sb.Name, sb.Units, MaxUnitsPerBuilding)
			}
			sb.unit = uint8(idx)
		}
	}
	for j := range f.Mat.Buildings {
		mb := &f.Mat.Buildings[j]
		idx := f.unitIndex(mb.Unit)
		if idx < 0 {
			return fmt.Errorf("field baseMat.buildings[%d] (%q): field unit: unknown unit %q", j, mb.Name, mb.Unit)
		}
		if mb.Units > MaxUnitsPerBuilding {
			return fmt.Errorf("field baseMat.buildings[%d] (%q): field units: %d is more than %d", j, mb.Name, mb.Units, MaxUnitsPerBuilding)
		}
		mb.unit = uint8(idx)
	}
	if len(f.Mat.Buildings)+len(f.Start.Full)+len(f.Start.Basic) > 6 {
		return fmt.Errorf("field baseMat: too many preprinted and Start Buildings (at most 6 with the Start Buildings)")
	}
	return nil
}

// validateEffect checks a card's effect against its kind.
func (c *CardDef) validateEffect() error {
	e := c.Effect
	if e == nil {
		return nil
	}
	allowed := effectKinds[c.Kind]
	ok := false
	for _, k := range allowed {
		ok = ok || k == e.Kind
	}
	if !ok {
		return fmt.Errorf("kind %q is not an effect of a %s card (want one of %v)", e.Kind, c.Kind, allowed)
	}
	if c.Kind == AttackCard && c.Attack != SpecialAttack {
		return fmt.Errorf("only special Attack cards have an effect")
	}
	needMod := e.Kind == EffectAttach || e.Kind == EffectBattle
	switch {
	case needMod && e.Modifier == nil:
		return fmt.Errorf("kind %q needs a modifier", e.Kind)
	case !needMod && e.Modifier != nil:
		return fmt.Errorf("kind %q takes no modifier", e.Kind)
	case e.Modifier != nil:
		if err := e.Modifier.validate(); err != nil {
			return fmt.Errorf("modifier: %v", err)
		}
	}
	switch e.Kind {
	case EffectPower, EffectGainPower, EffectBonusResources, EffectResupply, EffectRerolls, EffectBarrage:
		if e.Amount == 0 || e.Amount > 9 {
			return fmt.Errorf("kind %q needs an amount from 1 to 9", e.Kind)
		}
	}
	return nil
}

func (m *Modifier) validate() error {
	if m.Power > 9 || m.Shield > 9 || m.Scouting > 9 || m.Initiative < -9 || m.Initiative > 9 ||
		m.Rating < -5 || m.Rating > 5 || m.VsRating < -5 || m.VsRating > 5 {
		return fmt.Errorf("values out of range")
	}
	if (m.Vs == nil) != (m.VsRating == 0) {
		return fmt.Errorf("vs and vsRating go together")
	}
	for _, t := range m.Types {
		if t >= numUnitTypes {
			return fmt.Errorf("unknown unit type")
		}
	}
	return nil
}

func (f *Faction) unitIndex(name string) int {
	for i := range f.Units {
		if strings.EqualFold(f.Units[i].Name, name) {
			return i
		}
	}
	return -1
}

var unitFields = []string{"name", "type", "cost", "initiative", "attack", "attack.infantry", "attack.armor",
	"attack.air", "attack.building", "tough", "shield", "scouting", "noFlanking", "deepStrike",
	"baseDefense", "rerolls", "fullText", "ignorePosition", "power", "noCombat", "egg", "evolvesTo", "powered", "carries"}

func knownUnitField(s string) bool {
	for _, f := range unitFields {
		if f == s {
			return true
		}
	}
	return false
}
