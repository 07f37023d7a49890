package balance

import (
	"math"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/simplot"
)

// WritePlot draws a study's matchup matrix as a heat map with its colour
// scale, and its game lengths and battles per game as histograms, into
// path (.svg or .png): the plot function of the study for the CLI and
// `aresim merge`.
func WritePlot(path string, s sim.Summary[*Acc]) error {
	a := s.Acc
	names := a.Matrix.Rows()
	values := make([][]float64, len(names))
	for i := range names {
		values[i] = make([]float64, len(names))
		for j := range names {
			values[i][j] = math.NaN()
			if c := a.Matrix.At(i, j); c.Trials > 0 {
				values[i][j] = c.Value()
			}
		}
	}
	hm, err := simplot.HeatMap("Win rate of the row against the column", "opponent", "", "win rate", names, names, values)
	if err != nil {
		return err
	}
	turns, err := simplot.Histogram("Game length", "turns", "games", &a.Turns)
	if err != nil {
		return err
	}
	battles, err := simplot.Histogram("Battles per game", "battles", "games", &a.Battles)
	if err != nil {
		return err
	}
	return simplot.Save(path, hm, turns, battles)
}
