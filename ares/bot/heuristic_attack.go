package bot

import (
	"math"

	"github.com/aresim/aresim/ares"
)

// This file holds the heuristic's attacks and defence declarations. Each
// is valued in points: a Scoring card is one, the Frontier is worth its
// end-of-game bonus and the Attack cards that will flow to its controller,
// a conquest is worth the game, and units lost or destroyed are worth
// their resources. The battle's odds come from the estimate
// (estimate.go) of the Forces each side would field.
//
// When the Frontier's controller is attacked it declares a defence of the
// Frontier or of its base before it sees the attacker's choice, and the
// attacker chooses its Normal Attack or Deep Strike before it hears the
// declaration. Against a Frontier defence a Deep Strike is a Surprise
// (the attacker keeps the Scoring card); against a Base defence a Normal
// Attack takes the Frontier without a fight. Neither side can do well
// by always choosing the same, so both play the two-by-two game between
// them (guessGame): the attacker mixes its choice and the controller its
// declaration with the game's equilibrium probabilities.

// pointValues are what the things an attack may win or lose are worth to
// a player now, in points.
type pointValues struct {
	frontier float64 // the Frontier held rather than lost to the opponent
	// win is conquering the opponent's base, lose losing one's own: the
	// chance of losing, and of winning, on points that the conquest ends,
	// in points at the game's present exchange rate (a point's worth in
	// the chance of winning on points). Far ahead on points, a conquest
	// adds little and losing the base costs a won game; far behind, the
	// other way round.
	win, lose float64
}

// maxConquest caps a conquest's worth in points, for a player with no
// chance on points.
const maxConquest = 25

// pointValues works out player me's point values. The Frontier is worth
// its two end-of-game points to either side (a swing of four), and every
// Attack card still to be played (its controller banks its own and wins
// the others' attacks), each share of it counted for the chance the holder
// keeps the Frontier that long. The chance of winning on points is a
// normal one of the points margin (the Frontier's bonus included), with
// a spread that grows with the Attack cards still to be played.
func (h *Heuristic) pointValues(v *ares.State, me int) pointValues {
	n := v.NumPlayers()
	left, cards := 0.0, 0
	for p := 0; p < n; p++ {
		if v.Eliminated(p) {
			continue
		}
		in := v.DeckLen(p) + v.HandLen(p)
		cards += in
		left += h.values.of(v.Faction(p), v.Faction(h.enemyOf(v, p))).attacks * float64(in) / ares.DeckSize
	}
	share := float64(cards) / float64(n*ares.DeckSize) // of the game left
	keep := 1 - 0.5*share
	pv := pointValues{frontier: h.t.frontier * keep * (4 + 0.6*left)}
	// The margin to the best opponent.
	margin := -1e9
	for q := 0; q < n; q++ {
		if !v.Eliminated(q) && !v.Teammate(me, q) {
			margin = max(margin, float64(v.Points(q)))
		}
	}
	margin = float64(v.Points(me)) - margin
	sigma := math.Sqrt(3 + 0.6*left)
	x := margin / sigma
	if v.Frontier() < 0 {
		x += 0.25 / sigma // ties go to the Frontier's controller: the tie is a draw for now
	}
	pWin := 0.5 * math.Erfc(-x/math.Sqrt2)
	perPoint := math.Exp(-x*x/2) / (math.Sqrt(2*math.Pi) * sigma)
	pv.win = min((1-pWin)/perPoint, maxConquest)
	pv.lose = min(pWin/perPoint, maxConquest)
	if v.Mode() == ares.FreeForAll {
		// Eliminating one opponent of several takes its Scoring cards and
		// leaves the others.
		pv.win = min(pv.win, 5)
	}
	return pv
}

// attackPlan is what attacking one target with one kind of Attack card is
// worth, in points.
type attackPlan struct {
	normal, deep float64
	// pNormal is the chance to make the Normal Attack when the two are a
	// guessing game (between 0 and 1), else 1 or 0 for the better.
	pNormal float64
	// win holds the estimated chances to win the battle of a Normal
	// Attack and of a Deep Strike.
	win [2]float64
}

