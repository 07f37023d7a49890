package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// unionLabels returns a's labels followed by those of b that a lacks, and
// for each label of b its index in that union. Merging labelled counts by
// label (rather than by position) means two accumulators whose labels
// differ still add up correctly instead of mixing unrelated counts.
func unionLabels(a, b []string) (union []string, where []int) {
	index := make(map[string]int, len(a)+len(b))
	union = append(union, a...)
	for i, l := range a {
		index[l] = i
	}
	where = make([]int, len(b))
	for j, l := range b {
		i, ok := index[l]
		if !ok {
			i = len(union)
			union = append(union, l)
			index[l] = i
		}
		where[j] = i
	}
	return union, where
}

// sameLabels reports whether a and b hold the same labels in the same order.
func sameLabels(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// checkLabels reports an empty or repeated label.
func checkLabels(what string, labels []string) error {
	seen := make(map[string]bool, len(labels))
	for _, l := range labels {
		if l == "" {
			return fmt.Errorf("%s: empty label", what)
		}
		if seen[l] {
			return fmt.Errorf("%s: label %q appears twice", what, l)
		}
		seen[l] = true
	}
	return nil
}

// decodeStrict decodes data into v, rejecting fields v does not have, so
// a summary of another shape is reported rather than silently half-read.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// labelled is a list of values indexed by distinct labels: the shared
// shape of Tally and RateSet.
type labelled[V any] struct {
	labels []string
	values []V
}

func newLabelled[V any](labels []string) labelled[V] {
	return labelled[V]{labels: append([]string(nil), labels...), values: make([]V, len(labels))}
}

// merge adds o's values into l by label, with add adding one value into
// another; labels only o has are appended.
func (l *labelled[V]) merge(o *labelled[V], add func(*V, V)) {
	if sameLabels(l.labels, o.labels) {
		for i, v := range o.values {
			add(&l.values[i], v)
		}
		return
	}
	union, where := unionLabels(l.labels, o.labels)
	values := make([]V, len(union))
	copy(values, l.values)
	for j, v := range o.values {
		add(&values[where[j]], v)
	}
	l.labels, l.values = union, values
}

// check validates the labels and that there is one value per label.
func (l *labelled[V]) check(what string) error {
	if len(l.labels) != len(l.values) {
		return fmt.Errorf("%s: %d labels but %d values", what, len(l.labels), len(l.values))
	}
	return checkLabels(what, l.labels)
}

// nonNil returns s, or an empty slice if s is nil, so JSON shows [] and
// never null.
func nonNil[E any](s []E) []E {
	if s == nil {
		return []E{}
	}
	return s
}

// mergeGrid adds the cells of grid o (rows by columns, row-major) into
// those of grid m, matching rows and columns by label; rows and columns
// only o has are appended. It returns m's labels and cells after the merge.
func mergeGrid[T any, P interface {
	*T
	Merge(T)
}](mRows, mCols []string, m []T, oRows, oCols []string, o []T) ([]string, []string, []T) {
	if sameLabels(mRows, oRows) && sameLabels(mCols, oCols) {
		for k, c := range o {
			P(&m[k]).Merge(c)
		}
		return mRows, mCols, m
	}
	rows, rowAt := unionLabels(mRows, oRows)
	cols, colAt := unionLabels(mCols, oCols)
	cells := make([]T, len(rows)*len(cols))
	for i := range mRows {
		copy(cells[i*len(cols):], m[i*len(mCols):(i+1)*len(mCols)])
	}
	for i := range oRows {
		for j := range oCols {
			P(&cells[rowAt[i]*len(cols)+colAt[j]]).Merge(o[i*len(oCols)+j])
		}
	}
	return rows, cols, cells
}

// validateGrid reports repeated labels, a wrong number of cells or a cell
// that does not validate, each error opening with what (such as
// "matrix").
func validateGrid[T interface{ Validate() error }](what string, rows, cols []string, cells []T) error {
	if err := checkLabels(what+" rows", rows); err != nil {
		return err
	}
	if err := checkLabels(what+" columns", cols); err != nil {
		return err
	}
	if len(cells) != len(rows)*len(cols) {
		return fmt.Errorf("%s: %d cells for %d rows and %d columns", what, len(cells), len(rows), len(cols))
	}
	for k, c := range cells {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("%s: cell (%q, %q): %w", what, rows[k/len(cols)], cols[k%len(cols)], err)
		}
	}
	return nil
}
