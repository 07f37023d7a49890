package balance

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/aresim/aresim/sim"
)

// Estimate is a rate with its 95% Wilson interval.
type Estimate struct {
	Value  float64    `json:"value"`
	CI95   [2]float64 `json:"ci95"`
	Trials int64      `json:"n"`
}

func estimate(r sim.Rate) Estimate {
	lo, hi := r.Wilson95()
	return Estimate{Value: r.Value(), CI95: [2]float64{lo, hi}, Trials: r.Trials}
}

// MarshalJSON writes null value and interval for a rate with no trials.
func (e Estimate) MarshalJSON() ([]byte, error) {
	type plain Estimate
	if e.Trials == 0 {
		return []byte(`{"value":null,"ci95":null,"n":0}`), nil
	}
	return json.Marshal(plain(e))
}

func (e Estimate) String() string {
	if e.Trials == 0 {
		return "—"
	}
	return fmt.Sprintf("%.3f [%.3f, %.3f]", e.Value, e.CI95[0], e.CI95[1])
}

// Distribution summarises a histogram.
type Distribution struct {
	Mean   float64 `json:"mean"`
	StdDev float64 `json:"sd"`
	Min    float64 `json:"min"`
	P10    float64 `json:"p10"`
	Median float64 `json:"median"`
	P90    float64 `json:"p90"`
	Max    float64 `json:"max"`
}

// distribution summarises h. One observation has no sample deviation
// (sim.Histogram.StdDev is NaN), which JSON cannot write: it reads 0.
func distribution(h *sim.Histogram) Distribution {
	if h.Count() == 0 {
		return Distribution{}
	}
	d := Distribution{Mean: h.Mean(), StdDev: h.StdDev(), Min: h.Quantile(0), P10: h.Quantile(0.1),
		Median: h.Quantile(0.5), P90: h.Quantile(0.9), Max: h.Quantile(1)}
	if math.IsNaN(d.StdDev) {
		d.StdDev = 0
	}
	return d
}

// UnitStat is how one unit's Forces fared in battle.
type UnitStat struct {
	Unit string `json:"unit"`
	// Battles is the battles its Forces fought; Won the share their side
	// won.
	Battles int64    `json:"battles"`
	Won     Estimate `json:"won"`
	// Resources is the resources committed per battle (units at the start
	// times unit cost).
	Resources float64 `json:"resourcesPerBattle"`
	// WinsPer10 is battles won per ten resources committed: the measure of
	// which units win most per resource spent.
	WinsPer10 float64 `json:"winsPer10Resources"`
}

// Report is a study's results, ready to print.
type Report struct {
	Games       uint64              `json:"games"`
	Config      string              `json:"config"`
	Seed        uint64              `json:"seed"`
	Stop        string              `json:"stop"`
	Entrants    []string            `json:"entrants"`
	Matrix      [][]*Estimate       `json:"matrix"`
	Field       map[string]Estimate `json:"field"`
	FirstPlayer Estimate            `json:"firstPlayerWins"`
	Draws       Estimate            `json:"draws"`
	Ends        map[string]Estimate `json:"ends"`
	Turns       Distribution        `json:"turns"`
	Battles     Distribution        `json:"battlesPerGame"`
	Attacks     map[string]Estimate `json:"attackerSuccess"`
	Units       []UnitStat          `json:"units"`
}

// NewReport computes the report of a summary.
func NewReport(s sim.Summary[*Acc]) Report {
	a := s.Acc
	names := a.Matrix.Rows()
	r := Report{Games: s.Games, Config: s.Fingerprint, Seed: s.Seed, Stop: string(s.Stop), Entrants: names,
		Field: map[string]Estimate{}, Ends: map[string]Estimate{}, Attacks: map[string]Estimate{}}
	for i := range names {
		row := make([]*Estimate, len(names))
		for j := range names {
			if c := a.Matrix.At(i, j); c.Trials > 0 {
				e := estimate(c)
				row[j] = &e
			}
		}
		r.Matrix = append(r.Matrix, row)
		r.Field[names[i]] = estimate(a.Field.At(i))
	}
	r.FirstPlayer = estimate(a.FirstPlayer())
	r.Draws = estimate(a.Seats.Share(len(a.Seats.Labels()) - 1))
	for i, l := range a.Ends.Labels() {
		r.Ends[l] = estimate(a.Ends.Share(i))
	}
	r.Turns = distribution(&a.Turns)
	r.Battles = distribution(&a.Battles)
	for i, l := range a.Attacks.Labels() {
		r.Attacks[l] = estimate(a.Attacks.At(i))
	}
	for i, l := range a.Units.Labels() {
		rate := a.Units.At(i)
		if rate.Trials == 0 {
			continue
		}
		res := a.UnitResources.Count(i)
		u := UnitStat{Unit: l, Battles: rate.Trials, Won: estimate(rate),
			Resources: float64(res) / float64(rate.Trials)}
		if res > 0 {
			u.WinsPer10 = 10 * float64(rate.Successes) / float64(res)
		}
		r.Units = append(r.Units, u)
	}
	sort.SliceStable(r.Units, func(i, j int) bool { return r.Units[i].WinsPer10 > r.Units[j].WinsPer10 })
	return r
}

