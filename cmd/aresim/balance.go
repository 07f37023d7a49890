package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/ares"
	aresbalance "github.com/aresim/aresim/ares/balance"
	crisisbalance "github.com/aresim/aresim/crisis/balance"
	"github.com/aresim/aresim/expedition"
	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// balanceOptions are the flags of `aresim ares balance`.
type balanceOptions struct {
	runFlags
	players      int
	factions     string
	bots         string
	mode         string
	factionFiles []string
}

// newAresBalanceCmd builds `aresim ares balance`: a faction balance study of The
// Ares Project on the sim harness.
func newAresBalanceCmd() *cobra.Command {
	o := &balanceOptions{}
	cmd := &cobra.Command{
		Use:   "balance",
		Short: "Play many bot games of The Ares Project and report faction balance",
		Long: `Play every table of the chosen factions and bots (each faction with each
bot is an entrant; a table is two entrants, the players of a Free-For-All,
or two teams of two) in every rotation of its seats (the first seat always
plays first, so first-player advantage is measured, and cancels in the
matchup rates), on all cores, and report win rates with 95% Wilson
intervals, first-player advantage, how games end, game length, battles,
attacker success by kind of attack, and which units win their battles most
per resource spent.

--precision watches the matchup cells, each entrant against the field and
the first player's share of decisive games. The result does not depend on
--workers. --shard i/n plays one slice of the run and writes its summary
(to --out, or stdout); 'aresim merge' adds slices up exactly.`,
		Example: `  aresim ares balance --games 100000
  aresim ares balance --mode full --games 40000
  aresim ares balance --mode ffa --players 3 --games 24000
  aresim ares balance --games 20000 --format csv --plot balance.svg
  aresim ares balance --precision 0.005 --timeout 10m
  aresim ares balance --games 8000000 --shard 3/8 --out shard-3.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runBalance(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	o.addFlags(cmd.Flags(), "the matchup cells, each entrant against the field and the first player's share",
		"the matchup heat map and the histograms of turns and battles per game")
	return cmd
}

// addFlags declares the study's flags, those of balance, whatif and
// sweep: watched and drawing say what --precision watches and --plot
// draws.
func (o *balanceOptions) addFlags(f *pflag.FlagSet, watched, drawing string) {
	f.StringVar(&o.factions, "factions", "", "factions to compare (default Terrans,Kahoum in the Basic Game, all four otherwise)")
	addBotsFlag(f, &o.bots, "heuristic", aresBotNames, "each bot plays each faction, and each pair is an entrant")
	f.StringVar(&o.mode, "mode", "basic", "rules: basic, full, ffa (Free-For-All) or team")
	f.IntVar(&o.players, "players", 0, "players of each Free-For-All game: 3 or 4 (default 4)")
	o.add(f, watched, drawing)
	f.StringSliceVar(&o.factionFiles, "faction-file", nil, "faction data file replacing the embedded faction of the same name (repeatable)")
}

// study reads the study's flags into its configuration.
func (o *balanceOptions) study() (aresbalance.Config, error) {
	mode, err := parseMode(o.mode)
	if err != nil {
		return aresbalance.Config{}, err
	}
	rules, err := loadRules(o.factionFiles)
	if err != nil {
		return aresbalance.Config{}, err
	}
	factions, err := studyFactions(rules, mode, o.factions)
	if err != nil {
		return aresbalance.Config{}, err
	}
	bots, err := parseBots(o.bots)
	if err != nil {
		return aresbalance.Config{}, err
	}
	return aresbalance.Config{Rules: rules, Mode: mode, Factions: factions, Bots: bots, Players: o.players}, nil
}

func runBalance(ctx context.Context, out, errOut io.Writer, o *balanceOptions) error {
	cfg, err := o.study()
	if err != nil {
		return err
	}
	study, err := aresbalance.New(cfg)
	if err != nil {
		return err
	}
	return runStudy(ctx, out, errOut, &o.runFlags, study, sim.Outputs[*aresbalance.Acc]{Report: aresbalance.WriteReport, Plot: aresbalance.WritePlot})
}

// studyFactions reads the --factions of a study: the comma list given,
// or by default the Terrans and the Kahoum in the Basic Game and all four
// factions otherwise; the Basic Game takes only factions with a Basic
// Game deck.
func studyFactions(rules *ares.Rules, mode ares.Mode, list string) ([]string, error) {
	factions := splitList(list)
	if len(factions) == 0 {
		factions = []string{"Terrans", "Kahoum", "Xenos", "Colossus"}
		if mode == ares.Basic {
			factions = factions[:2]
		}
	}
	return factions, checkBasicFactions(rules, mode, factions)
}

// expeditionBalanceOptions are the flags of `aresim expedition balance`.
type expeditionBalanceOptions struct {
	runFlags
	players   int
	bots      string
	maxRounds int
	redraw    bool
	cardFiles []string
	corps     string
	game      expeditionGameFlags
}

// newExpeditionBalanceCmd builds `aresim expedition balance`.
func newExpeditionBalanceCmd() *cobra.Command {
	opts := &expeditionBalanceOptions{players: 4, bots: "heuristic"}
	cmd := &cobra.Command{
		Use:   "balance",
		Short: "Play many seeded bot games and report corporation win rates and more",
		Long: `balance plays many seeded games of Ares Expedition between bots on all cores
and reports corporation win rates with 95% Wilson intervals, the mean and
spread of VP, rounds per game, how often each phase is chosen and resolves,
and the cards most associated with winning. Each player keeps one of the
two corporations dealt at random (--corporations bots lets the bots
choose). Game i is seeded from (--seed, i) only, so the report is the
same on any number of workers.

A run can be split with --shard i/n --out shard-i.json and the shards added
up with "aresim merge"; --precision stops when every corporation's win rate
(of those played) is known to within that half-width, and --timeout after
that long.`,
		Example: `  aresim expedition balance --games 10000
  aresim expedition balance --sets base,discovery --players 2 --games 10000
  aresim expedition balance --sets base,discovery,foundations --players 6 --infrastructure on
  aresim expedition balance --players 3 --format csv > three.csv
  aresim expedition balance --games 20000 --plot corporations.svg
  aresim expedition balance --games 100000 --shard 0/4 --out shard-0.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runExpeditionBalance(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), opts)
		},
	}
	opts.addFlags(cmd.Flags(), "the corporation win rates", "the corporation win rates and the histograms of rounds and VP")
	return cmd
}

