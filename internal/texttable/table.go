// Package texttable lays out the text the CLI and the engines' listings
// print: tables that fit a width (Table), text wrapped at spaces (Wrap)
// and a writer that keeps the first error of a series of writes
// (ErrWriter). It imports only io, strings and unicode/utf8, so an engine
// package prints its listings in the report style without taking in the
// report package's dependencies; sim/report gives these their public
// names.
package texttable

import (
	"io"
	"strings"
	"unicode/utf8"
)

// Width is the width, in columns, that every table of a report fits.
const Width = 100

// Table is a table of text cells that a report prints in columns. A table
// wider than Width is printed in blocks of columns that fit, each block
// repeating the first column, so nothing is cut.
type Table struct {
	// Indent starts every line.
	Indent string
	// Header is the first row; it may be nil.
	Header []string
	// Rows are the rows, each at most as long as the longest row or the
	// header.
	Rows [][]string
	// Right lists the columns aligned to the right (numbers).
	Right map[int]bool
	// WrapLast wraps the text of the last column, at spaces, into the
	// width the other columns leave (at least 24 columns), instead of
	// moving it to a block of its own.
	WrapLast bool
	// lines marks the rows that are a line of text across the table
	// (AddLine), which no column's width counts.
	lines map[int]bool
}

// minWrap is the narrowest a wrapped last column gets.
const minWrap = 24

// Add appends a row.
func (t *Table) Add(cells ...string) { t.Rows = append(t.Rows, cells) }

// AddLine appends a line of text that runs across the table, such as
// "… 12 more (--all-rows shows them)"; it sets no column's width.
func (t *Table) AddLine(text string) {
	if t.lines == nil {
		t.lines = map[int]bool{}
	}
	t.lines[len(t.Rows)] = true
	t.Rows = append(t.Rows, []string{text})
}

// gap is the space between two columns.
const gap = 2

// Write prints the table, fitting each line into width columns by
// splitting the columns after the first into blocks.
func (t *Table) Write(w io.Writer, width int) error {
	rows := t.Rows
	line := func(i int) bool { return t.lines[i] } // row i of rows is a line across
	if t.Header != nil {
		rows = append([][]string{t.Header}, rows...)
		line = func(i int) bool { return i > 0 && t.lines[i-1] }
	}
	cols := 0
	for _, r := range rows {
		cols = max(cols, len(r))
	}
	if cols == 0 {
		return nil
	}
	if t.WrapLast && cols > 1 && len(t.lines) == 0 {
		rows = t.wrapLast(rows, cols, width)
	}
	widths := make([]int, cols)
	for i, r := range rows {
		for c, cell := range r {
			if !line(i) {
				widths[c] = max(widths[c], utf8.RuneCountInString(cell))
			}
		}
	}
	var b strings.Builder
	start := 1
	for {
		end, used := start, utf8.RuneCountInString(t.Indent)+widths[0]
		for end < cols && (end == start || used+gap+widths[end] <= width) {
			used += gap + widths[end]
			end++
		}
		if start > 1 {
			b.WriteByte('\n')
		}
		for i, r := range rows {
			if line(i) {
				b.WriteString(t.Indent + r[0] + "\n")
				continue
			}
			text := t.Indent + t.cell(r, 0, widths[0])
			for c := start; c < end; c++ {
				text += strings.Repeat(" ", gap) + t.cell(r, c, widths[c])
			}
			b.WriteString(strings.TrimRight(text, " ") + "\n")
		}
		if end >= cols {
			break
		}
		start = end
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// wrapLast returns rows with the last column's cells wrapped into the
// room the other columns leave, continuation lines on rows of their own.
func (t *Table) wrapLast(rows [][]string, cols, width int) [][]string {
	used := utf8.RuneCountInString(t.Indent)
	for c := 0; c < cols-1; c++ {
		w := 0
		for _, r := range rows {
			if c < len(r) {
				w = max(w, utf8.RuneCountInString(r[c]))
			}
		}
		used += w + gap
	}
	room := max(minWrap, width-used)
	var out [][]string
	for _, r := range rows {
		if len(r) < cols || utf8.RuneCountInString(r[cols-1]) <= room {
			out = append(out, r)
			continue
		}
		for i, line := range Wrap(r[cols-1], room, "") {
			row := make([]string, cols)
			if i == 0 {
				copy(row, r[:cols-1])
			}
			row[cols-1] = line
			out = append(out, row)
		}
	}
	return out
}

// cell returns cell c of row r padded to width.
func (t *Table) cell(r []string, c, width int) string {
	s := ""
	if c < len(r) {
		s = r[c]
	}
	pad := strings.Repeat(" ", max(0, width-utf8.RuneCountInString(s)))
	if t.Right[c] {
		return pad + s
	}
	return s + pad
}
