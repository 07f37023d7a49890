package ares

import (
	"fmt"

	"github.com/aresim/aresim/sim/dice"
)

// This file holds the combat round (rulebook, Combat Round Sequence of
// Play) and the Battle's decision interface.

// startRound begins a combat round with Emergency Defense (step 1).
func (b *Battle) startRound() {
	b.round++
	b.retreat = [2]bool{}
	if b.canEmergency() {
		b.step = stepEmergency
		b.toAct = Defender
		return
	}
	b.afterEmergency()
}

// canEmergency reports whether the defender can build by Emergency
// Defense now: it defends its base, holds a card, and has a Base Defense
// building with room.
func (b *Battle) canEmergency() bool {
	if !b.edAllowed || b.edPool == 0 {
		return false
	}
	for i := 0; i < int(b.n); i++ {
		if b.emergencyTarget(i) {
			return true
		}
	}
	return false
}

// emergencyTarget reports whether Force i's building can take an
// Emergency Defense resource: a defender's Base Defense building, not
// destroyed, with fewer than four units.
func (b *Battle) emergencyTarget(i int) bool {
	f := &b.forces[i]
	return f.side == Defender && f.spec.BaseDefense && f.slot != noSlotDestroyed &&
		f.units < MaxUnitsPerBuilding
}

// emergency puts one resource on Force i's building and constructs at once
// (rulebook, Emergency Defense). It returns the resources consumed.
func (b *Battle) emergency(i int) int {
	f := &b.forces[i]
	b.edPool--
	f.res++
	n := int(f.res) / int(f.spec.Cost)
	if room := MaxUnitsPerBuilding - int(f.units); n > room {
		n = room
	}
	if n == 0 {
		return 0
	}
	if f.units == 0 {
		// A new Force: unengaged until Reorganization places it.
		f.reserve = false
		f.col = -1
		f.shields = f.spec.Shield
		b.rerolls[Defender] += f.spec.Rerolls
		if !f.spec.Fixed && b.emptyAvail > 0 {
			b.emptyAvail-- // no longer an Empty Building
		}
	}
	f.units += uint8(n)
	used := n * int(f.spec.Cost)
	f.res -= uint8(used)
	return used
}

// afterEmergency checks Ruling A8 for a defender that had no Force, then
// runs Reorganization (step 2).
func (b *Battle) afterEmergency() {
	if b.Alive(Defender) == 0 {
		b.end(DefenderEliminated)
		return
	}
	b.startReorganization()
}

// startRetreat ends Reorganization: a side with a Tactical Brain may now
// switch two of its Forces (attacker first, Ruling A19); then step 3, the
// attacker may declare a retreat.
func (b *Battle) startRetreat() {
	switch {
	case b.tactical[Attacker] && b.canSwitch(Attacker):
		b.step, b.toAct = stepSwitch, Attacker
	case b.tactical[Defender] && b.canSwitch(Defender):
		b.step, b.toAct = stepSwitch, Defender
	default:
		b.beginRetreat()
	}
}

// beginRetreat begins step 3: the attacker may declare a retreat.
func (b *Battle) beginRetreat() {
	b.step = stepRetreat
	b.toAct = Attacker
}

// canSwitch reports whether side has two Forces in the line.
func (b *Battle) canSwitch(side Side) bool {
	n := 0
	for i := uint8(0); i < b.n; i++ {
		if b.forces[i].side == side && b.forces[i].inLine() {
			n++
		}
	}
	return n >= 2
}

// switchOK reports whether Forces i and j of the side to act may switch
// places: both in the line, and neither with No Flanking ending up behind
// another Force.
func (b *Battle) switchOK(i, j int) bool {
	if i >= j || j >= int(b.n) {
		return false
	}
	f, g := &b.forces[i], &b.forces[j]
	if f.side != b.toAct || g.side != b.toAct || !f.inLine() || !g.inLine() {
		return false
	}
	if (f.spec.NoFlanking && g.rank > 0) || (g.spec.NoFlanking && f.rank > 0) {
		return false
	}
	return f.col != g.col || f.rank != g.rank
}

