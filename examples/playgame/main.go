// Command playgame builds a game of The Ares Project with the library,
// plays it between two bots and prints the result.
package main

import (
	"fmt"
	"log"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim"
)

func main() {
	rules := ares.MustDefaultRules()
	cfg := ares.Config{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1}
	// One seed makes the game: the engine's dice and shuffles, and each
	// bot's generator, are derived from it one way, so that no bot can
	// work out the engine's seed (and with it the hidden cards) from its own.
	const seed = 2026
	game, err := ares.NewGame(rules, cfg, sim.EngineSeed(seed))
	if err != nil {
		log.Fatal(err)
	}
	players := []bot.Bot{bot.NewHeuristic(sim.BotSeed(seed, 0)), bot.NewHeuristic(sim.BotSeed(seed, 1))}
	if err := bot.Play(&game, players); err != nil {
		log.Fatal(err)
	}
	r := game.Result()
	if r.Winner < 0 {
		fmt.Printf("A draw after %d turns and %d battles\n", r.Turns, r.Battles)
		return
	}
	fmt.Printf("%s win by %s after %d turns and %d battle(s) (points %d to %d)\n",
		game.Faction(r.Winner).Name, r.Reason, r.Turns, r.Battles, r.Points[0], r.Points[1])
}
