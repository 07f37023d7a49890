package ares

import "math/bits"

// This file holds the battle line: columns, placement (Battle Sequence
// step 4, Ruling A17), Reorganization and the position modifier (A12).

// front returns the index of side's front-line Force in column c, or -1.
func (b *Battle) front(c int8, side Side) int {
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.col == c && f.side == side && f.rank == 0 && f.units > 0 {
			return int(i)
		}
	}
	return -1
}

// hasFront reports whether side has a front-line Force in column c, by
// the line's derived data (refreshLine).
func (b *Battle) hasFront(c int8, side Side) bool {
	return c >= 0 && b.fronts[side]&(1<<uint(c)) != 0
}

// colHas reports whether column c holds a Force of side (front or flank).
func (b *Battle) colHas(c int8, side Side) bool {
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.col == c && f.side == side && f.units > 0 {
			return true
		}
	}
	return false
}

// engaged reports whether Force i is a front-line Force facing an enemy
// front-line Force.
func (b *Battle) engaged(i int) bool {
	f := &b.forces[i]
	return f.inLine() && f.rank == 0 && b.hasFront(f.col, f.side.Other())
}

// unengaged reports whether Force i has units and is Flanking, unopposed,
// or not in the line at all.
func (b *Battle) unengaged(i int) bool {
	f := &b.forces[i]
	return f.units > 0 && !b.engaged(i)
}

// unengagedSides reports, for each side, whether it has an unengaged
// Force, in one pass over the Forces.
func (b *Battle) unengagedSides() (has [2]bool) {
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.units > 0 && (f.col < 0 || f.rank > 0 || b.fronts[f.side.Other()]&(1<<uint(f.col)) == 0) {
			has[f.side] = true
		}
	}
	return has
}

// unplaced counts side's Forces with units that are not in the line.
func (b *Battle) unplaced(side Side) int {
	n := 0
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.side == side && f.units > 0 && f.col < 0 {
			n++
		}
	}
	return n
}

func (b *Battle) anyWaiting(side Side) bool {
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.side == side && f.waiting && f.inLine() {
			return true
		}
	}
	return false
}

// insertColumn opens an empty column before column g.
func (b *Battle) insertColumn(g int8) {
	for i := uint8(0); i < b.n; i++ {
		if b.forces[i].col >= g {
			b.forces[i].col++
		}
	}
	b.ncols++
}

// compact takes Forces without units out of the line, moves Flanking
// Forces forward to fill their front line (the first Flanking Force
// becomes the front), and removes empty columns.
func (b *Battle) compact() {
	var occ, fronts [2]uint64 // as refreshLine finds them, if nothing moves
	flankers := false
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.units == 0 {
			f.col, f.rank = -1, 0
			continue
		}
		if f.col >= 0 {
			occ[f.side] |= 1 << uint(f.col)
			if f.rank == 0 {
				fronts[f.side] |= 1 << uint(f.col)
			} else {
				flankers = true
			}
		}
	}
	used := occ[Attacker] | occ[Defender]
	b.ncols = uint8(bits.OnesCount64(used))
	moved := used&(used+1) != 0
	if moved {
		// A column is empty: each used column moves left past the empty
		// ones before it.
		for i := uint8(0); i < b.n; i++ {
			f := &b.forces[i]
			if f.col > 0 {
				f.col = int8(bits.OnesCount64(used & (1<<uint(f.col) - 1)))
			}
		}
	}
	if flankers && b.closeRanks() {
		moved = true
	}
	if moved {
		b.refreshLine()
		return
	}
	b.occ, b.fronts = occ, fronts
}

// closeRanks renumbers the ranks of every column and side whose ranks
// have a gap (a Force in front of a Flanking Force has gone), so each
// reads 0, 1, 2... again. Ranks in a column and side are distinct, so a
// column without a gap is already numbered so. It reports whether it
// renumbered any.
func (b *Battle) closeRanks() bool {
	moved := false
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.col >= 0 && f.rank > 0 && !b.hasRank(f.col, f.side, f.rank-1) {
			b.renumberRanks(f.col, f.side)
			moved = true
		}
	}
	return moved
}

// hasRank reports whether side has a Force with units at rank r of column
// c.
func (b *Battle) hasRank(c int8, side Side, r uint8) bool {
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.col == c && f.side == side && f.rank == r && f.units > 0 {
			return true
		}
	}
	return false
}

// renumberRanks gives side's Forces in column c the ranks 0, 1, 2...
// in their present order, so a Flanking Force moves up when the Force in
// front of it has gone.
func (b *Battle) renumberRanks(c int8, side Side) {
	var idx [MaxBattleForces]uint8
	k := 0
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.col == c && f.side == side && f.units > 0 {
			j := k
			for j > 0 && b.forces[idx[j-1]].rank > f.rank {
				idx[j] = idx[j-1]
				j--
			}
			idx[j] = i
			k++
		}
	}
	for r := 0; r < k; r++ {
		b.forces[idx[r]].rank = uint8(r)
	}
}

// lift takes Force i out of the line to be placed again.
func (b *Battle) lift(i int) {
	f := &b.forces[i]
	f.col, f.rank, f.waiting = -1, 0, false
}

