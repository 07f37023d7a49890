// Command playgame builds a game of The Ares Project with the library,
// plays it between two bots and prints the result.
package main

import (
	"fmt"
	"log"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
)

func main() {
	rules := ares.MustDefaultRules()
	cfg := ares.Config{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1}
	game, err := ares.NewGame(rules, cfg, 2026)
	if err != nil {
		log.Fatal(err)
	}
	players := []bot.Bot{bot.NewHeuristic(1), bot.NewHeuristic(2)}
	if err := bot.Play(&game, players, nil); err != nil {
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
