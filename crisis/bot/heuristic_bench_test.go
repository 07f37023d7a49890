package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
)

// benchmarkHeuristicGames plays a game of n heuristic bots at difficulty d
// per op (seeds 1, 2, ...) and reports the cost of one decision: the
// game's time, engine included, over its actions.
func benchmarkHeuristicGames(b *testing.B, n int, d crisis.Difficulty) {
	decisions := 0
	var rec crisis.Record
	for i := 0; i < b.N; i++ {
		s, err := crisis.New(crisis.Config{Players: n, Seed: uint64(i + 1), Difficulty: d})
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]Bot, n)
		for p := range bots {
			bots[p] = NewHeuristic(uint64(i*8 + p))
		}
		rec.Actions = rec.Actions[:0]
		if err := Play(&s, bots, Recording(&rec)); err != nil {
			b.Fatal(err)
		}
		decisions += len(rec.Actions)
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(decisions, 1)), "ns/decision")
}

// BenchmarkHeuristicDecision4P is the cost of a decision of four heuristic
// bots at normal difficulty.
func BenchmarkHeuristicDecision4P(b *testing.B) { benchmarkHeuristicGames(b, 4, crisis.Normal) }

// BenchmarkHeuristicDecision1P is the same solo.
func BenchmarkHeuristicDecision1P(b *testing.B) { benchmarkHeuristicGames(b, 1, crisis.Normal) }
