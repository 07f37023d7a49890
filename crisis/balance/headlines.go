package balance

import (
	"math"

	"github.com/aresim/aresim/sim"
)

// Headlines lists a study's headline rates, for comparing runs of the
// same study under different bots (`aresim compare`): the team's win
// rate in every cell. A co-operative win rate has no fair share.
func Headlines(s sim.Summary[*Acc]) []sim.Headline {
	a := s.Acc
	var out []sim.Headline
	for i, l := range a.Cells.Labels() {
		out = append(out, sim.Headline{Label: l, Rate: a.Cells.At(i), Fair: math.NaN()})
	}
	return out
}
