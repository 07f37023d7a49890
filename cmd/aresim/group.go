package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
)

// groupCommand makes cmd a command that only holds subcommands: alone it
// prints its help; followed by a word that is none of its subcommands, it
// is a usage error with a "did you mean" line (see checkSubcommand).
func groupCommand(cmd *cobra.Command, subs ...*cobra.Command) *cobra.Command {
	cmd.AddCommand(subs...)
	return cmd
}

// checkSubcommand returns the usage error of a command line that names a
// group command (one that only holds subcommands) followed by a word that
// is none of its subcommands, such as "aresim expedition foo", and nil
// for any other command line. Cobra itself reports this only for the root
// command, and without a usage error's exit code.
func checkSubcommand(root *cobra.Command, args []string) error {
	c, rest, _ := root.Find(args)
	if c == nil || c.Runnable() || !c.HasAvailableSubCommands() {
		return nil
	}
	for _, word := range rest {
		if !strings.HasPrefix(word, "-") {
			return unknownCommand(c, word)
		}
	}
	return nil
}

// unknownCommand is the usage error of a word that is not a subcommand
// of c: it names the closest subcommands, or else all of them.
func unknownCommand(c *cobra.Command, word string) error {
	if c.SuggestionsMinimumDistance <= 0 {
		c.SuggestionsMinimumDistance = 2
	}
	names := c.SuggestionsFor(word)
	if len(names) == 0 {
		names = aliasSuggestions(c, word)
	}
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

// aliasKey annotates an earlier command form (see aliases) with the form
// to type now, which a mistyped word close to it is pointed to.
const aliasKey = "aresim-alias-of"

// aliasSuggestions returns the forms to type now of c's hidden earlier
// command forms that word is close to: "balanse" suggests "ares balance".
func aliasSuggestions(c *cobra.Command, word string) []string {
	var names []string
	for _, sub := range c.Commands() {
		of, ok := sub.Annotations[aliasKey]
		if !ok {
			continue
		}
		sub.Hidden = false
		close := slices.Contains(c.SuggestionsFor(word), sub.Name())
		sub.Hidden = true
		if close {
			names = append(names, of)
		}
	}
	return names
}
