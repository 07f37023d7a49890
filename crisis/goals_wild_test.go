package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// withDiscovery is a solo expert game with Discovery's cards, the named
// Crisis cards on top of the Crisis deck.
func withDiscovery(t *testing.T, top ...string) *State {
	t.Helper()
	return scenarioWith(t, Config{Players: 1, Seed: 7, Difficulty: Expert,
		Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}}, nil, top...)
}

// playWild has player 0 play the wild card named in Development, its wild
// tag standing for tag.
func playWild(t *testing.T, s *State, name string, tag cards.Tag) {
	t.Helper()
	id := cardByName(t, s, name)
	require.True(t, s.g.DealCard(0, id))
	s.g.Gain(0, cards.MC, 100)
	choosePhases(t, s, expedition.PhaseDevelopment)
	toTurn(t, s, 0, expedition.PhaseDevelopment)
	apply(t, s, find(t, s, ActGame, expedition.ActPlay, func(a Action) bool {
		return int(a.Game.Card) == id && a.Game.Pay == 0 && a.Game.Index == int8(tag)
	}))
	require.Equal(t, tag, s.g.WildTag(id))
}

// Rulings C4 and D3: a wild tag counts for Crisis goals as the tag its
// player chose. Emergency Shelters (a building goal, two counters at
// expert) loses one counter to Local Market played as a building, and the
// next building card deals with it; played as science, it meets nothing.
func TestWildTagMeetsGoalsAsChosenC4(t *testing.T) {
	s := withDiscovery(t, "C08")
	toPlanning(t, s)
	shelters := crisisID(t, s, "C08")
	require.Equal(t, int8(2), s.k.counters[shelters])
	playWild(t, s, "Local Market", cards.TagBuilding)
	require.Equal(t, int8(1), s.k.counters[shelters], "the wild tag chosen as a building")
	passRound(t, s)
	require.Equal(t, placePlay, s.k.place[shelters], "one counter left for the next round")
	playFor(t, s, 0, "Circuit Board Factory") // blue, a printed building tag
	require.Equal(t, placeDiscard, s.k.place[shelters], "dealt with")

	s = withDiscovery(t, "C08")
	toPlanning(t, s)
	playWild(t, s, "Local Market", cards.TagScience)
	require.Equal(t, int8(2), s.k.counters[shelters], "chosen as science: no building goal met")
}