// attackScore rates ActAttack a.
func (h *Heuristic) attackScore(v *ares.State, c *turnContext, a ares.Action) float64 {
	me := c.me
	d := c.hand[a.Card]
	if d == nil {
		return -1
	}
	if v.JoinPending() {
		// Join the teammate's attack when the cards score for us.
		if v.ControlsFrontier(me) || ares.AttackChoice(a.Arg) == ares.DeepStrike {
			return 1.5
		}
		return -1
	}
	if d.Attack == ares.RaidAttack && v.Mode() != ares.Basic {
		return h.raidScore(v, c, a)
	}
	choice := ares.AttackChoice(a.Arg)
	if choice == ares.TakeFrontier {
		if !c.eligible {
			return -0.5 // nothing to take it with: the card is lost
		}
		return scorePerPoint * 0.75 * c.values.frontier
	}
	p := h.plan(v, c, int(a.Target), givesDeepStrike(v, d))
	hold := 0.0
	if !v.ControlsFrontier(me) {
		hold = h.holdValue(v, c)
	}
	if choice == ares.NormalAttack {
		return scorePerPoint * (p.normal - hold)
	}
	return scorePerPoint * (p.deep - hold)
}

// holdValue is what keeping an Attack card for later is worth to a player
// who does not control the Frontier, in points: the chance to bank it or
// attack with it from the Frontier later, fading as the game's last turns
// come and when the hand holds more Attack cards than the turns can use.
func (h *Heuristic) holdValue(v *ares.State, c *turnContext) float64 {
	turns := float64(v.DeckLen(c.me)+v.HandLen(c.me)) - 1
	fade := min(1, max(0, turns)/holdTurns)
	if c.attacks > 1 {
		fade *= 0.5
	}
	return h.t.hold * fade
}

// holdTurns is the turns left under which an Attack card's hold value
// fades.
const holdTurns = 10

// plan returns the attack plan against target q, worked out once per
// decision.
func (h *Heuristic) plan(v *ares.State, c *turnContext, q int, deep bool) *attackPlan {
	dk := b2i(deep)
	p := &c.plans[q][dk]
	if c.planned[q][dk] {
		return p
	}
	c.planned[q][dk] = true
	me := c.me
	pv := &c.values
	switch {
	case v.ControlsFrontier(me):
		// From the Frontier: a Normal Attack on q's base; the card scores
		// for us either way.
		var sb simBattle
		sb.reset(6)
		h.addSide(v, me, useFrontier, ares.Attacker, &sb)
		h.addEnemy(v, q, useBase, ares.Defender, &sb)
		r := sb.run()
		cost := h.battleCost(&r)
		if r.win < 0.95 {
			// A failed attack leaves the Frontier weaker.
			cost += (1 - r.win) * pv.frontier * max(0, frontierExposure(&sb)-h.frontThreat(v, c, q))
		}
		p.normal = 1 + r.win*pv.win - cost
		p.pNormal = 1
		p.win[0] = r.win
	case v.ControlsFrontier(q):
		// q holds the Frontier: the guessing game.
		ct := h.contest(v, me, me, q, deep, pv)
		g := guessGame(ct.pay[0][0], ct.pay[0][1], ct.pay[1][0], ct.pay[1][1])
		// A controller far stronger at the Frontier seldom gives it up: the
		// bot expects the equilibrium's Base defences only as far as its
		// own Frontier battle has a chance, and answers them.
		g.pFront = 1 - (1-g.pFront)*min(1, h.t.bluff*ct.win[0])
		p.normal = g.against(ct.pay[0][0], ct.pay[0][1])
		p.deep = g.against(ct.pay[1][0], ct.pay[1][1])
		p.pNormal = b2f(p.normal >= p.deep)
		p.win = ct.win
	default:
		// A Deep Strike on q's base with the Frontier neutral (its card is
		// discarded) or held by another player (it scores for that one).
		var sb simBattle
		use := h.deepForces(v, me, me, deep, &sb)
		exposed := 0.0
		if sb.n > 0 {
			exposed = h.standing(v, me, me, q)
		}
		win, value := h.deepStrike(v, me, me, q, &sb, use, pv, exposed)
		p.win[1] = win
		p.deep = value + exposed*pv.lose
		if v.Frontier() >= 0 {
			p.deep--
		}
	}
	return p
}

