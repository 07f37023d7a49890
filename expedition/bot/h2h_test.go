package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition/bot/internal/previous"
	"github.com/aresim/aresim/sim"
)

// TestStudyHeadToHead plays the heuristic against its previous version in
// mixed games, seats rotated (EXPEDITION_STUDY=1).
func TestStudyHeadToHead(t *testing.T) {
	games := studyGames(t, 4000)
	old := func(g uint64, p int) Bot { return previous.NewHeuristic(sim.BotSeed(g, p)) }
	cur := func(g uint64, p int) Bot { return NewHeuristic(sim.BotSeed(g, p)) }
	for _, players := range []int{2, 4} {
		rn, ro, rounds := headToHead(t, players, games, old, cur)
		t.Logf("%d players, %d games (%.2f rounds): new heuristic seats win %s; previous heuristic seats win %s",
			players, games, rounds, ratePct(rn), ratePct(ro))
	}
}

// TestStudyPreviousCorporationPlays is TestStudyCorporationPlays for the
// previous heuristic.
func TestStudyPreviousCorporationPlays(t *testing.T) {
	games := studyGames(t, 4000)
	for _, players := range []int{2, 4} {
		corpStudy(t, "previous heuristic", players, games, func(g uint64, p int) Bot { return previous.NewHeuristic(sim.BotSeed(g, p)) },
			"PhoboLog", "Mining Guild", "Saturn Systems", "Helion", "United Nations Mars Initiative")
	}
}
