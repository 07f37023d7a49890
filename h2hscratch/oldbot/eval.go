package oldbot

import "github.com/aresim/aresim/ares"

// This file holds the heuristic bot's estimates of what units and Forces
// are worth.

// hitChance is the chance one die of a unit with rating r hits before
// modifiers; a zero rating rolls a die per two units.
func hitChance(r ares.Rating) float64 {
	switch {
	case r.IsX() || r < 0:
		return 0
	case r == 0:
		return 1.0 / 12
	case r >= 5:
		return 5.0 / 6
	}
	return float64(r) / 6
}

// power is a unit's expected hits per round against a mix of target types
// (weights summing to 1), with a small bonus for high initiative.
func power(u *ares.ForceSpec, mix *[4]float64) float64 {
	p := 0.0
	for t := 0; t < 4; t++ {
		p += mix[t] * hitChance(u.Attack[t])
	}
	return p * (1 + 0.06*float64(u.Initiative-3))
}

// durability is the hits one unit takes to destroy, shields spread over a
// full building.
func durability(u *ares.ForceSpec) float64 {
	d := 1.0
	if u.Tough {
		d = 2
	}
	return d + float64(u.Shield)/4
}

var evenMix = [4]float64{0.3, 0.3, 0.25, 0.15}

// unitValue is what one unit is worth in battle against an even mix.
func unitValue(u *ares.Unit) float64 { return unitValueVs(u, &evenMix) }

// unitValueVs is what one unit is worth against a mix of target types.
func unitValueVs(u *ares.Unit, mix *[4]float64) float64 {
	sp := u.Spec(1)
	return power(&sp, mix) * durability(&sp) * (1 + 0.05*float64(u.Scouting))
}

// factionMix is the mix of unit types a faction fields, guessed from its
// deck: each end of each Building card, by copies, plus its Start
// Buildings.
func factionMix(f *ares.Faction) [4]float64 {
	var m [4]float64
	total := 0.0
	for i := range f.Cards {
		c := &f.Cards[i]
		for end := 0; end < 2; end++ {
			if u := c.UnitIndex(end); u >= 0 && !f.Units[u].BaseDefense {
				m[f.Units[u].Type] += float64(c.Count)
				total += float64(c.Count)
			}
		}
	}
	if total == 0 {
		return evenMix
	}
	for t := range m {
		m[t] /= total
	}
	return m
}

// mixOf returns the type mix of side's Forces in battle b, by units.
func mixOf(b *ares.Battle, side ares.Side) [4]float64 {
	var m [4]float64
	total := 0.0
	for i := 0; i < b.NumForces(); i++ {
		f := b.Force(i)
		if f.Side() == side && f.InBattle() {
			m[f.Spec().Type] += float64(f.Units())
			total += float64(f.Units())
		}
	}
	if total == 0 {
		return evenMix
	}
	for t := range m {
		m[t] /= total
	}
	return m
}

// sideStrength is side's fighting strength in battle b against the
// enemy's type mix: the sum of expected hits times hit points.
func sideStrength(b *ares.Battle, side ares.Side) float64 {
	mix := mixOf(b, side.Other())
	return strengthAgainst(b, side, &mix)
}

// strengthAgainst is sideStrength given the enemy's mix, mixOf(b,
// side.Other()).
func strengthAgainst(b *ares.Battle, side ares.Side, mix *[4]float64) float64 {
	s := 0.0
	for i := 0; i < b.NumForces(); i++ {
		f := b.Force(i)
		if f.Side() == side && f.InBattle() {
			sp := f.Spec()
			s += float64(f.Units()) * power(&sp, mix) * float64(f.HitPoints()) / float64(f.Units())
		}
	}
	return s
}

// factionValues caches a faction's unit values against an enemy faction.
type factionValues struct {
	f, vs   *ares.Faction
	unit    []float64    // unitValue by unit index
	perCard float64      // value a card in the base is assumed to add
	start   float64      // value of the Basic Game Start Buildings' units
	vsMix   [4]float64   // the unit types vs fields
	pick    [][2]float64 // pickScore by card definition, for a later and the first pick
}

// valueCache holds the values of the factions a bot meets, one entry for
// each faction against each enemy faction. An entry's values never change
// once made, so a decision may hold on to them. The keys sit in the
// entries, so a look-up reads no values.
type valueCache struct {
	entries []valueEntry
}

type valueEntry struct {
	f, vs  *ares.Faction
	values *factionValues
}

func (c *valueCache) of(f, vs *ares.Faction) *factionValues {
	for i := range c.entries {
		if e := &c.entries[i]; e.f == f && e.vs == vs {
			return e.values
		}
	}
	if len(c.entries) == maxCachedValues {
		c.entries = nil // a bot moved between many rule sets: start afresh
	}
	e := computeValues(f, vs)
	c.entries = append(c.entries, valueEntry{f, vs, &e})
	return &e
}

// maxCachedValues bounds a valueCache: far above the pairs of factions of
// one rule set, so only a bot reused across many rule sets refills it.
const maxCachedValues = 64

func computeValues(f, vs *ares.Faction) factionValues {
	fv := factionValues{f: f, vs: vs, unit: make([]float64, len(f.Units)), vsMix: factionMix(vs)}
	mix := fv.vsMix
	sum := 0.0
	for i := range f.Units {
		fv.unit[i] = unitValueVs(&f.Units[i], &mix)
		sum += fv.unit[i] / float64(f.Units[i].Cost)
	}
	fv.perCard = 0.7 * sum / float64(len(f.Units))
	fv.pick = make([][2]float64, len(f.Cards))
	for d := range f.Cards {
		fv.pick[d] = [2]float64{pickScore(f, d, false), pickScore(f, d, true)}
	}
	for _, sb := range f.Start.Basic {
		if u, ok := f.UnitByName(sb.Unit); ok && !u.BaseDefense {
			fv.start += float64(sb.Units) * unitValue(u)
		}
	}
	return fv
}
