// Package gofile writes the Go files that the module's generators make
// (the search agents' leaf tables): gofmt'd, to a file or to stdout.
package gofile

import (
	"go/format"
	"os"
)

// Write formats src as gofmt does and writes it to the file out, or to
// stdout when out is empty. Source that does not parse is an error, and
// nothing is written.
func Write(src []byte, out string) error {
	src, err := format.Source(src)
	if err != nil {
		return err
	}
	if out == "" {
		_, err = os.Stdout.Write(src)
		return err
	}
	return os.WriteFile(out, src, 0o644)
}
