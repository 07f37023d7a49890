package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	aresbalance "github.com/aresim/aresim/ares/balance"
	crisisbalance "github.com/aresim/aresim/crisis/balance"
	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim/ladder"
	"github.com/spf13/cobra"
)

// ladderOptions are the flags of `aresim ladder`.
type ladderOptions struct {
	runFlags
	game       string
	bots       string
	mode       string
	players    string
	factions   string
	corps      string
	difficulty string
}

// gameFlags lists, for each game of the ladder, the game flags it takes.
var gameFlags = map[string][]string{
	"ares":       {"mode", "players", "factions"},
	"expedition": {"players", "corporations"},
	"crisis":     {"players", "corporations", "difficulty"},
}

// newLadderCmd builds `aresim ladder`: a skill ladder of bot tiers.
func newLadderCmd() *cobra.Command {
	o := &ladderOptions{game: "ares", bots: "random,heuristic"}
	cmd := &cobra.Command{
		Use:   "ladder",
		Short: "Play a round-robin of bot tiers in mirror matches and rate them",
		Long: `ladder plays every table of the bots given (every set of as many bots as a game
has sides, or with fewer bots than sides every mix of them) in mirror
matches: in The Ares Project every seat plays the same faction, each
faction of --factions in turn, and in Ares Expedition every seat draws from
the same corporations. The sides are rotated so that each bot holds each
seat equally often. The report gives the score of each bot against each
other (a win 1, a draw or shared place 1/2) with its 95% interval, and
ratings on the Elo scale with 95% intervals: Bradley-Terry for two sides,
Plackett-Luce on finishing orders for three or more. A run of a multiple of
the cycle (tables x pools x sides games) is balanced.

Crisis has no opponent: there, each bot plays every seat of every player
count and difficulty asked for, and the report gives each one's team win
rate per cell.

The result does not depend on --workers. --shard i/n plays one slice of
the run and writes its summary; 'aresim merge' adds slices up exactly.`,
		Example: `  aresim ladder --games 4000
  aresim ladder --game ares --mode ffa --players 3 --games 6000
  aresim ladder --game expedition --players 2 --games 2000 --plot ladder.svg
  aresim ladder --game crisis --players 2 --difficulty normal,expert --games 4000
  aresim ladder --games 100000 --shard 0/4 --out shard-0.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runLadder(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.game, "game", o.game, "the game: ares (The Ares Project), expedition (Ares Expedition) or crisis")
	f.StringVar(&o.bots, "bots", o.bots, "the bots to rank, a comma list (at least two, or one for crisis) of "+aresBotNames)
	f.StringVar(&o.mode, "mode", "basic", "ares: rules, basic, full, ffa (Free-For-All) or team (a bot plays both seats of its team)")
	f.StringVar(&o.players, "players", "", "players of each game: ares ffa 3 or 4 (default 4); expedition 2 to 6 (default 2); crisis a comma list of 1 to 4 (default 1,2,3,4)")
	f.StringVar(&o.factions, "factions", "", "ares: the factions, each a pool every seat plays in turn (default Terrans,Kahoum in the Basic Game, all four otherwise)")
	f.StringVar(&o.corps, "corporations", "", "expedition and crisis: who keeps one of the two corporations dealt: random (a seeded coin) or bots (default random for expedition, bots for crisis)")
	f.StringVar(&o.difficulty, "difficulty", "all", "crisis: difficulties, a comma list of beginner, normal, expert, nightmare, or all")
	o.add(f, "the win rates of every pair of bots (for crisis, every cell's win rate under every bot)",
		"the heat map of the scores (for crisis, of the win rates)")
	return cmd
}

func runLadder(ctx context.Context, out, errOut io.Writer, o *ladderOptions) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("ladder: "+format, args...) }
	o.game = strings.ToLower(strings.TrimSpace(o.game))
	takes, ok := gameFlags[o.game]
	if !ok {
		return fail("--game %q: want ares, expedition or crisis", o.game)
	}
	for _, name := range []string{"mode", "players", "factions", "corporations", "difficulty"} {
		if o.flags.Changed(name) && !slices.Contains(takes, name) {
			return fail("--%s is not a flag of the %s ladder (it takes --%s)", name, o.game, strings.Join(takes, ", --"))
		}
	}
	bots, err := parseBots(o.bots)
	if err != nil {
		return fail("%w", err)
	}
	if len(bots) < 2 && o.game != "crisis" {
		return fail("--bots %q: a ladder ranks at least two bots", o.bots)
	}
	switch o.game {
	case "crisis":
		return runCrisisLadder(ctx, out, errOut, o, bots)
	case "expedition":
		return runExpeditionLadder(ctx, out, errOut, o, bots)
	}
	return runAresLadder(ctx, out, errOut, o, bots)
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
	corps := strings.ToLower(o.corps)
	if corps == "" {
		corps = "random"
	}
	if corps != "random" && corps != "bots" {
		return fmt.Errorf("ladder: --corporations %q: want random or bots", o.corps)
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
	var players []int
	for _, p := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 1 || n > 4 {
			return fmt.Errorf("ladder: --players %q: want a comma list of 1 to 4", list)
		}
		players = append(players, n)
	}
	ds, err := parseDifficulties(o.difficulty)
	if err != nil {
		return fmt.Errorf("ladder: %w", err)
	}
	corps := strings.ToLower(o.corps)
	if corps == "" {
		corps = "bots"
	}
	if corps != "random" && corps != "bots" {
		return fmt.Errorf("ladder: --corporations %q: want bots or random", o.corps)
	}
	l := crisisbalance.Ladder{Tiers: bots, Study: crisisbalance.Game{Players: players, Difficulties: ds, RandomCorporations: corps == "random"}}
	study, err := l.Coop()
	if err != nil {
		return fmt.Errorf("ladder: --bots: %w", err)
	}
	return runStudy(ctx, out, errOut, &o.runFlags, study, crisisbalance.LadderOutputs)
}
