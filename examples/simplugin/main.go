// Command simplugin plugs a game of its own into aresim's Monte Carlo
// harness: the game implements sim.Game, rolls its dice with sim/dice
// from the seed the harness gives it, and keeps integer sums in an
// accumulator built from sim's Histogram and Rate. It uses only the
// module's public packages, so it builds as part of any other module.
//
// The game is a roll of two dice; the study measures how often they show
// a double (exactly 1/6) and the distribution of their sum.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/dice"
)

// twoDice is the game and its configuration (none).
type twoDice struct{}

// twoDiceAcc holds integer sums only, so that merging is exact and the
// result is the same on any number of workers.
type twoDiceAcc struct {
	Sums    sim.Histogram `json:"sums"`
	Doubles sim.Rate      `json:"doubles"`
}

// Name is recorded in summaries; merges check it.
func (twoDice) Name() string { return "two-dice" }

// Fingerprint is the configuration; only summaries with the same one
// merge.
func (twoDice) Fingerprint() string { return "dice=2d6" }

// NewAccumulator returns empty sums.
func (twoDice) NewAccumulator() *twoDiceAcc { return &twoDiceAcc{} }

// Play plays game index from seed and nothing else, which is what makes
// a run reproducible.
func (twoDice) Play(_, seed uint64, acc *twoDiceAcc) error {
	r := dice.New(seed)
	a, b := r.D6(), r.D6()
	acc.Sums.Observe(int64(a + b))
	acc.Doubles.Record(a == b)
	return nil
}

// Merge adds another worker's or shard's sums.
func (a *twoDiceAcc) Merge(o *twoDiceAcc) {
	a.Sums.Merge(&o.Sums)
	a.Doubles.Merge(o.Doubles)
}

// Rates are the rates a run with a precision target watches.
func (a *twoDiceAcc) Rates() []sim.Rate { return []sim.Rate{a.Doubles} }

func main() {
	s, err := sim.Run(context.Background(), sim.Config{Games: 100000, Seed: 1}, twoDice{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	lo, hi := s.Acc.Doubles.Wilson95()
	fmt.Printf("%d games (%s): doubles %.4f [%.4f, %.4f], exactly 1/6 = 0.1667\n", s.Games, s.Stop, s.Acc.Doubles.Value(), lo, hi)
	fmt.Printf("sum of the dice: mean %.3f, median %.0f (exactly 7 and 7)\n", s.Acc.Sums.Mean(), s.Acc.Sums.Quantile(0.5))
}