// switchForces swaps two Forces' places (or, with pass, none) and moves
// on to the other side's switch or the retreat step.
func (b *Battle) switchForces(i, j int, pass bool) {
	if !pass {
		f, g := &b.forces[i], &b.forces[j]
		f.col, g.col = g.col, f.col
		f.rank, g.rank = g.rank, f.rank
		b.refreshLine()
	}
	if b.toAct == Attacker && b.tactical[Defender] && b.canSwitch(Defender) {
		b.toAct = Defender
		return
	}
	b.beginRetreat()
}

// declareRetreat records side's choice (Ruling A9): the attacker first;
// the defender, if allowed, only when the attacker stays.
func (b *Battle) declareRetreat(retreat bool) {
	if retreat {
		b.retreat[b.toAct] = true
		b.startFiring()
		return
	}
	if b.toAct == Attacker && b.defRetreat {
		b.toAct = Defender
		return
	}
	b.startFiring()
}

// endRound is step 5: move the round marker, and end the battle after a
// retreat or the last round (Ruling A16).
func (b *Battle) endRound() {
	switch {
	case b.retreat[Attacker]:
		b.end(AttackerRetreated)
	case b.retreat[Defender]:
		b.end(DefenderRetreated)
	case b.round >= b.rounds:
		b.end(RoundLimit)
	default:
		b.startRound()
	}
}

// Legal appends the legal decisions of the side to act (ToAct) to dst and
// returns it. It appends nothing when the battle is over or waits for a
// roll. This is the interface of a battle on its own (package ares/odds);
// a game's State.Legal covers battles inside a game.
func (b *Battle) Legal(dst []Action) []Action {
	switch b.step {
	case stepPlace:
		return b.placementActions(dst)
	case stepEmergency:
		for i := 0; i < int(b.n); i++ {
			if b.emergencyTarget(i) {
				dst = extend(dst)
				dst[len(dst)-1] = Action{Kind: ActEmergency, Card: NoCard, Force: uint8(i)}
			}
		}
		return append(dst, Action{Kind: ActEmergencyDone})
	case stepRetreat:
		return append(dst, Action{Kind: ActRetreat, Arg: 0}, Action{Kind: ActRetreat, Arg: 1})
	case stepFire:
		return b.fireActions(dst)
	case stepReroll:
		k := b.rollMissed
		if b.rerolls[b.toAct] < k {
			k = b.rerolls[b.toAct]
		}
		for n := uint8(0); n <= k; n++ {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActReroll, Arg: n}
		}
		return dst
	case stepDestroy:
		return append(dst, Action{Kind: ActDestroy, Target: TargetAnyBuilding})
	case stepSwitch:
		dst = extend(dst)
		dst[len(dst)-1] = Action{Kind: ActSwitch, Arg: 1}
		for i := 0; i < int(b.n); i++ {
			for j := i + 1; j < int(b.n); j++ {
				if b.switchOK(i, j) {
					dst = extend(dst)
					dst[len(dst)-1] = Action{Kind: ActSwitch, Force: uint8(i), Target: uint8(j)}
				}
			}
		}
	}
	return dst
}

// check reports why a is not a legal decision now, or nil. Emergency
// Defense and Destroy are checked here in their battle-only form.
func (b *Battle) check(a Action, inGame bool) error {
	switch {
	case b.step == stepOver:
		return illegal("the battle is over")
	case b.AtChance():
		return illegal("the battle waits for a roll")
	}
	switch a.Kind {
	case ActPlace:
		if a.Arg >= uint8(numPlaceKinds) || !b.canPlace(int(a.Force), PlaceKind(a.Arg), int(a.Target)) {
			return illegal("%s: not a legal placement now", a)
		}
	case ActEmergency:
		if b.step != stepEmergency || int(a.Force) >= int(b.n) || !b.emergencyTarget(int(a.Force)) {
			return illegal("%s: not a Base Defense building that can take Emergency Defense now", a)
		}
		if !inGame && (a.Card != NoCard || b.edPool == 0) {
			return illegal("%s: no Emergency Defense card left", a)
		}
	case ActEmergencyDone:
		if b.step != stepEmergency {
			return illegal("%s: not the Emergency Defense step", a)
		}
	case ActRetreat:
		if b.step != stepRetreat || a.Arg > 1 {
			return illegal("%s: not the retreat step", a)
		}
	case ActFire:
		if !b.canFire(int(a.Force), a.Target) {
			return illegal("%s: that Force cannot fire at that target now", a)
		}
	case ActReroll:
		if b.step != stepReroll || a.Arg > b.rollMissed || a.Arg > b.rerolls[b.toAct] {
			return illegal("%s: not that many misses or rerolls", a)
		}
	case ActDestroy:
		if b.step != stepDestroy {
			return illegal("%s: no Empty Building to destroy now", a)
		}
		if !inGame && a.Target != TargetAnyBuilding {
			return illegal("%s: a battle without a game destroys \"any\"", a)
		}
	case ActSwitch:
		if b.step != stepSwitch || a.Arg > 1 || (a.Arg == 0 && !b.switchOK(int(a.Force), int(a.Target))) ||
			(a.Arg == 1 && (a.Force != 0 || a.Target != 0)) {
			return illegal("%s: not a switch the Tactical Brain allows now", a)
		}
	default:
		return illegal("%s: not a battle decision", a)
	}
	return nil
}

