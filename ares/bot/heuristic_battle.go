package bot

import "github.com/aresim/aresim/ares"

// This file holds the heuristic bot's battle decisions.

// battleCtx holds what the bot works out once per battle decision.
type battleCtx struct {
	mix   [2][4]float64 // each side's mix of unit types
	side  ares.Side     // my side
	reorg bool          // a Reorganization decision
	// retreat holds the values of pressing on (0) and of retreating (1),
	// and gain what Emergency Defense adds, once known.
	retreat      [2]float64
	gain         float64
	retreatKnown bool
	gainKnown    bool
}

// battleContext fills c for a battle decision of player me among legal.
func battleContext(v *ares.State, me int, c *battleCtx, legal []ares.Action) {
	b := v.Battle()
	c.mix = [2][4]float64{mixOf(b, ares.Attacker), mixOf(b, ares.Defender)}
	info := v.BattleInfo()
	c.side = ares.Attacker
	if !v.Teammate(me, info.Attacker) {
		c.side = ares.Defender
	}
	for _, a := range legal {
		if a.Kind == ares.ActPlace && b.Force(int(a.Force)).Column() >= 0 {
			c.reorg = true // Reorganization: a Force already in the line moves or stays
			break
		}
	}
}

// battleScore rates a battle decision.
func (h *Heuristic) battleScore(v *ares.State, me int, c *battleCtx, a ares.Action) float64 {
	b := v.Battle()
	side := c.side
	switch a.Kind {
	case ares.ActPlace:
		if c.reorg && ares.PlaceKind(a.Arg) == ares.PlaceGap {
			return 0 // moving an unopposed Force sideways rarely helps
		}
		return placeScore(b, side, &c.mix[side.Other()], a)
	case ares.ActRetreat:
		if !c.retreatKnown {
			c.retreatKnown = true
			c.retreat = h.retreatValues(v, me, side)
		}
		return c.retreat[a.Arg]
	case ares.ActFire:
		return fireScore(b, &c.mix[side], a)
	case ares.ActReroll:
		return float64(a.Arg)
	case ares.ActEmergency:
		d := v.EmergencyCard(a)
		if d == nil {
			return -1
		}
		if !c.gainKnown {
			c.gainKnown = true
			c.gain = h.emergencyGain(v)
		}
		if d.Kind == ares.AttackCard {
			return c.gain - 0.6
		}
		return c.gain - 0.1
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

// raidPrize is what a Raid's two rewards are worth, in points.
const raidPrize = 2.0

// retreatValues rates pressing on and retreating for side, in points: pressing
// on is worth the chance to win the battle times its prize, less the
// units it costs and, should the battle be lost, the chance the enemy
// then takes my base (or my Frontier, after a base attack from it) with
// what it has left; retreating now loses the battle and the units the
// enemy's fire takes in this last round (the retreating side does not
// fire), with the same risk after it.
func (h *Heuristic) retreatValues(v *ares.State, me int, side ares.Side) (values [2]float64) {
	b := v.Battle()
	info := v.BattleInfo()
	pv := h.pointValues(v, me)
	var sb simBattle
	sb.loadBattle(b, true)
	sb.skew = h.battleSkew(v, me)
	back := sb
	r := sb.run()
	prize, won := pv.win, r.win
	switch {
	case info.Kind == ares.FrontierBattle:
		prize = pv.frontier
	case info.Kind == ares.RaidBattle:
		prize = raidPrize
	}
	if side == ares.Defender {
		won = 1 - r.win
	}
	values[0] = won*prize - h.t.perResource*(r.lost[side]-r.lost[side.Other()])
	if won > 0.8 {
		values[1] = values[0] - 1 // winning: no need to weigh a retreat
		return values
	}
	values[0] -= (1 - won) * h.afterLoss(v, me, side, &sb, &pv)
	// Retreating: one round of the enemy's fire, none of ours.
	back.rounds = 1
	for i := 0; i < back.n; i++ {
		if back.f[i].side == side {
			back.f[i].hit = [4]float64{}
		}
	}
	rr := back.run()
	values[1] = -h.t.perResource*rr.lost[side] - h.afterLoss(v, me, side, &back, &pv)
	return values
}

// afterLoss is what losing the battle in progress, with the Forces left
// in sb after a run, costs player me (on side) in points: the chance the
// enemy then conquers my base, or after my failed attack on its base from
// the Frontier, takes the Frontier.
func (h *Heuristic) afterLoss(v *ares.State, me int, side ares.Side, sb *simBattle, pv *pointValues) float64 {
	info := v.BattleInfo()
	switch {
	case info.Kind == ares.RaidBattle:
		return 0
	case info.Kind == ares.BaseBattle && side == ares.Attacker && !v.Battle().IsDeepStrike():
		return pv.frontier * frontierExposure(sb)
	case info.Kind == ares.BaseBattle && side == ares.Defender:
		return 0 // losing it is the end
	}
	use := useFrontier
	if v.Battle().IsDeepStrike() {
		use = useDeep
	}
	enemy := info.Attacker
	if side == ares.Attacker {
		enemy = info.Defender
	}
	return pv.lose * h.exposure(v, me, sb, side, me, enemy, use)
}

// battleSkew is the skew (simBattle.skew) of the battle in progress as
// player me sees it: the measured skill of the enemies in it.
func (h *Heuristic) battleSkew(v *ares.State, me int) float64 {
	info := v.BattleInfo()
	switch {
	case !v.Teammate(me, info.Attacker):
		return h.skill(ares.Attacker, info.Attacker)
	case !v.Teammate(me, info.Defender):
		return h.skill(ares.Defender, info.Defender)
	}
	return 0
}

// emergencyGain is what Emergency Defense is worth to the defender of
// its base, in points: the attacker's chance to take the base without it
// less the chance with every card in hand played, times the game.
func (h *Heuristic) emergencyGain(v *ares.State) float64 {
	b := v.Battle()
	var sb simBattle
	sb.loadBattle(b, true)
	sb.skew = h.battleSkew(v, v.BattleInfo().Defender)
	with := sb.run().win
	sb.loadBattle(b, false)
	sb.skew = h.battleSkew(v, v.BattleInfo().Defender)
	without := sb.run().win
	return (without - with) * h.pointValues(v, v.BattleInfo().Defender).lose
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
