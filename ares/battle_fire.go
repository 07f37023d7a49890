package ares

import (
	"math/bits"

	"github.com/aresim/aresim/internal/dice"
)

// This file holds firing: to-hit numbers (Ruling A11), initiative groups
// (A10), hits with Tough and Shield (A13), rerolls (A14) and fire at the
// Base Cards (A15).

// flanking reports whether Force i gets the Flanking +1: it stands behind
// a friendly front-line Force that does not have No Flanking.
func (b *Battle) flanking(i int) bool {
	f := &b.forces[i]
	if f.rank == 0 || f.col < 0 {
		return false
	}
	fr := b.front(f.col, f.side)
	return fr >= 0 && !b.forces[fr].spec.NoFlanking
}

// targetColumn returns the column of target t: a Force index or a Base
// Card.
func (b *Battle) targetColumn(t uint8) int8 {
	switch t {
	case TargetBaseLeft:
		return -1
	case TargetBaseRight:
		return int8(b.ncols)
	}
	return b.forces[t].col
}

// ToHit returns the to-hit number of Force firer against target (a Force
// index, TargetBaseLeft or TargetBaseRight) as they stand in the line
// (Ruling A11): the rating against the target's type (Building against a
// Base Card), +1 for Flanking, minus the position modifier. ok is false
// when the rating is X, the target is not an enemy in the line, or a Base
// Card is not in play; the value may be zero or negative.
func (b *Battle) ToHit(firer int, target uint8) (value int, ok bool) {
	if firer < 0 || firer >= int(b.n) {
		return 0, false
	}
	f := &b.forces[firer]
	if !f.inLine() {
		return 0, false
	}
	var rating Rating
	switch target {
	case TargetBaseLeft, TargetBaseRight:
		if !b.baseCards || f.side != Attacker {
			return 0, false
		}
		rating = f.spec.Attack[BuildingUnit]
	default:
		if int(target) >= int(b.n) {
			return 0, false
		}
		t := &b.forces[target]
		if t.side == f.side || !t.inLine() {
			return 0, false
		}
		rating = f.spec.Attack[t.spec.Type]
	}
	return b.toHitAt(f, b.flanking(firer), rating, b.targetColumn(target))
}

// toHitAt is ToHit for Force f, Flanking or not, with rating against a
// target in column col (-1 and Columns() for the Base Cards).
func (b *Battle) toHitAt(f *Force, flank bool, rating Rating, col int8) (int, bool) {
	if rating.IsX() {
		return 0, false // Ruling A11: X never hits.
	}
	v := int(rating)
	if flank {
		v++
	}
	if !f.spec.IgnorePosition {
		v -= b.positionModifier(f.side, f.col, col)
	}
	return v, true
}

// diceFor turns a to-hit number into dice (Ruling A11): none below zero;
// one die per two units hitting on 1 at zero; otherwise one die per unit,
// hitting at or under the to-hit number, a 6 always missing.
func diceFor(v int, ok bool, units uint8) (n, hitOn int) {
	if !ok || v < 0 {
		return 0, 0
	}
	if v == 0 {
		return int(units) / 2, 1
	}
	if v > 5 {
		v = 5
	}
	return int(units), v
}

// rollFor returns the dice Force firer rolls against target and the
// highest face that hits.
func (b *Battle) rollFor(firer int, target uint8) (n, hitOn int) {
	v, ok := b.ToHit(firer, target)
	return diceFor(v, ok, b.forces[firer].units)
}

// canFire reports whether Force i may fire at target now.
func (b *Battle) canFire(i int, target uint8) bool {
	n, _ := b.fireDice(i, target)
	return n > 0
}

// fireDice returns the dice Force i rolls firing at target now, or none
// when that is not a legal Fire decision.
func (b *Battle) fireDice(i int, target uint8) (n, hitOn int) {
	if b.step != stepFire || i < 0 || i >= int(b.n) {
		return 0, 0
	}
	if i == b.firer() && target == b.planTarget {
		return int(b.planDice), int(b.planHitOn) // the Force to fire, as planned
	}
	if b.toFire[b.toAct]&(1<<uint(i)) == 0 {
		return 0, 0 // not a Force of the side to act still to fire
	}
	return b.rollFor(i, target)
}

// hasTarget reports whether Force i can roll dice at some target now.
func (b *Battle) hasTarget(i int) bool {
	_, n, _ := b.nextTarget(i, b.flanking(i), 0)
	return n > 0
}

