package report

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/aresim/aresim/sim"
)

// Share is a win rate whose wins may be fractions (a win shared by k tied
// players counts 1/k for each), with its 95% Wilson interval.
type Share struct {
	// Value is Wins/Trials, NaN with no trials.
	Value float64
	// Low and High bound the 95% Wilson interval ([0, 1] with no trials).
	Low, High float64
	// Wins are the wins, fractions included; Trials the trials.
	Wins   float64
	Trials int64
}

// NewShare returns the estimate of s.
func NewShare(s sim.Shares) Share {
	lo, hi := s.Wilson95()
	return Share{Value: s.Value(), Low: lo, High: hi, Wins: s.Wins(), Trials: s.Trials}
}

// String prints the share as Estimate does: " 26.5% [25.7, 27.4]".
func (s Share) String() string {
	if s.Trials == 0 {
		return NoTrials
	}
	return fmt.Sprintf("%6s [%.1f, %.1f]", Percent(s.Value), 100*s.Low, 100*s.High)
}

type shareJSON struct {
	Value     *float64    `json:"value"`
	CI95      *[2]float64 `json:"ci95"`
	Successes float64     `json:"successes"`
	Trials    int64       `json:"trials"`
}

// MarshalJSON writes the rate as every report writes one, {"value": v,
// "ci95": [low, high], "successes": w, "trials": n}, with w the wins,
// fractions included, and null value and interval when there are no
// trials.
func (s Share) MarshalJSON() ([]byte, error) {
	j := shareJSON{Successes: s.Wins, Trials: s.Trials}
	if s.Trials > 0 {
		v, ci := s.Value, [2]float64{s.Low, s.High}
		j.Value, j.CI95 = &v, &ci
	}
	return json.Marshal(j)
}

// Shrunk is an empirical-Bayes estimate of a rate (sim.Prior.Shrink): the
// posterior mean and its 95% interval, and the wins and trials it rests
// on.
type Shrunk struct {
	Value, Low, High float64
	Wins             float64
	Trials           int64
}

// NewShrunk returns the estimate of s under prior p.
func NewShrunk(p sim.Prior, s sim.Shares) Shrunk {
	e := p.Shrink(s)
	return Shrunk{Value: e.Value, Low: e.Low, High: e.High, Wins: s.Wins(), Trials: s.Trials}
}

// String prints the estimate as Estimate does: " 26.5% [25.7, 27.4]".
func (s Shrunk) String() string {
	if math.IsNaN(s.Value) {
		return NoTrials
	}
	return fmt.Sprintf("%6s [%.1f, %.1f]", Percent(s.Value), 100*s.Low, 100*s.High)
}

// MarshalJSON writes the estimate as every report writes a rate,
// {"value": v, "ci95": [low, high], "successes": w, "trials": n}, with
// the wins and trials it rests on.
func (s Shrunk) MarshalJSON() ([]byte, error) {
	return json.Marshal(shareJSON{Value: &s.Value, CI95: &[2]float64{s.Low, s.High}, Successes: s.Wins, Trials: s.Trials})
}

// Share writes a fractional rate: statistic "rate", its value, interval,
// wins (fractions included) and trials.
func (c *CSV) Share(section, row, column string, s Share) {
	rec := []string{section, row, column, "rate", "", "", "", Number(s.Wins), fmt.Sprint(s.Trials)}
	if s.Trials > 0 {
		rec[4], rec[5], rec[6] = Number(s.Value), Number(s.Low), Number(s.High)
	}
	c.write(rec)
}

// Shrunk writes an empirical-Bayes estimate: statistic "shrunk", its
// value and interval.
func (c *CSV) Shrunk(section, row, column string, s Shrunk) {
	c.write([]string{section, row, column, "shrunk", Number(s.Value), Number(s.Low), Number(s.High), "", ""})
}

// ShrunkRate is a labelled win rate with shared wins as fractions, beside
// its empirical-Bayes estimate.
type ShrunkRate struct {
	Label  string `json:"label"`
	Rate   Share  `json:"rate"`
	Shrunk Shrunk `json:"shrunk"`
}

// ShrunkList fits the prior of the rates of s around mean (sim.FitPrior)
// and returns it with each rate that has trials, raw and shrunk, in label
// order.
func ShrunkList(s *sim.ShareSet, mean float64) (sim.Prior, []ShrunkRate) {
	prior := sim.FitPrior(s.All(), mean)
	out := []ShrunkRate{}
	for i, l := range s.Labels() {
		if r := s.At(i); r.Trials > 0 {
			out = append(out, ShrunkRate{Label: l, Rate: NewShare(r), Shrunk: NewShrunk(prior, r)})
		}
	}
	return prior, out
}
