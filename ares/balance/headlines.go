package balance

import (
	"strings"

	"github.com/aresim/aresim/sim"
)

// Headlines lists a study's headline rates, for comparing runs of the
// same study under different bots (`aresim compare`): each entrant's win
// rate against the field, labelled by its faction alone when the study
// has one bot, whose fair share is (1 − the draw share)/sides, and the
// first player's share of decisive games, whose fair share is 1/sides
// (sides: the players, or two teams).
func Headlines(s sim.Summary[*Acc]) []sim.Headline {
	a := s.Acc
	seats := len(a.Seats.Labels()) - 1
	sides := float64(seats)
	if strings.Contains(" "+s.Fingerprint+" ", " mode=team ") {
		sides = 2
	}
	draws := a.Seats.Share(seats).Value()
	if a.Seats.Total() == 0 {
		draws = 0
	}
	labels := a.Field.Labels()
	bot := func(label string) string { _, b, _ := strings.Cut(label, "/"); return b }
	oneBot := true
	for _, l := range labels {
		oneBot = oneBot && bot(l) == bot(labels[0])
	}
	var out []sim.Headline
	for i, l := range labels {
		if oneBot {
			l, _, _ = strings.Cut(l, "/")
		}
		out = append(out, sim.Headline{Label: l, Rate: a.Field.At(i), Fair: (1 - draws) / sides})
	}
	return append(out, sim.Headline{Label: "first player", Rate: a.FirstPlayer(), Fair: 1 / sides})
}
