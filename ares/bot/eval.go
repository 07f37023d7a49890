package bot

import (
	"sync"
	"sync/atomic"

	"github.com/aresim/aresim/ares"
)

// This file holds the heuristic bot's estimates of what units and Forces
// are worth.

// hitChance is the chance one die of a unit with rating r hits before
// modifiers; a zero rating rolls a die per two units.
func hitChance(r ares.Rating) float64 { return dieChance(r, 0) }

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

// factionValues caches a faction's unit values against an enemy faction.
type factionValues struct {
	f, vs *ares.Faction
	unit  []float64    // unitValue by unit index
	vsMix [4]float64   // the unit types vs fields
	pick  [][2]float64 // pickScore by card definition, for a later and the first pick
	// startUnits are the faction's Start Buildings in the Basic Game (0)
	// and the Full Game (1), for the guess at an unseen base.
	startUnits [2][]startUnit
	// attacks is the number of Attack cards in the deck.
	attacks float64
	// guess is what an unseen card in the base adds, by battle use.
	guess [numUses]cardGuess
}

// startUnit is a Start Building: its unit and units.
type startUnit struct {
	unit  *ares.Unit
	units int
}

// cardGuess is what one unseen card in an opponent's base is guessed to
// add to a kind of battle: a share of units of each unit type, each type
// an average of the faction's units of that type weighted by their
// Building cards' copies.
type cardGuess struct {
	perCard float64 // units per card
	share   [4]float64
	force   [4]simForce
}

// cardsAsResources is the share of the cards in a base that are resources
// rather than buildings, for the guess at an unseen base.
const cardsAsResources = 0.7

func makeGuesses(f *ares.Faction) (gs [numUses]cardGuess) {
	// Each fighting unit's weight: its Building cards' copies, each card
	// shared between its two ends.
	wts := make([]float64, len(f.Units))
	all := 0.0
	for i := range f.Cards {
		c := &f.Cards[i]
		if c.Kind != ares.BuildingCard {
			continue
		}
		for end := range c.Units {
			if ui := c.UnitIndex(end); ares.FightingUnit(&f.Units[ui]) {
				wt := float64(c.Count) / float64(len(c.Units))
				wts[ui] += wt
				all += wt
			}
		}
	}
	if all == 0 {
		return gs
	}
	for use := range gs {
		gs[use] = makeGuess(f, battleUse(use), wts, all)
	}
	return gs
}

// makeGuess is the guess for a battle of use from the units' weights wts
// (all in total).
func makeGuess(f *ares.Faction, use battleUse, wts []float64, all float64) cardGuess {
	var g cardGuess
	var w [4]float64
	perCost := 0.0
	for ui, wt := range wts {
		u := &f.Units[ui]
		if wt == 0 || !eligibleFor(u, use, u.DeepStrike) {
			continue
		}
		perCost += wt / float64(u.Cost)
		t := u.Type
		w[t] += wt
		fg := &g.force[t]
		for r := range fg.hit {
			fg.hit[r] += wt * dieChance(u.Attack[r], 0)
		}
		per := 1.0
		if u.Tough {
			per = 2
		}
		fg.per += wt * per
		fg.cost += wt * float64(u.Cost)
		if u.BaseDefense {
			fg.hp0 += wt // the Base Defense share, for bd below
		}
		fg.shield += wt * float64(u.Shield)
		fg.threat += wt * float64(u.Initiative) // the initiative, averaged below
	}
	total := w[0] + w[1] + w[2] + w[3]
	if total == 0 {
		return g
	}
	g.perCard = cardsAsResources * perCost / all
	for t := range g.force {
		fg := &g.force[t]
		if w[t] == 0 {
			continue
		}
		g.share[t] = w[t] / total
		for r := range fg.hit {
			fg.hit[r] /= w[t]
		}
		fg.per /= w[t]
		fg.cost /= w[t]
		fg.shield /= w[t]
		fg.init = int8(fg.threat/w[t] + 0.5)
		fg.threat = 0
		fg.bd = fg.hp0 > w[t]/2
		fg.hp0 = 0
		fg.typ = ares.UnitType(t)
	}
	return g
}

// addTo puts the units cards unseen cards are guessed to make into sb on
// side, one Force per unit type.
func (g *cardGuess) addTo(sb *simBattle, side ares.Side, cards float64) {
	units := cards * g.perCard
	for t := range g.force {
		n := units * g.share[t]
		if n < 0.05 || sb.n == maxSim {
			continue
		}
		f := &sb.f[sb.n]
		sb.n++
		*f = g.force[t]
		f.side = side
		f.hp = n * f.per
		f.shield *= n / 2 // about one building in two has its shield
		f.sh0 = f.shield
	}
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
	e := sharedValuesOf(f, vs)
	c.entries = append(c.entries, valueEntry{f, vs, e})
	return e
}

// maxCachedValues bounds a valueCache: far above the pairs of factions of
// one rule set, so only a bot reused across many rule sets refills it.
const maxCachedValues = 64

// sharedValues holds the values every bot has made, by faction pair, so
// that a new bot finds them made (values depend on the factions only and
// never change); at most maxSharedValues of them, beyond which each bot
// makes its own.
var (
	sharedValues sync.Map // [2]*ares.Faction -> *factionValues
	sharedCount  atomic.Int32
)

const maxSharedValues = 256

func sharedValuesOf(f, vs *ares.Faction) *factionValues {
	key := [2]*ares.Faction{f, vs}
	if e, ok := sharedValues.Load(key); ok {
		return e.(*factionValues)
	}
	e := computeValues(f, vs)
	if sharedCount.Add(1) <= maxSharedValues {
		if old, loaded := sharedValues.LoadOrStore(key, &e); loaded {
			return old.(*factionValues)
		}
	}
	return &e
}

func computeValues(f, vs *ares.Faction) factionValues {
	fv := factionValues{f: f, vs: vs, unit: make([]float64, len(f.Units)), vsMix: factionMix(vs)}
	mix := fv.vsMix
	for i := range f.Units {
		fv.unit[i] = unitValueVs(&f.Units[i], &mix)
	}
	fv.pick = make([][2]float64, len(f.Cards))
	for d := range f.Cards {
		fv.pick[d] = [2]float64{pickValue(f, d, false), pickValue(f, d, true)}
	}
	for full, list := range [2][]ares.StartBuilding{f.Start.Basic, f.Start.Full} {
		if full == 1 && len(list) == 0 {
			list = f.Start.Basic
		}
		for _, sb := range list {
			if u, ok := f.UnitByName(sb.Unit); ok {
				fv.startUnits[full] = append(fv.startUnits[full], startUnit{u, int(sb.Units)})
			}
		}
	}
	fv.guess = makeGuesses(f)
	for i := range f.Cards {
		if f.Cards[i].Kind == ares.AttackCard {
			fv.attacks += float64(f.Cards[i].Count)
		}
	}
	return fv
}