// addFlags declares the study's flags, those of balance, whatif and
// sweep: watched and drawing say what --precision watches and --plot
// draws.
func (opts *expeditionBalanceOptions) addFlags(f *pflag.FlagSet, watched, drawing string) {
	f.IntVar(&opts.players, "players", opts.players, "players per game, 2 to 6")
	addBotsFlag(f, &opts.bots, opts.bots, expBotNames, "one name plays every seat, or one name per seat in seat order")
	f.IntVar(&opts.maxRounds, "max-rounds", expedition.DefaultMaxRounds, "round cap: a game longer is counted unfinished, never as a win")
	f.BoolVar(&opts.redraw, "redraw", false, "play the setup redraw variant: each player may set aside dealt cards and draw as many, once")
	opts.add(f, watched, drawing)
	f.StringSliceVar(&opts.cardFiles, "cards", nil, "card `FILES` to use instead of the embedded cards")
	opts.game.add(f)
	f.StringVar(&opts.corps, "corporations", "random", "who keeps one of the two corporations dealt: random (a seeded coin, so each is played equally often) or bots")
}

// study reads the study's flags into the study, checked.
func (opts *expeditionBalanceOptions) study() (expbalance.Game, error) {
	if err := checkPlayers(opts.players); err != nil {
		return expbalance.Game{}, err
	}
	if opts.maxRounds < 1 || opts.maxRounds > 255 {
		return expbalance.Game{}, fmt.Errorf("--max-rounds %d: want 1 to 255", opts.maxRounds)
	}
	opts.corps = strings.ToLower(opts.corps)
	if opts.corps != "random" && opts.corps != "bots" {
		return expbalance.Game{}, fmt.Errorf("--corporations %q: want random or bots", opts.corps)
	}
	cat, err := loadCatalogue(opts.cardFiles)
	if err != nil {
		return expbalance.Game{}, err
	}
	cardsName := "base"
	if len(opts.cardFiles) > 0 {
		cardsName = strings.Join(opts.cardFiles, ",")
	}
	bots, err := parseBots(opts.bots)
	if err != nil {
		return expbalance.Game{}, err
	}
	options, err := opts.game.options()
	if err != nil {
		return expbalance.Game{}, err
	}
	game := expbalance.Game{Players: opts.players, Bots: bots, MaxRounds: opts.maxRounds, Options: options,
		Redraw: opts.redraw, Catalogue: cat, CardsName: cardsName, BotCorporations: opts.corps == "bots"}
	return game, game.Check()
}

