package simplot

import (
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// Rate is one bar of a rate chart: a labelled rate from 0 to 1 with the
// ends of its interval.
type Rate struct {
	Label            string
	Value, Low, High float64
}

// rateErrors are the intervals of the bars, for error bars.
type rateErrors []Rate

func (e rateErrors) Len() int                    { return len(e) }
func (e rateErrors) XY(i int) (float64, float64) { return 100 * e[i].Value, float64(len(e) - 1 - i) }
func (e rateErrors) XError(i int) (float64, float64) {
	return 100 * (e[i].Value - e[i].Low), 100 * (e[i].High - e[i].Value)
}

// Rates returns a chart of rates as horizontal bars in percent, the
// first at the top, each with its interval as an error bar, and, when
// even is positive, a dashed line at the even rate, which the title
// names. Labels stand at the left, whole.
func Rates(title, xLabel string, rates []Rate, even float64) (Chart, error) {
	if len(rates) == 0 {
		return Chart{}, fmt.Errorf("simplot: rate chart %q has no rates", title)
	}
	p := plot.New()
	p.Title.Text = title
	if even > 0 {
		p.Title.Text = fmt.Sprintf("%s (dashed: even, %.0f%%)", title, 100*even)
	}
	p.X.Label.Text = xLabel
	values := make(plotter.Values, len(rates))
	names := make([]string, len(rates))
	top := 100 * even
	for i, r := range rates {
		values[len(rates)-1-i] = 100 * r.Value
		names[len(rates)-1-i] = r.Label
		top = max(top, 100*r.High)
	}
	bars, err := plotter.NewBarChart(values, vg.Points(11))
	if err != nil {
		return Chart{}, err
	}
	bars.Horizontal = true
	bars.Color = color.RGBA{R: 160, G: 180, B: 215, A: 255}
	bars.LineStyle.Width = 0
	errs, err := plotter.NewXErrorBars(rateErrors(rates))
	if err != nil {
		return Chart{}, err
	}
	grid := plotter.NewGrid()
	grid.Horizontal.Color = nil
	p.Add(grid, bars, errs)
	if even > 0 {
		line, err := plotter.NewLine(plotter.XYs{{X: 100 * even, Y: -0.5}, {X: 100 * even, Y: float64(len(rates)) - 0.5}})
		if err != nil {
			return Chart{}, err
		}
		line.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
		p.Add(line)
	}
	p.NominalY(names...)
	p.X.Min = 0
	p.X.Max = min(100, 1.05*top) // room for the widest interval
	p.X.Tick.Marker = wholeTicks{minor: true}
	return Chart{Plot: p, Height: vg.Length(len(rates))*0.22*vg.Inch + 1.2*vg.Inch}, nil
}
