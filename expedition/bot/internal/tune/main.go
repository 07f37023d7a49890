// Command tune weighs variants of the Ares Expedition heuristic bot's
// weights against the default in mixed self-play games:
//
//	go run ./expedition/bot/internal/tune -variants all
//	go run ./expedition/bot/internal/tune -variants vp10,h20 -games 4000 -players 2
//
// For each variant (bot.HeuristicVariants; "all" for every one) and
// player count it plays -games games in which the variant takes half the
// seats (every seat equally often) and prints both kinds' per-seat win
// rates with 95% Wilson intervals and the mean rounds.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/bot/internal/selfplay"
	"github.com/aresim/aresim/sim"
)

func main() {
	variants := flag.String("variants", "", `variants of the heuristic's weights, a comma list or "all"`)
	games := flag.Int("games", 2000, "games per variant and player count")
	players := flag.String("players", "2,4", "player counts, a comma list")
	flag.Parse()
	if err := run(*variants, *games, *players); err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

func run(variants string, games int, players string) error {
	if variants == "" {
		return fmt.Errorf("-variants: want a comma list of %s, or all", strings.Join(bot.HeuristicVariants(), ", "))
	}
	if games < 1 {
		return fmt.Errorf("-games %d: want at least 1", games)
	}
	list := strings.Split(variants, ",")
	if variants == "all" {
		list = bot.HeuristicVariants()
	}
	var counts []int
	for _, f := range strings.Split(players, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return fmt.Errorf("-players %q: %v", players, err)
		}
		counts = append(counts, n)
	}
	base := func(g uint64, p int) selfplay.Player { return bot.NewHeuristic(sim.BotSeed(g, p)) }
	for _, name := range list {
		if _, err := bot.NewHeuristicVariant(name, 0); err != nil {
			return err
		}
		variant := func(g uint64, p int) selfplay.Player {
			h, _ := bot.NewHeuristicVariant(name, sim.BotSeed(g, p)) // the name was checked
			return h
		}
		for _, n := range counts {
			rv, rb, rounds, err := selfplay.HeadToHead(n, games, base, variant)
			if err != nil {
				return err
			}
			fmt.Printf("%-14s %d players: variant seats win %s, default seats %s; %.2f rounds\n", name, n,
				selfplay.Percent(rv), selfplay.Percent(rb), rounds)
		}
	}
	return nil
}
