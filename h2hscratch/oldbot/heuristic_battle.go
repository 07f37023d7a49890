package oldbot

import "github.com/aresim/aresim/ares"

// This file holds the heuristic bot's battle decisions.

// battleContext fills c, which is zero, for a battle decision of player
// me among legal: each side's mix of unit types, me's side, whether it is
// a Reorganization, and each side's strength when a retreat is offered.
func battleContext(v *ares.State, me int, c *turnContext, legal []ares.Action) {
	b := v.Battle()
	c.mix = [2][4]float64{mixOf(b, ares.Attacker), mixOf(b, ares.Defender)}
	info := v.BattleInfo()
	c.side = ares.Attacker
	if info.Defender == me && info.Attacker != me {
		c.side = ares.Defender
	}
	retreat := false
	for _, a := range legal {
		if a.Kind == ares.ActPlace && b.Force(int(a.Force)).Column() >= 0 {
			c.reorg = true // Reorganization: a Force already in the line moves or stays
		}
		retreat = retreat || a.Kind == ares.ActRetreat
	}
	if retreat {
		for _, side := range [2]ares.Side{ares.Attacker, ares.Defender} {
			c.strength[side] = strengthAgainst(b, side, &c.mix[side.Other()])
		}
	}
}

func battleScore(v *ares.State, me int, c *turnContext, a ares.Action) float64 {
	b := v.Battle()
	side := c.side
	switch a.Kind {
	case ares.ActPlace:
		if c.reorg && ares.PlaceKind(a.Arg) == ares.PlaceGap {
			return 0 // moving an unopposed Force sideways rarely helps
		}
		return placeScore(b, side, &c.mix[side.Other()], a)
	case ares.ActRetreat:
		return retreatScore(b, c.strength[side], c.strength[side.Other()], a.Arg == 1)
	case ares.ActFire:
		return fireScore(b, &c.mix[side], a)
	case ares.ActReroll:
		return float64(a.Arg)
	case ares.ActEmergency:
		d := v.EmergencyCard(a)
		if d == nil {
			return -1
		}
		mine, theirs := sideStrength(b, ares.Defender), sideStrength(b, ares.Attacker)
		switch {
		case d.Kind != ares.AttackCard && mine < 1.3*theirs:
			return 1
		case d.Kind == ares.AttackCard && mine < 0.6*theirs:
			return 0.5
		}
		return -1
	case ares.ActEmergencyDone:
		return 0
	case ares.ActDestroy:
		p, k, ok := v.SlotRef(v.BattleInfo().Defender, a.Target)
		if !ok {
			return 0
		}
		sl := v.Slot(p, k)
		return float64(sl.Under + sl.Resources + 1)
	}
	return 0
}

// matchValue is how well Force f fares against Force e face to face:
// its expected damage share minus theirs.
func matchValue(b *ares.Battle, f, e int) float64 {
	fs, es := b.Force(f).Spec(), b.Force(e).Spec()
	mine := float64(b.Force(f).Units()) * hitChance(fs.Attack[es.Type]) / float64(b.Force(e).HitPoints()+1)
	theirs := float64(b.Force(e).Units()) * hitChance(es.Attack[fs.Type]) / float64(b.Force(f).HitPoints()+1)
	return mine - theirs
}

// placeScore rates a placement for side, whose enemy fields mix.
func placeScore(b *ares.Battle, side ares.Side, mix *[4]float64, a ares.Action) float64 {
	f := int(a.Force)
	sp := b.Force(f).Spec()
	val := power(&sp, mix) * float64(b.Force(f).Units())
	switch ares.PlaceKind(a.Arg) {
	case ares.PlaceMatch:
		return 10 + matchValue(b, f, int(a.Target))
	case ares.PlaceGap:
		// Lead with strong Forces; ends are alike.
		return val - 0.001*float64(a.Target)
	case ares.PlaceStay:
		return 0.05
	case ares.PlaceFlank:
		// Flanking behind the Force facing the enemy this Force hits best.
		best := -1.0
		for i := 0; i < b.NumForces(); i++ {
			e := b.Force(i)
			if e.Side() != side && e.InBattle() && e.Column() == int(a.Target) && e.Rank() == 0 {
				r := sp.Attack[e.Spec().Type]
				if !r.IsX() {
					best = hitChance(r+1) * float64(b.Force(f).Units())
				}
			}
		}
		return best
	}
	return 0
}

// retreatScore rates retreating (or not) with strength mine against
// theirs.
func retreatScore(b *ares.Battle, mine, theirs float64, retreat bool) float64 {
	hopeless := mine < 0.4*theirs
	if b.Round() == b.Rounds() {
		hopeless = false // staying loses no more, and fires back
	}
	if retreat == hopeless {
		return 1
	}
	return 0
}

// fireScore rates a target: the expected hits that count (no overkill),
// weighted by the damage the target deals per hit point.
func fireScore(b *ares.Battle, mine *[4]float64, a ares.Action) float64 {
	f := int(a.Force)
	v, ok := b.ToHit(f, a.Target)
	if !ok {
		return -1
	}
	units := float64(b.Force(f).Units())
	var exp float64
	switch {
	case v <= 0:
		exp = float64(int(units)/2) / 6
	case v >= 5:
		exp = units * 5 / 6
	default:
		exp = units * float64(v) / 6
	}
	if a.Target == ares.TargetBaseLeft || a.Target == ares.TargetBaseRight {
		return 0.02 * exp
	}
	t := b.Force(int(a.Target))
	left := float64(t.HitPoints() - t.PendingHits())
	if left <= 0 {
		return 0.01 * exp
	}
	if exp > left {
		exp = left
	}
	ts := t.Spec()
	threat := power(&ts, mine) * float64(t.Units())
	return exp * (0.2 + threat) / float64(t.HitPoints())
}
