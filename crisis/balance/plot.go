package balance

import (
	"fmt"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/simplot"
)

// WritePlot draws a study to an image file (SVG or PNG, by the file's
// extension): a heat map of the win rates by player count and difficulty,
// then one of how each cell's games end.
func WritePlot(path string, s sim.Summary[*Acc]) error {
	if err := simplot.CheckPath(path); err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	r := NewReport(s)
	if len(r.Cells) == 0 {
		return fmt.Errorf("%w: plot: no game to plot", ErrConfig)
	}
	labels := make([]string, len(r.Cells))
	wins := make([][]float64, len(r.Cells))
	ends := make([][]float64, len(r.Cells))
	for i, c := range r.Cells {
		labels[i] = c.Win.Label
		wins[i] = []float64{c.Win.Rate}
		ends[i] = make([]float64, len(c.Endings))
		for j, e := range c.Endings {
			ends[i][j] = e
		}
	}
	win, err := simplot.HeatMap(fmt.Sprintf("Crisis win rate (%d games)", r.Games), "", "players, difficulty", "win rate", labels, []string{"win rate"}, wins)
	if err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	end, err := simplot.HeatMap("How games end (share of each cell's games)", "ending", "players, difficulty", "share of games", labels, r.Endings, ends)
	if err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	return simplot.Save(path, win, end)
}
