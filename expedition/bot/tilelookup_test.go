package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// TestCardTileLookupMatchesItsGains: at every decision of heuristic games
// with Discovery (four players, and six with every set), what a card in
// hand is worth through the milestones and awards, looked up from what it
// adds to each tile's count, equals the worth of its gains weighed count by
// count.
func TestCardTileLookupMatchesItsGains(t *testing.T) {
	checked := 0
	for g := 0; g < 6; g++ {
		cfg := expedition.Config{Players: 4, Seed: uint64(g), Sets: discovery}
		if g%2 == 1 {
			cfg = expedition.Config{Players: 6, Seed: uint64(g), Sets: allSets}
		}
		s, err := expedition.New(cfg)
		require.NoError(t, err)
		bots := make([]*Heuristic, cfg.Players)
		for p := range bots {
			bots[p] = NewHeuristic(uint64(p))
		}
		var v expedition.View
		var hand []int
		for !s.Over() {
			p := s.ToMove()
			s.ViewInto(p, &v)
			h := bots[p]
			h.prepare(&v)
			hand = v.Hand(hand[:0])
			for _, id := range hand {
				c := v.Catalogue().Card(id)
				gn := cardGains(c, cards.TagWild)
				require.Equal(t, h.tilesValue(&v, &gn), h.cardTilesValue(&v, c), "game %d, card %d", g, id)
				checked++
			}
			require.NoError(t, s.Apply(h.Act(&v)))
		}
	}
	require.Greater(t, checked, 1000)
}
