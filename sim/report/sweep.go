package report

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/aresim/aresim/sim"
)

// SweepSchema names the JSON format of every sweep report.
var SweepSchema = Schema("sweep", 1)

// NamedShare is one rate of a sweep's row.
type NamedShare struct {
	Rate  string `json:"rate"`
	Share Share  `json:"share"`
}

// SweepRow is one value of the number varied, with the rates shown.
type SweepRow struct {
	Value string       `json:"value"`
	Rates []NamedShare `json:"rates"`
}

// TargetPick is the value of the grid whose rate comes closest to the
// target.
type TargetPick struct {
	// Rate and Target are what was asked.
	Rate   string  `json:"rate"`
	Target float64 `json:"target"`
	// Value is the value picked and Share its rate.
	Value string `json:"value"`
	Share Share  `json:"share"`
	// Within reports whether the target lies in the pick's 95% interval;
	// Reached whether it lies in any value's: when it does not, no value
	// in the grid gets there.
	Within  bool `json:"within"`
	Reached bool `json:"reached"`
}

// Sweep is the report of a sweep: a row per value of the number varied.
type Sweep struct {
	Run
	Parameter string     `json:"parameter"`
	Rows      []SweepRow `json:"values"`
	// Target is the pick of --target, when the sweep has one.
	Target *TargetPick `json:"target,omitempty"`
}

// NewSweep computes the report of a sweep's summary: for each value the
// rates its spec shows, and the pick of its target. A target rate that is
// not among the sweep's rates is an error.
func NewSweep(s sim.Summary[*sim.SweepAcc]) (Sweep, error) {
	a := s.Acc
	r := Sweep{Run: NewRun(SweepSchema, s), Parameter: a.Spec.Parameter, Rows: []SweepRow{}}
	find := func(v int, name string) (sim.Shares, bool) {
		for i, l := range a.Sets[v].Labels() {
			if l == name {
				return a.Sets[v].At(i), true
			}
		}
		return sim.Shares{}, false
	}
	// A rate with no trials at any value (a corporation of a set not in
	// play) is left out.
	var show []string
	for _, name := range a.Spec.Show {
		for v := range a.Values {
			if c, _ := find(v, name); c.Trials > 0 {
				show = append(show, name)
				break
			}
		}
	}
	for v, value := range a.Values {
		row := SweepRow{Value: value, Rates: []NamedShare{}}
		for _, name := range show {
			c, _ := find(v, name)
			row.Rates = append(row.Rates, NamedShare{Rate: name, Share: NewShare(c)})
		}
		r.Rows = append(r.Rows, row)
	}
	if a.Spec.TargetRate == "" {
		return r, nil
	}
	best := -1
	reached := false
	var pick sim.Shares
	for v := range a.Values {
		c, ok := find(v, a.Spec.TargetRate)
		if !ok {
			return r, fmt.Errorf("sweep: no rate %q", a.Spec.TargetRate)
		}
		if c.Trials == 0 {
			continue
		}
		lo, hi := c.Wilson95()
		reached = reached || (lo <= a.Spec.Target && a.Spec.Target <= hi)
		if best < 0 || math.Abs(c.Value()-a.Spec.Target) < math.Abs(pick.Value()-a.Spec.Target) {
			best, pick = v, c
		}
	}
	if best < 0 {
		return r, nil
	}
	e := NewShare(pick)
	r.Target = &TargetPick{Rate: a.Spec.TargetRate, Target: a.Spec.Target, Value: a.Values[best], Share: e,
		Within: e.Low <= a.Spec.Target && a.Spec.Target <= e.High, Reached: reached}
	return r, nil
}

// Write prints the report as opt asks; title opens the table.
func (r Sweep) Write(w io.Writer, title string, opt sim.ReportOptions) error {
	switch opt.Format {
	case sim.FormatJSON:
		return WriteJSON(w, r)
	case sim.FormatCSV:
		c := NewCSV(w)
		c.Run(r.Run)
		for _, row := range r.Rows {
			for _, x := range row.Rates {
				c.Share("sweep", x.Rate, r.Parameter+"="+row.Value, x.Share)
			}
		}
		if t := r.Target; t != nil {
			c.Share("target", t.Rate, r.Parameter+"="+t.Value, t.Share)
			c.Value("target", t.Rate, "", "target", t.Target)
			for _, b := range []struct {
				name string
				ok   bool
			}{{"within", t.Within}, {"reached", t.Reached}} {
				v := 0.0
				if b.ok {
					v = 1
				}
				c.Value("target", t.Rate, "", b.name, v)
			}
		}
		return c.Close()
	}
	ew := NewErrWriter(w)
	_ = r.WriteHeader(ew, title)
	fmt.Fprintf(ew, "Every value plays the same games (the same seeds). Win rates in percent, with their 95%%\nWilson intervals; shared wins count as fractions.\n\n")
	t := Table{Header: []string{r.Parameter}, Right: map[int]bool{0: true}}
	if len(r.Rows) > 0 {
		for _, x := range r.Rows[0].Rates {
			_, label := SplitRate(x.Rate)
			t.Header = append(t.Header, label)
		}
	}
	for _, row := range r.Rows {
		cells := []string{row.Value}
		for _, x := range row.Rates {
			cells = append(cells, x.Share.String())
		}
		t.Add(cells...)
	}
	_ = t.Write(ew, Width)
	if tp := r.Target; tp != nil {
		_, label := SplitRate(tp.Rate)
		fmt.Fprintf(ew, "\nTarget %s for %s: %s=%s comes closest, %s (%+.1f points);\n", Percent(tp.Target), label,
			r.Parameter, tp.Value, strings.TrimSpace(tp.Share.String()), 100*(tp.Share.Value-tp.Target))
		switch {
		case tp.Within:
			fmt.Fprintln(ew, "its interval holds the target.")
		case tp.Reached:
			fmt.Fprintln(ew, "its interval does not hold the target, but another value's does.")
		default:
			fmt.Fprintln(ew, "no value in the grid gets there: no value's interval holds the target.")
		}
	}
	return ew.Err()
}
