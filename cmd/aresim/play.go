package main

import (
	"fmt"
	"io"
	"os"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/internal/dice"
	"github.com/spf13/cobra"
)

type playOptions struct {
	seed         uint64
	factions     string
	bots         string
	first        int
	record       string
	factionFiles []string
	quiet        bool
}

// newPlayCmd builds `aresim play`: one seeded game of The Ares Project
// between two bots, with a readable log.
func newPlayCmd() *cobra.Command {
	o := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a seeded game of The Ares Project between two bots and print its log",
		Long: `Play one game of The Ares Project Basic Game between two bots and print a
readable log: every turn, and every battle round by round. The same seed and
options always give the same game; --record writes a record that
'aresim replay' replays and verifies.`,
		Example: `  aresim play --seed 1
  aresim play --seed 7 --bots heuristic,random --record game.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runPlay(cmd.OutOrStdout(), o) },
	}
	f := cmd.Flags()
	f.Uint64Var(&o.seed, "seed", 1, "game seed")
	f.StringVar(&o.factions, "factions", "Terrans,Kahoum", "the two factions, in seat order")
	f.StringVar(&o.bots, "bots", "heuristic,heuristic", "the bot of each seat: random or heuristic")
	f.IntVar(&o.first, "first", -1, "seat that plays first; -1 rolls for it")
	f.StringVar(&o.record, "record", "", "write the game record to this file")
	f.StringSliceVar(&o.factionFiles, "faction-file", nil, "faction data file replacing the embedded faction of the same name (repeatable)")
	f.BoolVar(&o.quiet, "quiet", false, "print only the result")
	return cmd
}

func runPlay(out io.Writer, o *playOptions) error {
	rules, err := loadRules(o.factionFiles)
	if err != nil {
		return err
	}
	factions := splitList(o.factions)
	botNames := splitList(o.bots)
	if len(botNames) != len(factions) {
		return fmt.Errorf("--bots: %d bots for %d factions", len(botNames), len(factions))
	}
	cfg := ares.Config{Mode: ares.Basic, Factions: factions, FirstPlayer: o.first}
	s, err := ares.NewGame(rules, cfg, o.seed)
	if err != nil {
		return err
	}
	bots := make([]bot.Bot, len(botNames))
	for p, name := range botNames {
		if bots[p], err = bot.New(name, dice.Derive(o.seed, uint64(1000+p))); err != nil {
			return fmt.Errorf("--bots: %w", err)
		}
	}
	rec, err := ares.NewRecord(rules, cfg, o.seed)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "The Ares Project, Basic Game, seed %d: %s (%s) against %s (%s)\n", o.seed, factions[0], botNames[0], factions[1], botNames[1])
	observe := func(before *ares.State, a ares.Action, after *ares.State) {
		rec.Add(a)
		if o.quiet && !after.Over() {
			return
		}
		for _, line := range ares.Narrate(before, a, after) {
			if !o.quiet || after.Over() {
				fmt.Fprintln(out, line)
			}
		}
	}
	if err := bot.Play(&s, bots, observe); err != nil {
		return err
	}
	rec.Finish(&s)
	if o.record != "" {
		if err := writeRecordFile(o.record, rec); err != nil {
			return err
		}
		fmt.Fprintf(out, "Record written to %s (%d actions)\n", o.record, len(rec.Actions))
	}
	return nil
}

func writeRecordFile(name string, rec ares.Record) error {
	f, err := os.Create(name)
	if err != nil {
		return fmt.Errorf("--record: %w", err)
	}
	if err := ares.WriteRecord(f, rec); err != nil {
		f.Close()
		return fmt.Errorf("--record: %w", err)
	}
	return f.Close()
}
