package ares

// This file runs a battle inside a game (rulebook, Battle Sequence): the
// secret combat choice, Construction, the defender's declaration, the
// Scoring card, eligibility, and the battle's results. In a Team Match
// each side is a team: both teammates construct, fight in one battle line
// and defend their bases together.

// attack flow steps, in order.
const (
	flowDefConstruct uint8 = iota // step 2: the defenders do Construction
	flowDeclare                   // step 2: the Frontier's controller declares
	flowReveal                    // step 3: reveal, the Scoring card, special Attack effects
	flowAttConstruct              // step 3: the attackers do Construction
	flowFight                     // steps 4-6: the battle
)

// side returns the players of the side whose first seat is first: that
// seat, and in a Team Match its teammate.
func (s *State) side(first int) (ps [2]int, n int) {
	ps[0], n = first, 1
	if s.mode == Team && !s.players[first^1].out {
		ps[1], n = first^1, 2
	}
	return ps, n
}

// slotRef names slot k of player p on the side whose first seat is first:
// k for the first seat, MaxBuildings+k for its teammate.
func slotRef(first, p, k int) uint8 {
	if p != first {
		return uint8(MaxBuildings + k)
	}
	return uint8(k)
}

// fromRef decodes a slot reference of the side whose first seat is first.
func (s *State) fromRef(first int, ref uint8) (p, k int, ok bool) {
	ps, n := s.side(first)
	if int(ref) < MaxBuildings {
		return ps[0], int(ref), true
	}
	if n == 2 && int(ref) < 2*MaxBuildings {
		return ps[1], int(ref) - MaxBuildings, true
	}
	return 0, 0, false
}

// playAttack plays Attack card c of player p with a combat choice against
// player target. In a Team Match the teammate plays next, and may join.
func (s *State) playAttack(p int, c uint8, choice AttackChoice, target int) {
	s.players[p].setLoc(int(c), cardLoc{where: atPlay})
	if s.mode == Team && s.joint == -2 {
		s.joint = int8(c) // the teammate joins: one battle, both cards score
		s.launchAttack()
		return
	}
	s.att, s.attackCard, s.choice, s.def = uint8(p), c, choice, uint8(target)
	s.raid = s.isRaid(p, c)
	s.joint = -1
	if s.mode == Team && !s.second && s.players[p^1].handN > 0 {
		// Ruling A25: the attack, a neutral Frontier take too, waits for
		// the teammate's play.
		s.joint = -2
		s.second = true
		s.current = uint8(p ^ 1)
		s.phase = phaseTurn
		return
	}
	s.launchAttack()
}

// launchAttack begins the Battle Sequence. A neutral Frontier take
// (Ruling A5) skips the defender's steps: its Attack cards are revealed
// (and discarded: nobody controls the Frontier), the attackers do
// Construction, their Construction decisions included ("In this case the
// Attacker does Construction"), and the take resolves (takeFrontier).
func (s *State) launchAttack() {
	s.defendBase, s.surprise, s.autoWin = false, false, false
	s.scoreTo = -1
	s.raidSlot = [2]int8{-1, -1}
	s.flow, s.flowIdx = flowDefConstruct, 0
	if s.choice == TakeFrontier {
		s.def = s.att
		s.flow = flowReveal
	}
	s.advanceAttack()
}

// takeFrontier resolves a neutral Frontier take after the attackers'
// Construction (Ruling A5): the attacker takes control with a Force that
// is not Base Defense only; no combat.
func (s *State) takeFrontier() {
	att := int(s.att)
	ps, n := s.side(att)
	for _, p := range ps[:n] {
		if s.hasEligible(p, false, false) {
			s.frontier = int8(att)
		}
	}
	s.takes++
	s.hideBases()
	s.clearPowered()
	s.endTurn()
}

// advanceAttack moves the Battle Sequence on until a decision is needed.
func (s *State) advanceAttack() {
	for {
		switch s.flow {
		case flowDefConstruct, flowAttConstruct:
			first := int(s.def)
			if s.flow == flowAttConstruct {
				first = int(s.att)
			}
			ps, n := s.side(first)
			if int(s.flowIdx) < n {
				p := ps[s.flowIdx]
				s.flowIdx++
				s.construct(p)
				if s.mode.fullRules() && s.hasConstructionDecisions(p) {
					s.phase, s.cons = phaseConstruct, uint8(p)
					return
				}
				continue
			}
			s.flow++
			s.flowIdx = 0
		case flowDeclare:
			s.flow = flowReveal
			if s.controls(int(s.def)) {
				s.phase = phaseDefend
				return
			}
			s.defendBase = true
		case flowReveal:
			s.reveal()
			s.flow = flowAttConstruct
		case flowFight:
			s.fight()
			return
		}
	}
}

