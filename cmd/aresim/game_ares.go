package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/aresim/aresim/ares"
	aresbot "github.com/aresim/aresim/ares/bot"
	"github.com/spf13/cobra"
)

// aresGame is The Ares Project: `aresim ares <verb>`.
var aresGame = game{
	name:  "ares",
	short: "Play, replay and study The Ares Project between bots; battle odds; its factions",
	long: `The Ares Project: play and replay seeded games between bots, study faction
balance over many games, rate bot tiers on a ladder, compute battle odds
('aresim ares battle' is 'aresim battle') and list the factions.`,
	verbs: []func() *cobra.Command{newAresPlayCmd, newAresReplayCmd, newAresBalanceCmd, newAresWhatIfCmd, newAresSweepCmd, newAresLadderCmd, newAresCardsCmd, newAresTrainCmd, newBattleCmd},
}

// aresBotNames are the bots of The Ares Project, for help texts.
var aresBotNames = aresbot.Tiers.Names()

// loadRules returns the embedded factions, each replaced (or joined) by
// the factions in files.
func loadRules(files []string) (*ares.Rules, error) {
	rules, err := ares.DefaultRules()
	if err != nil {
		return nil, err
	}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("--faction-file: %w", err)
		}
		fac, err := ares.ReadFaction(name, f)
		f.Close()
		if err != nil {
			return nil, err
		}
		if rules, err = rules.WithFaction(fac); err != nil {
			return nil, err
		}
	}
	return rules, nil
}

// parseMode reads --mode, in any case.
func parseMode(s string) (ares.Mode, error) {
	m, err := ares.ParseMode(strings.ToLower(strings.TrimSpace(s)))
	if err != nil {
		return m, fmt.Errorf("--mode: %w", err)
	}
	return m, nil
}

// checkBasicFactions refuses, in the Basic Game, a faction of rules
// without a Basic Game deck. Names rules does not know are left for the
// engine to refuse.
func checkBasicFactions(rules *ares.Rules, mode ares.Mode, factions []string) error {
	if mode != ares.Basic {
		return nil
	}
	for _, name := range factions {
		f, _, err := rules.Faction(name)
		if err != nil {
			continue
		}
		if !f.InBasicGame() {
			return fmt.Errorf("--factions: the %s have no Basic Game deck (the Basic Game is Terrans against Kahoum); use --mode full", f.Name)
		}
	}
	return nil
}

// splitList splits a comma-separated flag value, trimming spaces.
func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}
