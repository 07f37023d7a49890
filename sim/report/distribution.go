package report

import (
	"fmt"
	"math"

	"github.com/aresim/aresim/sim"
)

// Distribution summarises the values a histogram counted: game lengths,
// battles or VP. Every field is 0 when Count is 0.
type Distribution struct {
	Count int64   `json:"count"`
	Mean  float64 `json:"mean"`
	// SD is the sample standard deviation; 0 with a single value.
	SD     float64 `json:"sd"`
	Min    float64 `json:"min"`
	P10    float64 `json:"p10"`
	Median float64 `json:"median"`
	P90    float64 `json:"p90"`
	Max    float64 `json:"max"`
}

// NewDistribution summarises h.
func NewDistribution(h *sim.Histogram) Distribution {
	d := Distribution{Count: h.Count()}
	if d.Count == 0 {
		return d
	}
	d.Mean, d.SD = h.Mean(), h.StdDev()
	if math.IsNaN(d.SD) {
		d.SD = 0
	}
	d.Min, d.P10, d.Median, d.P90, d.Max = h.Quantile(0), h.Quantile(0.1), h.Quantile(0.5), h.Quantile(0.9), h.Quantile(1)
	return d
}

// String returns the distribution as a table prints it: "mean 99.2, sd
// 6.6, min 12, 10% 100, median 100, 90% 100, max 100", or NoTrials when
// it is empty.
func (d Distribution) String() string {
	if d.Count == 0 {
		return NoTrials
	}
	return fmt.Sprintf("mean %.1f, sd %.1f, min %g, 10%% %g, median %g, 90%% %g, max %g",
		d.Mean, d.SD, d.Min, d.P10, d.Median, d.P90, d.Max)
}

// stats lists the distribution's statistics by name, in CSV order.
func (d Distribution) stats() []struct {
	name  string
	value float64
} {
	return []struct {
		name  string
		value float64
	}{{"mean", d.Mean}, {"sd", d.SD}, {"min", d.Min}, {"p10", d.P10}, {"median", d.Median}, {"p90", d.P90}, {"max", d.Max}}
}
