package balance

import (
	"fmt"
	"io"
	"sort"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
)

// ReportSchema names the JSON format of the report (its "schema" field).
var ReportSchema = report.Schema("ares-balance", 1)

// UnitStat is how one unit's Forces fared in battle.
type UnitStat struct {
	Unit string `json:"unit"`
	// Battles is the battles its Forces fought; Won the share their side
	// won.
	Battles int64           `json:"battles"`
	Won     report.Estimate `json:"won"`
	// ResourcesPerBattle is the resources committed per battle (units at
	// the start times unit cost).
	ResourcesPerBattle float64 `json:"resourcesPerBattle"`
	// WinsPer10Resources is battles won per ten resources committed: the
	// measure of which units win most per resource spent.
	WinsPer10Resources float64 `json:"winsPer10Resources"`
}

// Report is a study's results, ready to print. Its JSON form is a
// contract, versioned by its "schema" field (ReportSchema).
type Report struct {
	report.Run
	// Entrants label the matrix's rows and columns.
	Entrants []string `json:"entrants"`
	// Matrix[i][j] is entrant i's win rate in its games against entrant
	// j; a cell with no games has no value.
	Matrix [][]report.Estimate `json:"matrix"`
	// Field is each entrant's win rate over all its games.
	Field []report.LabelledRate `json:"field"`
	// FirstPlayer is the first player's share of decisive games; Draws
	// the share of drawn games.
	FirstPlayer report.Estimate `json:"firstPlayer"`
	Draws       report.Estimate `json:"draws"`
	// Ends is how games end: each way's share of games.
	Ends []report.LabelledRate `json:"ends"`
	// Turns and Battles are per game.
	Turns   report.Distribution `json:"turns"`
	Battles report.Distribution `json:"battles"`
	// Attacks is the attacker's success by kind of attack.
	Attacks []report.LabelledRate `json:"attacks"`
	// Units ranks the units by battles won per ten resources committed.
	Units []UnitStat `json:"units"`
}

// NewReport computes the report of a summary.
func NewReport(s sim.Summary[*Acc]) Report {
	a := s.Acc
	names := a.Matrix.Rows()
	r := Report{Run: report.NewRun(ReportSchema, s), Entrants: names, Field: report.RateList(&a.Field),
		FirstPlayer: report.NewEstimate(a.FirstPlayer()), Draws: report.NewEstimate(a.Seats.Share(len(a.Seats.Labels()) - 1)),
		Ends: report.ShareList(&a.Ends), Turns: report.NewDistribution(&a.Turns), Battles: report.NewDistribution(&a.Battles),
		Attacks: report.RateList(&a.Attacks), Matrix: [][]report.Estimate{}, Units: []UnitStat{}}
	for i := range names {
		row := make([]report.Estimate, len(names))
		for j := range names {
			row[j] = report.NewEstimate(a.Matrix.At(i, j))
		}
		r.Matrix = append(r.Matrix, row)
	}
	for i, l := range a.Units.Labels() {
		rate := a.Units.At(i)
		if rate.Trials == 0 {
			continue
		}
		res := a.UnitResources.Count(i)
		u := UnitStat{Unit: l, Battles: rate.Trials, Won: report.NewEstimate(rate),
			ResourcesPerBattle: float64(res) / float64(rate.Trials)}
		if res > 0 {
			u.WinsPer10Resources = 10 * float64(rate.Successes) / float64(res)
		}
		r.Units = append(r.Units, u)
	}
	sort.SliceStable(r.Units, func(i, j int) bool { return r.Units[i].WinsPer10Resources > r.Units[j].WinsPer10Resources })
	return r
}

// Write prints the report as opt asks.
func (r Report) Write(w io.Writer, opt sim.ReportOptions) error {
	switch opt.Format {
	case sim.FormatJSON:
		return report.WriteJSON(w, r)
	case sim.FormatCSV:
		return r.writeCSV(w)
	}
	return r.writeTable(w, opt.AllRows)
}

