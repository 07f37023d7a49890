package learn_test

import (
	"context"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/learn"
	"github.com/stretchr/testify/require"
)

// TestRoundsFitTogether: the data of two rounds of Nim fits weights that
// name the latest round and the games and positions of both, the same in
// either order, holding out every tenth game of each round; one round
// alone fits as FitRound does. A round given twice, a partial round and a
// round of another training are refused.
func TestRoundsFitTogether(t *testing.T) {
	setup := nimSetup()
	ctx := context.Background()
	r1, err := learn.NewRound(setup, 1, nil).Gather(ctx, sim.Config{Games: 200, Seed: 1})
	require.NoError(t, err)
	w1, st1, err := learn.FitRound(setup, r1, 1, learn.FitConfig{})
	require.NoError(t, err)
	r2, err := learn.NewRound(setup, 2, w1).Gather(ctx, sim.Config{Games: 100, Seed: 2})
	require.NoError(t, err)
	_, st2, err := learn.FitRound(setup, r2, 2, learn.FitConfig{})
	require.NoError(t, err)

	alone, _, err := learn.FitRounds(setup, []sim.Summary[*learn.Dataset]{r1}, learn.FitConfig{})
	require.NoError(t, err)
	require.Equal(t, w1, alone, "one round fits as FitRound")

	both, st, err := learn.FitRounds(setup, []sim.Summary[*learn.Dataset]{r1, r2}, learn.FitConfig{})
	require.NoError(t, err)
	require.Equal(t, 2, both.Trained.Rounds)
	require.Equal(t, 300, both.Trained.Games)
	require.Equal(t, r1.Acc.Positions()+r2.Acc.Positions(), both.Trained.Positions)
	require.Equal(t, st1.HeldOut+st2.HeldOut, st.HeldOut, "every tenth game of each round is held out")
	require.NotEqual(t, w1.Hash(), both.Hash())
	swapped, _, err := learn.FitRounds(setup, []sim.Summary[*learn.Dataset]{r2, r1}, learn.FitConfig{})
	require.NoError(t, err)
	require.Equal(t, both, swapped, "the order of the rounds changes nothing")

	part, err := learn.NewRound(setup, 2, w1).Gather(ctx, sim.Config{Games: 100, Seed: 2, Shard: sim.Shard{Index: 0, Count: 2}})
	require.NoError(t, err)
	other := nimSetup()
	other.Config = "nim, another training"
	foreign, err := learn.NewRound(other, 2, w1).Gather(ctx, sim.Config{Games: 20, Seed: 2})
	require.NoError(t, err)
	for name, rounds := range map[string][]sim.Summary[*learn.Dataset]{
		"none":             nil,
		"a round twice":    {r1, r1},
		"a partial round":  {r1, part},
		"another training": {r1, foreign},
	} {
		_, _, err := learn.FitRounds(setup, rounds, learn.FitConfig{})
		require.ErrorIs(t, err, learn.ErrFit, name)
	}
}