// contest is the guessing game between an attacker making a Normal
// Attack (row 0) or a Deep Strike (row 1) and the Frontier's controller
// declaring a Frontier (column 0) or Base (column 1) defence: the
// attacker's values in points (the controller's are their negatives),
// from which base, the attacker's standing without the attack, has been
// taken.
type contest struct {
	pay  [2][2]float64
	base float64
	win  [2]float64 // the attacker's chances in the Frontier battle and the Deep Strike
}

// contest works out the guessing game between attacker att's side and
// defender def's side, the Frontier's controller, as player me (one of
// them) sees it, deep when the Attack card gives Deep Strike. Each
// outcome counts the card (one point to whoever scores it), the Frontier
// (pv.frontier), the battle's expected losses, and what the battle leaves
// of the bases: the chance that the side then holding the Frontier
// conquers the other's base with the Forces left (pv.win and pv.lose, the
// attacker's).
func (h *Heuristic) contest(v *ares.State, me, att, def int, deep bool, pv *pointValues) contest {
	var ct contest
	var sb simBattle
	// The Frontier battle of a Normal Attack against a Frontier defence.
	sb.reset(6)
	h.fill(v, me, att, useFrontier, ares.Attacker, &sb)
	eligible := sb.n > 0
	var r estimateResult
	if eligible {
		h.fill(v, me, def, useFrontier, ares.Defender, &sb)
		r = sb.run()
		ct.win[0] = r.win
	}
	var dsb simBattle
	use := h.deepForces(v, me, att, deep, &dsb)
	if me == att && dsb.n == 0 && r.win < 0.05 {
		// A hopeless Frontier battle and a Deep Strike that is only a
		// Surprise: what the bases are left with hardly changes.
		nf := -1 + r.win*pv.frontier - h.battleCost(&r)
		ct.pay = [2][2]float64{{nf, -1 + pv.frontier}, {1, -1}}
		return ct
	}
	// Without the attack the controller keeps the Frontier, and the
	// attacker's base stays as exposed as it is.
	exposed := h.standing(v, me, att, def)
	ct.base = -pv.lose * exposed
	// Without a Force to attack with, a Normal Attack is lost at once and
	// its card scores for the controller (Ruling A8).
	nf, nb := -1+ct.base, -1+ct.base
	if eligible {
		w := r.win
		nf = -1 + w*pv.frontier - h.battleCost(&r)
		// What the battle leaves of the bases: the chance that the side
		// then holding the Frontier conquers the other's.
		if w > 0.02 {
			nf += w * pv.win * h.exposure(v, me, &sb, ares.Defender, def, att, useFrontier)
		}
		if w < 0.98 {
			nf -= (1 - w) * pv.lose * h.exposure(v, me, &sb, ares.Attacker, att, def, useFrontier)
		}
		// A Base defence: the Frontier without a fight, both sides whole.
		nb = -1 + pv.frontier
		if w > 0.02 || me == def {
			nb += pv.win * h.standing(v, me, def, att)
		}
	}
	// The Deep Strike, a Surprise against a Frontier defence.
	win, deepValue := h.deepStrike(v, me, att, def, &dsb, use, pv, exposed)
	ct.win[1] = win
	ct.pay = [2][2]float64{{nf - ct.base, nb - ct.base}, {1 + deepValue - ct.base, -1 + deepValue - ct.base}}
	return ct
}

