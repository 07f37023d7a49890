package ares

import "slices"

// This file holds a player's turn: play one card (as a Building, as a
// resource, as a new resource stack, as an Attack, or banked as a Scoring
// card), then everybody draws back to three (rulebook, Sequence of Play).

// turnActions appends the current player's legal plays.
func (s *State) turnActions(dst []Action) []Action {
	p := int(s.current)
	pl := &s.players[p]
	if pl.handN == 0 {
		return append(dst, Action{Kind: ActPass})
	}
	f := s.Faction(p)
	var slots [MaxBuildings]uint8
	nslots := 0
	for k := 0; k < MaxBuildings; k++ {
		if pl.base[k].kind != slotEmpty {
			slots[nslots] = uint8(k)
			nslots++
		}
	}
	free := nslots < MaxBuildings
	for h := uint8(0); h < pl.handN; h++ {
		def := f.CardOf(int(pl.hand[h]))
		if def.Kind == BuildingCard && free {
			for u := 0; u < len(def.Units); u++ {
				dst = append(dst, Action{Kind: ActBuilding, Card: h, Arg: uint8(u)})
			}
		}
		// Resources on every building: grow once, then fill.
		n := len(dst)
		dst = slices.Grow(dst, nslots)[:n+nslots]
		for i, k := range slots[:nslots] {
			dst[n+i] = Action{Kind: ActResource, Card: h, Target: k}
		}
		if free {
			dst = append(dst, Action{Kind: ActStack, Card: h})
		}
		if def.Kind == AttackCard {
			dst = s.attackActions(dst, h)
			if int(s.frontier) == p {
				dst = append(dst, Action{Kind: ActBank, Card: h})
			}
		}
	}
	return dst
}

// attackActions appends the combat choices of Attack card h: with the
// Frontier neutral, take it or Deep Strike a base (Ruling A5); from the
// Frontier, a Normal Attack on a base; otherwise a Normal Attack on the
// Frontier or a Deep Strike on a base.
func (s *State) attackActions(dst []Action, h uint8) []Action {
	p := int(s.current)
	switch {
	case s.frontier < 0:
		dst = append(dst, Action{Kind: ActAttack, Card: h, Arg: uint8(TakeFrontier), Target: uint8(p)})
		for q := 0; q < int(s.n); q++ {
			if q != p && !s.players[q].out {
				dst = append(dst, Action{Kind: ActAttack, Card: h, Arg: uint8(DeepStrike), Target: uint8(q)})
			}
		}
	case int(s.frontier) == p:
		for q := 0; q < int(s.n); q++ {
			if q != p && !s.players[q].out {
				dst = append(dst, Action{Kind: ActAttack, Card: h, Arg: uint8(NormalAttack), Target: uint8(q)})
			}
		}
	default:
		dst = append(dst, Action{Kind: ActAttack, Card: h, Arg: uint8(NormalAttack), Target: uint8(s.frontier)})
		for q := 0; q < int(s.n); q++ {
			if q != p && !s.players[q].out {
				dst = append(dst, Action{Kind: ActAttack, Card: h, Arg: uint8(DeepStrike), Target: uint8(q)})
			}
		}
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
			return illegal("%s: %s is a %s card, not a Building (Special cards are only resources in the Basic Game, Ruling A3)", a, def.Name, def.Kind)
		}
		if int(a.Arg) >= len(def.Units) {
			return illegal("%s: %s produces %d unit(s)", a, def.Name, len(def.Units))
		}
		if s.freeSlot(p) < 0 {
			return illegal("%s: the base is full (%d buildings)", a, MaxBuildings)
		}
	case ActResource:
		if a.Target >= MaxBuildings || pl.base[a.Target].kind == slotEmpty {
			return illegal("%s: no building or stack in slot %d", a, a.Target)
		}
	case ActStack:
		if s.freeSlot(p) < 0 {
			return illegal("%s: the base is full (%d buildings)", a, MaxBuildings)
		}
	case ActAttack:
		if def.Kind != AttackCard {
			return illegal("%s: %s is not an Attack card", a, def.Name)
		}
		var buf [2 * MaxPlayers]Action
		for _, b := range s.attackActions(buf[:0], a.Card) {
			if b == a {
				return nil
			}
		}
		return illegal("%s: not an allowed combat choice and target with the Frontier as it is", a)
	case ActBank:
		if def.Kind != AttackCard {
			return illegal("%s: %s is not an Attack card", a, def.Name)
		}
		if int(s.frontier) != p {
			return illegal("%s: only the Frontier's controller banks an Attack card (Ruling A4)", a)
		}
	default:
		return illegal("%s: not a play", a)
	}
	return nil
}

// applyTurn carries out a checked play.
func (s *State) applyTurn(a Action) {
	p := int(s.current)
	pl := &s.players[p]
	if a.Kind == ActPass {
		s.endTurn()
		return
	}
	c := s.takeFromHand(p, int(a.Card))
	if a.Kind == ActBuilding || a.Kind == ActResource || a.Kind == ActStack {
		pl.baseN++
	}
	switch a.Kind {
	case ActBuilding:
		k := s.freeSlot(p)
		def := s.Faction(p).CardOf(int(c))
		pl.base[k] = building{kind: slotBuilding, card: c, unit: def.units[a.Arg]}
		pl.loc[c] = cardLoc{where: atBuilding, at: uint8(k)}
	case ActResource:
		b := &pl.base[a.Target]
		if b.kind == slotStack {
			b.under++
			pl.loc[c] = cardLoc{where: atUnder, at: a.Target}
		} else {
			b.res++
			pl.loc[c] = cardLoc{where: atResource, at: a.Target}
		}
	case ActStack:
		k := s.freeSlot(p)
		pl.base[k] = building{kind: slotStack, unit: noUnit, under: 1}
		pl.loc[c] = cardLoc{where: atUnder, at: uint8(k)}
	case ActBank:
		pl.loc[c] = cardLoc{where: atScoring, at: uint8(p)}
		pl.scoring++
	case ActAttack:
		s.startAttack(c, AttackChoice(a.Arg), int(a.Target))
		return
	}
	s.endTurn()
}

// takeFromHand removes hand card h of player p and returns its card id.
func (s *State) takeFromHand(p, h int) uint8 {
	pl := &s.players[p]
	c := pl.hand[h]
	copy(pl.hand[h:pl.handN], pl.hand[h+1:pl.handN])
	pl.handN--
	pl.loc[c] = cardLoc{}
	return c
}

// endTurn draws everybody back to three, checks the end of the game (Ruling
// A2) and passes the turn clockwise.
func (s *State) endTurn() {
	s.turns++
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
	for k := 0; k < int(s.n); k++ {
		s.current = (s.current + 1) % s.n
		if !s.players[s.current].out {
			break
		}
	}
}
