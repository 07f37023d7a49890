package bot

import "github.com/aresim/aresim/ares"

// This file holds the heuristic bot's Full Game decisions: Special cards,
// Power at Construction, Raids and their rewards, the Tactical Brain's
// switch, and joining a teammate's attack.

// specialScore rates playing hand card h face up as a Special card, in
// the unit of a resource's score (specialValue, scaled as resources are).
func (h *Heuristic) specialScore(v *ares.State, me int, c *turnContext, a ares.Action) float64 {
	sc := h.specialValue(v, me, c, a)
	if sc > 0 {
		sc *= h.t.special
	}
	return sc
}

// specialValue is what playing Special card a adds, in a resource's
// value: Power where there is something to spend it on, abilities
// attached to a Force in proportion to its units (those that cost Power,
// as far as the Power to buy them comes), a unit evolved, resources.
func (h *Heuristic) specialValue(v *ares.State, me int, c *turnContext, a ares.Action) float64 {
	d := v.HandDef(me, int(a.Card))
	if d == nil || d.Effect == nil {
		return -1
	}
	vals := c.vals
	switch d.Effect.Kind {
	case ares.EffectPower:
		if c.powerUses == 0 {
			return 0.05
		}
		return 0.3
	case ares.EffectUpgrade:
		if c.powerUses == 0 {
			return 0.02
		}
		return 0.2
	case ares.EffectTactical:
		return 0.25
	case ares.EffectGainPower:
		if c.powerUses == 0 {
			return 0
		}
		return 0.1 * float64(d.Effect.Amount)
	case ares.EffectBonusResources:
		return float64(d.Effect.Amount) * c.slotGain[a.Target] * 0.9
	case ares.EffectAttach:
		sl := v.Slot(me, int(a.Target))
		u := v.SlotUnit(me, int(a.Target))
		if !ares.FightingUnit(u) || u.BaseDefense {
			return -0.5
		}
		n := float64(sl.Units) + float64(unitsFor(sl.Resources, u))
		m := d.Effect.Modifier
		gain := 0.0
		switch {
		case m.Tough && !u.Tough:
			gain = 0.8
		case m.Rating > 0 || m.VsRating > 0:
			gain = 0.3
		case m.Shield > 0:
			gain = 0.25 / (n + 1) * 4
		case m.Scouting > 0:
			gain = 0.1
		}
		if m.Power > 0 {
			// Power to buy it at the next Construction, as far as it comes.
			have := float64(v.Power(me) + powerMade(v, me))
			gain *= min(1, max(0.25, have/float64(powerWanted(v, me)+int(m.Power))))
		}
		return gain * vals.unit[sl.Unit] * n
	case ares.EffectEvolve:
		sl := v.Slot(me, int(a.Target))
		next := v.Evolved(me, int(a.Target))
		if next == nil {
			return -1
		}
		cur := vals.unit[sl.Unit]
		n := float64(sl.Units) + 1
		return (unitValueVs(next, &c.enemyMix) - cur) * n
	}
	return -1
}

// constructionScore rates a Construction decision: buy every ability the
// battle can use, turn Eggs into Power while that buys something, never
// remove an Evolve card.
func constructionScore(v *ares.State, me int, a ares.Action) float64 {
	switch a.Kind {
	case ares.ActPower:
		sl := v.Slot(me, int(a.Target))
		return 1 + float64(sl.Units)
	case ares.ActConvert:
		if v.Power(me) < 2 {
			return 0.5 // Power keeps the Evolve cards and buys abilities
		}
		return -0.1
	case ares.ActUnevolve:
		return -1
	}
	return 0 // ActConstructed
}

// raidPickScore rates a Force for a Raid: its units' value.
func (h *Heuristic) raidPickScore(v *ares.State, me int, a ares.Action) float64 {
	info := v.BattleInfo()
	first := info.Attacker
	if !v.Teammate(me, info.Attacker) {
		first = info.Defender
	}
	p, k, ok := v.SlotRef(first, a.Target)
	if !ok {
		return 0
	}
	u := v.SlotUnit(p, k)
	if u == nil {
		return 0
	}
	sl := v.Slot(p, k)
	return float64(sl.Units) * unitValue(u)
}

// rewardScore prefers a Scoring card, then destroying a building, then
// Bonus Resources, onto the building where a resource gains most (a
// resource stack, a building waiting on its stack and the like gain
// least).
func (h *Heuristic) rewardScore(v *ares.State, a ares.Action) float64 {
	switch a.Arg {
	case ares.RewardScoring:
		return 3
	case ares.RewardDestroy:
		return 2
	}
	p, k, ok := v.SlotRef(v.BattleInfo().Attacker, a.Target)
	if !ok {
		return 1
	}
	u, unit, units, res := v.SlotStock(p, k)
	vals := h.values.of(v.Faction(p), v.Faction(h.enemyOf(v, p)))
	return 1 + 0.1*slotGain(v, p, k, u, stock{unit, units, res}, vals, h.t.costPower)
}

