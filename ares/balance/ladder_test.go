package balance

import (
	"context"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/ladder"
	"github.com/stretchr/testify/require"
)

func runLadder(t *testing.T, mode ares.Mode, players int, games uint64) *ladder.Report {
	t.Helper()
	e, err := NewLadder(ares.MustDefaultRules(), mode, players, []string{"Terrans"})
	require.NoError(t, err)
	st, err := ladder.New(e, []string{"random", "heuristic"})
	require.NoError(t, err)
	s, err := sim.Run(context.Background(), sim.Config{Games: games, Seed: 3}, st)
	require.NoError(t, err)
	r, err := ladder.NewReport(s)
	require.NoError(t, err)
	return &r
}

// In a Team Match a bot plays both seats of its team: the heuristic team
// beats the random team. Were the teammates different bots, every team
// would hold one of each and the score would sit near 50%.
func TestLadderTeamsAreOneBotEach(t *testing.T) {
	r := runLadder(t, ares.Team, 0, 40)
	require.Equal(t, 2, r.Sides)
	require.Greater(t, *r.Matrix[1][0].Score, 0.8)
	require.Equal(t, int64(40), r.Matrix[1][0].Games)
}

// In a Free-For-All of two bots on three seats, every game has both bots
// (two seats against one) and the heuristic bot places above the random
// one in most.
func TestLadderFreeForAllMixesTwoBotsOnThreeSeats(t *testing.T) {
	r := runLadder(t, ares.FreeForAll, 3, 24)
	require.Equal(t, ladder.ModelPlackettLuce, r.Model)
	require.Equal(t, int64(24), r.Matrix[1][0].Games)
	require.Greater(t, *r.Matrix[1][0].Score, 0.7)
	require.Equal(t, "heuristic", r.Ratings[0].Name)
}

func TestNewLadderRefusesWrongPlayerCounts(t *testing.T) {
	_, err := NewLadder(ares.MustDefaultRules(), ares.Basic, 3, []string{"Terrans"})
	require.EqualError(t, err, "balance: the basic game is for 2 players, not 3")
	_, err = NewLadder(ares.MustDefaultRules(), ares.FreeForAll, 5, []string{"Terrans"})
	require.EqualError(t, err, "balance: a Free-For-All is for 3 or 4 players, not 5")
	_, err = NewLadder(ares.MustDefaultRules(), ares.Basic, 0, []string{"Terrans", "Terrans"})
	require.EqualError(t, err, "balance: faction Terrans given twice")
}

// A ladder with a search agent's seat (an Observer, shown every action by
// the game loop) gives the same report on one worker as on two: the agent's
// memory and its searches depend only on the game's seed.
func TestLadderWithTheSearchAgentIsTheSameOnAnyWorkers(t *testing.T) {
	run := func(workers int) ladder.Report {
		e, err := NewLadder(ares.MustDefaultRules(), ares.Basic, 0, []string{"Terrans", "Kahoum"})
		require.NoError(t, err)
		st, err := ladder.New(e, []string{"heuristic", "mcts:8"})
		require.NoError(t, err)
		s, err := sim.Run(context.Background(), sim.Config{Games: 12, Seed: 5, Workers: workers}, st)
		require.NoError(t, err)
		r, err := ladder.NewReport(s)
		require.NoError(t, err)
		return r
	}
	one := run(1)
	require.Equal(t, int64(12), one.Matrix[1][0].Games)
	require.Equal(t, one, run(2))
}
