package ares

// This file holds the read-outs package ares/odds needs to compute battle
// odds on the Battle itself: a compact state key for memoisation and the
// few facts about a battle in progress that a tactic must see.

// AppendKey appends to dst a compact encoding of everything in the battle
// that can change while it is fought and can still matter to its course
// or its result, and returns the extended slice. Fields that no longer
// matter (the last roll once it is booked, the firing flags of a finished
// initiative group, the placement counters after placement) are left out,
// so that battles reached by different paths merge.
//
// Keys compare meaningfully only between battles that descend from the
// same starting battle (the same NewBattle, SetLine and SetTactical): what
// never changes during a battle (the Forces' stats, the kind, the round
// limit, the Tactical Brains) is not in the key, nor is the last roll kept
// for logs (LastRoll). Two such battles with equal keys have the same
// future and the same result for every sequence of decisions and dice,
// and their keys stay equal along it: a key and the decision taken or the
// hits rolled determine the next key.
func (b *Battle) AppendKey(dst []byte) []byte {
	if b.step == stepOver {
		dst = append(dst, byte(stepOver), byte(b.outcome), b.round, b.destroyed)
		for i := uint8(0); i < b.n; i++ {
			f := &b.forces[i]
			dst = append(dst, f.units, f.shields)
		}
		return dst
	}
	firing := b.step == stepFire || b.step == stepRoll || b.step == stepReroll || b.step == stepReroll2
	var ret byte
	if b.retreat[Attacker] {
		ret |= 1
	}
	if b.retreat[Defender] {
		ret |= 2
	}
	dst = append(dst, byte(b.step), b.round, b.ncols, ret, b.rerolls[0], b.rerolls[1],
		b.destroyPending, b.emptyAvail, b.destroyed, b.edPool)
	switch b.step {
	case stepPlace:
		extra := b.extra
		if b.mode == placeReposition {
			extra = 0 // a Reorganization move places no extra Forces: a stale count
		}
		dst = append(dst, byte(b.toAct), byte(b.mode), extra)
	case stepEmergency, stepRetreat, stepSwitch:
		dst = append(dst, byte(b.toAct))
	case stepFire, stepDestroy:
		dst = append(dst, byte(b.toAct), byte(b.group), byte(b.lastGrp))
	case stepRoll:
		dst = append(dst, byte(b.group), byte(b.lastGrp), b.rollForce, b.rollTarget, b.rollDice, b.rollFirst,
			b.rollHitOn)
	case stepReroll, stepReroll2:
		dst = append(dst, byte(b.toAct), byte(b.group), byte(b.lastGrp), b.rollForce, b.rollTarget,
			b.rollDice, b.rollFirst, b.rollHitOn, b.rollMissed, b.rollHits)
	}
	for i := uint8(0); i < b.n; i++ {
		f := &b.forces[i]
		flags := f.units | f.damaged<<3
		if firing && f.fired && f.spec.Initiative == b.group {
			flags |= 1 << 4
		}
		if f.waiting {
			flags |= 1 << 5
		}
		if f.reserve {
			flags |= 1 << 6
		}
		if f.pending {
			flags |= 1 << 7
		}
		var gone byte
		if f.slot == noSlotDestroyed {
			gone = 1
		}
		dst = append(dst, flags, f.shields, f.res, byte(f.col), f.rank, f.hits, gone)
	}
	return dst
}

// Dice returns the dice Force firer would roll at target now and the
// highest face that hits (Ruling A11); zero dice when it cannot fire at
// it. target is a Force index, TargetBaseLeft or TargetBaseRight.
func (b *Battle) Dice(firer int, target uint8) (n, hitOn int) {
	if firer < 0 || firer >= int(b.n) {
		return 0, 0
	}
	return b.rollFor(firer, target)
}

// Resources returns the resources on the Force's building that have not
// yet made a unit (Emergency Defense construction).
func (f *Force) Resources() int { return int(f.res) }

