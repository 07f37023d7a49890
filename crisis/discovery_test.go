package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// Ruling C9: Discovery's cards may join Crisis, less those with a
// temperature, oxygen or ocean requirement and those that mention
// milestones (no awards or milestones in Crisis). Random games of one to
// four players deal Discovery's cards, never a card Crisis leaves out, and
// end with the invariants holding after every Apply.
func TestDiscoveryJoinsC9(t *testing.T) {
	discovery := 0
	for players := 1; players <= MaxPlayers; players++ {
		s, err := New(Config{Players: players, Seed: uint64(60 + players), Difficulty: Normal,
			Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}})
		require.NoError(t, err)
		rng := dice.New(uint64(players))
		var buf []Action
		var hand []int
		for !s.Over() {
			buf = s.Legal(buf[:0])
			require.NoError(t, s.Apply(buf[rng.Intn(len(buf))]))
			require.NoError(t, s.Check())
			for q := 0; q < players; q++ {
				for _, id := range s.Game().HandOf(q, hand[:0]) {
					c := s.Game().Catalogue().Card(id)
					require.False(t, leftOut(c), "%s is left out of Crisis", c.Name)
					require.Zero(t, c.Needs&cards.NeedsMilestones, "%s mentions milestones", c.Name)
					if c.Set == cards.SetDiscovery {
						discovery++
					}
				}
			}
		}
	}
	require.Positive(t, discovery, "Discovery's cards are dealt")
	_, err := New(Config{Players: 2, Sets: []cards.Set{cards.SetBase, cards.SetFoundations}})
	require.ErrorIs(t, err, ErrBadConfig, "Foundations does not join Crisis")
}