// declare records the defender's choice of Frontier or Base defence.
func (s *State) declare(base bool) {
	s.defendBase = base
	s.advanceAttack()
}

// reveal is step 3: the Attack cards go to the Scoring pile of whoever
// controlled the Frontier (the attacker on Surprise, Ruling A6; a Raid is
// never a Surprise, Ruling A22), and a special Attack's effects before
// the attacker's Construction happen.
func (s *State) reveal() {
	att := int(s.att)
	s.scoreTo = s.frontier
	if s.choice == DeepStrike && !s.defendBase && !s.raid {
		s.surprise = true // the attacker keeps the Scoring card
		s.scoreTo = int8(att)
	}
	s.scoreCard(att, s.attackCard)
	if s.joint >= 0 {
		s.scoreCard(att^1, uint8(s.joint))
	}
	s.preConstructionEffects()
}

// scoreCard puts player p's Attack card c in the Scoring pile of scoreTo,
// or on the discard pile with the Frontier neutral.
func (s *State) scoreCard(p int, c uint8) {
	if s.scoreTo >= 0 {
		s.players[p].setLoc(int(c), cardLoc{where: atScoring, at: uint8(s.scoreTo)})
		s.players[s.scoreTo].scoring++
		return
	}
	s.discardCard(p, c)
}

// fight starts the battle after both sides' Construction: a neutral
// Frontier take, a Frontier taken without combat, a Raid, or a battle.
func (s *State) fight() {
	if s.choice == TakeFrontier {
		s.takeFrontier()
		return
	}
	att := int(s.att)
	deep := s.choice == DeepStrike
	attackerHolds := s.controls(att)
	if !deep && !attackerHolds && s.defendBase {
		// A Normal Attack on a Frontier its controller does not defend:
		// the attacker takes it without combat, if it has a Force that
		// may attack (Ruling A8).
		s.autoWin = true
		ps, n := s.side(att)
		for _, p := range ps[:n] {
			if s.hasEligible(p, false, false) {
				s.frontier = int8(att)
			}
		}
		s.battleAt = FrontierBattle
		s.hideBases()
		s.clearPowered()
		s.endTurn()
		return
	}
	if s.raid {
		s.battleAt = RaidBattle
		s.phase = phaseRaidPick
		s.advanceRaidPick()
		return
	}
	kind := FrontierBattle
	if deep || attackerHolds {
		kind = BaseBattle
	}
	s.battleAt = kind
	s.startBattle(kind, deep)
}

// hideBases puts the screens back up, noting whose went up for
// ObservationInto.
func (s *State) hideBases() {
	for p := 0; p < int(s.n); p++ {
		if s.players[p].shown {
			s.screened |= 1 << p
		}
		s.players[p].shown = false
	}
}

// hasEligible reports whether player p has a Force that may fight: with
// units, not Base Defense unless defending the base, and with Deep Strike
// in a Deep Strike.
func (s *State) hasEligible(p int, deep, base bool) bool {
	for k := 0; k < MaxBuildings; k++ {
		b := &s.players[p].base[k]
		if b.units > 0 && s.eligible(p, k, deep, base) {
			return true
		}
	}
	return false
}

// eligible reports whether slot k of player p may fight: a building (not a
// Base Mat building) whose unit fights, not Base Defense unless defending
// the base, with Deep Strike (printed, bought or from the Attack card) in
// a Deep Strike.
func (s *State) eligible(p, k int, deep, base bool) bool {
	b := &s.players[p].base[k]
	if (b.kind != slotStart && b.kind != slotBuilding) || b.pending {
		return false
	}
	u := &s.Faction(p).Units[b.unit]
	if u.NoCombat || (u.BaseDefense && !base) {
		return false
	}
	if !deep {
		return true
	}
	sp := s.forceSpec(p, k, int(s.att) == p || (s.mode == Team && int(s.att)^1 == p))
	return sp.DeepStrike
}

