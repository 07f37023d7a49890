package search_test

import (
	"fmt"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// The search on a perfect-information game: Nim with ten stones, where
// taking two leaves a multiple of four and wins.
func Example() {
	m, err := search.New[toy.NimState, toy.NimTake](toy.Nim{}, search.Config{Iterations: 2000})
	if err != nil {
		fmt.Println(err)
		return
	}
	s := toy.NewNim(10, 2)
	// A perfect-information game's determinizer returns the real state.
	a, err := m.Choose(&toy.Open[toy.NimState]{State: s}, toy.Nim{}.Legal(&s, nil), 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a)
	// Output: take 2
}

// A hidden-information decision: seat 1 follows a lead of 7 in Trick
// without seeing seat 0's hand. Its determinizer deals the cards it has
// not seen at random for every iteration; the root statistics are the
// estimated win probability of each follow.
func ExampleSearch_Choose() {
	g := toy.Trick{}
	s := toy.NewTrick(4)
	if err := g.Apply(&s, 7); err != nil { // seat 0 leads its 7
		fmt.Println(err)
		return
	}
	view := s.View(1)
	legal := g.Legal(&view, nil)
	m, err := search.New[toy.TrickState, toy.TrickCard](g, search.Config{Iterations: 3000})
	if err != nil {
		fmt.Println(err)
		return
	}
	a, err := m.Choose(&toy.TrickDeterminizer{View: view}, legal, 42)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, st := range m.RootStats(nil) {
		fmt.Printf("%v: %4d visits, wins %.2f\n", st.Action, st.Visits, st.Mean)
	}
	fmt.Println("chosen:", a)
	// Output:
	// play 1: 2803 visits, wins 0.65
	// play 4:   51 visits, wins 0.35
	// play 6:    9 visits, wins 0.00
	// play 10:  137 visits, wins 0.45
	// chosen: play 1
}

// Fitting a logistic curve to self-play data: a score (here a point lead)
// and the result of the game it was seen in.
func ExampleFitLogistic() {
	lead := []float64{-3, -2, -2, -1, -1, 0, 0, 0, 1, 1, 2, 2, 3}
	won := []float64{0, 0, 1, 0, 0, 1, 1, 0.5, 1, 0, 1, 1, 1}
	l, err := search.FitLogistic(lead, won)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("P(win) = 1/(1+exp(-(%.3f + %.3f·lead)))\n", l.Intercept, l.Slope)
	fmt.Printf("a lead of 2: %.2f\n", l.Prob(2))
	// Output:
	// P(win) = 1/(1+exp(-(0.448 + 0.852·lead)))
	// a lead of 2: 0.90
}