// targets appends a Fire action for every target Force i can roll dice
// at now, in target order (see nextTarget), from target position from on.
func (b *Battle) targets(dst []Action, i, from int) []Action {
	flank := b.flanking(i)
	for {
		pos, n, _ := b.nextTarget(i, flank, from)
		if n == 0 {
			return dst
		}
		dst = extend(dst)
		dst[len(dst)-1] = Action{Kind: ActFire, Force: uint8(i), Target: b.targetAt(pos)}
		from = pos + 1
	}
}

// fireActions appends the legal Fire actions: those of the side's Forces
// still to fire, in Force order; the first starts with its planned first
// target.
func (b *Battle) fireActions(dst []Action) []Action {
	at := b.firer()
	dst = extend(dst)
	dst[len(dst)-1] = Action{Kind: ActFire, Force: uint8(at), Target: b.planTarget}
	dst = b.targets(dst, at, b.targetPos(b.planTarget)+1)
	for m := b.toFire[b.toAct] &^ (1 << uint(at)); m != 0; m &= m - 1 {
		dst = b.targets(dst, bits.TrailingZeros64(m), 0)
	}
	return dst
}

// firer returns the Force to fire at a Fire decision: the lowest of the
// side to act still to fire.
func (b *Battle) firer() int { return bits.TrailingZeros64(b.toFire[b.toAct]) }

// startFiring begins round step 4: initiative groups from the highest
// down (Ruling A10).
func (b *Battle) startFiring() {
	b.lastGrp = 127
	b.nextGroup()
}

// nextGroup starts the next initiative group, or ends the round. It
// clears the firing flags in the same pass that finds the group: when
// there is none, they are not read again before the next group clears
// them (a Force's flag counts only while its initiative group fires), and
// no hits are booked between groups.
func (b *Battle) nextGroup() {
	found := false
	var g int8
	var group [2]uint64 // the Forces of each side with initiative g
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		f.fired, f.hits = false, 0
		if !f.inLine() || f.spec.Initiative >= b.lastGrp {
			continue
		}
		switch {
		case !found || f.spec.Initiative > g:
			g, found = f.spec.Initiative, true
			group = [2]uint64{}
			group[f.side] = 1 << i
		case f.spec.Initiative == g:
			group[f.side] |= 1 << i
		}
	}
	if !found {
		b.endRound()
		return
	}
	for s := range group {
		if b.retreat[s] {
			group[s] = 0 // Ruling A9: a retreating side does not fire
		}
	}
	b.group, b.lastGrp = g, g
	b.rollHits = 0
	b.destroyPending = 0
	b.toFire = group
	b.step = stepFire
	b.advanceFire()
}

// advanceFire finds the next side to fire in the group: the attacker's
// Forces first, then the defender's, each in Force order (toFire; a
// retreating side has none, Ruling A9). A Force with nothing it can hit
// passes; the Force found gets its fire plan. Whether a Force has a
// target cannot change within a group (the line and the units stand
// until the group ends).
func (b *Battle) advanceFire() {
	for side := Attacker; side <= Defender; side++ {
		for b.toFire[side] != 0 {
			i := bits.TrailingZeros64(b.toFire[side])
			if pos, n, hitOn := b.nextTarget(i, b.flanking(i), 0); n > 0 {
				b.planTarget, b.planDice, b.planHitOn = b.targetAt(pos), uint8(n), uint8(hitOn)
				b.toAct = side
				b.step = stepFire
				return
			}
			b.forces[i].fired = true
			b.toFire[side] &^= 1 << uint(i)
		}
	}
	b.resolveGroup()
}

// fire makes Force i fire at target: the battle then waits for the roll.
func (b *Battle) fire(i int, target uint8) {
	n, hitOn := b.rollFor(i, target)
	b.fireWith(i, target, n, hitOn)
}

// fireWith is fire with the dice already worked out.
func (b *Battle) fireWith(i int, target uint8, n, hitOn int) {
	b.forces[i].fired = true
	b.toFire[b.forces[i].side] &^= 1 << uint(i)
	b.rollForce, b.rollTarget = uint8(i), target
	b.rollDice, b.rollHitOn, b.rollHits, b.rollFirst = uint8(n), uint8(hitOn), 0, uint8(n)
	b.step = stepRoll
}

// resolveRoll takes the number of hits of the roll in progress.
func (b *Battle) resolveRoll(hits int) {
	side := b.forces[b.rollForce].side
	if b.step == stepReroll2 {
		b.rollHits += uint8(hits)
		b.finishRoll()
		return
	}
	b.rollHits = uint8(hits)
	b.rollMissed = b.rollDice - uint8(hits)
	if b.rollMissed > 0 && b.rerolls[side] > 0 {
		b.step = stepReroll // Ruling A14: the side may reroll misses.
		b.toAct = side
		return
	}
	b.finishRoll()
}

