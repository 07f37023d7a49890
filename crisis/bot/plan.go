package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// Planning as a team. A phase chosen by anyone resolves for everyone, so a
// phase is worth what it gives the whole team (Ruling C8: the table is
// open, and Planning is played in seat order, each seeing the choices
// before theirs). The bot values every phase for every player, then looks
// for the choices of the players still to choose, itself first, that give
// the team the most: one Action chooser is enough for all to raise the
// metrics, Production pays every player.

// phaseValues is what each phase gives one seat: the phase resolving, and
// the bonus of choosing it.
type phaseValues struct {
	value, bonus [expedition.NumPhases + 1]float64
}

// seatPhases values the phases for the seat whose appraiser a is. Action's
// raising is the team's and counted once (teamAction).
func (h *Heuristic) seatPhases(v *crisis.View, a *appraiser) phaseValues {
	var pv phaseValues
	g := a.g
	me := a.me
	var green, other [2]float64
	h.ids = g.Hand(h.ids[:0])
	for _, id := range h.ids {
		c := g.Catalogue().Card(id)
		cost := g.CardCost(id)
		if cost > me.MC+heatMC(me) || !g.RequirementsMet(id) {
			continue
		}
		n := a.r.t.cardShare*(a.worth(id)-float64(cost)) + a.r.goalValue(v, c)
		best := &other
		if c.Color == cards.Green {
			best = &green
		}
		if n > best[0] {
			best[0], best[1] = n, best[0]
		} else if n > best[1] {
			best[1] = n
		}
	}
	r := a.r
	pv.value[expedition.PhaseDevelopment] = max(green[0], 0)
	pv.value[expedition.PhaseConstruction] = max(other[0], 0)
	if green[0] > -3 && v.RoundMods().NoBonus&(1<<expedition.PhaseDevelopment) == 0 {
		pv.bonus[expedition.PhaseDevelopment] = 3
	}
	pv.bonus[expedition.PhaseConstruction] = max(other[1], r.card)
	actions, repeat := h.seatActions(a)
	pv.value[expedition.PhaseAction] = actions
	pv.bonus[expedition.PhaseAction] = repeat
	pv.value[expedition.PhaseProduction] = float64(me.TR+me.Production[cards.MC]) + float64(me.Production[cards.Heat])*a.unit(cards.Heat) +
		float64(me.Production[cards.Plants])*r.plant + float64(me.Production[cards.Cards])*r.card
	pv.bonus[expedition.PhaseProduction] = 4
	pv.value[expedition.PhaseResearch] = r.card + 1.5
	pv.bonus[expedition.PhaseResearch] = 1.5*r.card + 1
	return pv
}

// heatMC is the heat a player may spend as MC.
func heatMC(me *expedition.PlayerInfo) int {
	if me.HeatAsMC {
		return me.Heat
	}
	return 0
}

// seatActions is what the actions of the seat's cards give in an Action
// phase, and what the bonus (one of them again) adds.
func (h *Heuristic) seatActions(a *appraiser) (total, repeat float64) {
	g := a.g
	cat := g.Catalogue()
	h.tab = g.Tableau(g.Player(), h.tab[:0])
	for _, id := range h.tab {
		c := cat.Card(id)
		best := 0.0
		for i := range c.Actions {
			best = max(best, a.option(&c.Actions[i], a.perResource(c.VP)))
		}
		total += best
		repeat = max(repeat, best)
	}
	if a.me.Corporation >= 0 {
		corp := cat.Corporation(a.me.Corporation)
		opts := corp.Actions
		if g.Players() == 1 && len(corp.SoloActions) > 0 {
			opts = corp.SoloActions
		}
		best := 0.0
		for i := range opts {
			best = max(best, a.option(&opts[i], a.perResource(corp.VP)))
		}
		total += best
		repeat = max(repeat, best)
	}
	return total, repeat
}

// teamAction is what the team gains by raising the metrics in an Action
// phase this round, over waiting a round: the danger each step takes away
// and a round of its TR, the cheapest payments first (heat and plants,
// then MC), within what the players have; and the Action-phase goals they
// can pay.
func (h *Heuristic) teamAction(v *crisis.View) float64 {
	r := &h.r
	var heat, plants, mc int
	for q := 0; q < v.Players(); q++ {
		in := h.info(v, q)
		heat += in.Heat / 8 * 8
		plants += in.Plants / 8 * 8
		mc += in.MC
	}
	total := 0.0
	for par := cards.Param(0); par < metrics; par++ {
		for k := 0; k < r.gap[par]; k++ {
			l := r.level[par] + k
			// Waiting a round costs the danger of this step and its TR once.
			gain := r.danger(par, l) - r.danger(par, l+1) + r.saves(par, l) + 1 + r.raiseGoals(v, par)*0.5
			if r.last {
				gain += 25
			}
			switch {
			case par == cards.Temperature && heat >= 8:
				heat -= 8
			case par == cards.Oxygen && plants >= 8:
				plants -= 8
			case mc >= int(price[par]):
				mc -= int(price[par])
				gain -= 0.25 * price[par]
			default:
				gain = 0
			}
			if gain > 0 {
				total += gain
			}
		}
	}
	return total
}

