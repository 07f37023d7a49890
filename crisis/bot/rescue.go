package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// rescue is the team's plan for the next Check metrics and the Crisis
// step after it: the steps each metric needs for sure (out of purple, as
// the check comes before any lowering, Ruling C10, and above what the
// Crisis cards in play lower for sure, which a track without the steps
// cannot take), and who pays each. A player pays with heat or plants when
// they have a conversion's worth, else in MC, from their MC (and heat
// that pays as MC) and the cards they can sell: each step goes to the
// player with the most left over after paying it, so that the team pays
// as many steps as it can. The steps nobody can pay are short.
type rescue struct {
	steps [metrics]int
	mc    [crisis.MaxPlayers]int // MC each player is to pay
	short int                    // steps nobody can pay
}

// rescuePlan works out the team's rescue from the table v shows.
func (h *Heuristic) rescuePlan(v *crisis.View) rescue {
	var p rescue
	r := &h.r
	any := false
	for par := cards.Param(0); par < metrics; par++ {
		for l := r.level[par]; l < expedition.ParamMax(par) && r.saves(par, l) > 0; l++ {
			p.steps[par]++
			any = true
		}
	}
	if !any {
		return p
	}
	n := v.Players()
	var heat, plants, money, forest, discount [crisis.MaxPlayers]int
	for q := 0; q < n; q++ {
		in := h.info(v, q)
		s := h.seat(v, q)
		heat[q], plants[q] = in.Heat, in.Plants
		money[q] = in.MC + heatMC(in) + s.g.SellPrice()*s.g.HandSize(q)
		forest[q] = 8 + s.forestPlants()
		discount[q] = s.standardDiscount()
	}
	for par := cards.Param(0); par < metrics; par++ {
	steps:
		for k := 0; k < p.steps[par]; k++ {
			for q := 0; q < n; q++ {
				switch {
				case par == cards.Temperature && heat[q] >= 8:
					heat[q] -= 8
					continue steps
				case par == cards.Oxygen && plants[q] >= forest[q]:
					plants[q] -= forest[q]
					continue steps
				}
			}
			best, bestLeft := -1, 0
			for q := 0; q < n; q++ {
				cost := int(price[par]) - discount[q]
				if left := money[q] - cost; left >= 0 && (best < 0 || left > bestLeft) {
					best, bestLeft = q, left
				}
			}
			if best < 0 {
				p.short++
				continue
			}
			cost := money[best] - bestLeft
			money[best] = bestLeft
			p.mc[best] += cost
		}
	}
	return p
}
