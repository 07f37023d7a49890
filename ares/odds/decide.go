package odds

import "github.com/aresim/aresim/ares"

// decider makes the decisions of both sides by their Tactics. It holds
// scratch space, so each goroutine needs its own.
type decider struct {
	t     Tactics
	legal []ares.Action
	proj  projection
	tmp   ares.Battle // a placement being tried
	// cache remembers decisions by state key, for battles with enough
	// Forces that deciding costs more than a look-up. Every decision is a
	// function of the battle's state, so a remembered one is the one that
	// would be made; the decider must only see battles descending from one
	// starting battle (ares.Battle.AppendKey).
	cache   *keyTable
	actions []ares.Action // by cache id
	key     []byte
}

// decisionCacheForces is the number of Forces from which decisions are
// remembered; decisionCacheSize bounds the decisions remembered.
const (
	decisionCacheForces = 3
	decisionCacheSize   = 1 << 17
)

func newDecider(t Tactics) *decider {
	return &decider{t: t, legal: make([]ares.Action, 0, 64)}
}

// decide returns the decision the side to act takes in b, which must wait
// for a decision.
func (d *decider) decide(b *ares.Battle) ares.Action {
	return d.decideCached(b, true)
}

// decideUncached is decide without the decision cache, for a caller that
// remembers decisions itself (walk).
func (d *decider) decideUncached(b *ares.Battle) ares.Action {
	return d.decideCached(b, false)
}

// decideCached is decide, looking decisions worth remembering up in the
// cache when cached is true.
func (d *decider) decideCached(b *ares.Battle, cached bool) ares.Action {
	kind, _ := b.Awaits()
	st := d.t.side(b.ToAct() == ares.Defender)
	switch {
	case kind == ares.ActRetreat && st.Retreat.Kind != RetreatWhenWorse:
		if d.retreats(b, st) {
			return ares.Action{Kind: ares.ActRetreat, Arg: 1}
		}
		return ares.Action{Kind: ares.ActRetreat}
	case kind == ares.ActFire && b.Alive(b.ToAct().Other()) == 1 &&
		!(b.HasBaseCards() && b.ToAct() == ares.Attacker):
		// One enemy Force and no Base Card to fire at: the Force to fire
		// has one target.
		a, _ := b.FirstFire()
		return a
	case !cached, kind != ares.ActFire && kind != ares.ActPlace && kind != ares.ActRetreat,
		b.NumForces() < decisionCacheForces:
		return d.choose(b, st)
	}
	// Worth remembering: placements, targets, projections.
	if d.cache == nil {
		d.cache = newKeyTable(1024)
	}
	if d.cache.len() >= decisionCacheSize {
		return d.choose(b, st)
	}
	d.key = b.AppendKey(d.key[:0])
	id, added := d.cache.find(d.key)
	if !added {
		return d.actions[id]
	}
	a := d.choose(b, st)
	d.actions = append(d.actions, a)
	return a
}

// choose works out the decision of the side to act in b.
func (d *decider) choose(b *ares.Battle, st *SideTactics) ares.Action {
	d.legal = b.Legal(d.legal[:0])
	if len(d.legal) == 1 {
		return d.legal[0]
	}
	switch d.legal[0].Kind {
	case ares.ActRetreat:
		if d.retreats(b, st) {
			return ares.Action{Kind: ares.ActRetreat, Arg: 1}
		}
		return ares.Action{Kind: ares.ActRetreat}
	case ares.ActFire:
		return d.fire(b, st)
	case ares.ActReroll:
		return d.reroll(b)
	case ares.ActEmergency:
		return d.emergency(b, st)
	case ares.ActPlace:
		return d.place(b, st)
	}
	return d.legal[0]
}

// retreats applies the side's retreat tactic at the Declare Retreat step.
func (d *decider) retreats(b *ares.Battle, st *SideTactics) bool {
	switch st.Retreat.Kind {
	case RetreatAfter:
		return b.Round() > st.Retreat.Round
	case RetreatWhenWorse:
		return d.proj.worse(b, b.ToAct())
	}
	return false
}

