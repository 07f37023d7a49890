// Package simplot draws the charts of balance reports with
// gonum.org/v1/plot: win-rate heat maps and histograms, stacked in one
// SVG or PNG file.
package simplot

import (
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/aresim/aresim/sim"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// grid is a heat map's data: values[row][col], NaN where nothing was
// played.
type grid struct{ values [][]float64 }

func (g grid) Dims() (c, r int)   { return len(g.values[0]), len(g.values) }
func (g grid) Z(c, r int) float64 { return g.values[len(g.values)-1-r][c] }
func (g grid) X(c int) float64    { return float64(c) }
func (g grid) Y(r int) float64    { return float64(r) }

// HeatMap returns a plot of values[row][col] from 0 to 1 (NaN for cells
// with no data), each cell labelled with its value; rows read top to
// bottom.
func HeatMap(title string, rows, cols []string, values [][]float64) (*plot.Plot, error) {
	if len(rows) == 0 || len(cols) == 0 || len(values) != len(rows) {
		return nil, fmt.Errorf("simplot: heat map %q: %d rows, %d columns, %d value rows", title, len(rows), len(cols), len(values))
	}
	for _, row := range values {
		if len(row) != len(cols) {
			return nil, fmt.Errorf("simplot: heat map %q: ragged values", title)
		}
	}
	p := plot.New()
	p.Title.Text = title
	cmap := moreland.SmoothBlueRed()
	cmap.SetMin(0)
	cmap.SetMax(1)
	hm := plotter.NewHeatMap(grid{values}, cmap.Palette(255))
	hm.Min, hm.Max = 0, 1
	hm.NaN = color.Gray{Y: 230}
	p.Add(hm)
	var xys plotter.XYs
	var labels []string
	for r, row := range values {
		for c, v := range row {
			if math.IsNaN(v) {
				continue
			}
			xys = append(xys, plotter.XY{X: float64(c), Y: float64(len(values) - 1 - r)})
			labels = append(labels, fmt.Sprintf("%.2f", v))
		}
	}
	if len(xys) > 0 {
		l, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels})
		if err != nil {
			return nil, err
		}
		for i := range l.TextStyle {
			l.TextStyle[i].XAlign = draw.XCenter
			l.TextStyle[i].YAlign = draw.YCenter
		}
		p.Add(l)
	}
	p.NominalX(cols...)
	rev := make([]string, len(rows))
	for i, r := range rows {
		rev[len(rows)-1-i] = r
	}
	p.NominalY(rev...)
	p.X.Label.Text = "opponent"
	return p, nil
}

// Histogram returns a bar chart of a histogram's counts by value.
func Histogram(title, xLabel string, h *sim.Histogram) (*plot.Plot, error) {
	bins := h.Bins()
	if len(bins) == 0 {
		return nil, fmt.Errorf("simplot: histogram %q is empty", title)
	}
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = xLabel
	p.Y.Label.Text = "games"
	xys := make(plotter.XYs, len(bins))
	for i, b := range bins {
		xys[i] = plotter.XY{X: float64(b.Value), Y: float64(b.Count)}
	}
	n := int(bins[len(bins)-1].Value-bins[0].Value) + 1 // one bar per value
	if n > 200 {
		n = 200
	}
	hist, err := plotter.NewHistogram(xys, n)
	if err != nil {
		return nil, err
	}
	hist.FillColor = color.RGBA{R: 70, G: 110, B: 180, A: 255}
	p.Add(hist)
	return p, nil
}

// CheckPath reports whether Save can write to path, by its extension, so
// that a command can refuse a bad name before a long run.
func CheckPath(path string) error {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".svg", ".png":
		return nil
	}
	return fmt.Errorf("simplot: %s: want a .svg or .png file", path)
}

// Save writes the plots stacked top to bottom into path, as SVG or PNG by
// its extension.
func Save(path string, plots ...*plot.Plot) error {
	if err := CheckPath(path); err != nil {
		return err
	}
	ext := strings.ToLower(filepath.Ext(path))
	w, h := 8*vg.Inch, vg.Length(len(plots))*5*vg.Inch
	var canvas vg.CanvasWriterTo
	if ext == ".svg" {
		canvas = vgsvg.New(w, h)
	} else {
		canvas = vgimg.PngCanvas{Canvas: vgimg.New(w, h)}
	}
	tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadX: vg.Inch / 4, PadY: vg.Inch / 3, PadTop: vg.Inch / 8, PadBottom: vg.Inch / 8, PadLeft: vg.Inch / 8, PadRight: vg.Inch / 8}
	grid := make([][]*plot.Plot, len(plots))
	for i, p := range plots {
		grid[i] = []*plot.Plot{p}
	}
	canvases := plot.Align(grid, tiles, draw.New(canvas))
	for i, p := range plots {
		p.Draw(canvases[i][0])
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("simplot: %w", err)
	}
	if _, err := canvas.WriteTo(f); err != nil {
		f.Close()
		return fmt.Errorf("simplot: %s: %w", path, err)
	}
	return f.Close()
}
