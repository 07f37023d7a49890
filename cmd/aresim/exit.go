package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
)

// The exit codes of every command, the same for all.
const (
	// exitOK: the command did all it was asked.
	exitOK = 0
	// exitBadInput: bad input (a malformed file, an unknown faction, an
	// impossible flag value); nothing, or nothing more, was done.
	exitBadInput = 1
	// exitUsage: the command line itself is wrong (an unknown flag or
	// subcommand, a flag value that does not parse, a missing argument).
	exitUsage = 2
	// exitPartial: the result was printed or written but is partial:
	// --timeout stopped a run before its --games, or a merge lacks games.
	exitPartial = 3
	// exitInterrupted: Ctrl-C or SIGTERM stopped the run; its partial
	// result was printed or written.
	exitInterrupted = 130
)

// usageError is a mistake in the command line: it exits with exitUsage.
// hint, if not empty, is a second line saying what to type instead.
type usageError struct {
	err  error
	hint string
}

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// exitError ends a command that has written its output with a non-zero
// exit code and a line on stderr saying why.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// exitCode returns the exit code of a command's error.
func exitCode(err error) int {
	var usage *usageError
	var exit *exitError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &exit):
		return exit.code
	case errors.As(err, &usage):
		return exitUsage
	}
	return exitBadInput
}

// run executes the CLI with args and returns the process exit code.
// Errors are printed on stderr as one line (a usage error may add a
// second, with what to type instead).
func run(args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext is run with a context: cancelling it stops a run as Ctrl-C
// does.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	root := newRootCmd()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := checkSubcommand(root, args)
	if err == nil {
		err = root.ExecuteContext(ctx)
	}
	if err != nil {
		fmt.Fprintln(stderr, "aresim: "+strings.TrimSpace(err.Error()))
		var usage *usageError
		if errors.As(err, &usage) && usage.hint != "" {
			fmt.Fprintln(stderr, usage.hint)
		}
	}
	return exitCode(err)
}

// markUsageErrors makes the command-line errors cobra itself finds in
// cmd and its subcommands (flags that do not parse, wrong numbers of
// arguments) usage errors.
func markUsageErrors(cmd *cobra.Command) {
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &usageError{err: err, hint: helpHint(c)}
	})
	if args := cmd.Args; args != nil {
		cmd.Args = func(c *cobra.Command, a []string) error {
			if err := args(c, a); err != nil {
				return &usageError{err: err, hint: helpHint(c)}
			}
			return nil
		}
	}
	for _, sub := range cmd.Commands() {
		markUsageErrors(sub)
	}
}

// helpHint is the line that points to a command's help.
func helpHint(c *cobra.Command) string {
	return fmt.Sprintf("Run '%s --help' for usage.", c.CommandPath())
}
