package bot

import (
	"strings"
	"sync/atomic"

	"github.com/aresim/aresim/ares"
)

// This file holds the seat blocks of the state features and the unit
// values they are read at.

// seatValues is what the features read of a faction against its enemy's:
// the heuristic's unit values, and the guesses for a base behind its
// screen.
type seatValues struct {
	f, vs *ares.Faction
	unit  []float64 // value of one unit, by unit index
	// start is the strength of the fighting units of the Start Buildings
	// as set up, in the Basic Game (0) and the Full Game (1).
	start [2]float64
	// perCard is the strength a card in a hidden base is guessed to add:
	// the heuristic's units per card, at the average value of the units
	// the faction's Building cards make.
	perCard float64
	faction int // the faction's one-hot index, or -1
}

// featureFactions are the factions of the one-hot, in order.
var featureFactions = [4]string{"Terrans", "Kahoum", "Xenos", "Colossus"}

// newSeatValues works out the values of f against vs.
func newSeatValues(f, vs *ares.Faction) *seatValues {
	fv := sharedValuesOf(f, vs)
	x := &seatValues{f: f, vs: vs, unit: fv.unit, faction: -1}
	for i, name := range featureFactions {
		if strings.EqualFold(f.Name, name) {
			x.faction = i
		}
	}
	for full := range x.start {
		for _, st := range fv.startUnits[full] {
			for ui := range f.Units {
				if &f.Units[ui] == st.unit && ares.FightingUnit(st.unit) {
					x.start[full] += unitWorth(st.unit, float64(st.units)*fv.unit[ui])
				}
			}
		}
	}
	// The average value of a unit of a Building card, each card's copies
	// shared between its ends (as the heuristic's guesses weigh them).
	sum, wts := 0.0, 0.0
	for i := range f.Cards {
		c := &f.Cards[i]
		if c.Kind != ares.BuildingCard {
			continue
		}
		for end := range c.Units {
			if ui := c.UnitIndex(end); ui >= 0 && ares.FightingUnit(&f.Units[ui]) {
				wt := float64(c.Count) / float64(len(c.Units))
				sum += wt * unitWorth(&f.Units[ui], fv.unit[ui])
				wts += wt
			}
		}
	}
	if wts > 0 {
		x.perCard = fv.guess[useBase].perCard * sum / wts
	}
	return x
}

// unitWorth is what units of u worth val count in a side's strength:
// Base Defense units at half, as they fight at home only (the leaf
// evaluation's unitStrength).
func unitWorth(u *ares.Unit, val float64) float64 {
	if u.BaseDefense {
		return val / 2
	}
	return val
}

// valuesCache holds seatValues by pair of factions: a list swapped whole
// when it grows, so that readers take no lock and allocate nothing.
type valuesCache struct {
	list atomic.Pointer[[]*seatValues]
}

// maxFeatureValues bounds a valuesCache: far above the pairs of one rule
// set.
const maxFeatureValues = 64

// of returns the values of f against vs.
func (c *valuesCache) of(f, vs *ares.Faction) *seatValues {
	if l := c.list.Load(); l != nil {
		for _, x := range *l {
			if x.f == f && x.vs == vs {
				return x
			}
		}
	}
	return c.add(f, vs)
}

// add makes the values of f against vs and publishes them.
func (c *valuesCache) add(f, vs *ares.Faction) *seatValues {
	x := newSeatValues(f, vs)
	for {
		old := c.list.Load()
		var next []*seatValues
		if old != nil {
			for _, y := range *old {
				if y.f == f && y.vs == vs {
					return y // another goroutine made them first
				}
			}
			if len(*old) < maxFeatureValues {
				next = append(next, *old...)
			}
		}
		next = append(next, x)
		if c.list.CompareAndSwap(old, &next) {
			return x
		}
	}
}

// valuesOf returns seat p's values against its enemy.
func (e *Features) valuesOf(v *ares.State, p int) *seatValues {
	return e.cache.of(v.Faction(p), v.Faction(enemySeat(v, p)))
}

// baseSum is what a seat block reads of a base.
type baseSum struct {
	strength, front, baseDef, deep, raid float64
	buildings, resources, powerMade, att int
}

