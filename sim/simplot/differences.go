package simplot

import (
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// Difference is one row of a difference chart: a labelled difference of
// two rates, in shares (-1 to 1), with its paired interval and the
// unpaired one.
type Difference struct {
	Label                     string
	Value, Low, High          float64
	UnpairedLow, UnpairedHigh float64
}

type diffErrors struct {
	d        []Difference
	unpaired bool
}

func (e diffErrors) Len() int { return len(e.d) }
func (e diffErrors) XY(i int) (float64, float64) {
	y := float64(len(e.d) - 1 - i)
	if e.unpaired {
		y -= 0.2
	}
	return 100 * e.d[i].Value, y
}
func (e diffErrors) XError(i int) (float64, float64) {
	lo, hi := e.d[i].Low, e.d[i].High
	if e.unpaired {
		lo, hi = e.d[i].UnpairedLow, e.d[i].UnpairedHigh
	}
	return 100 * (e.d[i].Value - lo), 100 * (hi - e.d[i].Value)
}

// Differences returns a chart of differences in points, the first at the
// top, each with its paired interval (black) and, just below, its
// unpaired interval (grey), and a dashed line at 0.
func Differences(title string, diffs []Difference) (Chart, error) {
	if len(diffs) == 0 {
		return Chart{}, fmt.Errorf("simplot: difference chart %q has no rows", title)
	}
	p := plot.New()
	p.Title.Text = title + " (black: paired 95% interval; grey: unpaired)"
	p.X.Label.Text = "variant minus original (points)"
	names := make([]string, len(diffs))
	for i, d := range diffs {
		names[len(diffs)-1-i] = d.Label
	}
	grid := plotter.NewGrid()
	grid.Horizontal.Color = nil
	p.Add(grid)
	for _, unpaired := range []bool{true, false} {
		e := diffErrors{d: diffs, unpaired: unpaired}
		errs, err := plotter.NewXErrorBars(e)
		if err != nil {
			return Chart{}, err
		}
		pts, err := plotter.NewScatter(e)
		if err != nil {
			return Chart{}, err
		}
		if unpaired {
			grey := color.RGBA{R: 150, G: 150, B: 150, A: 255}
			errs.Color, pts.Color = grey, grey
		}
		p.Add(errs, pts)
	}
	zero, err := plotter.NewLine(plotter.XYs{{X: 0, Y: -0.5}, {X: 0, Y: float64(len(diffs)) - 0.5}})
	if err != nil {
		return Chart{}, err
	}
	zero.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(zero)
	p.NominalY(names...)
	return Chart{Plot: p, Height: vg.Length(len(diffs))*0.3*vg.Inch + 1.2*vg.Inch}, nil
}
