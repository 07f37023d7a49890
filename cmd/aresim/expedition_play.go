package main

import (
	"fmt"
	"io"
	"os"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
	"github.com/spf13/cobra"
)

// expeditionPlayOptions are the flags of `aresim expedition play`.
type expeditionPlayOptions struct {
	players   int
	seed      uint64
	bots      string
	maxRounds int
	record    string
	quiet     bool
	redraw    bool
	cardFiles []string
	game      expeditionGameFlags
}

// newExpeditionPlayCmd builds `aresim expedition play`.
func newExpeditionPlayCmd() *cobra.Command {
	opts := expeditionPlayOptions{players: 4, seed: 1, bots: "heuristic"}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play one seeded game between bots and tell it round by round",
		Long: `play plays one game of Ares Expedition between bots, seeded so that the same
flags always give the same game, and writes a readable account: the phases
chosen each round, every action, the board at the end of each round, and the
final scores. --record writes the game's record, which "aresim expedition
replay" plays back.`,
		Example: `  aresim expedition play --players 3 --seed 7
  aresim expedition play --bots heuristic,random,random,heuristic --record game.json
  aresim expedition play --sets base,discovery,foundations --players 6
  aresim expedition play --sets base,discovery --players 2 --dummy-hand --draft
  aresim expedition play --quiet`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runExpeditionPlay(cmd.OutOrStdout(), opts)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.players, "players", opts.players, "number of players, 2 to 6")
	f.Uint64Var(&opts.seed, "seed", opts.seed, "seed of the game")
	f.StringVar(&opts.bots, "bots", opts.bots, "bots, a comma list of "+botNames+": one name plays every seat, or one name per seat in seat order")
	f.IntVar(&opts.maxRounds, "max-rounds", expedition.DefaultMaxRounds, "stop the game unfinished after this many rounds (Ruling E8)")
	f.BoolVar(&opts.redraw, "redraw", false, "play the setup redraw variant: each player may set aside dealt cards and draw as many, once")
	f.StringVar(&opts.record, "record", "", "write the game's record to `FILE`")
	f.BoolVarP(&opts.quiet, "quiet", "q", false, "print only the result line")
	f.StringSliceVar(&opts.cardFiles, "cards", nil, "card `FILES` to use instead of the embedded cards")
	opts.game.add(f)
	return cmd
}

func runExpeditionPlay(w io.Writer, opts expeditionPlayOptions) error {
	if opts.record != "" {
		if err := checkOutput("record", opts.record); err != nil {
			return fmt.Errorf("expedition play: %w", err)
		}
	}
	if err := checkPlayers(opts.players); err != nil {
		return fmt.Errorf("expedition play: %w", err)
	}
	if opts.maxRounds < 1 || opts.maxRounds > 255 {
		return fmt.Errorf("expedition play: --max-rounds %d: want 1 to 255", opts.maxRounds)
	}
	cat, err := loadCatalogue(opts.cardFiles)
	if err != nil {
		return fmt.Errorf("expedition play: %w", err)
	}
	bots, err := seatBots(bot.Tiers, opts.bots, opts.players, opts.seed)
	if err != nil {
		return fmt.Errorf("expedition play: %w", err)
	}
	game, err := opts.game.options()
	if err != nil {
		return fmt.Errorf("expedition play: %w", err)
	}
	cfg := game.Config(opts.players, sim.EngineSeed(opts.seed), opts.maxRounds, cat)
	cfg.Redraw = opts.redraw
	s, err := expedition.New(cfg)
	if err != nil {
		return fmt.Errorf("expedition play: %w", err)
	}
	rec := expedition.NewRecord(cfg)
	n := &narrator{w: w, quiet: opts.quiet}
	n.start(&s)
	err = bot.Play(&s, bots, bot.Recording(&rec), func(_ int, a expedition.Action, s *expedition.State) { n.after(s, a) })
	if err != nil {
		return fmt.Errorf("expedition play: %w", err)
	}
	n.result(&s)
	if opts.record != "" {
		f, err := os.Create(opts.record)
		if err != nil {
			return fmt.Errorf("expedition play: --record: %w", err)
		}
		if err := rec.Write(f, cat); err != nil {
			f.Close()
			return fmt.Errorf("expedition play: --record: %w", err)
		}
		if err := f.Close(); err != nil {
			return fmt.Errorf("expedition play: --record: %w", err)
		}
	}
	return nil
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
	n := &narrator{w: w, quiet: opts.quiet}
	n.start(&s)
	err = play.Replay[expedition.State, expedition.View, expedition.Observation](expedition.Game{}, &s, nil, len(rec.Actions), rec.Next,
		func(_ int, a expedition.Action, s *expedition.State) { n.after(s, a) })
	if err != nil {
		return fmt.Errorf("expedition replay: %s: %w", path, err)
	}
	if !s.Over() {
		return fmt.Errorf("expedition replay: %s: the record ends before the game does: %d actions replayed, the game is in round %d",
			path, len(rec.Actions), s.Round())
	}
	n.result(&s)
	return nil
}
