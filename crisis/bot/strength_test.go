package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/stretchr/testify/require"
)

// TestHeuristicTeamWinsMostBeginnerGames: heuristic teams of two and of
// four win most of their seeded beginner games. The Expedition heuristic
// they build on must plan for the rounds the Crisis deck leaves
// (RoundMods.RoundsLeft), not for the rounds the tracks would take: a
// team that plans for a long game builds production and loses to the
// crises.
func TestHeuristicTeamWinsMostBeginnerGames(t *testing.T) {
	const games = 200
	for _, players := range []int{2, 4} {
		wins, _, _ := playGames(t, players, crisis.Beginner, games, func(seed uint64) Bot { return NewHeuristic(seed) })
		t.Logf("%d players, beginner: the team won %d of %d", players, wins, games)
		require.Greater(t, wins, games/2, "%d players", players)
	}
}
