package ares

// This file holds the Full Game's Special and Special Building cards played
// face up: Special Buildings, cards attached to buildings (Technologies,
// Evolve cards), one-shot Power, and Bonus Resources.

// evolveCost is the Power an Evolve card costs when played (a
// reconstruction, see docs/factions/xenos.md).
const evolveCost = 1

// TargetNew is the Target of an ActBuilding that starts a new base slot
// rather than going onto a resource stack.
const TargetNew uint8 = 0xff

// specialActions appends the face-up plays of Special card h in the Full
// Game.
func (s *State) specialActions(dst []Action, p int, h uint8, def *CardDef) []Action {
	free := s.freeSlot(p) >= 0
	if def.Kind == SpecialBuildingCard {
		if free {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActSpecial, Card: h, Target: TargetNew}
		}
		return dst
	}
	if def.Effect == nil {
		return dst
	}
	switch def.Effect.Kind {
	case EffectGainPower:
		dst = extend(dst)
		dst[len(dst)-1] = Action{Kind: ActSpecial, Card: h, Target: TargetNew}
	case EffectAttach, EffectEvolve, EffectBonusResources:
		for k := 0; k < MaxBuildings; k++ {
			if s.specialTargetOK(p, def, k) {
				dst = extend(dst)
				dst[len(dst)-1] = Action{Kind: ActSpecial, Card: h, Target: uint8(k)}
			}
		}
	}
	return dst
}

// specialTargetOK reports whether Special card def may go to slot k.
func (s *State) specialTargetOK(p int, def *CardDef, k int) bool {
	if k < 0 || k >= MaxBuildings || def.Effect == nil {
		return false
	}
	b := &s.players[p].base[k]
	switch def.Effect.Kind {
	case EffectAttach:
		return (b.kind == slotStart || b.kind == slotBuilding) && s.freeAttach(b) >= 0
	case EffectEvolve:
		u := s.unitOf(p, b)
		return (b.kind == slotStart || b.kind == slotBuilding) && s.freeAttach(b) >= 0 && u != nil && u.evolves != noUnit &&
			s.players[p].power >= evolveCost
	case EffectBonusResources:
		return s.takesResources(p, b) // Ruling A26: wherever a face-down card may go
	}
	return false
}

func (s *State) freeAttach(b *building) int {
	for i, c := range b.attach {
		if c == noAttach {
			return i
		}
	}
	return -1
}

func (s *State) isUpgrade(p int, b *building) bool {
	if b.kind != slotSpecial {
		return false
	}
	e := s.Faction(p).CardOf(int(b.card)).Effect
	return e != nil && e.Kind == EffectUpgrade
}

// checkSpecial reports why ActSpecial a is not legal for player p.
func (s *State) checkSpecial(p int, a Action, def *CardDef) error {
	if !s.mode.fullRules() {
		return illegal("%s: Special cards are only resources in the Basic Game (Ruling A3)", a)
	}
	if def.Kind != SpecialCard && def.Kind != SpecialBuildingCard {
		return illegal("%s: %s is not a Special card", a, def.Name)
	}
	var buf [MaxBuildings + 2]Action
	for _, b := range s.specialActions(buf[:0], p, a.Card, def) {
		if b == a {
			return nil
		}
	}
	return illegal("%s: %s cannot be played there", a, def.Name)
}

// playSpecial puts Special card c of player p into play as action a says.
func (s *State) playSpecial(p int, c uint8, a Action) {
	pl := &s.players[p]
	def := s.Faction(p).CardOf(int(c))
	if def.Kind == SpecialBuildingCard {
		k := s.freeSlot(p)
		pl.setSlot(k, building{kind: slotSpecial, card: c, unit: noUnit})
		pl.setLoc(int(c), cardLoc{where: atBuilding, at: uint8(k)})
		pl.baseN++
		return
	}
	switch def.Effect.Kind {
	case EffectGainPower:
		s.addPower(p, int(def.Effect.Amount))
		s.discardCard(p, c)
	case EffectBonusResources:
		s.bonusResources(p, int(a.Target), int(def.Effect.Amount))
		s.discardCard(p, c) // after: it cannot be one of its own Bonus Resources
	case EffectAttach, EffectEvolve:
		k := int(a.Target)
		b := &pl.base[k]
		b.attach[s.freeAttach(b)] = c + 1
		pl.setLoc(int(c), cardLoc{where: atAttached, at: uint8(k)})
		pl.baseN++
		if def.Effect.Kind == EffectEvolve {
			pl.power -= evolveCost
			s.setEvolution(p, k)
		}
	}
}

// bonusResources takes up to n cards from player p's discard pile and
// plays them face down onto slot k, as a face-down card from the hand
// would go (Ruling A26: onto a building, into a resource stack, or onto a
// building waiting on its stack); what the pile cannot give is lost.
func (s *State) bonusResources(p, k, n int) {
	pl := &s.players[p]
	for c := 0; c < DeckSize && n > 0; c++ {
		if pl.loc[c].where == atDiscard {
			pl.discard--
			s.putFaceDown(p, uint8(c), k)
			n--
		}
	}
}

// detach sends attachment i of slot k to the discard pile.
func (s *State) detach(p, k, i int) {
	pl := &s.players[p]
	c := pl.base[k].attach[i] - 1
	pl.base[k].attach[i] = noAttach
	pl.base[k].powered &^= 2 << i
	s.discardCard(p, c)
	pl.baseN--
}

// lastEvolve returns the index of the last Evolve card attached to slot k,
// or -1.
func (s *State) lastEvolve(p, k int) int {
	for i := MaxAttached - 1; i >= 0; i-- {
		if e := s.attachedEffect(p, k, i); e != nil && e.Kind == EffectEvolve {
			return i
		}
	}
	return -1
}

// setEvolution sets slot k's unit: its printed unit, evolved one step per
// attached Evolve card (chains allowed); units on it change with it.
func (s *State) setEvolution(p, k int) { s.players[p].base[k].unit = s.evolvedUnit(p, k) }

// evolvedUnit is the unit slot k should produce given its card and its
// Evolve cards.
func (s *State) evolvedUnit(p, k int) uint8 {
	f := s.Faction(p)
	b := &s.players[p].base[k]
	u := s.printedUnit(p, b)
	for i := 0; i < MaxAttached; i++ {
		if e := s.attachedEffect(p, k, i); e != nil && e.Kind == EffectEvolve && f.Units[u].evolves != noUnit {
			u = f.Units[u].evolves
		}
	}
	return u
}

// printedUnit is the unit a building produces before evolution.
func (s *State) printedUnit(p int, b *building) uint8 {
	f := s.Faction(p)
	switch b.kind {
	case slotStart:
		return s.startList(f)[b.start].unit
	case slotBuilding:
		return f.CardOf(int(b.card)).units[b.side()]
	case slotMat:
		return f.Mat.Buildings[b.start].unit
	}
	return b.unit
}
