package sim

import (
	"encoding/json"
	"fmt"
	"slices"
)

// ShareMatrix is a table of Shares with labelled rows and columns: each
// card's win rate by the round it was played, say. Make one with
// NewShareMatrix; the zero value has no cells.
type ShareMatrix struct {
	rows, cols []string
	cells      []Shares // row-major
}

// NewShareMatrix returns a matrix of empty rates. Row labels must be
// distinct and non-empty, and so must column labels.
func NewShareMatrix(rows, cols []string) ShareMatrix {
	return ShareMatrix{rows: append([]string(nil), rows...), cols: append([]string(nil), cols...),
		cells: make([]Shares, len(rows)*len(cols))}
}

// Rows returns the row labels. The caller must not modify its elements.
func (m *ShareMatrix) Rows() []string { return slices.Clip(m.rows) }

// Cols returns the column labels. The caller must not modify its elements.
func (m *ShareMatrix) Cols() []string { return slices.Clip(m.cols) }

// Record adds one trial worth units to cell (i, j). It panics if i or j
// is out of range, a programming error.
func (m *ShareMatrix) Record(i, j int, units int64) { m.cells[m.index(i, j)].Record(units) }

// At returns cell (i, j).
func (m *ShareMatrix) At(i, j int) Shares { return m.cells[m.index(i, j)] }

func (m *ShareMatrix) index(i, j int) int {
	if i < 0 || i >= len(m.rows) || j < 0 || j >= len(m.cols) {
		panic(fmt.Sprintf("sim: share matrix cell (%d, %d) outside %d×%d", i, j, len(m.rows), len(m.cols)))
	}
	return i*len(m.cols) + j
}

// Merge adds o's counts into m, matching rows and columns by label; rows
// and columns only o has are appended.
func (m *ShareMatrix) Merge(o *ShareMatrix) {
	m.rows, m.cols, m.cells = mergeGrid(m.rows, m.cols, m.cells, o.rows, o.cols, o.cells)
}

// Validate reports repeated labels, a wrong number of cells, or
// impossible counts.
func (m *ShareMatrix) Validate() error {
	return validateGrid("share matrix", m.rows, m.cols, m.cells)
}

type shareMatrixJSON struct {
	Rows   []string  `json:"rows"`
	Cols   []string  `json:"cols"`
	Units  [][]int64 `json:"units"`
	Trials [][]int64 `json:"trials"`
}

// MarshalJSON encodes the matrix as {"rows": [...], "cols": [...],
// "units": [[...], ...], "trials": [[...], ...]}, one inner array per
// row.
func (m ShareMatrix) MarshalJSON() ([]byte, error) {
	j := shareMatrixJSON{Rows: nonNil(m.rows), Cols: nonNil(m.cols), Units: make([][]int64, len(m.rows)), Trials: make([][]int64, len(m.rows))}
	for i := range m.rows {
		j.Units[i] = make([]int64, len(m.cols))
		j.Trials[i] = make([]int64, len(m.cols))
		for k, c := range m.cells[i*len(m.cols) : (i+1)*len(m.cols)] {
			j.Units[i][k], j.Trials[i][k] = c.Units, c.Trials
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes and validates a matrix.
func (m *ShareMatrix) UnmarshalJSON(data []byte) error {
	var j shareMatrixJSON
	if err := decodeStrict(data, &j); err != nil {
		return err
	}
	if len(j.Units) != len(j.Rows) || len(j.Trials) != len(j.Rows) {
		return fmt.Errorf("share matrix: %d and %d rows of cells for %d row labels", len(j.Units), len(j.Trials), len(j.Rows))
	}
	d := ShareMatrix{rows: j.Rows, cols: j.Cols, cells: make([]Shares, 0, len(j.Rows)*len(j.Cols))}
	for i := range j.Rows {
		if len(j.Units[i]) != len(j.Cols) || len(j.Trials[i]) != len(j.Cols) {
			return fmt.Errorf("share matrix: row %d has the wrong number of cells for %d columns", i, len(j.Cols))
		}
		for k := range j.Cols {
			d.cells = append(d.cells, Shares{Units: j.Units[i][k], Trials: j.Trials[i][k]})
		}
	}
	if err := d.Validate(); err != nil {
		return err
	}
	*m = d
	return nil
}
