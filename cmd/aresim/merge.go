package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/spf13/cobra"
)

// formatSummary is the --format value that writes the merged summary JSON
// rather than the game's report.
const formatSummary = "summary"

// mergeOptions are the flags of `aresim merge`.
type mergeOptions struct {
	out     string // write the merged summary to this file
	format  string // summary, table, json or csv
	plot    string // draw the game's charts to this file
	partial bool   // report even when shards are missing or partial
	allRows bool
}

// newMergeCmd builds `aresim merge`, which adds up the summaries of the
// games in reg.
func newMergeCmd(reg *sim.Registry) *cobra.Command {
	opts := mergeOptions{format: formatSummary}
	cmd := &cobra.Command{
		Use:   "merge SUMMARY.json...",
		Short: "Add up the summaries of the shards of a run",
		Long: `merge reads summaries written by runs with --shard i/n --out FILE and adds
them up exactly: merging the n shards of a run gives byte for byte the
summary of the whole run played on one machine. The summaries must be of
the same game, configuration, seed and run size (--games), and cover
different games.

By default the merged summary is written as JSON to standard output (or
to --out), so merges can themselves be merged; a merge that lacks games of
the run is written too, with a note on stderr naming what is missing. With
--format table, json or csv the game's report of the merged summary is
printed instead, and --plot draws its charts; both are refused, naming the
missing games, when the summaries do not cover the whole run or one of
them was stopped early, unless --partial is given: then the report says
what it lacks, and merge exits with code 3.`,
		Example: `  aresim merge shard-*.json --out all.json
  aresim merge shard-*.json --format table --plot balance.svg
  aresim merge shard-0.json shard-1.json --format table --partial`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runMerge(cmd.OutOrStdout(), cmd.ErrOrStderr(), reg, opts, args)
		},
	}
	f := cmd.Flags()
	f.StringVarP(&opts.out, "out", "o", "", "write the merged summary JSON to `FILE`")
	f.StringVar(&opts.format, "format", opts.format, "what to print: summary (the merged summary JSON), or the game's report as table, json or csv")
	f.StringVar(&opts.plot, "plot", "", "draw the game's charts of the merged summary to `FILE` (.svg or .png)")
	f.BoolVar(&opts.partial, "partial", false, "print the report and the plot even if games of the run are missing or a shard stopped early")
	f.BoolVar(&opts.allRows, "all-rows", false, "print every row of the table's long lists (units, cards), not their head and tail")
	return cmd
}

// runMerge merges the summary files and writes what opts ask for.
func runMerge(stdout, stderr io.Writer, reg *sim.Registry, opts mergeOptions, files []string) error {
	var format sim.Format
	if opts.format = strings.ToLower(opts.format); opts.format != formatSummary {
		f, err := sim.ParseFormat(opts.format)
		if err != nil {
			return fmt.Errorf("merge: --format %q: want summary, table, json or csv", opts.format)
		}
		format = f
	}
	if opts.out != "" {
		if err := checkOutput("out", opts.out); err != nil {
			return err
		}
	}
	if opts.plot != "" {
		if err := checkPlotOutput("plot", opts.plot); err != nil {
			return err
		}
	}
	merged, err := reg.MergeFiles(files...)
	if err != nil {
		return err
	}
	status := mergeStatus(merged)
	if format != "" && !merged.HasReport() {
		return fmt.Errorf("merge: game %q has no report; use --format summary", merged.Game())
	}
	if opts.plot != "" && !merged.HasPlot() {
		return fmt.Errorf("merge: game %q has no charts", merged.Game())
	}
	if opts.out != "" {
		var buf bytes.Buffer
		if err := merged.WriteJSON(&buf); err != nil {
			return err
		}
		if err := os.WriteFile(opts.out, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("merge: writing the merged summary: %w", err)
		}
	}
	reporting := format != "" || opts.plot != ""
	if !merged.Complete() && reporting && !opts.partial {
		written := ""
		if opts.out != "" {
			written = "; the merged summary is written to " + opts.out
		}
		return fmt.Errorf("merge: no report of an incomplete run: %s (--partial reports it anyway%s)", status.Status(), written)
	}
	if !reporting {
		if opts.out == "" {
			if err := merged.WriteJSON(stdout); err != nil {
				return err
			}
		}
		if !merged.Complete() {
			fmt.Fprintf(stderr, "aresim: merge: the merged summary is not a whole run: %s\n", status.Status())
		}
		return nil
	}
	if format != "" {
		if err := merged.Report(stdout, sim.ReportOptions{Format: format, AllRows: opts.allRows}); err != nil {
			return err
		}
	}
	if opts.plot != "" {
		if merged.Games() == 0 {
			return fmt.Errorf("merge: --plot: the summaries hold no game")
		}
		if err := merged.Plot(opts.plot); err != nil {
			return fmt.Errorf("merge: --plot: %w", err)
		}
	}
	if merged.Complete() {
		return nil
	}
	return &exitError{code: exitPartial, msg: "merge: " + status.Status() + " (the report says so)"}
}

// mergeStatus returns the head of a merged summary's report, for its
// status words.
func mergeStatus(m *sim.Merged) report.Run {
	return report.Run{Games: m.Games(), RunGames: m.RunGames(), Stop: string(m.Stop()), Partial: !m.Complete(), Missing: m.Missing()}
}
