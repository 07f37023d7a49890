package bot

import (
	"math"

	"github.com/aresim/aresim/ares"
)

// This file holds the heuristic's plays of a turn: Buildings, resources,
// resource stacks, Special cards, banking, passing; attacks are in
// heuristic_attack.go. Scores are in half points: a banked Scoring card
// scores scorePerPoint.

// scorePerPoint converts points into the unit of a turn's scores.
const scorePerPoint = 2.0

// turnContext holds what the bot works out once per turn decision.
type turnContext struct {
	me        int
	vals      *factionValues // my units' values against my enemy
	faction   *ares.Faction
	hand      [ares.HandSize + 3]*ares.CardDef // my hand cards' definitions
	attacks   int                              // Attack cards in hand
	buildings int                              // my unit-producing buildings
	spend     [ares.HandSize + 3]float64       // what spending each hand card costs
	slotGain  [ares.MaxBuildings]float64       // what a resource on each slot adds
	powerUses int                              // things in the base that Power buys
	enemyMix  [4]float64                       // the unit types the opponent fields
	raidS     float64                          // my best Raid Force's value
	frontierS float64                          // my Forces' value outside the base
	eligible  bool                             // a Force of mine could take or attack the Frontier
	late      bool
	// plans holds the attack plans worked out so far, by target and by
	// whether the Attack card gives Deep Strike.
	plans   [ares.MaxPlayers][2]attackPlan
	planned [ares.MaxPlayers][2]bool
	values  pointValues
	// fronts are the chances that each opponent takes my Frontier now
	// (frontThreat), known by bit.
	fronts     [ares.MaxPlayers]float64
	frontKnown uint8
}

// turnContext fills c for a turn decision of player me.
func (h *Heuristic) turnContext(v *ares.State, me int, c *turnContext) {
	c.me = me
	c.faction = v.Faction(me)
	for i := 0; i < v.HandLen(me) && i < len(c.hand); i++ {
		c.hand[i] = v.HandDef(me, i)
		if c.hand[i] != nil && c.hand[i].Kind == ares.AttackCard {
			c.attacks++
		}
	}
	c.vals = h.values.of(v.Faction(me), v.Faction(h.enemyOf(v, me)))
	c.enemyMix = c.vals.vsMix
	full := v.Mode() != ares.Basic // cards are attached in the Full Game only
	slots := v.BaseSlots(me)
	for k := 0; k < slots; k++ {
		u, unit, units, res := v.SlotStock(me, k)
		sl := stock{unit, units, res}
		if u != nil {
			c.count(u, sl)
			if u.Powered != nil {
				c.powerUses++
			}
		}
		c.slotGain[k] = slotGain(v, me, k, u, sl, c.vals, h.t.costPower)
		for i := 0; i < ares.MaxAttached && full; i++ {
			if d := v.AttachedCard(me, k, i); d != nil && d.Effect.Modifier != nil && d.Effect.Modifier.Power > 0 {
				c.powerUses++
			}
		}
	}
	for k := slots; k < ares.MaxBuildings; k++ {
		c.slotGain[k] = -1 // an empty slot
	}
	if v.Mode() == ares.Team && !v.Eliminated(me^1) {
		for k, n := 0, v.BaseSlots(me^1); k < n; k++ {
			if u, _, units, res := v.SlotStock(me^1, k); u != nil && !u.BaseDefense && ares.FightingUnit(u) && units+res > 0 {
				c.eligible = true
			}
		}
	}
	for i := 0; i < v.HandLen(me) && i < len(c.spend); i++ {
		c.spend[i] = spendCost(v, c, c.hand[i])
	}
	if full {
		// Workers and Eggs make Power: worth a resource while the base
		// can spend more Power than it makes (Evolve cards in hand too).
		demand := powerWanted(v, me) - powerMade(v, me) - v.Power(me)
		for i := 0; i < v.HandLen(me) && i < len(c.hand); i++ {
			if d := c.hand[i]; d != nil && d.Effect != nil && d.Effect.Kind == ares.EffectEvolve {
				demand++
			}
		}
		if demand <= 0 {
			for k := 0; k < slots; k++ {
				if u := v.SlotUnit(me, k); u != nil && !ares.FightingUnit(u) && c.slotGain[k] > 0 {
					c.slotGain[k] = 0.02
				}
			}
		}
	}
	c.late = v.DeckLen(me) < 10
	c.values = h.pointValues(v, me)
}

