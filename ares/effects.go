package ares

// This file holds the Full Game effects that act outside the battle
// code: special Attack cards before the attacker's Construction (Resupply,
// Swarm) and before the battle (Power for rerolls, Barrage), and Forces
// carried into a Deep Strike (the Terran Dropship). Each applies to its
// own faction's Forces only (Team Match rules); simultaneous effects go
// attacker first, then defender (Ruling A19).

// preConstructionEffects runs the attackers' special Attack effects that
// come before their Construction.
func (s *State) preConstructionEffects() {
	ps, n := s.side(int(s.att))
	for _, p := range ps[:n] {
		e := s.attackEffect(p)
		if e == nil {
			continue
		}
		switch e.Kind {
		case EffectResupply:
			if k := s.resupplyTarget(p); k >= 0 {
				s.bonusResources(p, k, int(e.Amount))
			}
		case EffectSwarm:
			s.swarm(p)
		}
	}
}

// resupplyTarget is the building that takes Resupply's Bonus Resources:
// the first building (in base order) whose unit fights outside the base
// and that has room for more units; -1 if none.
func (s *State) resupplyTarget(p int) int {
	for k := 0; k < MaxBuildings; k++ {
		b := &s.players[p].base[k]
		u := s.unitOf(p, b)
		if u == nil || !producing(b) || u.NoCombat || u.BaseDefense {
			continue
		}
		if int(b.units)+int(b.res)/int(u.Cost) < MaxUnitsPerBuilding {
			return k
		}
	}
	return -1
}

// swarm hatches player p's Eggs before p's Construction (a neutral
// Frontier take's too): each Egg becomes one unit on p's Start Building
// (the Xenos Brood Pit), of whatever unit it produces, up to four units
// there; Eggs that do not fit stay.
func (s *State) swarm(p int) {
	pl := &s.players[p]
	start := -1
	for k := 0; k < MaxBuildings; k++ {
		if pl.base[k].kind == slotStart {
			start = k
			break
		}
	}
	if start < 0 {
		return
	}
	for k := 0; k < MaxBuildings; k++ {
		b := &pl.base[k]
		u := s.unitOf(p, b)
		if u == nil || !u.Egg {
			continue
		}
		for b.units > 0 && pl.base[start].units < MaxUnitsPerBuilding {
			b.units--
			pl.base[start].units++
		}
	}
}

// advanceSpend asks, attacker first then its teammate, each attacker
// whose special Attack spends "up to N" Power when the battle is set up
// (Overcharge, Psionic Storm, Orbital Barrage) how much to spend (Ruling
// A27: from 0 to N, as much as its pool holds); one with no Power has no
// choice, and nobody spends on a battle that Ruling A8 ends at once. Then
// the battle begins.
func (s *State) advanceSpend() {
	ps, n := s.side(int(s.att))
	for ; int(s.flowIdx) < n && s.battle.noFight() == Undecided; s.flowIdx++ {
		if p := ps[s.flowIdx]; s.spendLimit(p) > 0 {
			s.phase, s.cons = phaseSpend, uint8(p)
			return
		}
	}
	s.phase = phaseBattle
	s.battle.begin()
	s.afterBattleStep()
}

// spendLimit returns the most Power player p may spend on its special
// Attack when the battle is set up: the effect's N, or its whole pool if
// smaller; 0 when its Attack card spends none.
func (s *State) spendLimit(p int) int {
	e := s.attackEffect(p)
	if e == nil || (e.Kind != EffectRerolls && e.Kind != EffectBarrage) {
		return 0
	}
	return min(int(e.Amount), int(s.players[p].power))
}

// spendPower spends k Power of player p on its special Attack (rerolls
// for the attacker's side, or Barrage dice) and moves on.
func (s *State) spendPower(p, k int) {
	s.players[p].power -= uint8(k)
	switch s.attackEffect(p).Kind {
	case EffectRerolls:
		s.battle.rerolls[Attacker] += uint8(k)
	case EffectBarrage:
		s.barrage(k)
		s.syncBases()
	}
	s.flowIdx++
	s.advanceSpend()
}

// barrage rolls n dice hitting on 1-3 at the defending Force with the most
// units (the first on ties) before the battle line is formed.
func (s *State) barrage(n int) {
	b := &s.battle
	target := -1
	for i := 0; i < int(b.n); i++ {
		f := &b.forces[i]
		if f.side == Defender && f.units > 0 && (target < 0 || f.units > b.forces[target].units) {
			target = i
		}
	}
	if target < 0 || n == 0 {
		return
	}
	t := &b.forces[target]
	t.hits = uint8(rollHits(&s.rng, n, 3))
	before := t.units
	t.takeHits()
	if before > 0 && t.units == 0 && !t.spec.Fixed {
		b.emptyAvail++
	}
}

// addCarried adds, for each of player p's Forces that carries others into
// a Deep Strike, that many of p's Infantry Forces without Deep Strike (the
// ones with the most units first).
func (s *State) addCarried(b *Battle, p int, deep bool) {
	if !deep || !s.mode.fullRules() {
		return
	}
	carry := 0
	for i := 0; i < int(b.n); i++ {
		f := &b.forces[i]
		if int(f.owner) == p && f.side == Attacker {
			carry += int(s.Faction(p).Units[f.unit].Carries)
		}
	}
	for ; carry > 0; carry-- {
		best := -1
		for k := 0; k < MaxBuildings; k++ {
			bl := &s.players[p].base[k]
			if bl.units == 0 || !s.eligible(p, k, false, false) || s.inBattle(b, p, k) {
				continue
			}
			if u := s.unitOf(p, bl); u.Type != Infantry {
				continue
			}
			if best < 0 || bl.units > s.players[p].base[best].units {
				best = k
			}
		}
		if best < 0 {
			return
		}
		_ = b.addForce(Attacker, s.forceSpec(p, best, true), uint8(p), uint8(best), s.players[p].base[best].unit)
	}
}

// inBattle reports whether slot k of player p already has a Force in b.
func (s *State) inBattle(b *Battle, p, k int) bool {
	for i := 0; i < int(b.n); i++ {
		if int(b.forces[i].owner) == p && int(b.forces[i].slot) == k {
			return true
		}
	}
	return false
}
