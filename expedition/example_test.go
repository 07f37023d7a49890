package expedition_test

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
)

// A seeded game between three heuristic bots, from setup to final scoring.
func Example() {
	s, err := expedition.New(expedition.Config{Players: 3, Seed: 2024})
	if err != nil {
		panic(err)
	}
	bots := []bot.Bot{bot.NewHeuristic(1), bot.NewHeuristic(2), bot.NewHeuristic(3)}
	if err := bot.Play(&s, bots, nil); err != nil {
		panic(err)
	}
	r := s.Result()
	fmt.Println("finished:", r.Finished, "after", r.Rounds, "rounds")
	for p := 0; p < r.Players; p++ {
		sc := r.Scores[p]
		fmt.Printf("player %d: %d VP (TR %d, forests %d, cards %d) won=%v\n", p, sc.Total, sc.TR, sc.Forests, sc.CardVP, r.Won(p))
	}
	// Output:
	// finished: true after 12 rounds
	// player 0: 32 VP (TR 26, forests 3, cards 3) won=true
	// player 1: 23 VP (TR 18, forests 3, cards 2) won=false
	// player 2: 19 VP (TR 13, forests 2, cards 4) won=false
}

// Legal lists the choices of the player to move; Apply plays one.
func ExampleState_Legal() {
	s, _ := expedition.New(expedition.Config{Players: 2, Seed: 1})
	legal := s.Legal(nil)
	fmt.Println(s.Decision(), "for player", s.ToMove(), "-", len(legal), "choices, the last:", s.ActionString(legal[len(legal)-1]))
	_ = s.Apply(legal[len(legal)-1])
	fmt.Println(s.Decision(), "for player", s.ToMove())
	// Output:
	// corporation for player 0 - 2 choices, the last: p0 corp 1
	// corporation for player 1
}