// deepForces puts att's side's Forces for a Deep Strike into sb, as
// player me sees them, and returns their use: those with Deep Strike, or
// all that may attack when the Attack card gives Deep Strike (deep).
func (h *Heuristic) deepForces(v *ares.State, me, att int, deep bool, sb *simBattle) battleUse {
	use := useDeep
	if deep {
		use = useFrontier
	}
	sb.reset(3)
	h.fill(v, me, att, use, ares.Attacker, sb)
	return use
}

// deepStrike returns the chance of att's side, whose Forces for a Deep
// Strike of use sb holds (deepForces), to conquer def's base by it, as
// player me sees it, and what the battle is worth to the attacker without
// its card: the conquest, the losses, and should it fail, the chance that
// def's side then conquers att's base with what is left (the Frontier's
// controller, or whoever can attack); exposed is that chance now.
func (h *Heuristic) deepStrike(v *ares.State, me, att, def int, sb *simBattle, use battleUse, pv *pointValues, exposed float64) (win, value float64) {
	if sb.n == 0 {
		// No Force to strike with: the battle is lost at once (Ruling A8),
		// and nothing changes.
		return 0, -pv.lose * exposed
	}
	h.fill(v, me, def, useBase, ares.Defender, sb)
	r := sb.run()
	return r.win, r.win*pv.win - (1-r.win)*pv.lose*h.exposure(v, me, sb, ares.Attacker, att, def, use) - h.battleCost(&r)
}

// battleCost is what a battle's expected losses cost the attacker in
// points: its own units lost, less the defender's. The attacker may
// retreat from a battle going badly, so its losses count for less.
func (h *Heuristic) battleCost(r *estimateResult) float64 {
	return h.t.perResource * (0.7*r.lost[ares.Attacker] - 0.5*r.lost[ares.Defender])
}

// guess is the solution of a two-by-two guessing game.
type guess struct {
	value   float64 // the attacker's expected value
	pNormal float64 // the attacker's chance of a Normal Attack
	pFront  float64 // the defender's chance of declaring the Frontier
}

// guessGame solves the zero-sum game between an attacker choosing Normal
// Attack or Deep Strike and the Frontier's controller declaring a
// defence of the Frontier or of its base, given the attacker's values of
// the four outcomes: nf (Normal, Frontier defence: a battle for the
// Frontier), nb (Normal, Base defence: the Frontier without a fight), df
// (Deep Strike, Frontier defence: a Surprise), db (Deep Strike, Base
// defence).
func guessGame(nf, nb, df, db float64) guess {
	maximin := math.Max(math.Min(nf, nb), math.Min(df, db))
	minimax := math.Min(math.Max(nf, df), math.Max(nb, db))
	if maximin >= minimax {
		// A saddle point: both play pure.
		g := guess{value: maximin, pNormal: b2f(math.Min(nf, nb) >= math.Min(df, db))}
		g.pFront = b2f(math.Max(nf, df) <= math.Max(nb, db))
		return g
	}
	den := (nf - nb) - (df - db)
	g := guess{pFront: clamp01((db - nb) / den), pNormal: clamp01((db - df) / den)}
	g.value = g.pFront*nf + (1-g.pFront)*nb
	return g
}

// against returns the attacker's value of a row (the outcomes against a
// Frontier and a Base defence) when the defender plays the game's mix.
func (g *guess) against(front, base float64) float64 {
	return g.pFront*front + (1-g.pFront)*base
}

// b2f is 1 for true and 0 for false.
func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func clamp01(x float64) float64 { return math.Max(0, math.Min(1, x)) }

// mixAttack turns the best attack a into the action Choose plays: when a
// Normal Attack and a Deep Strike of the same card on the Frontier's
// controller are a guessing game, one drawn with the plan's chances.
func (h *Heuristic) mixAttack(v *ares.State, d *decision, legal []ares.Action, a ares.Action) ares.Action {
	c := &d.turn
	choice := ares.AttackChoice(a.Arg)
	q := int(a.Target)
	if (choice != ares.NormalAttack && choice != ares.DeepStrike) || v.JoinPending() || !v.ControlsFrontier(q) {
		return a
	}
	dk := b2i(givesDeepStrike(v, c.hand[a.Card]))
	p := &c.plans[q][dk]
	if !c.planned[q][dk] || p.pNormal <= 0 || p.pNormal >= 1 {
		return a
	}
	want := ares.DeepStrike
	if float64(h.rng.Uint64()>>11)/(1<<53) < p.pNormal {
		want = ares.NormalAttack
	}
	for _, b := range legal {
		if b.Kind == ares.ActAttack && b.Card == a.Card && ares.AttackChoice(b.Arg) == want && int(b.Target) == q {
			return b
		}
	}
	return a
}

