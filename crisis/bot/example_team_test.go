package bot_test

import (
	"fmt"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
)

// Four heuristic seats linked to read the open table once for the team:
// the game is the one four unlinked bots play.
func ExampleShareTable() {
	play := func(link bool) crisis.Result {
		s, _ := crisis.New(crisis.Config{Players: 4, Seed: 3, Difficulty: crisis.Normal})
		bots := make([]bot.Bot, 4)
		for p := range bots {
			bots[p] = bot.NewHeuristic(uint64(p))
		}
		if link {
			bot.ShareTable(bots)
		}
		_ = bot.Play(&s, bots)
		return s.Result()
	}
	linked, alone := play(true), play(false)
	fmt.Printf("linked: %v in round %d, %d counters left\n", linked.Outcome, linked.Rounds, linked.CountersLeft)
	fmt.Printf("alone:  %v in round %d, %d counters left\n", alone.Outcome, alone.Rounds, alone.CountersLeft)
	// Output:
	// linked: won in round 11, 0 counters left
	// alone:  won in round 11, 0 counters left
}
