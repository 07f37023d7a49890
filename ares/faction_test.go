package ares

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEmbeddedFactionsLoad(t *testing.T) {
	rules, err := DefaultRules()
	require.NoError(t, err)
	for _, f := range rules.Factions() {
		total, attacks := 0, 0
		for _, c := range f.Cards {
			total += c.Count
			if c.Kind == AttackCard {
				attacks += c.Count
			}
		}
		assert.Equal(t, DeckSize, total, f.Name)
		assert.Equal(t, AttackCardsPerDeck, attacks, f.Name)
	}
}

// TestPrintedFacts pins every value the rulebook prints for the Basic Game
// factions, and checks they are marked as printed.
func TestPrintedFacts(t *testing.T) {
	rules := MustDefaultRules()
	ter, _, _ := rules.Faction("Terrans")
	kah, _, _ := rules.Faction("Kahoum")
	unit := func(f *Faction, name string) *Unit {
		u, ok := f.UnitByName(name)
		require.True(t, ok, name)
		return u
	}
	tr := unit(ter, "Trooper")
	assert.Equal(t, Ratings{2, 1, 0, 1}, tr.Attack)
	assert.Equal(t, Infantry, tr.Type)
	assert.Equal(t, uint8(1), tr.Cost)
	assert.True(t, tr.IsPrinted("attack.air") && tr.IsPrinted("cost"))
	assert.Equal(t, Air, unit(ter, "Predator").Type)
	assert.Equal(t, uint8(1), unit(ter, "Predator").Cost)
	assert.Equal(t, uint8(2), unit(ter, "Rocket").Cost)
	assert.Equal(t, uint8(3), unit(ter, "Heavy Tank").Cost)
	assert.Equal(t, Rating(4), unit(ter, "Mecha Infantry").Attack[Armor])
	assert.Equal(t, Rating(2), unit(ter, "Mecha Infantry").Attack[BuildingUnit])
	assert.False(t, unit(ter, "Mecha Infantry").IsPrinted("initiative"), "a reconstruction")
	assert.Equal(t, uint8(1), unit(kah, "Void Rip").Shield)
	assert.Equal(t, BuildingUnit, unit(kah, "Poison Ivy").Type)
	assert.Equal(t, Armor, unit(kah, "Rover").Type)
	assert.Equal(t, []StartBuilding{{Name: "Turret", Unit: "Turret", Units: 2, Printed: []string{"name", "unit", "units"},
		Source: "Basic Game setup: the Turret Start Building card with two Building tokens", unit: ter.Start.Basic[0].unit}}, ter.Start.Basic)
	assert.Equal(t, Infantry, unit(kah, kah.Start.Basic[0].Unit).Type)
	assert.Equal(t, uint8(2), kah.Start.Basic[0].Units)
	for _, name := range []string{"Dropship", "Ember", "Pebble", "Zephyr"} {
		f := ter
		if name != "Dropship" {
			f = kah
		}
		assert.NotEmpty(t, unit(f, name).FullText, "%s has Full Game text", name)
	}
}

func TestMalformedFactionFiles(t *testing.T) {
	base, err := factionFiles.ReadFile("data/terrans.json")
	require.NoError(t, err)
	good := string(base)
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"unknown unit", `"units": ["Trooper", "Mecha Infantry"]`, `"units": ["Trooper", "Mecha Infantri"]`,
			`custom.json: card "Barracks": field units[1]: unknown unit "Mecha Infantri"`},
		{"bad rating", `"attack": {"infantry": 2, "armor": 1, "air": 0, "building": 1},`, `"attack": {"infantry": 2, "armor": "Y", "air": 0, "building": 1},`,
			`custom.json: unit "Trooper": field attack.armor: rating "Y": want a number from -9 to 9 or "X"`},
		{"missing rating", `"attack": {"infantry": 2, "armor": 1, "air": 0, "building": 1},`, `"attack": {"infantry": 2, "armor": 1, "air": 0},`,
			`custom.json: unit "Trooper": attack ratings: missing "building"`},
		{"unknown field", `"name": "Trooper", "type": "infantry"`, `"name": "Trooper", "colour": "red", "type": "infantry"`,
			`custom.json: unit "Trooper": unknown field "colour"`},
		{"bad type", `"name": "Trooper", "type": "infantry"`, `"name": "Trooper", "type": "cavalry"`,
			`custom.json: unit "Trooper": unknown unit type "cavalry"`},
		{"zero cost", `"name": "Trooper", "type": "infantry", "cost": 1`, `"name": "Trooper", "type": "infantry", "cost": 0`,
			`custom.json: unit "Trooper": field cost: must be at least 1`},
		{"deck size", `"name": "Barracks", "kind": "building", "count": 6`, `"name": "Barracks", "kind": "building", "count": 7`,
			`custom.json: field cards: counts sum to 51`},
		{"bad kind", `"name": "Bunker", "kind": "building"`, `"name": "Bunker", "kind": "fortress"`,
			`custom.json: card "Bunker": unknown card kind "fortress"`},
		{"count type", `"name": "Airfield", "kind": "building", "count": 4`, `"name": "Airfield", "kind": "building", "count": "four"`,
			`custom.json: card "Airfield": field count: want int`},
		{"format", `"format": "aresim-faction/1"`, `"format": "aresim-faction/9"`, `custom.json: field format`},
		{"truncated", `"start": {`, `"start": `, `custom.json:`},
		{"start unit", `{"name": "Turret", "unit": "Turret", "units": 2,`, `{"name": "Turret", "unit": "Cannon", "units": 2,`,
			`custom.json: field start.basic[0] ("Turret"): field unit: unknown unit "Cannon"`},
		{"printed field", `"printed": ["type", "cost", "attack"],`, `"printed": ["type", "cost", "speed"],`,
			`custom.json: unit "Trooper": field printed: unknown field name "speed"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Contains(t, good, tc.from)
			_, err := ParseFaction("custom.json", []byte(strings.Replace(good, tc.from, tc.to, 1)))
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrBadData)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestWithFactionReplaces(t *testing.T) {
	rules := MustDefaultRules()
	data, _ := factionFiles.ReadFile("data/kahoum.json")
	f, err := ParseFaction("mine.json", data)
	require.NoError(t, err)
	r2, err := rules.WithFaction(f)
	require.NoError(t, err)
	got, _, err := r2.Faction("kahoum")
	require.NoError(t, err)
	assert.Equal(t, "mine.json", got.File())
	assert.Len(t, r2.Factions(), len(DefaultFactionFiles))
	_, err = NewRules(f, f)
	assert.ErrorIs(t, err, ErrBadData)
}
