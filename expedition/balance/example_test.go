package balance_test

import (
	"context"
	"fmt"

	"strings"

	"github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim"
)

// A small balance study: 200 three-player games between heuristic bots.
func ExampleGame() {
	s, err := sim.Run(context.Background(), sim.Config{Games: 200, Seed: 7}, balance.Game{Players: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	r := balance.NewReport(s)
	fmt.Printf("%d games, %.1f rounds on average, %d corporations played\n", r.Games, r.Rounds.Mean, len(r.Corporations))
	best := r.Corporations[0]
	fmt.Printf("best: %s won %d of %d: %s\n", best.Label, best.Rate.Successes, best.Rate.Trials, strings.TrimSpace(best.Rate.String()))
	// Output:
	// 200 games, 14.2 rounds on average, 12 corporations played
	// best: United Nations Mars Initiative won 26 of 52: 50.0% [36.9, 63.1]
}
