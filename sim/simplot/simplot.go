// Package simplot draws the charts of the studies' reports with
// gonum.org/v1/plot: heat maps with their colour scale, histograms of
// counts with one bar per whole number, and rates with their intervals as
// horizontal bars, stacked in one SVG or PNG file.
package simplot

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Chart is one panel of a figure: a plot, with a colour scale at its
// right for a heat map.
type Chart struct {
	// Plot is the chart itself; a caller may restyle it before Save.
	Plot *plot.Plot
	// Height is the panel's height in the figure.
	Height vg.Length
	scale  *plot.Plot // the colour scale, or nil
}

// FigureWidth is the width of every figure.
const FigureWidth = 8 * vg.Inch

// scaleWidth is the width of a heat map's colour scale.
const scaleWidth = 1.1 * vg.Inch

// padding is the space around and between panels.
const padding = vg.Inch / 6

// CheckPath reports whether Save can write to path, by its extension, so
// that a command can refuse a bad name before a long run.
func CheckPath(path string) error {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".svg", ".png":
		return nil
	}
	return fmt.Errorf("simplot: %s: want a .svg or .png file", path)
}

// Save writes the charts stacked top to bottom into path, as SVG or PNG
// by its extension, FigureWidth wide.
func Save(path string, charts ...Chart) error {
	if err := CheckPath(path); err != nil {
		return err
	}
	if len(charts) == 0 {
		return fmt.Errorf("simplot: %s: no chart to draw", path)
	}
	height := padding
	for _, c := range charts {
		height += c.Height + padding
	}
	var canvas vg.CanvasWriterTo
	if strings.ToLower(filepath.Ext(path)) == ".svg" {
		canvas = vgsvg.New(FigureWidth, height)
	} else {
		canvas = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(FigureWidth, height), vgimg.UseDPI(96))}
	}
	dc := draw.New(canvas)
	top := height - padding
	for _, c := range charts {
		panel := draw.Crop(dc, padding, -padding, top-c.Height, top-height)
		if c.scale != nil {
			c.Plot.Draw(draw.Crop(panel, 0, -scaleWidth-padding, 0, 0))
			c.scale.Draw(draw.Crop(panel, panel.Max.X-panel.Min.X-scaleWidth, 0, 0, 0))
		} else {
			c.Plot.Draw(panel)
		}
		top -= c.Height + padding
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("simplot: %w", err)
	}
	if _, err := canvas.WriteTo(f); err != nil {
		f.Close()
		return fmt.Errorf("simplot: %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("simplot: %s: %w", path, err)
	}
	return nil
}
