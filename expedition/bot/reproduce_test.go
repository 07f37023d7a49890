package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// TestHeuristicPicksAGreenCardThatProducesMost: with Production's version
// B a player picks a green card in play to produce again. In seeded
// Discovery games between heuristic bots, a bot never picks a card whose
// production is dominated by another's (no more of any resource, less of
// one).
func TestHeuristicPicksAGreenCardThatProducesMost(t *testing.T) {
	picks, dominated := 0, 0
	for g := 0; g < 150; g++ {
		players := 2 + g%3
		s, err := expedition.New(expedition.Config{Players: players, Seed: uint64(g), Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}})
		require.NoError(t, err)
		bots := heuristics(players, uint64(g))
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			a := act(bots[p], &v)
			if v.Decision() == expedition.DecisionTarget && v.DecisionSource() < 0 {
				picks++
				got := v.Reproduction(int(a.Card))
				for _, b := range v.Legal(nil) {
					if dominates(v.Reproduction(int(b.Card)), got) {
						dominated++
						t.Logf("game %d, p%d picks card %d (%v) over card %d (%v)", g, p, a.Card, got, b.Card, v.Reproduction(int(b.Card)))
						break
					}
				}
			}
			require.NoError(t, s.Apply(a))
		}
	}
	t.Logf("%d picks, %d dominated", picks, dominated)
	require.Greater(t, picks, 50)
	require.Zero(t, dominated)
}

// dominates reports whether production a gives at least as much of every
// resource as b, and more of one.
func dominates(a, b [cards.NumResources]int) bool {
	more := false
	for r := range a {
		if a[r] < b[r] {
			return false
		}
		if a[r] > b[r] {
			more = true
		}
	}
	return more
}
