package sim

import (
	"fmt"
	"slices"
)

// Sweep is a Game that plays every game once under each of several
// versions of a game (one per value of a number of its data), all from
// the same game seed and bot seeds, and adds up each version's rates as
// the lister lists them. Make one with NewSweep.
type Sweep[T Accumulator[T]] struct {
	name, fingerprint string
	spec              SweepSpec
	values            []string
	games             []Game[T]
	list              RateLister[T]
	labels            []string
	at                [][]int // version v's k-th rate: its index in labels
}

// SweepSpec says what a sweep varies and how its report reads it. It
// travels in the sweep's summary (SweepAcc.Spec), so a merged summary
// reports as the single run does; the sweep's fingerprint must name all
// of it, so that only sweeps of the same spec merge.
type SweepSpec struct {
	// Parameter names the number varied, such as "Kahoum.Novice.cost".
	Parameter string `json:"parameter"`
	// Show lists the rates the report shows for every value (each
	// faction's or corporation's win rate).
	Show []string `json:"show"`
	// TargetRate names the rate to bring to Target ("" for none).
	TargetRate string  `json:"targetRate,omitempty"`
	Target     float64 `json:"target,omitempty"`
}

// NewSweep returns the sweep of games (one per value, labelled by values)
// named name, with fingerprint the study's configuration, the number
// varied and the target, and spec. It panics when values and games
// differ in length, a programming error.
func NewSweep[T Accumulator[T]](name, fingerprint string, spec SweepSpec, values []string, games []Game[T], list RateLister[T]) *Sweep[T] {
	if len(values) != len(games) || len(values) == 0 {
		panic(fmt.Sprintf("sim: a sweep of %d values and %d games", len(values), len(games)))
	}
	s := &Sweep[T]{name: name, fingerprint: fingerprint, spec: spec, values: slices.Clone(values), games: games, list: list,
		at: make([][]int, len(games))}
	index := map[string]int{}
	for v, g := range games {
		list(g.NewAccumulator(), func(label string, _ Shares) {
			i, ok := index[label]
			if !ok {
				i = len(s.labels)
				index[label] = i
				s.labels = append(s.labels, label)
			}
			s.at[v] = append(s.at[v], i)
		})
	}
	return s
}

// Name implements Game.
func (s *Sweep[T]) Name() string { return s.name }

// Fingerprint implements Game.
func (s *Sweep[T]) Fingerprint() string { return s.fingerprint }

// NewAccumulator implements Game.
func (s *Sweep[T]) NewAccumulator() *SweepAcc {
	a := &SweepAcc{Spec: s.spec, Values: slices.Clone(s.values), Sets: make([]ShareSet, len(s.values))}
	a.Spec.Show = slices.Clone(s.spec.Show)
	for v := range a.Sets {
		a.Sets[v] = NewShareSet(s.labels...)
	}
	return a
}

// Play implements Game: game index under every value, from the same seed.
func (s *Sweep[T]) Play(index, seed uint64, acc *SweepAcc) error {
	for v, g := range s.games {
		one := g.NewAccumulator()
		if err := g.Play(index, seed, one); err != nil {
			return fmt.Errorf("%s: %w", s.values[v], err)
		}
		k := 0
		s.list(one, func(_ string, c Shares) {
			acc.Sets[v].Add(s.at[v][k], c)
			k++
		})
	}
	return nil
}

// SweepAcc is a sweep's accumulator: for each value, every rate.
type SweepAcc struct {
	// Spec is the sweep's spec, the same in every summary of the sweep.
	Spec SweepSpec `json:"spec"`
	// Values label the versions; Sets holds each version's rates.
	Values []string   `json:"values"`
	Sets   []ShareSet `json:"rates"`
}

// Merge implements Accumulator. Sweeps of the same fingerprint have the
// same values.
func (a *SweepAcc) Merge(o *SweepAcc) {
	for v := range a.Sets {
		if v < len(o.Sets) {
			a.Sets[v].Merge(&o.Sets[v])
		}
	}
}

// Rates implements Accumulator: every value's rates, as whole counts
// (fractional wins rounded down), for a precision stop.
func (a *SweepAcc) Rates() []Rate {
	var out []Rate
	for v := range a.Sets {
		for _, s := range a.Sets[v].All() {
			if s.Trials > 0 {
				out = append(out, Rate{Successes: s.Units / ShareUnit, Trials: s.Trials})
			}
		}
	}
	return out
}

// Validate checks a decoded accumulator.
func (a *SweepAcc) Validate() error {
	if len(a.Values) != len(a.Sets) {
		return fmt.Errorf("sweep: %d values and %d sets of rates", len(a.Values), len(a.Sets))
	}
	if err := checkLabels("sweep values", a.Values); err != nil {
		return err
	}
	for v := range a.Sets {
		if err := a.Sets[v].Validate(); err != nil {
			return fmt.Errorf("sweep: value %s: %w", a.Values[v], err)
		}
	}
	return nil
}
