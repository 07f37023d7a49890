package expedition_test

import (
	"fmt"
	"os"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
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
	// finished: true after 11 rounds
	// player 0: 30 VP (TR 24, forests 5, cards 1) won=true
	// player 1: 28 VP (TR 17, forests 7, cards 4) won=false
	// player 2: 22 VP (TR 18, forests 2, cards 2) won=false
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

// A seeded five-player game with both expansions: the infrastructure
// track is on by default at five, Discovery's milestones and awards are
// drawn at setup and scored.
func Example_expansions() {
	all := []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations}
	s, err := expedition.New(expedition.Config{Players: 5, Seed: 2024, Sets: all})
	if err != nil {
		panic(err)
	}
	cat := s.Catalogue()
	tiles := s.Tiles()
	fmt.Println("infrastructure track:", s.Features()&cards.NeedsInfrastructure != 0)
	for i := 0; i < tiles.NumMilestones; i++ {
		fmt.Println("milestone:", cat.Milestones[tiles.Milestones[i]].Name)
	}
	for i := 0; i < tiles.NumAwards; i++ {
		fmt.Println("award:", cat.Awards[tiles.Awards[i]].Name)
	}
	bots := make([]bot.Bot, 5)
	for p := range bots {
		bots[p] = bot.NewHeuristic(uint64(p + 1))
	}
	if err := bot.Play(&s, bots, nil); err != nil {
		panic(err)
	}
	r := s.Result()
	tiles = s.Tiles()
	fmt.Println("finished:", r.Finished, "after", r.Rounds, "rounds")
	for i := 0; i < tiles.NumMilestones; i++ {
		fmt.Printf("%s: tile p%d in round %d\n", cat.Milestones[tiles.Milestones[i]].Name, tiles.Holder[i], tiles.ClaimRound[i])
	}
	for p := 0; p < r.Players; p++ {
		sc := r.Scores[p]
		fmt.Printf("player %d: %d VP (milestones %d, awards %d) won=%v\n", p, sc.Total, sc.Milestones, sc.Awards, r.Won(p))
	}
	// Output:
	// infrastructure track: true
	// milestone: Legend
	// milestone: Energizer
	// milestone: Farmer
	// award: Project Manager
	// award: Collector
	// award: Generator
	// finished: true after 14 rounds
	// Legend: tile p4 in round 14
	// Energizer: tile p4 in round 8
	// Farmer: tile p1 in round 7
	// player 0: 34 VP (milestones 0, awards 7) won=false
	// player 1: 27 VP (milestones 3, awards 0) won=false
	// player 2: 30 VP (milestones 0, awards 0) won=false
	// player 3: 28 VP (milestones 0, awards 2) won=false
	// player 4: 44 VP (milestones 6, awards 12) won=true
}

// A seeded game between two heuristic bots, told by a quiet Log: only the
// result line. Without quiet the Log tells every round.
func ExampleLog() {
	s, err := expedition.New(expedition.Config{Players: 2, Seed: 3})
	if err != nil {
		panic(err)
	}
	log := expedition.NewLog(os.Stdout, true)
	log.Start(&s)
	if err := bot.Play(&s, []bot.Bot{bot.NewHeuristic(1), bot.NewHeuristic(2)}, log.Watch); err != nil {
		panic(err)
	}
	log.End(&s)
	// Output:
	// Game over after 19 rounds: p0 (United Nations Mars Initiative) wins with 39 VP; p1 36.
}