func runExpeditionBalance(ctx context.Context, w, stderr io.Writer, opts *expeditionBalanceOptions) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("expedition balance: "+format, args...)
	}
	game, err := opts.study()
	if err != nil {
		return fail("%w", err)
	}
	show := sim.Outputs[*expbalance.Acc]{Report: expbalance.WriteReport, Plot: expbalance.WritePlot}
	return runStudy(ctx, w, stderr, &opts.runFlags, game, show)
}

// crisisBalanceOptions are the flags of `aresim crisis balance`.
type crisisBalanceOptions struct {
	runFlags
	players    string
	difficulty string
	bots       string
	sets       string
	corps      string
}

// newCrisisBalanceCmd builds `aresim crisis balance`.
func newCrisisBalanceCmd() *cobra.Command {
	opts := &crisisBalanceOptions{players: "1,2,3,4", difficulty: "all", bots: "heuristic", sets: "base", corps: "bots"}
	cmd := &cobra.Command{
		Use:   "balance",
		Short: "Play many seeded Crisis games and report how likely the team is to win",
		Long: `balance plays many seeded Crisis games between co-operating bots on all cores
and reports the team's win rate with its 95% Wilson interval for every
player count and difficulty asked for, the win rate by corporation (over
the games it was in), how games end (which loss, and in which round), the
rounds survived, the Crisis cards most often in play at a loss and those
whose own effect lost the game, and the counters left. Game i plays the
cell i modulo the number of cells and is seeded from (--seed, i) only, so
the report is the same on any number of workers.

A run can be split with --shard i/n --out shard-i.json and the shards added
up with "aresim merge"; --precision stops when every cell's win rate is
known to within that half-width, and --timeout after that long.`,
		Example: `  aresim crisis balance --games 16000
  aresim crisis balance --players 2 --difficulty expert --format json
  aresim crisis balance --games 160000 --shard 0/4 --out shard-0.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCrisisBalance(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), opts)
		},
	}
	opts.addFlags(cmd.Flags(), "every cell's win rate", "the win rates and how games end")
	return cmd
}

// addFlags declares the study's flags, those of balance, whatif and
// sweep: watched and drawing say what --precision watches and --plot
// draws.
func (opts *crisisBalanceOptions) addFlags(f *pflag.FlagSet, watched, drawing string) {
	f.StringVar(&opts.players, "players", opts.players, "player counts, a comma list of 1 to 4")
	f.StringVar(&opts.difficulty, "difficulty", opts.difficulty, "difficulties, a comma list of beginner, normal, expert, nightmare, or all")
	addBotsFlag(f, &opts.bots, opts.bots, crisisBotNames, "one name, the bot of every seat (the team co-operates)")
	f.StringVar(&opts.sets, "sets", opts.sets, "project card sets: base, or base,discovery (Crisis plays Discovery's cards without awards and milestones)")
	f.StringVar(&opts.corps, "corporations", opts.corps, "who keeps one of the two corporations dealt: bots, or random (a seeded coin, so each is played equally often)")
	opts.add(f, watched, drawing)
}

// study reads the study's flags into the study, checked.
func (opts *crisisBalanceOptions) study() (crisisbalance.Game, error) {
	players, err := parsePlayerCounts(opts.players)
	if err != nil {
		return crisisbalance.Game{}, err
	}
	ds, err := parseDifficulties(opts.difficulty)
	if err != nil {
		return crisisbalance.Game{}, err
	}
	sets, err := parseCrisisSets(opts.sets)
	if err != nil {
		return crisisbalance.Game{}, err
	}
	if opts.corps != "random" && opts.corps != "bots" {
		return crisisbalance.Game{}, fmt.Errorf("--corporations %q: want bots or random", opts.corps)
	}
	bots, err := parseBots(opts.bots)
	if err != nil {
		return crisisbalance.Game{}, err
	}
	if len(bots) != 1 {
		return crisisbalance.Game{}, fmt.Errorf("--bots %q: one bot plays every seat of a Crisis study (the team co-operates)", opts.bots)
	}
	game := crisisbalance.Game{Players: players, Difficulties: ds, Bot: bots[0], RandomCorporations: opts.corps == "random", Sets: sets}
	return game, game.Check()
}

func runCrisisBalance(ctx context.Context, w, stderr io.Writer, opts *crisisBalanceOptions) error {
	fail := func(format string, args ...any) error { return fmt.Errorf("crisis balance: "+format, args...) }
	game, err := opts.study()
	if err != nil {
		return fail("%w", err)
	}
	show := sim.Outputs[*crisisbalance.Acc]{Report: crisisbalance.WriteReport, Plot: crisisbalance.WritePlot}
	if err := runStudy(ctx, w, stderr, &opts.runFlags, game, show); err != nil {
		return fail("%w", err)
	}
	return nil
}