// stock is what stands on a base slot with a unit (State.SlotStock): the
// unit's index, the units, and the resources on top.
type stock struct{ unit, units, res int }

// count adds a slot holding sl of unit u to the context's tallies.
func (c *turnContext) count(u *ares.Unit, sl stock) {
	c.buildings++
	if !ares.FightingUnit(u) {
		return
	}
	n := min(sl.units+unitsFor(sl.res, u), ares.MaxUnitsPerBuilding)
	if n > 0 && !u.BaseDefense {
		c.eligible = true
	}
	val := float64(n) * c.vals.unit[sl.unit]
	if !u.BaseDefense {
		c.frontierS += val
		if u.Type == ares.Infantry || u.Type == ares.Armor {
			c.raidS = max(c.raidS, val)
		}
	}
}

// turnScore rates play a of a turn.
func (h *Heuristic) turnScore(v *ares.State, d *decision, a *ares.Action) float64 {
	c := &d.turn
	switch a.Kind {
	case ares.ActResource:
		return h.t.resourceScale*c.slotGain[a.Target] - c.spend[a.Card]
	case ares.ActStack:
		return -1 - c.spend[a.Card]
	case ares.ActBuilding:
		return h.t.resourceScale * h.buildingScore(c, a)
	case ares.ActBank:
		return scorePerPoint * bankValue(c)
	case ares.ActAttack:
		return h.attackScore(v, c, *a)
	case ares.ActSpecial:
		return h.specialScore(v, c.me, c, *a)
	}
	return 0 // ActPass
}

// buildingScore rates a Building: its unit's value per resource, wanted
// most while the base has few buildings.
func (h *Heuristic) buildingScore(c *turnContext, a *ares.Action) float64 {
	ui := c.hand[a.Card].UnitIndex(int(a.Arg))
	u := &c.faction.Units[ui]
	need := 0.1
	switch {
	case c.buildings < 2:
		need = 0.9
	case c.buildings < 4:
		need = 0.45
	}
	return need * c.vals.unit[ui] / (0.5 + 0.25*math.Pow(float64(u.Cost), h.t.costPower))
}

// bankValue is a banked Attack card's worth in points.
func bankValue(c *turnContext) float64 { return 1 }

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

// slotGain is what a resource on slot k adds: the unit's value per
// resource, more when it completes a unit, less for Base Defense, a loss
// when the building is full or there is no building.
// u is the slot's unit, if any, and sl what stands on it.
func slotGain(v *ares.State, me, k int, u *ares.Unit, sl stock, vals *factionValues, costPower float64) float64 {
	if u == nil {
		if d := v.SlotCard(me, k); d != nil && d.Effect != nil && d.Effect.Kind == ares.EffectUpgrade {
			return 0.08 // a resource on an Upgrade becomes Power
		}
		if v.Slot(me, k).Kind == ares.SlotStack {
			return -0.8 // a resource stack waits for its building
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
	val := vals.unit[sl.unit] / math.Pow(float64(u.Cost), costPower)
	if unitsFor(sl.res+1, u)*int(u.Cost) == sl.res+1 {
		val *= 1.2
	}
	if u.BaseDefense {
		val *= 0.6
	}
	return val
}

// unitsFor is how many units of u res resources build. The bot asks for
// every slot of every decision, and a division is slow on common x86
// processors (a 64-bit one most), so units of cost 1 and 2 skip it and
// the rest divide in 32 bits.
func unitsFor(res int, u *ares.Unit) int {
	switch u.Cost {
	case 1:
		return res
	case 2:
		return res >> 1
	}
	return int(uint32(res) / uint32(u.Cost))
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pickScore rates a setup pick.
func (h *Heuristic) pickScore(v *ares.State, me int, a ares.Action) float64 {
	sc := h.values.of(v.Faction(me), v.Faction(h.enemyOf(v, me))).pick[a.Card][b2i(h.picked == 0)]
	if int(a.Card) == h.picked-1 {
		sc *= 0.5 // two different buildings give two kinds of unit
	}
	return sc
}

// pickValue rates a setup pick: strong, cheap unit-producing buildings;
// the first pick favours a unit of cost one, to take the Frontier early.
func pickValue(f *ares.Faction, d int, first bool) float64 {
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
