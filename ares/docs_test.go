package ares

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
