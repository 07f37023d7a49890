package main

import (
	"fmt"
	"io"
	"os"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/sim/play"
	"github.com/spf13/cobra"
)

type replayOptions struct {
	factionFiles []string
	log          bool
}

// newReplayCmd builds `aresim replay FILE`: replay a game record and
// verify it reaches the same result.
func newReplayCmd() *cobra.Command {
	o := &replayOptions{}
	cmd := &cobra.Command{
		Use:   "replay FILE",
		Short: "Replay a game record of The Ares Project and verify its result",
		Long: `Replay a record written by 'aresim play --record' from its seed and actions,
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
		winner = sideName(&s, r.Winner) + " win"
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
	step := func(_ *ares.State, i int) (ares.Action, error) { return ares.ParseAction(rec.Actions[i]) }
	_ = play.Replay[ares.State, ares.State, ares.Observation](ares.Game{}, &s, nil, len(rec.Actions), step,
		bot.Transitions(&s, func(before *ares.State, a ares.Action, after *ares.State) {
			for _, line := range ares.Narrate(before, a, after) {
				fmt.Fprintln(out, line)
			}
		}))
}
