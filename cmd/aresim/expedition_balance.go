package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
)

// expeditionBalanceOptions are the flags of `aresim expedition balance`.
type expeditionBalanceOptions struct {
	runFlags
	players   int
	bots      string
	maxRounds int
	redraw    bool
	cardFiles []string
	corps     string
	game      expeditionGameFlags
}

// newExpeditionBalanceCmd builds `aresim expedition balance`.
func newExpeditionBalanceCmd() *cobra.Command {
	opts := &expeditionBalanceOptions{players: 4, bots: "heuristic"}
	cmd := &cobra.Command{
		Use:   "balance",
		Short: "Play many seeded bot games and report corporation win rates and more",
		Long: `balance plays many seeded games of Ares Expedition between bots on all cores
and reports corporation win rates with 95% Wilson intervals, the mean and
spread of VP, rounds per game, how often each phase is chosen and resolves,
and the cards most associated with winning. Each player keeps one of the
two corporations dealt at random (--corporations bots lets the bots
choose). Game i is seeded from (--seed, i) only, so the report is the
same on any number of workers.

A run can be split with --shard i/n --out shard-i.json and the shards added
up with "aresim merge"; --precision stops when every corporation's win rate
(of those played) is known to within that half-width, and --timeout after
that long.`,
		Example: `  aresim expedition balance --games 10000
  aresim expedition balance --sets base,discovery --players 2 --games 10000
  aresim expedition balance --sets base,discovery,foundations --players 6 --infrastructure on
  aresim expedition balance --players 3 --format csv > three.csv
  aresim expedition balance --games 20000 --plot corporations.svg
  aresim expedition balance --games 100000 --shard 0/4 --out shard-0.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runExpeditionBalance(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), opts)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.players, "players", opts.players, "players per game, 2 to 6")
	f.StringVar(&opts.bots, "bots", opts.bots, "bots, a comma list of "+botNames+": one name plays every seat, or one name per seat in seat order")
	f.IntVar(&opts.maxRounds, "max-rounds", expedition.DefaultMaxRounds, "round cap: a game longer is counted unfinished, never as a win")
	f.BoolVar(&opts.redraw, "redraw", false, "play the setup redraw variant: each player may set aside dealt cards and draw as many, once")
	opts.add(f, "the corporation win rates", "the corporation win rates and the histograms of rounds and VP")
	f.StringSliceVar(&opts.cardFiles, "cards", nil, "card `FILES` to use instead of the embedded cards")
	opts.game.add(f)
	f.StringVar(&opts.corps, "corporations", "random", "who keeps one of the two corporations dealt: random (a seeded coin, so each is played equally often) or bots")
	return cmd
}

func runExpeditionBalance(ctx context.Context, w, stderr io.Writer, opts *expeditionBalanceOptions) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("expedition balance: "+format, args...)
	}
	if err := checkPlayers(opts.players); err != nil {
		return fail("%w", err)
	}
	if opts.maxRounds < 1 || opts.maxRounds > 255 {
		return fail("--max-rounds %d: want 1 to 255", opts.maxRounds)
	}
	opts.corps = strings.ToLower(opts.corps)
	if opts.corps != "random" && opts.corps != "bots" {
		return fail("--corporations %q: want random or bots", opts.corps)
	}
	cat, err := loadCatalogue(opts.cardFiles)
	if err != nil {
		return fail("%w", err)
	}
	cardsName := "base"
	if len(opts.cardFiles) > 0 {
		cardsName = strings.Join(opts.cardFiles, ",")
	}
	bots, err := parseBots(opts.bots)
	if err != nil {
		return fail("%w", err)
	}
	options, err := opts.game.options()
	if err != nil {
		return fail("%w", err)
	}
	game := balance.Game{Players: opts.players, Bots: bots, MaxRounds: opts.maxRounds, Options: options,
		Redraw: opts.redraw, Catalogue: cat, CardsName: cardsName, BotCorporations: opts.corps == "bots"}
	if err := game.Check(); err != nil {
		return fail("%w", err)
	}
	show := sim.Outputs[*balance.Acc]{Report: balance.WriteReport, Plot: balance.WritePlot}
	return runStudy(ctx, w, stderr, &opts.runFlags, game, show)
}
