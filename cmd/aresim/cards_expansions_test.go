package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// expansionFacts are the printed colour, cost and tags of every Discovery
// and Foundations project card, as the card lists give them.
var expansionFacts = []struct {
	number, color string
	cost          int
	tags          string
}{
	{"D05", "blue", 10, "science,power"}, {"D06", "blue", 15, "space"}, {"D07", "blue", 4, "science,earth"},
	{"D08", "blue", 11, "science,earth"}, {"D09", "blue", 17, "space,earth"}, {"D10", "blue", 8, "science"},
	{"D11", "blue", 14, "science,building"}, {"D12", "blue", 10, "science"}, {"D13", "blue", 24, "building,plant,jovian"},
	{"D14", "red", 9, "science,event"}, {"D15", "red", 12, "microbe,event"}, {"D16", "red", 12, "space,event"},
	{"D17", "red", 10, "event"}, {"D18", "red", 35, "space,jovian,event"}, {"D19", "red", 8, "event"},
	{"D20", "red", 10, "wild,event"}, {"D21", "green", 14, "building"}, {"D22", "green", 27, "building,plant"},
	{"D23", "green", 14, ""}, {"D24", "green", 14, "plant"}, {"D25", "green", 9, ""},
	{"D26", "green", 7, "wild"}, {"D27", "green", 22, "building"}, {"D28", "green", 12, ""},
	{"D29", "green", 28, "building"}, {"D30", "green", 28, "space,microbe"}, {"D31", "green", 16, "space"},
	{"D32", "green", 29, "building,power"}, {"D33", "green", 12, "building"}, {"D34", "green", 19, "science,space"},
	{"D35", "green", 14, "building,power"}, {"D36", "green", 19, "building,power"}, {"D37", "green", 10, "building"},
	{"D38", "green", 18, "building"}, {"D39", "green", 10, "wild"}, {"D40", "green", 16, "building,plant"},
	{"D41", "green", 12, ""}, {"D42", "green", 17, "building"},
	{"F02", "blue", 12, "science"}, {"F03", "red", 3, "event"}, {"F04", "blue", 15, ""},
	{"F05", "blue", 15, "science,space,earth"}, {"F06", "blue", 16, "building"}, {"F07", "blue", 10, "animal"},
	{"F08", "blue", 18, "building,power"}, {"F09", "red", 14, "event"}, {"F10", "red", 24, "event"},
	{"F11", "red", 17, "space,jovian,event"}, {"F12", "red", 30, "space,power,event"}, {"F13", "red", 23, "event"},
	{"F14", "red", 30, "building,plant,event"}, {"F15", "red", 24, "building,plant,event"}, {"F16", "red", 20, "building,event"},
	{"F17", "red", 28, "science,event"}, {"F18", "red", 32, "power,event"}, {"F19", "red", 11, "building"},
	{"F20", "red", 12, "plant"}, {"F21", "green", 16, ""}, {"F22", "green", 16, "building,microbe"},
	{"F23", "green", 13, "science"},
}

// listedCards runs `aresim expedition cards --format json` with args and
// returns the listing.
func listedCards(t *testing.T, args ...string) []cards.ListedCard {
	t.Helper()
	out, errOut, code := runCLI(append([]string{"expedition", "cards", "--format", "json"}, args...)...)
	require.Equal(t, 0, code, errOut)
	var listing struct {
		Schema string             `json:"schema"`
		Cards  []cards.ListedCard `json:"cards"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &listing))
	require.Equal(t, "aresim-cards-expedition/1", listing.Schema)
	return listing.Cards
}

// The cards `aresim expedition cards --set discovery` and `--set
// foundations` list have the cost, colour and tags of the facts, and the
// sets hold their corporations, milestones and awards.
func TestCardsExpeditionExpansionsMatchTheFacts(t *testing.T) {
	type fact struct {
		color string
		cost  int
		tags  string
	}
	want := map[string]fact{}
	for _, f := range expansionFacts {
		want[f.number] = fact{f.color, f.cost, f.tags}
	}
	got := map[string]fact{}
	kinds := map[string]int{}
	for _, set := range []string{"discovery", "foundations"} {
		for _, c := range listedCards(t, "--set", set) {
			assert.Equal(t, set, c.Set)
			kinds[set+" "+c.Kind]++
			if c.Kind == "project" {
				require.NotNil(t, c.Cost, c.Number)
				got[c.Number] = fact{c.Color, *c.Cost, strings.Join(c.Tags, ",")}
			}
		}
	}
	assert.Equal(t, want, got)
	assert.Equal(t, map[string]int{"discovery project": 38, "discovery corporation": 4, "discovery milestone": 11,
		"discovery award": 7, "foundations project": 22, "foundations corporation": 1}, kinds)
	both := listedCards(t, "--set", "discovery,foundations")
	assert.Len(t, both, 38+4+11+7+22+1, "a comma list of sets")
	for _, c := range both {
		if c.Number == "F02" {
			assert.Equal(t, "1", c.Replaces, "the reprint names the base card it replaces")
		}
		if c.Number == "D19" {
			assert.Equal(t, []string{"milestones"}, c.Needs)
		}
	}
	_, errOut, code := runCLI("expedition", "cards", "--set", "discovery,moon")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, `--set "discovery,moon": want base, discovery, foundations, promo, crisis, a comma list of them, or all`)
}
