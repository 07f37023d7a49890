// Command lossaudit counts the Crisis games the heuristic bots lose with
// the means to save them in hand, for maintainers weighing a change to the
// heuristic:
//
//	go run ./crisis/bot/internal/lossaudit -players 4 -difficulty normal -games 500 -seed 1
//
// It plays games seeded seed, seed+1, ... with a heuristic bot in every
// seat, each exactly as `aresim crisis play --players P --difficulty D
// --seed N` plays it, and counts:
//
//   - the games lost at a Check metrics step where, at the start of the
//     previous round's Action phase, one player alone could have paid the
//     missing steps from their MC plus 3 MC a card in hand. The missing
//     steps are, for each metric in purple at that check, the steps from
//     where it stands up to the first step out of purple (for oceans, the
//     tiles to flip face up), priced at what the standard projects cost
//     that player then: the engine's 14 MC a temperature step, 20 MC a
//     forest (an oxygen step) and 15 MC an ocean, less the player's
//     standard-project discounts (the Crisis detriments make project cards
//     dearer, not standard projects). A check with the Crisis deck empty
//     is left out: its draw would have lost the game anyway;
//   - the games lost on an empty Crisis deck where the last round had an
//     Action phase and the VP tokens left unspent in it (in the bank at the
//     loss, and those spent in its End step on counters, two a counter,
//     Ruling C7), turned into MC by Dwindling Supplies' ability at what one
//     use gives the player who uses it, would have paid the steps still
//     short of every metric's maximum at that End step, priced as above.
//
// Neither count says that paying would have won: a game saved at one check
// may be lost at a later one. -list prints the seeds of the games counted,
// to replay with `aresim crisis play`.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot/internal/audit"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "lossaudit:", err)
		os.Exit(2)
	}
}

// run parses the flags and prints the counts.
func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("lossaudit", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // a bad flag is told in one line, not with the usage
	players := fs.Int("players", 4, "number of players, 1 to 4")
	difficulty := fs.String("difficulty", "normal", "beginner, normal, expert or nightmare")
	games := fs.Int("games", 500, "games to play")
	seed := fs.Uint64("seed", 1, "seed of the first game (the next games take the next seeds)")
	list := fs.Bool("list", false, "print the seeds of the games counted")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprintln(out, "usage: go run ./crisis/bot/internal/lossaudit [flags]")
			fs.SetOutput(out)
			fs.PrintDefaults()
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *players < 1 || *players > crisis.MaxPlayers {
		return fmt.Errorf("-players %d: want 1 to %d", *players, crisis.MaxPlayers)
	}
	d, err := crisis.ParseDifficulty(*difficulty)
	if err != nil {
		return fmt.Errorf("-difficulty %q: want beginner, normal, expert or nightmare", *difficulty)
	}
	if *games < 1 {
		return fmt.Errorf("-games %d: want at least 1", *games)
	}
	c, err := audit.Run(*players, d, *games, *seed)
	if err != nil {
		return err
	}
	pct := func(n int) float64 { return 100 * float64(n) / float64(c.Games) }
	seats := "players"
	if *players == 1 {
		seats = "player"
	}
	fmt.Fprintf(out, "%d %s, %s, %d games from seed %d\n", *players, seats, d, c.Games, *seed)
	fmt.Fprintf(out, "  won                                      %5d  %5.1f%%\n", c.Won, pct(c.Won))
	fmt.Fprintf(out, "  lost at Check metrics                    %5d  %5.1f%%\n", c.LostCheck, pct(c.LostCheck))
	fmt.Fprintf(out, "    one player could pay the steps missing %5d  %5.1f%%\n", c.Payable, pct(c.Payable))
	fmt.Fprintf(out, "  lost on an empty Crisis deck             %5d  %5.1f%%\n", c.LostDeck, pct(c.LostDeck))
	fmt.Fprintf(out, "    unspent VP tokens could pay them       %5d  %5.1f%%\n", c.TokensPayable, pct(c.TokensPayable))
	if *list {
		fmt.Fprintln(out, "seeds, steps payable:", c.PayableSeeds)
		fmt.Fprintln(out, "seeds, tokens payable:", c.TokensSeeds)
	}
	return nil
}
