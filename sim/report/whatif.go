package report

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	"github.com/aresim/aresim/sim"
)

// WhatIfSchema names the JSON format of every what-if report.
var WhatIfSchema = Schema("whatif", 1)

// Interval is a difference with its 95% interval; JSON {"value": v,
// "ci95": [low, high]}, null where there is none.
type Interval struct {
	Value, Low, High float64
}

func nullable(v float64) *float64 {
	if math.IsNaN(v) {
		return nil
	}
	return &v
}

// MarshalJSON writes {"value": v, "ci95": [low, high]}, nulls for NaN.
func (d Interval) MarshalJSON() ([]byte, error) {
	j := struct {
		Value *float64    `json:"value"`
		CI95  *[2]float64 `json:"ci95"`
	}{Value: nullable(d.Value)}
	if !math.IsNaN(d.Low) {
		j.CI95 = &[2]float64{d.Low, d.High}
	}
	return json.Marshal(j)
}

// String prints the difference in points with its interval:
// "-3.1 [-4.2, -2.0]".
func (d Interval) String() string {
	if math.IsNaN(d.Value) {
		return NoTrials
	}
	if math.IsNaN(d.Low) {
		return fmt.Sprintf("%+.1f", 100*d.Value)
	}
	return fmt.Sprintf("%+.1f [%+.1f, %+.1f]", 100*d.Value, 100*d.Low, 100*d.High)
}

// Bounds prints only the interval: "[-4.9, -1.3]".
func (d Interval) Bounds() string {
	if math.IsNaN(d.Low) {
		return NoTrials
	}
	return fmt.Sprintf("[%+.1f, %+.1f]", 100*d.Low, 100*d.High)
}

// DiffRow is one rate of a what-if: its value under each version and
// their difference.
type DiffRow struct {
	// Rate names the rate: "section: label", such as "field: Kahoum".
	Rate string `json:"rate"`
	// Original and Variant are the rate under each version (shared wins
	// as fractions).
	Original Share `json:"original"`
	Variant  Share `json:"variant"`
	// Difference is variant minus original with the 95% interval of the
	// paired games; Unpaired the interval the same games would give as two
	// independent samples (its value is the same difference).
	Difference Interval `json:"difference"`
	Unpaired   Interval `json:"unpaired"`
	// WidthRatio is the paired interval's width over the unpaired one's;
	// Correlation the correlation of the versions' per-game results.
	WidthRatio  float64 `json:"-"`
	Correlation float64 `json:"-"`
}

// MarshalJSON writes the row with widthRatio and correlation, null where
// they are not defined.
func (r DiffRow) MarshalJSON() ([]byte, error) {
	type plain DiffRow
	return json.Marshal(struct {
		plain
		WidthRatio  *float64 `json:"widthRatio"`
		Correlation *float64 `json:"correlation"`
	}{plain(r), nullable(r.WidthRatio), nullable(r.Correlation)})
}

// WhatIf is the report of a what-if: every rate under both versions.
type WhatIf struct {
	Run
	Rates []DiffRow `json:"rates"`
}

// NewWhatIf computes the report of a what-if's summary: every rate that
// has trials under either version, in the study's order.
func NewWhatIf(s sim.Summary[*sim.PairedAcc]) WhatIf {
	r := WhatIf{Run: NewRun(WhatIfSchema, s), Rates: []DiffRow{}}
	for i, l := range s.Acc.Pairs.Labels() {
		p := s.Acc.Pairs.At(i)
		if p.Tx == 0 && p.Ty == 0 {
			continue
		}
		d := p.Difference()
		r.Rates = append(r.Rates, DiffRow{Rate: l, Original: NewShare(p.Original()), Variant: NewShare(p.Variant()),
			Difference: Interval{d.Value, d.Low, d.High}, Unpaired: Interval{d.Value, d.UnpairedLow, d.UnpairedHigh},
			WidthRatio: d.WidthRatio, Correlation: d.Correlation})
	}
	return r
}

