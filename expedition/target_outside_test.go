package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// A target that names no card of the catalogue (a project card number
// past its cards, a corporation past its corporations) is rejected where
// the game waits for a target, and changes nothing: found by the rules
// test, which throws such actions at the engine.
func TestTargetOutsideTheCatalogueIsRejected(t *testing.T) {
	targets := 0
	for seed := uint64(1); seed < 2000 && targets < 20; seed++ {
		r := dice.New(seed)
		s, err := New(randomConfig(&r, seed))
		require.NoError(t, err)
		var legal []Action
		for !s.Over() {
			legal = s.Legal(legal[:0])
			if f := s.top(); f != nil && f.wait == decTarget {
				targets++
				for _, card := range []int{len(s.cat().Cards), MaxCards - 1, cards.MaxProjectCards + len(s.cat().Corporations)} {
					before := s
					require.Error(t, s.Apply(Action{Kind: ActTarget, Player: legal[0].Player, Card: int16(card)}))
					require.True(t, before == s, "a rejected target changed the state")
				}
			}
			require.NoError(t, s.Apply(legal[r.Intn(len(legal))]))
		}
	}
	require.Positive(t, targets, "no game waited for a target")
}
