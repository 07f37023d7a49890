package ares

// This file runs a battle inside a game (rulebook, Battle Sequence): the
// secret combat choice, Construction, the defender's declaration, the
// Scoring card, eligibility, and the battle's results.

// startAttack begins the Battle Sequence for Attack card c of the current
// player with the given combat choice against player target.
func (s *State) startAttack(c uint8, choice AttackChoice, target int) {
	p := int(s.current)
	s.players[p].loc[c] = cardLoc{where: atPlay}
	s.att, s.attackCard, s.choice = uint8(p), c, choice
	s.defendBase, s.surprise, s.autoWin = false, false, false
	s.scoreTo = -1
	if choice == TakeFrontier {
		// Ruling A5: the attacker alone does Construction and takes the
		// Frontier with a Force that is not Base Defense only; no combat.
		// The card goes to the discard pile: nobody controlled the Frontier.
		s.def = uint8(p)
		s.construct(p)
		if s.hasEligible(p, false, false) {
			s.frontier = int8(p)
		}
		s.discardCard(p, c)
		s.takes++
		s.players[p].shown = false
		s.endTurn()
		return
	}
	s.def = uint8(target)
	s.construct(target) // step 2: the defender does Construction
	if int(s.frontier) == target {
		s.phase = phaseDefend
		return
	}
	s.defendBase = true
	s.resolveAttack()
}

// declare records the defender's choice of Frontier or Base defence.
func (s *State) declare(base bool) {
	s.defendBase = base
	s.resolveAttack()
}

// resolveAttack is step 3 onwards: reveal, the Scoring card (Ruling A6),
// the attacker's Construction and the battle.
func (s *State) resolveAttack() {
	att, def := int(s.att), int(s.def)
	attackerHolds := int(s.frontier) == att
	s.scoreTo = s.frontier
	if s.choice == DeepStrike && !s.defendBase {
		s.surprise = true // the attacker keeps the Scoring card
		s.scoreTo = int8(att)
	}
	if s.scoreTo >= 0 {
		s.players[att].loc[s.attackCard] = cardLoc{where: atScoring, at: uint8(s.scoreTo)}
		s.players[s.scoreTo].scoring++
	} else {
		s.discardCard(att, s.attackCard)
	}
	s.construct(att)
	deep := s.choice == DeepStrike
	if !deep && !attackerHolds && s.defendBase {
		// A Normal Attack on a Frontier its controller does not defend:
		// the attacker takes it without combat, if it has a Force that
		// may attack (Ruling A8).
		s.autoWin = true
		if s.hasEligible(att, false, false) {
			s.frontier = int8(att)
		}
		s.battleAt = FrontierBattle
		s.players[att].shown = false
		s.players[def].shown = false
		s.endTurn()
		return
	}
	kind := FrontierBattle
	if deep || attackerHolds {
		kind = BaseBattle
	}
	s.battleAt = kind
	s.startBattle(kind, deep)
}

// hasEligible reports whether player p has a Force that may fight: with
// units, not Base Defense unless defending the base, and with Deep Strike
// in a Deep Strike.
func (s *State) hasEligible(p int, deep, base bool) bool {
	f := s.Faction(p)
	for k := 0; k < MaxBuildings; k++ {
		b := &s.players[p].base[k]
		if b.units > 0 && s.eligible(f, b, deep, base) {
			return true
		}
	}
	return false
}

func (s *State) eligible(f *Faction, b *building, deep, base bool) bool {
	if b.kind != slotStart && b.kind != slotBuilding {
		return false
	}
	u := &f.Units[b.unit]
	if u.BaseDefense && !base {
		return false
	}
	return !deep || u.DeepStrike
}

