package balance

import (
	"fmt"
	"image/color"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/simplot"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// checkPlotPath reports whether WritePlot can draw to path (by its
// extension), before it computes anything.
func checkPlotPath(path string) error {
	if err := simplot.CheckPath(path); err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	return nil
}

// winErrors are the win rates of the corporations with their intervals,
// for error bars.
type winErrors []RateRow

// Len returns the number of bars (plotter.XYer).
func (e winErrors) Len() int { return len(e) }

// XY returns bar i and its win rate in percent (plotter.XYer).
func (e winErrors) XY(i int) (float64, float64) { return float64(i), 100 * e[i].Rate }

// YError returns how far the 95% interval of bar i reaches below and above it (plotter.YErrorer).
func (e winErrors) YError(i int) (float64, float64) {
	return 100 * (e[i].Rate - e[i].Low), 100 * (e[i].High - e[i].Rate)
}

// WritePlot draws a study to an image file (SVG or PNG, by the file's
// extension): the corporation win rates with their 95% Wilson intervals and
// the even rate, then the distributions of rounds per game and of VP.
func WritePlot(path string, s sim.Summary[*Acc]) error {
	if err := checkPlotPath(path); err != nil {
		return err
	}
	r := NewReport(s)
	corps, err := corporationPlot(r)
	if err != nil {
		return err
	}
	rounds, err := simplot.Histogram("Rounds per game", "rounds", &s.Acc.Rounds)
	if err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	vp, err := simplot.Histogram("Final VP of each player", "VP", &s.Acc.VP)
	if err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	vp.Y.Label.Text = "players"
	return simplot.Save(path, corps, rounds, vp)
}

// corporationPlot is a bar chart of the corporation win rates.
func corporationPlot(r Report) (*plot.Plot, error) {
	if len(r.Corps) == 0 {
		return nil, fmt.Errorf("%w: plot: no finished game to plot", ErrConfig)
	}
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Corporation win rates (%d games, %d players)", r.Games, r.Players)
	p.Y.Label.Text = "win rate (%), 95% interval"
	values := make(plotter.Values, len(r.Corps))
	names := make([]string, len(r.Corps))
	for i, c := range r.Corps {
		values[i] = 100 * c.Rate
		names[i] = c.Label
	}
	bars, err := plotter.NewBarChart(values, vg.Points(18))
	if err != nil {
		return nil, err
	}
	bars.Color = color.Gray{Y: 170}
	bars.LineStyle.Width = 0
	errs, err := plotter.NewYErrorBars(winErrors(r.Corps))
	if err != nil {
		return nil, err
	}
	even, err := plotter.NewLine(plotter.XYs{{X: -0.5, Y: 100 * r.Even}, {X: float64(len(r.Corps)) - 0.5, Y: 100 * r.Even}})
	if err != nil {
		return nil, err
	}
	even.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(bars, errs, even)
	p.Legend.Add(fmt.Sprintf("even (%.0f%%)", 100*r.Even), even)
	p.Legend.Top = true
	p.NominalX(names...)
	p.X.Tick.Label.Rotation = 0.8
	p.X.Tick.Label.XAlign = -0.9
	p.Y.Min = 0
	return p, nil
}
