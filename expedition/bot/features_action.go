package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/learn"
)

// Sizes of the action vector's groups.
const (
	aKind     = int(expedition.ActUpgrade) // expedition.ActRedraw .. expedition.ActUpgrade
	aCard     = 20
	aEffect   = 15
	aPay      = 4
	aStandard = expedition.NumStandard
	aPhase    = expedition.NumPhases
	aVersion  = 2
	aContext  = 15
	aHeur     = 2
	// ActionFeatures is the length of an action vector.
	ActionFeatures = aKind + aCard + aEffect + aPay + aStandard + aPhase + aVersion + aContext + aHeur
	// aHeuristic is the entry of the heuristic's score less its best
	// among the legal actions; aHeuristicTop, of its best-scored action.
	aHeuristic    = ActionFeatures - aHeur
	aHeuristicTop = aHeuristic + 1
)

// heuristicScale divides the heuristic's score differences (MC), and
// heuristicFloor bounds them below: a difference of 50 MC or more says
// the action is hopeless, and says no more.
const (
	heuristicScale = 10
	heuristicFloor = -5
)

// effect sums what a program gives, by kind (see effect's indexes).
type effect [aEffect]int

// The entries of an effect: production and gains by cards.Resource, then
// the rest.
const (
	eProd    = 0
	eGain    = eProd + int(cards.NumResources)
	eRaise   = eGain + int(cards.NumResources)
	eTR      = eRaise + 1
	eForest  = eTR + 1
	eSteel   = eForest + 1
	eTi      = eSteel + 1
	eRes     = eTi + 1 // resources added to cards
	eDiscard = eRes + 1
)

// effectScale divides each entry of an effect.
var effectScale = [aEffect]float32{3, 3, 3, 3, 10, 10, 10, 3, 3, 3, 2, 3, 3, 3, 3}

// add sums the instructions [from, to) of prog, an X amount counted as x
// (every alternative and optional block counted, loops once).
func (e *effect) add(prog cards.Program, from, to, x int) {
	for i := max(from, 0); i < to && i < len(prog); i++ {
		op := &prog[i]
		n := int(op.N)
		if op.X {
			n = x
		}
		switch op.Code {
		case cards.OpProduction:
			e[eProd+int(op.Res)] += n
		case cards.OpGain:
			e[eGain+int(op.Res)] += n
		case cards.OpLose:
			e[eGain+int(op.Res)] -= n
		case cards.OpRaise:
			e[eRaise] += n
		case cards.OpLower:
			e[eRaise] -= n
		case cards.OpTR:
			e[eTR] += n
		case cards.OpForest:
			e[eForest] += n
		case cards.OpSteel:
			e[eSteel] += n
		case cards.OpTitanium:
			e[eTi] += n
		case cards.OpAddRes:
			e[eRes] += n
		case cards.OpRemoveRes:
			e[eRes] -= n
		case cards.OpDiscard:
			e[eDiscard] += n
		case cards.OpReveal:
			e[eGain+int(cards.Cards)] += int(op.M)
		case cards.OpRevealUntil:
			e[eGain+int(cards.Cards)]++
		}
	}
}

// pay adds an action option's cost (X as x) and returns its MC.
func (e *effect) pay(c *cards.ActionCost, x int) int {
	e[eGain+int(cards.Heat)] -= int(c.Heat)
	e[eGain+int(cards.Plants)] -= int(c.Plants)
	e[eTR] -= int(c.TR)
	e[eDiscard] += int(c.Discard)
	e[eRes] -= int(c.Remove)
	switch c.XKind {
	case cards.XHeat:
		e[eGain+int(cards.Heat)] -= x
	case cards.XDiscard:
		e[eDiscard] += x
	}
	return max(int(c.MC), 0)
}

// actionFacts is what Action works out before writing.
type actionFacts struct {
	card   *cards.Card // the project card played, sold, kept, ... or nil
	wild   cards.Tag   // the tag a played wild tag stands for (cards.TagWild: none chosen)
	eff    effect
	cost   int // MC the action pays
	phase  int // the phase chosen or upgraded, or 0
	target int // the source receiving or giving resources, or -1
}

// Actions writes the features of each of legal, the legal actions of View
// v's decision, one row of ActionLen after another (learn.Encoder): each
// action's own features (Action), then how the heuristic, knowing only
// the View, scores it against the others.
func (f *Features) Actions(v *expedition.View, legal []expedition.Action, dst []float32) {
	learn.EachAction(v, legal, dst, ActionFeatures, f.Action)
	if len(legal) == 0 {
		return
	}
	sc, _ := f.scorers.Get().(*scorer)
	if sc == nil {
		sc = &scorer{h: NewHeuristic(scorerSeed)}
	}
	defer f.scorers.Put(sc)
	sc.h.Reset(scorerSeed)
	sc.scores = sc.h.Scores(v, legal, sc.scores[:0])
	best := 0
	for i, s := range sc.scores {
		if s > sc.scores[best] {
			best = i
		}
	}
	for i, s := range sc.scores {
		d := (s - sc.scores[best]) / heuristicScale
		if !(d >= heuristicFloor) { // a NaN too
			d = heuristicFloor
		}
		dst[i*ActionFeatures+aHeuristic] = float32(d)
	}
	dst[best*ActionFeatures+aHeuristicTop] = 1
}

