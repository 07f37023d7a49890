package bot_test

import (
	"fmt"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim"
)

// The search agent at a budget of 50 iterations a decision plays a Basic
// Game mirror match against the heuristic bot.
func ExampleNewMCTS() {
	const seed = 1
	game, err := ares.NewGame(ares.MustDefaultRules(), ares.Config{Mode: ares.Basic, Factions: []string{"Kahoum", "Kahoum"}},
		sim.EngineSeed(seed))
	if err != nil {
		panic(err)
	}
	agent := bot.NewMCTS(50, sim.BotSeed(seed, 0))
	if err := bot.Play(&game, []bot.Bot{agent, bot.NewHeuristic(sim.BotSeed(seed, 1))}); err != nil {
		panic(err)
	}
	r := game.Result()
	fmt.Printf("seat %d won by %s after %d turns, %d to %d\n", r.Winner, r.Reason, r.Turns, r.Points[0], r.Points[1])
	// Output: seat 0 won by conquest after 9 turns, 3 to 2
}
