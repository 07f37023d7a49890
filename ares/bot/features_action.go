package bot

import "github.com/aresim/aresim/ares"

// This file holds the action features of Features.

// The action features.
const (
	aKind        = 0  // numKinds, one-hot by ares.ActionKind
	aCardKind    = 24 // 4, one-hot by ares.CardKind: the card played or picked
	aAttackKind  = 28 // 3, one-hot by ares.AttackKind (Standard in the Basic Game)
	aUnitValue   = 31 // the unit's value: a Building's end, the target slot's, the Force's
	aUnitCost    = 32 // / 4
	aUnitType    = 33 // 4, one-hot by ares.UnitType
	aBaseDef     = 37 // the unit is Base Defense
	aDeepStrike  = 38 // the unit has Deep Strike
	aSlotUnits   = 39 // the target slot's units / 4
	aSlotRes     = 40 // the target slot's resources / 10
	aCompletes   = 41 // a resource completes a unit
	aWasted      = 42 // a resource builds nothing: the building is full
	aChoice      = 43 // 3, one-hot by ares.AttackChoice
	aTgtPoints   = 46 // the attacked seat's points / 10
	aTgtFrontier = 47 // the attacked seat's side holds the Frontier
	aTgtHidden   = 48 // the attacked base is behind its screen
	aTgtStrength = 49 // the attacked base's strength / 5 (as the seat block's)
	aTgtSeat     = 50 // the attacked seat's block / 3
	aPlace       = 51 // 4, one-hot by ares.PlaceKind
	aBaseCard    = 55 // fire at a Base Card
	aHit         = 56 // the chance one die hits the target
	aTgtUnits    = 57 // the target Force's units / 4
	aForceUnits  = 58 // the acting Force's units / 4
	aAmount      = 59 // / 5: dice rerolled, Power spent or paid, a played effect's amount
	aReward      = 60 // 3, one-hot: Scoring card, resources, destroy
	aYes         = 63 // Arg 1: a Base defence, a retreat, no switch
	aLeft        = 64 // the share of the cards left (as gLeft)
	aPointsDiff  = 65 // as gPointsDiff
	aFrontier    = 66 // the mover's side holds the Frontier
	aHand        = 67 // the mover's hand / 3
	aInBattle    = 68
	aBuildCost   = 69 // the Full Game building cost / 4
	aEffect      = 70 // 12, one-hot by effect kind (effectKinds), Full Game plays
	aHeuristic   = 82 // the heuristic's score of the action less its best score among the legal actions, / 4, at least -5
	aHeuristicTo = 83 // the heuristic's best-scored legal action (the first of a tie)
	actionLen    = 84
)

// Actions writes the features of each of legal, the legal actions of View
// v's decision, one row after another (learn.Encoder): each action's own
// features (Action), then how the heuristic scores it against the others.
// The heuristic is the encoder's own (NewSeatFeatures), which remembers
// what its seat saw at its earlier decisions as the heuristic bot does, or
// else one reset before each use, which scores from the View alone.
func (e *Features) Actions(v *ares.State, legal []ares.Action, dst []float32) {
	for i, a := range legal {
		e.Action(v, a, dst[i*actionLen:(i+1)*actionLen])
	}
	if len(legal) == 0 {
		return
	}
	sc := e.seat
	if sc == nil {
		sc = e.scorers.Get().(*scorer)
		defer e.scorers.Put(sc)
		sc.h.Reset(0)
	}
	sc.scores = sc.h.Scores(v, legal, sc.scores[:0])
	best := 0
	for i, s := range sc.scores {
		if s > sc.scores[best] {
			best = i
		}
	}
	for i, s := range sc.scores {
		dst[i*actionLen+aHeuristic] = float32(max((s-sc.scores[best])/4, -5))
	}
	dst[best*actionLen+aHeuristicTo] = 1
}

// scorer is a heuristic that scores from the View alone: it is reset
// before each use, so it remembers nothing of earlier decisions.
type scorer struct {
	h      *Heuristic
	scores []float64
}