// givesDeepStrike reports whether Attack card d gives the attacker's
// Forces Deep Strike (a Full Game special Attack).
func givesDeepStrike(v *ares.State, d *ares.CardDef) bool {
	return v.Mode() != ares.Basic && d != nil && d.Effect != nil && d.Effect.Kind == ares.EffectBattle &&
		d.Effect.Modifier != nil && d.Effect.Modifier.DeepStrike
}

// defendScores scores the Frontier's controller's declaration: the chance
// of each in its equilibrium of the guessing game with the attacker, as
// the bot guesses the attacker's Forces.
func (h *Heuristic) defendScores(v *ares.State, me int, legal []ares.Action, dst []float64) []float64 {
	att := v.BattleInfo().Attacker
	pv := h.pointValues(v, att)
	ct := h.contest(v, me, att, me, false, &pv)
	g := guessGame(ct.pay[0][0], ct.pay[0][1], ct.pay[1][0], ct.pay[1][1])
	// The attacker's chance of a Normal Attack: the game's, moved towards
	// what this attacker has played against my Frontier so far.
	m := &h.mem[att]
	pNormal := (float64(m.normals) + choicePrior*g.pNormal) / (float64(m.normals+m.deeps) + choicePrior)
	// The attacker's value of each declaration (mine is its negative).
	front := pNormal*ct.pay[0][0] + (1-pNormal)*ct.pay[1][0]
	base := pNormal*ct.pay[0][1] + (1-pNormal)*ct.pay[1][1]
	pFront := 1 / (1 + math.Exp((front-base)/declareSpread))
	h.declared, h.declaredAt = att+1, v.Turns()
	for _, a := range legal {
		if a.Arg == 0 {
			dst = append(dst, pFront)
		} else {
			dst = append(dst, 1-pFront)
		}
	}
	return dst
}

// choicePrior is the weight, in attacks, of the guessing game's own
// chance of a Normal Attack against what an attacker has played, and
// declareSpread (points) how sharply the declaration follows the better
// of the two.
const (
	choicePrior   = 2
	declareSpread = 0.5
)

// fill puts player p's side's Forces for a battle of use into sb, as
// player me sees them: exactly for me's side, as guessed for an enemy.
func (h *Heuristic) fill(v *ares.State, me, p int, use battleUse, side ares.Side, sb *simBattle) {
	if v.Teammate(me, p) {
		h.addSide(v, p, use, side, sb)
		return
	}
	h.addEnemy(v, p, use, side, sb)
	sb.skew += h.skill(side, p)
}

// skill is opponent q's measured skill (memory.skill) as a term of the
// logit of the attacker's chance, q fighting on side.
func (h *Heuristic) skill(side ares.Side, q int) float64 {
	if side == ares.Attacker {
		return h.mem[q].skill
	}
	return -h.mem[q].skill
}

// addSide puts player p's side's Forces for a battle of use into sb: p's
// base and, in a Team Match, its teammate's, both of which p sees.
func (h *Heuristic) addSide(v *ares.State, p int, use battleUse, side ares.Side, sb *simBattle) {
	h.addBase(v, p, use, side, sb, h.emergencyCards(v, p, use))
	if v.Mode() == ares.Team && !v.Eliminated(p^1) {
		h.addBase(v, p^1, use, side, sb, h.emergencyCards(v, p^1, use))
	}
}

