package crisis_test

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
)

// heuristicGames plays n games of players heuristic bots at normal
// difficulty (seeded 0 to n-1) and returns each game's actions.
func heuristicGames(b *testing.B, players, n int) [][]crisis.Action {
	b.Helper()
	bots := make([]bot.Bot, players)
	for p := range bots {
		bots[p] = bot.NewHeuristic(uint64(p))
	}
	bot.ShareTable(bots)
	games := make([][]crisis.Action, n)
	s := new(crisis.State)
	for g := range games {
		playOut(b, s, players, uint64(g), bots, func(a crisis.Action) { games[g] = append(games[g], a) })
	}
	return games
}

// BenchmarkEngineOfHeuristicGames replays recorded heuristic games without
// the bots: what the engine costs a heuristic game, the floor under
// BenchmarkHeuristicGame*. "apply" is New and Apply alone; "view+legal"
// adds the View and the legal actions every decision gives any bot.
func BenchmarkEngineOfHeuristicGames(b *testing.B) {
	for _, players := range []int{1, 4} {
		var games [][]crisis.Action // recorded when a benchmark of this count first runs
		for _, decide := range []bool{false, true} {
			name := fmt.Sprintf("%dp/apply", players)
			if decide {
				name = fmt.Sprintf("%dp/view+legal", players)
			}
			b.Run(name, func(b *testing.B) {
				if games == nil {
					games = heuristicGames(b, players, 50)
					b.ResetTimer()
				}
				replayGames(b, players, games, decide)
			})
		}
	}
}

// replayGames replays games b.N times in turn; with decide, it also builds
// the mover's View and lists its legal actions before every action.
func replayGames(b *testing.B, players int, games [][]crisis.Action, decide bool) {
	b.ReportAllocs()
	legal := make([]crisis.Action, 0, 256)
	var v crisis.View
	for i := 0; i < b.N; i++ {
		g := i % len(games)
		s, err := crisis.New(crisis.Config{Players: players, Seed: uint64(g), Difficulty: crisis.Normal})
		if err != nil {
			b.Fatal(err)
		}
		for _, a := range games[g] {
			if decide {
				s.ViewInto(s.ToMove(), &v)
				legal = v.Legal(legal[:0])
			}
			if err := s.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
		if !s.Over() {
			b.Fatal("a replayed game did not end")
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