// forceSpec returns the ForceSpec of slot k of player p for this battle:
// the unit, plus its bought ability, attached cards and, for the
// attackers, their special Attack card's battle effect.
func (s *State) forceSpec(p, k int, attacker bool) ForceSpec {
	f := s.Faction(p)
	b := &s.players[p].base[k]
	u := &f.Units[b.unit]
	sp := u.Spec(b.units)
	sp.Resources = b.res
	sp.Fixed = b.kind == slotStart || b.bay
	if !s.mode.fullRules() {
		return sp
	}
	if u.Powered != nil && (u.Powered.Power == 0 || b.powered&1 != 0) {
		u.Powered.apply(&sp)
	}
	for i := 0; i < MaxAttached; i++ {
		e := s.attachedEffect(p, k, i)
		if e != nil && e.Kind == EffectAttach && (e.Modifier.Power == 0 || b.powered&(2<<i) != 0) {
			e.Modifier.apply(&sp)
		}
	}
	if attacker {
		if e := s.attackEffect(p); e != nil && e.Kind == EffectBattle && e.Modifier.applies(u.Type) {
			e.Modifier.apply(&sp)
		}
	}
	return sp
}

// attackEffect returns the effect of the Attack card player p attacked
// with in this battle, or nil.
func (s *State) attackEffect(p int) *Effect {
	c, ok := s.attackCardOf(p)
	if !ok || !s.mode.fullRules() {
		return nil
	}
	return s.Faction(p).CardOf(int(c)).Effect
}

// attackCardOf returns the Attack card player p attacked with in this
// battle: the attacker's, or in a Team Match its teammate's joint card.
func (s *State) attackCardOf(p int) (c uint8, ok bool) {
	switch {
	case p == int(s.att):
		return s.attackCard, true
	case s.mode == Team && p == int(s.att)^1 && s.joint >= 0:
		return uint8(s.joint), true
	}
	return 0, false
}

// startBattle builds the Battle: every eligible Force must take part.
func (s *State) startBattle(kind BattleKind, deep bool) {
	att, def := int(s.att), int(s.def)
	var b Battle
	empty := 0
	dps, dn := s.side(def)
	for _, p := range dps[:dn] {
		empty += s.countDestroyable(p)
	}
	_ = b.init(BattleConfig{Kind: kind, DeepStrike: deep, EmptyBuildings: empty})
	aps, an := s.side(att)
	for _, p := range aps[:an] {
		s.addForces(&b, p, Attacker, deep, false)
	}
	for _, p := range dps[:dn] {
		s.addForces(&b, p, Defender, false, kind == BaseBattle)
	}
	for _, p := range aps[:an] {
		s.addCarried(&b, p, deep)
	}
	b.edPool = s.handsOf(def)
	for i, first := range [2]int{att, def} {
		ps, n := s.side(first)
		for _, p := range ps[:n] {
			if s.hasTactical(p) {
				b.tactical[i] = true
			}
		}
	}
	s.battle = b
	s.battleOn = true
	s.flowIdx = 0
	s.advanceSpend()
}

// hasTactical reports whether player p has a Tactical Brain in its base.
func (s *State) hasTactical(p int) bool {
	if !s.mode.fullRules() {
		return false
	}
	for k := 0; k < MaxBuildings; k++ {
		b := &s.players[p].base[k]
		if b.kind == slotSpecial {
			if e := s.Faction(p).CardOf(int(b.card)).Effect; e != nil && e.Kind == EffectTactical {
				return true
			}
		}
	}
	return false
}

// handsOf counts the cards in the hands of the side whose first seat is
// first.
func (s *State) handsOf(first int) uint8 {
	ps, n := s.side(first)
	total := 0
	for _, p := range ps[:n] {
		total += int(s.players[p].handN)
	}
	return uint8(total)
}

// addForces adds player p's eligible Forces, and when defending the base
// its Base Defense buildings without units (for Emergency Defense).
func (s *State) addForces(b *Battle, p int, side Side, deep, base bool) {
	f := s.Faction(p)
	for k := 0; k < MaxBuildings; k++ {
		bl := &s.players[p].base[k]
		if !s.eligible(p, k, deep, base) {
			continue
		}
		u := &f.Units[bl.unit]
		if bl.units == 0 && !(base && u.BaseDefense) {
			continue
		}
		sp := s.forceSpec(p, k, side == Attacker)
		// The battle has room for every building of two bases.
		_ = b.addForce(side, sp, uint8(p), uint8(k), bl.unit)
	}
}

