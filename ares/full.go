package ares

import "math/bits"

// This file holds the Full Game's Construction: buildings on resource
// stacks, Power, and the Construction decisions (buying powered
// abilities, turning Eggs into Power, removing Evolve cards).

// maxPower caps a Power pool.
const maxPower = 99

// unitOf returns the unit of slot b of player p, or nil.
func (s *State) unitOf(p int, b *building) *Unit {
	switch b.kind {
	case slotStart, slotBuilding, slotMat:
		return &s.Faction(p).Units[b.unit]
	}
	return nil
}

// producing reports whether slot b turns resources into units now.
func producing(b *building) bool {
	return (b.kind == slotStart || b.kind == slotBuilding || b.kind == slotMat) && !b.pending
}

// buildPending checks every building placed on a resource stack since the
// last Construction: with enough resources beneath it is built and they
// are discarded; otherwise the Building card and the resources on it are
// discarded and the stack stays.
func (s *State) buildPending(p int) {
	pl := &s.players[p]
	f := s.Faction(p)
	for k := 0; k < MaxBuildings; k++ {
		b := &pl.base[k]
		if b.kind != slotBuilding || !b.pending {
			continue
		}
		cost := f.CardOf(int(b.card)).BuildingCost
		if b.under >= cost {
			s.discardWhere(p, atUnder, k, int(b.under))
			b.under = 0
			b.pending = false
			continue
		}
		// Not enough: the building and what is above it go, the stack stays.
		s.discardWhere(p, atResource, k, int(b.res))
		s.discardWhere(p, atAttached, k, MaxAttached)
		s.discardCard(p, b.card)
		pl.baseN--
		*b = building{kind: slotStack, unit: noUnit, under: b.under}
	}
}

// discardWhere moves up to n of player p's cards at (where, slot k), a
// place in the base, to the discard pile, lowest card ids first.
func (s *State) discardWhere(p int, where place, k, n int) {
	pl := &s.players[p]
	for set := pl.inBase; set != 0 && n > 0; set &= set - 1 {
		c := bits.TrailingZeros64(set)
		if pl.loc[c].where == where && int(pl.loc[c].at) == k {
			pl.setLoc(c, cardLoc{where: atDiscard})
			pl.discard++
			pl.baseN--
			n--
			if where == atResource {
				pl.base[k].res--
			}
		}
	}
}

// generatePower adds the Power player p's base makes at Construction:
// units that generate Power (Workers, Acolytes), Power Special Buildings
// (Power Plants, Obelisks) and Upgrades, whose resources become Power.
func (s *State) generatePower(p int) {
	pl := &s.players[p]
	f := s.Faction(p)
	gain := 0
	for k := 0; k < MaxBuildings; k++ {
		b := &pl.base[k]
		if u := s.unitOf(p, b); u != nil {
			gain += int(b.units) * int(u.Power)
			continue
		}
		if b.kind != slotSpecial {
			continue
		}
		e := f.CardOf(int(b.card)).Effect
		switch {
		case e == nil:
		case e.Kind == EffectPower:
			gain += int(e.Amount)
		case e.Kind == EffectUpgrade:
			gain += int(b.res)
			s.discardWhere(p, atResource, k, int(b.res))
		}
	}
	s.addPower(p, gain)
}

func (s *State) addPower(p, n int) {
	pl := &s.players[p]
	if v := int(pl.power) + n; v > maxPower {
		pl.power = maxPower
	} else {
		pl.power = uint8(v)
	}
}

// attachedEffect returns the effect of attachment i of slot k of player p,
// or nil.
func (s *State) attachedEffect(p, k, i int) *Effect {
	c := s.players[p].base[k].attach[i]
	if c == noAttach {
		return nil
	}
	return s.Faction(p).CardOf(int(c) - 1).Effect
}

// constructionActions appends player p's Construction decisions; done
// reports whether there are any besides ending them.
func (s *State) constructionActions(dst []Action, p int) []Action {
	pl := &s.players[p]
	for k := 0; k < MaxBuildings; k++ {
		b := &pl.base[k]
		u := s.unitOf(p, b)
		if u == nil {
			continue
		}
		if b.units > 0 && u.Powered != nil && u.Powered.Power > 0 && b.powered&1 == 0 && pl.power >= u.Powered.Power {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActPower, Target: uint8(k), Arg: 0}
		}
		for i := 0; i < MaxAttached; i++ {
			e := s.attachedEffect(p, k, i)
			if e == nil {
				continue
			}
			if e.Kind == EffectAttach && e.Modifier.Power > 0 && b.units > 0 && b.powered&(2<<i) == 0 && pl.power >= e.Modifier.Power {
				dst = extend(dst)
				dst[len(dst)-1] = Action{Kind: ActPower, Target: uint8(k), Arg: uint8(i + 1)}
			}
		}
		if u.Egg && b.units > 0 {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActConvert, Target: uint8(k)}
		}
		if s.lastEvolve(p, k) >= 0 {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActUnevolve, Target: uint8(k)}
		}
	}
	return append(dst, Action{Kind: ActConstructed})
}

// hasConstructionDecisions reports whether player p has a Construction
// decision besides ending them.
func (s *State) hasConstructionDecisions(p int) bool {
	var buf [4 * MaxBuildings]Action
	return len(s.constructionActions(buf[:0], p)) > 1
}

// checkConstruction reports why a is not one of the constructing player's
// legal decisions.
func (s *State) checkConstruction(a Action) error {
	var buf [4 * MaxBuildings]Action
	for _, b := range s.constructionActions(buf[:0], int(s.cons)) {
		if b == a {
			return nil
		}
	}
	return illegal("%s: not a Construction decision available now", a)
}

// applyConstruction carries out a checked Construction decision.
func (s *State) applyConstruction(a Action) {
	p := int(s.cons)
	pl := &s.players[p]
	b := &pl.base[a.Target]
	switch a.Kind {
	case ActPower:
		if a.Arg == 0 {
			pl.power -= s.unitOf(p, b).Powered.Power
		} else {
			pl.power -= s.attachedEffect(p, int(a.Target), int(a.Arg)-1).Modifier.Power
		}
		b.powered |= 1 << a.Arg
	case ActConvert:
		b.units--
		s.addPower(p, 1)
	case ActUnevolve:
		i := s.lastEvolve(p, int(a.Target))
		s.detach(p, int(a.Target), i)
		s.setEvolution(p, int(a.Target))
	case ActConstructed:
		s.advanceAttack()
	}
}

// clearPowered ends every ability bought for the battle that just ended.
func (s *State) clearPowered() {
	for p := 0; p < int(s.n); p++ {
		for k := 0; k < MaxBuildings; k++ {
			s.players[p].base[k].powered = 0
		}
	}
}