// numKinds is the number of action kinds.
const numKinds = int(ares.ActSpend) + 1

// effectKinds orders the effect one-hot.
var effectKinds = [12]string{
	ares.EffectPower, ares.EffectUpgrade, ares.EffectTactical,
	ares.EffectAttach, ares.EffectEvolve, ares.EffectGainPower, ares.EffectBonusResources,
	ares.EffectBattle, ares.EffectResupply, ares.EffectRerolls, ares.EffectBarrage, ares.EffectSwarm,
}

// Action writes the features of action a, legal in View v, into dst.
func (e *Features) Action(v *ares.State, a ares.Action, dst []float32) {
	dst = dst[:actionLen]
	clear(dst)
	if int(a.Kind) < numKinds {
		dst[aKind+int(a.Kind)] = 1
	}
	me := viewerOf(v)
	mover := v.ToMove()
	if mover < 0 {
		mover = me
	}
	e.actionContext(v, me, mover, dst)
	info := v.BattleInfo()
	switch a.Kind {
	case ares.ActPick:
		f := v.Faction(mover)
		if int(a.Card) < len(f.Cards) {
			d := &f.Cards[a.Card]
			e.cardFeatures(v, d, false, dst)
			sv := e.valuesOf(v, mover)
			best := -1
			for end := range d.Units {
				if ui := d.UnitIndex(end); ui >= 0 && (best < 0 || sv.unit[ui] > sv.unit[best]) {
					best = ui
				}
			}
			if best >= 0 {
				unitFeatures(&f.Units[best], sv.unit[best], dst)
			}
		}
	case ares.ActBuilding, ares.ActResource, ares.ActStack, ares.ActAttack, ares.ActBank, ares.ActSpecial:
		e.playFeatures(v, me, mover, a, dst)
	case ares.ActEmergency:
		if d := v.EmergencyCard(a); d != nil {
			e.cardFeatures(v, d, false, dst)
		}
		e.forceFeatures(v, int(a.Force), dst)
	case ares.ActDefend, ares.ActRetreat, ares.ActSwitch:
		dst[aYes] = b2f32(a.Arg != 0)
		if a.Kind == ares.ActSwitch && a.Arg == 0 {
			e.forceFeatures(v, int(a.Force), dst)
		}
	case ares.ActPlace:
		e.placeFeatures(v, a, dst)
	case ares.ActFire:
		e.fireFeatures(v, a, dst)
	case ares.ActReroll, ares.ActSpend:
		dst[aAmount] = float32(a.Arg) / 5
	case ares.ActDestroy:
		e.refFeatures(v, info.Defender, a.Target, dst)
	case ares.ActPower, ares.ActConvert, ares.ActUnevolve:
		if int(a.Target) < ares.MaxBuildings {
			e.slotFeatures(v, mover, int(a.Target), false, dst)
			if a.Kind == ares.ActPower {
				dst[aAmount] = float32(powerCost(v, mover, int(a.Target), int(a.Arg))) / 5
			}
		}
	case ares.ActRaidPick:
		first := info.Defender
		if v.Teammate(mover, info.Attacker) {
			first = info.Attacker
		}
		e.refFeatures(v, first, a.Target, dst)
	case ares.ActReward:
		if a.Arg <= ares.RewardDestroy {
			dst[aReward+int(a.Arg)] = 1
		}
		switch a.Arg {
		case ares.RewardResources:
			e.refFeatures(v, info.Attacker, a.Target, dst)
		case ares.RewardDestroy:
			e.refFeatures(v, info.Defender, a.Target, dst)
		}
	}
}

