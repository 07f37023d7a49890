package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	aresbalance "github.com/aresim/aresim/ares/balance"
	crisisbalance "github.com/aresim/aresim/crisis/balance"
	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim/ladder"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// ladderOptions are the flags of the ladders: the run flags, the bots and
// each game's own flags (a game's ladder declares only its own).
type ladderOptions struct {
	runFlags
	bots       string
	mode       string
	players    string
	factions   string
	corps      string
	difficulty string
}

// ladderLong is what every ladder does; more is the game's own paragraph.
func ladderLong(more string) string {
	return `ladder plays every table of the bots given (every set of as many bots as a game
has sides, or with fewer bots than sides every mix of them) in mirror
matches, the sides rotated so that each bot holds each seat equally often.
The report gives the score of each bot against each other (a win 1, a draw
or shared place 1/2) with its 95% interval, and ratings on the Elo scale
with 95% intervals: Bradley-Terry for two sides, Plackett-Luce on finishing
orders for three or more. A run of a multiple of the cycle (tables x pools
x sides games) is balanced.

` + more + `

The result does not depend on --workers. --shard i/n plays one slice of
the run and writes its summary; 'aresim merge' adds slices up exactly.`
}

// ladderSpec is one game's ladder: its help, its bots, the flags of its
// own (the run flags and --bots are every ladder's) and how it plays.
type ladderSpec struct {
	long, example    string
	names            string // the bots the game knows, for --bots
	bots             string // what --bots means here
	watched, drawing string // what --precision watches, what --plot draws
	oneBot           bool   // a ladder of one side ranks a single bot too
	flags            func(f *pflag.FlagSet, o *ladderOptions)
	run              func(ctx context.Context, out, errOut io.Writer, o *ladderOptions, bots []string) error
}

// newLadderCmd builds a game's `ladder` command from its spec.
func newLadderCmd(spec ladderSpec) *cobra.Command {
	o := &ladderOptions{bots: "random,heuristic"}
	cmd := &cobra.Command{
		Use:     "ladder",
		Short:   "Play a round-robin of bot tiers in mirror matches and rate them",
		Long:    ladderLong(spec.long),
		Example: spec.example,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runLadder(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o, spec)
		},
	}
	f := cmd.Flags()
	addBotsFlag(f, &o.bots, "random,heuristic", spec.names, spec.bots)
	spec.flags(f, o)
	o.add(f, spec.watched, spec.drawing)
	return cmd
}

// aresLadder is The Ares Project's ladder.
var aresLadder = ladderSpec{
	long: `In The Ares Project every seat plays the same faction, each faction of
--factions in turn.`,
	example: `  aresim ares ladder --games 4000
  aresim ares ladder --mode ffa --players 3 --games 6000
  aresim ares ladder --games 100000 --shard 0/4 --out shard-0.json`,
	names: aresBotNames, bots: "the bots to rank, at least two",
	watched: "the win rates of every pair of bots", drawing: "the heat map of the scores",
	flags: func(f *pflag.FlagSet, o *ladderOptions) {
		f.StringVar(&o.mode, "mode", "basic", "rules: basic, full, ffa (Free-For-All) or team (a bot plays both seats of its team)")
		f.StringVar(&o.players, "players", "", "players of each Free-For-All game: 3 or 4 (default 4)")
		f.StringVar(&o.factions, "factions", "", "the factions, each a pool every seat plays in turn (default Terrans,Kahoum in the Basic Game, all four otherwise)")
	},
	run: runAresLadder,
}

// expeditionLadder is Ares Expedition's ladder.
var expeditionLadder = ladderSpec{
	long: `In Ares Expedition every seat draws from the same corporations.`,
	example: `  aresim expedition ladder --players 2 --games 2000 --plot ladder.svg
  aresim expedition ladder --bots heuristic,mcts:50 --players 3 --games 600`,
	names: expBotNames, bots: "the bots to rank, at least two",
	watched: "the win rates of every pair of bots", drawing: "the heat map of the scores",
	flags: func(f *pflag.FlagSet, o *ladderOptions) {
		f.StringVar(&o.players, "players", "2", "players of each game, 2 to 6")
		f.StringVar(&o.corps, "corporations", "random", "who keeps one of the two corporations dealt: random (a seeded coin) or bots")
	},
	run: runExpeditionLadder,
}

