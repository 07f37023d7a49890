package bot

import (
	"math"

	"github.com/aresim/aresim/ares"
)

// This file holds what the heuristic knows and guesses of the bases in a
// game: its own (and a Team Match teammate's) exactly, an opponent's from
// what it saw at that opponent's last Construction, followed through the
// battle that came after it, plus a guess for every card the opponent put
// into its base since.

// memSlot is one base slot as the bot last saw it: its unit (-1 for none),
// its units and the resources on it.
type memSlot struct {
	unit       int16
	units, res uint8
}

// memory is what the bot saw of one opponent's base.
type memory struct {
	known bool
	// cards is the opponent's card flow into its base (added) when seen.
	cards int
	// taken counts the opponent's Attack cards discarded by neutral
	// Frontier takes, which the flow must leave out.
	taken int
	// battle is the number of battles fought when the base was seen, plus
	// one: the battle the sighting belongs to.
	battle int
	n      int
	slots  [ares.MaxBuildings]memSlot
	// normals and deeps count the Normal Attacks and Deep Strikes the
	// opponent has made on the bot's Frontier.
	normals, deeps int
	// skill is how much better the opponent fights than the estimate
	// says, as a term of the logit of its chance in a battle: fitted, one
	// battle at a time, to the battles the bot fought it in (a battle
	// against a random player is mostly won by whoever plays sensibly).
	skill float64
	// predicted is the estimate's chance for the opponent in the battle
	// in progress, for skill, and predictedAt that battle (battles fought
	// then, plus one), or 0.
	predicted   float64
	predictedAt int
	// gained and guessed sum, over the sightings, the units the base had
	// gained since the one before and the units the bot had guessed its
	// new cards would make: their ratio scales the guess (rate).
	gained, guessed float64
}

// rate is how many times the faction's average units per card the
// opponent's new cards made so far, from a prior of one.
func (m *memory) rate() float64 {
	const prior = 3 // units
	return min(max((prior+m.gained)/(prior+m.guessed), 0.3), 3)
}

// remember records what the bot may see now of its opponents' bases: a
// base shown for a battle, and after a battle or a take (the bot may have
// had no decision while the bases were shown) what the last battle's
// Forces had left and the Construction each base involved went through.
func (h *Heuristic) remember(v *ares.State, me int) {
	fought, takes := v.BattlesFought(), v.FrontierTakes()
	ended := fought != h.fought && !v.InBattle() // a battle ended since the last decision
	event := fought != h.fought || takes != h.takes
	info := v.BattleInfo()
	if h.declared > 0 && !v.AttackPending() && v.Turns() >= h.declaredAt {
		// The attack the bot last declared a defence against is revealed.
		if m := &h.mem[h.declared-1]; info.Attacker == h.declared-1 {
			if info.Choice == ares.DeepStrike {
				m.deeps++
			} else {
				m.normals++
			}
		}
		h.declared = 0
	}
	for q := 0; q < v.NumPlayers(); q++ {
		m := &h.mem[q]
		if v.Teammate(me, q) {
			continue
		}
		if takes != h.takes && info.Choice == ares.TakeFrontier && v.Teammate(q, info.Attacker) {
			m.taken++
		}
		if !v.BaseHidden(q) {
			if m.battle != fought+1 || !m.known {
				h.learn(v, q)
				m.snapshot(v, q)
				m.battle = fought + 1
			}
			continue
		}
		if !event || (!v.Teammate(q, info.Attacker) && !v.Teammate(q, info.Defender)) {
			continue // nothing new, or the last battle or take was between others
		}
		if m.known {
			m.construct(v.Faction(q)) // its Construction for the battle or take
		}
		if !ended {
			continue
		}
		if m.predictedAt == fought {
			// The battle the bot predicted is over: move the skill towards
			// its result.
			won := v.Battle().Outcome().AttackerWins() == v.Teammate(q, info.Attacker)
			p := 1 / (1 + math.Exp(-(math.Log(m.predicted/(1-m.predicted)) + m.skill)))
			m.skill = min(max(m.skill+skillRate*(b2f(won)-p), -maxSkill), maxSkill)
			m.predictedAt = 0
		}
		// The battle's Forces tell what they had left.
		if !m.known {
			m.known, m.n = true, 0
		}
		b := v.Battle()
		for i := 0; i < b.NumForces(); i++ {
			f := b.Force(i)
			if k := f.Slot(); f.Owner() == q && k >= 0 && f.Unit() >= 0 && k < ares.MaxBuildings {
				if k < m.n && m.slots[k].unit < 0 && f.Units() == 0 {
					continue // its building emptied and destroyed in the battle
				}
				for m.n <= k {
					m.slots[m.n] = memSlot{unit: -1}
					m.n++
				}
				m.slots[k] = memSlot{unit: int16(f.Unit()), units: uint8(f.Units()), res: uint8(f.Resources())}
			}
		}
		m.cards = m.added(v, q)
	}
	h.fought, h.takes = fought, takes
}