// Decide applies a decision of the side to act. It leaves the battle
// unchanged and returns an error wrapping ErrIllegalAction when a is not
// legal. After a Fire or Reroll decision the battle waits at a chance
// node: resolve it with ResolveChance (exact computation) or use Apply,
// which rolls the dice.
func (b *Battle) Decide(a Action) error {
	if a.Kind == ActFire {
		// The one decision taken many times a battle: check it and work
		// out its dice in one go.
		n, hitOn := b.fireDice(int(a.Force), a.Target)
		if n == 0 {
			return b.check(a, false)
		}
		b.fireWith(int(a.Force), a.Target, n, hitOn)
		return nil
	}
	if err := b.check(a, false); err != nil {
		return err
	}
	b.decide(a)
	return nil
}

// decide applies a checked decision.
func (b *Battle) decide(a Action) {
	switch a.Kind {
	case ActPlace:
		b.place(int(a.Force), PlaceKind(a.Arg), int(a.Target))
	case ActEmergency:
		b.emergency(int(a.Force))
		if !b.canEmergency() {
			b.afterEmergency()
		}
	case ActEmergencyDone:
		b.afterEmergency()
	case ActRetreat:
		b.declareRetreat(a.Arg == 1)
	case ActFire:
		b.fire(int(a.Force), a.Target)
	case ActReroll:
		b.reroll(int(a.Arg))
	case ActDestroy:
		b.destroyOne(0, noSlot)
	case ActSwitch:
		b.switchForces(int(a.Force), int(a.Target), a.Arg == 1)
	}
}

// ResolveChance resolves the roll the battle waits for with the given
// number of hits (0 to the number of dice).
func (b *Battle) ResolveChance(hits int) error {
	n, _, ok := b.Chance()
	if !ok {
		return illegal("the battle does not wait for a roll")
	}
	if hits < 0 || hits > n {
		return illegal("%d hits from %d dice", hits, n)
	}
	b.resolveRoll(hits)
	return nil
}

// Apply applies decision a and rolls any dice it calls for with rng. On
// error the battle and rng are unchanged.
func (b *Battle) Apply(a Action, rng *dice.Rand) error {
	if err := b.Decide(a); err != nil {
		return err
	}
	b.rollPending(rng)
	return nil
}

// RollChance rolls the dice of the roll the battle waits for (AtChance)
// with rng, as Apply does, and resolves the roll. It returns the hits, or
// -1, leaving the battle and rng unchanged, when the battle does not wait
// for a roll.
func (b *Battle) RollChance(rng *dice.Rand) int {
	if !b.AtChance() {
		return -1
	}
	h := rollHits(rng, int(b.rollDice), int(b.rollHitOn))
	b.resolveRoll(h)
	return h
}

// rollPending resolves chance nodes with rng until a decision is needed.
func (b *Battle) rollPending(rng *dice.Rand) {
	for b.AtChance() {
		b.resolveRoll(rollHits(rng, int(b.rollDice), int(b.rollHitOn)))
	}
}

// String gives a one-line summary, for debugging.
func (b *Battle) String() string {
	return fmt.Sprintf("battle(%s round %d/%d, %d vs %d Forces, %s)", b.kind, b.round, b.rounds,
		b.Alive(Attacker), b.Alive(Defender), b.outcome)
}
