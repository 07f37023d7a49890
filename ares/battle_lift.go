package ares

import "errors"

// This file works out the battle line a Reorganization move is checked
// against, the line without the Force that moves, from the line's derived
// data (refreshLine) instead of lifting the Force out of a copy of the
// Battle and compacting it.

// liftedLine is what a Reorganization move reads of the line without the
// moving Force: its columns and each side's front-line columns.
type liftedLine struct {
	ncols  uint8
	fronts [2]uint64
}

// lifted returns the line as lift(i) then compact would leave it. The
// line must be compact, as it is at every Reorganization decision
// (checkLifted verifies it).
func (b *Battle) lifted(i int) liftedLine {
	l := liftedLine{ncols: b.ncols, fronts: b.fronts}
	f := &b.forces[i]
	if f.col < 0 || f.units == 0 || f.rank > 0 || b.hasBehind(i) {
		// Not in the line, or a Flanking Force, or a front-line Force
		// whose first Flanking Force takes its place: the fronts stand.
		return l
	}
	bit := uint64(1) << uint(f.col)
	l.fronts[f.side] &^= bit
	if b.occ[f.side.Other()]&bit != 0 {
		return l // the column still holds the enemy
	}
	// The column empties and goes: the columns after it move left.
	low := bit - 1
	for s := range l.fronts {
		l.fronts[s] = l.fronts[s]&low | l.fronts[s]>>1&^low
	}
	l.ncols--
	return l
}

// hasBehind reports whether a Force of Force i's side with units stands
// in its column behind it.
func (b *Battle) hasBehind(i int) bool {
	f := &b.forces[i]
	for j := uint8(0); j < b.n; j++ {
		g := &b.forces[j]
		if g.col == f.col && g.side == f.side && g.rank > f.rank && g.units > 0 {
			return true
		}
	}
	return false
}

// front reports whether side has a front-line Force in column c.
func (l *liftedLine) front(c int, side Side) bool {
	return c >= 0 && l.fronts[side]>>uint(c)&1 != 0
}

// allows reports whether Force f, lifted out of the line, may go to
// (kind, target) in it: flank behind a friendly engaged front-line Force
// (not with No Flanking), or stand unopposed at an end of the line or
// between two friendly front-line Forces.
func (l *liftedLine) allows(f *Force, kind PlaceKind, target int) bool {
	side := f.side
	switch kind {
	case PlaceFlank:
		if f.spec.NoFlanking || target < 0 || target >= int(l.ncols) {
			return false
		}
		return l.front(target, side) && l.front(target, side.Other())
	case PlaceGap:
		if target < 0 || target > int(l.ncols) {
			return false
		}
		if target == 0 || target == int(l.ncols) {
			return true
		}
		return l.front(target-1, side) && l.front(target, side)
	}
	return false
}

// checkLifted verifies, at a Reorganization decision, that lifted gives
// the line that lifting the moving Force out of a copy and compacting it
// gives.
func (b *Battle) checkLifted() error {
	if b.step != stepPlace || b.mode != placeReposition {
		return nil
	}
	i := b.repositioning()
	if i < 0 {
		return nil
	}
	tmp := *b
	tmp.lift(i)
	tmp.compact()
	if b.lifted(i) != (liftedLine{ncols: tmp.ncols, fronts: tmp.fronts}) {
		return errors.New("the line without the repositioning Force is miscomputed")
	}
	return nil
}
