package sim

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Matrix is a table of rates with labelled rows and columns: the win rate
// of the row faction against the column faction, say. Make one with
// NewMatrix; the zero value has no cells.
type Matrix struct {
	rows, cols []string
	cells      []Rate // row-major, len(rows)*len(cols)
}

// NewMatrix returns a matrix of empty rates. Row labels must be distinct
// and non-empty, and so must column labels.
func NewMatrix(rows, cols []string) Matrix {
	return Matrix{
		rows:  append([]string(nil), rows...),
		cols:  append([]string(nil), cols...),
		cells: make([]Rate, len(rows)*len(cols)),
	}
}

// Rows returns the row labels. The caller must not modify its elements.
func (m *Matrix) Rows() []string { return slices.Clip(m.rows) }

// Cols returns the column labels. The caller must not modify its elements.
func (m *Matrix) Cols() []string { return slices.Clip(m.cols) }

// Record adds one trial to cell (i, j). It panics if i or j is out of
// range, a programming error.
func (m *Matrix) Record(i, j int, success bool) { m.cells[m.index(i, j)].Record(success) }

// Add merges r into cell (i, j).
func (m *Matrix) Add(i, j int, r Rate) { m.cells[m.index(i, j)].Merge(r) }

// At returns cell (i, j).
func (m *Matrix) At(i, j int) Rate { return m.cells[m.index(i, j)] }

func (m *Matrix) index(i, j int) int {
	if i < 0 || i >= len(m.rows) || j < 0 || j >= len(m.cols) {
		panic(fmt.Sprintf("sim: matrix cell (%d, %d) outside %d×%d", i, j, len(m.rows), len(m.cols)))
	}
	return i*len(m.cols) + j
}

// Rates returns every cell, row by row. A cell that is never played (a
// faction against itself, say) keeps a half-width of 0.5, so a game whose
// report leaves such cells out should leave them out of its own Rates
// too, or a precision stop is never reached. The caller must not modify
// its elements.
func (m *Matrix) Rates() []Rate { return slices.Clip(m.cells) }

// Merge adds o's counts into m, matching rows and columns by label; rows
// and columns only o has are appended.
func (m *Matrix) Merge(o *Matrix) {
	m.rows, m.cols, m.cells = mergeGrid(m.rows, m.cols, m.cells, o.rows, o.cols, o.cells)
}

// Validate reports repeated labels, a wrong number of cells, or an
// impossible rate.
func (m *Matrix) Validate() error {
	return validateGrid("matrix", m.rows, m.cols, m.cells)
}

type matrixJSON struct {
	Rows  []string `json:"rows"`
	Cols  []string `json:"cols"`
	Cells [][]Rate `json:"cells"`
}

// MarshalJSON encodes the matrix as {"rows": [...], "cols": [...],
// "cells": [[...], ...]}, one inner array per row.
func (m Matrix) MarshalJSON() ([]byte, error) {
	j := matrixJSON{Rows: nonNil(m.rows), Cols: nonNil(m.cols), Cells: make([][]Rate, len(m.rows))}
	for i := range m.rows {
		j.Cells[i] = nonNil(m.cells[i*len(m.cols) : (i+1)*len(m.cols)])
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes and validates a matrix.
func (m *Matrix) UnmarshalJSON(data []byte) error {
	var j matrixJSON
	if err := decodeStrict(data, &j); err != nil {
		return err
	}
	if len(j.Cells) != len(j.Rows) {
		return fmt.Errorf("matrix: %d rows of cells for %d row labels", len(j.Cells), len(j.Rows))
	}
	d := Matrix{rows: j.Rows, cols: j.Cols, cells: make([]Rate, 0, len(j.Rows)*len(j.Cols))}
	for i, row := range j.Cells {
		if len(row) != len(j.Cols) {
			return fmt.Errorf("matrix: row %d has %d cells for %d columns", i, len(row), len(j.Cols))
		}
		d.cells = append(d.cells, row...)
	}
	if err := d.Validate(); err != nil {
		return err
	}
	*m = d
	return nil
}
