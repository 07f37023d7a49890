package ares

import "slices"

// This file holds a player's turn: play one card (as a Building, as a
// resource, as a new resource stack, as a Special card in the Full Game,
// as an Attack, or banked as a Scoring card), then everybody draws back to
// three (rulebook, Sequence of Play). In a Team Match both teammates play
// a card each turn.

// teamOf returns player p's team (its seat outside Team mode).
func (s *State) teamOf(p int) uint8 { return s.players[p].team }

// enemies reports whether q is an opponent of p still in the game.
func (s *State) enemies(p, q int) bool {
	return s.teamOf(p) != s.teamOf(q) && !s.players[q].out
}

// controls reports whether p (or p's team) controls the Frontier.
func (s *State) controls(p int) bool {
	return s.frontier >= 0 && s.teamOf(int(s.frontier)) == s.teamOf(p)
}

// targetOK reports whether q is a valid defender to name: an opponent
// still in, and in a Team Match the first seat of its team (the team
// defends together).
func (s *State) targetOK(p, q int) bool {
	if !s.enemies(p, q) {
		return false
	}
	return s.mode != Team || q%2 == 0
}

// turnActions appends the current player's legal plays.
func (s *State) turnActions(dst []Action) []Action {
	p := int(s.current)
	pl := &s.players[p]
	if pl.handN == 0 {
		return append(dst, Action{Kind: ActPass})
	}
	f := s.Faction(p)
	full := s.mode.fullRules()
	var slots, stacks [MaxBuildings]uint8
	nslots, nstacks := 0, 0
	free := s.freeSlot(p) >= 0 // a slot for a new building or stack
	for k, used := 0, s.BaseSlots(p); k < used; k++ {
		b := &pl.base[k]
		if s.takesResources(p, b) {
			slots[nslots] = uint8(k)
			nslots++
		}
		if b.kind == slotStack && full {
			stacks[nstacks] = uint8(k)
			nstacks++
		}
	}
	for h := uint8(0); h < pl.handN; h++ {
		def := f.CardOf(int(pl.hand[h]))
		if def.Kind == BuildingCard {
			for u := 0; u < len(def.Units); u++ {
				if free && (!full || def.BuildingCost == 0) {
					dst = extend(dst)
					dst[len(dst)-1] = Action{Kind: ActBuilding, Card: h, Arg: uint8(u), Target: TargetNew}
				}
				for _, k := range stacks[:nstacks] {
					if def.BuildingCost == 0 {
						break // Ruling A26: straight into the base, never onto a stack
					}
					dst = extend(dst)
					dst[len(dst)-1] = Action{Kind: ActBuilding, Card: h, Arg: uint8(u), Target: k}
				}
			}
		}
		// Resources on every building: grow once, then fill.
		n := len(dst)
		dst = slices.Grow(dst, nslots)[:n+nslots]
		for i, k := range slots[:nslots] {
			dst[n+i] = Action{Kind: ActResource, Card: h, Target: k}
		}
		if free && full { // Ruling A21: no resource stacks in the Basic Game.
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActStack, Card: h}
		}
		if full && (def.Kind == SpecialCard || def.Kind == SpecialBuildingCard) {
			dst = s.specialActions(dst, p, h, def)
		}
		if def.Kind == AttackCard {
			dst = s.attackActions(dst, p, h)
			if s.mayBank(p) {
				dst = extend(dst)
				dst[len(dst)-1] = Action{Kind: ActBank, Card: h}
			}
		}
	}
	return dst
}

// mayBank reports whether player p may bank an Attack card: p's side
// controls the Frontier (Ruling A4); in a Team Match either teammate may,
// except beside the partner's Raid, which is played singly (Ruling A25).
func (s *State) mayBank(p int) bool {
	return s.controls(p) && !(s.joint == -2 && s.raid)
}

// attackBases appends Attack card h of player p with choice against each
// base p may name.
func (s *State) attackBases(dst []Action, p int, h uint8, choice AttackChoice) []Action {
	for q := 0; q < int(s.n); q++ {
		if s.targetOK(p, q) {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActAttack, Card: h, Arg: uint8(choice), Target: uint8(q)}
		}
	}
	return dst
}

// takesResources reports whether cards may be played face down onto slot
// b: a building, a resource stack, or an Upgrade.
func (s *State) takesResources(p int, b *building) bool {
	switch b.kind {
	case slotStart, slotBuilding, slotStack, slotMat:
		return true
	case slotSpecial:
		return s.isUpgrade(p, b)
	}
	return false
}

// isRaid reports whether hand card h of player p is a Raid Attack card in
// the Full Game (in the Basic Game every Attack is a Standard Attack,
// Ruling A3).
func (s *State) isRaid(p int, c uint8) bool {
	return s.mode.fullRules() && s.Faction(p).CardOf(int(c)).Attack == RaidAttack
}

