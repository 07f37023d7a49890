package crisis_test

import (
	"fmt"

	"github.com/aresim/aresim/crisis"
)

// A determinizer deals what a player's View hides: here, the Crisis deck
// below the tiers it shows.
func ExampleDeterminizer() {
	s, err := crisis.New(crisis.Config{Players: 2, Seed: 3, Difficulty: crisis.Normal})
	if err != nil {
		panic(err)
	}
	v := s.View(0)
	var d crisis.Determinizer
	if err := d.Reset(&v); err != nil {
		panic(err)
	}
	var sample crisis.State
	d.Determinize(&sample, 42)
	fmt.Printf("the sample's View is the player's: %v, Check: %v\n", sample.View(0) == v, sample.Check())
	fmt.Println("Crisis cards in the deck by tier:", v.DeckTiers())
	// Output:
	// the sample's View is the player's: true, Check: <nil>
	// Crisis cards in the deck by tier: [0 3 5 5 1 3]
}
