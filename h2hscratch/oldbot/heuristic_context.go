package oldbot

import "github.com/aresim/aresim/ares"

// This file holds what the heuristic bot works out once per decision
// before it scores the legal actions: strengths, estimates of the
// opponents, and the turn context.

// strengths is player p's strength in the three kinds of battle.
type strengths struct {
	frontier, deep, base, raid float64
	buildings                  int // unit-producing buildings
}

// baseStrengths sums the value of player p's units, counting the units its
// resources will build at Construction: all but Base Defense units (a
// Frontier battle or an attack), Deep Strike units, and all (defending
// the base).
func (h *Heuristic) baseStrengths(v *ares.State, p int) strengths {
	vals := h.values.of(v.Faction(p), v.Faction(h.enemyOf(v, p)))
	var st strengths
	for k, n := 0, v.BaseSlots(p); k < n; k++ {
		if u, unit, units, res := v.SlotStock(p, k); u != nil {
			st.add(u, stock{unit, units, res}, vals)
		}
	}
	return st
}

// stock is what stands on a base slot with a unit (State.SlotStock): the
// unit's index, the units, and the resources on top.
type stock struct{ unit, units, res int }

// add counts the units of a slot holding sl of unit u.
func (st *strengths) add(u *ares.Unit, sl stock, vals *factionValues) {
	st.buildings++
	n := sl.units + unitsFor(sl.res, u)
	if n > ares.MaxUnitsPerBuilding {
		n = ares.MaxUnitsPerBuilding
	}
	if !ares.FightingUnit(u) {
		return
	}
	val := float64(n) * vals.unit[sl.unit]
	if !u.BaseDefense && (u.Type == ares.Infantry || u.Type == ares.Armor) && val > st.raid {
		st.raid = val
	}
	st.base += val
	if !u.BaseDefense {
		st.frontier += val
		if u.DeepStrike {
			st.deep += val
		}
	}
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
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

// estimate is the bot's guess at opponent q's strength now.
func (h *Heuristic) estimate(v *ares.State, q int) float64 {
	vals := h.values.of(v.Faction(q), v.Faction(h.enemyOf(v, q)))
	pc := vals.perCard
	if !v.BaseHidden(q) {
		return h.baseStrengths(v, q).base
	}
	if h.seenOnce[q] {
		return h.seen[q] + float64(v.BaseCards(q)-h.seenCards[q])*pc
	}
	// Start Buildings are known from the faction data.
	return vals.start + float64(v.BaseCards(q))*pc
}

// estimateIn is estimate, worked out once per decision and kept in c.
func (h *Heuristic) estimateIn(v *ares.State, c *turnContext, q int) float64 {
	if c.estKnown&(1<<q) == 0 {
		c.est[q] = h.estimate(v, q)
		c.estKnown |= 1 << q
	}
	return c.est[q]
}

// turnContext holds what the bot works out once per decision.
type turnContext struct {
	opp       int
	oppEst    float64
	frontierS float64 // my strength in a Frontier battle
	raidS     float64 // my best Raid Force
	deepS     float64
	baseS     float64
	buildings int // my unit-producing buildings
	attacks   int // Attack cards in hand
	late      bool
	behind    bool
	spend     [ares.HandSize + 3]float64       // what spending each hand card costs
	slotGain  [ares.MaxBuildings]float64       // what a resource on each slot adds
	powerUses int                              // things in the base that Power buys
	enemyMix  [4]float64                       // the unit types the opponent fields
	mix       [2][4]float64                    // in a battle: each side's unit types
	reorg     bool                             // a Reorganization decision
	side      ares.Side                        // in a battle: my side
	strength  [2]float64                       // in a battle: each side's strength (for retreats)
	vals      *factionValues                   // my units' values against my enemy
	est       [ares.MaxPlayers]float64         // estimate of each player, once known
	estKnown  uint8                            // the players whose est is known, by bit
	faction   *ares.Faction                    // my faction
	hand      [ares.HandSize + 3]*ares.CardDef // my hand cards' definitions
}

// context fills c, which is zero, for a turn decision of player me.
func (h *Heuristic) context(v *ares.State, me int, c *turnContext) {
	c.opp = -1
	for q := 0; q < v.NumPlayers(); q++ {
		if !v.Teammate(me, q) && !v.Eliminated(q) {
			e := h.estimateIn(v, c, q)
			if c.opp < 0 || e > c.oppEst {
				c.opp, c.oppEst = q, e
			}
		}
	}
	c.faction = v.Faction(me)
	for i := 0; i < v.HandLen(me) && i < len(c.hand); i++ {
		c.hand[i] = v.HandDef(me, i)
		if c.hand[i] != nil && c.hand[i].Kind == ares.AttackCard {
			c.attacks++
		}
	}
	c.vals = h.values.of(v.Faction(me), v.Faction(h.enemyOf(v, me)))
	// One pass over my base: its strengths (baseStrengths), what a
	// resource on each slot gains, and what Power buys there.
	var st strengths
	full := v.Mode() != ares.Basic // cards are attached in the Full Game only
	slots := v.BaseSlots(me)
	for k := 0; k < slots; k++ {
		u, unit, units, res := v.SlotStock(me, k)
		sl := stock{unit, units, res}
		if u != nil {
			st.add(u, sl, c.vals)
			if u.Powered != nil {
				c.powerUses++
			}
		}
		c.slotGain[k] = slotGain(v, me, k, u, sl, c.vals)
		for i := 0; i < ares.MaxAttached && full; i++ {
			if d := v.AttachedCard(me, k, i); d != nil && d.Effect.Modifier != nil && d.Effect.Modifier.Power > 0 {
				c.powerUses++
			}
		}
	}
	for k := slots; k < ares.MaxBuildings; k++ {
		c.slotGain[k] = -1 // an empty slot
	}
	c.frontierS, c.deepS, c.baseS, c.buildings, c.raidS = st.frontier, st.deep, st.base, st.buildings, st.raid
	for i := 0; i < v.HandLen(me) && i < len(c.spend); i++ {
		c.spend[i] = spendCost(v, c, c.hand[i])
	}
	c.enemyMix = c.vals.vsMix
	c.late = v.DeckLen(me) < 10
	if c.opp >= 0 {
		c.behind = v.Points(c.opp) >= v.Points(me)
	}
}
