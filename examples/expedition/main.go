// Command expedition shows the expedition library at work: it builds a
// four-player game of Terraforming Mars: Ares Expedition, lets two
// heuristic and two random bots play it, prints the final scores and
// saves the game's record, which `aresim expedition replay` can play back.
//
//	go run ./examples/expedition [-seed N] [-record FILE]
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
)

func main() {
	seed := flag.Uint64("seed", 1, "seed of the game")
	record := flag.String("record", "", "write the game's record to this file")
	flag.Parse()
	if err := run(os.Stdout, *seed, *record); err != nil {
		fmt.Fprintln(os.Stderr, "expedition:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, seed uint64, recordPath string) error {
	// The engine and each bot get their own seed, derived one way from the
	// game's, so that no bot can work out the engine's seed from its own.
	cfg := expedition.Config{Players: 4, Seed: sim.EngineSeed(seed)}
	game, err := expedition.New(cfg)
	if err != nil {
		return err
	}
	bots := []bot.Bot{bot.NewHeuristic(sim.BotSeed(seed, 0)), bot.NewRandom(sim.BotSeed(seed, 1)),
		bot.NewHeuristic(sim.BotSeed(seed, 2)), bot.NewRandom(sim.BotSeed(seed, 3))}
	record := expedition.NewRecord(cfg)
	if err := bot.Play(&game, bots, bot.Recording(&record)); err != nil {
		return err
	}

	result := game.Result()
	cat := game.Catalogue()
	fmt.Fprintf(w, "Game of %d actions over %d rounds (finished: %v)\n", len(record.Actions), result.Rounds, result.Finished)
	names := []string{"heuristic", "random", "heuristic", "random"}
	for p := 0; p < result.Players; p++ {
		score := result.Scores[p]
		view := game.View(p)
		corp := cat.Corporation(view.Info(p).Corporation).Name
		mark := ""
		if result.Won(p) {
			mark = "  <- winner"
		}
		fmt.Fprintf(w, "  player %d (%s, %s): %d VP = TR %d + forests %d + cards %d%s\n",
			p, names[p], corp, score.Total, score.TR, score.Forests, score.CardVP, mark)
	}

	if recordPath != "" {
		f, err := os.Create(recordPath)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := record.Write(f, cards.MustBase()); err != nil {
			return err
		}
		fmt.Fprintf(w, "Record written to %s\n", recordPath)
	}
	return nil
}
