package simplot

import (
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

// Series is one line of a curve chart: a rate at each value of the number
// varied, with its interval.
type Series struct {
	Label string
	// Points are the rates in the order of the chart's values.
	Points []Rate
}

// curveErrors are a series' points and intervals, in percent.
type curveErrors struct {
	x []float64
	p []Rate
}

func (c curveErrors) Len() int                    { return len(c.p) }
func (c curveErrors) XY(i int) (float64, float64) { return c.x[i], 100 * c.p[i].Value }
func (c curveErrors) YError(i int) (float64, float64) {
	return 100 * (c.p[i].Value - c.p[i].Low), 100 * (c.p[i].High - c.p[i].Value)
}

// Curves returns a chart of rates in percent against the values of a
// number (xs, in order), one line per series with its intervals as error
// bars, and, when target is positive, a dashed line at the target rate,
// which the title names.
func Curves(title, xLabel string, xs []float64, series []Series, target float64) (Chart, error) {
	if len(xs) == 0 || len(series) == 0 {
		return Chart{}, fmt.Errorf("simplot: curve chart %q has no points", title)
	}
	p := plot.New()
	p.Title.Text = title
	if target > 0 {
		p.Title.Text = fmt.Sprintf("%s (dashed: target, %.0f%%)", title, 100*target)
	}
	p.X.Label.Text = xLabel
	p.Y.Label.Text = "rate (%)"
	p.Legend.Top = true
	p.Add(plotter.NewGrid())
	for i, s := range series {
		if len(s.Points) != len(xs) {
			return Chart{}, fmt.Errorf("simplot: series %q has %d points for %d values", s.Label, len(s.Points), len(xs))
		}
		pts := curveErrors{x: xs, p: s.Points}
		xy := make(plotter.XYs, len(xs))
		for k := range xs {
			xy[k].X, xy[k].Y = pts.XY(k)
		}
		line, points, err := plotter.NewLinePoints(xy)
		if err != nil {
			return Chart{}, err
		}
		line.Color = plotutil.Color(i)
		points.Color = plotutil.Color(i)
		points.Shape = plotutil.Shape(i)
		errs, err := plotter.NewYErrorBars(pts)
		if err != nil {
			return Chart{}, err
		}
		errs.Color = plotutil.Color(i)
		p.Add(line, points, errs)
		p.Legend.Add(s.Label, line, points)
	}
	if target > 0 {
		line, err := plotter.NewLine(plotter.XYs{{X: xs[0], Y: 100 * target}, {X: xs[len(xs)-1], Y: 100 * target}})
		if err != nil {
			return Chart{}, err
		}
		line.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		p.Add(line)
	}
	p.Y.Min, p.Y.Max = 0, 100
	p.X.Tick.Marker = wholeTicks{}
	return Chart{Plot: p, Height: 4 * vg.Inch}, nil
}
