package bot

import (
	"fmt"
	"testing"
	"time"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/internal/cputime"
	"github.com/stretchr/testify/require"
)

// decisionViews returns the Views of seat 0 at its decisions with more
// than one legal action in a heuristic game of n players at normal
// difficulty.
func decisionViews(tb testing.TB, n int, seed uint64) []crisis.View {
	s, err := crisis.New(crisis.Config{Players: n, Seed: seed, Difficulty: crisis.Normal})
	require.NoError(tb, err)
	bots := make([]Bot, n)
	for p := range bots {
		bots[p] = NewHeuristic(seed*8 + uint64(p))
	}
	var views []crisis.View
	var v crisis.View
	for !s.Over() {
		p := s.ToMove()
		s.ViewInto(p, &v)
		if p == 0 && len(v.Legal(nil)) > 1 {
			views = append(views, v)
		}
		require.NoError(tb, s.Apply(act(bots[p], &v)))
	}
	return views
}

// benchmarkDecision searches the decisions of seat 0 in a heuristic game
// of n players, one per op, with the agent m:
// ns/op is the wall time of one decision; the iterations and decisions
// per second are reported, and the CPU time of a decision (run with -cpu
// 1: the search is single-threaded, and so is then the collector), the
// figure a loaded machine does not inflate.
func benchmarkDecision(b *testing.B, n int, m *MCTS) {
	views := decisionViews(b, n, 3)
	for i := range views[:min(len(views), 5)] { // warm the buffers
		act(m, &views[i])
	}
	b.ReportAllocs()
	b.ResetTimer()
	done, cpu := 0, cputime.Process()
	for i := 0; i < b.N; i++ {
		_, before := m.Searched()
		act(m, &views[i%len(views)])
		_, after := m.Searched()
		done += after - before
	}
	b.ReportMetric(float64(done)/b.Elapsed().Seconds(), "iter/s")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "decisions/s")
	if cpu > 0 {
		b.ReportMetric(float64(cputime.Process()-cpu)/float64(time.Millisecond)/float64(b.N), "cpu-ms/decision")
	}
}

// BenchmarkMCTSDecision1P: a default-budget decision of the UCT search
// ("uct") in a solo game.
func BenchmarkMCTSDecision1P(b *testing.B) { benchmarkDecision(b, 1, NewMCTS(0, 1)) }

// BenchmarkMCTSDecision2P: a default-budget decision of the UCT search in
// a 2-player game.
func BenchmarkMCTSDecision2P(b *testing.B) { benchmarkDecision(b, 2, NewMCTS(0, 1)) }

// BenchmarkMCTSDecision4P: a default-budget decision of the UCT search in
// a 4-player game.
func BenchmarkMCTSDecision4P(b *testing.B) { benchmarkDecision(b, 4, NewMCTS(0, 1)) }

// BenchmarkMCTSBudgets: the cost of a decision of the UCT search at the
// budgets of the sweep, at 1, 2 and 4 players.
func BenchmarkMCTSBudgets(b *testing.B) {
	for _, n := range []int{1, 2, 4} {
		for _, k := range []int{10, 25, 50, 100} {
			b.Run(fmt.Sprintf("players=%d/iterations=%d", n, k), func(b *testing.B) { benchmarkDecision(b, n, NewMCTS(k, 1)) })
		}
	}
}

// benchmarkGuidedDecision is benchmarkDecision of the search guided by
// the embedded weights at the default budget, in a game of n players.
func benchmarkGuidedDecision(b *testing.B, n int) {
	m, err := NewGuidedMCTS(GuidedMCTSConfig(0), DefaultWeights(), 1)
	require.NoError(b, err)
	benchmarkDecision(b, n, m)
}

// BenchmarkGuidedDecision1P: a guided search decision of a solo game, to
// set beside BenchmarkMCTSDecision1P (the UCT search's).
func BenchmarkGuidedDecision1P(b *testing.B) { benchmarkGuidedDecision(b, 1) }

// BenchmarkGuidedDecision2P: a guided search decision of a 2-player game,
// to set beside BenchmarkMCTSDecision2P.
func BenchmarkGuidedDecision2P(b *testing.B) { benchmarkGuidedDecision(b, 2) }

// BenchmarkGuidedDecision4P: a guided search decision of a 4-player game
// (the default search's at four players), to set beside
// BenchmarkMCTSDecision4P.
func BenchmarkGuidedDecision4P(b *testing.B) { benchmarkGuidedDecision(b, 4) }
