package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/aresim/aresim/ares"
	aresbot "github.com/aresim/aresim/ares/bot"
	"github.com/aresim/aresim/crisis"
	crisisbot "github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/expedition"
	expbot "github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
)

type playOptions struct {
	seed         uint64
	mode         string
	players      int
	factions     string
	bots         string
	first        int
	record       string
	factionFiles []string
	quiet        bool
}

// newAresPlayCmd builds `aresim ares play`: one seeded game of The Ares Project
// between two bots, with a readable log.
func newAresPlayCmd() *cobra.Command {
	o := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a seeded game of The Ares Project between bots and print its log",
		Long: `Play one game of The Ares Project between bots and print a readable log:
every turn, and every battle round by round. --mode picks the Basic Game
(Terrans against Kahoum), the Full Game for two, a Free-For-All for three or
four, or a Team Match for four (seats 0 and 1 against 2 and 3). The same seed
and options always give the same game; --record writes a record that
'aresim ares replay' replays and verifies.`,
		Example: `  aresim ares play --seed 1
  aresim ares play --seed 7 --bots heuristic,random --record game.json
  aresim ares play --mode full --factions Xenos,Colossus
  aresim ares play --mode ffa --players 3
  aresim ares play --mode team --factions Terrans,Xenos,Kahoum,Colossus -q`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runPlay(cmd.OutOrStdout(), o) },
	}
	f := cmd.Flags()
	f.Uint64Var(&o.seed, "seed", 1, "game seed")
	f.StringVar(&o.mode, "mode", "basic", "rules: basic, full, ffa (Free-For-All) or team")
	f.IntVar(&o.players, "players", 0, "players of a Free-For-All: 3 or 4 (default 4)")
	f.StringVar(&o.factions, "factions", "", "the factions in seat order (default Terrans,Kahoum in the Basic Game, else the first factions of Terrans,Kahoum,Xenos,Colossus)")
	addBotsFlag(f, &o.bots, "heuristic", aresBotNames, "one name plays every seat, or one name per seat in seat order")
	f.IntVar(&o.first, "first", -1, "seat that plays first; -1 rolls for it")
	f.StringVar(&o.record, "record", "", "write the game record to `FILE`")
	f.StringSliceVar(&o.factionFiles, "faction-file", nil, "faction data file replacing the embedded faction of the same name (repeatable)")
	f.BoolVarP(&o.quiet, "quiet", "q", false, "print only the result line")
	return cmd
}

func runPlay(out io.Writer, o *playOptions) error {
	if o.record != "" {
		if err := checkOutput("record", o.record); err != nil {
			return err
		}
	}
	rules, err := loadRules(o.factionFiles)
	if err != nil {
		return err
	}
	mode, err := parseMode(o.mode)
	if err != nil {
		return err
	}
	factions, err := seatFactions(mode, o.players, o.factions)
	if err != nil {
		return err
	}
	if err := checkBasicFactions(rules, mode, factions); err != nil {
		return err
	}
	botNames, err := parseBots(o.bots)
	if err != nil {
		return err
	}
	if len(botNames) == 1 {
		for len(botNames) < len(factions) {
			botNames = append(botNames, botNames[0])
		}
	}
	if len(botNames) != len(factions) {
		return fmt.Errorf("--bots: %d bots for %d factions", len(botNames), len(factions))
	}
	cfg := ares.Config{Mode: mode, Factions: factions, FirstPlayer: o.first}
	s, err := ares.NewGame(rules, cfg, sim.EngineSeed(o.seed))
	if err != nil {
		return err
	}
	bots := make([]aresbot.Bot, len(botNames))
	for p, name := range botNames {
		if bots[p], err = aresbot.New(name, sim.BotSeed(o.seed, p)); err != nil {
			return fmt.Errorf("--bots: %w", err)
		}
	}
	rec, err := ares.NewRecord(rules, cfg, sim.EngineSeed(o.seed))
	if err != nil {
		return err
	}
	if !o.quiet {
		fmt.Fprintf(out, "The Ares Project, %s game, seed %d: %s\n", mode, o.seed, seatsText(&s, botNames))
	}
	log := ares.NewLog(out, o.quiet)
	log.Start(&s)
	if err := aresbot.Play(&s, bots, aresbot.Recording(&rec), log.Watch); err != nil {
		return err
	}
	log.End(&s)
	rec.Finish(&s)
	if o.record != "" {
		if err := writeRecordFile(o.record, func(w io.Writer) error { return ares.WriteRecord(w, rec) }); err != nil {
			return fmt.Errorf("--record: %w", err)
		}
		if !o.quiet {
			fmt.Fprintf(out, "Record written to %s (%d actions)\n", o.record, len(rec.Actions))
		}
	}
	return nil
}