// spendScore rates spending a.Arg Power on a special Attack when the
// battle is set up (rerolls or Barrage dice): as much as the card allows,
// less the Power the bot's next Construction would want for its powered
// abilities beyond what that Construction generates.
func spendScore(v *ares.State, me int, a ares.Action) float64 {
	keep := powerWanted(v, me) - powerMade(v, me)
	want := max(v.Power(me)-max(keep, 0), 0)
	off := int(a.Arg) - want
	if off < 0 {
		off = -off
	}
	return -float64(off)
}

// powerWanted counts the Power player p's abilities can use at one
// Construction: powered units and attached cards with a cost.
func powerWanted(v *ares.State, p int) int {
	n := 0
	for k := 0; k < v.BaseSlots(p); k++ {
		if u := v.SlotUnit(p, k); u != nil && u.Powered != nil && v.Slot(p, k).Units > 0 {
			n += int(u.Powered.Power)
		}
		for i := 0; i < ares.MaxAttached; i++ {
			if d := v.AttachedCard(p, k, i); d != nil && d.Effect != nil && d.Effect.Modifier != nil {
				n += int(d.Effect.Modifier.Power)
			}
		}
	}
	return n
}

// powerMade estimates the Power player p's base generates at one
// Construction: its Power units and its Power Special Buildings.
func powerMade(v *ares.State, p int) int {
	n := 0
	for k := 0; k < v.BaseSlots(p); k++ {
		if u := v.SlotUnit(p, k); u != nil {
			n += int(u.Power) * v.Slot(p, k).Units
		} else if d := v.SlotCard(p, k); d != nil && d.Effect != nil && d.Effect.Kind == ares.EffectPower {
			n += int(d.Effect.Amount)
		}
	}
	return n
}

// switchScore rates a Tactical Brain switch: how much better the two
// Forces match the enemies facing them after it.
func switchScore(b *ares.Battle, a ares.Action) float64 {
	if a.Arg == 1 {
		return 0
	}
	f, g := int(a.Force), int(a.Target)
	if b.Force(f).Rank() != 0 || b.Force(g).Rank() != 0 {
		return -0.1
	}
	ef, eg := enemyFront(b, f), enemyFront(b, g)
	before, after := 0.0, 0.0
	if ef >= 0 {
		before += matchValue(b, f, ef)
		after += matchValue(b, g, ef)
	}
	if eg >= 0 {
		before += matchValue(b, g, eg)
		after += matchValue(b, f, eg)
	}
	return after - before - 0.05
}

// enemyFront returns the enemy front-line Force in Force i's column, or -1.
func enemyFront(b *ares.Battle, i int) int {
	col, side := b.Force(i).Column(), b.Force(i).Side()
	for j := 0; j < b.NumForces(); j++ {
		e := b.Force(j)
		if e.Side() != side && e.InBattle() && e.Column() == col && e.Rank() == 0 {
			return j
		}
	}
	return -1
}

// raidScore rates a Raid on target q: its Attack card scores for the
// Frontier's controller (never a Surprise, Ruling A22), and a won Raid
// takes two rewards, a Scoring card of the defender's first. The odds are
// those of the bot's best Raid Force against the best Force the defender
// may pick.
func (h *Heuristic) raidScore(v *ares.State, c *turnContext, a ares.Action) float64 {
	me, q := c.me, int(a.Target)
	card := 0.0
	switch {
	case v.ControlsFrontier(me):
		card = 1
	case v.Frontier() >= 0:
		card = -1
	}
	var sb simBattle
	sb.reset(3)
	h.addSide(v, me, useRaid, ares.Attacker, &sb)
	sb.keepBest(ares.Attacker)
	if sb.n == 0 {
		return scorePerPoint * (card - 0.2) // no Force to raid with: the card is all
	}
	h.addEnemy(v, q, useRaidDefense, ares.Defender, &sb)
	sb.keepBest(ares.Defender)
	r := sb.run()
	prize := 0.3 + 0.45 // destroy a building, three Bonus Resources
	if v.ScoringCards(q) > 0 || (v.Mode() == ares.Team && v.ScoringCards(q^1) > 0) {
		prize = 2 + 0.45
	}
	return scorePerPoint * (card + r.win*prize - h.battleCost(&r))
}
