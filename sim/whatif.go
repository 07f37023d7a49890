package sim

import "fmt"

// RateLister lists the rates of an accumulator for a what-if or a sweep:
// it calls add once per rate, with the rate's label and its count, in the
// same order for every accumulator of one game (a fresh one included), so
// that the label of the k-th call never changes.
type RateLister[T any] func(acc T, add func(label string, s Shares))

// WhatIf is a Game that plays every game twice, under an original and a
// variant version of a game (the same game seed and bot seeds: common
// random numbers), and adds up the paired sums of every rate the lister
// lists (Paired). Make one with NewWhatIf.
type WhatIf[T Accumulator[T]] struct {
	name              string
	original, variant Game[T]
	list              RateLister[T]
	labels            []string
	at                [2][]int // each version's k-th rate: its index in labels
}

// NewWhatIf returns the what-if of variant against original, named name
// in summaries. The rates are those list lists for either version (a
// rate only one version has counts no trials in the other).
func NewWhatIf[T Accumulator[T]](name string, original, variant Game[T], list RateLister[T]) *WhatIf[T] {
	w := &WhatIf[T]{name: name, original: original, variant: variant, list: list}
	index := map[string]int{}
	for v, g := range []Game[T]{original, variant} {
		list(g.NewAccumulator(), func(label string, _ Shares) {
			i, ok := index[label]
			if !ok {
				i = len(w.labels)
				index[label] = i
				w.labels = append(w.labels, label)
			}
			w.at[v] = append(w.at[v], i)
		})
	}
	return w
}

// Name implements Game.
func (w *WhatIf[T]) Name() string { return w.name }

// Fingerprint implements Game: the original's fingerprint and the
// variant's.
func (w *WhatIf[T]) Fingerprint() string {
	return fmt.Sprintf("original: %s; variant: %s", w.original.Fingerprint(), w.variant.Fingerprint())
}

// NewAccumulator implements Game.
func (w *WhatIf[T]) NewAccumulator() *PairedAcc {
	return &PairedAcc{Pairs: NewPairedSet(w.labels...)}
}

// Play implements Game: game index under both versions, from the same
// seed, each into a fresh accumulator whose rates are then paired.
func (w *WhatIf[T]) Play(index, seed uint64, acc *PairedAcc) error {
	var counts [2][]Shares
	for v, g := range []Game[T]{w.original, w.variant} {
		one := g.NewAccumulator()
		if err := g.Play(index, seed, one); err != nil {
			return err
		}
		c := make([]Shares, len(w.labels))
		k := 0
		w.list(one, func(_ string, s Shares) {
			c[w.at[v][k]] = s
			k++
		})
		counts[v] = c
	}
	for i := range w.labels {
		x, y := counts[0][i], counts[1][i]
		acc.Pairs.Record(i, x.Units, x.Trials, y.Units, y.Trials)
	}
	return nil
}

// PairedAcc is a what-if's accumulator: the paired sums of every rate.
type PairedAcc struct {
	Pairs PairedSet `json:"pairs"`
}

// Merge implements Accumulator.
func (a *PairedAcc) Merge(o *PairedAcc) { a.Pairs.Merge(&o.Pairs) }

// Rates implements Accumulator: each version's rates, as whole counts
// (fractional wins rounded down), for a precision stop.
func (a *PairedAcc) Rates() []Rate {
	var out []Rate
	for i := range a.Pairs.Labels() {
		p := a.Pairs.At(i)
		for _, s := range []Shares{p.Original(), p.Variant()} {
			if s.Trials > 0 {
				out = append(out, Rate{Successes: s.Units / ShareUnit, Trials: s.Trials})
			}
		}
	}
	return out
}

// Validate checks a decoded accumulator.
func (a *PairedAcc) Validate() error { return a.Pairs.Validate() }