// sumBase sums player q's base as v shows it; a base behind its screen
// has only its strength, guessed from its Start Buildings and the cards
// in it.
func sumBase(v *ares.State, q int, sv *seatValues) (s baseSum) {
	if v.BaseHidden(q) {
		s.strength = sv.start[b2i(v.Mode() != ares.Basic)] + float64(v.BaseCards(q))*sv.perCard
		return s
	}
	full := v.Mode() != ares.Basic
	for k, n := 0, v.BaseSlots(q); k < n; k++ {
		for i := 0; full && i < ares.MaxAttached; i++ {
			if v.AttachedCard(q, k, i) != nil {
				s.att++
			}
		}
		u, unit, units, res := v.SlotStock(q, k)
		if u == nil {
			sl := v.Slot(q, k)
			s.resources += sl.Resources + sl.Under
			if d := v.SlotCard(q, k); d != nil && d.Effect != nil && d.Effect.Kind == ares.EffectPower {
				s.powerMade += int(d.Effect.Amount)
			}
			continue
		}
		s.resources += res
		s.powerMade += int(u.Power) * units
		if !ares.FightingUnit(u) {
			continue
		}
		s.buildings++
		val := float64(min(units+unitsFor(res, u), ares.MaxUnitsPerBuilding)) * sv.unit[unit]
		s.strength += unitWorth(u, val)
		if u.BaseDefense {
			s.baseDef += val
			continue
		}
		s.front += val
		if u.DeepStrike {
			s.deep += val
		}
		if u.Type == ares.Infantry || u.Type == ares.Armor {
			s.raid = max(s.raid, val)
		}
	}
	return s
}

// seatFeatures writes the block of seat q into blk (zeroed) for viewer me
// and returns the seat's strength.
func (e *Features) seatFeatures(v *ares.State, me, q int, blk []float32) float64 {
	blk[pPresent] = 1
	blk[pOut] = b2f32(v.Eliminated(q))
	blk[pMate] = b2f32(q != me && v.Teammate(me, q))
	blk[pToMove] = b2f32(v.ToMove() == q)
	blk[pPoints] = float32(v.Points(q)) / 10
	blk[pScoring] = float32(v.ScoringCards(q)) / 10
	blk[pFrontier] = b2f32(v.Frontier() == q)
	blk[pHand] = float32(v.HandLen(q)) / 3
	blk[pDeck] = float32(v.DeckLen(q)) / 50
	blk[pDiscard] = float32(v.DiscardLen(q)) / 50
	blk[pBaseCards] = float32(v.BaseCards(q)) / 30
	blk[pHidden] = b2f32(v.BaseHidden(q))
	blk[pPower] = float32(v.Power(q)) / 20
	sv := e.valuesOf(v, q)
	if sv.faction >= 0 {
		blk[pFaction+sv.faction] = 1
	}
	for h := 0; h < v.HandLen(q); h++ {
		if d := v.HandDef(q, h); d != nil {
			blk[pHandBuilding+handKind(v, d)] += 1.0 / 3
		}
	}
	s := sumBase(v, q, sv)
	blk[pStrength] = float32(s.strength) / 5
	blk[pFrontStr] = float32(s.front) / 5
	blk[pBaseDefStr] = float32(s.baseDef) / 5
	blk[pDeepStr] = float32(s.deep) / 5
	blk[pRaidStr] = float32(s.raid) / 3
	blk[pBuildings] = float32(s.buildings) / 8
	blk[pResources] = float32(s.resources) / 20
	blk[pPowerMade] = float32(s.powerMade) / 5
	blk[pAttached] = float32(s.att) / 6
	return s.strength
}

// handKind sorts a card for the hand summary: a Building card (0), a
// Standard (1), Raid (2) or special (3) Attack card (every Attack card a
// Standard one in the Basic Game), a Special or Special Building card (4).
func handKind(v *ares.State, d *ares.CardDef) int {
	switch d.Kind {
	case ares.BuildingCard:
		return 0
	case ares.AttackCard:
		if v.Mode() == ares.Basic {
			return 1
		}
		return 1 + int(min(d.Attack, ares.SpecialAttack))
	}
	return 4
}
