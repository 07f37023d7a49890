package bot

import (
	"math"
	"math/bits"

	"github.com/aresim/aresim/ares"
)

// This file holds the heuristic's battle estimate: a cheap, deterministic
// picture of a battle from its Forces, and the attacker's chance to win it.
//
// The estimate plays the battle in expected values, without a battle line:
// every round the initiative groups fire from the highest down; each Force
// puts its expected hits (units times the chance of a hit per die, half
// the dice at a rating of zero) on the enemy Force where they destroy the
// most threat per hit point, never more than the Force can still take;
// at the end of the group the hits come off, shields first, and a Force
// left with less than half a hit point is out. What is left of each side
// when the rounds run out, or when a side is out, gives the attacker's
// chance through a logistic fitted to Monte Carlo odds (package
// ares/odds) of battles from bot games; TestEstimateAgreesWithOdds checks
// it against fresh odds (a mean error of about 0.12 in the chance).
// It costs a few microseconds, so every attack, defence and retreat
// decision can afford one.

// maxSim bounds the Forces of one estimate, both sides together.
const maxSim = 24

// simForce is a Force as the estimate sees it.
type simForce struct {
	hit    [4]float64 // expected hits per unit and round against each unit type
	hp     float64    // unit hit points left
	shield float64    // shield points left
	per    float64    // hit points per unit: 2 when Tough
	threat float64    // expected hits per unit and round against the enemy's mix
	pend   float64    // hits booked in the group firing
	cost   float64    // resources per unit
	hp0    float64    // unit hit points at the start
	sh0    float64    // shield points at the start
	bd     bool       // Base Defense: fights only for its base
	// reserve is the units the Force's building can still build beyond
	// its four, to replace losses at the next Construction.
	reserve float64
	init    int8
	typ     ares.UnitType
	side    ares.Side
}

func (f *simForce) alive() bool { return f.hp > 0 }

// simBattle is a battle to estimate.
type simBattle struct {
	f      [maxSim]simForce
	n      int
	rounds int
	// rerolls are each side's rerolls: each adds about one die's chance of
	// a hit over the battle.
	rerolls [2]float64
	// skew is added to the logit of the attacker's chance: how much
	// better the attacker fights than the estimate has it (the players'
	// skill as the bot has measured it, see memory.skill).
	skew float64
}

// reset empties the battle for rounds combat rounds.
func (sb *simBattle) reset(rounds int) {
	sb.n, sb.rounds = 0, rounds
	sb.rerolls = [2]float64{}
	sb.skew = 0
}

// dieChance is the chance one die hits with rating r plus mod (Ruling
// A11), per unit: half the dice at zero.
func dieChance(r ares.Rating, mod int) float64 {
	if r.IsX() {
		return 0
	}
	v := int(r) + mod
	switch {
	case v < 0:
		return 0
	case v == 0:
		return 1.0 / 12
	case v >= 5:
		return 5.0 / 6
	}
	return float64(v) / 6
}

// add puts a Force of side with spec sp and units units (fractional for
// an estimated Force) into the battle. Forces past maxSim are left out:
// the estimate ignores them.
func (sb *simBattle) add(side ares.Side, sp *ares.ForceSpec, units float64) {
	if units <= 0 || sb.n == maxSim {
		return
	}
	f := &sb.f[sb.n]
	sb.n++
	for t := range f.hit {
		f.hit[t] = dieChance(sp.Attack[t], 0)
	}
	f.per = 1
	if sp.Tough {
		f.per = 2
	}
	f.hp = units * f.per
	f.shield = float64(sp.Shield)
	f.sh0 = f.shield
	f.cost = float64(sp.Cost)
	f.bd = sp.BaseDefense
	f.reserve = 0
	f.init = sp.Initiative
	f.typ = sp.Type
	f.side = side
	sb.rerolls[side] += float64(sp.Rerolls)
}

// estimateResult is what the estimate found.
type estimateResult struct {
	// win is the attacker's chance to win.
	win float64
	// left is each side's share of its hit points left at the end.
	left [2]float64
	// lost is the resources each side's lost units cost.
	lost [2]float64
}

// run plays the battle out in expected values and returns the attacker's
// chance to win. It changes the Forces.

