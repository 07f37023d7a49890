package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
	"github.com/spf13/cobra"
)

// compareSchema names the JSON format of `aresim compare`.
var compareSchema = report.Schema("compare", 1)

// compareOptions are the flags of `aresim compare`.
type compareOptions struct {
	format string
}

// newCompareCmd builds `aresim compare`: the headline rates of two runs
// of one balance study under different bots, side by side.
func newCompareCmd(reg *sim.Registry) *cobra.Command {
	opts := compareOptions{format: "table"}
	cmd := &cobra.Command{
		Use:   "compare A.json B.json",
		Short: "Compare two runs of one balance study under different bots",
		Long: `compare reads two summaries of the same balance study (written with --out, or
by 'aresim merge') that differ only in their bots: the same game, mode,
players, factions or corporations, seed and number of games. It prints
their headline rates side by side (each faction's or corporation's win
rate, the first player's or each seat's, each Crisis cell's) and flags
each rate whose verdict changes with the bots:

  direction     above its fair share under one, below under the other
  significance  its 95% interval excludes the fair share under one only
  differs       the two rates differ at the 95% level (two-proportion test)

A fair share is the rate of a faction, corporation or seat no better than
the others: 1/sides (less the draws' share, for The Ares Project's
factions). Crisis win rates have none and get only the last flag.
Summaries of different studies are refused.`,
		Example: `  aresim ares balance --games 20000 --bots heuristic --out heuristic.json
  aresim ares balance --games 20000 --bots random --out random.json
  aresim compare heuristic.json random.json`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCompare(cmd.OutOrStdout(), reg, opts, args[0], args[1])
		},
	}
	cmd.Flags().StringVar(&opts.format, "format", opts.format, "output format: table, json or csv")
	return cmd
}

// compareSide is one of the two runs compared.
type compareSide struct {
	File        string `json:"file"`
	Bots        string `json:"bots"`
	Fingerprint string `json:"fingerprint"`
	Games       uint64 `json:"games"`
	Status      string `json:"status"`
	Complete    bool   `json:"complete"`
}

// compareRow is one headline rate under both runs and its flags.
type compareRow struct {
	Label string `json:"label"`
	// FairA and FairB are the fair shares under each run (null: none);
	// they differ when the draws' share does.
	FairA *float64        `json:"fairA"`
	FairB *float64        `json:"fairB"`
	A     report.Estimate `json:"a"`
	B     report.Estimate `json:"b"`
	// Direction: one rate above its fair share, the other below.
	Direction bool `json:"directionChanged"`
	// Significance: one interval excludes the fair share, the other not.
	Significance bool `json:"significanceChanged"`
	// Differs: the rates differ at the 95% level.
	Differs bool `json:"differs"`
}

// comparison is the result of `aresim compare`.
type comparison struct {
	Schema string       `json:"schema"`
	Game   string       `json:"game"`
	Seed   uint64       `json:"seed"`
	A      compareSide  `json:"a"`
	B      compareSide  `json:"b"`
	Rows   []compareRow `json:"rows"`
}

func runCompare(out io.Writer, reg *sim.Registry, opts compareOptions, fileA, fileB string) error {
	format, err := sim.ParseFormat(opts.format)
	if err != nil {
		return fmt.Errorf("compare: --format %q: want table, json or csv", opts.format)
	}
	a, err := reg.MergeFiles(fileA)
	if err != nil {
		return fmt.Errorf("compare: %w", err)
	}
	b, err := reg.MergeFiles(fileB)
	if err != nil {
		return fmt.Errorf("compare: %w", err)
	}
	c, err := compareRuns(a, b, fileA, fileB)
	if err != nil {
		return err
	}
	switch format {
	case sim.FormatJSON:
		err = report.WriteJSON(out, c)
	case sim.FormatCSV:
		err = c.writeCSV(out)
	default:
		err = c.writeTable(out)
	}
	if err != nil {
		return err
	}
	if !c.A.Complete || !c.B.Complete {
		return &exitError{code: exitPartial, msg: "compare: a summary is not a whole run (the report says so)"}
	}
	return nil
}

// splitBots returns a fingerprint's settings without its bots, and its
// bots setting.
func splitBots(fp string) (rest []string, bots string) {
	for _, kv := range sim.Settings(fp) {
		if v, ok := strings.CutPrefix(kv, "bots="); ok {
			bots = v
			continue
		}
		rest = append(rest, kv)
	}
	return rest, bots
}

// compareRuns checks that a and b are runs of one study under other bots
// and compares their headline rates.
func compareRuns(a, b *sim.Merged, fileA, fileB string) (comparison, error) {
	refuse := func(why string, args ...any) (comparison, error) {
		return comparison{}, fmt.Errorf("compare: %s and %s are not runs of the same study: "+why, append([]any{fileA, fileB}, args...)...)
	}
	restA, botsA := splitBots(a.Fingerprint())
	restB, botsB := splitBots(b.Fingerprint())
	switch {
	case a.Game() != b.Game():
		return refuse("games %s and %s", a.Game(), b.Game())
	case a.Seed() != b.Seed():
		return refuse("seeds %d and %d", a.Seed(), b.Seed())
	case a.RunGames() != b.RunGames():
		return refuse("runs of %d and %d games", a.RunGames(), b.RunGames())
	case !slices.Equal(restA, restB):
		for _, kv := range restA {
			if !slices.Contains(restB, kv) {
				return refuse("%s in the first only", kv)
			}
		}
		return refuse("%s in the second only", strings.Join(restB, " "))
	}
	headsA, headsB := a.Headlines(), b.Headlines()
	if headsA == nil {
		return comparison{}, fmt.Errorf("compare: %s is a summary of %s, which has no headline rates to compare", fileA, a.Game())
	}
	if len(headsA) != len(headsB) {
		return refuse("%d and %d headline rates", len(headsA), len(headsB))
	}
	side := func(file, bots string, m *sim.Merged) compareSide {
		return compareSide{File: file, Bots: bots, Fingerprint: m.Fingerprint(), Games: m.Games(),
			Status: mergeStatus(m).Status(), Complete: m.Complete()}
	}
	c := comparison{Schema: compareSchema, Game: a.Game(), Seed: a.Seed(), A: side(fileA, botsA, a), B: side(fileB, botsB, b), Rows: []compareRow{}}
	for i, h := range headsA {
		if headsB[i].Label != h.Label {
			return refuse("rate %q against rate %q", h.Label, headsB[i].Label)
		}
		if h.Rate.Trials == 0 && headsB[i].Rate.Trials == 0 {
			continue // not in the study: a corporation of a set it does not play
		}
		c.Rows = append(c.Rows, compareRates(h, headsB[i]))
	}
	return c, nil
}