// destroyed keeps in memory the Empty Building the bot destroys by
// action a (ActDestroy, or a Raid's RewardDestroy): its slot is empty.
func (h *Heuristic) destroyed(v *ares.State, a ares.Action) {
	if p, k, ok := v.SlotRef(v.BattleInfo().Defender, a.Target); ok && k < h.mem[p].n {
		h.mem[p].slots[k] = memSlot{unit: -1}
	}
}

// added is the number of cards opponent q has put into its base in the
// game, as far as the bot can count them: those in its base and in its
// discard pile (all of which came from the base but the Attack cards of
// its neutral Frontier takes and, in a Team Match, the two Standard
// Attacks of setup).
func (m *memory) added(v *ares.State, q int) int {
	n := v.BaseCards(q) + v.DiscardLen(q) - m.taken
	if v.Mode() == ares.Team {
		n -= 2
	}
	return n
}

// construct turns the resources the memory holds on buildings into units,
// as the opponent's Construction did.
func (m *memory) construct(f *ares.Faction) {
	for k := 0; k < m.n; k++ {
		sl := &m.slots[k]
		if sl.unit < 0 || sl.res == 0 {
			continue
		}
		u := &f.Units[sl.unit]
		n := min(unitsFor(int(sl.res), u), ares.MaxUnitsPerBuilding-int(sl.units))
		sl.units += uint8(n)
		sl.res -= uint8(n * int(u.Cost))
	}
}

// skillRate is how far one battle moves an opponent's skill, and maxSkill
// bounds it.
const (
	skillRate = 0.5
	maxSkill  = 3
)

// predict records, at the bot's first decision in a battle with its
// opponents, the estimate's chance for each of them, for their skill.
func (h *Heuristic) predict(v *ares.State, me int) {
	b := v.Battle()
	if b.Kind() == ares.RaidBattle {
		return
	}
	info := v.BattleInfo()
	at := v.BattlesFought() + 1
	var sb simBattle
	done := false
	for q := 0; q < v.NumPlayers(); q++ {
		m := &h.mem[q]
		if v.Teammate(me, q) || m.predictedAt == at || (!v.Teammate(q, info.Attacker) && !v.Teammate(q, info.Defender)) {
			continue
		}
		if !done {
			sb.loadBattle(b, true)
			done = true
		}
		w := min(max(sb.copyRun().win, 0.02), 0.98)
		if !v.Teammate(q, info.Attacker) {
			w = 1 - w
		}
		m.predicted, m.predictedAt = w, at
	}
}

// learn compares opponent q's base, which v shows for the first time
// since the bot last saw it, with what the bot guessed of it, and keeps
// the difference for the rate of its guesses.
func (h *Heuristic) learn(v *ares.State, q int) {
	m := &h.mem[q]
	f := v.Faction(q)
	vals := h.values.of(f, v.Faction(h.enemyOf(v, q)))
	before, extra := 0.0, float64(m.added(v, q))
	if m.known {
		extra -= float64(m.cards)
		for k := 0; k < m.n; k++ {
			if sl := m.slots[k]; sl.unit >= 0 {
				before += float64(min(int(sl.units)+unitsFor(int(sl.res), &f.Units[sl.unit]), ares.MaxUnitsPerBuilding))
			}
		}
	} else {
		for _, st := range vals.startUnits[b2i(v.Mode() != ares.Basic)] {
			if ares.FightingUnit(st.unit) {
				before += float64(st.units)
			}
		}
	}
	now := 0.0
	for k, n := 0, v.BaseSlots(q); k < n; k++ {
		if u, _, units, res := v.SlotStock(q, k); u != nil && ares.FightingUnit(u) {
			now += float64(min(units+unitsFor(res, u), ares.MaxUnitsPerBuilding))
		}
	}
	if extra > 0 {
		m.gained += now - before
		m.guessed += extra * vals.guess[useBase].perCard
	}
}

// snapshot copies player q's base, which v shows.
func (m *memory) snapshot(v *ares.State, q int) {
	added := m.added(v, q)
	m.known = true
	m.cards = added
	m.n = v.BaseSlots(q)
	for k := 0; k < m.n; k++ {
		u, unit, units, res := v.SlotStock(q, k)
		if u == nil || !ares.FightingUnit(u) {
			unit = -1
		}
		m.slots[k] = memSlot{unit: int16(unit), units: uint8(units), res: uint8(res)}
	}
}

// battleUse says which Forces of a base a kind of battle uses.
type battleUse uint8

const (
	useFrontier    battleUse = iota // all but Base Defense
	useDeep                         // Deep Strike only
	useBase                         // all, Base Defense and Emergency Defense included
	useRaid                         // a raider: Infantry or Armor, not Base Defense
	useRaidDefense                  // a Raid's defender: Infantry, Armor or Base Defense
	useHome                         // Base Defense only: what a Frontier battle leaves at home
	useStay                         // all but Deep Strike: what a Deep Strike leaves at home
	numUses
)

