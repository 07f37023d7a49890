package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// phaseScores scores each phase card for Planning: every chosen phase
// happens for everyone, so a phase is worth its bonus, plus what it gives
// the bot times the chance that nobody else chooses it (the others cannot
// repeat last round's card, which is public), less a share of what it
// gives the others.
func (h *Heuristic) phaseScores(v *expedition.View) [expedition.NumPhases + 1]float64 {
	value, bonus := h.phaseValues(v)
	others := h.othersSkip(v)
	opp := h.opponentGains(v)
	var scores [expedition.NumPhases + 1]float64
	dummy := v.DummyPhase()
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		if ph == dummy {
			others[ph] = 0 // the dummy hand's phase resolves anyway: only the bonus counts
		}
		if ver := v.PhaseCard(v.Player(), ph); ver != expedition.PhaseBase {
			bonus[ph] += h.upgradedBonus(v, ph, ver)
		}
		scores[ph] = bonus[ph] + (value[ph]-h.w.t.rivalry*opp[ph])*others[ph]
	}
	return scores
}

// phaseValues returns what each phase gives the bot this round if it
// resolves, and what its bonus adds when the bot chose it: the cards of
// its hand it can play and pay for (selling its least useful cards), its
// actions and standard projects, its income, and cards to draw.
func (h *Heuristic) phaseValues(v *expedition.View) (value, bonus [expedition.NumPhases + 1]float64) {
	h.rankHand(v)
	w := &h.w
	funds := h.canPay() + h.spareSales(v)
	var green, greenBonus float64 // best green play, without and with the 3 MC off
	var other [2]float64          // best two blue or red plays
	var otherCost [2]int
	for _, id := range h.handIDs {
		if !h.requirementsMet(v, id) {
			continue
		}
		c := v.Catalogue().Card(id)
		cost := h.cardCost(v, id)
		val := h.cardValue(v, id)
		if c.Color == cards.Green {
			if cost <= funds {
				green = max(green, val-float64(cost)*w.mc)
			}
			if off := max(cost-3, 0); off <= funds {
				greenBonus = max(greenBonus, val-float64(off)*w.mc)
			}
			continue
		}
		if cost > funds {
			continue
		}
		n := val - float64(cost)*w.mc
		switch {
		case n > other[0]:
			other[1], otherCost[1] = other[0], otherCost[0]
			other[0], otherCost[0] = n, cost
		case n > other[1]:
			other[1], otherCost[1] = n, cost
		}
	}
	if otherCost[0]+otherCost[1] > funds {
		other[1] = 0 // not both
	}
	value[expedition.PhaseDevelopment] = green
	bonus[expedition.PhaseDevelopment] = greenBonus - green
	value[expedition.PhaseConstruction] = other[0]
	bonus[expedition.PhaseConstruction] = max(other[1], w.card)
	value[expedition.PhaseAction], bonus[expedition.PhaseAction] = h.actionWorth(v)
	value[expedition.PhaseProduction] = h.income(&h.me)
	bonus[expedition.PhaseProduction] = 4 * w.mc
	value[expedition.PhaseResearch] = w.t.research * w.card
	bonus[expedition.PhaseResearch] = w.t.researchBonus * w.card
	return value, bonus
}

// spareSales returns the MC the bot would raise by selling the cards it
// does not mean to play.
func (h *Heuristic) spareSales(v *expedition.View) int {
	n := 0
	for _, id := range h.handIDs {
		if h.keepWorth(v, id) < float64(v.SellPrice()) {
			n++
		}
	}
	return n * v.SellPrice()
}

// income returns what a Production phase gives a player, in MC to the bot.
func (h *Heuristic) income(info *expedition.PlayerInfo) float64 {
	w := &h.w
	return float64(info.TR+info.Production[cards.MC])*w.mc + float64(info.Production[cards.Heat])*w.heat +
		float64(info.Production[cards.Plants])*w.plant + float64(info.Production[cards.Cards])*w.card
}

// othersSkip returns, for each phase, the chance that no other player
// chooses it, by the tuning's prior shares and last round's cards.
func (h *Heuristic) othersSkip(v *expedition.View) [expedition.NumPhases + 1]float64 {
	var others [expedition.NumPhases + 1]float64
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		others[ph] = 1
	}
	prior := &h.w.t.prior
	for q := 0; q < v.Players(); q++ {
		if q == v.Player() {
			continue
		}
		prev := v.Previous(q)
		total := 0.0
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			if ph != prev {
				total += prior[ph]
			}
		}
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			if ph != prev {
				others[ph] *= 1 - prior[ph]/total
			}
		}
	}
	return others
}

