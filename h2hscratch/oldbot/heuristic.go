package oldbot

import (
	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/dice"
)

// Heuristic plays reasonably: it builds towards a few strong units, takes
// and banks the Frontier, attacks when its estimated strength beats the
// opponent's, matches Forces it beats in the battle line, flanks, fires at
// the targets where its hits are worth most, and retreats from lost
// battles. It decides from its View only and remembers what it saw of the
// opponent in battles. Ties are broken with its seeded generator.
type Heuristic struct {
	rng dice.Rand
	// seen[q] is opponent q's strength when last seen, at seenCards[q]
	// cards in its base.
	seen      [ares.MaxPlayers]float64
	seenCards [ares.MaxPlayers]int
	seenOnce  [ares.MaxPlayers]bool
	seenAt    [ares.MaxPlayers]int // battles fought when last seen, plus one
	values    valueCache
	picked    int // the first setup pick, plus one
}

// NewHeuristic returns a Heuristic bot seeded with seed.
func NewHeuristic(seed uint64) *Heuristic { return &Heuristic{rng: dice.New(seed)} }

// Reset makes the bot as new, seeded with seed, keeping its cache of unit
// values (which depend only on the faction data).
func (h *Heuristic) Reset(seed uint64) {
	values := h.values
	*h = Heuristic{rng: dice.New(seed), values: values}
}

// Choose scores every legal action and returns the best.
func (h *Heuristic) Choose(v *ares.State, legal []ares.Action) ares.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	me := v.Viewer()
	if me < 0 {
		me = v.ToMove()
	}
	h.remember(v, me)
	best, bestScore := 0, -1e18
	var ctx turnContext
	if a := legal[0].Kind; a == ares.ActBuilding || a == ares.ActResource || a == ares.ActStack || a == ares.ActAttack ||
		a == ares.ActBank || a == ares.ActDefend || a == ares.ActSpecial || a == ares.ActPass {
		h.context(v, me, &ctx)
	} else if v.InBattle() {
		battleContext(v, me, &ctx, legal)
	}
	// Ties are broken by a seeded jitter far below any score difference.
	jitter := h.rng.Uint64()
	for i := range legal {
		a := &legal[i] // a pointer: the compiler keeps a five-byte Action in memory anyway
		jitter = jitter*6364136223846793005 + 1442695040888963407
		var sc float64
		switch a.Kind { // a turn's commonest actions are scored without a call
		case ares.ActResource:
			sc = resourceScore(&ctx, a)
		case ares.ActStack:
			sc = stackScore(&ctx, a)
		default:
			sc = h.score(v, me, &ctx, *a)
		}
		sc += 1e-9 * float64(jitter>>54)
		if sc > bestScore {
			best, bestScore = i, sc
		}
	}
	if legal[best].Kind == ares.ActPick && h.picked == 0 {
		h.picked = int(legal[best].Card) + 1
	}
	return legal[best]
}

// enemyOf returns the opponent player p measures itself against: the
// next seat still in the game that is not a teammate.
func (h *Heuristic) enemyOf(v *ares.State, p int) int {
	n, q := v.NumPlayers(), p
	for k := 1; k < n; k++ {
		if q++; q == n {
			q = 0 // round the table without a division: the bot asks this several times a decision
		}
		if !v.Eliminated(q) && !v.Teammate(p, q) {
			return q
		}
	}
	return p
}

// remember records the opponents' strength while their bases are shown,
// once per battle.
func (h *Heuristic) remember(v *ares.State, me int) {
	if !v.InBattle() {
		return
	}
	for q := 0; q < v.NumPlayers(); q++ {
		if v.Teammate(me, q) || v.BaseHidden(q) || h.seenAt[q] == v.BattlesFought()+1 {
			continue
		}
		h.seenAt[q] = v.BattlesFought() + 1
		h.seen[q] = h.baseStrengths(v, q).frontier
		h.seenCards[q] = v.BaseCards(q)
		h.seenOnce[q] = true
	}
}

// score rates action a for the bot; higher is better.
func (h *Heuristic) score(v *ares.State, me int, c *turnContext, a ares.Action) float64 {
	switch a.Kind {
	case ares.ActPick:
		sc := h.values.of(v.Faction(me), v.Faction(h.enemyOf(v, me))).pick[a.Card][b2i(h.picked == 0)]
		if int(a.Card) == h.picked-1 {
			sc *= 0.5 // two different buildings give two kinds of unit
		}
		return sc
	case ares.ActBuilding:
		ui := c.hand[a.Card].UnitIndex(int(a.Arg))
		u := &c.faction.Units[ui]
		need := 0.1
		switch {
		case c.buildings < 2:
			need = 0.9
		case c.buildings < 4:
			need = 0.45
		}
		return need * c.vals.unit[ui] / (0.5 + 0.25*float64(u.Cost))
	case ares.ActResource:
		return resourceScore(c, &a)
	case ares.ActStack:
		return stackScore(c, &a)
	case ares.ActBank:
		return 2.0
	case ares.ActAttack:
		return h.attackScore(v, me, c, a)
	case ares.ActDefend:
		strong := c.frontierS >= 0.9*h.estimate(v, int(v.BattleInfo().Attacker))
		if (a.Arg == 0) == strong {
			return 1
		}
		return 0
	case ares.ActPass:
		return 0
	case ares.ActSpecial:
		return h.specialScore(v, me, c, a)
	case ares.ActPower, ares.ActConvert, ares.ActUnevolve, ares.ActConstructed:
		return constructionScore(v, me, a)
	case ares.ActRaidPick:
		return h.raidPickScore(v, me, a)
	case ares.ActReward:
		return h.rewardScore(v, a)
	case ares.ActSpend:
		return spendScore(v, me, a)
	case ares.ActSwitch:
		return switchScore(v.Battle(), a)
	}
	return battleScore(v, me, c, a)
}

