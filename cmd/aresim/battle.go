package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/odds"
	"github.com/spf13/cobra"
)

// battleOptions are the flags of `aresim battle`.
type battleOptions struct {
	attacker, defender               string
	attackerFaction, defenderFaction string
	kind                             string
	rounds                           int
	emergencyCards, emptyBuildings   int
	attackerRetreat, defenderRetreat string
	method                           string
	battles                          int64
	seed                             uint64
	workers                          int
	maxStates                        int
	format                           string
	tohit                            bool
	noTable                          bool
}

func newBattleCmd() *cobra.Command {
	o := &battleOptions{}
	cmd := &cobra.Command{
		Use:   "battle [spec.json | -]",
		Short: "Odds of a battle of The Ares Project: exact, or by Monte Carlo",
		Long: `battle computes the odds of a battle of The Ares Project: win probabilities,
how the battle ends, when it ends, every Force's survivors, Empty Buildings
destroyed, and a retreat table (what the attacker gets by retreating in each
round). The battle is read as JSON from a file or from stdin ("-"), or given
with --attacker and --defender as lists of units from faction data.

--method exact computes the odds exactly (it refuses battles past
--max-states states), montecarlo simulates --battles battles, auto (the
default) is exact when it can be. --tohit prints the to-hit number of every
Force against every enemy Force and Base Card of an explicit battle line
instead of odds.`,
		Example: `  aresim battle --attacker "Trooper*3,Heavy Tank*1" --defender "Quake*2"
  aresim battle --attacker "Void Rip*2" --defender "Turret*2" --kind deepstrike --format json
  aresim battle spec.json --method montecarlo --battles 1000000 --seed 7
  aresim battle - --tohit < spec.json`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return o.run(cmd, args) },
	}
	f := cmd.Flags()
	f.StringVar(&o.attacker, "attacker", "", `the attacker's Forces, such as "Trooper*3,Heavy Tank*1"`)
	f.StringVar(&o.defender, "defender", "", `the defender's Forces, such as "Quake*2"`)
	f.StringVar(&o.attackerFaction, "attacker-faction", "", "faction to look the attacker's units up in (default: any)")
	f.StringVar(&o.defenderFaction, "defender-faction", "", "faction to look the defender's units up in (default: any)")
	f.StringVar(&o.kind, "kind", "frontier", "kind of battle: frontier, base, deepstrike or raid")
	f.IntVar(&o.rounds, "rounds", 0, "round limit (default: 6, or 3 for deepstrike and raid)")
	f.IntVar(&o.emergencyCards, "emergency-cards", 0, "cards the defender of its base holds for Emergency Defense")
	f.IntVar(&o.emptyBuildings, "empty-buildings", 0, "the defender's Empty Buildings in a base attack")
	f.StringVar(&o.attackerRetreat, "attacker-retreat", "never", "attacker's retreat tactic: never, after:N or worse")
	f.StringVar(&o.defenderRetreat, "defender-retreat", "never", "defender's retreat tactic: never, after:N or worse")
	f.StringVar(&o.method, "method", "auto", "exact, montecarlo or auto")
	f.Int64Var(&o.battles, "battles", odds.DefaultBattles, "Monte Carlo battles")
	f.Uint64Var(&o.seed, "seed", 1, "Monte Carlo seed (the result depends on it and --battles only)")
	f.IntVar(&o.workers, "workers", 0, "Monte Carlo goroutines (default: one per CPU)")
	f.IntVar(&o.maxStates, "max-states", odds.DefaultMaxStates, "state limit of the exact calculation")
	f.StringVar(&o.format, "format", "table", "output format: table or json")
	f.BoolVar(&o.tohit, "tohit", false, "print the to-hit table of the explicit battle line instead of odds")
	f.BoolVar(&o.noTable, "no-retreat-table", false, "skip the retreat table")
	return cmd
}

