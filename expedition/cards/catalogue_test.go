package cards

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestBaseLoads(t *testing.T) {
	cat, err := Base()
	require.NoError(t, err)
	require.Len(t, cat.Cards, 208)
	require.Len(t, cat.Corporations, 12)
	colors := map[Color]int{}
	total := 0
	for i := range cat.Cards {
		c := &cat.Cards[i]
		require.Equal(t, i, c.ID)
		require.Equal(t, SetBase, c.Set)
		colors[c.Color]++
		total += int(c.Cost)
	}
	// The base set: 106 green, 64 blue, 38 red; printed costs add up to 2750.
	require.Equal(t, map[Color]int{Green: 106, Blue: 64, Red: 38}, colors)
	require.Equal(t, 2750, total)
	c, ok := cat.CardByNumber("7")
	require.True(t, ok)
	require.Equal(t, "Aquifer Pumping", c.Name)
	c, ok = cat.CardByName("research")
	require.True(t, ok)
	require.Equal(t, []Tag{TagScience, TagScience, TagEvent}, c.Tags, "a repeated tag is kept twice")
	corp, ok := cat.CorporationByName("helion")
	require.True(t, ok)
	require.Equal(t, int16(28), corp.MC)
	require.True(t, corp.Passive.HeatAsMC)
}

func TestCompiledShapes(t *testing.T) {
	cat := MustBase()
	aquifer, _ := cat.CardByNumber("7")
	require.Len(t, aquifer.Actions, 1)
	cost := aquifer.Actions[0].Cost
	require.Equal(t, int16(10), cost.MC)
	require.Equal(t, int16(2), cost.LessPer)
	require.Equal(t, CountSteel, cost.Less.Kind)
	require.Equal(t, Program{{Code: OpRaise, Param: Oceans, N: 1}}, aquifer.Actions[0].Body)
	hydrogen, _ := cat.CardByNumber("80")
	codes := []OpCode{}
	for _, op := range hydrogen.Effect {
		codes = append(codes, op.Code)
	}
	require.Equal(t, []OpCode{OpRaise, OpChoose, OpAlt, OpGain, OpGoto, OpAlt, OpAddRes, OpGoto, OpAlt, OpAddRes, OpGoto}, codes)
	require.Equal(t, int16(3), hydrogen.Effect[1].N, "three alternatives")
	require.Equal(t, int16(len(hydrogen.Effect)), hydrogen.Effect[4].Jump, "each alternative jumps to the end")
	farming, _ := cat.CardByNumber("29") // Farming Co-ops: discard 1 card -> 3 plants
	require.Equal(t, Program{{Code: OpDiscard, N: 1}, {Code: OpGain, Res: Plants, N: 3}}, farming.Actions[0].Run,
		"a discard cost runs first, as a choice")
	mine, _ := cat.CardByNumber("164")
	require.True(t, mine.GivesSteel)
	decomposers, _ := cat.CardByNumber("19")
	require.True(t, decomposers.Triggers[0].InclSelf)
	require.Equal(t, 3, decomposers.Triggers[0].Filter.MatchCount(&Card{Tags: []Tag{TagAnimal, TagMicrobe, TagPlant}, TagMask: 1<<TagAnimal | 1<<TagMicrobe | 1<<TagPlant}))
}

// bad loads one file and returns the error.
func bad(t *testing.T, text string) error {
	t.Helper()
	_, err := LoadFiles(File{Name: "mine.cards", Data: []byte(text + "\ncorporation C1 Corp\n  set: promo\n  mc: 30\n")})
	require.Error(t, err)
	require.ErrorIs(t, err, ErrBadData)
	return err
}

func TestValidationErrorsNameFileLineCardAndField(t *testing.T) {
	head := "card X9 Test Card\n  set: promo\n  color: blue\n  cost: 5\n"
	for _, tc := range []struct {
		text, want string
	}{
		{head + "  effect: gain 3 gold", `mine.cards:5: card X9 "Test Card": effect: expected mc, heat, plant or card at "gold"`},
		{head + "  effect: raise ocean", `mine.cards:5: card X9 "Test Card": effect: expected a number at end`},
		{head + "  effect: code magic", `effect: unknown code hook at "magic"`},
		{head + "  effect: choose { gain 1 mc }", "choose needs at least two alternatives"},
		{head + "  effect: for each tag earth { raise ocean 1 }", "for each may only hold"},
		{head + "  requires: temperature >= hot", `requires: expected purple, red, yellow or white at "hot"`},
		{head + "  tags: space laser", `tags: unknown tag at "laser"`},
		{head + "  vp: 1 per 2 animal", "vp: counts resources but the card holds none"},
		{head + "  holds: animal\n  action: -> add 1 microbe to this", "action (#1): microbe on a card that holds animal"},
		{head + "  when: raise ocean -> raise temperature 1", "when (#1): a triggered effect may not raise"},
		{head + "  action: -> gain X mc", "action (#1): X is only allowed in an action that chooses it"},
		{head + "  color: purple", `mine.cards:5: card X9 "Test Card": color: unknown colour "purple"`},
		{head + "  flavour: nice", "flavour: unknown field"},
		{"card X9 Test Card\n  set: promo\n  color: blue\n", `mine.cards:1: card X9 "Test Card": cost: missing`},
		{head + head, "number used twice"},
		{"  set: base", "field outside a card"},
		{"deck X1 Foo", `expected "card NUMBER NAME"`},
	} {
		err := bad(t, tc.text)
		require.Contains(t, err.Error(), tc.want, "for %q", tc.text)
		require.True(t, strings.HasPrefix(err.Error(), "expedition: bad card data: "), err.Error())
	}
}

func TestUserFileReplacesTheEmbeddedOne(t *testing.T) {
	data, err := EmbeddedFile("data/base-projects.cards")
	require.NoError(t, err)
	edited := strings.Replace(string(data), "card 7 Aquifer Pumping\n  set: base\n  color: blue\n  cost: 14", "card 7 Aquifer Pumping\n  set: base\n  color: blue\n  cost: 11", 1)
	corps, err := EmbeddedFile("data/base-corporations.cards")
	require.NoError(t, err)
	cat, err := LoadFiles(File{Name: "edited.cards", Data: []byte(edited)}, File{Name: "corps.cards", Data: corps})
	require.NoError(t, err)
	c, _ := cat.CardByNumber("7")
	require.Equal(t, int16(11), c.Cost)
	_, err = LoadPaths("/nonexistent/file.cards")
	require.ErrorIs(t, err, ErrBadData)
}

func TestEveryCardHasText(t *testing.T) {
	for _, c := range MustBase().Cards {
		if c.Effect.Empty() && c.Passive.Empty() && len(c.Triggers) == 0 && len(c.Actions) == 0 {
			// Only VP and tags: Advanced Ecosystems, Breathing Filters,
			// Colonizer Training Camp, Interstellar Colony Ship.
			require.Contains(t, []string{"65", "68", "72", "82"}, c.Number, "%s %s does nothing", c.Number, c.Name)
		}
	}
}
