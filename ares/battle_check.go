package ares

import "errors"

// checkDerived verifies the Battle's derived data, which the engine keeps
// up to date instead of recomputing it from the Forces: the occupied
// columns and front lines (refreshLine), the fire cursor (advanceFire),
// the fire plan and the line a Reorganization move is checked against
// (lifted). State.Check runs it on a game's battle; the battle tests
// run it after every step.
func (b *Battle) checkDerived() error {
	if occ, fronts := b.occupancy(); b.occ != occ || b.fronts != fronts {
		return errors.New("the cached column occupancy is stale")
	}
	if err := b.checkLifted(); err != nil {
		return err
	}
	if b.step == stepFire || b.step == stepRoll || b.step == stepReroll || b.step == stepReroll2 {
		if err := b.checkFireCursor(); err != nil {
			return err
		}
	}
	if b.step == stepFire {
		return b.checkFirePlan()
	}
	return nil
}

// checkFireCursor verifies that every Force before the fire cursor has
// fired or passed in the initiative group, and that at a Fire decision the
// cursor is on the side to act.
func (b *Battle) checkFireCursor() error {
	side, at := Side(b.fireNext>>7), int(b.fireNext&fireIndex)
	if at > int(b.n) {
		return errors.New("the fire cursor is past the Forces")
	}
	if b.step == stepFire && side != b.toAct {
		return errors.New("the fire cursor is not on the side to act")
	}
	for s := Attacker; s <= side; s++ {
		end := int(b.n)
		if s == side {
			end = at
		}
		for i := 0; i < end; i++ {
			f := &b.forces[i]
			if f.side == s && !f.fired && f.spec.Initiative == b.group && f.inLine() && !b.retreat[s] {
				return errors.New("the fire cursor is past a Force still to fire")
			}
		}
	}
	return nil
}
