package simplot

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/aresim/aresim/sim"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// maxBars is the most bars a histogram draws; wider spans group
// consecutive values into bars of a whole number of values each.
const maxBars = 120

// barColor fills histogram and rate bars.
var barColor = color.RGBA{R: 70, G: 110, B: 180, A: 255}

// Histogram returns a bar chart of a histogram of counts: one bar per
// whole number, centred on it, from the smallest value seen to the
// largest (or one bar per run of k values, k a whole number, when the
// span is wider than 120 values), with whole-number ticks. xLabel names
// the values, yLabel what was counted.
func Histogram(title, xLabel, yLabel string, h *sim.Histogram) (Chart, error) {
	bins, k, most := wholeBins(h)
	if bins == nil {
		return Chart{}, fmt.Errorf("simplot: histogram %q is empty", title)
	}
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = xLabel
	if k > 1 {
		p.X.Label.Text = fmt.Sprintf("%s (bars of %d values)", xLabel, k)
	}
	p.Y.Label.Text = yLabel
	hist := &plotter.Histogram{Bins: bins, Width: float64(k), FillColor: barColor}
	hist.LineStyle = plotter.DefaultLineStyle
	hist.LineStyle.Width = vg.Points(0.5)
	hist.LineStyle.Color = color.White
	p.Add(hist)
	p.X.Tick.Marker = wholeTicks{minor: true}
	p.Y.Tick.Marker = wholeTicks{}
	p.Y.Min = 0
	p.Y.Max = 1.08 * float64(most) // room between the tallest bar and the title
	return Chart{Plot: p, Height: 3.2 * vg.Inch}, nil
}

// wholeBins returns the bars of a histogram: from its smallest value to
// its largest, k whole values to a bar (1 unless the span is wider than
// maxBars values), each bar from half below its first value to half above
// its last; and the tallest bar's count. It returns nil bins for an empty
// histogram.
func wholeBins(h *sim.Histogram) (bins []plotter.HistogramBin, k, most int64) {
	lo, hi, ok := h.Range()
	if !ok {
		return nil, 0, 0
	}
	k = (hi - lo + maxBars) / maxBars // ⌈span/maxBars⌉ for span = hi-lo+1
	for v := lo; v <= hi; v += k {
		var n int64
		for u := v; u < v+k && u <= hi; u++ {
			n += h.CountOf(u)
		}
		most = max(most, n)
		bins = append(bins, plotter.HistogramBin{Min: float64(v) - 0.5, Max: float64(v+k) - 0.5, Weight: float64(n)})
	}
	return bins, k, most
}

// wholeTicks places ticks on whole numbers only, every 1, 2, 5, 10, 20,
// 50... so that about six are labelled, with unlabelled minor ticks
// between them on whole numbers if minor is set.
type wholeTicks struct{ minor bool }

// Ticks implements plot.Ticker.
func (t wholeTicks) Ticks(lo, hi float64) []plot.Tick {
	span := hi - lo
	step := 1.0
	for mag := 1.0; ; mag *= 10 {
		found := false
		for _, m := range []float64{1, 2, 5} {
			if span/(m*mag) <= 7 {
				step, found = m*mag, true
				break
			}
		}
		if found {
			break
		}
	}
	minor := step / 5
	if !t.minor || minor < 1 || step <= 2 {
		minor = step
	}
	var ticks []plot.Tick
	for v := math.Ceil(lo/minor) * minor; v <= hi; v += minor {
		if v == 0 {
			v = 0 // not -0
		}
		tick := plot.Tick{Value: v}
		if math.Mod(v, step) == 0 {
			tick.Label = strconv.FormatFloat(v, 'f', 0, 64)
		}
		ticks = append(ticks, tick)
	}
	return ticks
}