// scorer is a heuristic that scores from the View alone: it is reset to
// scorerSeed before each use, so it remembers nothing of earlier decisions
// and draws the same tie-break each time.
type scorer struct {
	h      *Heuristic
	scores []float64
}

// scorerSeed seeds the scorers' heuristics.
const scorerSeed = 1

// Action writes the features of legal action a in View v (see Features)
// into dst, the heuristic's two as zeros: they depend on the other legal
// actions, and Actions writes them.
func (f *Features) Action(v *expedition.View, a expedition.Action, dst []float32) {
	w := writer{dst: dst[:ActionFeatures]}
	var me expedition.PlayerInfo
	v.InfoInto(v.Player(), &me)
	fa := actionFacts{wild: cards.TagWild, target: -1}
	readAction(v, a, &me, &fa)
	w.oneHot(int(a.Kind)-1, aKind)
	writeCard(&w, v, fa.card, fa.wild)
	for i, n := range fa.eff {
		w.put(clip(float32(n) / effectScale[i]))
	}
	w.scaled(fa.cost, 30)
	w.flag(a.Pay&expedition.PayHeatFirst != 0)
	w.flag(a.Pay&^expedition.PayHeatFirst != 0)
	w.scaled(int(a.X), 10)
	k := -1
	if a.Kind == expedition.ActStandard {
		k = int(a.Index)
	}
	w.oneHot(k, aStandard)
	w.oneHot(fa.phase-1, aPhase)
	version := -1
	if a.Kind == expedition.ActUpgrade {
		version = int(a.X) - expedition.PhaseUpgradeA
	}
	w.oneHot(version, aVersion)
	writeContext(&w, v, a, &me, &fa)
	w.zeros(aHeur) // Actions writes them
	if w.i != ActionFeatures {
		panic("expedition/bot: action features miscounted")
	}
}

// readAction works out what action a plays, gives and costs.
func readAction(v *expedition.View, a expedition.Action, me *expedition.PlayerInfo, fa *actionFacts) {
	cat := v.Catalogue()
	id := int(a.Card)
	project := id >= 0 && id < len(cat.Cards)
	switch a.Kind {
	case expedition.ActPlay, expedition.ActPlayFree:
		fa.card = cat.Card(id)
		fa.eff.add(fa.card.Effect, 0, len(fa.card.Effect), 0)
		if fa.card.TagMask.Has(cards.TagWild) {
			fa.wild = cards.Tag(a.Index)
		}
		if a.Kind == expedition.ActPlay {
			fa.cost = v.CardCost(id)
			if fa.wild != cards.TagWild {
				fa.cost = v.CardCostAs(id, fa.wild)
			}
		}
	case expedition.ActRedraw, expedition.ActSell, expedition.ActDiscard, expedition.ActKeep, expedition.ActGive:
		if project {
			fa.card = cat.Card(id)
			fa.eff.add(fa.card.Effect, 0, len(fa.card.Effect), 0)
		}
		if a.Kind == expedition.ActSell {
			fa.eff[eGain+int(cards.MC)] += v.SellPrice()
		}
	case expedition.ActChooseCorp:
		if c := v.CorporationOffer()[min(max(int(a.Index), 0), 1)]; c >= 0 {
			corp := cat.Corporation(c)
			fa.eff[eGain+int(cards.MC)] += int(corp.MC)
			fa.eff.add(corp.Setup, 0, len(corp.Setup), 0)
		}
	case expedition.ActChoosePhase:
		fa.phase = int(a.Index)
	case expedition.ActUpgrade:
		fa.phase = int(a.Index)
	case expedition.ActUseAction:
		if o := option(v, id, int(a.Index)); o != nil {
			fa.eff.add(o.Body, 0, len(o.Body), int(a.X))
			fa.cost = fa.eff.pay(&o.Cost, int(a.X))
		}
	case expedition.ActStandard:
		readStandard(v, int(a.Index), fa)
	case expedition.ActBonusDraw:
		if v.PhaseCard(v.Player(), expedition.PhaseConstruction) == expedition.PhaseUpgradeB {
			fa.eff[eGain+int(cards.MC)] += 6
		} else {
			fa.eff[eGain+int(cards.Cards)]++
		}
	case expedition.ActChoose:
		prog, from, to := v.Alternative(int(a.Index))
		fa.eff.add(prog, from, to, 0)
	case expedition.ActAccept:
		prog, from, to := v.Optional()
		fa.eff.add(prog, from, to, 0)
	case expedition.ActTarget:
		fa.target = id
		if project {
			fa.card = cat.Card(id)
			if fa.card.Color == cards.Green {
				r := v.Reproduction(id)
				for res, n := range r {
					fa.eff[eProd+res] += n
				}
			}
		}
	case expedition.ActOcean:
		r := v.OceanTile(int(a.Index)).Reward
		for res, n := range r {
			fa.eff[eGain+res] += n
		}
	case expedition.ActOffer:
		if offers := v.Offers(); int(a.Index) >= 0 && int(a.Index) < len(offers) {
			o := offers[a.Index]
			fa.eff[eGain+int(cards.Heat)] -= int(o.Heat)
			fa.eff[eGain+int(cards.Plants)] -= int(o.Plants)
			fa.eff[eDiscard] += int(o.Discard)
		}
	}
}

