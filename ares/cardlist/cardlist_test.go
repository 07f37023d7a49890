package cardlist_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/cardlist"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// unit returns the listed unit called name.
func unit(t *testing.T, f cardlist.Faction, name string) cardlist.Unit {
	t.Helper()
	for _, u := range f.Units {
		if u.Name == name {
			return u
		}
	}
	require.Failf(t, "not listed", "%s %s", f.Name, name)
	return cardlist.Unit{}
}

// Every embedded faction is listed with its units and a deck of
// ares.DeckSize cards; a known unit's ratings, an X rating, the abilities
// in words and an Attack card's kind show as the JSON gives them.
func TestListShowsEveryFactionsUnitsAndDeck(t *testing.T) {
	rules := ares.MustDefaultRules()
	l := cardlist.List(rules, nil)
	require.Len(t, l.Factions, len(rules.Factions()))
	basic := map[string]bool{}
	for i, f := range l.Factions {
		src := rules.Factions()[i]
		assert.Equal(t, src.Name, f.Name)
		assert.Equal(t, src.Fingerprint(), f.Fingerprint)
		assert.Len(t, f.Units, len(src.Units), f.Name)
		deck := 0
		for _, c := range f.Cards {
			deck += c.Count
		}
		assert.Equal(t, ares.DeckSize, deck, f.Name)
		basic[f.Name] = f.BasicGame
	}
	assert.Equal(t, map[string]bool{"Terrans": true, "Kahoum": true, "Xenos": false, "Colossus": false}, basic)

	terrans := l.Factions[0]
	require.Equal(t, "Terrans", terrans.Name)
	for name, want := range map[string]string{
		"Bomber": `{"name":"Bomber","type":"air","cost":2,"initiative":1,` +
			`"attack":{"infantry":3,"armor":1,"air":null,"building":3},"abilities":[]}`,
		"Worker": `{"name":"Worker","type":"infantry","cost":1,"initiative":0,` +
			`"attack":{"infantry":null,"armor":null,"air":null,"building":null},"abilities":["power 1","no combat"]}`,
	} {
		got, err := json.Marshal(unit(t, terrans, name))
		require.NoError(t, err)
		assert.JSONEq(t, want, string(got), name)
	}
	raid := map[string]cardlist.Card{}
	for _, c := range terrans.Cards {
		raid[c.Name] = c
	}
	assert.Equal(t, cardlist.Card{Name: "Raid", Kind: "attack", Count: 2, Attack: "raid"}, raid["Raid"])
	assert.Equal(t, []string{"Trooper", "Mecha Infantry"}, raid["Barracks"].Units)
}

// want picks the factions; WriteTable prints each with its games, its
// units' ratings (X for never) and abilities, and its deck.
func TestListOfOneFactionAsATable(t *testing.T) {
	rules := ares.MustDefaultRules()
	l := cardlist.List(rules, func(f *ares.Faction) bool { return f.Name == "Kahoum" })
	require.Len(t, l.Factions, 1)
	void := unit(t, l.Factions[0], "Void Rip")
	assert.Equal(t, []string{"shield 1", "deep strike"}, void.Abilities)
	require.NotNil(t, void.Attack.Air)
	assert.Equal(t, 2, *void.Attack.Air)

	var buf bytes.Buffer
	require.NoError(t, l.WriteTable(&buf))
	out := buf.String()
	assert.Regexp(t, `^Kahoum \(Basic and Full Game; data [0-9a-f]{16}\)\n`, out)
	assert.Contains(t, out, "\n  Quake       armor        3     2    3    3    0    4  tough, no flanking\n")
	assert.Contains(t, out, "\n  Cards (50):\n")
	assert.Regexp(t, `\n  Raid +attack +2 +raid attack\n`, out)
	assert.NotContains(t, out, "Terrans")

	buf.Reset()
	xenos := cardlist.List(rules, func(f *ares.Faction) bool { return f.Name == "Xenos" })
	require.NoError(t, xenos.WriteTable(&buf))
	assert.Regexp(t, `^Xenos \(Full Game only;`, buf.String())
	assert.Regexp(t, `\n  Drone +infantry +1 +3 +2 +1 +0 +1 +evolves to Warrior\n`, buf.String())
}
