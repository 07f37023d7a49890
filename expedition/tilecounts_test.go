package expedition

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// TestTileCountsAndKeptCountsThroughPlay plays random games with every set
// (four and six players) and checks after every Apply that TileCounts
// gives each tile's MilestoneCount and AwardCount, and that the counts kept
// for the milestones and awards (kinds of tag, upgraded phase cards,
// resources on cards) equal a recount.
func TestTileCountsAndKeptCountsThroughPlay(t *testing.T) {
	var buf []Action
	kinds, upgraded, resources := 0, 0, 0
	for g := 0; g < 40; g++ {
		players := 4 + 2*(g%2)
		s, err := New(Config{Players: players, Seed: uint64(1000 + g), Sets: allSets})
		require.NoError(t, err)
		r := dice.New(uint64(g))
		for !s.Over() {
			buf = s.Legal(buf[:0])
			require.NoError(t, s.Apply(buf[r.Intn(len(buf))]))
			require.Empty(t, s.checkKeptCounts(), "game %d at %s", g, s.where())
			c := s.TileCounts()
			for p := 0; p < MaxPlayers; p++ {
				for i := 0; i < TilesInPlay; i++ {
					require.Equal(t, s.MilestoneCount(i, p), c.Milestones[i][p], "game %d milestone %d player %d", g, i, p)
					require.Equal(t, s.AwardCount(i, p), c.Awards[i][p], "game %d award %d player %d", g, i, p)
				}
			}
		}
		for p := 0; p < players; p++ {
			pl := &s.players[p]
			kinds += int(pl.nTagKinds)
			upgraded += int(pl.nUpgraded)
			resources += int(pl.resources)
		}
	}
	// The games reached what the kept counts count.
	require.Positive(t, kinds)
	require.Positive(t, upgraded)
	require.Positive(t, resources)
}

// TestCheckCatchesAWrongKeptCount: the invariant checker reports a kept
// count of kinds of tag, upgraded phase cards or resources on cards that
// is not a recount.
func TestCheckCatchesAWrongKeptCount(t *testing.T) {
	s := both(t)
	inPlay(t, s, 0, "12") // Birds: an animal card
	require.NoError(t, s.Check())
	for _, spoil := range []func(pl *player){
		func(pl *player) { pl.nTagKinds++ },
		func(pl *player) { pl.nUpgraded++ },
		func(pl *player) { pl.resources++ },
	} {
		c := *s
		spoil(&c.players[0])
		require.ErrorIs(t, c.Check(), ErrInvariant)
	}
}
