package ares

import "errors"

// checkDerived verifies the Battle's derived data, which the engine keeps
// up to date instead of recomputing it from the Forces: the occupied
// columns and front lines (refreshLine), the Forces still to fire (toFire),
// the fire plan and the line a Reorganization move is checked against
// (lifted); that the line is compact, as the engine keeps it; and that
// the line after Reorganization is one the rules allow (checkReorganized).
// State.Check runs it on a game's battle; the battle tests run it after
// every step.
func (b *Battle) checkDerived() error {
	if occ, fronts := b.occupancy(); b.occ != occ || b.fronts != fronts {
		return errors.New("the cached column occupancy is stale")
	}
	if err := b.checkCompact(); err != nil {
		return err
	}
	if err := b.checkReorganized(); err != nil {
		return err
	}
	if err := b.checkLifted(); err != nil {
		return err
	}
	if b.step == stepFire || b.step == stepRoll || b.step == stepReroll || b.step == stepReroll2 {
		if err := b.checkToFire(); err != nil {
			return err
		}
	}
	if b.step == stepFire {
		return b.checkFirePlan()
	}
	return nil
}

// checkToFire verifies the Forces still to fire in the initiative group
// (toFire): each side's Forces in the group, in the line, that have not
// fired or passed, none for a retreating side; at a Fire decision, the
// attacker's have all fired or passed once the defender acts, and the
// side to act has one.
func (b *Battle) checkToFire() error {
	var want [2]uint64
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if !f.fired && f.spec.Initiative == b.group && f.inLine() && !b.retreat[f.side] {
			want[f.side] |= 1 << i
		}
	}
	if b.toFire != want {
		return errors.New("the Forces still to fire are stale")
	}
	if b.step == stepFire && (b.toFire[b.toAct] == 0 || (b.toAct == Defender && b.toFire[Attacker] != 0)) {
		return errors.New("the side to act is not the one to fire")
	}
	return nil
}

// checkCompact verifies that the battle line is compact, as the engine
// keeps it between decisions: compact would change nothing.
func (b *Battle) checkCompact() error {
	tmp := *b
	tmp.compact()
	if tmp != *b {
		return errors.New("the battle line is not compact")
	}
	return nil
}

// checkReorganized verifies, right after Reorganization (at the Tactical
// Brain's switch and at the retreat step), the line the rules ask for:
// every Force with units in the line, every Flanking Force behind an
// engaged front-line Force, and Forces Flanking or unopposed only on the
// side with more Forces (Ruling A24).
func (b *Battle) checkReorganized() error {
	if b.step != stepRetreat && b.step != stepSwitch {
		return nil
	}
	var loose [2]bool // a side has a Force Flanking or unopposed
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.units == 0 {
			continue
		}
		if f.col < 0 {
			return errors.New("a Force with units is not in the line after Reorganization")
		}
		engagedCol := b.hasFront(f.col, f.side.Other())
		if f.rank > 0 && !engagedCol {
			return errors.New("a Force flanks behind an unopposed Force after Reorganization")
		}
		if f.rank > 0 || !engagedCol {
			loose[f.side] = true
		}
	}
	for side := Attacker; side <= Defender; side++ {
		if loose[side] && b.Alive(side) <= b.Alive(side.Other()) {
			return errors.New("a side without more Forces has Forces Flanking or unopposed after Reorganization")
		}
	}
	return nil
}
