package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aresim/aresim/sim/search"
)

// parseBots reads the --bots syntax every command shares: a comma list
// of bot names, each a tier ("random", "heuristic") or a tier with a
// budget after a colon ("mcts:200"), in any case, spaces ignored. It
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
		if _, isSearch, err := search.ParseBudget(name); isSearch && err != nil {
			return nil, fmt.Errorf("--bots %q: %w", value, err)
		}
		if tier, budget, ok := strings.Cut(name, ":"); ok {
			n, err := strconv.ParseUint(budget, 10, 32)
			if tier == "" || err != nil || n == 0 {
				return nil, fmt.Errorf("--bots %q: %q: want a bot name, or name:N with N a positive whole number", value, part)
			}
		}
		names = append(names, name)
	}
	return names, nil
}