// compareRates flags what changes between two runs' estimates of one
// headline rate.
func compareRates(a, b sim.Headline) compareRow {
	row := compareRow{Label: a.Label, A: report.NewEstimate(a.Rate), B: report.NewEstimate(b.Rate)}
	if a.Rate.Trials == 0 || b.Rate.Trials == 0 {
		return row
	}
	row.Differs = differ(a.Rate, b.Rate)
	if math.IsNaN(a.Fair) {
		return row
	}
	fairA, fairB := a.Fair, b.Fair
	row.FairA, row.FairB = &fairA, &fairB
	dirA, dirB := sign(row.A.Value-a.Fair), sign(row.B.Value-b.Fair)
	row.Direction = dirA*dirB < 0
	excludes := func(e report.Estimate, fair float64) bool { return e.Low > fair || e.High < fair }
	row.Significance = excludes(row.A, a.Fair) != excludes(row.B, b.Fair)
	return row
}

func sign(x float64) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// differ reports whether two rates differ at the 95% level by the
// pooled two-proportion z-test.
func differ(a, b sim.Rate) bool {
	na, nb := float64(a.Trials), float64(b.Trials)
	p := float64(a.Successes+b.Successes) / (na + nb)
	se := math.Sqrt(p * (1 - p) * (1/na + 1/nb))
	if se == 0 {
		return false
	}
	return math.Abs(a.Value()-b.Value())/se > sim.Z95
}

// flags returns the row's flags as words.
func (r compareRow) flags() string {
	var f []string
	if r.Direction {
		f = append(f, "direction")
	}
	if r.Significance {
		f = append(f, "significance")
	}
	if r.Differs {
		f = append(f, "differs")
	}
	return strings.Join(f, ", ")
}

func (c comparison) writeTable(w io.Writer) error {
	ew := report.NewErrWriter(w)
	fmt.Fprintf(ew, "Comparison of two runs of %s, seed %d:\n", c.Game, c.Seed)
	for _, s := range []struct {
		name string
		side compareSide
	}{{"A", c.A}, {"B", c.B}} {
		fmt.Fprintf(ew, "  %s: %s, bots=%s, %d games (%s)\n", s.name, s.side.File, s.side.Bots, s.side.Games, s.side.Status)
	}
	rest, _ := splitBots(c.A.Fingerprint)
	for _, line := range report.Wrap("setup: "+strings.Join(rest, " "), report.Width, "  ") {
		fmt.Fprintln(ew, line)
	}
	fmt.Fprintln(ew, "Rates are in percent, with their 95% Wilson intervals in brackets. Under a rate, its flags:")
	fmt.Fprintln(ew, "direction (above the fair share under one run, below under the other), significance (the")
	fmt.Fprintln(ew, "interval excludes the fair share under one only), differs (A and B differ at the 95% level).")
	fmt.Fprintln(ew)
	t := report.Table{Indent: "  ", Header: []string{"rate", "fair (A / B)", "A", "B"}, Right: map[int]bool{1: true}}
	flagged := 0
	for _, r := range c.Rows {
		fair := report.NoTrials
		if r.FairA != nil {
			fair = report.Percent(*r.FairA)
			if b := report.Percent(*r.FairB); b != fair {
				fair += " / " + b
			}
		}
		if r.Direction || r.Significance {
			flagged++
		}
		t.Add(r.Label, fair, r.A.String(), r.B.String())
		if f := r.flags(); f != "" {
			t.AddLine("    ↑ " + f)
		}
	}
	_ = t.Write(ew, report.Width)
	fmt.Fprintf(ew, "\n%d of %d rates change direction or significance between the two runs.\n", flagged, len(c.Rows))
	return ew.Err()
}

func (c comparison) writeCSV(w io.Writer) error {
	cw := report.NewCSV(w)
	for _, r := range c.Rows {
		cw.Rate("compare", r.Label, "a", r.A)
		cw.Rate("compare", r.Label, "b", r.B)
		if r.FairA != nil {
			cw.Value("compare", r.Label, "a", "fair", *r.FairA)
			cw.Value("compare", r.Label, "b", "fair", *r.FairB)
		}
		for _, f := range []struct {
			name string
			on   bool
		}{{"directionChanged", r.Direction}, {"significanceChanged", r.Significance}, {"differs", r.Differs}} {
			n := int64(0)
			if f.on {
				n = 1
			}
			cw.Count("compare", r.Label, "", f.name, n)
		}
	}
	return cw.Close()
}
