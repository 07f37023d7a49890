package expedition_test

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
)

// benchGames plays b.N four-player base games with bots made by mk and
// reports games per second and actions per game.
func benchGames(b *testing.B, mk func(seed uint64) bot.Bot) {
	benchGamesOf(b, expedition.Config{Players: 4}, mk)
}

// benchGamesOf plays b.N games configured by cfg (seeded 0, 1, ...) with
// bots made by mk and reports games per second and actions per game.
func benchGamesOf(b *testing.B, cfg expedition.Config, mk func(seed uint64) bot.Bot) {
	b.ReportAllocs()
	actions := 0
	bots := make([]bot.Bot, cfg.Players)
	for p := range bots {
		bots[p] = mk(uint64(p))
	}
	s := new(expedition.State) // one state for every game, as a study's worker keeps
	for i := 0; i < b.N; i++ {
		cfg.Seed = uint64(i)
		playOut(b, s, cfg, bots, func(expedition.Action) { actions++ })
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// playOut plays the game configured by cfg to its end with bots (through
// play.Play, as studies do), in the state s points to, and calls each with
// every action applied.
func playOut(b *testing.B, s *expedition.State, cfg expedition.Config, bots []bot.Bot, each func(expedition.Action)) {
	b.Helper()
	var err error
	if *s, err = expedition.New(cfg); err != nil {
		b.Fatal(err)
	}
	if err := bot.Play(s, bots, func(_ int, a expedition.Action, _ *expedition.State) { each(a) }); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkHeuristicGame4P: four heuristic bots, one full game per op.
func BenchmarkHeuristicGame4P(b *testing.B) {
	benchGames(b, func(seed uint64) bot.Bot { return bot.NewHeuristic(seed) })
}

// BenchmarkHeuristicGameDiscovery4P: four heuristic bots, base and
// Discovery (awards and milestones, upgraded phase cards), one full game per
// op.
func BenchmarkHeuristicGameDiscovery4P(b *testing.B) {
	benchGamesOf(b, expedition.Config{Players: 4, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}},
		func(seed uint64) bot.Bot { return bot.NewHeuristic(seed) })
}

// BenchmarkHeuristicGameAllSets6P: six heuristic bots, every set (the
// infrastructure track on, the default at six), one full game per op.
func BenchmarkHeuristicGameAllSets6P(b *testing.B) {
	benchGamesOf(b, expedition.Config{Players: 6, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations}},
		func(seed uint64) bot.Bot { return bot.NewHeuristic(seed) })
}

// BenchmarkRandomGame4P: four random legal bots, one full game per op.
func BenchmarkRandomGame4P(b *testing.B) {
	benchGames(b, func(seed uint64) bot.Bot { return bot.NewRandom(seed) })
}

// BenchmarkApply measures Legal plus Apply of a random legal action in
// steady state (whole games, restarted when over); it must not allocate.
func BenchmarkApply(b *testing.B) {
	b.ReportAllocs()
	buf := make([]expedition.Action, 0, 256)
	seed := uint64(0)
	s, _ := expedition.New(expedition.Config{Players: 4, Seed: seed})
	var x uint64 = 1
	for i := 0; i < b.N; i++ {
		if s.Over() {
			seed++
			s, _ = expedition.New(expedition.Config{Players: 4, Seed: seed})
		}
		buf = s.Legal(buf[:0])
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		if err := s.Apply(buf[x%uint64(len(buf))]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNew measures starting a game (shuffles and deals).
func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheck measures the invariant checker.
func BenchmarkCheck(b *testing.B) {
	s, _ := expedition.New(expedition.Config{Players: 4, Seed: 1})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if err := s.Check(); err != nil {
			b.Fatal(err)
		}
	}
}