// pickScore rates a setup pick: strong, cheap unit-producing buildings;
// the first pick favours a unit of cost one, to take the Frontier early.
func pickScore(f *ares.Faction, d int, first bool) float64 {
	def := &f.Cards[d]
	if def.Kind != ares.BuildingCard {
		return 0
	}
	best := 0.0
	for end := range def.Units {
		u := &f.Units[def.UnitIndex(end)]
		if u.BaseDefense {
			continue
		}
		s := unitValue(u) / float64(u.Cost)
		if first && u.Cost == 1 {
			s *= 1.5
		}
		if s > best {
			best = s
		}
	}
	return best
}

// spendCost is what giving up a hand card of definition d costs the bot.
func spendCost(v *ares.State, c *turnContext, d *ares.CardDef) float64 {
	switch d.Kind {
	case ares.AttackCard:
		if c.attacks >= 2 {
			return 0.05
		}
		return 0.25
	case ares.BuildingCard:
		if c.buildings < 4 {
			return 0.05
		}
		return 0.01
	case ares.SpecialCard, ares.SpecialBuildingCard:
		if v.Mode() != ares.Basic {
			return 0.05
		}
	}
	return 0
}

// stackScore rates a new resource stack: worse than any resource on a
// building.
func stackScore(c *turnContext, a *ares.Action) float64 { return -1 - c.spend[a.Card] }

// resourceScore rates a resource on a building.
func resourceScore(c *turnContext, a *ares.Action) float64 {
	return c.slotGain[a.Target] - c.spend[a.Card]
}

// slotGain is what a resource on slot k adds: the unit's value per
// resource, more when it completes a unit, less for Base Defense, a loss
// when the building is full or there is no building.
// u is the slot's unit, if any, and sl what stands on it.
func slotGain(v *ares.State, me, k int, u *ares.Unit, sl stock, vals *factionValues) float64 {
	if u == nil {
		if d := v.SlotCard(me, k); d != nil && d.Effect != nil && d.Effect.Kind == ares.EffectUpgrade {
			return 0.08 // a resource on an Upgrade becomes Power
		}
		return -1
	}
	if !ares.FightingUnit(u) {
		if u.Power > 0 || u.Egg {
			return 0.1 // Workers and Eggs make Power
		}
		return -1
	}
	if sl.units+unitsFor(sl.res+1, u) > ares.MaxUnitsPerBuilding {
		return -0.5
	}
	val := vals.unit[sl.unit] / float64(u.Cost)
	if unitsFor(sl.res+1, u)*int(u.Cost) == sl.res+1 {
		val *= 1.2
	}
	if u.BaseDefense {
		val *= 0.6
	}
	return val
}

// attackScore decides when to attack: take a neutral Frontier, attack the
// Frontier or a base when the estimated strength is enough, more boldly
// late in the game when behind.
func (h *Heuristic) attackScore(v *ares.State, me int, c *turnContext, a ares.Action) float64 {
	opp := int(a.Target)
	est := h.estimateIn(v, c, opp)
	if v.JoinPending() {
		// Join the teammate's attack when the cards score for us.
		if v.ControlsFrontier(me) || ares.AttackChoice(a.Arg) == ares.DeepStrike {
			return 1.5
		}
		return -1
	}
	if d := v.HandDef(me, int(a.Card)); d != nil && d.Attack == ares.RaidAttack && v.Mode() != ares.Basic {
		// A Raid risks one Force for two rewards. Its card scores for the
		// Frontier's controller (never a Surprise): a point for the bot
		// when it holds the Frontier, one for the defender when the
		// defender does, so then the bot wants a clearer edge.
		need := 0.7
		switch {
		case v.ControlsFrontier(me):
			need = 0.5
		case v.Frontier() >= 0 && v.Teammate(v.Frontier(), opp):
			need = 1.0
		}
		if c.raidS > need*est/3 && c.raidS > 0.3 {
			return 2.2
		}
		return -1
	}
	// A failed attack on the Frontier hands the defender a Scoring card
	// and the attacker must destroy every defender to win, so the bot
	// waits for a clear edge, accepting less late in the game when behind.
	margin := 1.5
	if c.late && c.behind {
		margin = 1.0
	}
	switch ares.AttackChoice(a.Arg) {
	case ares.TakeFrontier:
		if c.frontierS > 0 {
			return 3
		}
		return -1
	case ares.NormalAttack:
		if v.Frontier() == me {
			// From the Frontier: a base attack wins the game, banking is safe.
			if c.frontierS > 2.2*est && c.frontierS > 0.6 {
				return 5
			}
			return -1
		}
		if c.frontierS > margin*est && c.frontierS > 0.2 {
			return 2.5 + c.frontierS - est
		}
		return -1
	case ares.DeepStrike:
		if c.deepS > 1.4*est && c.deepS > 0.6 {
			return 4
		}
		return -1
	}
	return -1
}
