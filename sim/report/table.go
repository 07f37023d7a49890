package report

import (
	"io"

	"github.com/aresim/aresim/internal/texttable"
)

// Width is the width, in columns, that every table of a report fits.
const Width = texttable.Width

// Table is a table of text cells that a report prints in columns. A table
// wider than Width is printed in blocks of columns that fit, each block
// repeating the first column, so nothing is cut. Its fields and methods:
//
//   - Indent string: starts every line;
//   - Header []string: the first row, or nil;
//   - Rows [][]string: the rows;
//   - Right map[int]bool: the columns aligned to the right (numbers);
//   - WrapLast bool: wrap the last column's text, at spaces, into the
//     width the other columns leave (at least 24 columns), instead of
//     moving it to a block of its own;
//   - Add(cells ...string): appends a row;
//   - AddLine(text string): appends a line of text that runs across the
//     table, such as "… 12 more (--all-rows shows them)", which sets no
//     column's width;
//   - Write(w io.Writer, width int) error: prints the table, fitting each
//     line into width columns by splitting the columns after the first
//     into blocks.
type Table = texttable.Table

// Wrap breaks text at spaces into lines of at most width columns; a word
// longer than a line is broken after its commas (a list), and a part
// still longer stands alone on its line. Lines after the first start with
// indent.
func Wrap(text string, width int, indent string) []string {
	return texttable.Wrap(text, width, indent)
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
// written line by line and checked once, at the end. Its Write writes
// unless an earlier write failed and never returns an error itself; Err
// returns the first error of the writes.
type ErrWriter = texttable.ErrWriter

// NewErrWriter returns an ErrWriter writing to w.
func NewErrWriter(w io.Writer) *ErrWriter { return texttable.NewErrWriter(w) }
