package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// stateHand writes my hand's group: my cards in hand and revealed, and my
// phase cards.
func stateHand(w *writer, v *expedition.View, me *expedition.PlayerInfo) {
	var buf [expedition.MaxCards]int
	cat := v.Catalogue()
	var colors [cards.NumColors]int
	var tags [cards.NumTags]int
	var prod [cards.NumResources]int
	met, payable, actions, fixedVP, varVP, costs := 0, 0, 0, 0, 0, 0
	least := -1
	hand := v.Hand(buf[:0])
	for _, id := range hand {
		c := cat.Card(id)
		colors[c.Color]++
		for _, t := range c.Tags {
			tags[t]++
		}
		for i := range c.Effect {
			if op := &c.Effect[i]; op.Code == cards.OpProduction && !op.X {
				prod[op.Res] += int(op.N)
			}
		}
		cost := v.CardCost(id)
		costs += cost
		if least < 0 || cost < least {
			least = cost
		}
		ok := v.RequirementsMet(id)
		if ok {
			met++
		}
		if ok && cost <= spendable(me, c) {
			payable++
		}
		if c.HasAction() {
			actions++
		}
		fixedVP += int(c.VP.Fixed)
		if c.VP.IsVariable() {
			varVP++
		}
	}
	for c := cards.Color(0); c < cards.NumColors; c++ {
		w.scaled(colors[c], 8)
	}
	w.scaled(met, 10)
	w.scaled(payable, 10)
	w.scaled(max(least, 0), 30)
	w.scaled(costs/max(len(hand), 1), 30)
	w.scaled(fixedVP, 10)
	w.scaled(varVP, 5)
	for t := cards.Tag(0); t < cards.NumTags; t++ {
		w.scaled(tags[t], 6)
	}
	for r := cards.Resource(0); r < cards.NumResources; r++ {
		w.scaled(prod[r], 10)
	}
	w.scaled(actions, 5)
	w.scaled(len(v.Revealed(buf[:0])), 5)
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		k := v.PhaseCard(v.Player(), ph)
		w.flag(k == expedition.PhaseUpgradeA)
		w.flag(k == expedition.PhaseUpgradeB)
	}
}

// spendable returns roughly what I can pay for card c now: my MC, my heat
// if it counts as MC, my steel for a building and my titanium for a space
// card at their printed values.
func spendable(me *expedition.PlayerInfo, c *cards.Card) int {
	n := me.MC
	if me.HeatAsMC {
		n += me.Heat
	}
	if c.TagMask.Has(cards.TagBuilding) {
		n += 2 * me.Steel
	}
	if c.TagMask.Has(cards.TagSpace) {
		n += 3 * me.Titanium
	}
	return n
}

// stateOthers writes the opponents' summary.
func stateOthers(w *writer, v *expedition.View, me, n int, infos *[expedition.MaxPlayers]expedition.PlayerInfo,
	scores *[expedition.MaxPlayers]expedition.Score, worths *[expedition.MaxPlayers]float64) {
	bestVP, bestTR, hands, bestHand, bestIncome := -1, -1, 0, 0, 0
	sumVP, sumTR := 0, 0
	bestWorth, ahead, reward := worths[me], 0.0, 0.0
	seen := false
	curve := leafCurve(n, progress(v))
	for q := 0; q < n; q++ {
		if q == me {
			continue
		}
		sc := &scores[q]
		if bestVP < 0 || sc.Total > bestVP {
			bestVP = sc.Total
		}
		if sc.TR > bestTR {
			bestTR = sc.TR
		}
		if !seen || worths[q] > bestWorth {
			bestWorth = worths[q]
		}
		seen = true
		sumVP += sc.Total
		sumTR += sc.TR
		h := v.HandSize(q)
		hands += h
		bestHand = max(bestHand, h)
		bestIncome = max(bestIncome, infos[q].TR+infos[q].Production[cards.MC])
		switch c := cmpScore(*sc, scores[me]); {
		case c > 0:
			ahead++
		case c == 0:
			ahead += 0.5
		}
		reward += curve.Prob(worths[me] - worths[q])
	}
	others := float32(max(n-1, 1))
	if !seen { // a game of one (a mode's): nobody to compare with
		bestVP, bestTR = scores[me].Total, scores[me].TR
	}
	w.scaled(bestVP, 60)
	w.put(clip(float32(sumVP) / others / 60))
	w.scaled(bestTR, 40)
	w.put(clip(float32(sumTR) / others / 40))
	w.put(clip(float32(bestWorth) / 60))
	w.scaled(hands, 20)
	w.scaled(bestHand, 10)
	w.scaled(bestIncome, 40)
	w.scaled(scores[me].Total-bestVP, 20)
	w.put(clip(float32(worths[me]-bestWorth) / 20))
	w.put(float32(ahead) / others)
	w.put(float32(reward) / others)
	w.scaled(max(n-3, 0), 3)
}

