package play_test

import (
	"fmt"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
)

// A seeded game of The Ares Project between tiers named in the registry,
// played by the one loop with a watcher that counts the battles.
func ExamplePlay() {
	const seed = 7
	s, err := ares.NewGame(ares.MustDefaultRules(), ares.Config{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: 0}, sim.EngineSeed(seed))
	if err != nil {
		panic(err)
	}
	seats, err := bot.Tiers.Seats([]string{"heuristic", "random"}, 2, func(p int) uint64 { return sim.BotSeed(seed, p) })
	if err != nil {
		panic(err)
	}
	battles := 0
	countBattles := func(_ int, _ ares.Action, after *ares.State) { battles = after.BattlesFought() }
	if err := play.Play[ares.State, ares.State, ares.Observation](ares.Game{}, &s, seats, countBattles); err != nil {
		panic(err)
	}
	r := s.Result()
	fmt.Printf("%s win by %s after %d turns and %d battles\n", s.Faction(r.Winner).Name, r.Reason, r.Turns, battles)
	// Output: Terrans win by conquest after 95 turns and 2 battles
}
