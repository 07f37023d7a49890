package sim

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
)

// ShareUnit is the number of units one whole win is worth in Shares and
// Paired: 60, the least common multiple of 2 to 6, so that a win shared by
// any number of tied players up to six is a whole number of units and
// every sum stays an exact integer.
const ShareUnit = 60

// WinUnits returns the units a player is credited with for a game won by
// winners players (shared wins count as fractions): ShareUnit/winners, or
// 0 when nobody won. It panics for more than six winners, a programming
// error.
func WinUnits(won bool, winners int) int64 {
	if !won || winners <= 0 {
		return 0
	}
	if winners > 6 {
		panic(fmt.Sprintf("sim: a win shared by %d players", winners))
	}
	return ShareUnit / int64(winners)
}

// Shares is a rate whose successes may be fractions: a win rate in which a
// win shared by k tied players counts 1/k for each. Units counts
// successes in 1/ShareUnit of a success; Trials counts trials. Like Rate
// it merges exactly by adding counts. The zero value has no trials.
type Shares struct {
	Units  int64 `json:"units"`
	Trials int64 `json:"trials"`
}

// Record adds one trial worth units (0 to ShareUnit).
func (s *Shares) Record(units int64) {
	s.Trials++
	s.Units += units
}

// Merge adds o's counts into s.
func (s *Shares) Merge(o Shares) {
	s.Units += o.Units
	s.Trials += o.Trials
}

// Wins returns the successes, fractions included: Units/ShareUnit.
func (s Shares) Wins() float64 { return float64(s.Units) / ShareUnit }

// Value returns the rate, Wins/Trials, or NaN with no trials.
func (s Shares) Value() float64 {
	if s.Trials == 0 {
		return math.NaN()
	}
	return s.Wins() / float64(s.Trials)
}

// Wilson95 returns the 95% Wilson score interval of the rate, treating the
// fractional successes as counts. A fractional success varies less than a
// whole one, so the interval is, if anything, a little wide.
func (s Shares) Wilson95() (lo, hi float64) {
	if s.Trials <= 0 {
		return 0, 1
	}
	n := float64(s.Trials)
	p := s.Value()
	z2 := Z95 * Z95
	denom := 1 + z2/n
	centre := (p + z2/(2*n)) / denom
	half := Z95 / denom * math.Sqrt(p*(1-p)/n+z2/(4*n*n))
	lo, hi = max(0, centre-half), min(1, centre+half)
	if s.Units == 0 {
		lo = 0
	}
	if s.Units == s.Trials*ShareUnit {
		hi = 1
	}
	return lo, hi
}

// Validate reports counts no run could produce.
func (s Shares) Validate() error {
	if s.Trials < 0 || s.Units < 0 || s.Units > s.Trials*ShareUnit {
		return fmt.Errorf("shares %d/%d: units must lie between 0 and %d per trial", s.Units, s.Trials, ShareUnit)
	}
	return nil
}

// UnmarshalJSON decodes and validates the counts.
func (s *Shares) UnmarshalJSON(data []byte) error {
	type plain Shares
	var p plain
	if err := decodeStrict(data, &p); err != nil {
		return err
	}
	if err := Shares(p).Validate(); err != nil {
		return err
	}
	*s = Shares(p)
	return nil
}

// ShareSet is a list of labelled Shares: each corporation's or card's
// win rate with shared wins as fractions. Make one with NewShareSet.
type ShareSet struct {
	l labelled[Shares]
}

// NewShareSet returns a set of empty rates, one per label. Labels must be
// distinct and non-empty.
func NewShareSet(labels ...string) ShareSet {
	return ShareSet{l: newLabelled[Shares](labels)}
}

// Labels returns the labels, in order. The caller must not modify the
// slice.
func (s *ShareSet) Labels() []string { return slices.Clip(s.l.labels) }

// Len returns the number of labels.
func (s *ShareSet) Len() int { return len(s.l.labels) }

// Record adds one trial worth units to rate i. It panics if i is out of
// range, a programming error.
func (s *ShareSet) Record(i int, units int64) { s.l.values[i].Record(units) }

// Add merges c into rate i.
func (s *ShareSet) Add(i int, c Shares) { s.l.values[i].Merge(c) }

// At returns rate i.
func (s *ShareSet) At(i int) Shares { return s.l.values[i] }

// All returns every rate, in label order. The caller must not modify its
// elements.
func (s *ShareSet) All() []Shares { return slices.Clip(s.l.values) }

// Merge adds o's counts into s, matching rates by label; labels only o
// has are appended.
func (s *ShareSet) Merge(o *ShareSet) {
	s.l.merge(&o.l, func(dst *Shares, v Shares) { dst.Merge(v) })
}

// Validate reports repeated labels, a rate per label missing, or
// impossible counts.
func (s *ShareSet) Validate() error {
	if err := s.l.check("share set"); err != nil {
		return err
	}
	for i, r := range s.l.values {
		if err := r.Validate(); err != nil {
			return fmt.Errorf("share set: %q: %w", s.l.labels[i], err)
		}
	}
	return nil
}

type shareSetJSON struct {
	Labels []string `json:"labels"`
	Shares []Shares `json:"shares"`
}

// MarshalJSON encodes the set as {"labels": [...], "shares": [...]}.
func (s ShareSet) MarshalJSON() ([]byte, error) {
	return json.Marshal(shareSetJSON{Labels: nonNil(s.l.labels), Shares: nonNil(s.l.values)})
}

// UnmarshalJSON decodes and validates a set.
func (s *ShareSet) UnmarshalJSON(data []byte) error {
	var j shareSetJSON
	if err := decodeStrict(data, &j); err != nil {
		return err
	}
	d := ShareSet{l: labelled[Shares]{labels: j.Labels, values: j.Shares}}
	if err := d.Validate(); err != nil {
		return err
	}
	*s = d
	return nil
}