// Write prints the report in format f.
func (r Report) Write(w io.Writer, f sim.Format) error {
	switch f {
	case sim.FormatJSON:
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	case sim.FormatCSV:
		return r.writeCSV(w)
	}
	return r.writeTable(w)
}

// WriteReport is the report function registered with sim for `aresim
// merge`.
func WriteReport(w io.Writer, s sim.Summary[*Acc], f sim.Format) error {
	return NewReport(s).Write(w, f)
}

func (r Report) writeTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "The Ares Project balance: %d games, seed %d (stopped: %s)\n", r.Games, r.Seed, r.Stop)
	fmt.Fprintf(tw, "Configuration: %s\n\n", r.Config)
	fmt.Fprintln(tw, "Win rate of the row in games against the column, 95% Wilson interval (seats rotated, so first-player advantage cancels):")
	fmt.Fprint(tw, "\t")
	for _, n := range r.Entrants {
		fmt.Fprintf(tw, "%s\t", n)
	}
	fmt.Fprintln(tw)
	for i, row := range r.Matrix {
		fmt.Fprintf(tw, "%s\t", r.Entrants[i])
		for _, c := range row {
			if c == nil {
				fmt.Fprint(tw, "—\t")
			} else {
				fmt.Fprintf(tw, "%s\t", c)
			}
		}
		fmt.Fprintln(tw)
	}
	fmt.Fprintln(tw, "\nAgainst the field:")
	for _, n := range r.Entrants {
		fmt.Fprintf(tw, "  %s\t%s\n", n, r.Field[n])
	}
	fmt.Fprintf(tw, "\nFirst player wins (decisive games)\t%s\n", r.FirstPlayer)
	fmt.Fprintf(tw, "Draws\t%s\n", r.Draws)
	fmt.Fprintln(tw, "\nHow games end:")
	for _, l := range endLabels {
		fmt.Fprintf(tw, "  %s\t%s\n", l, r.Ends[l])
	}
	fmt.Fprintf(tw, "\nTurns per game\tmean %.1f, sd %.1f, min %.0f, 10%% %.0f, median %.0f, 90%% %.0f, max %.0f\n",
		r.Turns.Mean, r.Turns.StdDev, r.Turns.Min, r.Turns.P10, r.Turns.Median, r.Turns.P90, r.Turns.Max)
	fmt.Fprintf(tw, "Battles per game\tmean %.2f, sd %.2f, median %.0f, 90%% %.0f, max %.0f\n",
		r.Battles.Mean, r.Battles.StdDev, r.Battles.Median, r.Battles.P90, r.Battles.Max)
	fmt.Fprintln(tw, "\nAttacker success by kind of attack:")
	for _, l := range attackKinds {
		fmt.Fprintf(tw, "  %s\t%s\n", l, r.Attacks[l])
	}
	fmt.Fprintln(tw, "\nUnits by battles won per 10 resources committed:")
	fmt.Fprintln(tw, "  unit\tbattles\tside won\tresources/battle\twins per 10 resources")
	for _, u := range r.Units {
		fmt.Fprintf(tw, "  %s\t%d\t%s\t%.1f\t%.3f\n", u.Unit, u.Battles, u.Won, u.Resources, u.WinsPer10)
	}
	return tw.Flush()
}

func (r Report) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	row := func(section, a, b string, e *Estimate, extra ...string) {
		rec := []string{section, a, b, "", "", "", ""}
		if e != nil && e.Trials > 0 {
			rec[3], rec[4], rec[5], rec[6] = f64(e.Value), f64(e.CI95[0]), f64(e.CI95[1]), strconv.FormatInt(e.Trials, 10)
		}
		_ = cw.Write(append(rec, extra...))
	}
	_ = cw.Write([]string{"section", "row", "column", "value", "ci95_low", "ci95_high", "n", "extra"})
	for i, cells := range r.Matrix {
		for j, c := range cells {
			if c != nil {
				row("matrix", r.Entrants[i], r.Entrants[j], c)
			}
		}
	}
	for _, n := range r.Entrants {
		e := r.Field[n]
		row("field", n, "", &e)
	}
	row("first player", "", "", &r.FirstPlayer)
	row("draws", "", "", &r.Draws)
	for _, l := range endLabels {
		e := r.Ends[l]
		row("ends", l, "", &e)
	}
	for _, d := range []struct {
		name string
		d    Distribution
	}{{"turns", r.Turns}, {"battles per game", r.Battles}} {
		for _, kv := range [][2]any{{"mean", d.d.Mean}, {"sd", d.d.StdDev}, {"min", d.d.Min}, {"p10", d.d.P10},
			{"median", d.d.Median}, {"p90", d.d.P90}, {"max", d.d.Max}} {
			_ = cw.Write([]string{d.name, kv[0].(string), "", f64(kv[1].(float64)), "", "", "", ""})
		}
	}
	for _, l := range attackKinds {
		e := r.Attacks[l]
		row("attacker success", l, "", &e)
	}
	for _, u := range r.Units {
		row("unit battles won", u.Unit, "", &u.Won, "winsPer10Resources="+f64(u.WinsPer10), "resourcesPerBattle="+f64(u.Resources))
	}
	cw.Flush()
	return cw.Error()
}

func f64(v float64) string {
	if math.IsNaN(v) {
		return ""
	}
	return strings.TrimRight(strings.TrimRight(strconv.FormatFloat(v, 'f', 6, 64), "0"), ".")
}
