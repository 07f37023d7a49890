package balance

import (
	"context"
	"strings"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// A study of the learned tier names its weights in the fingerprint, so
// that shards played with other weights refuse to merge; a tier without
// a definition is named as before.
func TestLearnedStudyFingerprintNamesTheWeights(t *testing.T) {
	hash := bot.DefaultWeights().Hash()
	g := Game{Players: []int{1}, Difficulties: []crisis.Difficulty{crisis.Beginner}, Bot: "learned"}
	require.Equal(t, "players=1 difficulties=beginner bots=learned (weights "+hash+") corporations=bots cards=base", g.Fingerprint())
	h := g
	h.Bot = ""
	require.Equal(t, "players=1 difficulties=beginner bots=heuristic corporations=bots cards=base", h.Fingerprint())

	shard := func(i uint64) sim.Summary[*Acc] {
		s, err := sim.Run(context.Background(), sim.Config{Games: 4, Seed: 9, Shard: sim.Shard{Index: i, Count: 2}}, g)
		require.NoError(t, err)
		return s
	}
	// The second shard as a build embedding other weights records it.
	other := *bot.DefaultWeights()
	other.Trained.Seed++
	require.NotEqual(t, hash, other.Hash())
	elsewhere := shard(1)
	elsewhere.Fingerprint = strings.Replace(elsewhere.Fingerprint, hash, other.Hash(), 1)
	require.Contains(t, elsewhere.Fingerprint, "bots=learned (weights "+other.Hash()+")")
	_, err := sim.MergeSummaries(shard(0), elsewhere)
	require.ErrorIs(t, err, sim.ErrMismatch)
	merged, err := sim.MergeSummaries(shard(0), shard(1))
	require.NoError(t, err)
	require.Equal(t, uint64(4), merged.Games)
}

// The Crisis ladder names its tiers by their definitions, and its setup
// leaves out the study's bot, definition and all.
func TestLadderFingerprintNamesTheWeights(t *testing.T) {
	hash := bot.DefaultWeights().Hash()
	l := Ladder{Tiers: []string{"heuristic", "learned"}, Study: Game{Players: []int{2}, Difficulties: []crisis.Difficulty{crisis.Normal}, Bot: "learned"}}
	require.Equal(t, "players=2 difficulties=normal corporations=bots cards=base", l.Setup())
	c, err := l.Coop()
	require.NoError(t, err)
	require.Equal(t, "players=2 difficulties=normal corporations=bots cards=base tiers=heuristic,learned (weights "+hash+")", c.Fingerprint())
}