// opponentGains estimates, for each phase, what it gives the other
// players on average, from what everybody sees of them.
func (h *Heuristic) opponentGains(v *expedition.View) [expedition.NumPhases + 1]float64 {
	var gains [expedition.NumPhases + 1]float64
	if h.w.t.rivalry == 0 || v.Players() < 2 {
		return gains
	}
	t := &h.w.t
	for q := 0; q < v.Players(); q++ {
		if q == v.Player() {
			continue
		}
		info := h.info(v, q)
		hand := min(float64(v.HandSize(q))/4, 1)
		money := min(float64(info.MC)/12, 1)
		gains[expedition.PhaseDevelopment] += t.rivalPlay * hand * money
		gains[expedition.PhaseConstruction] += t.rivalPlay * hand * money
		gains[expedition.PhaseAction] += t.rivalAction * float64(info.Colors[cards.Blue])
		gains[expedition.PhaseProduction] += h.income(info)
		gains[expedition.PhaseResearch] += t.research * h.w.card
	}
	n := float64(v.Players() - 1)
	for ph := range gains {
		gains[ph] /= n
	}
	return gains
}

// actionWorth estimates what the Action phase gives the bot, and what its
// bonus (one action again) adds: its cards' actions, and its corporation's
// (Hyperion Systems' in Discovery; the fixed figures of upgrade_flat.go
// leave it out), whose "if chose action" part comes with the bonus.
func (h *Heuristic) actionWorth(v *expedition.View) (worth, repeat float64) {
	total := 0.0
	for _, id := range h.tableau {
		c := v.Catalogue().Card(id)
		best := 0.0
		for i := range c.Actions {
			best = max(best, h.option(v, &c.Actions[i], c.Holds, vpPerResource(&h.w, c.VP)))
		}
		total += best
		repeat = max(repeat, best)
	}
	w := &h.w
	repeat *= w.t.actionPhase
	corp := 0.0
	if !w.t.flatUpgrades {
		// The corporation's action (Hyperion Systems') is free: it is used in
		// every Action phase, again with the bonus, and its "if chose
		// action" part is the chooser's.
		always, chosen := h.corporationAction(v)
		corp = always
		repeat = max(repeat, chosen) + chosen - always
	}
	conversions := float64(h.me.Heat/8)*w.step[cards.Temperature] + float64(h.me.Plants/h.forestPlants)*w.forest
	projects := 0.0
	spare := float64(h.canPay()) - h.reserve(v)
	if best := h.bestStandard(); best > 0 && spare >= 14 {
		projects = best * float64(int(spare)/15)
	}
	return w.t.actionPhase*total + corp + w.t.conversions*conversions + projects + 1, repeat
}

// corporationAction returns what one use of the bot's corporation's action
// is worth in an Action phase another player chose, and in one the bot
// chose (0 and 0 without one).
func (h *Heuristic) corporationAction(v *expedition.View) (always, chosen float64) {
	corp := h.me.Corporation
	if corp < 0 {
		return 0, 0
	}
	c := v.Catalogue().Corporation(corp)
	if len(c.Actions) == 0 {
		return 0, 0
	}
	was := h.choosing
	defer func() { h.choosing = was }()
	for k, into := range [2]*float64{&always, &chosen} {
		h.choosing = int8(2*k - 1)
		for i := range c.Actions {
			*into = max(*into, h.option(v, &c.Actions[i], c.Holds, vpPerResource(&h.w, c.VP)))
		}
	}
	return always, chosen
}

// bestStandard returns the net worth of the best standard project paid in
// MC.
func (h *Heuristic) bestStandard() float64 {
	best := 0.0
	for _, k := range [...]int{expedition.StdForestMC, expedition.StdTempMC, expedition.StdOceanMC, expedition.StdInfraMC} {
		if h.standardOpen(k) {
			best = max(best, h.standard(k))
		}
	}
	return best
}

// standardOpen reports whether a standard project still does anything.
func (h *Heuristic) standardOpen(k int) bool {
	switch k {
	case expedition.StdTempMC, expedition.StdTempHeat:
		return h.w.left[cards.Temperature] > 0
	case expedition.StdOceanMC:
		return h.w.left[cards.Oceans] > 0
	case expedition.StdInfraMC, expedition.StdInfraHeat:
		return h.w.left[cards.Infrastructure] > 0
	}
	return true
}
