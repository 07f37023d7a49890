package expedition_test

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
)

// A Determinizer completes what one player sees into full games. Here
// player 0 chose its Planning card in secret; player 1, to choose next,
// sees that a card was chosen but not which. Every sample gives player 1
// its own View back, and deals player 0 a hand of the right size and a
// Planning card it may choose (not last round's).
func ExampleDeterminizer() {
	s, _ := expedition.New(expedition.Config{Players: 2, Seed: 9})
	for s.Stage() != expedition.StagePlanning {
		_ = s.Apply(s.Legal(nil)[0]) // both keep their first corporation
	}
	pick := expedition.Action{Kind: expedition.ActChoosePhase, Player: 0, Card: -1, Index: expedition.PhaseProduction}
	_ = s.Apply(pick)
	fmt.Println("player 1 saw:", s.ActionString(s.Seen(0, 1, pick)))

	v := s.View(1)
	var d expedition.Determinizer
	if err := d.Reset(&v, nil); err != nil {
		fmt.Println(err)
		return
	}
	var sample expedition.State
	for seed := uint64(1); seed <= 4; seed++ {
		d.Determinize(&sample, seed)
		v0 := sample.View(0)
		fmt.Printf("sample %d: same View %v, check %v, player 0 holds %d cards and chose %s\n", seed,
			sample.View(1) == v, sample.Check(), v0.HandSize(0), expedition.PhaseName(v0.Info(0).Chosen))
	}
	// Output:
	// player 1 saw: p0 phase 0 "none"
	// sample 1: same View true, check <nil>, player 0 holds 8 cards and chose Action
	// sample 2: same View true, check <nil>, player 0 holds 8 cards and chose Research
	// sample 3: same View true, check <nil>, player 0 holds 8 cards and chose Production
	// sample 4: same View true, check <nil>, player 0 holds 8 cards and chose Construction
}