// addEnemy puts the bot's guess at opponent q's side's Forces for a
// battle of use into sb: q's and, in a Team Match, its teammate's.
func (h *Heuristic) addEnemy(v *ares.State, q int, use battleUse, side ares.Side, sb *simBattle) {
	h.addGuess(v, q, use, side, sb)
	if v.Mode() == ares.Team && !v.Eliminated(q^1) {
		h.addGuess(v, q^1, use, side, sb)
	}
}

// exposure is the chance that enemy, then holding the Frontier, conquers
// player p's base by a Normal Attack after a battle of use between them,
// as player me sees it: sb holds the battle after a run, with p's side on
// side mine. The Forces each side has left fight it, p's with those the
// battle left at home, each side grown by the cards it adds before the
// enemy can attack again; the odds are Lanchester's (quickWin), which is
// close enough for a consequence weighed against the battle itself.
func (h *Heuristic) exposure(v *ares.State, me int, sb *simBattle, mine ares.Side, p, enemy int, use battleUse) float64 {
	var e simBattle
	e.reset(6)
	sb.survivors(mine.Other(), &e, ares.Attacker, false)
	if e.n == 0 {
		return 0
	}
	sb.survivors(mine, &e, ares.Defender, true)
	h.fill(v, me, p, use.home(), ares.Defender, &e)
	if !v.Teammate(me, enemy) {
		e.skew += h.skill(ares.Attacker, enemy)
	}
	e.grow(ares.Attacker, regenCards*h.values.of(v.Faction(enemy), v.Faction(p)).guess[useFrontier].perCard)
	e.grow(ares.Defender, regenCards*h.values.of(v.Faction(p), v.Faction(enemy)).guess[useBase].perCard)
	return afterDiscount * quickWin(&e)
}

// standing is the chance that enemy, holding the Frontier, conquers
// player p's base now by a Normal Attack, as player me sees it.
func (h *Heuristic) standing(v *ares.State, me, p, enemy int) float64 {
	var e simBattle
	e.reset(6)
	h.fill(v, me, enemy, useFrontier, ares.Attacker, &e)
	if e.n == 0 {
		return 0
	}
	h.fill(v, me, p, useBase, ares.Defender, &e)
	return e.run().win
}

// regenCards is the cards each side is guessed to add to its base between
// a battle and the enemy's next attack, and afterDiscount the chance the
// enemy has an Attack card for it by then.
const (
	regenCards    = 2
	afterDiscount = 0.8
)

// frontierExposure is the chance that the defender's Forces left in sb
// after a run of a base attack take the Frontier from the attacker's
// Forces left.
func frontierExposure(sb *simBattle) float64 {
	var e simBattle
	e.reset(6)
	e.skew = -sb.skew // the sides change places
	sb.survivors(ares.Defender, &e, ares.Attacker, false)
	if e.n == 0 {
		return 0
	}
	sb.survivors(ares.Attacker, &e, ares.Defender, false)
	if e.n == 0 || e.f[e.n-1].side != ares.Defender {
		return 1 // nothing left to hold it
	}
	return e.run().win
}

// frontThreat is the chance that opponent q's side takes the Frontier
// from player me's side now, worked out once per decision.
func (h *Heuristic) frontThreat(v *ares.State, c *turnContext, q int) float64 {
	if c.frontKnown&(1<<q) == 0 {
		c.frontKnown |= 1 << q
		var sb simBattle
		sb.reset(6)
		h.addEnemy(v, q, useFrontier, ares.Attacker, &sb)
		if sb.n > 0 {
			h.addSide(v, c.me, useFrontier, ares.Defender, &sb)
			c.fronts[q] = sb.run().win
		}
	}
	return c.fronts[q]
}

// quickWin is the attacker's chance in sb by Lanchester's square law
// (lanchester), fitted to the estimate's own runs of the battles
// exposure weighs (a mean error of 0.12 against them).
func quickWin(sb *simBattle) float64 {
	return 1 / (1 + math.Exp(-(1.58*sb.lanchester() - 1.09 + sb.skew)))
}