func (o *battleOptions) run(cmd *cobra.Command, args []string) error {
	if o.format != "table" && o.format != "json" {
		return fmt.Errorf("--format %q: want table or json", o.format)
	}
	spec, err := o.spec(cmd, args)
	if err != nil {
		return err
	}
	s, err := spec.Setup(nil)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	if o.tohit {
		if spec.Line == nil && spec.Kind != odds.Raid {
			return errors.New("--tohit needs an explicit battle line (\"line\" in the JSON)")
		}
		table, err := odds.ToHitTable(s)
		if err != nil {
			return err
		}
		return o.printToHit(out, table)
	}
	method, err := odds.ParseMethod(o.method)
	if err != nil {
		return err
	}
	res, err := odds.Run(s, odds.Options{Method: method, MaxStates: o.maxStates, Battles: o.battles,
		Seed: o.seed, Workers: o.workers, NoRetreatTable: o.noTable})
	if err != nil {
		return err
	}
	if o.format == "json" {
		return writeJSON(out, res)
	}
	return printOdds(out, spec, s, res)
}

// spec reads the battle from the file argument or builds it from flags;
// flags given explicitly override the file's values.
func (o *battleOptions) spec(cmd *cobra.Command, args []string) (odds.Spec, error) {
	var spec odds.Spec
	flags := cmd.Flags()
	switch {
	case len(args) == 1 && (flags.Changed("attacker") || flags.Changed("defender")):
		return spec, errors.New("give a battle file or --attacker and --defender, not both")
	case len(args) == 1:
		name := args[0]
		var data []byte
		var err error
		if name == "-" {
			name = "stdin"
			data, err = io.ReadAll(cmd.InOrStdin())
		} else {
			data, err = os.ReadFile(name)
		}
		if err != nil {
			return spec, fmt.Errorf("read the battle: %w", err)
		}
		if spec, err = odds.ParseSpec(data); err != nil {
			return spec, fmt.Errorf("%s: %w", name, err)
		}
	default:
		if o.attacker == "" || o.defender == "" {
			return spec, errors.New("give a battle file (or - for stdin), or both --attacker and --defender")
		}
		var err error
		if spec.Attacker.Forces, err = odds.ParseForces(o.attacker); err != nil {
			return spec, fmt.Errorf("--attacker: %w", err)
		}
		if spec.Defender.Forces, err = odds.ParseForces(o.defender); err != nil {
			return spec, fmt.Errorf("--defender: %w", err)
		}
	}
	if flags.Changed("attacker-faction") || len(args) == 0 {
		spec.Attacker.Faction = o.attackerFaction
	}
	if flags.Changed("defender-faction") || len(args) == 0 {
		spec.Defender.Faction = o.defenderFaction
	}
	if flags.Changed("kind") || len(args) == 0 {
		k, err := odds.ParseKind(o.kind)
		if err != nil {
			return spec, fmt.Errorf("--kind: %w", err)
		}
		spec.Kind = k
	}
	if flags.Changed("rounds") || len(args) == 0 {
		spec.Rounds = o.rounds
	}
	if flags.Changed("emergency-cards") || len(args) == 0 {
		spec.EmergencyCards = o.emergencyCards
	}
	if flags.Changed("empty-buildings") || len(args) == 0 {
		spec.EmptyBuildings = o.emptyBuildings
	}
	for _, r := range []struct {
		flag, value string
		dst         *odds.Retreat
	}{{"attacker-retreat", o.attackerRetreat, &spec.Tactics.Attacker.Retreat},
		{"defender-retreat", o.defenderRetreat, &spec.Tactics.Defender.Retreat}} {
		if flags.Changed(r.flag) || len(args) == 0 {
			v, err := odds.ParseRetreat(r.value)
			if err != nil {
				return spec, fmt.Errorf("--%s: %w", r.flag, err)
			}
			*r.dst = v
		}
	}
	return spec, nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func (o *battleOptions) printToHit(w io.Writer, table []odds.ToHit) error {
	if o.format == "json" {
		return writeJSON(w, struct {
			ToHit []odds.ToHit `json:"tohit"`
		}{table})
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "firer\ttarget\tto-hit")
	for _, e := range table {
		v := "cannot fire"
		if e.Value != nil {
			v = fmt.Sprint(*e.Value)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\n", e.Firer, e.Target, v)
	}
	return tw.Flush()
}

// lineText writes a battle line as [attacker front+flank / defender], one
// bracket per column.
func lineText(cols []odds.Column) string {
	var parts []string
	for _, c := range cols {
		if c.BaseCard {
			parts = append(parts, "[Base Card]")
			continue
		}
		side := func(names []string) string {
			if len(names) == 0 {
				return "-"
			}
			return strings.Join(names, " + ")
		}
		parts = append(parts, fmt.Sprintf("[%s / %s]", side(c.Attacker), side(c.Defender)))
	}
	if len(parts) == 0 {
		return "(none: the battle is decided before it)"
	}
	return strings.Join(parts, " ")
}

func pct(p float64) string { return fmt.Sprintf("%.2f%%", 100*p) }

// printOdds writes the result as readable tables.
func printOdds(w io.Writer, spec odds.Spec, s *odds.Setup, res *odds.Result) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	how := fmt.Sprintf("exact, %d states", res.States)
	if res.Method == odds.MethodMonteCarlo {
		how = fmt.Sprintf("Monte Carlo, %d battles", res.Battles)
	}
	fmt.Fprintf(tw, "battle:\t%s, %d rounds (%s)\n", spec.Kind, s.Start.Rounds(), how)
	fmt.Fprintf(tw, "line:\t%s\n", lineText(odds.InitialLine(s)))
	if res.Note != "" {
		fmt.Fprintf(tw, "method:\t%s\n", res.Note)
	}
	wins := pct(res.AttackerWins)
	if res.Method == odds.MethodMonteCarlo {
		wins += fmt.Sprintf(" (95%% CI %s to %s)", pct(res.CI95.AttackerWins[0]), pct(res.CI95.AttackerWins[1]))
	}
	fmt.Fprintf(tw, "attacker wins:\t%s\n", wins)
	fmt.Fprintf(tw, "defender wins:\t%s\n", pct(res.DefenderWins))
	fmt.Fprintln(tw)
	fmt.Fprintln(tw, "outcome\tprobability")
	for _, o := range []ares.Outcome{ares.DefenderEliminated, ares.AttackerEliminated, ares.BothEliminated,
		ares.RoundLimit, ares.AttackerRetreated, ares.DefenderRetreated} {
		fmt.Fprintf(tw, "%s\t%s\n", o, pct(res.Outcomes.Of(o)))
	}
	fmt.Fprintln(tw)
	fmt.Fprintln(tw, "ended by round\tprobability")
	for r, p := range res.EndedByRound {
		fmt.Fprintf(tw, "%d\t%s\n", r+1, pct(p))
	}
	fmt.Fprintln(tw)
	most := 0
	for _, list := range [][]odds.ForceResult{res.Survivors.Attacker, res.Survivors.Defender} {
		for _, f := range list {
			most = max(most, len(f.Dist))
		}
	}
	head := []string{"survivors", "mean"}
	for k := 0; k < most; k++ {
		head = append(head, fmt.Sprintf("%d", k))
	}
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	for side, list := range [][]odds.ForceResult{res.Survivors.Attacker, res.Survivors.Defender} {
		for _, f := range list {
			row := []string{fmt.Sprintf("%s %s", ares.Side(side), f.Name), fmt.Sprintf("%.3f", f.Mean)}
			for _, p := range f.Dist {
				row = append(row, pct(p))
			}
			fmt.Fprintln(tw, strings.Join(row, "\t"))
		}
	}
	if s.Start.HasBaseCards() {
		fmt.Fprintln(tw)
		fmt.Fprintf(tw, "Empty Buildings destroyed:\tmean %.3f", res.EmptyBuildings.Mean)
		for k, p := range res.EmptyBuildings.Dist {
			fmt.Fprintf(tw, "\t%d: %s", k, pct(p))
		}
		fmt.Fprintln(tw)
	}
	if len(res.RetreatTable) > 0 {
		fmt.Fprintln(tw)
		fmt.Fprintln(tw, "attacker retreats in round\tattacker wins\tattacker units")
		for _, row := range res.RetreatTable {
			fmt.Fprintf(tw, "%d\t%s\t%.3f\n", row.Round, pct(row.AttackerWins), row.AttackerUnits)
		}
	}
	return tw.Flush()
}
