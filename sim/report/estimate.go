package report

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/aresim/aresim/sim"
)

// Estimate is a rate with its 95% Wilson score interval: what every
// report prints for a win rate, a share or a success rate.
type Estimate struct {
	// Value is Successes/Trials, NaN with no trials.
	Value float64
	// Low and High bound the 95% Wilson interval ([0, 1] with no trials).
	Low, High float64
	// Successes and Trials are the counts.
	Successes, Trials int64
}

// NewEstimate returns the estimate of r.
func NewEstimate(r sim.Rate) Estimate {
	lo, hi := r.Wilson95()
	return Estimate{Value: r.Value(), Low: lo, High: hi, Successes: r.Successes, Trials: r.Trials}
}

// HasTrials reports whether the estimate rests on at least one trial.
func (e Estimate) HasTrials() bool { return e.Trials > 0 }

// NoTrials is what a table prints for a rate with no trials.
const NoTrials = "—"

// String returns the estimate as a table prints it, in percent with one
// decimal, padded to six columns so that values align in a column, and
// the interval in brackets: " 26.5% [25.7, 27.4]", or NoTrials without
// trials.
func (e Estimate) String() string {
	if !e.HasTrials() {
		return NoTrials
	}
	return fmt.Sprintf("%6s [%.1f, %.1f]", Percent(e.Value), 100*e.Low, 100*e.High)
}

// Percent writes a share as a table prints it: "26.5%".
func Percent(p float64) string {
	if math.IsNaN(p) {
		return NoTrials
	}
	return fmt.Sprintf("%.1f%%", 100*p)
}

// estimateJSON is the JSON form of an Estimate.
type estimateJSON struct {
	Value     *float64    `json:"value"`
	CI95      *[2]float64 `json:"ci95"`
	Successes int64       `json:"successes"`
	Trials    int64       `json:"trials"`
}

// MarshalJSON writes {"value": v, "ci95": [low, high], "successes": s,
// "trials": n}, with null value and interval when there are no trials.
func (e Estimate) MarshalJSON() ([]byte, error) {
	j := estimateJSON{Successes: e.Successes, Trials: e.Trials}
	if e.HasTrials() {
		v, ci := e.Value, [2]float64{e.Low, e.High}
		j.Value, j.CI95 = &v, &ci
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (e *Estimate) UnmarshalJSON(data []byte) error {
	var j estimateJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*e = NewEstimate(sim.Rate{Successes: j.Successes, Trials: j.Trials})
	return nil
}
