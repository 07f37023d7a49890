package crisis_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The listing of the embedded data: all 85 Crisis cards in deck order, a
// known card's fields as the JSON gives them, and the four Crisis
// corporations as expedition/cards lists corporations.
func TestListShowsTheCrisisCardsAndCorporations(t *testing.T) {
	cat, deck, err := crisis.Data()
	require.NoError(t, err)
	l := crisis.List(cat, deck, nil)
	require.Len(t, l.Crises, 85)
	for i, c := range l.Crises {
		assert.Equal(t, deck.Cards[i].Number, c.Number)
	}
	var c25 crisis.ListedCard
	for _, c := range l.Crises {
		if c.Number == "C25" {
			c25 = c
		}
	}
	got, err := json.Marshal(c25)
	require.NoError(t, err)
	assert.JSONEq(t, `{"number":"C25","name":"Infrastructure Collapse","tier":3,"players":"1","counters":1,`+
		`"immediate":["lose 5 mc; lower ocean 1; lower oxygen 1"],"persistent":["lower temperature 1; lower oxygen 1"],`+
		`"goal":["play [blue action]"],"note":"The persistent effect lowers temperature and oxygen (card list); `+
		`the other source reads temperature or oxygen."}`, string(got))

	var corps []string
	for _, c := range l.Corporations {
		assert.Equal(t, "corporation", c.Kind)
		assert.Equal(t, "crisis", c.Set)
		corps = append(corps, c.Number+" "+c.Name)
	}
	assert.Equal(t, []string{"C01 Burstar", "C02 Magna Inc", "C03 Orbex United", "C04 Sharizen"}, corps)
	require.NotNil(t, l.Corporations[0].StartingMC)
	assert.Equal(t, 46, *l.Corporations[0].StartingMC)
}

// want picks the cards of a two-player game; WriteTable prints each card's
// line and fields without its note, then the corporations' table.
func TestListOfAPlayerCountAsATable(t *testing.T) {
	cat, deck, err := crisis.Data()
	require.NoError(t, err)
	l := crisis.List(cat, deck, func(c *crisis.Card) bool { return c.Players == 0 || c.Players == 2 })
	players := map[string]int{}
	for _, c := range l.Crises {
		players[c.Players]++
	}
	assert.Equal(t, []string{"2", "all"}, keys(players))
	assert.Len(t, l.Corporations, 4, "the corporations whatever the filter")

	var buf bytes.Buffer
	require.NoError(t, l.WriteTable(&buf))
	out := buf.String()
	assert.Contains(t, out, "C48  Dwindling Supplies  tier 4  players 2  no counters\n"+
		"     immediate: lower temperature 3; lower oxygen 3; lower ocean 2; set-aside\n"+
		"     anytime: spend 1 vp -> each { gain 3 mc }\n     goal: terraform-all\n", "the lines in file order")
	assert.NotContains(t, out, "C25 ", "a one-player card")
	crises, corps, ok := strings.Cut(out, "\n\nNUMBER ")
	require.True(t, ok, "a blank line, then the corporations' table")
	assert.Equal(t, len(l.Crises), strings.Count(crises, "  tier "))
	assert.Regexp(t, `\nC01 +Burstar +crisis +corporation +starts 46 MC +space\n`, "\n"+corps)
}

// WriteTable leaves out a card's note and writes the corporations'
// header even with none.
func TestListingTableLeavesNotesOut(t *testing.T) {
	l := crisis.Listing{Crises: []crisis.ListedCard{{Number: "X1", Name: "Test", Tier: 1, Players: "all", Counters: 2,
		Note: "a note", Text: []cards.FieldText{{Key: "goal", Value: "raise ocean"}, {Key: "note", Value: "a note"}}}}}
	var buf bytes.Buffer
	require.NoError(t, l.WriteTable(&buf))
	assert.Equal(t, "X1  Test  tier 1  players all  2 counters\n     goal: raise ocean\n\n"+
		"NUMBER  NAME  SET  COLOR  COST  TAGS\n", buf.String())
}

// keys returns the keys of m, sorted.
func keys(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
