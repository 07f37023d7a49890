// Command custombot shows a bot written outside the engine: "Builder"
// never attacks, puts every card it can on its buildings, and banks Attack
// cards whenever it holds the Frontier. It registers it as a tier, so that
// it is made by name like the engine's own bots, and plays it against the
// engine's heuristic bot through the one game loop (package sim/play).
package main

import (
	"fmt"
	"log"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
)

// Builder is a bot: it implements play.Bot (bot.Bot for The Ares
// Project) with a single method.
type Builder struct{}

// Choose picks from the legal actions, reading only the player's view.
func (Builder) Choose(view *ares.State, legal []ares.Action) ares.Action {
	me := view.Viewer()
	best := legal[0]
	bestScore := -1
	for _, a := range legal {
		score := 0
		switch a.Kind {
		case ares.ActBank:
			score = 5
		case ares.ActBuilding:
			if view.BaseCards(me) < 3 {
				score = 4
			}
		case ares.ActResource:
			if sl := view.Slot(me, int(a.Target)); sl.Unit >= 0 && sl.Units < ares.MaxUnitsPerBuilding {
				score = 3
			}
		case ares.ActDefend:
			score = int(a.Arg) + 1 // always defend the base
		case ares.ActRetreat:
			score = 1 - int(a.Arg) // never retreat
		case ares.ActFire, ares.ActPlace, ares.ActEmergency, ares.ActReroll, ares.ActDestroy, ares.ActPick:
			score = 2
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}

func main() {
	// A new tier is one registration; bot.New (and every table built by
	// bot.Tiers.Seats) now knows "builder".
	bot.Tiers.Register(play.Tier[ares.State, ares.Action]{Name: "builder", New: func(uint64) bot.Bot { return Builder{} }})
	rules := ares.MustDefaultRules()
	wins := 0
	const games = 20
	for seed := uint64(0); seed < games; seed++ {
		game, err := ares.NewGame(rules, ares.Config{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: 0}, sim.EngineSeed(seed))
		if err != nil {
			log.Fatal(err)
		}
		seats, err := bot.Tiers.Seats([]string{"builder", "heuristic"}, 2, func(p int) uint64 { return sim.BotSeed(seed, p) })
		if err != nil {
			log.Fatal(err)
		}
		if err := bot.Play(&game, seats); err != nil {
			log.Fatal(err)
		}
		if game.Result().Winner == 0 {
			wins++
		}
	}
	fmt.Printf("Builder (Terrans) won %d of %d games against the heuristic bot (Kahoum)\n", wins, games)
}
