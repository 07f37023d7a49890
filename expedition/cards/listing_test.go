package cards_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// listed returns the entry of l with the number or name.
func listed(t *testing.T, l cards.Listing, kind, id string) cards.ListedCard {
	t.Helper()
	for _, c := range l.Cards {
		if c.Kind == kind && (c.Number == id || c.Number == "" && c.Name == id) {
			return c
		}
	}
	require.Failf(t, "not listed", "%s %s", kind, id)
	return cards.ListedCard{}
}

// A card, a corporation, a milestone and an award of the embedded
// catalogue, as their records encode in JSON: numbers as numbers, the
// variable VP in parts, each line of what the card does under its key.
func TestListEncodesEachKindOfEntry(t *testing.T) {
	l := cards.List(cards.MustEmbedded(), nil)
	for _, c := range []struct{ kind, id, json string }{
		{"project", "12", `{"kind":"project","number":"12","name":"Birds","set":"base","color":"blue","cost":15,` +
			`"tags":["animal"],"vp":0,"vpPer":{"vp":1,"per":1,"of":"resource"},"holds":"animal",` +
			`"requires":["oxygen >= white"],"action":["-> add 1 animal to this"]}`},
		{"project", "F02", `{"kind":"project","number":"F02","name":"Adaptation Technology","set":"foundations",` +
			`"color":"blue","cost":12,"tags":["science"],"vp":1,"passive":["shift-requirements temperature|oxygen|infrastructure"],` +
			`"replaces":"1","note":"Foundations reprint of base card 1: infrastructure added to the requirement shift."}`},
		{"corporation", "209", `{"kind":"corporation","number":"209","name":"CrediCor","set":"base","startingMC":48,` +
			`"tags":[],"vp":0,"passive":["discount 4 on cost>=20"]}`},
		{"milestone", "Builder", `{"kind":"milestone","number":"","name":"Builder","set":"discovery","tags":[],"vp":0,` +
			`"condition":["tag building >= 8"]}`},
		{"award", "Celebrity", `{"kind":"award","number":"","name":"Celebrity","set":"discovery","tags":[],"vp":0,` +
			`"counts":["production mc"]}`},
	} {
		got, err := json.Marshal(listed(t, l, c.kind, c.id))
		require.NoError(t, err)
		assert.JSONEq(t, c.json, string(got), c.id)
	}
	d19 := listed(t, l, "project", "D19")
	assert.Equal(t, []string{"milestones"}, d19.Needs, "what the game must play for the card")
	assert.Equal(t, []cards.FieldText{{Key: "requires", Value: "milestones >= 1"}, {Key: "effect", Value: "raise ocean 1"}},
		d19.Text, "the lines in file order")
}

// List keeps the sets want accepts, project cards first, then
// corporations, milestones and awards; WriteTable prints every entry with
// its VP and lines.
func TestListFiltersBySetAndWritesATable(t *testing.T) {
	l := cards.List(cards.MustEmbedded(), func(s cards.Set) bool { return s == cards.SetDiscovery })
	kinds := map[string]int{}
	order := ""
	for _, c := range l.Cards {
		assert.Equal(t, "discovery", c.Set, c.Name)
		if kinds[c.Kind] == 0 {
			order += c.Kind + " "
		}
		kinds[c.Kind]++
	}
	assert.Equal(t, map[string]int{"project": 38, "corporation": 4, "milestone": 11, "award": 7}, kinds)
	assert.Equal(t, "project corporation milestone award ", order)

	base := cards.List(cards.MustBase(), func(s cards.Set) bool { return s == cards.SetBase })
	var buf bytes.Buffer
	require.NoError(t, base.WriteTable(&buf))
	assert.Regexp(t, `\n18 +Conserved Biome +base +blue +25 MC +building microbe animal\n`, buf.String())
	assert.Contains(t, buf.String(), "animal\n     vp: 1 per 2 forest\n     action: -> choose { add 1 microbe to other | add 1 animal to other }\n")
	assert.Regexp(t, `\n209 +CrediCor +base +corporation +starts 48 MC\n`, buf.String())
	assert.Equal(t, 0, len(cards.List(cards.MustBase(), func(cards.Set) bool { return false }).Cards))
}
