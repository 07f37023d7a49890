package main

import (
	"fmt"
	"io"
	"os"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
	"github.com/spf13/cobra"
)

// crisisPlayOptions are the flags of `aresim crisis play`.
type crisisPlayOptions struct {
	players    int
	seed       uint64
	difficulty string
	sets       string
	bots       string
	record     string
	quiet      bool
}

// newCrisisPlayCmd builds `aresim crisis play`.
func newCrisisPlayCmd() *cobra.Command {
	opts := crisisPlayOptions{players: 2, seed: 1, difficulty: "normal", sets: "base", bots: "heuristic"}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play one seeded Crisis game between co-operating bots and tell it round by round",
		Long: `play plays one game of the Crisis mode between co-operating bots, seeded so
that the same flags always give the same game, and writes a readable
account: each round's Crisis step (the detriment tokens, the persistent
effects, the Crisis card drawn and what it did, the dummy hand), the phases,
every action, the counters removed, the board at the end of each round, and
how the game ended. --record writes the game's record, which "aresim crisis
replay" plays back.`,
		Example: `  aresim crisis play --players 3 --difficulty expert --seed 7
  aresim crisis play --players 1 --difficulty beginner --record solo.json
  aresim crisis play --quiet`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCrisisPlay(cmd.OutOrStdout(), opts)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.players, "players", opts.players, "number of players, 1 to 4")
	f.Uint64Var(&opts.seed, "seed", opts.seed, "seed of the game")
	f.StringVar(&opts.difficulty, "difficulty", opts.difficulty, "beginner, normal, expert or nightmare")
	f.StringVar(&opts.sets, "sets", opts.sets, "project card sets: base, or base,discovery (Crisis plays Discovery's cards without awards and milestones)")
	f.StringVar(&opts.bots, "bots", opts.bots, "bots, one name for all or a comma list, one per player: "+crisisBotNames)
	f.StringVar(&opts.record, "record", "", "write the game's record to `FILE`")
	f.BoolVarP(&opts.quiet, "quiet", "q", false, "print only how the game ended")
	return cmd
}

func runCrisisPlay(w io.Writer, opts crisisPlayOptions) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("crisis play: "+format, args...) }
	if opts.players < 1 || opts.players > crisis.MaxPlayers {
		return fail("--players %d: want 1 to %d", opts.players, crisis.MaxPlayers)
	}
	d, err := crisis.ParseDifficulty(opts.difficulty)
	if err != nil {
		return fail("--difficulty: %w", err)
	}
	sets, err := parseCrisisSets(opts.sets)
	if err != nil {
		return fail("%w", err)
	}
	bots, err := seatBots(bot.Tiers, opts.bots, opts.players, opts.seed)
	if err != nil {
		return fail("%w", err)
	}
	if opts.record != "" {
		if err := checkOutputPath(opts.record); err != nil {
			return fail("--record: %w", err)
		}
	}
	cfg := crisis.Config{Players: opts.players, Seed: sim.EngineSeed(opts.seed), Difficulty: d, Sets: sets}
	s, err := crisis.New(cfg)
	if err != nil {
		return fail("%w", err)
	}
	rec := crisis.NewRecord(cfg)
	n := &crisisNarrator{w: w, quiet: opts.quiet}
	n.start(&s)
	if err := bot.Play(&s, bots, bot.Recording(&rec), func(_ int, a crisis.Action, s *crisis.State) { n.after(s, a) }); err != nil {
		return fail("%w", err)
	}
	writeCrisisResult(w, &s)
	if opts.record != "" {
		if err := writeCrisisRecord(opts.record, rec, &s); err != nil {
			return fail("--record: %w", err)
		}
	}
	return nil
}

func writeCrisisRecord(path string, rec crisis.Record, s *crisis.State) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := rec.Write(f, s.Game().Catalogue(), s.Deck()); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// checkOutputPath reports whether a file can be created at path, before
// any work is done.
func checkOutputPath(path string) error {
	info, err := os.Stat(path)
	if err == nil && info.IsDir() {
		return fmt.Errorf("%s is a directory", path)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	return f.Close()
}

// newCrisisReplayCmd builds `aresim crisis replay`.
func newCrisisReplayCmd() *cobra.Command {
	var quiet bool
	cmd := &cobra.Command{
		Use:   "replay RECORD",
		Short: "Play back a recorded Crisis game and tell it round by round",
		Long: `replay reads a record written by "aresim crisis play --record" (or by a program
with crisis.Record.Write), plays its actions from the same seed and
writes the same account. An action that is not legal where it stands is
reported with its number.`,
		Example: `  aresim crisis replay solo.json
  aresim crisis replay solo.json --quiet`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCrisisReplay(cmd.OutOrStdout(), quiet, args[0])
		},
	}
	cmd.Flags().BoolVarP(&quiet, "quiet", "q", false, "print only how the game ended")
	return cmd
}

func runCrisisReplay(w io.Writer, quiet bool, path string) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("crisis replay: "+format, args...) }
	s0, err := crisis.New(crisis.Config{Players: 1})
	if err != nil {
		return fail("%w", err)
	}
	cat, deck := s0.Game().Catalogue(), s0.Deck()
	f, err := os.Open(path)
	if err != nil {
		return fail("%w", err)
	}
	defer f.Close()
	rec, err := crisis.ReadRecord(f, cat, deck)
	if err != nil {
		return fail("%s: %w", path, err)
	}
	s, err := crisis.New(rec.Config(cat, deck))
	if err != nil {
		return fail("%s: %w", path, err)
	}
	n := &crisisNarrator{w: w, quiet: quiet}
	n.start(&s)
	step := func(_ *crisis.State, i int) (crisis.Action, error) { return rec.Actions[i], nil }
	err = play.Replay[crisis.State, crisis.View, crisis.Observation](crisis.Game{}, &s, nil, len(rec.Actions), step,
		func(_ int, a crisis.Action, s *crisis.State) { n.after(s, a) })
	if err != nil {
		return fail("%s: %w", path, err)
	}
	if !s.Over() {
		fmt.Fprintf(w, "The record ends before the game does (round %d).\n", s.Round())
	}
	writeCrisisResult(w, &s)
	return nil
}
