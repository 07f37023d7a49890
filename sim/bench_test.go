package sim_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/internal/simtest"
	"github.com/aresim/aresim/sim"
)

// BenchmarkHarnessOverhead runs a game that does nothing but count
// itself, so ns/op is the harness's own cost per game: seed derivation,
// the call to Play, blocks, accumulators and merging.
func BenchmarkHarnessOverhead(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			s, err := sim.Run(context.Background(), sim.Config{Games: uint64(b.N), Seed: 1, Workers: workers}, simtest.Trivial{})
			if err != nil || s.Acc.Games != int64(b.N) {
				b.Fatalf("played %d of %d games: %v", s.Acc.Games, b.N, err)
			}
		})
	}
}

// BenchmarkPlainLoop is the floor BenchmarkHarnessOverhead is measured
// against: the same games played in a plain loop, with only the seed
// derivation and the call.
func BenchmarkPlainLoop(b *testing.B) {
	var g sim.Game[*simtest.TrivialAcc] = simtest.Trivial{}
	acc := g.NewAccumulator()
	for i := range uint64(b.N) {
		if err := g.Play(i, dice.Derive(1, i), acc); err != nil {
			b.Fatal(err)
		}
	}
}

// scalingSpin makes a Race game cost about as much CPU as a Basic Game of
// The Ares Project (tens of microseconds).
const scalingSpin = 20000

// BenchmarkWorkerScaling plays a CPU-bound game on 1 and 2 workers; the
// ratio of their ns/op is the speed-up.
func BenchmarkWorkerScaling(b *testing.B) {
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			s, err := sim.Run(context.Background(), sim.Config{Games: uint64(b.N), Seed: 1, Workers: workers}, simtest.Race{Spin: scalingSpin})
			if err != nil || s.Games != uint64(b.N) {
				b.Fatalf("played %d of %d games: %v", s.Games, b.N, err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// BenchmarkRaceGame is the cost of one CPU-bound game played alone,
// without the harness.
func BenchmarkRaceGame(b *testing.B) {
	g := simtest.Race{Spin: scalingSpin}
	acc := g.NewAccumulator()
	for i := range uint64(b.N) {
		_ = g.Play(i, dice.Derive(1, i), acc)
	}
}

// BenchmarkGameSeeds measures what seeding costs a game of four seats: its
// engine's seed and four bot seeds, derived one way (SHA-256) from the
// game's seed. ns/op is per game; compare it with a game's cost in the
// engines' benchmarks (ares/bot's BenchmarkHeuristicFreeForAll4 plays one).
func BenchmarkGameSeeds(b *testing.B) {
	var sink uint64
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		seed := dice.Derive(1, uint64(i))
		sink ^= sim.EngineSeed(seed)
		for p := 0; p < 4; p++ {
			sink ^= sim.BotSeed(seed, p)
		}
	}
	if sink == 0 {
		b.Log("all seeds cancelled out")
	}
}
