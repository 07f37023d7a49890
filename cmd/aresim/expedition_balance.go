package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
)

// expeditionBalanceOptions are the flags of `aresim expedition balance`.
type expeditionBalanceOptions struct {
	players   int
	games     uint64
	seed      uint64
	workers   int
	bots      string
	maxRounds int
	format    string
	plot      string
	shard     string
	out       string
	precision float64
	cardFiles []string
	corps     string
}

// newExpeditionBalanceCmd builds `aresim expedition balance`.
func newExpeditionBalanceCmd() *cobra.Command {
	opts := expeditionBalanceOptions{players: 4, games: 1000, seed: 1, bots: "heuristic", format: "table"}
	cmd := &cobra.Command{
		Use:   "balance",
		Short: "Play many seeded bot games and report corporation win rates and more",
		Long: `balance plays many seeded games of Ares Expedition between bots on all cores
and reports corporation win rates with 95% Wilson intervals, the mean and
spread of VP, rounds per game, how often each phase is chosen and resolves,
and the cards most associated with winning. Each player keeps one of the
two corporations dealt at random (--corporations bots lets the bots
choose). Game i is seeded from (--seed,
i) only, so the report is the same on any number of workers.

A run can be split with --shard i/n --out shard-i.json and the shards added
up with "aresim merge"; --precision stops when every corporation's win rate
is known to within that half-width.`,
		Example: `  aresim expedition balance --games 10000
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
	f.Uint64Var(&opts.games, "games", opts.games, "games to play (0: until --precision is reached)")
	f.Uint64Var(&opts.seed, "seed", opts.seed, "run seed")
	f.IntVar(&opts.workers, "workers", 0, "goroutines playing games (0: all cores); never changes the result")
	f.StringVar(&opts.bots, "bots", opts.bots, "bots, one name for all or a comma list, one per seat: "+botNames)
	f.IntVar(&opts.maxRounds, "max-rounds", 0, "round cap: a game longer is counted unfinished (0: 60)")
	f.StringVar(&opts.format, "format", opts.format, "report format: table, json or csv")
	f.StringVar(&opts.plot, "plot", "", "also draw the corporation win rates, rounds and VP to `FILE` (.svg or .png)")
	f.StringVar(&opts.shard, "shard", "", "play only shard `i/n` of the games (0 <= i < n)")
	f.StringVar(&opts.out, "out", "", "write the run's summary JSON to `FILE` (for aresim merge)")
	f.Float64Var(&opts.precision, "precision", 0, "stop when every corporation's 95% half-width is below this (e.g. 0.01)")
	f.StringSliceVar(&opts.cardFiles, "cards", nil, "card `FILES` to use instead of the embedded base cards")
	f.StringVar(&opts.corps, "corporations", "random", "who keeps one of the two corporations dealt: random (a seeded coin, so each is played equally often) or bots")
	return cmd
}

func runExpeditionBalance(ctx context.Context, w, stderr io.Writer, opts expeditionBalanceOptions) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("expedition balance: "+format, args...)
	}
	if err := checkPlayers(opts.players); err != nil {
		return fail("%v", err)
	}
	format, err := sim.ParseFormat(opts.format)
	if err != nil {
		return fail("--format %q: want table, json or csv", opts.format)
	}
	if opts.maxRounds < 0 || opts.maxRounds > 255 {
		return fail("--max-rounds %d: want 0 to 255", opts.maxRounds)
	}
	if opts.corps != "random" && opts.corps != "bots" {
		return fail("--corporations %q: want random or bots", opts.corps)
	}
	if opts.plot != "" {
		if err := balance.CheckPlotPath(opts.plot); err != nil {
			return fail("--plot: %v", err)
		}
	}
	var shard sim.Shard
	if opts.shard != "" {
		if shard, err = sim.ParseShard(opts.shard); err != nil {
			return fail("--shard: %v", err)
		}
	}
	cat, err := loadCatalogue(opts.cardFiles)
	if err != nil {
		return fail("%v", err)
	}
	cardsName := "base"
	if len(opts.cardFiles) > 0 {
		cardsName = strings.Join(opts.cardFiles, ",")
	}
	game := balance.Game{Players: opts.players, Bots: strings.Split(opts.bots, ","), MaxRounds: opts.maxRounds,
		Catalogue: cat, CardsName: cardsName, BotCorporations: opts.corps == "bots"}
	if err := game.Check(); err != nil {
		return fail("%v", err)
	}
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	defer stop()
	cfg := sim.Config{Games: opts.games, Seed: opts.seed, Workers: opts.workers, Shard: shard,
		Precision: opts.precision, Progress: sim.TerminalProgress(stderr)}
	summary, err := sim.Run(ctx, cfg, game)
	if err != nil {
		return fail("%v", err)
	}
	if opts.out != "" {
		if err := sim.WriteSummaryFile(opts.out, summary); err != nil {
			return fail("--out: %v", err)
		}
	}
	if opts.plot != "" {
		if err := balance.WritePlot(opts.plot, summary); err != nil {
			return fail("--plot: %v", err)
		}
	}
	return balance.WriteReport(w, summary, format)
}