// repositioning returns the Force whose Reorganization decision the battle
// waits for: the lowest-numbered Force of the side to act that is marked
// pending or is not in the line; -1 if none.
func (b *Battle) repositioning() int {
	for i := 0; i < int(b.n); i++ {
		f := &b.forces[i]
		if f.side == b.toAct && f.units > 0 && (f.pending || f.col < 0) {
			return i
		}
	}
	return -1
}

// startPlacement starts the placement procedure (Ruling A17): the side with
// fewer Scouting points places as many Forces as the difference, the
// attacker one when they are equal; then each side in turn matches the
// opponent's last placed Forces and adds one.
func (b *Battle) startPlacement(mode placeMode) {
	b.mode = mode
	b.step = stepPlace
	sa, sd := b.Scouting(Attacker), b.Scouting(Defender)
	switch {
	case sa == sd:
		b.toAct, b.extra = Attacker, 1
	case sa < sd:
		b.toAct, b.extra = Attacker, uint8(sd-sa)
	default:
		b.toAct, b.extra = Defender, uint8(sa-sd)
	}
	b.advancePlacement()
}

// advancePlacement moves the placement on until a decision is needed or the
// line is complete.
func (b *Battle) advancePlacement() {
	for {
		p := b.toAct
		if b.mode == placeReposition {
			if b.repositioning() >= 0 {
				return
			}
			b.placementDone()
			return
		}
		up := b.unplaced(p)
		if up > 0 && (b.anyWaiting(p.Other()) || b.extra > 0) {
			return
		}
		o := p.Other()
		uo := b.unplaced(o)
		if uo == 0 {
			if up == 0 {
				b.placementDone()
				return
			}
			// The opponent is out of Forces: p places the rest, unopposed.
			if b.mode == placeReplace {
				b.mode = placeReposition
			} else {
				b.extra = uint8(up)
			}
			continue
		}
		b.toAct = o
		switch {
		case up > 0:
			b.extra = 1
		case b.mode == placeReplace:
			b.extra = 0 // match, then place the rest by Reorganization rules
		default:
			b.extra = uint8(uo)
		}
		if up == 0 && b.mode == placeReplace && !b.anyWaiting(p) {
			b.mode = placeReposition
		}
	}
}

// placementDone ends a placement: the initial one starts round 1, one in
// Reorganization goes on to the retreat step.
func (b *Battle) placementDone() {
	for i := uint8(0); i < b.n; i++ {
		b.forces[i].waiting = false
		b.forces[i].pending = false
	}
	// Every placement leaves the line compact (checkCompact).
	if b.round == 0 {
		b.startRound()
		return
	}
	b.startRetreat()
}

// canPlace reports whether Force i may be placed at (kind, target) now.
func (b *Battle) canPlace(i int, kind PlaceKind, target int) bool {
	if b.step != stepPlace || i < 0 || i >= int(b.n) {
		return false
	}
	if b.mode == placeReposition {
		return b.canReposition(i, kind, target)
	}
	f := &b.forces[i]
	side := b.toAct
	if f.side != side || f.units == 0 || f.col >= 0 {
		return false
	}
	waiting := b.anyWaiting(side.Other())
	switch kind {
	case PlaceMatch:
		if !waiting || target < 0 || target >= int(b.n) {
			return false
		}
		e := &b.forces[target]
		return e.side != side && e.waiting && e.inLine()
	case PlaceGap:
		if waiting || b.extra == 0 || target < 0 || target > int(b.ncols) {
			return false
		}
		if b.ncols == 0 {
			return target == 0
		}
		if b.mode == placeInitial || !b.anyFront(side) {
			return target == 0 || target == int(b.ncols)
		}
		// Reorganization re-placement: adjacent to a friendly Force.
		return (target > 0 && b.hasFront(int8(target-1), side)) ||
			(target < int(b.ncols) && b.hasFront(int8(target), side))
	}
	return false
}

// canReposition reports whether the Force waiting for its Reorganization
// decision, i, may go to (kind, target): stay where it stands (see
// mayStay), flank behind a friendly engaged front-line Force (not with No
// Flanking), or stand unopposed at an end of the line or between two
// friendly front-line Forces. Positions are those of the line without i.
func (b *Battle) canReposition(i int, kind PlaceKind, target int) bool {
	if i != b.repositioning() {
		return false
	}
	if kind == PlaceStay {
		return b.mayStay(i) && target == 0
	}
	l := b.lifted(i)
	return l.allows(&b.forces[i], kind, target)
}

// mayStay reports whether Force i, waiting for its Reorganization
// decision, may stay where it stands: in the line, unopposed in the front
// line (its side has more Forces: the other side has no unengaged Force
// to place), or Flanking behind a friendly front-line Force that is
// engaged. Ruling A24: Forces may not flank behind an unopposed Force, so
// a Force behind one must move.
func (b *Battle) mayStay(i int) bool {
	f := &b.forces[i]
	return f.col >= 0 && (f.rank == 0 || b.hasFront(f.col, f.side.Other()))
}

