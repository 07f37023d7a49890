package sim

import (
	"encoding/json"
	"fmt"
	"slices"
)

// RateSet is a list of labelled rates: each faction against the field,
// attacker success by battle kind. Make one with NewRateSet; the zero
// value has no labels.
type RateSet struct {
	l labelled[Rate]
}

// NewRateSet returns a set of empty rates, one per label. Labels must be
// distinct and non-empty.
func NewRateSet(labels ...string) RateSet {
	return RateSet{l: newLabelled[Rate](labels)}
}

// Labels returns the labels, in order. The caller must not modify the
// slice.
func (s *RateSet) Labels() []string { return slices.Clip(s.l.labels) }

// Record adds one trial to rate i. It panics if i is out of range, a
// programming error.
func (s *RateSet) Record(i int, success bool) { s.l.values[i].Record(success) }

// Add merges r into rate i.
func (s *RateSet) Add(i int, r Rate) { s.l.values[i].Merge(r) }

// At returns rate i.
func (s *RateSet) At(i int) Rate { return s.l.values[i] }

// Rates returns every rate, in label order. The caller must not modify
// its elements.
func (s *RateSet) Rates() []Rate { return slices.Clip(s.l.values) }

// Merge adds o's counts into s, matching rates by label; labels only o
// has are appended.
func (s *RateSet) Merge(o *RateSet) {
	s.l.merge(&o.l, func(dst *Rate, v Rate) { dst.Merge(v) })
}

// Validate reports repeated labels, a rate per label missing, or an
// impossible rate.
func (s *RateSet) Validate() error {
	if err := s.l.check("rate set"); err != nil {
		return err
	}
	for i, r := range s.l.values {
		if err := r.Validate(); err != nil {
			return fmt.Errorf("rate set: %q: %w", s.l.labels[i], err)
		}
	}
	return nil
}

type rateSetJSON struct {
	Labels []string `json:"labels"`
	Rates  []Rate   `json:"rates"`
}

// MarshalJSON encodes the set as {"labels": [...], "rates": [...]}.
func (s RateSet) MarshalJSON() ([]byte, error) {
	return json.Marshal(rateSetJSON{Labels: nonNil(s.l.labels), Rates: nonNil(s.l.values)})
}

// UnmarshalJSON decodes and validates a rate set.
func (s *RateSet) UnmarshalJSON(data []byte) error {
	var j rateSetJSON
	if err := decodeStrict(data, &j); err != nil {
		return err
	}
	d := RateSet{l: labelled[Rate]{labels: j.Labels, values: j.Rates}}
	if err := d.Validate(); err != nil {
		return err
	}
	*s = d
	return nil
}
