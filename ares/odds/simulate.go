package odds

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/dice"
)

// This file plays the battles of a Monte Carlo run.

// prepare makes the decisions that come before the attacker's first
// Declare Retreat step (placement, round 1's Emergency Defense and
// Reorganization), which no dice change, so that simulated battles start
// from there.
func (d *decider) prepare(b *ares.Battle) {
	for !b.Over() && !b.AtChance() {
		a := d.decide(b)
		if a.Kind == ares.ActRetreat {
			return
		}
		mustDecide(b, a)
	}
}

// simulator plays battles on one goroutine at a time. Its decider and
// walk remember decisions across battles, so it is worth keeping for the
// next battle of the same start.
type simulator struct {
	dec    *decider
	table  bool // book the retreat table's shadows
	b, tmp ares.Battle
	walk   *walk // for battles with decisionCacheForces Forces or more
}

// play plays one battle from start with the given seed and books it in t.
func (sim *simulator) play(start *ares.Battle, seed uint64, t *tally) {
	rng := dice.New(seed)
	b := &sim.b
	ares.CopyBattle(b, start)
	passed := 0
	if b.NumForces() >= decisionCacheForces && sim.walk == nil {
		sim.walk = newWalk()
	}
	via := -1
	for !b.Over() {
		var a ares.Action
		var id int32 = -1
		if b.NumForces() >= decisionCacheForces {
			id, a = sim.walk.decide(b, via, sim.dec)
		} else {
			a = sim.dec.decide(b)
		}
		if sim.table && a.Kind == ares.ActRetreat && b.ToAct() == ares.Attacker {
			passed++
			sim.shadow(b, rng, t)
		}
		via = apply(b, id, a, &rng)
	}
	t.add(b, 1, passed)
}

// shadow plays out a copy of b in which the attacker retreats now, with a
// copy of the generator, and books it in t's retreat table.
func (sim *simulator) shadow(b *ares.Battle, rng dice.Rand, t *tally) {
	s := &sim.tmp
	ares.CopyBattle(s, b)
	mustApply(s, ares.Action{Kind: ares.ActRetreat, Arg: 1}, &rng)
	for !s.Over() {
		mustApply(s, sim.dec.decide(s), &rng)
	}
	t.addShadow(s, 1)
}

func mustApply(b *ares.Battle, a ares.Action, rng *dice.Rand) {
	if err := b.Apply(a, rng); err != nil {
		panic("odds: a legal decision was refused: " + err.Error())
	}
}