// attackActions appends the combat choices of Attack card h of player p:
// with the Frontier neutral, take it or Deep Strike a base (Ruling A5);
// from the Frontier, a Normal Attack on a base; otherwise a Normal Attack
// on the Frontier or a Deep Strike on a base. A Raid is always a Deep
// Strike/Raid choice against a base. In a Team Match the second teammate
// may only join the first one's attack.
func (s *State) attackActions(dst []Action, p int, h uint8) []Action {
	c := s.players[p].hand[h]
	raid := s.isRaid(p, c)
	if s.second && s.joint == -2 {
		// The teammate attacked: join it with a non-Raid Attack card.
		if !raid && !s.raid {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActAttack, Card: h, Arg: uint8(s.choice), Target: s.def}
		}
		return dst
	}
	if raid {
		return s.attackBases(dst, p, h, DeepStrike)
	}
	switch {
	case s.frontier < 0:
		dst = extend(dst)
		dst[len(dst)-1] = Action{Kind: ActAttack, Card: h, Arg: uint8(TakeFrontier), Target: uint8(p)}
		dst = s.attackBases(dst, p, h, DeepStrike)
	case s.controls(p):
		dst = s.attackBases(dst, p, h, NormalAttack)
	default:
		holder := int(s.frontier)
		if s.mode == Team {
			holder = holder &^ 1 // the team defends as one, named by its first seat
		}
		dst = extend(dst)
		dst[len(dst)-1] = Action{Kind: ActAttack, Card: h, Arg: uint8(NormalAttack), Target: uint8(holder)}
		dst = s.attackBases(dst, p, h, DeepStrike)
	}
	return dst
}

// checkTurn reports why a is not a legal play for the current player.
func (s *State) checkTurn(a Action) error {
	p := int(s.current)
	pl := &s.players[p]
	if a.Kind == ActPass {
		if pl.handN != 0 {
			return illegal("pass: a player passes only with an empty hand (Ruling A2)")
		}
		return nil
	}
	if a.Card >= pl.handN {
		return illegal("%s: no card %d in a hand of %d", a, a.Card, pl.handN)
	}
	def := s.Faction(p).CardOf(int(pl.hand[a.Card]))
	switch a.Kind {
	case ActBuilding:
		if def.Kind != BuildingCard {
			return illegal("%s: %s is a %s card, not a Building", a, def.Name, def.Kind)
		}
		if int(a.Arg) >= len(def.Units) {
			return illegal("%s: %s produces %d unit(s)", a, def.Name, len(def.Units))
		}
		if a.Target == TargetNew {
			if s.freeSlot(p) < 0 {
				return illegal("%s: the base is full (%d buildings)", a, MaxBuildings)
			}
			if s.mode.fullRules() && def.BuildingCost > 0 {
				return illegal("%s: %s costs %d: it is built on a resource stack", a, def.Name, def.BuildingCost)
			}
			return nil
		}
		if !s.mode.fullRules() || a.Target >= MaxBuildings || pl.base[a.Target].kind != slotStack {
			return illegal("%s: no resource stack in slot %d", a, a.Target)
		}
		if def.BuildingCost == 0 {
			return illegal("%s: %s costs nothing: it goes straight into the base, not onto a stack (Ruling A26)", a, def.Name)
		}
	case ActResource:
		if a.Target >= MaxBuildings || !s.takesResources(p, &pl.base[a.Target]) {
			return illegal("%s: no building or stack in slot %d", a, a.Target)
		}
	case ActStack:
		if !s.mode.fullRules() {
			return illegal("%s: resource stacks belong to the Full Game (Ruling A21)", a)
		}
		if s.freeSlot(p) < 0 {
			return illegal("%s: the base is full (%d buildings)", a, MaxBuildings)
		}
	case ActSpecial:
		return s.checkSpecial(p, a, def)
	case ActAttack:
		if def.Kind != AttackCard {
			return illegal("%s: %s is not an Attack card", a, def.Name)
		}
		var buf [3 * MaxPlayers]Action
		for _, b := range s.attackActions(buf[:0], p, a.Card) {
			if b == a {
				return nil
			}
		}
		return illegal("%s: not an allowed combat choice and target with the Frontier as it is", a)
	case ActBank:
		if def.Kind != AttackCard {
			return illegal("%s: %s is not an Attack card", a, def.Name)
		}
		if !s.mayBank(p) {
			return illegal("%s: only the Frontier's controller banks an Attack card (Ruling A4), never beside a teammate's Raid (A25)", a)
		}
	default:
		return illegal("%s: not a play", a)
	}
	return nil
}

