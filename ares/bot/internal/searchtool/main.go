// Command searchtool fits and measures the Ares search agent:
//
//	go run ./ares/bot/internal/searchtool fit [-games N] [-seed S]
//
// plays heuristic self-play games and prints the leaf evaluation's
// fitted curves as the Go table of ares/bot/leaf_table.go;
//
//	go run ./ares/bot/internal/searchtool duel [-mode basic] [-factions Terrans,Kahoum] [-budgets 25,50,...] [-games N] [flags of the agent]
//
// plays mirror matches of the search agent against the heuristic bot
// (the same faction on both seats, the agent first in every other game)
// at each budget and prints the win rates with Wilson intervals and the
// agent's CPU time per searched decision (the process's user and system
// time over the agent's decisions that were not forced, the heuristic's
// moves included, so an upper bound).
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "searchtool: want a subcommand: fit or duel")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "fit":
		err = fit(os.Args[2:])
	case "duel":
		err = duelCmd(os.Args[2:])
	default:
		err = fmt.Errorf("unknown subcommand %q (want fit or duel)", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "searchtool:", err)
		os.Exit(1)
	}
}

// fit prints the leaf evaluation's table.
func fit(args []string) error {
	fs := flag.NewFlagSet("fit", flag.ContinueOnError)
	games := fs.Int("games", 8000, "self-play games per family (Basic, Full)")
	seed := fs.Uint64("seed", 1, "seed of the games")
	if err := fs.Parse(args); err != nil {
		return err
	}
	rules := ares.MustDefaultRules()
	families := []struct {
		name     string
		mode     ares.Mode
		factions []string
	}{
		{"the Basic Game", ares.Basic, []string{"Terrans", "Kahoum"}},
		{"the Full Game", ares.Full, []string{"Terrans", "Kahoum", "Xenos", "Colossus"}},
	}
	fmt.Printf("var fittedLeaf = [2]LeafModel{\n")
	for _, fam := range families {
		var cfgs []ares.Config
		for _, a := range fam.factions {
			for _, b := range fam.factions {
				cfgs = append(cfgs, ares.Config{Mode: fam.mode, Factions: []string{a, b}, FirstPlayer: -1})
			}
		}
		f, err := bot.FitLeaf(rules, cfgs, *games, *seed)
		if err != nil {
			return err
		}
		fmt.Printf("\t{ // %s: %d games\n", fam.name, *games)
		for b, c := range f.Model {
			fmt.Printf("\t\t{Weight: %g, Slope: %.4f}, // %d positions, log loss %.3f\n", c.Weight, c.Slope, f.Positions[b], f.LogLoss[b])
		}
		fmt.Printf("\t},\n")
	}
	fmt.Printf("}\n")
	return nil
}
