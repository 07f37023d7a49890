package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// A green card with a wild tag removed from play (Seismic Aftershocks)
// takes the tag chosen for it along (Ruling D3: the wild tag stands for
// that tag while the card is in play), and the choice is forgotten.
func TestRemoveGreenWildTag(t *testing.T) {
	s0, err := New(Config{Players: 1, Seed: 7, Difficulty: Beginner, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}})
	require.NoError(t, err)
	s := &s0
	stack(t, s, "C05", "C15")
	for s.g.Stage() == expedition.StageRedraw || s.g.Stage() == expedition.StageCorp {
		apply(t, s, first(t, s))
	}
	toPlanning(t, s)
	id := cardByName(t, s, "Local Market") // green, wild tag, production +2 MC
	require.True(t, s.g.DealCard(0, id))
	s.g.Gain(0, cards.MC, 100)
	science := s.g.Info(0).Tags[cards.TagScience]
	choosePhases(t, s, expedition.PhaseDevelopment)
	toTurn(t, s, 0, expedition.PhaseDevelopment)
	apply(t, s, find(t, s, ActGame, expedition.ActPlay, func(a Action) bool {
		return int(a.Game.Card) == id && a.Game.Pay == 0 && a.Game.Index == int8(cards.TagScience)
	}))
	require.Equal(t, science+1, s.g.Info(0).Tags[cards.TagScience])
	require.Equal(t, cards.TagScience, s.g.WildTag(id))
	passRound(t, s)
	for s.Decision() != DecisionChoose {
		apply(t, s, first(t, s))
	}
	apply(t, s, find(t, s, ActChoose, 0, func(a Action) bool { return a.Index == 0 }))
	require.NotContains(t, s.g.TableauOf(0, nil), id)
	require.Equal(t, science, s.g.Info(0).Tags[cards.TagScience], "the chosen tag left with the card")
	require.Zero(t, s.g.Info(0).Tags[cards.TagWild])
	require.Equal(t, cards.TagWild, s.g.WildTag(id), "no tag chosen for a card out of play")
	require.NoError(t, s.Check())
}
