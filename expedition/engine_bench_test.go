package expedition_test

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
)

// heuristicGames plays n games configured by cfg (seeded 0 to n-1) with
// heuristic bots and returns each game's actions.
func heuristicGames(b *testing.B, cfg expedition.Config, n int) [][]expedition.Action {
	b.Helper()
	bots := make([]bot.Bot, cfg.Players)
	for p := range bots {
		bots[p] = bot.NewHeuristic(uint64(p))
	}
	games := make([][]expedition.Action, n)
	s := new(expedition.State)
	for g := range games {
		cfg.Seed = uint64(g)
		playOut(b, s, cfg, bots, func(a expedition.Action) { games[g] = append(games[g], a) })
	}
	return games
}

// BenchmarkEngineOfHeuristicGames replays recorded heuristic games without
// the bots: what the engine costs a heuristic game, the floor under
// BenchmarkHeuristicGame*. "apply" is New and Apply alone; "view+legal"
// adds the View and the legal actions every decision gives any bot.
func BenchmarkEngineOfHeuristicGames(b *testing.B) {
	configs := []struct {
		name string
		cfg  expedition.Config
	}{
		{"base-4p", expedition.Config{Players: 4}},
		{"discovery-4p", expedition.Config{Players: 4, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}}},
		{"allsets-6p", expedition.Config{Players: 6, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations}}},
	}
	for _, c := range configs {
		var games [][]expedition.Action // recorded when a benchmark of c first runs
		for _, decide := range []bool{false, true} {
			name := c.name + "/apply"
			if decide {
				name = c.name + "/view+legal"
			}
			b.Run(name, func(b *testing.B) {
				if games == nil {
					games = heuristicGames(b, c.cfg, 50)
					b.ResetTimer()
				}
				replayGames(b, c.cfg, games, decide)
			})
		}
	}
}

// replayGames replays games b.N times in turn; with decide, it also builds
// the mover's View and lists its legal actions before every action.
func replayGames(b *testing.B, cfg expedition.Config, games [][]expedition.Action, decide bool) {
	b.ReportAllocs()
	var v expedition.View
	legal := make([]expedition.Action, 0, 256)
	for i := 0; i < b.N; i++ {
		g := i % len(games)
		cfg.Seed = uint64(g)
		s, err := expedition.New(cfg)
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
