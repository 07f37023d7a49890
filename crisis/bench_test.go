package crisis_test

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
)

// benchGames plays b.N Crisis games of players heuristic (or random) bots
// at normal difficulty and reports games per second.
func benchGames(b *testing.B, players int, mk func(seed uint64) bot.Bot) {
	b.ReportAllocs()
	actions := 0
	bots := make([]bot.Bot, players)
	for p := range bots {
		bots[p] = mk(uint64(p))
	}
	bot.ShareTable(bots)
	s := new(crisis.State) // one state for every game, as a study's worker keeps
	for i := 0; i < b.N; i++ {
		playOut(b, s, players, uint64(i), bots, func(crisis.Action) { actions++ })
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// playOut plays a game of players seats at normal difficulty, seeded
// seed, to its end with bots (through play.Play, as studies do), in the
// state s points to, and calls each with every action applied.
func playOut(b *testing.B, s *crisis.State, players int, seed uint64, bots []bot.Bot, each func(crisis.Action)) {
	b.Helper()
	var err error
	if *s, err = crisis.New(crisis.Config{Players: players, Seed: seed, Difficulty: crisis.Normal}); err != nil {
		b.Fatal(err)
	}
	if err := bot.Play(s, bots, func(_ int, a crisis.Action, _ *crisis.State) { each(a) }); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkHeuristicGame1P: one heuristic bot, one full solo game per op.
func BenchmarkHeuristicGame1P(b *testing.B) {
	benchGames(b, 1, func(seed uint64) bot.Bot { return bot.NewHeuristic(seed) })
}

// BenchmarkHeuristicGame4P: four heuristic bots, one full game per op.
func BenchmarkHeuristicGame4P(b *testing.B) {
	benchGames(b, 4, func(seed uint64) bot.Bot { return bot.NewHeuristic(seed) })
}

// BenchmarkRandomGame4P: four random legal bots.
func BenchmarkRandomGame4P(b *testing.B) {
	benchGames(b, 4, func(seed uint64) bot.Bot { return bot.NewRandom(seed) })
}
