package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/aresim/aresim/crisis/balance"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
)

// crisisBalanceOptions are the flags of `aresim crisis balance`.
type crisisBalanceOptions struct {
	runFlags
	players    string
	difficulty string
	bots       string
	sets       string
	corps      string
}

// newCrisisBalanceCmd builds `aresim crisis balance`.
func newCrisisBalanceCmd() *cobra.Command {
	opts := &crisisBalanceOptions{players: "1,2,3,4", difficulty: "all", bots: "heuristic", sets: "base", corps: "bots"}
	cmd := &cobra.Command{
		Use:   "balance",
		Short: "Play many seeded Crisis games and report how likely the team is to win",
		Long: `balance plays many seeded Crisis games between co-operating bots on all cores
and reports the team's win rate with its 95% Wilson interval for every
player count and difficulty asked for, the win rate by corporation (over
the games it was in), how games end (which loss, and in which round), the
rounds survived, the Crisis cards most often in play at a loss and those
whose own effect lost the game, and the counters left. Game i plays the
cell i modulo the number of cells and is seeded from (--seed, i) only, so
the report is the same on any number of workers.

A run can be split with --shard i/n --out shard-i.json and the shards added
up with "aresim merge"; --precision stops when every cell's win rate is
known to within that half-width, and --timeout after that long.`,
		Example: `  aresim crisis balance --games 16000
  aresim crisis balance --players 2 --difficulty expert --format json
  aresim crisis balance --games 160000 --shard 0/4 --out shard-0.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCrisisBalance(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.players, "players", opts.players, "player counts, a comma list of 1 to 4")
	f.StringVar(&opts.difficulty, "difficulty", opts.difficulty, "difficulties, a comma list of beginner, normal, expert, nightmare, or all")
	f.StringVar(&opts.bots, "bots", opts.bots, "the bot of every seat: "+crisisBotNames)
	f.StringVar(&opts.sets, "sets", opts.sets, "project card sets: base, or base,discovery (Crisis plays Discovery's cards without awards and milestones)")
	f.StringVar(&opts.corps, "corporations", opts.corps, "who keeps one of the two corporations dealt: bots, or random (a seeded coin, so each is played equally often)")
	opts.add(f, "every cell's win rate", "the win rates and how games end")
	return cmd
}

func runCrisisBalance(ctx context.Context, w, stderr io.Writer, opts *crisisBalanceOptions) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("crisis balance: "+format, args...) }
	var players []int
	for _, p := range strings.Split(opts.players, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 1 || n > 4 {
			return fail("--players %q: want a comma list of 1 to 4", opts.players)
		}
		players = append(players, n)
	}
	ds, err := parseDifficulties(opts.difficulty)
	if err != nil {
		return fail("%w", err)
	}
	sets, err := parseCrisisSets(opts.sets)
	if err != nil {
		return fail("%w", err)
	}
	if opts.corps != "random" && opts.corps != "bots" {
		return fail("--corporations %q: want bots or random", opts.corps)
	}
	bots, err := parseBots(opts.bots)
	if err != nil {
		return fail("%w", err)
	}
	if len(bots) != 1 {
		return fail("--bots %q: one bot plays every seat of a Crisis study (the team co-operates)", opts.bots)
	}
	game := balance.Game{Players: players, Difficulties: ds, Bot: bots[0], RandomCorporations: opts.corps == "random", Sets: sets}
	if err := game.Check(); err != nil {
		return fail("%w", err)
	}
	show := sim.Outputs[*balance.Acc]{Report: balance.WriteReport, Plot: balance.WritePlot}
	if err := runStudy(ctx, w, stderr, &opts.runFlags, game, show); err != nil {
		return fail("%w", err)
	}
	return nil
}
