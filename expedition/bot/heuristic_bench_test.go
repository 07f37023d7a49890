package bot

import (
	"testing"
	"time"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/cputime"
	"github.com/aresim/aresim/sim/play"
	"github.com/stretchr/testify/require"
)

// seatView is the View of one seat at one of its decisions.
type seatView struct {
	seat int
	v    expedition.View
}

// heuristicDecisions returns, in the order of play, the Views of every
// decision with more than one legal action in games between heuristic
// bots of configuration cfg seeded 1 to games.
func heuristicDecisions(tb testing.TB, cfg expedition.Config, games int) [][]seatView {
	var out [][]seatView
	for g := 1; g <= games; g++ {
		cfg.Seed = uint64(g)
		s, err := expedition.New(cfg)
		require.NoError(tb, err)
		var views []seatView
		look := func(v *expedition.View, legal []expedition.Action) (expedition.Action, bool) {
			if len(legal) > 1 {
				views = append(views, seatView{v.Player(), *v})
			}
			return expedition.Action{}, false
		}
		bots := heuristics(cfg.Players, uint64(g))
		for p := range bots {
			bots[p] = play.Overrule[expedition.View, expedition.Observation](bots[p], look)
		}
		require.NoError(tb, Play(&s, bots))
		out = append(out, views)
	}
	return out
}

// benchmarkHeuristicDecision scores the decisions of heuristic games of
// configuration cfg, one per op, each seat's with a bot of its own in the
// order of play: ns/op is the cost of one decision (Legal and Scores, all
// that Act does besides picking the best), and cpu-us/decision the CPU
// time of one (a figure a loaded machine does not inflate).
func benchmarkHeuristicDecision(b *testing.B, cfg expedition.Config) {
	games := heuristicDecisions(b, cfg, 2)
	bots := make([][]*Heuristic, len(games))
	for g := range bots {
		bots[g] = make([]*Heuristic, cfg.Players)
		for p := range bots[g] {
			bots[g][p] = NewHeuristic(uint64(g*cfg.Players + p))
		}
	}
	var legal []expedition.Action
	var scores []float64
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cputime.Process()
	g, i := 0, 0
	for n := 0; n < b.N; n++ {
		d := &games[g][i]
		legal = d.v.Legal(legal[:0])
		scores = bots[g][d.seat].Scores(&d.v, legal, scores[:0])
		if i++; i == len(games[g]) {
			g, i = (g+1)%len(games), 0
		}
	}
	if cpu > 0 {
		b.ReportMetric(float64(cputime.Process()-cpu)/float64(time.Microsecond)/float64(b.N), "cpu-us/decision")
	}
}

// BenchmarkHeuristicDecision4P: one decision of a four-player base game.
func BenchmarkHeuristicDecision4P(b *testing.B) {
	benchmarkHeuristicDecision(b, expedition.Config{Players: 4})
}

// BenchmarkHeuristicDecisionDiscovery4P: one decision of a four-player
// game with base and Discovery (upgraded phase cards, awards and
// milestones).
func BenchmarkHeuristicDecisionDiscovery4P(b *testing.B) {
	benchmarkHeuristicDecision(b, expedition.Config{Players: 4, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}})
}
