package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aresim/aresim/crisis"
	crisisbot "github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/spf13/cobra"
)

// crisisGame is the co-operative Crisis mode of Ares Expedition:
// `aresim crisis <verb>`.
var crisisGame = game{
	name:  "crisis",
	short: "Play, replay and study the co-operative Crisis mode of Ares Expedition with bots",
	long: `The co-operative Crisis mode of Ares Expedition: play and replay seeded games
of co-operating bots, study how likely the team is to win over many games,
rate bot tiers on a ladder and list the Crisis cards.`,
	verbs: []func() *cobra.Command{newCrisisPlayCmd, newCrisisReplayCmd, newCrisisBalanceCmd, newCrisisWhatIfCmd, newCrisisSweepCmd, newCrisisLadderCmd, newCrisisCardsCmd, newCrisisTrainCmd},
}

// crisisBotNames are the bots of the Crisis mode, for help texts.
var crisisBotNames = crisisbot.Names

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

// parsePlayerCounts reads a comma list of Crisis player counts.
func parsePlayerCounts(list string) ([]int, error) {
	var players []int
	for _, p := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 1 || n > 4 {
			return nil, fmt.Errorf("--players %q: want a comma list of 1 to 4", list)
		}
		players = append(players, n)
	}
	return players, nil
}
