package dice_test

import (
	"fmt"

	"github.com/aresim/aresim/sim/dice"
)

func ExampleNew() {
	r := dice.New(7)
	again := r // a copy is an independent generator in the same state
	fmt.Println(r.D6(), r.D6(), r.D6(), r.Intn(100))
	fmt.Println(again.D6(), again.D6(), again.D6(), again.Intn(100))
	// Output:
	// 6 5 5 52
	// 6 5 5 52
}
