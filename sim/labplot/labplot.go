// Package labplot draws the charts of what-ifs and sweeps (package
// sim/report's WhatIf and Sweep) with sim/simplot. It is a package of its
// own so that the reports, which the battle calculator's WebAssembly
// program compiles in, do not carry the plotting library.
package labplot

import (
	"fmt"
	"math"
	"strconv"

	"github.com/aresim/aresim/sim/report"
	"github.com/aresim/aresim/sim/simplot"
)

// Plot draws the differences of the rates of one section (such as
// "field"), with their paired and unpaired intervals, into path.
func WhatIf(path, title, sectionName string, r report.WhatIf) error {
	var diffs []simplot.Difference
	for _, x := range r.Rates {
		s, label := report.SplitRate(x.Rate)
		if s != sectionName || math.IsNaN(x.Difference.Low) {
			continue
		}
		diffs = append(diffs, simplot.Difference{Label: label, Value: x.Difference.Value, Low: x.Difference.Low,
			High: x.Difference.High, UnpairedLow: x.Unpaired.Low, UnpairedHigh: x.Unpaired.High})
	}
	c, err := simplot.Differences(title, diffs)
	if err != nil {
		return err
	}
	return simplot.Save(path, c)
}

// Plot draws the sweep's rates against the values (a line per rate
// shown, with its intervals) and the target line, into path.
func Sweep(path, title string, r report.Sweep) error {
	xs := make([]float64, len(r.Rows))
	for i, row := range r.Rows {
		x, err := strconv.ParseFloat(row.Value, 64)
		if err != nil {
			return fmt.Errorf("sweep: value %q is not a number to plot", row.Value)
		}
		xs[i] = x
	}
	var series []simplot.Series
	if len(r.Rows) > 0 {
		for k, x := range r.Rows[0].Rates {
			_, label := report.SplitRate(x.Rate)
			s := simplot.Series{Label: label}
			for _, row := range r.Rows {
				e := row.Rates[k].Share
				s.Points = append(s.Points, simplot.Rate{Label: row.Value, Value: e.Value, Low: e.Low, High: e.High})
			}
			series = append(series, s)
		}
	}
	target := 0.0
	if r.Target != nil {
		target = r.Target.Target
	}
	c, err := simplot.Curves(title, r.Parameter, xs, series, target)
	if err != nil {
		return err
	}
	return simplot.Save(path, c)
}
