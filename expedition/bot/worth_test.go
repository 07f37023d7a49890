package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// The valuation follows nested blocks with their absolute jumps.
func TestValueOfNestedBlocks(t *testing.T) {
	cat, err := cards.LoadFiles(cards.File{Name: "t.cards", Data: []byte(`card T1 Nested
  set: promo
  color: red
  cost: 1
  effect: gain 1 mc; choose { may { gain 3 mc }; gain 1 mc | gain 2 mc }; if chose action { gain 4 mc }; gain 10 mc
corporation C1 Corp
  set: promo
  mc: 1
`)})
	require.NoError(t, err)
	h := NewHeuristic(1)
	h.w.mc = 1 // an MC worth one MC, as before the bot has assessed a game
	// 1 + max(3+1, 2) + 0.5*4 (the condition is unknown) + 10
	require.Equal(t, 17.0, h.program(&expedition.View{}, cat.Cards[0].Effect, cards.HoldNone, 0))
}
