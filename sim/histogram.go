package sim

import (
	"encoding/json"
	"fmt"
	"math"

	"gonum.org/v1/gonum/stat"
)

// HistogramLimit bounds the values a Histogram counts: values v with
// |v| <= HistogramLimit are counted exactly, others only in Outside. It
// keeps the memory of a histogram (eight bytes per value between the
// smallest and the largest seen) bounded whatever a buggy game reports,
// and far above any game length, score or battle count.
const HistogramLimit = 1 << 20

// Histogram counts integer values — game lengths, victory points, battles
// per game — one count per value, in a dense slice spanning the smallest
// to the largest value seen. Its memory depends on that span, never on
// the number of values. Values beyond ±HistogramLimit are only counted in
// Outside and left out of every statistic. The zero value is an empty
// histogram ready to use.
//
// Mean, StdDev and Quantile are computed by gonum's stat package,
// weighting each value by its count.
type Histogram struct {
	first   int64   // the value counts[0] counts
	counts  []int64 // counts[i] is the number of observations of first+i
	outside int64   // observations beyond ±HistogramLimit
}

// Observe counts one observation of v.
func (h *Histogram) Observe(v int64) { h.Add(v, 1) }

// Add counts n observations of v.
func (h *Histogram) Add(v, n int64) {
	if v < -HistogramLimit || v > HistogramLimit {
		h.outside += n
		return
	}
	if i := v - h.first; i >= 0 && i < int64(len(h.counts)) {
		h.counts[i] += n
		return
	}
	h.grow(v)
	h.counts[v-h.first] += n
}

// grow widens the slice to include v, with some room on the side it grows
// so a slowly drifting value does not reallocate every time.
func (h *Histogram) grow(v int64) {
	if len(h.counts) == 0 {
		h.first = v
		h.counts = make([]int64, 1, 8)
		return
	}
	last := h.first + int64(len(h.counts)) - 1
	if v > last {
		h.counts = append(h.counts, make([]int64, v-last)...)
		return
	}
	counts := make([]int64, last-v+1)
	copy(counts[h.first-v:], h.counts)
	h.first, h.counts = v, counts
}

// Merge adds o's counts into h.
func (h *Histogram) Merge(o *Histogram) {
	lo, hi, ok := o.Range()
	if ok {
		h.Add(lo, 0)
		h.Add(hi, 0)
		for v := lo; v <= hi; v++ {
			h.counts[v-h.first] += o.counts[v-o.first]
		}
	}
	h.outside += o.outside
}

// Count returns the number of observations counted exactly (those within
// ±HistogramLimit).
func (h *Histogram) Count() int64 {
	var n int64
	for _, c := range h.counts {
		n += c
	}
	return n
}

// Outside returns the number of observations beyond ±HistogramLimit,
// which no statistic includes.
func (h *Histogram) Outside() int64 { return h.outside }

// CountOf returns the number of observations of v.
func (h *Histogram) CountOf(v int64) int64 {
	if i := v - h.first; i >= 0 && i < int64(len(h.counts)) {
		return h.counts[i]
	}
	return 0
}

// Range returns the smallest and largest value observed, and false if
// there is none.
func (h *Histogram) Range() (lo, hi int64, ok bool) {
	i, j := h.trimmed()
	if i == j {
		return 0, 0, false
	}
	return h.first + int64(i), h.first + int64(j) - 1, true
}

// trimmed returns the span [i, j) of counts between the first and the
// last non-zero count.
func (h *Histogram) trimmed() (i, j int) {
	j = len(h.counts)
	for i < j && h.counts[i] == 0 {
		i++
	}
	for j > i && h.counts[j-1] == 0 {
		j--
	}
	return i, j
}

// Bin is one value of a histogram and the number of times it was seen.
type Bin struct {
	Value int64
	Count int64
}

// Bins returns the values observed at least once, in increasing order,
// with their counts: what a plot of the distribution draws.
func (h *Histogram) Bins() []Bin {
	var bins []Bin
	for i, c := range h.counts {
		if c > 0 {
			bins = append(bins, Bin{Value: h.first + int64(i), Count: c})
		}
	}
	return bins
}

// weighted returns the observed values and their counts as gonum's stat
// functions take them: sorted values and weights.
func (h *Histogram) weighted() (x, w []float64) {
	for i, c := range h.counts {
		if c > 0 {
			x = append(x, float64(h.first+int64(i)))
			w = append(w, float64(c))
		}
	}
	return x, w
}

// Mean returns the mean of the observations, or NaN if there are none.
func (h *Histogram) Mean() float64 {
	x, w := h.weighted()
	if len(x) == 0 {
		return math.NaN()
	}
	return stat.Mean(x, w)
}

// StdDev returns the sample standard deviation of the observations (with
// the n−1 denominator, as stat.StdDev), or NaN with fewer than two.
func (h *Histogram) StdDev() float64 {
	x, w := h.weighted()
	if h.Count() < 2 {
		return math.NaN()
	}
	return stat.StdDev(x, w)
}

// Quantile returns the empirical p-quantile of the observations: the
// smallest observed value v such that at least a fraction p of the
// observations are <= v (stat.Quantile with stat.Empirical). It returns
// NaN if there are no observations or p is outside [0, 1].
func (h *Histogram) Quantile(p float64) float64 {
	x, w := h.weighted()
	if len(x) == 0 || !(p >= 0 && p <= 1) {
		return math.NaN()
	}
	return stat.Quantile(p, stat.Empirical, x, w)
}

// Validate reports negative counts or values beyond ±HistogramLimit.
func (h *Histogram) Validate() error {
	if h.outside < 0 {
		return fmt.Errorf("histogram: negative outside count %d", h.outside)
	}
	if len(h.counts) == 0 {
		return nil
	}
	if h.first < -HistogramLimit || h.first > HistogramLimit || int64(len(h.counts)) > HistogramLimit-h.first+1 {
		return fmt.Errorf("histogram: %d counts from value %d reach beyond ±%d", len(h.counts), h.first, HistogramLimit)
	}
	for i, c := range h.counts {
		if c < 0 {
			return fmt.Errorf("histogram: negative count %d for value %d", c, h.first+int64(i))
		}
	}
	return nil
}

type histogramJSON struct {
	First   int64   `json:"first"`
	Counts  []int64 `json:"counts"`
	Outside int64   `json:"outside"`
}

// MarshalJSON encodes the histogram as {"first": v, "counts": [...],
// "outside": n}, counts[i] counting value first+i. The encoding is
// canonical — it spans exactly the smallest to the largest value seen —
// so equal histograms encode to equal bytes however they grew.
func (h Histogram) MarshalJSON() ([]byte, error) {
	i, j := h.trimmed()
	var first int64
	if i < j {
		first = h.first + int64(i)
	}
	return json.Marshal(histogramJSON{First: first, Counts: nonNil(h.counts[i:j]), Outside: h.outside})
}

// UnmarshalJSON decodes and validates a histogram.
func (h *Histogram) UnmarshalJSON(data []byte) error {
	var j histogramJSON
	if err := decodeStrict(data, &j); err != nil {
		return err
	}
	d := Histogram{first: j.First, counts: j.Counts, outside: j.Outside}
	if err := d.Validate(); err != nil {
		return err
	}
	*h = d
	return nil
}