// home is the use of the Forces a battle of use leaves at home.
func (use battleUse) home() battleUse {
	if use == useDeep {
		return useStay
	}
	return useHome
}

// eligibleFor reports whether a Force of unit u may fight in a battle of
// use, its Deep Strike ability given (printed, or from the Attack card).
func eligibleFor(u *ares.Unit, use battleUse, deep bool) bool {
	if !ares.FightingUnit(u) {
		return false
	}
	switch use {
	case useFrontier:
		return !u.BaseDefense
	case useDeep:
		return deep && !u.BaseDefense
	case useRaid:
		return !u.BaseDefense && (u.Type == ares.Infantry || u.Type == ares.Armor)
	case useRaidDefense:
		return u.BaseDefense || u.Type == ares.Infantry || u.Type == ares.Armor
	case useHome:
		return u.BaseDefense
	case useStay:
		return !deep || u.BaseDefense
	}
	return true
}

// addBase puts the Forces of player p's base (which v shows) that a
// battle of use would field on side of sb, counting the units its
// resources will build at Construction. emergency is the number of hand
// cards the base's owner may still turn into Base Defense units.
func (h *Heuristic) addBase(v *ares.State, p int, use battleUse, side ares.Side, sb *simBattle, emergency int) {
	f := v.Faction(p)
	for k, n := 0, v.BaseSlots(p); k < n; k++ {
		u, unit, units, res := v.SlotStock(p, k)
		if u == nil {
			continue
		}
		sp := f.Units[unit].Spec(0)
		if !eligibleFor(u, use, sp.DeepStrike) {
			continue
		}
		sb.addSlot(side, &sp, u, units, res, &emergency)
	}
}

// addSlot puts a base slot's Force into sb: units units of unit u (whose
// Spec is sp) with res resources on its building. Construction builds
// units from the resources up to four a building; the rest is a reserve
// that rebuilds the Force after losses. A Base Defense building also
// takes what the emergency cards left can build.
func (sb *simBattle) addSlot(side ares.Side, sp *ares.ForceSpec, u *ares.Unit, units, res int, emergency *int) {
	total := units + unitsFor(res, u)
	built := min(total, ares.MaxUnitsPerBuilding)
	if u.BaseDefense && *emergency > 0 {
		extra := min(*emergency/int(u.Cost), ares.MaxUnitsPerBuilding-built)
		*emergency -= extra * int(u.Cost)
		built += extra
	}
	j := sb.n
	sb.add(side, sp, float64(built))
	if j < sb.n {
		sb.f[j].reserve = float64(total - min(total, ares.MaxUnitsPerBuilding))
	}
}

// addGuess puts the bot's guess at opponent q's Forces for a battle of use
// on side of sb: its base as last seen (with the units its resources
// there build) and, for each card put into the base since, the units an
// average card of its faction makes; before any sighting, its Start
// Buildings and a guess for every card in its base.
func (h *Heuristic) addGuess(v *ares.State, q int, use battleUse, side ares.Side, sb *simBattle) {
	if !v.BaseHidden(q) {
		h.addBase(v, q, use, side, sb, h.emergencyCards(v, q, use))
		return
	}
	f := v.Faction(q)
	vals := h.values.of(f, v.Faction(h.enemyOf(v, q)))
	m := &h.mem[q]
	extra := m.added(v, q)
	emergency := h.emergencyCards(v, q, use)
	if m.known {
		extra -= m.cards
		for k := 0; k < m.n; k++ {
			sl := m.slots[k]
			if sl.unit < 0 {
				continue
			}
			u := &f.Units[sl.unit]
			sp := u.Spec(0)
			if !eligibleFor(u, use, sp.DeepStrike) {
				continue
			}
			sb.addSlot(side, &sp, u, int(sl.units), int(sl.res), &emergency)
		}
	} else {
		starts := vals.startUnits[b2i(v.Mode() != ares.Basic)]
		for i := range starts {
			st := &starts[i]
			if eligibleFor(st.unit, use, st.unit.DeepStrike) {
				sp := st.unit.Spec(0)
				units := st.units
				if st.unit.BaseDefense && emergency > 0 {
					e := min(emergency/int(st.unit.Cost), ares.MaxUnitsPerBuilding-units)
					emergency -= e * int(st.unit.Cost)
					units += e
				}
				sb.add(side, &sp, float64(units))
			}
		}
	}
	if extra > 0 {
		vals.guess[use].addTo(sb, side, float64(extra)*m.rate())
	}
}

// emergencyCards is the number of hand cards player q may play for
// Emergency Defense in a battle of use: its hand, defending its base.
func (h *Heuristic) emergencyCards(v *ares.State, q int, use battleUse) int {
	switch use {
	case useBase, useHome, useStay:
		return v.HandLen(q)
	}
	return 0
}
