package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
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
		if err := Play(&s, bots, nil); err != nil {
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

func TestWinRatesQuick(t *testing.T) {
	for p := 1; p <= 4; p++ {
		for _, d := range []crisis.Difficulty{crisis.Beginner, crisis.Normal} {
			w, r, rounds := playGames(t, p, d, 200, func(seed uint64) Bot { return NewHeuristic(seed) })
			t.Logf("%dp %s heuristic: %d/200 won, losses %v, mean rounds %.1f", p, d, w, r, float64(rounds)/200)
		}
	}
}
