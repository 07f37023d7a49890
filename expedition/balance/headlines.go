package balance

import "github.com/aresim/aresim/sim"

// Headlines lists a study's headline rates, for comparing runs of the
// same study under different bots (`aresim compare`): the win rate of
// every corporation played and of every seat, whose fair share is
// 1/players.
func Headlines(s sim.Summary[*Acc]) []sim.Headline {
	a := s.Acc
	fair := 1 / float64(len(a.Seats.Labels()))
	var out []sim.Headline
	for i, l := range a.Corporations.Labels() {
		out = append(out, sim.Headline{Label: l, Rate: a.Corporations.At(i), Fair: fair})
	}
	for i, l := range a.Seats.Labels() {
		out = append(out, sim.Headline{Label: "seat " + l, Rate: a.Seats.At(i), Fair: fair})
	}
	return out
}
