package ares

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/internal/doccheck"
)

// TestFactionDocumentsMatchTheData: each faction's document
// (docs/factions/*.md) lists every unit with the data's values and every
// card with its count, so the rules text cannot drift from the engine's
// data.
func TestFactionDocumentsMatchTheData(t *testing.T) {
	for _, f := range MustDefaultRules().Factions() {
		doc, err := os.ReadFile("../docs/factions/" + strings.ToLower(f.Name) + ".md")
		require.NoError(t, err, f.Name)
		text := string(doc)
		for _, u := range f.Units {
			row := fmt.Sprintf("| %s | %s | %d | %d | %s | %s | %s | %s |", u.Name, u.Type, u.Cost, u.Initiative,
				u.Attack[Infantry], u.Attack[Armor], u.Attack[Air], u.Attack[BuildingUnit])
			assert.Contains(t, text, row, "%s: unit %s", f.Name, u.Name)
		}
		for _, c := range f.Cards {
			assert.Contains(t, text, fmt.Sprintf("| %s | %s", c.Name, c.Kind), "%s: card %s", f.Name, c.Name)
			assert.Contains(t, text, fmt.Sprintf(" | %d | ", c.Count), "%s: card %s", f.Name, c.Name)
		}
		assert.Contains(t, text, "[Printed]")
		assert.Contains(t, text, "[Reconstruction]")
	}
}

// basicUnitTable is the table docs/ares.md gives of a Basic Game faction's
// units: every unit a Building card or a Basic Start Building produces,
// with its Basic Game ratings and abilities and the fields printed in the
// rulebook.
func basicUnitTable(f *Faction) string {
	var b strings.Builder
	b.WriteString("| unit (building) | type | cost | initiative | vs infantry | vs armor | vs air | vs building | abilities | printed facts |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|\n")
	for _, u := range f.Units {
		var from []string
		for _, c := range f.Cards {
			for _, name := range c.Units {
				if name == u.Name {
					from = append(from, c.Name)
				}
			}
		}
		for _, s := range f.Start.Basic {
			if s.Unit == u.Name {
				from = append(from, "Start Building")
			}
		}
		if len(from) == 0 {
			continue
		}
		var abilities []string
		add := func(on bool, name string) {
			if on {
				abilities = append(abilities, name)
			}
		}
		add(u.Tough, "Tough")
		add(u.DeepStrike, "Deep Strike")
		add(u.Shield > 0, fmt.Sprintf("Shield %d", u.Shield))
		add(u.Scouting > 0, fmt.Sprintf("Scouting %d", u.Scouting))
		add(u.NoFlanking, "No Flanking")
		add(u.BaseDefense, "Base Defense")
		add(u.Rerolls > 0, fmt.Sprintf("Rerolls %d", u.Rerolls))
		add(u.IgnorePosition, "ignores the position modifier")
		printed := strings.Join(u.Printed, ", ")
		if printed == "" {
			printed = "none"
		}
		fmt.Fprintf(&b, "| %s (%s) | %s | %d | %d | %s | %s | %s | %s | %s | %s |\n", u.Name, strings.Join(from, ", "),
			u.Type, u.Cost, u.Initiative, u.Attack[Infantry], u.Attack[Armor], u.Attack[Air], u.Attack[BuildingUnit],
			orDash(strings.Join(abilities, ", ")), printed)
	}
	var deck []string
	for _, c := range f.Cards {
		deck = append(deck, fmt.Sprintf("%s ×%d", c.Name, c.Count))
	}
	fmt.Fprintf(&b, "\nDeck (%d cards): %s.\n", DeckSize, strings.Join(deck, ", "))
	return b.String()
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// TestBasicFactionTablesMatchTheData: the unit tables and deck lists of
// the two Basic Game factions in docs/ares.md are the data's.
func TestBasicFactionTablesMatchTheData(t *testing.T) {
	for _, name := range []string{"Terrans", "Kahoum"} {
		f, _, err := MustDefaultRules().Faction(name)
		require.NoError(t, err)
		want := basicUnitTable(f)
		missing, err := doccheck.MissingPhrases("../docs/ares.md", want)
		require.NoError(t, err)
		assert.Empty(t, missing, "docs/ares.md: the %s table and deck should read\n%s", name, want)
	}
}

// TestEngineLimitsInTheDocs: the limits docs/ares.md states are the
// engine's.
func TestEngineLimitsInTheDocs(t *testing.T) {
	missing, err := doccheck.MissingPhrases("../docs/ares.md",
		fmt.Sprintf("base holds at most %d buildings and resource stacks", MaxBuildings),
		fmt.Sprintf("a building at most %d units and %d attached cards", MaxUnitsPerBuilding, MaxAttached),
		fmt.Sprintf("a battle at most %d Forces", MaxBattleForces),
		fmt.Sprintf("hands of %d", HandSize),
		fmt.Sprintf("%d cards, %d of them Attack cards", DeckSize, AttackCardsPerDeck))
	require.NoError(t, err)
	assert.Empty(t, missing, "docs/ares.md should say these, as the code has them")
}
