package main

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/sim/search"
	"github.com/spf13/pflag"
)

// parseBots reads the --bots syntax every command shares: a comma list
// of bot names, each a tier ("random", "heuristic") or the search agent
// with a budget after a colon ("mcts:200"), in any case, spaces ignored. It
// returns the names in lower case; the game's engine says which names it
// knows. A search agent's budget is read as every engine reads it
// (search.ParseBudget), so a bad one gets the same words everywhere.
func parseBots(value string) ([]string, error) {
	var names []string
	for _, part := range strings.Split(value, ",") {
		name := strings.ToLower(strings.TrimSpace(part))
		if name == "" {
			return nil, fmt.Errorf("--bots %q: an empty bot name (want a comma list such as heuristic,random)", value)
		}
		_, isSearch, err := search.ParseBudget(name)
		switch {
		case isSearch && err != nil:
			return nil, fmt.Errorf("--bots %q: %w", value, err)
		case !isSearch && strings.Contains(name, ":"):
			return nil, fmt.Errorf("--bots %q: %q: only the search agent takes a budget (mcts:N)", value, part)
		}
		names = append(names, name)
	}
	return names, nil
}

// addBotsFlag declares --bots, the same flag in every command that plays
// bots: a comma list of the names in the game's registry of bot tiers
// (names, the registry's Names), with use saying what the list means for
// this command.
func addBotsFlag(f *pflag.FlagSet, p *string, def, names, use string) {
	f.StringVar(p, "bots", def, "bots, a comma list of "+names+": "+use)
}
