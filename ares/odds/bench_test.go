package odds

import (
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/cputime"
	"github.com/aresim/aresim/internal/dice"
)

// toughVsShield is the exact-odds benchmark battle: one Force of four Tough
// units against one Force of four units with a shield.
func toughVsShield(t testing.TB) *Setup {
	tough := force(ares.Armor, 3, 3, 3, 3, 3, 4)
	tough.Tough = true
	shielded := force(ares.Infantry, 3, 3, 3, 3, 3, 4)
	shielded.Shield = 1
	return setup(t, ares.BattleConfig{Kind: ares.FrontierBattle}, []ares.ForceSpec{tough}, []ares.ForceSpec{shielded}, nil, Tactics{})
}

func oneEach(t testing.TB) *Setup {
	return setup(t, ares.BattleConfig{Kind: ares.FrontierBattle},
		[]ares.ForceSpec{force(ares.Infantry, 3, 2, 2, 2, 2, 3)}, []ares.ForceSpec{force(ares.Infantry, 3, 2, 2, 2, 2, 3)}, nil, Tactics{})
}

func threeEach(t testing.TB) *Setup {
	a := []ares.ForceSpec{force(ares.Infantry, 3, 2, 1, 0, 1, 3), force(ares.Armor, 2, 3, 3, 1, 4, 2), force(ares.Air, 5, 1, 2, 1, 1, 2)}
	d := []ares.ForceSpec{force(ares.Infantry, 3, 2, 2, 0, 1, 3), force(ares.Armor, 2, 3, 4, 0, 4, 2), force(ares.Air, 3, 3, 3, 2, 3, 2)}
	a[1].Tough = true
	d[2].Shield = 1
	return setup(t, ares.BattleConfig{Kind: ares.FrontierBattle}, a, d, nil, Tactics{})
}

func BenchmarkExactToughVsShield(b *testing.B) {
	s := toughVsShield(b)
	b.ReportAllocs()
	var states int
	for b.Loop() {
		res, err := Exact(s, Options{NoRetreatTable: true})
		if err != nil {
			b.Fatal(err)
		}
		states = res.States
	}
	b.ReportMetric(float64(states), "states")
}

func BenchmarkExactToughVsShieldWithTable(b *testing.B) {
	s := toughVsShield(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Exact(s, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// benchSimulate plays b.N battles on one goroutine and reports battles per
// second.
func benchSimulate(b *testing.B, s *Setup, table bool) {
	start := s.Start
	newDecider(s.Tactics).prepare(&start)
	sim := &simulator{dec: newDecider(s.Tactics), table: table}
	t := newTally(&s.Start, maxUnits(&s.Start))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sim.play(&start, dice.Derive(1, uint64(i)), t)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "battles/s")
}

func BenchmarkMonteCarloOneForceEach(b *testing.B)    { benchSimulate(b, oneEach(b), false) }
func BenchmarkMonteCarloThreeForcesEach(b *testing.B) { benchSimulate(b, threeEach(b), false) }
func BenchmarkMonteCarloOneForceEachWithTable(b *testing.B) {
	benchSimulate(b, oneEach(b), true)
}

// runBattles is the length of a benchmarked Monte Carlo run.
const runBattles = 20_000

// benchRun plays whole Monte Carlo runs (MonteCarlo: the battles, their
// seeding, the workers and the merging of their sums, the retreat table
// included) and reports battles per second, and the CPU time per battle,
// which depends less on what else the machine runs.
func benchRun(b *testing.B, s *Setup, workers int) {
	opt := Options{Battles: runBattles, Seed: 1, Workers: workers}
	b.ReportAllocs()
	cpu := cputime.Process()
	for b.Loop() {
		if _, err := MonteCarlo(s, opt); err != nil {
			b.Fatal(err)
		}
	}
	battles := float64(b.N) * runBattles
	b.ReportMetric(battles/b.Elapsed().Seconds(), "battles/s")
	if used := cputime.Process() - cpu; used > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/battles, "cpu-ns/battle")
	}
}

func BenchmarkMonteCarloRunOneForceEach(b *testing.B)    { benchRun(b, oneEach(b), 1) }
func BenchmarkMonteCarloRunThreeForcesEach(b *testing.B) { benchRun(b, threeEach(b), 1) }
func BenchmarkMonteCarloRunOneForceEachTwoWorkers(b *testing.B) {
	benchRun(b, oneEach(b), 2)
}