// LongSection is how many rows a section of a what-if or sweep table
// shows (those whose difference stands out most from its interval)
// unless asked for every row.
const LongSection = 10

// Write prints the report as opt asks; title opens the table.
func (r WhatIf) Write(w io.Writer, title string, opt sim.ReportOptions) error {
	switch opt.Format {
	case sim.FormatJSON:
		return WriteJSON(w, r)
	case sim.FormatCSV:
		c := NewCSV(w)
		c.Run(r.Run)
		for _, x := range r.Rates {
			section, row := SplitRate(x.Rate)
			c.Share(section, row, "original", x.Original)
			c.Share(section, row, "variant", x.Variant)
			c.write([]string{section, row, "difference", "difference", Number(x.Difference.Value), Number(x.Difference.Low), Number(x.Difference.High), "", ""})
			c.write([]string{section, row, "unpaired", "difference", Number(x.Unpaired.Value), Number(x.Unpaired.Low), Number(x.Unpaired.High), "", ""})
			c.Value(section, row, "", "widthRatio", x.WidthRatio)
			c.Value(section, row, "", "correlation", x.Correlation)
		}
		return c.Close()
	}
	ew := NewErrWriter(w)
	_ = r.WriteHeader(ew, title)
	fmt.Fprintln(ew, "Every game is played under both versions from the same seeds. Rates in percent;")
	fmt.Fprintln(ew, "differences (variant minus original) in points with the 95% interval of the paired games,")
	fmt.Fprintln(ew, "beside the interval the same games would give unpaired, and the ratio of the widths.")
	for _, sec := range sections(r.Rates) {
		fmt.Fprintf(ew, "\n%s:\n", sec.name)
		t := Table{Indent: "  ", Header: []string{"rate", "original", "variant", "difference [paired 95%]", "unpaired", "width ratio"},
			Right: map[int]bool{1: true, 2: true, 5: true}}
		rows := sec.rows
		more := 0
		if len(rows) > LongSection+5 && !opt.AllRows {
			rows = append([]DiffRow(nil), rows...)
			sort.SliceStable(rows, func(i, j int) bool { return standsOut(rows[i]) > standsOut(rows[j]) })
			more = len(rows) - LongSection
			rows = rows[:LongSection]
		}
		for _, x := range rows {
			ratio := NoTrials
			if !math.IsNaN(x.WidthRatio) {
				ratio = fmt.Sprintf("%.2f", x.WidthRatio)
			}
			_, label := SplitRate(x.Rate)
			t.Add(label, Percent(x.Original.Value), Percent(x.Variant.Value), x.Difference.String(), x.Unpaired.Bounds(), ratio)
		}
		if more > 0 {
			t.AddLine(fmt.Sprintf("… %d more, the %d that stand out most shown (--all-rows shows them)", more, LongSection))
		}
		_ = t.Write(ew, Width)
	}
	return ew.Err()
}

// standsOut is how far a difference is from 0 in widths of its paired
// interval.
func standsOut(r DiffRow) float64 {
	w := r.Difference.High - r.Difference.Low
	if math.IsNaN(r.Difference.Value) || math.IsNaN(w) {
		return -1
	}
	if w == 0 {
		if r.Difference.Value == 0 {
			return 0
		}
		return math.Inf(1)
	}
	return math.Abs(r.Difference.Value) / w
}

// SplitRate splits a rate's name "section: label" into its section and
// label.
func SplitRate(name string) (section, label string) {
	s, l, ok := strings.Cut(name, ": ")
	if !ok {
		return "", name
	}
	return s, l
}

type section struct {
	name string
	rows []DiffRow
}

// sections groups rows by section, in order of first appearance.
func sections(rows []DiffRow) []section {
	var out []section
	at := map[string]int{}
	for _, r := range rows {
		s, _ := SplitRate(r.Rate)
		i, ok := at[s]
		if !ok {
			i = len(out)
			at[s] = i
			out = append(out, section{name: s})
		}
		out[i].rows = append(out[i].rows, r)
	}
	return out
}