// anyFront reports whether side has a front-line Force in the line.
func (b *Battle) anyFront(side Side) bool { return b.fronts[side] != 0 }

// place puts Force i at (kind, target); canPlace must hold.
func (b *Battle) place(i int, kind PlaceKind, target int) {
	f := &b.forces[i]
	if b.mode == placeReposition {
		f.pending = false
		if kind == PlaceStay {
			b.advancePlacement()
			return
		}
		b.lift(i)
		b.compact()
	}
	b.put(i, kind, target)
	b.refreshLine()
	b.advancePlacement()
}

// put sets Force i at (kind, target) in the line.
func (b *Battle) put(i int, kind PlaceKind, target int) {
	f := &b.forces[i]
	switch kind {
	case PlaceMatch:
		e := &b.forces[target]
		e.waiting = false
		f.col, f.rank = e.col, 0
	case PlaceGap:
		b.insertColumn(int8(target))
		f.col, f.rank = int8(target), 0
		if b.mode != placeReposition {
			f.waiting = true
			b.extra--
		}
	case PlaceFlank:
		r := uint8(0)
		for j := uint8(0); j < b.n; j++ {
			g := &b.forces[j]
			if g.col == int8(target) && g.side == f.side && g.units > 0 && g.rank >= r {
				r = g.rank + 1
			}
		}
		f.col, f.rank = int8(target), r
	}
}

// placementActions appends the legal placements.
func (b *Battle) placementActions(dst []Action) []Action {
	if b.mode == placeReposition {
		i := b.repositioning()
		if i < 0 {
			return dst
		}
		if b.mayStay(i) {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActPlace, Force: uint8(i), Arg: uint8(PlaceStay)}
		}
		l := b.lifted(i)
		for k := PlaceGap; k <= PlaceFlank; k++ {
			for t := 0; t <= int(l.ncols); t++ {
				if l.allows(&b.forces[i], k, t) {
					dst = extend(dst)
					dst[len(dst)-1] = Action{Kind: ActPlace, Force: uint8(i), Arg: uint8(k), Target: uint8(t)}
				}
			}
		}
		return dst
	}
	for i := 0; i < int(b.n); i++ {
		f := &b.forces[i]
		if f.side != b.toAct || f.units == 0 || f.col >= 0 {
			continue
		}
		for k := PlaceMatch; k <= PlaceGap; k++ {
			limit := int(b.ncols)
			if k == PlaceMatch {
				limit = int(b.n) - 1
			}
			for t := 0; t <= limit; t++ {
				if b.canPlace(i, k, t) {
					dst = extend(dst)
					dst[len(dst)-1] = Action{Kind: ActPlace, Force: uint8(i), Arg: uint8(k), Target: uint8(t)}
				}
			}
		}
	}
	return dst
}

// startReorganization runs Reorganization (round step 2): when both sides
// have unengaged Forces, all of them are pulled back and placed again by
// the placement procedure; when one side has, that side decides for each
// of them, in Force order, to stay, to flank, or to stand unopposed
// elsewhere.
func (b *Battle) startReorganization() {
	has := b.unengagedSides()
	ua, ud := has[Attacker], has[Defender]
	if !ua && !ud {
		b.startRetreat()
		return
	}
	if ua && ud {
		for i := 0; i < int(b.n); i++ {
			if b.unengaged(i) {
				b.lift(i)
			}
		}
		b.compact()
		b.startPlacement(placeReplace)
		return
	}
	for i := 0; i < int(b.n); i++ {
		if b.unengaged(i) {
			b.forces[i].pending = true
		}
	}
	b.mode = placeReposition
	b.step = stepPlace
	b.toAct = Attacker
	if ud {
		b.toAct = Defender
	}
	b.advancePlacement()
}

// occupancy computes, for each side, the set of columns holding one of
// its Forces with units (bit c for column c), and the set of those
// holding its front-line Force.
func (b *Battle) occupancy() (occ, fronts [2]uint64) {
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		if f.col >= 0 && f.units > 0 {
			occ[f.side] |= 1 << uint(f.col)
			if f.rank == 0 {
				fronts[f.side] |= 1 << uint(f.col)
			}
		}
	}
	return occ, fronts
}

// refreshLine recomputes the battle line's derived data (the occupied
// columns, the front lines) after the line changed: a placement, a move,
// removals.
func (b *Battle) refreshLine() { b.occ, b.fronts = b.occupancy() }

// positionModifier returns the position modifier (Ruling A12) for a Force
// of side in column from firing at column to: one for every column passed
// over that holds an enemy Force, counting the firer's column and not the
// target's. to may be -1 or Columns() for the two Base Cards.
func (b *Battle) positionModifier(side Side, from, to int8) int {
	if from == to {
		return 0
	}
	enemy := b.occ[side.Other()]
	var span uint64 // the columns passed over: [from, to) or (to, from]
	if to > from {
		span = (uint64(1)<<uint(to) - 1) &^ (uint64(1)<<uint(from) - 1)
	} else {
		span = (uint64(1)<<uint(from+1) - 1) &^ (uint64(1)<<uint(to+1) - 1)
	}
	return bits.OnesCount64(enemy & span)
}
