package ladder

import (
	"fmt"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/simplot"
)

// WritePlot draws a ladder to an image file (SVG or PNG, by the file's
// extension): a heat map of the row agent's score against the column
// agent, under title.
func WritePlot(path, title string, s sim.Summary[*Acc]) error {
	if err := simplot.CheckPath(path); err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	r, err := NewReport(s)
	if err != nil {
		return err
	}
	hm, err := simplot.HeatMap(fmt.Sprintf("%s: score of the row against the column (%d games)", title, r.Games),
		"opponent", "agent", "score", r.Agents, r.Agents, r.scores())
	if err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	return simplot.Save(path, hm)
}
