package bot_test

import (
	"context"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/balance"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/learn"
	"github.com/stretchr/testify/require"
)

// TestTeamMatchIsTheTeamsWinRate: the heuristic team's match counts, game
// for game, the wins the balance study counts for the heuristic team on
// the same seeds, and the learned team's match plays the same number of
// games, none drawn (Crisis is won or lost).
func TestTeamMatchIsTheTeamsWinRate(t *testing.T) {
	const games = 24
	c := bot.TrainConfig{Players: []int{4}, Difficulties: []crisis.Difficulty{crisis.Normal}, Iterations: 8}
	cfg := sim.Config{Games: games, Seed: 9, Workers: 1}
	heur, err := sim.Run(context.Background(), cfg, sim.Game[*learn.MatchResult](c.HeuristicTeam()))
	require.NoError(t, err)
	study, err := sim.Run(context.Background(), cfg, sim.Game[*balance.Acc](balance.Game{Players: []int{4}, Difficulties: []crisis.Difficulty{crisis.Normal}}))
	require.NoError(t, err)
	want := study.Acc.Cells.Rates()[0]
	require.Equal(t, int64(games), want.Trials)
	require.Equal(t, want, heur.Acc.Wins)
	require.Zero(t, heur.Acc.Draws)
	require.Positive(t, want.Successes, "the heuristic team wins some games at 4 players, normal")

	learned, err := sim.Run(context.Background(), cfg, sim.Game[*learn.MatchResult](c.Mirror(bot.DefaultWeights())))
	require.NoError(t, err)
	require.Equal(t, int64(games), learned.Acc.Wins.Trials)
	require.Zero(t, learned.Acc.Draws)
}
