// Command study measures what the Ares Expedition heuristic bot's players
// of a few corporations play:
//
//	go run ./expedition/bot/internal/study -games 4000
//
// For each player count it plays -games games of heuristic bots in every
// seat, each player keeping one of its two corporations by a seeded coin
// (as the balance study does), and prints the rounds per game, the phases
// chosen, and per game of the corporations that steer card choices
// (PhoboLog, Mining Guild, Saturn Systems, Helion, United Nations Mars
// Initiative) the cards they play of each kind against the mean of all
// players.
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
	games := flag.Int("games", 4000, "games per player count")
	players := flag.String("players", "2,4", "player counts, a comma list")
	flag.Parse()
	if err := run(*games, *players); err != nil {
		fmt.Fprintln(os.Stderr, "study:", err)
		os.Exit(1)
	}
}

func run(games int, players string) error {
	if games < 1 {
		return fmt.Errorf("-games %d: want at least 1", games)
	}
	for _, f := range strings.Split(players, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return fmt.Errorf("-players %q: %v", players, err)
		}
		plays, err := selfplay.Corporations(n, games, func(g uint64, p int) selfplay.Player { return bot.NewHeuristic(sim.BotSeed(g, p)) })
		if err != nil {
			return err
		}
		for _, line := range plays.Report("heuristic", n, "PhoboLog", "Mining Guild", "Saturn Systems", "Helion", "United Nations Mars Initiative") {
			fmt.Println(line)
		}
	}
	return nil
}
