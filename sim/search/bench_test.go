package search_test

import (
	"testing"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// benchDecisions runs b.N decisions of iterations each and reports the
// iterations per second. The search is warmed up first, so allocs/op is
// what a decision allocates in a long study (zero).
func benchDecisions[S any, A comparable](b *testing.B, g search.Game[S, A], cfg search.Config, det search.Determinizer[S], legal []A) {
	m, err := search.New(g, cfg)
	if err != nil {
		b.Fatal(err)
	}
	for i := range 4 {
		if _, err := m.Choose(det, legal, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := m.Choose(det, legal, uint64(i%4)); err != nil {
			b.Fatal(err)
		}
	}
	iters := float64(b.N) * float64(m.Config().Iterations)
	b.ReportMetric(iters/b.Elapsed().Seconds(), "iter/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/iters, "ns/iter")
}

const benchIterations = 1000

func BenchmarkNim(b *testing.B) {
	benchDecisions[toy.NimState, toy.NimTake](b, toy.Nim{}, search.Config{Iterations: benchIterations},
		&toy.Open[toy.NimState]{State: toy.NewNim(21, 2)}, []toy.NimTake{1, 2, 3})
}

func BenchmarkTicTacToe(b *testing.B) {
	s := toy.NewTicTacToe()
	benchDecisions[toy.TicTacToeState, toy.Cell](b, toy.TicTacToe{}, search.Config{Iterations: benchIterations},
		&toy.Open[toy.TicTacToeState]{State: s}, toy.TicTacToe{}.Legal(&s, nil))
}

// BenchmarkTrick is a hidden-information decision: a determinization per
// iteration and a tree per seat (the Trick adapter is an Observer).
func BenchmarkTrick(b *testing.B) {
	s := toy.NewTrick(1)
	view := s.View(0)
	benchDecisions[toy.TrickState, toy.TrickCard](b, toy.Trick{}, search.Config{Iterations: benchIterations},
		&toy.TrickDeterminizer{View: view}, toy.Trick{}.Legal(&view, nil))
}

func BenchmarkTrickSingleTree(b *testing.B) {
	s := toy.NewTrick(1)
	view := s.View(0)
	benchDecisions[toy.TrickState, toy.TrickCard](b, toy.Trick{},
		search.Config{Iterations: benchIterations, Observers: search.SingleObserver},
		&toy.TrickDeterminizer{View: view}, toy.Trick{}.Legal(&view, nil))
}

func BenchmarkGameTreeThreeSeats(b *testing.B) {
	g := toy.NewGameTree(3, 9, 4, 1)
	benchDecisions[toy.TreeState, toy.Branch](b, g, search.Config{Iterations: benchIterations},
		&toy.Open[toy.TreeState]{}, g.Legal(nil, nil))
}

func BenchmarkRace(b *testing.B) {
	benchDecisions[toy.RaceState, toy.RaceMove](b, toy.RaceSeen{}, search.Config{Iterations: benchIterations},
		&toy.Open[toy.RaceState]{State: toy.NewRace(30, 1), Reseed: reseedRace}, []toy.RaceMove{toy.RaceHoldMove, toy.RaceRollMove})
}