// actionContext writes the context features of a decision of mover.
func (e *Features) actionContext(v *ares.State, me, mover int, dst []float32) {
	left, total, best, enemies := 0, 0, 0, 0
	for q := 0; q < v.NumPlayers(); q++ {
		if v.Eliminated(q) {
			continue
		}
		left += v.DeckLen(q) + v.HandLen(q)
		total += ares.DeckSize
		if !v.Teammate(me, q) {
			if enemies++; enemies == 1 || v.Points(q) > best {
				best = v.Points(q)
			}
		}
	}
	if total > 0 {
		dst[aLeft] = float32(left) / float32(total)
	}
	dst[aPointsDiff] = float32(v.Points(me)-best) / 10
	dst[aFrontier] = b2f32(v.ControlsFrontier(mover))
	dst[aHand] = float32(v.HandLen(mover)) / 3
	dst[aInBattle] = b2f32(v.InBattle())
}

// playFeatures writes the features of a play from the mover's hand.
func (e *Features) playFeatures(v *ares.State, me, mover int, a ares.Action, dst []float32) {
	if int(a.Card) >= v.HandLen(mover) {
		return
	}
	d := v.HandDef(mover, int(a.Card))
	if d == nil {
		return // a hand the View hides: no such decision is the viewer's
	}
	e.cardFeatures(v, d, a.Kind == ares.ActSpecial || a.Kind == ares.ActAttack, dst)
	switch a.Kind {
	case ares.ActBuilding:
		if ui := d.UnitIndex(int(a.Arg)); ui >= 0 {
			unitFeatures(&v.Faction(mover).Units[ui], e.valuesOf(v, mover).unit[ui], dst)
		}
		if a.Target < ares.MaxBuildings {
			dst[aSlotRes] = float32(v.Slot(mover, int(a.Target)).Under) / 10 // a building on a resource stack
		}
	case ares.ActResource:
		if a.Target < ares.MaxBuildings {
			e.slotFeatures(v, mover, int(a.Target), true, dst)
		}
	case ares.ActSpecial:
		if a.Target < ares.MaxBuildings {
			e.slotFeatures(v, mover, int(a.Target), d.Effect != nil && d.Effect.Kind == ares.EffectBonusResources, dst)
		}
	case ares.ActAttack:
		if a.Arg <= uint8(ares.DeepStrike) {
			dst[aChoice+int(a.Arg)] = 1
		}
		if q := int(a.Target); q < v.NumPlayers() && q != mover {
			dst[aTgtPoints] = float32(v.Points(q)) / 10
			dst[aTgtFrontier] = b2f32(v.ControlsFrontier(q))
			dst[aTgtHidden] = b2f32(v.BaseHidden(q))
			dst[aTgtStrength] = float32(sumBase(v, q, e.valuesOf(v, q)).strength) / 5
			order, n := seatOrder(v, me)
			for i := 0; i < n; i++ {
				if order[i] == q {
					dst[aTgtSeat] = float32(i) / 3
				}
			}
		}
	}
}

// cardFeatures writes the features of card d; effect adds its Full Game
// effect (a play face up, or an Attack).
func (e *Features) cardFeatures(v *ares.State, d *ares.CardDef, effect bool, dst []float32) {
	if d.Kind <= ares.SpecialBuildingCard {
		dst[aCardKind+int(d.Kind)] = 1
	}
	full := v.Mode() != ares.Basic
	if d.Kind == ares.AttackCard {
		k := 0
		if full {
			k = int(min(d.Attack, ares.SpecialAttack))
		}
		dst[aAttackKind+k] = 1
	}
	if !full {
		return
	}
	dst[aBuildCost] = float32(d.BuildingCost) / 4
	if effect && d.Effect != nil {
		for i, k := range effectKinds {
			if d.Effect.Kind == k {
				dst[aEffect+i] = 1
			}
		}
		dst[aAmount] = float32(d.Effect.Amount) / 5
	}
}

// unitFeatures writes the features of unit u worth val.
func unitFeatures(u *ares.Unit, val float64, dst []float32) {
	dst[aUnitValue] = float32(val)
	dst[aUnitCost] = float32(u.Cost) / 4
	if u.Type < ares.NumUnitTypes {
		dst[aUnitType+int(u.Type)] = 1
	}
	dst[aBaseDef] = b2f32(u.BaseDefense)
	dst[aDeepStrike] = b2f32(u.DeepStrike)
}

