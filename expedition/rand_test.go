package expedition

import "github.com/aresim/aresim/internal/dice"

func newTestRand(seed uint64) *dice.Rand {
	r := dice.New(seed ^ 0x5eed)
	return &r
}
