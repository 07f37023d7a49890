package rating_test

import (
	"fmt"

	"github.com/aresim/aresim/sim/rating"
)

// A ladder of three agents: ratings with intervals, and the matrix.
func ExampleTally_BradleyTerry() {
	tally := rating.NewTally("random", "heuristic", "mcts")
	games := []struct {
		winner, loser, n int
	}{{1, 0, 90}, {0, 1, 10}, {2, 0, 97}, {0, 2, 3}, {2, 1, 65}, {1, 2, 35}}
	for _, g := range games {
		for range g.n {
			if err := tally.Add(rating.Win(g.winner, g.loser)); err != nil {
				fmt.Println(err)
				return
			}
		}
	}
	r, err := tally.BradleyTerry(rating.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, line := range r.Table() {
		fmt.Println(line)
	}
	d, lo, hi := r.Diff(2, 1)
	fmt.Printf("mcts - heuristic: %+.0f [%+.0f, %+.0f]\n", d, lo, hi)
	fmt.Println("mcts against heuristic:", tally.Cell(2, 1))
	// Output:
	// mcts +215 [+165, +264]
	// heuristic +96 [+52, +141]
	// random -311 [-376, -246]
	// mcts - heuristic: +118 [+50, +186]
	// mcts against heuristic: 0.6500 [0.5525, 0.7364] (65-0-35)
}

// Four-player games ranked by finishing order, with a tie for second.
func ExampleTally_PlackettLuce() {
	tally := rating.NewTally("a", "b", "c", "d")
	results := []rating.Result{
		{{0, 0}, {1, 1}, {2, 2}, {3, 3}},
		{{0, 0}, {2, 1}, {1, 1}, {3, 2}},
		{{1, 0}, {0, 1}, {3, 2}, {2, 3}},
		{{0, 0}, {3, 1}, {1, 2}, {2, 3}},
		{{2, 0}, {0, 1}, {1, 2}, {3, 3}},
		{{3, 0}, {1, 1}, {0, 2}, {2, 3}},
	}
	for _, res := range results {
		if err := tally.Add(res); err != nil {
			fmt.Println(err)
			return
		}
	}
	r, err := tally.PlackettLuce(rating.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, line := range r.Table() {
		fmt.Println(line)
	}
	// Output:
	// a +166 [+2, +331]
	// b +63 [-85, +210]
	// d -114 [-281, +53]
	// c -116 [-281, +50]
}