// Roll describes the roll in progress, while the battle waits for its dice
// (AtChance) or for the decision to reroll misses: the Force that rolled,
// its target, the hits already scored (by the first roll, when the dice
// awaited are a reroll) and the dice missed (once the first roll is in).
// ok is false when no roll is in progress.
func (b *Battle) Roll() (firer int, target uint8, hits, missed int, ok bool) {
	switch b.step {
	case stepRoll:
		return int(b.rollForce), b.rollTarget, 0, 0, true
	case stepReroll, stepReroll2:
		return int(b.rollForce), b.rollTarget, int(b.rollHits), int(b.rollMissed), true
	}
	return 0, 0, 0, 0, false
}

// EmptyBuildingsLeft returns the number of the defender's Empty Buildings
// that a hit on a Base Card could still destroy (Ruling A15).
func (b *Battle) EmptyBuildingsLeft() int { return int(b.emptyAvail) }

// EmergencyCards returns the cards the defender still holds for Emergency
// Defense in a battle without a game.
func (b *Battle) EmergencyCards() int { return int(b.edPool) }

// LineView returns a copy of b whose Forces with units stand in the given
// columns (Force indices, front line first, as for SetLine) and nowhere
// else. SetLine goes on at once into round 1's Emergency Defense and
// Reorganization, which may move Flanking and unopposed Forces; LineView
// shows the line as given, whatever b's step, for reading its to-hit
// numbers (ToHit, Dice). The copy is not meant to be played. It returns an
// error wrapping ErrBadConfig when a column names a Force that is not on
// its side or has no units, or names a Force twice, or a Force with units
// is missing.
func (b *Battle) LineView(cols []LineColumn) (Battle, error) {
	v := *b
	if len(cols) > MaxBattleForces {
		return Battle{}, badConfig("battle: %d columns", len(cols))
	}
	var seen [MaxBattleForces]bool
	for i := uint8(0); i < v.n; i++ {
		v.forces[i].col, v.forces[i].rank = -1, 0
	}
	for c, col := range cols {
		for s, ids := range [2][]int{col.Attacker, col.Defender} {
			for r, id := range ids {
				if id < 0 || id >= int(b.n) || b.forces[id].side != Side(s) || b.forces[id].units == 0 || seen[id] {
					return Battle{}, badConfig("battle: column %d: Force %d cannot stand there", c+1, id)
				}
				seen[id] = true
				v.forces[id].col, v.forces[id].rank = int8(c), uint8(r)
			}
		}
	}
	for i := uint8(0); i < b.n; i++ {
		if b.forces[i].units > 0 && !seen[i] {
			return Battle{}, badConfig("battle: Force %d is not placed", i)
		}
	}
	v.ncols = uint8(len(cols))
	v.refreshLine() // the position modifiers read the line's occupancy
	return v, nil
}

// Awaits returns the kind of decision the battle waits for: ActPlace,
// ActEmergency (Emergency Defense, or ActEmergencyDone to stop), ActSwitch,
// ActRetreat, ActFire, ActReroll or ActDestroy. ok is false when the battle is over or
// waits for dice.
func (b *Battle) Awaits() (kind ActionKind, ok bool) {
	switch b.step {
	case stepPlace:
		return ActPlace, true
	case stepEmergency:
		return ActEmergency, true
	case stepRetreat:
		return ActRetreat, true
	case stepFire:
		return ActFire, true
	case stepReroll:
		return ActReroll, true
	case stepDestroy:
		return ActDestroy, true
	case stepSwitch:
		return ActSwitch, true
	}
	return 0, false
}

// FirstFire returns, at a Fire decision, the first Fire action Legal
// lists: the Force that fires next at its first target. ok is false when
// the battle does not wait for a Fire decision.
func (b *Battle) FirstFire() (a Action, ok bool) {
	if b.step != stepFire {
		return Action{}, false
	}
	return Action{Kind: ActFire, Force: uint8(b.firer()), Target: b.planTarget}, true
}
