package bot_test

import (
	"fmt"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
)

// A team of two, the UCT search at 20 iterations a decision beside the
// team heuristic, plays a beginner Crisis game.
func ExampleNewMCTS() {
	s, err := crisis.New(crisis.Config{Players: 2, Seed: 3, Difficulty: crisis.Beginner})
	if err != nil {
		panic(err)
	}
	agent := bot.NewMCTS(20, 1)
	if err := bot.Play(&s, []bot.Bot{agent, bot.NewHeuristic(2)}, nil); err != nil {
		panic(err)
	}
	r := s.Result()
	decisions, iterations := agent.Searched()
	fmt.Printf("the team %s in round %d; the agent searched %d decisions, %d iterations\n", r.Outcome, r.Rounds, decisions, iterations)
	// Output:
	// the team won in round 17; the agent searched 148 decisions, 2960 iterations
}
