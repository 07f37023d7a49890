package ares

import "errors"

// This file holds the fire plan: while the battle waits for a Fire
// decision, the Battle keeps the first target of the Force to fire and the dice it rolls there (planTarget, planDice, planHitOn),
// worked out once by advanceFire, so that listing the Fire actions and
// firing as planned do not work the to-hit number out again. The line and
// the units stand still during an initiative group, so the plan holds
// until the next Fire decision; checkDerived verifies it.

// nextTarget returns the first target position at or after from at which
// Force i (Flanking or not) rolls dice now, with the dice and the highest
// face that hits; n is 0 when there is none. Target positions are the
// Force indices, then NumForces for the left Base Card and NumForces+1 for
// the right one (see targetAt).
func (b *Battle) nextTarget(i int, flank bool, from int) (pos, n, hitOn int) {
	f := &b.forces[i]
	for t := from; t < int(b.n); t++ {
		e := &b.forces[t]
		if e.side == f.side || !e.inLine() {
			continue
		}
		v, ok := b.toHitAt(f, flank, f.spec.Attack[e.spec.Type], e.col)
		if n, hitOn := diceFor(v, ok, f.units); n > 0 {
			return t, n, hitOn
		}
	}
	if !b.baseCards || f.side != Attacker {
		return 0, 0, 0
	}
	for t := max(from, int(b.n)); t < int(b.n)+2; t++ {
		v, ok := b.toHitAt(f, flank, f.spec.Attack[BuildingUnit], b.targetColumn(b.targetAt(t)))
		if n, hitOn := diceFor(v, ok, f.units); n > 0 {
			return t, n, hitOn
		}
	}
	return 0, 0, 0
}

// targetAt returns the target at target position pos (see nextTarget).
func (b *Battle) targetAt(pos int) uint8 {
	switch pos - int(b.n) {
	case 0:
		return TargetBaseLeft
	case 1:
		return TargetBaseRight
	}
	return uint8(pos)
}

// targetPos returns the target position of target t (see nextTarget).
func (b *Battle) targetPos(t uint8) int {
	switch t {
	case TargetBaseLeft:
		return int(b.n)
	case TargetBaseRight:
		return int(b.n) + 1
	}
	return int(t)
}

// checkFirePlan verifies the fire plan at a Fire decision: the plan is
// the first target of the Force to fire.
func (b *Battle) checkFirePlan() error {
	if b.toFire[b.toAct] == 0 {
		return errors.New("no Force of the side to act is to fire at a Fire decision")
	}
	i := b.firer()
	pos, n, hitOn := b.nextTarget(i, b.flanking(i), 0)
	if n == 0 || b.targetAt(pos) != b.planTarget || n != int(b.planDice) || hitOn != int(b.planHitOn) {
		return errors.New("the fire plan is stale")
	}
	return nil
}