// slotFeatures writes the features of slot k of player p's base; resource
// adds what one more resource on it does.
func (e *Features) slotFeatures(v *ares.State, p, k int, resource bool, dst []float32) {
	u, unit, units, res := v.SlotStock(p, k)
	dst[aSlotUnits] = float32(units) / 4
	dst[aSlotRes] = float32(res) / 10
	if u == nil {
		return
	}
	unitFeatures(u, e.valuesOf(v, p).unit[unit], dst)
	if resource && ares.FightingUnit(u) {
		dst[aCompletes] = b2f32(unitsFor(res+1, u) > unitsFor(res, u))
		dst[aWasted] = b2f32(units+unitsFor(res, u) >= ares.MaxUnitsPerBuilding)
	}
}

// refFeatures writes the features of the slot ref names on the side
// whose first seat is first (State.SlotRef).
func (e *Features) refFeatures(v *ares.State, first int, ref uint8, dst []float32) {
	if p, k, ok := v.SlotRef(first, ref); ok {
		e.slotFeatures(v, p, k, false, dst)
	}
}

// forceFeatures writes the features of battle Force i.
func (e *Features) forceFeatures(v *ares.State, i int, dst []float32) {
	b := v.Battle()
	if i >= b.NumForces() {
		return
	}
	f := b.Force(i)
	dst[aForceUnits] = float32(f.Units()) / 4
	if ui := f.Unit(); ui >= 0 {
		unitFeatures(&v.Faction(f.Owner()).Units[ui], e.valuesOf(v, f.Owner()).unit[ui], dst)
	}
}

// placeFeatures writes the features of a placement: against an enemy
// Force, the chance one die of the placed Force hits it.
func (e *Features) placeFeatures(v *ares.State, a ares.Action, dst []float32) {
	e.forceFeatures(v, int(a.Force), dst)
	if a.Arg <= uint8(ares.PlaceStay) {
		dst[aPlace+int(a.Arg)] = 1
	}
	b := v.Battle()
	if ares.PlaceKind(a.Arg) != ares.PlaceMatch || int(a.Target) >= b.NumForces() || int(a.Force) >= b.NumForces() {
		return
	}
	t := b.Force(int(a.Target))
	dst[aTgtUnits] = float32(t.Units()) / 4
	dst[aHit] = float32(dieChance(b.Force(int(a.Force)).Spec().Attack[t.Spec().Type], 0))
}

// fireFeatures writes the features of a fire: the target, and the chance
// one die hits it.
func (e *Features) fireFeatures(v *ares.State, a ares.Action, dst []float32) {
	e.forceFeatures(v, int(a.Force), dst)
	b := v.Battle()
	if a.Target == ares.TargetBaseLeft || a.Target == ares.TargetBaseRight {
		dst[aBaseCard] = 1
	} else if int(a.Target) < b.NumForces() {
		dst[aTgtUnits] = float32(b.Force(int(a.Target)).Units()) / 4
	}
	if hit, ok := b.ToHit(int(a.Force), a.Target); ok {
		dst[aHit] = float32(dieChance(ares.Rating(max(min(hit, 9), -9)), 0))
	}
}

// powerCost returns the Power the ability bought by ActPower costs: slot
// k's unit's (arg 0) or attachment arg-1's.
func powerCost(v *ares.State, p, k, arg int) int {
	if arg == 0 {
		if u := v.SlotUnit(p, k); u != nil && u.Powered != nil {
			return int(u.Powered.Power)
		}
		return 0
	}
	if arg-1 < ares.MaxAttached {
		if d := v.AttachedCard(p, k, arg-1); d != nil && d.Effect != nil && d.Effect.Modifier != nil {
			return int(d.Effect.Modifier.Power)
		}
	}
	return 0
}
