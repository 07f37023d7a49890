package odds

import "github.com/aresim/aresim/ares"

// This file holds the expected effect of a roll, which the targeting,
// placement and reroll tactics score decisions by.

// maxTableDice is the largest roll the binomial table covers; a Force has
// at most four units, so a roll has at most four dice.
const maxTableDice = 8

// binomTable[n][hitOn][k] is the probability that k of n dice hit when each
// hits on hitOn or less.
var binomTable = func() (t [maxTableDice + 1][6][maxTableDice + 1]float64) {
	for h := 0; h <= 5; h++ {
		p := float64(h) / 6
		for n := 0; n <= maxTableDice; n++ {
			for k := 0; k <= n; k++ {
				c := 1.0
				for i := 0; i < k; i++ {
					c = c * float64(n-i) / float64(i+1)
				}
				t[n][h][k] = c * pow(p, k) * pow(1-p, n-k)
			}
		}
	}
	return t
}()

func pow(x float64, n int) float64 {
	r := 1.0
	for i := 0; i < n; i++ {
		r *= x
	}
	return r
}

// binom returns the probability that k of n dice hit on hitOn or less.
func binom(n, hitOn, k int) float64 {
	if n <= maxTableDice && hitOn >= 0 && hitOn <= 5 {
		return binomTable[n][hitOn][k]
	}
	p := float64(hitOn) / 6
	c := 1.0
	for i := 0; i < k; i++ {
		c = c * float64(n-i) / float64(i+1)
	}
	return c * pow(p, k) * pow(1-p, n-k)
}

// hitPoints describes how a Force takes hits (Ruling A13): shields first,
// then unit hit points, one per unit or two per Tough unit.
type hitPoints struct {
	shields, units, perUnit int
}

func hitPointsOf(f *ares.Force) hitPoints {
	h := hitPoints{shields: f.Shields(), units: f.Units(), perUnit: 1}
	if f.Spec().Tough {
		h.perUnit = 2
		h.units = f.HitPoints() - f.Shields()
	}
	return h
}

// unitHP returns the unit hit points removed by x hits.
func (h hitPoints) unitHP(x int) int {
	x -= h.shields
	if x < 0 {
		return 0
	}
	if x > h.units {
		return h.units
	}
	return x
}

// all returns the hits the Force can still take.
func (h hitPoints) all() int { return h.shields + h.units }

// rollEffect returns, for a roll of n dice hitting on hitOn at a target
// that has already taken pending hits, the expected unit hit points removed
// and the expected hits it absorbs (shields included).
func rollEffect(h hitPoints, pending, n, hitOn int) (hp, hits float64) {
	base := h.unitHP(pending)
	all := h.all()
	for k := 1; k <= n; k++ {
		p := binom(n, hitOn, k)
		hp += p * float64(h.unitHP(pending+k)-base)
		got := min(pending+k, all) - min(pending, all)
		hits += p * float64(got)
	}
	return hp, hits
}

// unitValue is the weight of one unit of Force t in targeting: its cost,
// one, or its threat to side, by the targeting tactic.
func unitValue(b *ares.Battle, t int, side ares.Side, how Targeting) float64 {
	f := b.Force(t)
	switch how {
	case TargetKills:
		return 1
	case TargetThreat:
		return threat(b, t, side)
	}
	if c := f.Spec().Cost; c > 0 {
		return float64(c)
	}
	return 1
}

// threat returns the expected hits one unit of Force t scores per round
// against the best target it has among side's Forces.
func threat(b *ares.Battle, t int, side ares.Side) float64 {
	units := b.Force(t).Units()
	if units == 0 {
		return 0
	}
	best := 0.0
	for m := 0; m < b.NumForces(); m++ {
		g := b.Force(m)
		if g.Side() != side || !inLine(g) {
			continue
		}
		n, hitOn := b.Dice(t, uint8(m))
		if e := float64(n) * float64(hitOn) / 6 / float64(units); e > best {
			best = e
		}
	}
	return best
}

func inLine(f *ares.Force) bool { return f.InBattle() && f.Column() >= 0 }

// fireScore scores Force firer shooting at target now: the expected effect
// of its roll by the targeting tactic how, and the expected hits as a tie
// break. For a Base Card the score is the chance of at least one hit times
// buildingValue, when an Empty Building is left to destroy.
func fireScore(b *ares.Battle, firer int, target uint8, how Targeting, buildingValue float64) (score, hits float64) {
	n, hitOn := b.Dice(firer, target)
	if n == 0 {
		return 0, 0
	}
	if target == ares.TargetBaseLeft || target == ares.TargetBaseRight {
		if b.EmptyBuildingsLeft() == 0 {
			return 0, 0
		}
		return (1 - binom(n, hitOn, 0)) * buildingValue, 0
	}
	t := b.Force(int(target))
	h := hitPointsOf(t)
	hp, hits := rollEffect(h, t.PendingHits(), n, hitOn)
	side := b.Force(firer).Side()
	return hp / float64(h.perUnit) * unitValue(b, int(target), side, how), hits
}

// bestFire returns the best score Force i has against any enemy Force in
// the line, with no hits pending.
func bestFire(b *ares.Battle, i int, how Targeting) float64 {
	f := b.Force(i)
	best := 0.0
	for t := 0; t < b.NumForces(); t++ {
		g := b.Force(t)
		if g.Side() == f.Side() || !inLine(g) {
			continue
		}
		if s, _ := fireScore(b, i, uint8(t), how, 0); s > best {
			best = s
		}
	}
	return best
}

// balance is the static value of a battle line for side: the sum of the
// best targeting scores of its Forces in the line, minus the enemy's.
func balance(b *ares.Battle, side ares.Side, how Targeting) float64 {
	v := 0.0
	for i := 0; i < b.NumForces(); i++ {
		f := b.Force(i)
		if !inLine(f) {
			continue
		}
		s := bestFire(b, i, how)
		if f.Side() == side {
			v += s
		} else {
			v -= s
		}
	}
	return v
}
