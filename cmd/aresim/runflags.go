package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"time"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/simplot"
	"github.com/spf13/pflag"
)

// runFlags are the flags every balance command shares: how many games
// from which seed, on how many workers, when to stop, which shard, and
// where the summary, the report and the plot go.
type runFlags struct {
	games     uint64
	seed      uint64
	workers   int
	precision float64
	timeout   time.Duration
	shard     string
	out       string
	format    string
	plot      string
}

// add declares the flags on f. games is the default number of games,
// rates names the rates --precision watches and drawing what --plot draws.
func (r *runFlags) add(f *pflag.FlagSet, games uint64, rates, drawing string) {
	f.Uint64Var(&r.games, "games", games, "games in the whole run (0: until --precision or --timeout)")
	f.Uint64Var(&r.seed, "seed", 1, "run seed")
	f.IntVar(&r.workers, "workers", 0, "worker goroutines (0: all cores); never changes the result")
	f.Float64Var(&r.precision, "precision", 0, "stop once "+rates+" 95% interval half-width is below this, e.g. 0.005")
	f.DurationVar(&r.timeout, "timeout", 0, "stop after this long (games in progress finish and count)")
	f.StringVar(&r.shard, "shard", "", "play only shard `i/n` of the games (0-based), e.g. 3/8, and write its summary")
	f.StringVar(&r.out, "out", "", "also write the summary JSON to `FILE` (with --shard: instead of stdout)")
	f.StringVar(&r.format, "format", "table", "report format: table, json or csv")
	f.StringVar(&r.plot, "plot", "", "draw "+drawing+" to `FILE` (.svg or .png)")
}

// config checks the flags, naming the one at fault, and returns the run's
// configuration and report format.
func (r *runFlags) config() (sim.Config, sim.Format, error) {
	cfg := sim.Config{Games: r.games, Seed: r.seed, Workers: r.workers, Precision: r.precision, Timeout: r.timeout}
	format, err := sim.ParseFormat(r.format)
	switch {
	case err != nil:
		return cfg, format, fmt.Errorf("--format: %w", err)
	case r.games == 0 && r.precision == 0 && r.timeout == 0:
		return cfg, format, fmt.Errorf("--games: 0 games needs --precision or --timeout to stop")
	case r.workers < 0:
		return cfg, format, fmt.Errorf("--workers: %d is negative", r.workers)
	case math.IsNaN(r.precision) || r.precision < 0 || r.precision >= 0.5:
		return cfg, format, fmt.Errorf("--precision: %g: want a half-width below 0.5, such as 0.005 (0: off)", r.precision)
	case r.timeout < 0:
		return cfg, format, fmt.Errorf("--timeout: %v is negative", r.timeout)
	}
	if r.plot != "" {
		if err := simplot.CheckPath(r.plot); err != nil {
			return cfg, format, fmt.Errorf("--plot: %w", err)
		}
	}
	if r.shard != "" {
		if cfg.Shard, err = sim.ParseShard(r.shard); err != nil {
			return cfg, format, fmt.Errorf("--shard: %w", err)
		}
	}
	return cfg, format, nil
}

// studyOutput is what a balance command draws and reports from a run's
// summary.
type studyOutput[A sim.Accumulator[A]] struct {
	plot   func(path string, s sim.Summary[A]) error
	report func(w io.Writer, s sim.Summary[A], f sim.Format) error
}

// runStudy plays the run the flags describe, stopping early and reporting
// the games played on Ctrl-C, and writes what the flags ask for: with
// --shard the summary (to --out, or else to out), otherwise the report in
// --format, the summary to --out and the plot to --plot. Progress goes to
// errOut when it is a terminal.
func runStudy[A sim.Accumulator[A]](ctx context.Context, out, errOut io.Writer, r *runFlags, game sim.Game[A], show studyOutput[A]) error {
	cfg, format, err := r.config()
	if err != nil {
		return err
	}
	cfg.Progress = sim.TerminalProgress(errOut)
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	defer stop()
	summary, err := sim.Run(ctx, cfg, game)
	if err != nil {
		return err
	}
	if r.out != "" {
		if err := sim.WriteSummaryFile(r.out, summary); err != nil {
			return fmt.Errorf("--out: %w", err)
		}
	}
	if r.shard != "" {
		if r.out == "" {
			return sim.WriteSummary(out, summary)
		}
		_, err := fmt.Fprintf(out, "shard %s: %d games written to %s\n", r.shard, summary.Games, r.out)
		return err
	}
	if r.plot != "" {
		if err := show.plot(r.plot, summary); err != nil {
			return fmt.Errorf("--plot: %w", err)
		}
	}
	return show.report(out, summary, format)
}
