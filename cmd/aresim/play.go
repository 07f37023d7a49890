package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/bot"
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

// newPlayCmd builds `aresim play`: one seeded game of The Ares Project
// between two bots, with a readable log.
func newPlayCmd() *cobra.Command {
	o := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a seeded game of The Ares Project between bots and print its log",
		Long: `Play one game of The Ares Project between bots and print a readable log:
every turn, and every battle round by round. --mode picks the Basic Game
(Terrans against Kahoum), the Full Game for two, a Free-For-All for three or
four, or a Team Match for four (seats 0 and 1 against 2 and 3). The same seed
and options always give the same game; --record writes a record that
'aresim replay' replays and verifies.`,
		Example: `  aresim play --seed 1
  aresim play --seed 7 --bots heuristic,random --record game.json
  aresim play --mode full --factions Xenos,Colossus
  aresim play --mode ffa --players 3
  aresim play --mode team --factions Terrans,Xenos,Kahoum,Colossus -q`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runPlay(cmd.OutOrStdout(), o) },
	}
	f := cmd.Flags()
	f.Uint64Var(&o.seed, "seed", 1, "game seed")
	f.StringVar(&o.mode, "mode", "basic", "rules: basic, full, ffa (Free-For-All) or team")
	f.IntVar(&o.players, "players", 0, "players of a Free-For-All: 3 or 4 (default 4)")
	f.StringVar(&o.factions, "factions", "", "the factions in seat order (default Terrans,Kahoum in the Basic Game, else the first factions of Terrans,Kahoum,Xenos,Colossus)")
	f.StringVar(&o.bots, "bots", "heuristic", "bots, a comma list of "+aresBotNames+": one name plays every seat, or one name per seat in seat order")
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
	bots := make([]bot.Bot, len(botNames))
	for p, name := range botNames {
		if bots[p], err = bot.New(name, sim.BotSeed(o.seed, p)); err != nil {
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
	observe := func(before *ares.State, a ares.Action, after *ares.State) {
		rec.Add(a)
		lines := ares.Narrate(before, a, after)
		if o.quiet {
			if !after.Over() || len(lines) == 0 {
				return
			}
			lines = lines[len(lines)-1:] // the result line
		}
		for _, line := range lines {
			fmt.Fprintln(out, line)
		}
	}
	if err := bot.Play(&s, bots, bot.Transitions(&s, observe)); err != nil {
		return err
	}
	rec.Finish(&s)
	if o.record != "" {
		if err := writeRecordFile(o.record, rec); err != nil {
			return err
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

// sideName names player p's side: its faction, or in a Team Match both
// teammates ("Terrans and Kahoum").
func sideName(s *ares.State, p int) string {
	var names []string
	for q := 0; q < s.NumPlayers(); q++ {
		if s.Teammate(p, q) {
			names = append(names, s.Faction(q).Name)
		}
	}
	return strings.Join(names, " and ")
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
