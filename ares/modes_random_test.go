package ares

import (
	"fmt"
	"testing"
)

// modeConfigs are the configurations of every mode the random tests play.
var modeConfigs = []Config{
	{Mode: Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1},
	{Mode: Full, Factions: []string{"Xenos", "Colossus"}, FirstPlayer: -1},
	{Mode: Full, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1},
	{Mode: FreeForAll, Factions: []string{"Terrans", "Kahoum", "Xenos"}, FirstPlayer: -1},
	{Mode: FreeForAll, Factions: []string{"Colossus", "Xenos", "Kahoum", "Terrans"}, FirstPlayer: -1},
	{Mode: Team, Factions: []string{"Terrans", "Xenos", "Kahoum", "Colossus"}, FirstPlayer: -1},
}

func TestRandomGamesInEveryMode(t *testing.T) {
	rules := MustDefaultRules()
	n := 400
	if testing.Short() {
		n = 50
	}
	for i, cfg := range modeConfigs {
		t.Run(fmt.Sprintf("%s-%d", cfg.Mode, i), func(t *testing.T) {
			for seed := uint64(0); seed < uint64(n); seed++ {
				s := playRandomGame(t, rules, cfg, seed, true)
				if !s.Result().Over {
					t.Fatal("not over")
				}
			}
		})
	}
}