// option returns option i of the action of source src (a project card,
// or cards.MaxProjectCards plus a corporation), or nil.
func option(v *expedition.View, src, i int) *cards.Option {
	cat := v.Catalogue()
	var opts []cards.Option
	switch {
	case src >= 0 && src < len(cat.Cards):
		opts = cat.Card(src).Actions
	case src >= cards.MaxProjectCards && src-cards.MaxProjectCards < len(cat.Corporations):
		corp := cat.Corporation(src - cards.MaxProjectCards)
		opts = corp.Actions
		if v.Players() == 1 && len(corp.SoloActions) > 0 {
			opts = corp.SoloActions
		}
	}
	if i < 0 || i >= len(opts) {
		return nil
	}
	return &opts[i]
}

// readStandard fills in what standard project k gives and costs.
func readStandard(v *expedition.View, k int, fa *actionFacts) {
	fa.cost = v.StandardMC(k)
	e := &fa.eff
	switch k {
	case expedition.StdForestMC:
		e[eForest]++
	case expedition.StdForestPlants:
		e[eForest]++
		e[eGain+int(cards.Plants)] -= 8
	case expedition.StdTempMC, expedition.StdOceanMC:
		e[eRaise]++
	case expedition.StdTempHeat:
		e[eRaise]++
		e[eGain+int(cards.Heat)] -= 8
	case expedition.StdInfraMC:
		e[eRaise]++
		e[eGain+int(cards.Cards)]++
	case expedition.StdInfraHeat:
		e[eRaise]++
		e[eGain+int(cards.Cards)]++
		e[eGain+int(cards.Heat)] -= 5
		e[eGain+int(cards.Plants)] -= 3
	}
}

// writeCard writes the card group: the project card of the action, or
// zeros.
func writeCard(w *writer, v *expedition.View, c *cards.Card, wild cards.Tag) {
	if c == nil {
		w.zeros(aCard)
		return
	}
	w.oneHot(int(c.Color), int(cards.NumColors))
	w.scaled(int(c.Cost), 30)
	w.flag(v.RequirementsMet(c.ID))
	w.scaled(int(c.VP.Fixed), 5)
	w.flag(c.VP.IsVariable())
	var tags [cards.NumTags]int
	for _, t := range c.Tags {
		if t == cards.TagWild && wild != cards.TagWild {
			t = wild
		}
		tags[t]++
	}
	for t := range tags {
		w.scaled(tags[t], 2)
	}
	w.flag(c.HasAction())
	w.flag(len(c.Triggers) > 0 || !c.Passive.Empty())
}

// writeContext writes what the action's worth depends on in the position.
func writeContext(w *writer, v *expedition.View, a expedition.Action, me *expedition.PlayerInfo, fa *actionFacts) {
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		if ph == fa.phase && a.Kind == expedition.ActChoosePhase {
			w.put(phaseFit(v, ph, me))
		} else {
			w.put(0)
		}
	}
	resolves, upgraded := false, false
	if fa.phase > 0 {
		resolves = resolving(v)&(1<<fa.phase) != 0
		upgraded = v.PhaseCard(v.Player(), fa.phase) != expedition.PhaseBase
	}
	w.flag(resolves)
	w.flag(upgraded)
	prog := float32(progress(v))
	vp := 0
	if fa.card != nil && a.Kind != expedition.ActSell && a.Kind != expedition.ActDiscard {
		vp = int(fa.card.VP.Fixed)
	}
	w.put(clip(float32(vp) / 5 * prog))
	prod := 0
	for r := 0; r < int(cards.NumResources); r++ {
		prod += fa.eff[eProd+r]
	}
	w.put(clip(float32(prod) / 3 * (1 - prog)))
	money := me.MC
	if me.HeatAsMC {
		money += me.Heat
	}
	w.scaled(money-fa.cost, 40)
	can := money
	if fa.card != nil {
		can = spendable(me, fa.card)
	}
	w.put(clip(float32(fa.cost) / float32(max(can, 1))))
	hand := 0
	if a.Kind == expedition.ActSell || a.Kind == expedition.ActDiscard {
		hand = v.HandSize(v.Player())
	}
	w.scaled(hand, 10)
	mine := false
	held := 0
	if fa.target >= 0 {
		held = v.Resources(fa.target)
		mine = owns(v, fa.target, me)
	}
	w.scaled(held, 10)
	w.flag(mine)
	given := 0
	if a.Kind == expedition.ActGive {
		n := v.Players()
		given = (int(a.Index) - v.Player() + n) % n
	}
	w.scaled(given, 5)
}
