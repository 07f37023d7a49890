package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/aresim/aresim/ares"
)

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
			return nil, fmt.Errorf("faction file: %w", err)
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
