// Command upgradestats measures what a heuristic bot makes of Discovery's
// upgraded phase cards, for maintainers tuning it:
//
//	go run ./expedition/bot/internal/upgradestats [-players 4] [-sets base,discovery] [-games 10000] [-seed 1] [-workers 0] [-bot heuristic] [-against NAME]
//
// Every seat plays the bot -bot names. The games are those of
// `aresim expedition balance` with the same seed, players and sets (the
// same deals and bot seeds, each player keeping one of its two
// corporations by the same seeded coin). It prints, per upgraded version
// (Development A to Research B), its share of the upgrades, how often the
// upgraded card was chosen again afterwards (while it stayed that version)
// and the share never chosen again; per corporation, the share of its
// player's Planning choices that went to each phase and its win rate; and
// Hyperion Systems' Action share and win rate.
//
// With -against, the game is a mirror match: games 2k and 2k+1 deal the
// same game, -bot playing seats 0 and 2 of the first and 1 and 3 of the
// second (every other seat), -against the others; it prints each side's
// win rate and mean VP and their paired difference. -bot and -against name
// "heuristic" or a variant kept for comparison (-list shows them).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/bot/internal/variant"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintln(os.Stderr, "upgradestats:", err)
		os.Exit(2)
	}
}

// run parses the flags, plays the games and prints the report to out.
func run(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("upgradestats", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are told in one line; -h prints the flags
	players := fs.Int("players", 4, "players a game, 2 to 6")
	sets := fs.String("sets", "base,discovery", "project card sets, a comma list with base and discovery")
	games := fs.Uint64("games", 10000, "games to play")
	seed := fs.Uint64("seed", 1, "run seed (game i is seeded as the balance study seeds it)")
	workers := fs.Int("workers", 0, "goroutines playing games (0: all cores); never changes a result")
	botName := fs.String("bot", "heuristic", "the bot of every seat, or of half the seats with -against")
	against := fs.String("against", "", "a bot for every other seat: a mirror match against -bot")
	list := fs.Bool("list", false, "list the bots -bot and -against know, and stop")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(errOut)
			fmt.Fprintln(errOut, "usage: go run ./expedition/bot/internal/upgradestats [flags]")
			fs.PrintDefaults()
			return err
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *list {
		fmt.Fprintln(out, strings.Join(botNames(), "\n"))
		return nil
	}
	st, err := newStudy(*players, *sets, *botName, *against, *seed)
	if err != nil {
		return err
	}
	if *games == 0 {
		return errors.New("-games 0: want 1 or more")
	}
	if st.mirror && *games%2 != 0 {
		return fmt.Errorf("-games %d: a mirror match plays pairs of games, want an even number", *games)
	}
	if *workers < 0 {
		return fmt.Errorf("-workers %d: want 0 (all cores) or more", *workers)
	}
	sum, err := sim.Run(context.Background(), sim.Config{Games: *games, Seed: *seed, Workers: *workers}, st)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "upgradestats -players %d -sets %s -games %d -seed %d -bot %s", st.players, setList(st.sets), *games, *seed, st.names[0])
	if st.mirror {
		fmt.Fprintf(out, " -against %s", st.names[1])
	}
	fmt.Fprintln(out)
	st.report(out, sum.Acc)
	return nil
}

// botNames lists the bots -bot and -against know.
func botNames() []string { return append([]string{"heuristic"}, variant.Names()...) }

// newBot returns the bot called name seeded with seed.
func newBot(name string, seed uint64) (bot.Bot, bool) {
	if name == "heuristic" {
		return bot.NewHeuristic(seed), true
	}
	return variant.New(name, seed)
}

// parseSets reads -sets: a comma list of set names, base and discovery
// among them.
func parseSets(list string) ([]cards.Set, error) {
	var sets []cards.Set
	for _, name := range strings.Split(list, ",") {
		s, ok := cards.ParseSet(strings.TrimSpace(name))
		if !ok {
			return nil, fmt.Errorf("-sets: unknown set %q (want base, discovery, foundations)", strings.TrimSpace(name))
		}
		if slices.Contains(sets, s) {
			return nil, fmt.Errorf("-sets: %s twice", s)
		}
		sets = append(sets, s)
	}
	if !slices.Contains(sets, cards.SetBase) || !slices.Contains(sets, cards.SetDiscovery) {
		return nil, fmt.Errorf("-sets %q: want base and discovery (upgraded phase cards need Discovery)", list)
	}
	return sets, nil
}

func setList(sets []cards.Set) string {
	names := make([]string, len(sets))
	for i, s := range sets {
		names[i] = s.String()
	}
	return strings.Join(names, ",")
}