// crisisLadder is the Crisis mode's ladder.
var crisisLadder = ladderSpec{
	long: `Crisis has no opponent: there, each bot plays every seat of every player
count and difficulty asked for, and the report gives each one's team win
rate per cell.`,
	example: `  aresim crisis ladder --players 2 --difficulty normal,expert --games 4000
  aresim crisis ladder --bots heuristic --players 1 --games 1000`,
	names: crisisBotNames, bots: "the bots to rank, one or more",
	watched: "every cell's win rate under every bot", drawing: "the heat map of the win rates",
	oneBot: true,
	flags: func(f *pflag.FlagSet, o *ladderOptions) {
		f.StringVar(&o.players, "players", "1,2,3,4", "player counts, a comma list of 1 to 4")
		f.StringVar(&o.corps, "corporations", "bots", "who keeps one of the two corporations dealt: bots, or random (a seeded coin)")
		f.StringVar(&o.difficulty, "difficulty", "all", "difficulties, a comma list of beginner, normal, expert, nightmare, or all")
	},
	run: runCrisisLadder,
}

func newAresLadderCmd() *cobra.Command       { return newLadderCmd(aresLadder) }
func newExpeditionLadderCmd() *cobra.Command { return newLadderCmd(expeditionLadder) }
func newCrisisLadderCmd() *cobra.Command     { return newLadderCmd(crisisLadder) }

// runLadder reads --bots and plays a game's ladder.
func runLadder(ctx context.Context, out, errOut io.Writer, o *ladderOptions, spec ladderSpec) error {
	bots, err := parseBots(o.bots)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	if len(bots) < 2 && !spec.oneBot {
		return fmt.Errorf("ladder: --bots %q: a ladder ranks at least two bots", o.bots)
	}
	return spec.run(ctx, out, errOut, o, bots)
}

// onePlayerCount reads --players as one number, def when not given.
func onePlayerCount(value string, def int) (int, error) {
	if value == "" {
		return def, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil {
		return 0, fmt.Errorf("--players %q: want a whole number", value)
	}
	return n, nil
}

func runAresLadder(ctx context.Context, out, errOut io.Writer, o *ladderOptions, bots []string) error {
	mode, err := parseMode(o.mode)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	players, err := onePlayerCount(o.players, 0)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	rules, err := loadRules(nil)
	if err != nil {
		return err
	}
	factions, err := studyFactions(rules, mode, o.factions)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	engine, err := aresbalance.NewLadder(rules, mode, players, factions)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	study, err := ladder.New(engine, bots)
	if err != nil {
		return fmt.Errorf("ladder: --bots: %w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, study, ladder.Outputs(aresbalance.LadderTitle))
}

func runExpeditionLadder(ctx context.Context, out, errOut io.Writer, o *ladderOptions, bots []string) error {
	players, err := onePlayerCount(o.players, 2)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	if err := checkPlayers(players); err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	corps, err := parseCorporations(o.corps, "random")
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	engine, err := expbalance.NewLadder(expbalance.Game{Players: players, BotCorporations: corps == "bots"})
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	study, err := ladder.New(engine, bots)
	if err != nil {
		return fmt.Errorf("ladder: --bots: %w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, study, ladder.Outputs(expbalance.LadderTitle))
}

func runCrisisLadder(ctx context.Context, out, errOut io.Writer, o *ladderOptions, bots []string) error {
	list := o.players
	if list == "" {
		list = "1,2,3,4"
	}
	players, err := parsePlayerCounts(list)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	ds, err := parseDifficulties(o.difficulty)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	corps, err := parseCorporations(o.corps, "bots")
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	l := crisisbalance.Ladder{Tiers: bots, Study: crisisbalance.Game{Players: players, Difficulties: ds, RandomCorporations: corps == "random"}}
	study, err := l.Coop()
	if err != nil {
		return fmt.Errorf("ladder: --bots: %w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, study, crisisbalance.LadderOutputs)
}
