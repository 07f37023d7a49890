package report

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

// Wrap breaks text at spaces into lines of at most width columns; a word
// longer than a line is broken after its commas (a list), and a part
// still longer stands alone on its line. Lines after the first start with
// indent.
func Wrap(text string, width int, indent string) []string {
	var lines []string
	line := ""
	var words []string
	for _, word := range strings.Fields(text) {
		if utf8.RuneCountInString(indent+word) <= width || !strings.Contains(word, ",") {
			words = append(words, word)
			continue
		}
		parts := strings.SplitAfter(word, ",")
		part := ""
		for _, p := range parts {
			if part != "" && utf8.RuneCountInString(indent+part+p) > width {
				words = append(words, part)
				part = ""
			}
			part += p
		}
		words = append(words, part)
	}
	for _, word := range words {
		switch {
		case line == "":
			line = word
			if len(lines) > 0 {
				line = indent + word
			}
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = indent + word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// Trim returns how many of n rows a table of a long list shows at its
// head and at its tail: all of them (n, 0) when all is set or when fewer
// than six rows would be left out, else head and tail, with the
// n-head-tail rows between left out.
func Trim(n, head, tail int, all bool) (shownHead, shownTail int) {
	if all || n < head+tail+6 {
		return n, 0
	}
	return head, tail
}

// ErrWriter keeps the first error of a series of writes, so a report is
// written line by line and checked once, at the end.
type ErrWriter struct {
	w   io.Writer
	err error
}

// NewErrWriter returns an ErrWriter writing to w.
func NewErrWriter(w io.Writer) *ErrWriter { return &ErrWriter{w: w} }

// Write writes p unless an earlier write failed; it never returns an
// error itself (Err does).
func (e *ErrWriter) Write(p []byte) (int, error) {
	if e.err == nil {
		_, e.err = e.w.Write(p)
	}
	return len(p), nil
}

// Err returns the first error of the writes.
func (e *ErrWriter) Err() error { return e.err }
