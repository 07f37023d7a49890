package crisis

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/expedition/cards"
)

// The embedded data: 85 Crisis cards, and the four corporations of the
// crisis set in the catalogue of a Crisis game.
func TestDataLoads(t *testing.T) {
	cat, deck, err := Data()
	require.NoError(t, err)
	assert.Len(t, deck.Cards, 85)
	n := 0
	for i := range cat.Corporations {
		if cat.Corporations[i].Set == Set {
			n++
		}
	}
	assert.Equal(t, 4, n)
	assert.Equal(t, "crisis", Set.String())
	assert.True(t, Set.Extension())
}

// The Crisis mode's words belong to its cards: the base game's card files
// refuse them with errors that name them.
func TestCardFilesRefuseTheCrisisModesWords(t *testing.T) {
	card := func(field string) string {
		return "card 999 Odd\n  set: base\n  cost: 3\n  color: green\n  " + field + "\n"
	}
	for file, msg := range map[string]string{
		"crisis C99 Nope\n  tier: 1\n":                    `x.cards:1: crisis C99 "Nope": a Crisis card in a project card file (load it with LoadCrises)`,
		"mission 1 Odd\n":                                 `x.cards:1: expected "card NUMBER NAME", "corporation NUMBER NAME", "crisis NUMBER NAME", "milestone NAME" or "award NAME"`,
		card("effect: remove-crisis-counter"):             `x.cards:1: card 999 "Odd": remove-crisis-counter belongs to the crisis set`,
		card("effect: other-player gain 2 mc"):            `x.cards:1: card 999 "Odd": other-player belongs to the crisis set`,
		card("action: -> trade-card"):                     `x.cards:1: card 999 "Odd": trade-card belongs to the crisis set`,
		card("when: crisis-counter-removed -> gain 2 mc"): `x.cards:1: card 999 "Odd": when: crisis-counter-removed belongs to the crisis set`,
		card("effect: each { gain 1 mc }"):                `x.cards:5: card 999 "Odd": effect: unknown effect at "each"`,
		card("effect: lower-metrics 1 2"):                 `x.cards:5: card 999 "Odd": effect: unknown effect at "lower-metrics"`,
		card("goal: play [any]"):                          `x.cards:5: card 999 "Odd": goal: unknown field`,
	} {
		_, err := cards.LoadFiles(cards.File{Name: "x.cards", Data: []byte(file)})
		require.ErrorIs(t, err, cards.ErrBadData, file)
		assert.EqualError(t, err, "expedition: bad card data: "+msg, file)
	}
}

// The Crisis corporations' steps compile to the mode's instructions, run by
// the game engine as the card language's own.
func TestCrisisCorporationsSteps(t *testing.T) {
	cat, _, err := Data()
	require.NoError(t, err)
	orbex, ok := cat.CorporationByName("Orbex United")
	require.True(t, ok)
	body := orbex.Actions[0].Body
	require.Len(t, body, 2)
	assert.Equal(t, cards.Op{Code: OpGainOther, Res: cards.MC, N: 2}, body[1])
	assert.Equal(t, cards.OpGainOther, body[1].Code.Runs())
	assert.Equal(t, "other-player", body[1].Code.String())
	assert.Equal(t, cards.OpSignal, OpRemoveCounter.Runs())
	assert.Equal(t, cards.OpNop, OpEach.Runs(), "a Crisis card's step runs in this package only")
	magna, ok := cat.CorporationByName("Magna Inc")
	require.True(t, ok)
	assert.Equal(t, evCounterRemoved, magna.Triggers[0].Event)
}