// fire picks, for the first Force of the side still to fire, the target
// with the best score (ties: more expected hits, then the first listed).
func (d *decider) fire(b *ares.Battle, st *SideTactics) ares.Action {
	firer := d.legal[0].Force
	best := d.legal[0]
	bestScore, bestHits := -1.0, -1.0
	for _, a := range d.legal {
		if a.Force != firer {
			break
		}
		s, h := fireScore(b, int(firer), a.Target, st.Targeting, st.BuildingValue)
		if s > bestScore || (s == bestScore && h > bestHits) {
			best, bestScore, bestHits = a, s, h
		}
	}
	return best
}

// reroll rerolls as many misses as the target can still absorb hits,
// within the rerolls left; none on a roll at a Base Card.
func (d *decider) reroll(b *ares.Battle) ares.Action {
	_, target, hits, _, _ := b.Roll()
	if target == ares.TargetBaseLeft || target == ares.TargetBaseRight {
		return d.legal[0]
	}
	t := b.Force(int(target))
	need := t.HitPoints() - t.PendingHits() - hits
	k := len(d.legal) - 1 // the legal rerolls are 0..k, in order
	if need < k {
		k = max(need, 0)
	}
	return d.legal[k]
}

// emergency puts the next card on the building that needs the fewest
// further resources for a unit, or stops when the tactic keeps the cards.
func (d *decider) emergency(b *ares.Battle, st *SideTactics) ares.Action {
	done := d.legal[len(d.legal)-1]
	if st.NoEmergency {
		return done
	}
	best, bestNeed, bestUnits := done, 0, 0
	for _, a := range d.legal {
		if a.Kind != ares.ActEmergency {
			continue
		}
		f := b.Force(int(a.Force))
		need := int(f.Spec().Cost) - f.Resources()
		if best.Kind != ares.ActEmergency || need < bestNeed || (need == bestNeed && f.Units() > bestUnits) {
			best, bestNeed, bestUnits = a, need, f.Units()
		}
	}
	return best
}

// place tries every legal placement and keeps the one whose line gives the
// side the best static balance (ties: the first listed).
func (d *decider) place(b *ares.Battle, st *SideTactics) ares.Action {
	if d.t.KeepLine && b.Round() == 1 && d.legal[0].Arg == uint8(ares.PlaceStay) {
		return d.legal[0] // the engine lists staying first
	}
	side := b.ToAct()
	best := d.legal[0]
	bestScore := 0.0
	for i, a := range d.legal {
		ares.CopyBattle(&d.tmp, b)
		if d.tmp.Decide(a) != nil {
			continue
		}
		s := balance(&d.tmp, side, st.Targeting)
		if i == 0 || s > bestScore {
			best, bestScore = a, s
		}
	}
	return best
}

// follow makes decisions until the battle is over or waits for dice. When
// shadows is not nil, at every Declare Retreat step of the attacker it also
// appends the battle in which the attacker retreats there, itself followed
// to its next roll or its end (the retreat table).
func (d *decider) follow(b *ares.Battle, shadows *[]ares.Battle) {
	for !b.Over() && !b.AtChance() {
		a := d.decide(b)
		if shadows != nil && a.Kind == ares.ActRetreat && b.ToAct() == ares.Attacker {
			s := pushBattle(shadows, b)
			mustDecide(s, ares.Action{Kind: ares.ActRetreat, Arg: 1})
			d.follow(s, nil)
		}
		mustDecide(b, a)
	}
}

// mustDecide applies a decision taken from the battle's own legal list; an
// error is a defect in this package or in package ares.
func mustDecide(b *ares.Battle, a ares.Action) {
	if err := b.Decide(a); err != nil {
		panic("odds: a legal decision was refused: " + err.Error())
	}
}

// pushBattle appends a copy of *src to *list and returns the copy.
func pushBattle(list *[]ares.Battle, src *ares.Battle) *ares.Battle {
	n := len(*list)
	if n < cap(*list) {
		*list = (*list)[:n+1]
	} else {
		*list = append(*list, ares.Battle{})
	}
	dst := &(*list)[n]
	ares.CopyBattle(dst, src)
	return dst
}
