package odds

import (
	"slices"

	"github.com/aresim/aresim/ares"
)

// This file holds the expected-value projection behind the "worse" retreat
// tactic: a deterministic, cheap picture of the rest of a battle.
//
// The projection keeps the battle line as it stands. Each Force holds a
// fractional number of shield and unit hit points. Every remaining round,
// initiative groups fire from the highest down; each Force of a side that
// fires puts its expected hits (its units times the per-unit dice of its
// roll times the chance of a hit) on the enemy Force where they remove the
// most resource value, counting the hits already aimed there in the group;
// at the end of the group the hits come off, shields first, and a Force
// left with less than half a hit point is out. The battle ends as in Ruling
// A7: a side with no Force loses (both: the defender wins) and after the
// last round the attacker has lost.

// outThreshold is the hit points under which a projected Force is out.
const outThreshold = 0.5

type projForce struct {
	side    ares.Side
	init    int8
	shields float64
	hp      float64 // unit hit points
	perUnit float64 // hit points per unit
	units0  float64 // units when the projection starts
	value   float64 // cost of one unit
	pending float64
}

func (f *projForce) alive() bool { return f.hp >= outThreshold }

func (f *projForce) units() float64 {
	if !f.alive() {
		return 0
	}
	return f.hp / f.perUnit
}

// projection is scratch space for projections.
type projection struct {
	forces []projForce
	ids    []int     // battle Force index of each projected Force
	hits   []float64 // [j*len(forces)+k]: expected hits per unit of j on k
	inits  []int8
}

// load takes the Forces in the line from b.
func (p *projection) load(b *ares.Battle) {
	p.forces = p.forces[:0]
	p.ids = p.ids[:0]
	for i := 0; i < b.NumForces(); i++ {
		f := b.Force(i)
		if !inLine(f) {
			continue
		}
		h := hitPointsOf(f)
		cost := float64(f.Spec().Cost)
		if cost == 0 {
			cost = 1
		}
		p.forces = append(p.forces, projForce{side: f.Side(), init: f.Spec().Initiative,
			shields: float64(h.shields), hp: float64(h.units), perUnit: float64(h.perUnit),
			units0: float64(f.Units()), value: cost})
		p.ids = append(p.ids, i)
	}
	nf := len(p.forces)
	p.hits = slices.Grow(p.hits[:0], nf*nf)[:nf*nf]
	for j := range p.forces {
		pf := &p.forces[j]
		for k := range p.forces {
			p.hits[j*nf+k] = 0
			if p.forces[k].side == pf.side {
				continue
			}
			n, hitOn := b.Dice(p.ids[j], uint8(p.ids[k]))
			p.hits[j*nf+k] = float64(n) * float64(hitOn) / 6 / pf.units0
		}
	}
	p.inits = p.inits[:0]
	for _, f := range p.forces {
		if !slices.Contains(p.inits, f.init) {
			p.inits = append(p.inits, f.init)
		}
	}
	slices.Sort(p.inits)
	slices.Reverse(p.inits)
}

// run projects the battle from the Declare Retreat step of round `from`
// to its end and returns whether the attacker wins. silent is -1, or the
// side that retreats now: it does not fire, and the battle ends with the
// round.
func (p *projection) run(from, rounds int, silent int) (attackerWins bool) {
	for r := from; r <= rounds; r++ {
		for _, g := range p.inits {
			for j := range p.forces {
				f := &p.forces[j]
				if f.init != g || !f.alive() || (r == from && int(f.side) == silent) {
					continue
				}
				p.aim(j)
			}
			for j := range p.forces {
				f := &p.forces[j]
				absorbed := min(f.shields, f.pending)
				f.shields -= absorbed
				f.hp = max(f.hp-(f.pending-absorbed), 0)
				f.pending = 0
			}
			att, def := p.standing(ares.Attacker), p.standing(ares.Defender)
			if !att || !def {
				return att && !def
			}
		}
		if silent >= 0 {
			// The retreat ends the battle after this round (Ruling A9).
			return silent == int(ares.Defender) && p.standing(ares.Attacker)
		}
	}
	return false
}

// aim puts Force j's expected hits on the enemy Force where they remove the
// most value.
func (p *projection) aim(j int) {
	f := &p.forces[j]
	nf := len(p.forces)
	best, bestV, bestHits := -1, 0.0, 0.0
	for k := range p.forces {
		t := &p.forces[k]
		perUnit := p.hits[j*nf+k]
		if t.side == f.side || !t.alive() || perUnit == 0 {
			continue
		}
		hits := f.units() * perUnit
		shields := max(t.shields-t.pending, 0)
		taken := min(hits, max(t.shields+t.hp-t.pending, 0))
		v := max(taken-shields, 0) / t.perUnit * t.value
		if best < 0 || v > bestV {
			best, bestV, bestHits = k, v, hits
		}
	}
	if best >= 0 {
		p.forces[best].pending += bestHits
	}
}

func (p *projection) standing(side ares.Side) bool {
	for j := range p.forces {
		if p.forces[j].side == side && p.forces[j].alive() {
			return true
		}
	}
	return false
}

// value returns side's surviving unit value.
func (p *projection) value(side ares.Side) float64 {
	v := 0.0
	for j := range p.forces {
		if p.forces[j].side == side {
			v += p.forces[j].units() * p.forces[j].value
		}
	}
	return v
}

// worse reports whether side, at its Declare Retreat step in b, does
// better to retreat: pressing on projects a loss, and leaves it less unit
// value than retreating now (the enemy firing once, unanswered).
func (p *projection) worse(b *ares.Battle, side ares.Side) bool {
	p.load(b)
	attWins := p.run(b.Round(), b.Rounds(), -1)
	if attWins == (side == ares.Attacker) {
		return false
	}
	stay := p.value(side)
	p.load(b)
	p.run(b.Round(), b.Rounds(), int(side))
	return p.value(side) > stay
}
