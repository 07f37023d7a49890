package bot_test

import (
	"fmt"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/crisis/bot"
)

// A team of two plays a beginner Crisis game with the search guided by
// the embedded learned models, at 20 iterations a decision in one seat
// ("guided:20" by name), beside the team heuristic.
func ExampleNewGuidedMCTS() {
	s, err := crisis.New(crisis.Config{Players: 2, Seed: 3, Difficulty: crisis.Beginner})
	if err != nil {
		panic(err)
	}
	agent, err := bot.NewGuidedMCTS(bot.GuidedMCTSConfig(20), bot.DefaultWeights(), 1)
	if err != nil {
		panic(err)
	}
	if err := bot.Play(&s, []bot.Bot{agent, bot.NewHeuristic(2)}); err != nil {
		panic(err)
	}
	r := s.Result()
	decisions, iterations := agent.Searched()
	fmt.Printf("the team %s in round %d; the agent searched %d decisions, %d iterations\n", r.Outcome, r.Rounds, decisions, iterations)
	// Output:
	// the team won in round 17; the agent searched 137 decisions, 2740 iterations
}