// reroll spends k rerolls on missed dice of the last roll.
func (b *Battle) reroll(k int) {
	if k == 0 {
		b.finishRoll()
		return
	}
	b.rerolls[b.toAct] -= uint8(k)
	b.rollDice = uint8(k)
	b.step = stepReroll2
}

// finishRoll books the roll's hits: on the target Force, to be removed at
// the end of the group, or on a Base Card, where one hit or more earns one
// Empty Building (Ruling A15).
func (b *Battle) finishRoll() {
	b.last = Roll{Firer: b.rollForce, Target: b.rollTarget, Dice: b.rollFirst, HitOn: b.rollHitOn, Hits: b.rollHits}
	switch b.rollTarget {
	case TargetBaseLeft, TargetBaseRight:
		if b.rollHits > 0 {
			b.destroyPending++
		}
	default:
		t := &b.forces[b.rollTarget]
		if int(t.hits)+int(b.rollHits) > 255 {
			t.hits = 255
		} else {
			t.hits += b.rollHits
		}
	}
	b.rollHits = 0
	b.step = stepFire
	b.advanceFire()
}

// takeHits removes a Force's hits (Ruling A13): shields first, then units,
// two hits per Tough unit with at most one damaged unit; excess hits are
// lost.
func (f *Force) takeHits() {
	h := int(f.hits)
	f.hits = 0
	if h == 0 {
		return
	}
	s := int(f.shields)
	if s > h {
		s = h
	}
	f.shields -= uint8(s)
	h -= s
	if f.spec.Tough {
		hp := 2*int(f.units) - int(f.damaged)
		if h >= hp {
			f.units, f.damaged = 0, 0
			return
		}
		hp -= h
		f.units = uint8((hp + 1) / 2)
		f.damaged = uint8(hp % 2)
		return
	}
	if h > int(f.units) {
		h = int(f.units)
	}
	f.units -= uint8(h)
}

// resolveGroup removes the group's losses at its end (Ruling A10), then
// has the attacker choose the Empty Buildings its Base Card hits destroy.
func (b *Battle) resolveGroup() {
	died := false
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.hits == 0 {
			continue
		}
		before := f.units
		f.takeHits()
		if before > 0 && f.units == 0 {
			died = true
			if f.side == Defender && !f.spec.Fixed {
				b.emptyAvail++ // a Force emptied this group is an Empty Building
			}
		}
	}
	if !died && b.destroyPending == 0 {
		b.step = stepFire
		b.nextGroup() // nobody left the battle: both sides still stand
		return
	}
	if died {
		b.compact() // the line changes only when a Force leaves it
	}
	if b.destroyPending > b.emptyAvail {
		b.destroyPending = b.emptyAvail
	}
	if b.destroyPending > 0 {
		b.step = stepDestroy
		b.toAct = Attacker
		return
	}
	b.afterGroup()
}

// noSlotDestroyed marks a Force whose building was destroyed.
const noSlotDestroyed = 0xfe

// destroyOne books the destruction of one Empty Building; owner and slot
// are the building's in a game (to retire a Force on it), or slot is
// noSlot.
func (b *Battle) destroyOne(owner, slot uint8) {
	b.destroyPending--
	b.emptyAvail--
	b.destroyed++
	if slot != noSlot {
		for i := uint8(0); i < b.n; i++ {
			f := &b.forces[i]
			if f.owner == owner && f.slot == slot && f.units == 0 {
				f.slot = noSlotDestroyed
				f.reserve = false
			}
		}
	}
	if b.destroyPending == 0 {
		b.afterGroup()
	}
}

// afterGroup ends the battle when a side has lost its last Force (Ruling
// A7), or goes on to the next group.
func (b *Battle) afterGroup() {
	att, def := b.Alive(Attacker), b.Alive(Defender)
	switch {
	case att == 0 && def == 0:
		b.end(BothEliminated)
	case att == 0:
		b.end(AttackerEliminated)
	case def == 0:
		b.end(DefenderEliminated)
	default:
		b.step = stepFire
		b.nextGroup()
	}
}

// rollHits rolls n dice and counts those at or under hitOn.
func rollHits(rng *dice.Rand, n, hitOn int) int {
	h := 0
	for k := 0; k < n; k++ {
		if rng.D6() <= hitOn {
			h++
		}
	}
	return h
}
