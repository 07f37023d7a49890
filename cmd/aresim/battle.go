package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/ares/odds/battleflag"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/spf13/cobra"
)

// toHitSchema names the JSON of `aresim battle --tohit`; odds.ResultSchema
// names that of the odds.
var toHitSchema = report.Schema("tohit", 1)

// battleOptions are the flags of `aresim battle`: the battle flags, which
// the battle calculator's URL shares, and the command's own.
type battleOptions struct {
	battleflag.Values
	workers int
	timeout time.Duration
	format  string
	tohit   bool
	noTable bool
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
default) is exact when it can be. A Monte Carlo run shows its progress on
a terminal; --timeout or Ctrl-C stop it early and print the odds of the
battles played, with their intervals, marked partial (exit code 3, or 130
after Ctrl-C).

--tohit prints the to-hit number of every Force against every enemy Force
and Base Card of the battle line instead of odds: the "line" of the JSON,
or else the Forces in the order given, the k-th attacker Force opposite
the k-th defender Force, one column each (the longer side's last Forces
unopposed), with the Base Cards at both ends in a base attack.`,
		Example: `  aresim battle --attacker "Trooper*3,Heavy Tank*1" --defender "Quake*2"
  aresim battle --attacker "Void Rip*2" --defender "Turret*2" --kind deepstrike --format json
  aresim battle spec.json --method montecarlo --battles 1000000 --seed 7
  aresim battle - --tohit < spec.json
  aresim battle --attacker "Trooper*3,Bomber*2" --defender "Quake*2" --kind base --tohit`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return o.run(cmd, args) },
	}
	f := cmd.Flags()
	o.AddFlags(f)
	f.DurationVar(&o.timeout, "timeout", 0, "stop a Monte Carlo run after this long, e.g. 30s, with the odds of the battles played (0: off)")
	f.IntVar(&o.workers, "workers", 0, "Monte Carlo goroutines (default: one per CPU)")
	f.StringVar(&o.format, "format", "table", "output format: table or json")
	f.BoolVar(&o.tohit, "tohit", false, "print the to-hit table of the explicit battle line instead of odds")
	f.BoolVar(&o.noTable, "no-retreat-table", false, "skip the retreat table")
	return cmd
}

func (o *battleOptions) run(cmd *cobra.Command, args []string) error {
	o.format = strings.ToLower(o.format)
	if o.format != "table" && o.format != "json" {
		return fmt.Errorf("--format %q: want table or json", o.format)
	}
	opt, err := o.Options()
	if err != nil {
		return err
	}
	if o.timeout < 0 {
		return fmt.Errorf("--timeout: %v is negative", o.timeout)
	}
	spec, err := o.spec(cmd, args)
	if err != nil {
		return err
	}
	if o.tohit && spec.Line == nil && spec.Kind != odds.Raid {
		spec.Line = flagOrderLine(&spec)
	}
	s, err := spec.Setup(nil)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	if o.tohit {
		table, err := odds.ToHitTable(s)
		if err != nil {
			return err
		}
		return o.printToHit(out, table)
	}
	ctx, stop := interruptible(cmd.Context())
	defer stop()
	opt.Workers, opt.NoRetreatTable, opt.Timeout = o.workers, o.noTable, o.timeout
	opt.Progress = sim.TerminalProgress(cmd.ErrOrStderr())
	res, err := odds.RunContext(ctx, s, opt)
	if errors.Is(err, context.Canceled) {
		return &exitError{code: exitInterrupted, msg: "interrupted: the exact calculation was stopped, and has no partial result"}
	}
	if err != nil {
		return err
	}
	if res.Battles == 0 && res.Method == odds.MethodMonteCarlo {
		return &exitError{code: exitCodeOf(res), msg: "stopped before any battle was played: no odds"}
	}
	if o.format == "json" {
		err = odds.WriteJSON(out, res)
	} else {
		err = printOdds(out, spec, s, res)
	}
	if err != nil || !res.Partial {
		return err
	}
	return &exitError{code: exitCodeOf(res), msg: battleStatus(res) + " (the odds say so)"}
}

// exitCodeOf is the exit code of a Monte Carlo run stopped early.
func exitCodeOf(res *odds.Result) int {
	if res.Stop == odds.StopCancelled {
		return exitInterrupted
	}
	return exitPartial
}

// battleStatus is the stop words of a partial Monte Carlo run.
func battleStatus(res *odds.Result) string {
	how := "stopped by --timeout"
	if res.Stop == odds.StopCancelled {
		how = "interrupted"
	}
	return fmt.Sprintf("PARTIAL: %s after %d of %d battles", how, res.Battles, res.RequestedBattles)
}

// flagOrderLine is the battle line of the Forces in the order given: the
// k-th attacker Force opposite the k-th defender Force, one column each,
// the longer side's last Forces unopposed, Base Cards at both ends of a
// base attack. Forces without units stand in no line. It names the
// Forces it places as the setup will (the unit's name, made unique with
// " 2", " 3"...).
func flagOrderLine(spec *odds.Spec) []odds.Column {
	names := func(forces []odds.Force) []string {
		seen := map[string]int{}
		var out []string
		for _, f := range forces {
			name := f.Name
			if name == "" {
				name = f.Unit
				seen[strings.ToLower(name)]++
				if n := seen[strings.ToLower(name)]; n > 1 {
					name = fmt.Sprintf("%s %d", name, n)
				}
			}
			if f.Units > 0 {
				out = append(out, name)
			}
		}
		return out
	}
	att, def := names(spec.Attacker.Forces), names(spec.Defender.Forces)
	var line []odds.Column
	if spec.Kind == odds.Base || spec.Kind == odds.DeepStrike {
		line = append(line, odds.Column{BaseCard: true})
	}
	for k := 0; k < max(len(att), len(def)); k++ {
		var c odds.Column
		if k < len(att) {
			c.Attacker = []string{att[k]}
		}
		if k < len(def) {
			c.Defender = []string{def[k]}
		}
		line = append(line, c)
	}
	if spec.Kind == odds.Base || spec.Kind == odds.DeepStrike {
		line = append(line, odds.Column{BaseCard: true})
	}
	return line
}

// spec reads the battle from the file argument or builds it from flags;
// flags given explicitly override the file's values.
func (o *battleOptions) spec(cmd *cobra.Command, args []string) (odds.Spec, error) {
	flags := cmd.Flags()
	if len(args) == 0 {
		if o.Attacker == "" || o.Defender == "" {
			return odds.Spec{}, errors.New("give a battle file (or - for stdin), or both --attacker and --defender")
		}
		return o.Spec(nil, flags.Changed)
	}
	return o.Spec(func() (odds.Spec, error) {
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
			return odds.Spec{}, fmt.Errorf("read the battle: %w", err)
		}
		spec, err := odds.ParseSpec(data)
		if err != nil {
			return spec, fmt.Errorf("%s: %w", name, err)
		}
		return spec, nil
	}, flags.Changed)
}

func (o *battleOptions) printToHit(w io.Writer, table []odds.ToHit) error {
	if o.format == "json" {
		return report.WriteJSON(w, struct {
			Schema string       `json:"schema"`
			ToHit  []odds.ToHit `json:"tohit"`
		}{toHitSchema, table})
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
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprint(w, toHitLegend)
	return err
}

// toHitLegend says what the numbers of a to-hit table mean (Ruling A11).
const toHitLegend = `
to-hit N (1 or more): one die per unit, each hitting on a roll of N or less (a 6 always misses).
to-hit 0: one die per two units (an odd unit left out), each hitting on a 1.
cannot fire: an X rating, a to-hit below 0, or 0 with a single unit.
`

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
	if res.Partial {
		fmt.Fprintf(tw, "status:\t%s\n", battleStatus(res))
	}
	wins := pct(res.AttackerWins)
	if res.Method == odds.MethodMonteCarlo {
		won := int64(math.Round(res.AttackerWins * float64(res.Battles)))
		wins = strings.TrimSpace(report.NewEstimate(sim.Rate{Successes: won, Trials: res.Battles}).String()) + " (95% Wilson interval)"
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
