package texttable

import "io"

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
