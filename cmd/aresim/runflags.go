package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/spf13/pflag"
)

// defaultGames is the --games of every study.
const defaultGames = 10000

// runFlags are the flags every study shares, with the same names,
// defaults and meaning: how many games from which seed, on how many
// workers, when to stop, which shard, and where the summary, the report
// and the plot go.
type runFlags struct {
	flags     *pflag.FlagSet
	games     uint64
	seed      uint64
	workers   int
	precision float64
	timeout   time.Duration
	shard     string
	out       string
	format    string
	plot      string
	allRows   bool
}

// add declares the flags on f. watched says which rates --precision
// watches; drawing what --plot draws.
func (r *runFlags) add(f *pflag.FlagSet, watched, drawing string) {
	r.flags = f
	f.Uint64Var(&r.games, "games", defaultGames, "games in the whole run, all shards together (0: no count, stop on --precision or --timeout)")
	f.Uint64Var(&r.seed, "seed", 1, "run seed: game i is seeded from it and i only")
	f.IntVar(&r.workers, "workers", 0, "worker goroutines (0: all cores); never changes the result")
	f.Float64Var(&r.precision, "precision", 0, "stop at the first block of games where "+watched+
		" (those with games) all have a 95% interval half-width below this, e.g. 0.005 (0: off; not with --shard)")
	f.DurationVar(&r.timeout, "timeout", 0, "stop after this long, e.g. 10m (games in progress finish and count; 0: off)")
	f.StringVar(&r.shard, "shard", "", "play only shard `i/n` of the games (0-based), e.g. 3/8, and write its summary instead of a report")
	f.StringVar(&r.out, "out", "", "also write the summary JSON to `FILE` (with --shard: instead of stdout)")
	f.StringVar(&r.format, "format", "table", "report format: table, json or csv")
	f.StringVar(&r.plot, "plot", "", "draw "+drawing+" to `FILE` (.svg or .png)")
	f.BoolVar(&r.allRows, "all-rows", false, "print every row of the table's long lists (units, cards), not their head and tail")
}

// config checks the flags, naming the one at fault, and the output paths,
// before anything is played, and returns the run's configuration and the
// report's options.
func (r *runFlags) config() (sim.Config, sim.ReportOptions, error) {
	cfg := sim.Config{Games: r.games, Seed: r.seed, Workers: r.workers, Precision: r.precision, Timeout: r.timeout}
	format, err := sim.ParseFormat(r.format)
	opt := sim.ReportOptions{Format: format, AllRows: r.allRows}
	switch {
	case err != nil:
		return cfg, opt, fmt.Errorf("--format %q: want table, json or csv", r.format)
	case r.games == 0 && r.precision == 0 && r.timeout == 0:
		return cfg, opt, fmt.Errorf("--games: 0 games needs --precision or --timeout to stop")
	case r.workers < 0:
		return cfg, opt, fmt.Errorf("--workers: %d is negative", r.workers)
	case math.IsNaN(r.precision) || r.precision < 0 || r.precision >= 0.5:
		return cfg, opt, fmt.Errorf("--precision: %g: want a half-width below 0.5, such as 0.005 (0: off)", r.precision)
	case r.timeout < 0:
		return cfg, opt, fmt.Errorf("--timeout: %v is negative", r.timeout)
	}
	if r.shard != "" {
		if cfg.Shard, err = sim.ParseShard(r.shard); err != nil {
			return cfg, opt, fmt.Errorf("--shard: %w", err)
		}
		for _, name := range []string{"precision", "format", "plot", "all-rows"} {
			if r.flags.Changed(name) {
				return cfg, opt, fmt.Errorf("--%s with --shard: a shard plays its whole range and writes only its summary; "+
					"give --%s to 'aresim merge' instead", name, name)
			}
		}
		if r.games == 0 {
			return cfg, opt, fmt.Errorf("--shard needs --games: the number of games to split")
		}
	}
	if r.out != "" {
		if err := checkOutput("out", r.out); err != nil {
			return cfg, opt, err
		}
	}
	if r.plot != "" {
		if err := checkPlotOutput("plot", r.plot); err != nil {
			return cfg, opt, err
		}
	}
	return cfg, opt, nil
}

// interruptible returns ctx cancelled on Ctrl-C or SIGTERM, so that a run
// stops and returns what it has, and the function that stops listening.
func interruptible(ctx context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
}

// runStudy plays the run the flags describe and writes what they ask
// for: with --shard the summary (to --out, or else to out); otherwise the
// summary to --out, the report to out and the plot to --plot. Progress
// goes to errOut when it is a terminal. Ctrl-C or SIGTERM stop the run;
// what was played is still written. The error says how the command
// exits: nil when the run did all it was asked, an exitError after a
// partial run (exitPartial, or exitInterrupted after a signal).
func runStudy[A sim.Accumulator[A]](ctx context.Context, out, errOut io.Writer, r *runFlags, game sim.Game[A], show sim.Outputs[A]) error {
	cfg, opt, err := r.config()
	if err != nil {
		return err
	}
	cfg.Progress = sim.TerminalProgress(errOut)
	ctx, stop := interruptible(ctx)
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
			if err := sim.WriteSummary(out, summary); err != nil {
				return err
			}
		} else if _, err := fmt.Fprintf(errOut, "shard %s: %d games written to %s\n", r.shard, summary.Games, r.out); err != nil {
			return err
		}
		return shardExit(r.shard, cfg, summary)
	}
	if err := show.Report(out, summary, opt); err != nil {
		return err
	}
	if r.plot != "" {
		if summary.Games == 0 {
			fmt.Fprintf(errOut, "aresim: no game was played: no plot drawn to %s\n", r.plot)
		} else if err := show.Plot(r.plot, summary); err != nil {
			return fmt.Errorf("--plot: %w", err)
		}
	}
	return runExit(report.NewRun("", summary), "the report says so")
}

// runExit is how a command that wrote the result of run exits: nil when
// it is complete, otherwise an exitError whose line gives the status
// words and where the result says it is partial.
func runExit(run report.Run, where string) error {
	switch {
	case run.Stop == string(sim.StopCancelled):
		return &exitError{code: exitInterrupted, msg: run.Status() + " (" + where + ")"}
	case run.Partial:
		return &exitError{code: exitPartial, msg: run.Status() + " (" + where + ")"}
	}
	return nil
}

// shardExit is how a shard exits: a shard lacks the other shards' games
// by design, so only its own stop counts.
func shardExit[A any](shard string, cfg sim.Config, s sim.Summary[A]) error {
	if !s.Partial {
		return nil
	}
	lo, hi := cfg.Shard.Range(cfg.Games)
	msg := fmt.Sprintf("PARTIAL: shard %s stopped by --timeout after %d of its %d games (its summary is marked partial)", shard, s.Games, hi-lo)
	code := exitPartial
	if s.Stop == sim.StopCancelled {
		msg = fmt.Sprintf("PARTIAL: shard %s interrupted after %d of its %d games (its summary is marked partial)", shard, s.Games, hi-lo)
		code = exitInterrupted
	}
	return &exitError{code: code, msg: msg}
}
