package rating

import (
	"fmt"

	"github.com/aresim/aresim/sim"
)

// Cell is one agent's pairwise record against another: the games where it
// placed above the other, shared a place with it, or placed below.
type Cell struct {
	Wins, Draws, Losses int64
}

// Games returns the games the two agents played together.
func (c Cell) Games() int64 { return c.Wins + c.Draws + c.Losses }

// Score returns the share of the games won, a draw counting half: (Wins +
// Draws/2)/Games, NaN without games.
func (c Cell) Score() float64 {
	return (float64(c.Wins) + float64(c.Draws)/2) / float64(c.Games())
}

// WinRate returns the strict wins as a rate, with its Wilson interval.
func (c Cell) WinRate() sim.Rate { return sim.Rate{Successes: c.Wins, Trials: c.Games()} }

// Interval95 returns a 95% interval for the score. Without draws it is the
// Wilson score interval of the wins. With draws it runs from the Wilson
// lower bound of counting every draw as a loss to the Wilson upper bound
// of counting every draw as a win: wider than need be, never narrower,
// since the score lies between those two rates.
func (c Cell) Interval95() (lo, hi float64) {
	lo, _ = c.WinRate().Wilson95()
	_, hi = sim.Rate{Successes: c.Wins + c.Draws, Trials: c.Games()}.Wilson95()
	return lo, hi
}

// String formats the cell as "0.6250 [0.5123, 0.7254] (60-5-35)".
func (c Cell) String() string {
	lo, hi := c.Interval95()
	return fmt.Sprintf("%.4f [%.4f, %.4f] (%d-%d-%d)", c.Score(), lo, hi, c.Wins, c.Draws, c.Losses)
}
