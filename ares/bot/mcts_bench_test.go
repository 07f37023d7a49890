package bot

import (
	"strconv"
	"testing"
	"time"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/cputime"
)

// decisionPoint is a decision of a game as the deciding seat knew it.
type decisionPoint struct {
	view   ares.State
	memory ares.Memory
	legal  []ares.Action
}

// decisionPoints collects the decisions with a choice of seat 0 in games
// Basic Games between heuristic bots, with seat 0's Memory at each.
func decisionPoints(b *testing.B, cfg ares.Config, games int) []decisionPoint {
	rules := ares.MustDefaultRules()
	var points []decisionPoint
	for g := 0; g < games; g++ {
		s, err := ares.NewGame(rules, cfg, uint64(g))
		if err != nil {
			b.Fatal(err)
		}
		var mem ares.Memory
		var obs ares.State
		s.ObservationInto(0, &obs)
		mem.Observe(&obs)
		bots := make([]Bot, len(cfg.Factions))
		for p := range bots {
			bots[p] = NewHeuristic(uint64(g*8 + p))
		}
		for !s.Over() {
			legal := s.Legal(nil)
			p := s.ToMove()
			v := s.View(p)
			if p == 0 && len(legal) > 1 {
				points = append(points, decisionPoint{view: v, memory: mem, legal: legal})
			}
			if err := s.Apply(bots[p].Choose(&v, legal)); err != nil {
				b.Fatal(err)
			}
			s.ObservationInto(0, &obs)
			mem.Observe(&obs)
		}
	}
	return points
}

// benchDecisions searches the decisions of points in turn with an agent
// of settings cfg, and reports decisions and iterations per second (wall
// time) and the process's CPU time per decision and per searched decision
// (those not taken by the battle tactics): figures a loaded machine does
// not inflate.
func benchDecisions(b *testing.B, cfg MCTSConfig, points []decisionPoint) {
	m, err := NewMCTSWith(cfg, 1)
	if err != nil {
		b.Fatal(err)
	}
	iterations, searched := 0, 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cputime.Process()
	for i := 0; i < b.N; i++ {
		pt := &points[i%len(points)]
		m.seat.memory = pt.memory
		m.Choose(&pt.view, pt.legal)
		if it := m.Stats().Iterations; it > 0 {
			iterations += it
			searched++
		}
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/sec, "decisions/s")
	b.ReportMetric(float64(iterations)/sec, "iter/s")
	b.ReportMetric(sec*1e9/float64(max(iterations, 1)), "ns/iter")
	if cpu > 0 {
		ms := float64(cputime.Process()-cpu) / float64(time.Millisecond)
		b.ReportMetric(ms/float64(b.N), "cpu-ms/decision")
		b.ReportMetric(ms/float64(max(searched, 1)), "cpu-ms/searched")
		b.ReportMetric(float64(iterations)/ms*1000, "iter/cpu-s")
	}
}

// BenchmarkMCTSDecisionBasic: a default-budget decision of the search
// agent in Basic Games (every decision of one seat with more than one
// legal action, in 20 heuristic games).
func BenchmarkMCTSDecisionBasic(b *testing.B) {
	benchDecisions(b, MCTSConfig{}, decisionPoints(b, basic, 20))
}

// BenchmarkMCTSDecisionFull: the same in two-player Full Games.
func BenchmarkMCTSDecisionFull(b *testing.B) {
	benchDecisions(b, MCTSConfig{}, decisionPoints(b, modeConfigs[1], 10))
}

// BenchmarkMCTSDecisionFreeForAll4: the same in four-player Free-For-Alls.
func BenchmarkMCTSDecisionFreeForAll4(b *testing.B) {
	benchDecisions(b, MCTSConfig{}, decisionPoints(b, modeConfigs[3], 5))
}

// benchBudgets are the budgets of the strength sweep (docs/search.md).
var benchBudgets = []int{25, 50, 100, 200, 400}

// BenchmarkMCTSBudgetBasic: a decision at each budget of the sweep, in
// the Basic Games of BenchmarkMCTSDecisionBasic.
func BenchmarkMCTSBudgetBasic(b *testing.B) {
	points := decisionPoints(b, basic, 20)
	for _, n := range benchBudgets {
		b.Run(strconv.Itoa(n), func(b *testing.B) { benchDecisions(b, MCTSConfig{Iterations: n}, points) })
	}
}

// BenchmarkMCTSBudgetFull: the same in the Full Games of
// BenchmarkMCTSDecisionFull.
func BenchmarkMCTSBudgetFull(b *testing.B) {
	points := decisionPoints(b, modeConfigs[1], 10)
	for _, n := range benchBudgets {
		b.Run(strconv.Itoa(n), func(b *testing.B) { benchDecisions(b, MCTSConfig{Iterations: n}, points) })
	}
}

// BenchmarkGuidedDecisionBasic: a decision of the search guided by the
// default weights, at each budget, in the Basic Games of
// BenchmarkMCTSDecisionBasic: to set beside its UCT decision.
func BenchmarkGuidedDecisionBasic(b *testing.B) {
	points := decisionPoints(b, basic, 20)
	for _, n := range []int{60, 100, 200, 400} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			benchDecisions(b, MCTSConfig{Iterations: n, Guide: DefaultWeights()}, points)
		})
	}
}
