package balance

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// The study gives the same summary on one worker and on two, and its
// shards merge into the whole run.
func TestDeterministicAndShards(t *testing.T) {
	g := Game{Players: []int{1, 3}, Difficulties: []crisis.Difficulty{crisis.Beginner, crisis.Expert}}
	one, err := sim.Run(context.Background(), sim.Config{Games: 64, Seed: 5, Workers: 1}, g)
	require.NoError(t, err)
	two, err := sim.Run(context.Background(), sim.Config{Games: 64, Seed: 5, Workers: 2}, g)
	require.NoError(t, err)
	a, _ := json.Marshal(one.Acc)
	b, _ := json.Marshal(two.Acc)
	require.JSONEq(t, string(a), string(b))
	require.Equal(t, int64(64), sum(one.Acc))
	// Card statistics: every game counted once, every play in one round.
	require.Equal(t, int64(64), one.Acc.Games.Trials)
	var wins int64
	for _, r := range one.Acc.Cells.Rates() {
		wins += r.Successes
	}
	require.Equal(t, wins*sim.ShareUnit, one.Acc.Games.Units)
	var played, byRound int64
	for i, c := range one.Acc.Played.All() {
		require.LessOrEqual(t, c.Trials, int64(64), "a card is played at most once a game")
		played += c.Trials
		for j := range one.Acc.PlayedRound.Cols() {
			byRound += one.Acc.PlayedRound.At(i, j).Trials
		}
	}
	require.Equal(t, played, byRound)
	require.Greater(t, played, int64(64))
	var parts []sim.Input
	for i := uint64(0); i < 2; i++ {
		s, err := sim.Run(context.Background(), sim.Config{Games: 64, Seed: 5, Shard: sim.Shard{Index: i, Count: 2}}, g)
		require.NoError(t, err)
		var buf bytes.Buffer
		require.NoError(t, sim.WriteSummary(&buf, s))
		parts = append(parts, sim.Input{Name: "shard", R: bytes.NewReader(buf.Bytes())})
	}
	reg := sim.NewRegistry()
	sim.Register(reg, Name, sim.Outputs[*Acc]{Report: WriteReport, Plot: WritePlot})
	merged, err := reg.Merge(parts...)
	require.NoError(t, err)
	var whole, joined bytes.Buffer
	require.NoError(t, WriteReport(&whole, one, sim.ReportOptions{Format: sim.FormatCSV}))
	require.NoError(t, merged.Report(&joined, sim.ReportOptions{Format: sim.FormatCSV}))
	require.Equal(t, whole.String(), joined.String())
	for _, f := range []sim.Format{sim.FormatTable, sim.FormatJSON} {
		var out bytes.Buffer
		require.NoError(t, WriteReport(&out, one, sim.ReportOptions{Format: f}))
		require.Contains(t, out.String(), "3p expert")
	}
}

func sum(a *Acc) int64 {
	n := int64(0)
	for _, r := range a.Cells.Rates() {
		n += r.Trials
	}
	return n
}

// The Crisis ladder with the search agent, in both its forms (the
// default "mcts" is the UCT search solo and the guided search at three
// players), gives the same summary on one worker and on two, and so does
// a balance study of either.
func TestLadderWithTheSearchAgentIsDeterministic(t *testing.T) {
	l := Ladder{Tiers: []string{"heuristic", "mcts:4", "uct:4"}, Study: Game{Players: []int{1, 3}, Difficulties: []crisis.Difficulty{crisis.Normal}}}
	st, err := l.Coop()
	require.NoError(t, err)
	one, err := sim.Run(context.Background(), sim.Config{Games: 12, Seed: 3, Workers: 1}, st)
	require.NoError(t, err)
	two, err := sim.Run(context.Background(), sim.Config{Games: 12, Seed: 3, Workers: 2}, st)
	require.NoError(t, err)
	a, _ := json.Marshal(one.Acc)
	b, _ := json.Marshal(two.Acc)
	require.JSONEq(t, string(a), string(b))
	for _, bot := range []string{"mcts:4", "uct:4"} {
		g := Game{Players: []int{3}, Difficulties: []crisis.Difficulty{crisis.Expert}, Bot: bot}
		s1, err := sim.Run(context.Background(), sim.Config{Games: 4, Seed: 8, Workers: 1}, g)
		require.NoError(t, err)
		s2, err := sim.Run(context.Background(), sim.Config{Games: 4, Seed: 8, Workers: 2}, g)
		require.NoError(t, err)
		a, _ = json.Marshal(s1.Acc)
		b, _ = json.Marshal(s2.Acc)
		require.JSONEq(t, string(a), string(b), bot)
	}
}
