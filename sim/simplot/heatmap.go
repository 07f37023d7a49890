package simplot

import (
	"fmt"
	"image/color"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// grid is a heat map's data: values[row][col], NaN where nothing was
// played.
type grid struct{ values [][]float64 }

func (g grid) Dims() (c, r int)   { return len(g.values[0]), len(g.values) }
func (g grid) Z(c, r int) float64 { return g.values[len(g.values)-1-r][c] }
func (g grid) X(c int) float64    { return float64(c) }
func (g grid) Y(r int) float64    { return float64(r) }

// noData is the colour of a cell with no data.
var noData = color.Gray{Y: 225}

// HeatMap returns a heat map of values[row][col] from 0 to 1 (NaN for
// cells with no data, drawn grey and labelled "—"), each cell labelled
// with its value, rows reading top to bottom, with a colour scale named
// scale at its right. Column labels are turned when they would not fit
// side by side.
func HeatMap(title, xLabel, yLabel, scale string, rows, cols []string, values [][]float64) (Chart, error) {
	if len(rows) == 0 || len(cols) == 0 || len(values) != len(rows) {
		return Chart{}, fmt.Errorf("simplot: heat map %q: %d rows, %d columns, %d value rows", title, len(rows), len(cols), len(values))
	}
	for _, row := range values {
		if len(row) != len(cols) {
			return Chart{}, fmt.Errorf("simplot: heat map %q: ragged values", title)
		}
	}
	cmap := moreland.SmoothBlueRed()
	cmap.SetMin(0)
	cmap.SetMax(1)
	p := plot.New()
	p.Title.Text = title
	hm := plotter.NewHeatMap(grid{values}, cmap.Palette(255))
	hm.Min, hm.Max = 0, 1
	hm.NaN = noData
	p.Add(hm)
	var xys plotter.XYs
	var labels []string
	var light []bool // cells dark enough for white text
	for r, row := range values {
		for c, v := range row {
			light = append(light, v < 0.15 || v > 0.85)
			xys = append(xys, plotter.XY{X: float64(c), Y: float64(len(values) - 1 - r)})
			if math.IsNaN(v) {
				labels = append(labels, "—")
			} else {
				labels = append(labels, fmt.Sprintf("%.2f", v))
			}
		}
	}
	l, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels})
	if err != nil {
		return Chart{}, err
	}
	for i := range l.TextStyle {
		l.TextStyle[i].XAlign = draw.XCenter
		l.TextStyle[i].YAlign = draw.YCenter
		if light[i] {
			l.TextStyle[i].Color = color.White
		}
	}
	p.Add(l)
	p.NominalX(cols...)
	rev := make([]string, len(rows))
	for i, r := range rows {
		rev[len(rows)-1-i] = r
	}
	p.NominalY(rev...)
	p.X.Label.Text = xLabel
	p.Y.Label.Text = yLabel
	p.Y.Label.Padding = vg.Points(8) // keep the axis name clear of the row names
	if widest(p.X.Tick.Label, cols) > (FigureWidth-scaleWidth-2*vg.Inch)/vg.Length(len(cols)) {
		p.X.Tick.Label.Rotation = math.Pi / 6
		p.X.Tick.Label.XAlign = draw.XRight
		p.X.Tick.Label.YAlign = draw.YCenter
	}

	bar := plot.New()
	bar.Title.Text = scale
	bar.Title.TextStyle.Font.Size = p.X.Label.TextStyle.Font.Size
	bar.Add(&plotter.ColorBar{ColorMap: cmap, Vertical: true})
	bar.HideX()
	bar.Y.Min, bar.Y.Max = 0, 1
	bar.Y.Padding = 0
	height := vg.Length(len(rows))*0.6*vg.Inch + 1.6*vg.Inch
	return Chart{Plot: p, Height: max(height, 3*vg.Inch), scale: bar}, nil
}

// widest returns the width of the widest of texts in style.
func widest(style draw.TextStyle, texts []string) vg.Length {
	var w vg.Length
	for _, t := range texts {
		w = max(w, style.Width(t))
	}
	return w
}
