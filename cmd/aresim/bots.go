package main

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/sim/search"
	"github.com/spf13/pflag"
)

// parseBots reads the --bots syntax every command shares: a comma list
// of bot names, each a tier ("random", "heuristic") or a search tier with
// a budget after a colon ("mcts:200", "uct:200"), in any case, spaces
// ignored, and for a tier that plays from weights a file after an equals
// sign ("learned=weights.json"). It returns the names in lower case, the
// files as given; the game's engine says which names it knows and reads
// the files. A budget is read as every engine reads it
// (search.ParseTierBudget), so a bad one gets the same words everywhere.
func parseBots(value string) ([]string, error) {
	var names []string
	for _, part := range strings.Split(value, ",") {
		name, file, withFile := strings.Cut(strings.TrimSpace(part), "=")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			return nil, fmt.Errorf("--bots %q: an empty bot name (want a comma list such as heuristic,random)", value)
		}
		if tier, _, budgeted := strings.Cut(name, ":"); budgeted {
			if tier == "" {
				return nil, fmt.Errorf("--bots %q: %q: a budget without a bot name (want a name such as mcts:200)", value, part)
			}
			if _, _, err := search.ParseTierBudget(tier, name); err != nil {
				return nil, fmt.Errorf("--bots %q: %w", value, err)
			}
		}
		if withFile {
			name += "=" + strings.TrimSpace(file)
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
