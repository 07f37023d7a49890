package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/aresim/aresim/sim/simplot"
)

// checkOutput reports, before any work is done, whether a file can be
// written at path for the flag named flag: its directory exists and can
// be written, and path is not a directory (an existing file must be
// writable; it is not changed). It writes nothing that stays.
func checkOutput(flag, path string) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("--%s %s: %s", flag, path, fmt.Sprintf(format, args...))
	}
	if path == "" {
		return fail("an empty file name")
	}
	info, err := os.Stat(path)
	switch {
	case err == nil && info.IsDir():
		return fail("is a directory")
	case err == nil:
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return fail("cannot be written: %v", unwrapPath(err))
		}
		return f.Close()
	case !errors.Is(err, os.ErrNotExist):
		return fail("%v", unwrapPath(err))
	}
	dir := filepath.Dir(path)
	if info, err := os.Stat(dir); err != nil {
		return fail("directory %s does not exist", dir)
	} else if !info.IsDir() {
		return fail("%s is not a directory", dir)
	}
	f, err := os.CreateTemp(dir, ".aresim-check-*")
	if err != nil {
		return fail("directory %s cannot be written: %v", dir, unwrapPath(err))
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

// checkOutputPath reports whether a file can be created at path, before
// any work is done, creating it (empty) if it is not there.
func checkOutputPath(path string) error {
	info, err := os.Stat(path)
	if err == nil && info.IsDir() {
		return fmt.Errorf("%s is a directory", path)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	return f.Close()
}

// checkPlotOutput is checkOutput for --plot, which also needs a .svg or
// .png name.
func checkPlotOutput(flag, path string) error {
	if err := simplot.CheckPath(path); err != nil {
		return fmt.Errorf("--%s %s: want a .svg or .png file", flag, path)
	}
	return checkOutput(flag, path)
}

// unwrapPath drops the operation and path of an *os.PathError, which
// the message names already.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