// startBattle builds the Battle: every eligible Force must take part.
func (s *State) startBattle(kind BattleKind, deep bool) {
	att, def := int(s.att), int(s.def)
	var b Battle
	_ = b.init(BattleConfig{Kind: kind, DeepStrike: deep, EmptyBuildings: s.countDestroyable(def)})
	s.addForces(&b, att, Attacker, deep, false)
	s.addForces(&b, def, Defender, false, kind == BaseBattle)
	b.edPool = s.players[def].handN
	s.battle = b
	s.battleOn = true
	s.phase = phaseBattle
	s.battle.begin()
	s.afterBattleStep()
}

// addForces adds player p's eligible Forces, and when defending the base
// its Base Defense buildings without units (for Emergency Defense).
func (s *State) addForces(b *Battle, p int, side Side, deep, base bool) {
	f := s.Faction(p)
	for k := 0; k < MaxBuildings; k++ {
		bl := &s.players[p].base[k]
		if !s.eligible(f, bl, deep, base) {
			continue
		}
		u := &f.Units[bl.unit]
		if bl.units == 0 && !(base && u.BaseDefense) {
			continue
		}
		sp := u.Spec(bl.units)
		sp.Resources = bl.res
		sp.Fixed = bl.kind == slotStart
		// The battle has room for every building of two bases.
		_ = b.addForce(side, sp, uint8(p), uint8(k), bl.unit)
	}
}

// afterBattleStep copies the battle's units back to the bases and ends
// the battle when it is over.
func (s *State) afterBattleStep() {
	b := &s.battle
	for i := 0; i < int(b.n); i++ {
		f := &b.forces[i]
		if f.slot < MaxBuildings {
			bl := &s.players[f.owner].base[f.slot]
			bl.units = f.units
			bl.res = f.res
		}
	}
	if b.Over() {
		s.finishBattle()
	}
}

// finishBattle applies the battle's results (rulebook, Battle Results).
func (s *State) finishBattle() {
	s.battleOn = false
	s.battles++
	att, def := int(s.att), int(s.def)
	s.players[att].shown = false
	s.players[def].shown = false
	if s.battle.outcome.AttackerWins() {
		if s.battleAt == FrontierBattle {
			s.frontier = int8(att)
		} else {
			s.conquer(att, def)
			return
		}
	}
	s.endTurn()
}

// discardCard puts player p's card c on the discard pile.
func (s *State) discardCard(p int, c uint8) {
	s.players[p].loc[c] = cardLoc{where: atDiscard}
	s.players[p].discard++
}

// emergencyActions appends the defender's Emergency Defense plays: any
// hand card onto any Base Defense building with room.
func (s *State) emergencyActions(dst []Action) []Action {
	pl := &s.players[s.def]
	for i := 0; i < int(s.battle.n); i++ {
		if !s.battle.emergencyTarget(i) {
			continue
		}
		for h := uint8(0); h < pl.handN; h++ {
			dst = append(dst, Action{Kind: ActEmergency, Card: h, Force: uint8(i)})
		}
	}
	return append(dst, Action{Kind: ActEmergencyDone})
}

// emergency plays hand card h face down on Force i's building and
// constructs at once.
func (s *State) emergency(h uint8, i int) {
	def := int(s.def)
	f := &s.battle.forces[i]
	c := s.takeFromHand(def, int(h))
	s.players[def].loc[c] = cardLoc{where: atResource, at: f.slot}
	s.players[def].base[f.slot].res++
	s.players[def].baseN++
	s.battle.edPool = s.players[def].handN + 1
	used := s.battle.emergency(i)
	s.players[def].base[f.slot].units = f.units
	s.discardResources(def, int(f.slot), used)
	if !s.battle.canEmergency() {
		s.battle.afterEmergency()
	}
}

// destroyActions appends the attacker's choices of Empty Building.
func (s *State) destroyActions(dst []Action) []Action {
	for k := 0; k < MaxBuildings; k++ {
		if s.destroyable(int(s.def), k) {
			dst = append(dst, Action{Kind: ActDestroy, Target: uint8(k)})
		}
	}
	return dst
}
