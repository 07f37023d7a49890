package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// aresim cards ares lists every faction with its units (every rating and
// ability) and its cards, as a table and as JSON with numbers as numbers.
func TestCardsAres(t *testing.T) {
	rules := ares.MustDefaultRules()
	out, errOut, code := runCLI("ares", "cards")
	require.Equal(t, 0, code, errOut)
	for _, f := range rules.Factions() {
		assert.Contains(t, out, f.Name+" (")
		for _, u := range f.Units {
			assert.Contains(t, out, "  "+u.Name+" ", "%s %s", f.Name, u.Name)
		}
		for _, c := range f.Cards {
			assert.Contains(t, out, "  "+c.Name+" ", "%s %s", f.Name, c.Name)
		}
	}
	assert.Contains(t, out, "Terrans (Basic and Full Game;")
	assert.Contains(t, out, "Xenos (Full Game only;")
	assert.Regexp(t, `Bomber +air +2 +1 +3 +1 +X +3`, out, "every rating, X included")
	assert.Contains(t, out, "Quake       armor        3     2    3    3    0    4  tough, no flanking")

	js, _, code := runCLI("ares", "cards", "--format", "json")
	require.Equal(t, 0, code)
	var listing struct {
		Schema   string `json:"schema"`
		Factions []struct {
			Name      string `json:"name"`
			BasicGame bool   `json:"basicGame"`
			Units     []struct {
				Name       string          `json:"name"`
				Cost       int             `json:"cost"`
				Initiative int             `json:"initiative"`
				Attack     map[string]*int `json:"attack"`
				Abilities  []string        `json:"abilities"`
			} `json:"units"`
			Cards []struct {
				Name  string `json:"name"`
				Count int    `json:"count"`
			} `json:"cards"`
		} `json:"factions"`
	}
	require.NoError(t, json.Unmarshal([]byte(js), &listing))
	assert.Equal(t, "aresim-cards-ares/1", listing.Schema)
	require.Len(t, listing.Factions, len(rules.Factions()))
	for i, f := range rules.Factions() {
		got := listing.Factions[i]
		assert.Equal(t, f.Name, got.Name)
		require.Len(t, got.Units, len(f.Units))
		deck := 0
		for _, c := range got.Cards {
			deck += c.Count
		}
		assert.Equal(t, ares.DeckSize, deck, f.Name)
		for j, u := range f.Units {
			for k, typ := range []string{"infantry", "armor", "air", "building"} {
				r := u.Attack[k]
				if r.IsX() {
					assert.Nil(t, got.Units[j].Attack[typ], "X is null")
				} else {
					require.NotNil(t, got.Units[j].Attack[typ])
					assert.Equal(t, int(r), *got.Units[j].Attack[typ])
				}
			}
			assert.Equal(t, int(u.Cost), got.Units[j].Cost)
			assert.Equal(t, u.Tough, contains(got.Units[j].Abilities, "tough"), u.Name)
		}
	}
	assert.True(t, listing.Factions[0].BasicGame)

	one, _, code := runCLI("ares", "cards", "--faction", "KAHOUM")
	require.Equal(t, 0, code)
	assert.True(t, strings.HasPrefix(one, "Kahoum ("), "names in any case")
	assert.NotContains(t, one, "Terrans (")

	// A user's faction file is read and validated.
	data, err := os.ReadFile("../../ares/data/kahoum.json")
	require.NoError(t, err)
	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(strings.Replace(string(data), `"units": ["Soldier", "Pebble"]`, `"units": ["Soldier", "Rock"]`, 1)), 0o644))
	_, errOut, code = runCLI("ares", "cards", "--faction-file", bad)
	assert.Equal(t, exitBadInput, code)
	assert.Contains(t, errOut, `unknown unit "Rock"`)
	assert.Equal(t, 1, strings.Count(errOut, "\n"))
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
