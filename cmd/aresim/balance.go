package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/balance"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
)

type balanceOptions struct {
	players      int
	factions     string
	bots         string
	mode         string
	games        uint64
	seed         uint64
	workers      int
	precision    float64
	timeout      time.Duration
	shard        string
	out          string
	format       string
	plot         string
	factionFiles []string
}

// newBalanceCmd builds `aresim balance`: a faction balance study of The
// Ares Project on the sim harness.
func newBalanceCmd() *cobra.Command {
	o := &balanceOptions{}
	cmd := &cobra.Command{
		Use:   "balance",
		Short: "Play many bot games of The Ares Project and report faction balance",
		Long: `Play every table of the chosen factions and bots (each faction with each
bot is an entrant; a table is two entrants, the players of a Free-For-All,
or two teams of two) in every rotation of its seats (the first seat always
plays first, so first-player advantage is measured, and cancels in the
matchup rates), on all cores, and report win rates with 95% Wilson
intervals, first-player advantage, how games end, game length, battles,
attacker success by kind of attack, and which units win their battles most
per resource spent.

The result does not depend on --workers. --shard i/n plays one slice of the
run and writes its summary (to --out, or stdout); 'aresim merge' adds
slices up exactly.`,
		Example: `  aresim balance --games 100000
  aresim balance --mode full --games 40000
  aresim balance --mode ffa --players 3 --games 24000
  aresim balance --games 20000 --format csv --plot balance.svg
  aresim balance --precision 0.005 --timeout 10m
  aresim balance --games 8000000 --shard 3/8 --out shard-3.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			return runBalance(ctx, cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.factions, "factions", "", "factions to compare (default Terrans,Kahoum in the Basic Game, all four otherwise)")
	f.StringVar(&o.bots, "bots", "heuristic", "bots to compare: random, heuristic")
	f.StringVar(&o.mode, "mode", "basic", "rules: basic, full, ffa (Free-For-All) or team")
	f.IntVar(&o.players, "players", 0, "players of each Free-For-All game: 3 or 4 (default 4)")
	f.Uint64Var(&o.games, "games", 10000, "games in the whole run (0: until --precision or --timeout)")
	f.Uint64Var(&o.seed, "seed", 1, "run seed")
	f.IntVar(&o.workers, "workers", 0, "worker goroutines (0: all cores); never changes the result")
	f.Float64Var(&o.precision, "precision", 0, "stop once every reported rate's 95% interval half-width is below this")
	f.DurationVar(&o.timeout, "timeout", 0, "stop after this long (games in progress finish)")
	f.StringVar(&o.shard, "shard", "", "play only shard i of n (0-based), e.g. 3/8, and write its summary")
	f.StringVar(&o.out, "out", "", "also write the summary JSON to this file (with --shard: instead of stdout)")
	f.StringVar(&o.format, "format", "table", "report format: table, json or csv")
	f.StringVar(&o.plot, "plot", "", "draw the matchup heat map and game-length histograms to this .svg or .png file")
	f.StringSliceVar(&o.factionFiles, "faction-file", nil, "faction data file replacing the embedded faction of the same name (repeatable)")
	return cmd
}

func runBalance(ctx context.Context, out, errOut io.Writer, o *balanceOptions) error {
	format, err := sim.ParseFormat(o.format)
	if err != nil {
		return fmt.Errorf("--format: %w", err)
	}
	mode, err := ares.ParseMode(o.mode)
	if err != nil {
		return fmt.Errorf("--mode: %w", err)
	}
	cfg := sim.Config{Games: o.games, Seed: o.seed, Workers: o.workers, Precision: o.precision, Timeout: o.timeout}
	if o.games == 0 && o.precision == 0 && o.timeout == 0 {
		return fmt.Errorf("--games: 0 games needs --precision or --timeout to stop")
	}
	if o.workers < 0 {
		return fmt.Errorf("--workers: %d is negative", o.workers)
	}
	if o.precision < 0 || o.precision >= 0.5 {
		return fmt.Errorf("--precision: %g is not in (0, 0.5)", o.precision)
	}
	if o.shard != "" {
		if cfg.Shard, err = sim.ParseShard(o.shard); err != nil {
			return fmt.Errorf("--shard: %w", err)
		}
	}
	rules, err := loadRules(o.factionFiles)
	if err != nil {
		return err
	}
	factions := splitList(o.factions)
	if len(factions) == 0 {
		factions = []string{"Terrans", "Kahoum", "Xenos", "Colossus"}
		if mode == ares.Basic {
			factions = factions[:2]
		}
	}
	study, err := balance.New(balance.Config{Rules: rules, Mode: mode, Factions: factions, Bots: splitList(o.bots), Players: o.players})
	if err != nil {
		return err
	}
	if errOut == os.Stderr {
		cfg.Progress = sim.TerminalProgress(os.Stderr)
	}
	summary, err := sim.Run(ctx, cfg, study)
	if err != nil {
		return err
	}
	if o.out != "" {
		if err := sim.WriteSummaryFile(o.out, summary); err != nil {
			return err
		}
	}
	if o.shard != "" {
		if o.out == "" {
			return sim.WriteSummary(out, summary)
		}
		fmt.Fprintf(out, "shard %s: %d games written to %s\n", o.shard, summary.Games, o.out)
		return nil
	}
	if o.plot != "" {
		if err := balance.WritePlot(o.plot, summary); err != nil {
			return fmt.Errorf("--plot: %w", err)
		}
	}
	return balance.NewReport(summary).Write(out, format)
}