// stateTiles writes the milestones and awards group (zeros without them).
func stateTiles(w *writer, v *expedition.View, me, n int) {
	t := v.Tiles()
	if t.NumMilestones == 0 && t.NumAwards == 0 {
		w.zeros(fTiles)
		return
	}
	counts := v.TileCounts()
	cat := v.Catalogue()
	for i := 0; i < expedition.TilesInPlay; i++ {
		if i >= t.NumMilestones {
			w.zeros(5)
			continue
		}
		need := float32(max(cat.Milestones[t.Milestones[i]].N, 1))
		best := 0
		for q := 0; q < n; q++ {
			if q != me {
				best = max(best, counts.Milestones[i][q])
			}
		}
		w.flag(t.Open&(1<<i) != 0)
		w.flag(t.Has[me]&(1<<i) != 0)
		w.flag(t.Holder[i] >= 0 && t.Holder[i] != me)
		w.put(clip(float32(counts.Milestones[i][me]) / need))
		w.put(clip(float32(best) / need))
	}
	for i := 0; i < expedition.TilesInPlay; i++ {
		if i >= t.NumAwards {
			w.zeros(3)
			continue
		}
		mine, best := counts.Awards[i][me], 0
		for q := 0; q < n; q++ {
			if q != me {
				best = max(best, counts.Awards[i][q])
			}
		}
		place := v.AwardPlace(i, me)
		w.flag(place == 1)
		w.flag(place == 2)
		w.put(float32(mine-best) / float32(max(mine, best, 1)))
	}
}

// owns reports whether source src is mine: my corporation or a card in my
// tableau.
func owns(v *expedition.View, src int, me *expedition.PlayerInfo) bool {
	if src >= cards.MaxProjectCards {
		return me.Corporation >= 0 && src == cards.MaxProjectCards+me.Corporation
	}
	var buf [expedition.MaxCards]int
	for _, id := range v.Tableau(v.Player(), buf[:0]) {
		if id == src {
			return true
		}
	}
	return false
}

// phaseFit returns how much choosing phase ph would give me now, on a
// scale of about 0 to 1: the green (Development) or blue and red
// (Construction) cards in hand I could play, the actions and conversions
// I could use (Action), my income (Production), the room in my hand
// (Research).
func phaseFit(v *expedition.View, ph int, me *expedition.PlayerInfo) float32 {
	switch ph {
	case expedition.PhaseDevelopment, expedition.PhaseConstruction:
		var buf [expedition.MaxCards]int
		cat := v.Catalogue()
		k := 0
		for _, id := range v.Hand(buf[:0]) {
			c := cat.Card(id)
			if (c.Color == cards.Green) == (ph == expedition.PhaseDevelopment) && v.RequirementsMet(id) &&
				v.CardCost(id) <= spendable(me, c) {
				k++
			}
		}
		return clip(float32(k) / 3)
	case expedition.PhaseAction:
		var buf [expedition.MaxCards]int
		cat := v.Catalogue()
		k := 0
		for _, id := range v.Tableau(v.Player(), buf[:0]) {
			if cat.Card(id).HasAction() {
				k++
			}
		}
		if me.Corporation >= 0 && len(cat.Corporation(me.Corporation).Actions) > 0 {
			k++
		}
		if me.Heat >= 8 {
			k++
		}
		if me.Plants >= 8 {
			k++
		}
		return clip(float32(k) / 4)
	case expedition.PhaseProduction:
		return clip(float32(me.TR+me.Production[cards.MC]) / 30)
	case expedition.PhaseResearch:
		return clip(float32(expedition.HandLimit-v.HandSize(v.Player())) / expedition.HandLimit)
	}
	return 0
}