// applyTurn carries out a checked play.
func (s *State) applyTurn(a Action) {
	p := int(s.current)
	if a.Kind == ActPass {
		s.endPlay()
		return
	}
	c := s.takeFromHand(p, int(a.Card))
	if a.Kind == ActAttack {
		s.playAttack(p, c, AttackChoice(a.Arg), int(a.Target))
		return
	}
	s.placeCard(p, c, a)
	s.endPlay()
}

// placeCard puts card c, just taken from player p's hand, where play a
// (a checked Building, resource, stack, Special or bank play) says.
func (s *State) placeCard(p int, c uint8, a Action) {
	pl := &s.players[p]
	switch a.Kind {
	case ActBuilding:
		def := s.Faction(p).CardOf(int(c))
		k := int(a.Target)
		b := building{kind: slotBuilding, card: c, unit: def.units[a.Arg], end: a.Arg}
		// Every Building card played goes onto a free bay of the Base Mat
		// while one is free (the Colossus), one played onto a resource
		// stack too.
		b.bay = s.mode.fullRules() && s.baysUsed(p) < int(s.Faction(p).Mat.Bays)
		if a.Target == TargetNew {
			k = s.freeSlot(p)
		} else {
			b.under, b.pending = pl.base[k].under, true // on the stack: built at Construction
		}
		pl.setSlot(k, b)
		pl.setLoc(int(c), cardLoc{where: atBuilding, at: uint8(k)})
		pl.baseN++
	case ActResource:
		s.putFaceDown(p, c, int(a.Target))
	case ActStack:
		k := s.freeSlot(p)
		pl.setSlot(k, building{kind: slotStack, unit: noUnit, under: 1})
		pl.setLoc(int(c), cardLoc{where: atUnder, at: uint8(k)})
		pl.baseN++
	case ActSpecial:
		s.playSpecial(p, c, a)
	case ActBank:
		pl.setLoc(int(c), cardLoc{where: atScoring, at: uint8(p)})
		pl.scoring++
	}
}

// putFaceDown plays player p's card c face down onto slot k, which takes
// resources (takesResources): into the resource stack there, or as a
// resource on top of the building (one waiting on its stack included).
func (s *State) putFaceDown(p int, c uint8, k int) {
	pl := &s.players[p]
	b := &pl.base[k]
	if b.kind == slotStack {
		b.under++
		pl.setLoc(int(c), cardLoc{where: atUnder, at: uint8(k)})
	} else {
		b.res++
		pl.setLoc(int(c), cardLoc{where: atResource, at: uint8(k)})
	}
	pl.baseN++
}

// baysUsed counts player p's buildings on the Base Mat's bays.
func (s *State) baysUsed(p int) int {
	n := 0
	for k := 0; k < MaxBuildings; k++ {
		if s.players[p].base[k].bay {
			n++
		}
	}
	return n
}

// takeFromHand removes hand card h of player p and returns its card id.
func (s *State) takeFromHand(p, h int) uint8 {
	pl := &s.players[p]
	c := pl.hand[h]
	copy(pl.hand[h:pl.handN], pl.hand[h+1:pl.handN])
	pl.handN--
	pl.setLoc(int(c), cardLoc{})
	return c
}

// endPlay ends the current player's play: in a Team Match the first
// teammate's play hands over to the second; otherwise the turn ends.
func (s *State) endPlay() {
	if s.mode == Team && !s.second {
		partner := int(s.current) ^ 1
		if !s.players[partner].out {
			s.second = true
			s.current = uint8(partner)
			s.phase = phaseTurn
			return
		}
	}
	if s.joint == -2 {
		// The teammate's attack waits for this play: now fight it.
		s.joint = -1
		s.launchAttack()
		return
	}
	s.endTurn()
}

// endTurn draws everybody back to three, checks the end of the game (Ruling
// A2) and passes the turn clockwise (in a Team Match, to the other team).
func (s *State) endTurn() {
	s.turns++
	s.second = false
	s.joint = -1
	for p := 0; p < int(s.n); p++ {
		if !s.players[p].out {
			s.drawUp(p)
		}
	}
	if s.phase == phaseOver {
		return
	}
	out := true
	for p := 0; p < int(s.n); p++ {
		pl := &s.players[p]
		if !pl.out && (pl.handN > 0 || pl.deckN > 0) {
			out = false
		}
	}
	if out {
		s.finishByPoints()
		return
	}
	s.phase = phaseTurn
	if s.mode == Team {
		s.current = (s.current&^1 + 2) % s.n // the other team's first seat
		if s.players[s.current].out {
			s.current ^= 1
		}
		return
	}
	for k := 0; k < int(s.n); k++ {
		if s.current++; s.current == s.n {
			s.current = 0 // round the table without a division
		}
		if !s.players[s.current].out {
			break
		}
	}
}
