package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
)

// formatSummary is the --format value that writes the merged summary JSON
// rather than the game's report.
const formatSummary = "summary"

// mergeOptions are the flags of `aresim merge`.
type mergeOptions struct {
	out    string // write the merged summary to this file
	format string // summary, table, json or csv
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
the same game, configuration and seed, and cover different games.

By default the merged summary is written as JSON to standard output (or
to --out), so merges can themselves be merged. With --format table, json
or csv the game's report of the merged summary is printed instead.`,
		Example: `  aresim merge shard-*.json --out all.json
  aresim merge shard-*.json --format table`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runMerge(cmd.OutOrStdout(), reg, opts, args)
		},
	}
	cmd.Flags().StringVarP(&opts.out, "out", "o", "", "write the merged summary JSON to `FILE`")
	cmd.Flags().StringVar(&opts.format, "format", opts.format, "what to print: summary (the merged summary JSON), or the game's report as table, json or csv")
	return cmd
}

// runMerge merges the summary files and writes what opts ask for.
func runMerge(stdout io.Writer, reg *sim.Registry, opts mergeOptions, files []string) error {
	var report sim.Format
	if opts.format != formatSummary {
		f, err := sim.ParseFormat(opts.format)
		if err != nil {
			return fmt.Errorf("merge: --format %q: want summary, table, json or csv", opts.format)
		}
		report = f
	}
	merged, err := reg.MergeFiles(files...)
	if err != nil {
		return err
	}
	if report != "" && !merged.HasReport() {
		return fmt.Errorf("merge: game %q has no report; use --format summary", merged.Game())
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
	switch {
	case report != "":
		return merged.Report(stdout, report)
	case opts.out == "":
		return merged.WriteJSON(stdout)
	}
	return nil
}
