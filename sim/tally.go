package sim

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Tally counts outcomes by category: how games end (base conquered, on
// points, a tie), or which seat won with draws as one more label. Make
// one with NewTally; the zero value has no categories.
type Tally struct {
	l labelled[int64]
}

// NewTally returns a tally with one zero count per label. Labels must be
// distinct and non-empty.
func NewTally(labels ...string) Tally {
	return Tally{l: newLabelled[int64](labels)}
}

// Labels returns the category labels, in order. The caller must not
// modify the slice.
func (t *Tally) Labels() []string { return slices.Clip(t.l.labels) }

// Record counts one outcome of category i. It panics if i is out of
// range, a programming error.
func (t *Tally) Record(i int) { t.l.values[i]++ }

// Add counts n outcomes of category i.
func (t *Tally) Add(i int, n int64) { t.l.values[i] += n }

// Count returns the number of outcomes of category i.
func (t *Tally) Count(i int) int64 { return t.l.values[i] }

// Total returns the number of outcomes of all categories.
func (t *Tally) Total() int64 {
	var n int64
	for _, c := range t.l.values {
		n += c
	}
	return n
}

// Share returns category i's count out of all outcomes, as a Rate.
func (t *Tally) Share(i int) Rate { return Rate{Successes: t.l.values[i], Trials: t.Total()} }

// ShareAmong returns category i's count out of the outcomes of the
// categories among (which should include i): for example the first
// seat's wins among decisive games, leaving draws out.
func (t *Tally) ShareAmong(i int, among ...int) Rate {
	r := Rate{Successes: t.l.values[i]}
	for _, j := range among {
		r.Trials += t.l.values[j]
	}
	return r
}

// Rates returns every category's share, in label order.
func (t *Tally) Rates() []Rate {
	rates := make([]Rate, len(t.l.values))
	for i := range rates {
		rates[i] = t.Share(i)
	}
	return rates
}

// Merge adds o's counts into t, matching categories by label; categories
// only o has are appended.
func (t *Tally) Merge(o *Tally) {
	t.l.merge(&o.l, func(dst *int64, v int64) { *dst += v })
}

// Validate reports repeated labels, a count per label missing, or a
// negative count.
func (t *Tally) Validate() error {
	if err := t.l.check("tally"); err != nil {
		return err
	}
	for i, c := range t.l.values {
		if c < 0 {
			return fmt.Errorf("tally: negative count %d for %q", c, t.l.labels[i])
		}
	}
	return nil
}

type tallyJSON struct {
	Labels []string `json:"labels"`
	Counts []int64  `json:"counts"`
}

// MarshalJSON encodes the tally as {"labels": [...], "counts": [...]}.
func (t Tally) MarshalJSON() ([]byte, error) {
	return json.Marshal(tallyJSON{Labels: nonNil(t.l.labels), Counts: nonNil(t.l.values)})
}

// UnmarshalJSON decodes and validates a tally.
func (t *Tally) UnmarshalJSON(data []byte) error {
	var j tallyJSON
	if err := decodeStrict(data, &j); err != nil {
		return err
	}
	d := Tally{l: labelled[int64]{labels: j.Labels, values: j.Counts}}
	if err := d.Validate(); err != nil {
		return err
	}
	*t = d
	return nil
}