func (sb *simBattle) run() estimateResult {
	n := sb.n
	var total, units [2]float64
	var mix [2][4]float64
	var alive [2]uint32
	var ord [maxSim]uint8 // the Forces by initiative, highest first
	for i := 0; i < n; i++ {
		f := &sb.f[i]
		f.hp0, f.pend = f.hp, 0
		total[f.side] += f.hp + f.shield
		u := f.hp / f.per
		units[f.side] += u
		mix[f.side][f.typ] += u
		alive[f.side] |= 1 << i
		j := i
		for j > 0 && sb.f[ord[j-1]].init < f.init {
			ord[j] = ord[j-1]
			j--
		}
		ord[j] = uint8(i)
	}
	if total[ares.Attacker] == 0 {
		return estimateResult{win: 0, left: [2]float64{0, 1}}
	}
	if total[ares.Defender] == 0 {
		return estimateResult{win: 1, left: [2]float64{1, 0}}
	}
	// A target's worth per hit: the threat it poses per hit point.
	var worth [maxSim]float64
	for i := 0; i < n; i++ {
		f := &sb.f[i]
		m, u := &mix[1-f.side], units[1-f.side]
		f.threat = (f.hit[0]*m[0] + f.hit[1]*m[1] + f.hit[2]*m[2] + f.hit[3]*m[3]) / u
		worth[i] = (f.threat + 0.05) / f.per
	}
	// A side's rerolls add their hits over the battle, spread evenly over
	// its rounds' fire.
	var boost [2]float64
	for s := range boost {
		boost[s] = 1
		if units[s] > 0 {
			boost[s] += 0.5 * sb.rerolls[s] / (units[s] * float64(sb.rounds))
		}
	}
	for r := 0; r < sb.rounds && alive[0] != 0 && alive[1] != 0; r++ {
		if r > 0 && sb.decided(&total) {
			break
		}
		for g := 0; g < n && alive[0] != 0 && alive[1] != 0; {
			init := sb.f[ord[g]].init
			var hit uint32 // the Forces hit in this group
			for ; g < n && sb.f[ord[g]].init == init; g++ {
				i := int(ord[g])
				f := &sb.f[i]
				if alive[f.side]&(1<<i) == 0 {
					continue
				}
				best, bestW := -1, 0.0
				for m := alive[1-f.side]; m != 0; m &= m - 1 {
					j := bits.TrailingZeros32(m)
					e := &sb.f[j]
					if w := f.hit[e.typ] * worth[j]; w > bestW && e.hp+e.shield > e.pend {
						best, bestW = j, w
					}
				}
				if best < 0 {
					continue
				}
				e := &sb.f[best]
				hits := f.hp / f.per * f.hit[e.typ] * boost[f.side]
				if room := e.hp + e.shield - e.pend; hits > room {
					hits = room
				}
				e.pend += hits
				hit |= 1 << best
			}
			for m := hit; m != 0; m &= m - 1 {
				j := bits.TrailingZeros32(m)
				if !sb.f[j].takeHits() {
					alive[sb.f[j].side] &^= 1 << j
				}
			}
		}
	}
	var left, lost [2]float64
	for i := 0; i < n; i++ {
		f := &sb.f[i]
		left[f.side] += f.hp + f.shield
		lost[f.side] += (f.hp0 - f.hp) / f.per * f.cost
	}
	res := estimateResult{left: [2]float64{left[0] / total[0], left[1] / total[1]}, lost: lost}
	res.win = winChance(res.left[ares.Attacker], res.left[ares.Defender], sb.skew)
	return res
}

// decided reports whether the battle's estimate can no longer change
// much: one side has less than a twentieth of its hit points left (of
// total, each side's at the start).
func (sb *simBattle) decided(total *[2]float64) bool {
	var left [2]float64
	for i := 0; i < sb.n; i++ {
		f := &sb.f[i]
		left[f.side] += f.hp + f.shield
	}
	return left[0] < 0.05*total[0] || left[1] < 0.05*total[1]
}

// takeHits takes the hits booked on the Force off, shields first, and
// reports whether it is still in: it is out with less than half a hit
// point left.
func (f *simForce) takeHits() bool {
	h := f.pend
	f.pend = 0
	if f.shield > 0 {
		s := math.Min(f.shield, h)
		f.shield -= s
		h -= s
	}
	f.hp -= h
	if f.hp < 0.5 {
		f.hp, f.shield = 0, 0
		return false
	}
	return true
}

// The logistic that turns what is left of each side into the attacker's
// chance: fitted to the odds of battles from bot games (checked by
// TestEstimateAgreesWithOdds).
const (
	winBias     = -0.85
	winAttacker = 4.17
	winDefender = 5.40
)

// winChance is the attacker's chance to win with shares att and def of
// the two sides' hit points left at the end of the estimate, skew added
// to its logit.
func winChance(att, def, skew float64) float64 {
	if att <= 0 {
		return 0
	}
	return 1 / (1 + math.Exp(-(winBias + winAttacker*att - winDefender*def + skew)))
}

