package main

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/spf13/cobra"
)

// newCrisisCmd builds `aresim crisis`, the Crisis co-operative mode's
// commands.
func newCrisisCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "crisis",
		Short: "Play, replay and study the co-operative Crisis mode of Ares Expedition with bots",
	}
	cmd.AddCommand(newCrisisPlayCmd(), newCrisisReplayCmd(), newCrisisBalanceCmd())
	return cmd
}

// crisisBotNames are the bots of the Crisis mode, for help texts.
var crisisBotNames = bot.Names

// parseCrisisSets reads --sets: Crisis plays the base set, and Discovery's
// cards with it (Ruling C9).
func parseCrisisSets(list string) ([]cards.Set, error) {
	var sets []cards.Set
	for _, name := range strings.Split(list, ",") {
		s, ok := cards.ParseSet(strings.TrimSpace(name))
		switch {
		case !ok:
			return nil, fmt.Errorf("--sets: unknown set %q (want base or base,discovery)", name)
		case s != cards.SetBase && s != cards.SetDiscovery:
			return nil, fmt.Errorf("--sets: %s: Crisis plays the base set (and Discovery's cards, Ruling C9)", s)
		}
		sets = append(sets, s)
	}
	return sets, nil
}

// parseDifficulties reads a comma list of difficulties ("all": every one).
func parseDifficulties(list string) ([]crisis.Difficulty, error) {
	if list == "all" {
		return []crisis.Difficulty{crisis.Beginner, crisis.Normal, crisis.Expert, crisis.Nightmare}, nil
	}
	var out []crisis.Difficulty
	for _, name := range strings.Split(list, ",") {
		d, err := crisis.ParseDifficulty(strings.TrimSpace(name))
		if err != nil {
			return nil, fmt.Errorf("--difficulty: %w", err)
		}
		out = append(out, d)
	}
	return out, nil
}
