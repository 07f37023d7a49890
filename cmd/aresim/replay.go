package main

import (
	"fmt"
	"io"
	"os"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/play"
	"github.com/spf13/cobra"
)

type replayOptions struct {
	factionFiles []string
	log          bool
}

// newAresReplayCmd builds `aresim ares replay FILE`: replay a game record and
// verify it reaches the same result.
func newAresReplayCmd() *cobra.Command {
	o := &replayOptions{}
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Replay a game record of The Ares Project and verify its result",
		Long: `Replay a record written by 'aresim ares play --record' from its seed and actions,
check every action is legal and the game ends as recorded, and print the
result (and with --log the whole game).`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runReplay(cmd.OutOrStdout(), args[0], o) },
	}
	cmd.Flags().StringSliceVar(&o.factionFiles, "faction-file", nil, "faction data file the game was played with (repeatable)")
	cmd.Flags().BoolVar(&o.log, "log", false, "print the game's log while replaying")
	return cmd
}

func runReplay(out io.Writer, file string, o *replayOptions) error {
	rules, err := loadRules(o.factionFiles)
	if err != nil {
		return err
	}
	f, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	rec, err := ares.ReadRecord(file, f)
	f.Close()
	if err != nil {
		return err
	}
	if o.log {
		logRecord(out, rules, rec)
	}
	s, err := ares.Replay(rules, rec)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if !s.Over() {
		return fmt.Errorf("%s: the record ends before the game does: %d actions replayed, %d turns played, the game goes on", file, len(rec.Actions), s.Turns())
	}
	r := s.Result()
	winner := "a draw"
	if r.Winner >= 0 {
		winner = s.SideName(r.Winner) + " win"
	}
	fmt.Fprintf(out, "%s: replayed %d actions: %s by %s after %d turns, as recorded\n", file, len(rec.Actions), winner, r.Reason, r.Turns)
	return nil
}

// logRecord narrates a record's game as far as it replays.
func logRecord(out io.Writer, rules *ares.Rules, rec ares.Record) {
	s, err := ares.NewGame(rules, rec.Config, rec.Seed)
	if err != nil {
		return
	}
	log := ares.NewLog(out, false)
	log.Start(&s)
	step := func(_ *ares.State, i int) (ares.Action, error) { return ares.ParseAction(rec.Actions[i]) }
	_ = play.Replay[ares.State, ares.State, ares.Observation](ares.Game{}, &s, nil, len(rec.Actions), step, log.Watch)
	log.End(&s)
}

// expeditionReplayOptions are the flags of `aresim expedition replay`.
type expeditionReplayOptions struct {
	quiet     bool
	cardFiles []string
}

// newExpeditionReplayCmd builds `aresim expedition replay`.
func newExpeditionReplayCmd() *cobra.Command {
	var opts expeditionReplayOptions
	cmd := &cobra.Command{
		Use:   "replay RECORD",
		Short: "Play back a recorded game and tell it round by round",
		Long: `replay reads a record written by "aresim expedition play --record" (or by a
program with expedition.Record.Write), plays its actions from the same
seed and writes the same account and final scores. An action that is not
legal where it stands is reported with its number.`,
		Example: `  aresim expedition replay game.json
  aresim expedition replay game.json --quiet`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runExpeditionReplay(cmd.OutOrStdout(), opts, args[0])
		},
	}
	cmd.Flags().BoolVarP(&opts.quiet, "quiet", "q", false, "print only the result line")
	cmd.Flags().StringSliceVar(&opts.cardFiles, "cards", nil, "card `FILES` the game was played with")
	return cmd
}

func runExpeditionReplay(w io.Writer, opts expeditionReplayOptions, path string) error {
	cat, err := loadCatalogue(opts.cardFiles)
	if err != nil {
		return fmt.Errorf("expedition replay: %w", err)
	}
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("expedition replay: %w", unwrapPath(err))
	}
	defer f.Close()
	rec, err := expedition.ReadRecord(f, cat)
	if err != nil {
		return fmt.Errorf("expedition replay: %s: %w", path, err)
	}
	s, err := expedition.New(rec.Config(cat))
	if err != nil {
		return fmt.Errorf("expedition replay: %s: %w", path, err)
	}
	log := expedition.NewLog(w, opts.quiet)
	log.Start(&s)
	err = play.Replay[expedition.State, expedition.View, expedition.Observation](expedition.Game{}, &s, nil, len(rec.Actions), rec.Next, log.Watch)
	if err != nil {
		return fmt.Errorf("expedition replay: %s: %w", path, err)
	}
	if !s.Over() {
		return fmt.Errorf("expedition replay: %s: the record ends before the game does: %d actions replayed, the game is in round %d",
			path, len(rec.Actions), s.Round())
	}
	log.End(&s)
	return nil
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
	cat, deck, err := crisis.Data()
	if err != nil {
		return fail("%w", err)
	}
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
	log := crisis.NewLog(w, quiet)
	log.Start(&s)
	step := func(_ *crisis.State, i int) (crisis.Action, error) { return rec.Actions[i], nil }
	err = play.Replay[crisis.State, crisis.View, crisis.Observation](crisis.Game{}, &s, nil, len(rec.Actions), step, log.Watch)
	if err != nil {
		return fail("%s: %w", path, err)
	}
	if !s.Over() {
		fmt.Fprintf(w, "The record ends before the game does (round %d).\n", s.Round())
	}
	log.End(&s)
	return nil
}