// WriteReport writes the report of a summary: the report function of the
// study for the CLI and `aresim merge`.
func WriteReport(w io.Writer, s sim.Summary[*Acc], opt sim.ReportOptions) error {
	return NewReport(s).Write(w, opt)
}

// Units the table shows at the head and at the tail of its ranking,
// unless asked for every row.
const (
	unitsHead = 10
	unitsTail = 4
)

func (r Report) writeTable(w io.Writer, allRows bool) error {
	ew := report.NewErrWriter(w)
	_ = r.WriteHeader(ew, "The Ares Project balance")
	fmt.Fprintln(ew, "Rates are in percent, with their 95% Wilson intervals in brackets.")
	fmt.Fprintln(ew, "\nWin rate of the row against the column (seats rotated: first-player advantage cancels):")
	m := report.Table{Header: append([]string{""}, r.Entrants...)}
	for i, row := range r.Matrix {
		cells := []string{r.Entrants[i]}
		for _, c := range row {
			cells = append(cells, c.String())
		}
		m.Add(cells...)
	}
	_ = m.Write(ew, report.Width)
	fmt.Fprintln(ew)
	_ = report.WriteRates(ew, "Against the field:", r.Field)
	fmt.Fprintln(ew)
	_ = report.WriteRates(ew, "Seats:", []report.LabelledRate{{Label: "first player wins (decisive games)", Rate: r.FirstPlayer},
		{Label: "draws", Rate: r.Draws}})
	fmt.Fprintln(ew)
	_ = report.WriteRates(ew, "How games end:", r.Ends)
	fmt.Fprintln(ew)
	d := report.Table{}
	d.Add("Turns per game", r.Turns.String())
	d.Add("Battles per game", r.Battles.String())
	_ = d.Write(ew, report.Width)
	fmt.Fprintln(ew)
	_ = report.WriteRates(ew, "Attacker success by kind of attack:", r.Attacks)
	fmt.Fprintln(ew, "\nUnits by battles won per 10 resources committed:")
	u := report.Table{Indent: "  ", Header: []string{"unit", "battles", "side won", "resources/battle", "wins/10 resources"},
		Right: map[int]bool{1: true, 3: true, 4: true}}
	head, tail := report.Trim(len(r.Units), unitsHead, unitsTail, allRows)
	add := func(x UnitStat) {
		u.Add(x.Unit, fmt.Sprint(x.Battles), x.Won.String(), fmt.Sprintf("%.1f", x.ResourcesPerBattle), fmt.Sprintf("%.3f", x.WinsPer10Resources))
	}
	for _, x := range r.Units[:head] {
		add(x)
	}
	if tail > 0 {
		u.AddLine(fmt.Sprintf("… %d more (--all-rows shows them)", len(r.Units)-head-tail))
		for _, x := range r.Units[len(r.Units)-tail:] {
			add(x)
		}
	}
	_ = u.Write(ew, report.Width)
	return ew.Err()
}

func (r Report) writeCSV(w io.Writer) error {
	c := report.NewCSV(w)
	c.Run(r.Run)
	for i, cells := range r.Matrix {
		for j, e := range cells {
			if e.HasTrials() {
				c.Rate("matrix", r.Entrants[i], r.Entrants[j], e)
			}
		}
	}
	c.Rates("field", r.Field)
	c.Rate("seats", "first player", "", r.FirstPlayer)
	c.Rate("seats", "draw", "", r.Draws)
	c.Rates("ends", r.Ends)
	c.Distribution("turns", "", r.Turns)
	c.Distribution("battles", "", r.Battles)
	c.Rates("attacks", r.Attacks)
	for _, u := range r.Units {
		c.Rate("units", u.Unit, "", u.Won)
		c.Value("units", u.Unit, "", "resourcesPerBattle", u.ResourcesPerBattle)
		c.Value("units", u.Unit, "", "winsPer10Resources", u.WinsPer10Resources)
	}
	return c.Close()
}
