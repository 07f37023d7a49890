package main

import (
	"context"
	"io"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/balance"
	"github.com/aresim/aresim/sim"
	"github.com/spf13/cobra"
)

// balanceOptions are the flags of `aresim balance`.
type balanceOptions struct {
	runFlags
	players      int
	factions     string
	bots         string
	mode         string
	factionFiles []string
}

// newBalanceCmd builds `aresim balance`: a faction balance study of The
// Ares Project on the sim harness.
func newBalanceCmd() *cobra.Command {
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
		Example: `  aresim balance --games 100000
  aresim balance --mode full --games 40000
  aresim balance --mode ffa --players 3 --games 24000
  aresim balance --games 20000 --format csv --plot balance.svg
  aresim balance --precision 0.005 --timeout 10m
  aresim balance --games 8000000 --shard 3/8 --out shard-3.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runBalance(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.factions, "factions", "", "factions to compare (default Terrans,Kahoum in the Basic Game, all four otherwise)")
	f.StringVar(&o.bots, "bots", "heuristic", "bots, a comma list of "+aresBotNames+": each bot plays each faction, and each pair is an entrant")
	f.StringVar(&o.mode, "mode", "basic", "rules: basic, full, ffa (Free-For-All) or team")
	f.IntVar(&o.players, "players", 0, "players of each Free-For-All game: 3 or 4 (default 4)")
	o.add(f, "the matchup cells, each entrant against the field and the first player's share",
		"the matchup heat map and the histograms of turns and battles per game")
	f.StringSliceVar(&o.factionFiles, "faction-file", nil, "faction data file replacing the embedded faction of the same name (repeatable)")
	return cmd
}

func runBalance(ctx context.Context, out, errOut io.Writer, o *balanceOptions) error {
	mode, err := parseMode(o.mode)
	if err != nil {
		return err
	}
	rules, err := loadRules(o.factionFiles)
	if err != nil {
		return err
	}
	factions, err := studyFactions(rules, mode, o.factions)
	if err != nil {
		return err
	}
	bots, err := parseBots(o.bots)
	if err != nil {
		return err
	}
	study, err := balance.New(balance.Config{Rules: rules, Mode: mode, Factions: factions, Bots: bots, Players: o.players})
	if err != nil {
		return err
	}
	return runStudy(ctx, out, errOut, &o.runFlags, study, sim.Outputs[*balance.Acc]{Report: balance.WriteReport, Plot: balance.WritePlot})
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