// planPhase returns the phase the bot chooses: the best choice of the
// players still to choose, itself first.
func (h *Heuristic) planPhase(v *crisis.View) int {
	g := v.Game()
	n := v.Players()
	me := g.Player()
	mods := v.RoundMods()
	running := mods.Extra
	var choosers [crisis.MaxPlayers]int
	k := 0
	for i := 0; i < n; i++ {
		q := (g.FirstPlayer() + i) % n
		if ch := h.info(v, q).Chosen; ch != 0 && q != me {
			running |= 1 << ch
		} else if q == me || k > 0 {
			choosers[k] = q
			k++
		}
	}
	var pvs [crisis.MaxPlayers]phaseValues
	var team [expedition.NumPhases + 1]float64
	var vals valuesKey
	shared := false
	if h.team != nil && v.Game().Stage() == expedition.StagePlanning {
		vals, shared = h.r.valuesKeyOf(v)
	}
	for q := 0; q < n; q++ {
		if shared {
			pvs[q] = h.team.seatPhases(h, v, &vals, h.seat(v, q), q)
		} else {
			pvs[q] = h.seatPhases(v, h.seat(v, q))
		}
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			team[ph] += pvs[q].value[ph]
		}
	}
	team[expedition.PhaseAction] += h.teamAction(v)
	var allowed [crisis.MaxPlayers]uint8
	for i := 0; i < k; i++ {
		q := choosers[i]
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			if ph != h.info(v, q).Previous && (mods.Forbidden|mods.PlayerForbidden[q])&(1<<ph) == 0 {
				allowed[i] |= 1 << ph
			}
		}
	}
	// The best total from chooser i on, with the phases of set resolving:
	// each chooser adds its bonus and its phase to the set; at the end the
	// set's phases count once each.
	var memo [crisis.MaxPlayers + 1][1 << (expedition.NumPhases + 1)]float64
	var done [crisis.MaxPlayers + 1][1 << (expedition.NumPhases + 1)]bool
	var total func(i int, set uint8) float64
	total = func(i int, set uint8) float64 {
		if done[i][set] {
			return memo[i][set]
		}
		best := -1.0
		if i == k {
			best = 0
			for ph := 1; ph <= expedition.NumPhases; ph++ {
				if set&(1<<ph) != 0 {
					best += team[ph]
				}
			}
		} else {
			for ph := 1; ph <= expedition.NumPhases; ph++ {
				if allowed[i]&(1<<ph) != 0 {
					best = max(best, pvs[choosers[i]].bonus[ph]+total(i+1, set|1<<ph))
				}
			}
		}
		memo[i][set], done[i][set] = best, true
		return best
	}
	best, bestScore := 0, -1.0
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		if allowed[0]&(1<<ph) != 0 {
			if sc := pvs[me].bonus[ph] + total(1, running|1<<ph); sc > bestScore {
				best, bestScore = ph, sc
			}
		}
	}
	return best
}

// dummyPhase returns the phase the solo player picks on the dummy card
// shown (Ruling C6): the best plan of the dummy cards still to pick and the
// player's own phase card.
func (h *Heuristic) dummyPhase(v *crisis.View) int {
	g := v.Game()
	me := g.Player()
	mods := v.RoundMods()
	pv := h.seatPhases(v, h.seat(v, me))
	team := pv.value
	team[expedition.PhaseAction] += h.teamAction(v)
	var mine uint8 // the waiting card's phases
	for _, a := range h.buf {
		mine |= 1 << a.Index
	}
	var other uint8 // another revealed card not picked yet
	picked := 0
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		if mods.Extra&(1<<ph) != 0 {
			picked++
		}
	}
	h.ids = v.DummyRevealed(h.ids[:0])
	if len(h.ids) == 2 && picked == 0 {
		for _, c := range h.ids {
			ph := v.DummyCard(c)
			set := uint8(1<<ph[0] | 1<<ph[1])
			if set != mine || other != 0 {
				other = set
			}
		}
		if other == 0 {
			other = mine
		}
	}
	var own uint8
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		if ph != h.info(v, me).Previous && (mods.Forbidden|mods.PlayerForbidden[me])&(1<<ph) == 0 {
			own |= 1 << ph
		}
	}
	best, bestScore := 0, -1.0
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		if mine&(1<<ph) == 0 {
			continue
		}
		for o := 0; o <= expedition.NumPhases; o++ {
			if other != 0 && (o == 0 || other&(1<<o) == 0) || other == 0 && o != 0 {
				continue
			}
			for p := 1; p <= expedition.NumPhases; p++ {
				if own&(1<<p) == 0 {
					continue
				}
				set := mods.Extra | 1<<ph | 1<<p
				if o != 0 {
					set |= 1 << o
				}
				score := pv.bonus[p]
				for x := 1; x <= expedition.NumPhases; x++ {
					if set&(1<<x) != 0 {
						score += team[x]
					}
				}
				if score > bestScore {
					best, bestScore = ph, score
				}
			}
		}
	}
	return best
}