// seatsText names who plays with whom: "Terrans (heuristic) against
// Kahoum (random)", or in a Team Match "Terrans (heuristic) and Kahoum
// (heuristic) against Xenos (heuristic) and Colossus (heuristic)".
func seatsText(s *ares.State, bots []string) string {
	var sides []string
	placed := make([]bool, s.NumPlayers())
	for p := range placed {
		if placed[p] {
			continue
		}
		var team []string
		for q := p; q < s.NumPlayers(); q++ {
			if !placed[q] && s.Teammate(p, q) {
				placed[q] = true
				team = append(team, fmt.Sprintf("%s (%s)", s.Faction(q).Name, bots[q]))
			}
		}
		sides = append(sides, strings.Join(team, " and "))
	}
	return strings.Join(sides, " against ")
}

// writeRecordFile writes a game's record to the file name with write.
func writeRecordFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// seatFactions returns the factions of each seat: those given, or the
// mode's default.
func seatFactions(mode ares.Mode, players int, given string) ([]string, error) {
	if players != 0 && mode != ares.FreeForAll {
		return nil, fmt.Errorf("--players: only a Free-For-All (--mode ffa) takes a number of players")
	}
	if given != "" {
		f := splitList(given)
		if players != 0 && len(f) != players {
			return nil, fmt.Errorf("--factions: %d factions for %d players", len(f), players)
		}
		return f, nil
	}
	all := []string{"Terrans", "Kahoum", "Xenos", "Colossus"}
	switch mode {
	case ares.Basic, ares.Full:
		return all[:2], nil
	case ares.FreeForAll:
		if players == 0 {
			players = 4
		}
		if players < 3 || players > 4 {
			return nil, fmt.Errorf("--players: a Free-For-All is for 3 or 4 players, not %d", players)
		}
		return all[:players], nil
	}
	return all, nil
}

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
	addBotsFlag(f, &opts.bots, opts.bots, expBotNames, "one name plays every seat, or one name per seat in seat order")
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
	bots, err := seatBots(expbot.Tiers, opts.bots, opts.players, opts.seed)
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
	log := expedition.NewLog(w, opts.quiet)
	log.Start(&s)
	if err := expbot.Play(&s, bots, expbot.Recording(&rec), log.Watch); err != nil {
		return fmt.Errorf("expedition play: %w", err)
	}
	log.End(&s)
	if opts.record != "" {
		if err := writeRecordFile(opts.record, func(f io.Writer) error { return rec.Write(f, cat) }); err != nil {
			return fmt.Errorf("expedition play: --record: %w", err)
		}
	}
	return nil
}

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
	addBotsFlag(f, &opts.bots, opts.bots, crisisBotNames, "one name plays every seat, or one name per seat in seat order")
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
	bots, err := seatBots(crisisbot.Tiers, opts.bots, opts.players, opts.seed)
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
	log := crisis.NewLog(w, opts.quiet)
	log.Start(&s)
	if err := crisisbot.Play(&s, bots, crisisbot.Recording(&rec), log.Watch); err != nil {
		return fail("%w", err)
	}
	log.End(&s)
	if opts.record != "" {
		if err := writeRecordFile(opts.record, func(f io.Writer) error { return rec.Write(f, s.Game().Catalogue(), s.Deck()) }); err != nil {
			return fail("--record: %w", err)
		}
	}
	return nil
}
