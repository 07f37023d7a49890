package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// playGames plays n games of players bots made by mk and returns the wins.
func playGames(t testing.TB, players int, d crisis.Difficulty, n int, mk func(seed uint64) Bot) (wins int, reasons [crisis.NumLossReasons]int, rounds int) {
	t.Helper()
	for i := 0; i < n; i++ {
		s, err := crisis.New(crisis.Config{Players: players, Seed: uint64(i), Difficulty: d})
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]Bot, players)
		for p := range bots {
			bots[p] = mk(uint64(i*8 + p))
		}
		if err := Play(&s, bots); err != nil {
			t.Fatal(err)
		}
		r := s.Result()
		if r.Outcome == crisis.Won {
			wins++
		}
		reasons[r.Reason]++
		rounds += r.Rounds
	}
	return wins, reasons, rounds
}

// At beginner the heuristic team wins at least 20 points more often than
// random bots at every player count: the lower end of its 95% interval
// stands 20 points above the upper end of the random bots'.
func TestHeuristicBeatsRandomAtBeginner(t *testing.T) {
	const games = 150
	for p := 1; p <= crisis.MaxPlayers; p++ {
		h, _, _ := playGames(t, p, crisis.Beginner, games, func(seed uint64) Bot { return NewHeuristic(seed) })
		r, _, _ := playGames(t, p, crisis.Beginner, games, func(seed uint64) Bot { return NewRandom(seed) })
		hLo, _ := sim.Rate{Successes: int64(h), Trials: games}.Wilson95()
		_, rHi := sim.Rate{Successes: int64(r), Trials: games}.Wilson95()
		t.Logf("%dp beginner: heuristic %d/%d won, random %d/%d", p, h, games, r, games)
		require.GreaterOrEqual(t, hLo-rHi, 0.20, "%d players: heuristic %d/%d, random %d/%d", p, h, games, r, games)
	}
}