// afterBattleStep copies the battle's units back to the bases and ends
// the battle when it is over.
func (s *State) afterBattleStep() {
	s.syncBases()
	if s.battle.Over() {
		s.finishBattle()
	}
}

// syncBases copies the battle's units and resources back to the bases.
func (s *State) syncBases() {
	b := &s.battle
	for i := 0; i < int(b.n); i++ {
		f := &b.forces[i]
		if f.slot < MaxBuildings {
			bl := &s.players[f.owner].base[f.slot]
			bl.units = f.units
			bl.res = f.res
		}
	}
}

// finishBattle applies the battle's results (rulebook, Battle Results).
func (s *State) finishBattle() {
	s.battleOn = false
	s.battles++
	att, def := int(s.att), int(s.def)
	s.clearPowered()
	if s.battle.outcome.AttackerWins() && s.battleAt == RaidBattle {
		s.startRewards() // the screens stay down until the rewards are taken
		return
	}
	s.hideBases()
	if s.battle.outcome.AttackerWins() {
		switch s.battleAt {
		case FrontierBattle:
			s.frontier = int8(att)
		default:
			s.conquer(att, def)
			if s.phase == phaseOver {
				return
			}
		}
	}
	s.endTurn()
}

// discardCard puts player p's card c on the discard pile.
func (s *State) discardCard(p int, c uint8) {
	s.players[p].setLoc(int(c), cardLoc{where: atDiscard})
	s.players[p].discard++
}

// emergencyActions appends the defenders' Emergency Defense plays: any
// hand card (Card h for the defender, maxHand+h for its teammate) onto any
// Base Defense building with room.
func (s *State) emergencyActions(dst []Action) []Action {
	def := int(s.def)
	for i := 0; i < int(s.battle.n); i++ {
		if !s.battle.emergencyTarget(i) {
			continue
		}
		owner := int(s.battle.forces[i].owner)
		base := uint8(0)
		if owner != def {
			base = maxHand
		}
		for h := uint8(0); h < s.players[owner].handN; h++ {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActEmergency, Card: base + h, Force: uint8(i)}
		}
	}
	return append(dst, Action{Kind: ActEmergencyDone})
}

// emergency plays a hand card face down on Force i's building and
// constructs at once; the card is from the Force's owner's hand.
func (s *State) emergency(card uint8, i int) {
	f := &s.battle.forces[i]
	p := int(f.owner)
	h := int(card)
	if h >= maxHand {
		h -= maxHand
	}
	c := s.takeFromHand(p, h)
	s.players[p].setLoc(int(c), cardLoc{where: atResource, at: f.slot})
	s.players[p].base[f.slot].res++
	s.players[p].baseN++
	s.battle.edPool = s.handsOf(int(s.def)) + 1
	used := s.battle.emergency(i)
	s.players[p].base[f.slot].units = f.units
	s.discardResources(p, int(f.slot), used)
	if !s.battle.canEmergency() {
		s.battle.afterEmergency()
	}
}

// checkEmergency reports why Emergency Defense a is not legal.
func (s *State) checkEmergency(a Action) error {
	if int(a.Force) >= int(s.battle.n) {
		return illegal("%s: no Force %d", a, a.Force)
	}
	owner := int(s.battle.forces[a.Force].owner)
	h := a.Card
	if owner != int(s.def) {
		if h < maxHand {
			return illegal("%s: that building is the teammate's: its card comes from the teammate's hand", a)
		}
		h -= maxHand
	}
	if h >= s.players[owner].handN {
		return illegal("%s: no such card in the hand", a)
	}
	return nil
}

// destroyActions appends the attacker's choices of Empty Building.
func (s *State) destroyActions(dst []Action) []Action {
	def := int(s.def)
	ps, n := s.side(def)
	for _, p := range ps[:n] {
		for k := 0; k < MaxBuildings; k++ {
			if s.destroyable(p, k) {
				dst = extend(dst)
				dst[len(dst)-1] = Action{Kind: ActDestroy, Target: slotRef(def, p, k)}
			}
		}
	}
	return dst
}
