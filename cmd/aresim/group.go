package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// groupCommand makes cmd a command that only holds subcommands: alone it
// prints its help; followed by a word that is none of its subcommands, it
// is a usage error with a "did you mean" line.
func groupCommand(cmd *cobra.Command, subs ...*cobra.Command) *cobra.Command {
	cmd.AddCommand(subs...)
	cmd.Args = cobra.ArbitraryArgs
	cmd.RunE = func(c *cobra.Command, args []string) error {
		if len(args) == 0 {
			return c.Help()
		}
		return unknownCommand(c, args[0])
	}
	return cmd
}

// unknownCommand is the usage error of a word that is not a subcommand
// of c: it names the closest subcommands, or else all of them.
func unknownCommand(c *cobra.Command, word string) error {
	if c.SuggestionsMinimumDistance <= 0 {
		c.SuggestionsMinimumDistance = 2
	}
	names := c.SuggestionsFor(word)
	var all []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			all = append(all, sub.Name())
		}
	}
	hint := ""
	switch {
	case len(names) == 1:
		hint = fmt.Sprintf("did you mean %q? (%s)", names[0], strings.Join(all, ", "))
	case len(names) > 1:
		hint = fmt.Sprintf("did you mean one of %s?", strings.Join(names, ", "))
	default:
		hint = fmt.Sprintf("did you mean one of %s?", strings.Join(all, ", "))
	}
	return &usageError{err: fmt.Errorf("unknown command %q for %q", word, c.CommandPath()), hint: hint}
}
