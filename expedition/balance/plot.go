package balance

import (
	"fmt"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/simplot"
)

// WritePlot draws a study to an image file (SVG or PNG, by the file's
// extension): the corporation win rates with their 95% Wilson intervals
// and the even rate, then the distributions of rounds per game and of VP.
// It is the plot function of the study for the CLI and `aresim merge`.
func WritePlot(path string, s sim.Summary[*Acc]) error {
	if err := simplot.CheckPath(path); err != nil {
		return fmt.Errorf("%w: plot: %v", ErrConfig, err)
	}
	r := NewReport(s)
	if len(r.Corporations) == 0 {
		return fmt.Errorf("%w: plot: no finished game to plot", ErrConfig)
	}
	rates := make([]simplot.Rate, len(r.Corporations))
	for i, c := range r.Corporations {
		rates[i] = simplot.Rate{Label: c.Label, Value: c.Rate.Value, Low: c.Rate.Low, High: c.Rate.High}
	}
	corps, err := simplot.Rates(fmt.Sprintf("Corporation win rates, %d games of %d players", r.Games, r.Players),
		"win rate (%), 95% interval", rates, r.Even)
	if err != nil {
		return err
	}
	rounds, err := simplot.Histogram("Rounds per game", "rounds", "games", &s.Acc.Rounds)
	if err != nil {
		return err
	}
	vp, err := simplot.Histogram("Final VP of each player of the finished games", "VP", "players", &s.Acc.VP)
	if err != nil {
		return err
	}
	return simplot.Save(path, corps, rounds, vp)
}