// loadBattle puts the Forces of battle b still in it into sb, for the
// rounds left. With emergency, in a base attack, a defender holding cards
// for Emergency Defense gets the units they can build on its Base Defense
// buildings, one unit per card at the unit's cost, up to four a building.
func (sb *simBattle) loadBattle(b *ares.Battle, emergency bool) {
	left := b.Rounds() - b.Round()
	if b.Round() > 0 {
		left++ // the round in progress is still to be fought
	}
	sb.reset(max(left, 1))
	cards := 0
	if emergency && b.HasBaseCards() {
		cards = b.EmergencyCards()
	}
	for i := 0; i < b.NumForces() && sb.n < maxSim; i++ {
		f := b.Force(i)
		sp := f.Spec()
		units := float64(f.Units())
		if cards > 0 && f.Side() == ares.Defender && sp.BaseDefense && f.Units() < ares.MaxUnitsPerBuilding {
			extra := min((cards+f.Resources())/int(sp.Cost), ares.MaxUnitsPerBuilding-f.Units())
			cards -= extra * int(sp.Cost)
			units += float64(extra)
		}
		if units == 0 {
			continue
		}
		j := sb.n
		sb.add(f.Side(), &sp, units)
		if j < sb.n && f.Units() > 0 {
			g := &sb.f[j]
			g.hp = float64(f.HitPoints()-f.Shields()) + (units-float64(f.Units()))*g.per
			g.shield = float64(f.Shields())
			g.sh0 = float64(sp.Shield)
		}
	}
	sb.rerolls = [2]float64{float64(b.Rerolls(ares.Attacker)), float64(b.Rerolls(ares.Defender))}
}

// keepBest drops every Force of side but its strongest: its units'
// expected hits times their hit points (a Raid's one Force).
func (sb *simBattle) keepBest(side ares.Side) {
	best, bestV := -1, -1.0
	for i := 0; i < sb.n; i++ {
		f := &sb.f[i]
		if f.side != side {
			continue
		}
		fire := f.hit[0] + f.hit[1] + f.hit[2] + f.hit[3]
		if v := fire * (f.hp + f.shield) * f.hp / f.per; v > bestV {
			best, bestV = i, v
		}
	}
	j := 0
	for i := 0; i < sb.n; i++ {
		if sb.f[i].side != side || i == best {
			sb.f[j] = sb.f[i]
			j++
		}
	}
	sb.n = j
}

// survivors puts into dst, on side as, the Forces of side from that are
// still in sb after a run, as they would start another battle: their
// losses made good from their buildings' reserves, shields back, and only
// those that may fight away from their base unless home.
func (sb *simBattle) survivors(from ares.Side, dst *simBattle, as ares.Side, home bool) {
	for i := 0; i < sb.n && dst.n < maxSim; i++ {
		f := &sb.f[i]
		if f.side != from || (!f.alive() && f.reserve == 0) || (f.bd && !home) {
			continue
		}
		g := &dst.f[dst.n]
		dst.n++
		*g = *f
		g.side, g.shield, g.pend = as, f.sh0, 0
		rebuilt := min(f.reserve, f.hp0/f.per-f.hp/f.per)
		g.hp += rebuilt * f.per
		g.reserve -= rebuilt
	}
}

// grow adds units units to side's Forces in sb, shared among them by
// their units (new cards on the buildings they stand on).
func (sb *simBattle) grow(side ares.Side, units float64) {
	total := 0.0
	for i := 0; i < sb.n; i++ {
		if f := &sb.f[i]; f.side == side {
			total += f.hp / f.per
		}
	}
	if total == 0 {
		return
	}
	k := 1 + units/total
	for i := 0; i < sb.n; i++ {
		if f := &sb.f[i]; f.side == side {
			f.hp *= k
		}
	}
}

// lanchester returns the logarithm of the ratio of the two sides'
// fighting strengths in sb, as Lanchester's square law has them: each
// side's expected hits per round times its hit points.
func (sb *simBattle) lanchester() float64 {
	var units, fire, hp [2]float64
	var mix [2][4]float64
	for i := 0; i < sb.n; i++ {
		f := &sb.f[i]
		u := f.hp / f.per
		units[f.side] += u
		mix[f.side][f.typ] += u
		hp[f.side] += f.hp + f.shield
	}
	if units[0] == 0 || units[1] == 0 {
		return math.Inf(int(b2i(units[0] > 0)*2 - 1))
	}
	for i := 0; i < sb.n; i++ {
		f := &sb.f[i]
		m := &mix[1-f.side]
		fire[f.side] += f.hp / f.per * (f.hit[0]*m[0] + f.hit[1]*m[1] + f.hit[2]*m[2] + f.hit[3]*m[3]) / units[1-f.side]
	}
	return math.Log((fire[0]*hp[0] + 1e-9) / (fire[1]*hp[1] + 1e-9))
}

// copyRun runs a copy of sb, leaving sb as it is.
func (sb *simBattle) copyRun() estimateResult {
	c := *sb
	return c.run()
}
