package bot

import (
	"cmp"
	"slices"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// turn plays a turn of phases I-III: the action worth most to the team
// now, selling cards first when that pays for something worth it.
func (h *Heuristic) turn(v *crisis.View) crisis.Action {
	g := v.Game()
	me := h.seat(v, g.Player())
	reserve := h.reserve(v, me)
	best, bestScore := crisis.Action{}, 0.0
	done := crisis.Action{}
	for _, a := range h.buf {
		sc := h.score(v, me, a, reserve)
		if a.Kind == crisis.ActGame && a.Game.Kind == expedition.ActDone {
			done = a
			continue
		}
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	if sell, ok := h.sellFor(v, me, bestScore); ok {
		return sell
	}
	if bestScore > 0 {
		return best
	}
	if done.Kind == 0 {
		return h.buf[0]
	}
	return done
}

// score is what action a of a turn is worth to the team, net of what it
// costs; reserve is the MC the player keeps for the metrics this round.
func (h *Heuristic) score(v *crisis.View, me *appraiser, a crisis.Action, reserve float64) float64 {
	r := &h.r
	g := me.g
	if a.Kind == crisis.ActAnytime {
		if !r.last {
			return 0
		}
		// Dwindling Supplies' ability: MC for the last push, worth its
		// tokens' other use (counters off the Crisis cards in play, two
		// tokens each); in the last round the tokens have no other use.
		return h.anytimeGain(v, int(a.Index)) - h.tokenWorth() - 0.5
	}
	if a.Kind != crisis.ActGame {
		return 0
	}
	switch a.Game.Kind {
	case expedition.ActPlay:
		id := int(a.Game.Card)
		cost := float64(g.CardCost(id))
		sc := me.playValue(v, id) + 0.5
		if a.Game.Pay != 0 {
			sc -= 0.25
		}
		if left := float64(me.me.MC) - cost; left < reserve {
			sc -= h.r.t.reserve * (reserve - max(left, 0))
		}
		if h.keep > 0 && me.me.MC+heatMC(me.me)-int(cost)+g.SellPrice()*(g.HandSize(g.Player())-1) < h.keep {
			sc -= lossCost / 2
		}
		return sc
	case expedition.ActUseAction:
		return h.actionScore(me, a.Game) + 0.1
	case expedition.ActStandard:
		return h.standardScore(v, me, int(a.Game.Index))
	case expedition.ActOffer:
		return h.offerScore(v, me, int(a.Game.Index))
	case expedition.ActBonusDraw:
		return r.card - 0.5
	}
	return 0
}

// tokenWorth is what a VP token is worth kept once Dwindling Supplies is
// out: half the best counter off a Crisis card in play (two tokens buy
// one in the End step), at most a token's usual worth; nothing in the
// last round (the Crisis deck empty), whose End step is the last chance
// to win and a counter bought in it no longer matters.
func (h *Heuristic) tokenWorth() float64 {
	r := &h.r
	if r.rounds <= 1 {
		return 0
	}
	best := 0.0
	for _, id := range r.inPlay {
		best = max(best, r.counter[id]/2)
	}
	return min(best, r.token)
}

// actionScore is what using a card's action option is worth.
func (h *Heuristic) actionScore(me *appraiser, a expedition.Action) float64 {
	cat := me.g.Catalogue()
	src := int(a.Card)
	var o *cards.Option
	var vp cards.VP
	if src < cards.MaxProjectCards {
		c := cat.Card(src)
		o, vp = &c.Actions[a.Index], c.VP
	} else {
		c := cat.Corporation(src - cards.MaxProjectCards)
		opts := c.Actions
		if me.g.Players() == 1 && len(c.SoloActions) > 0 {
			opts = c.SoloActions
		}
		o, vp = &opts[a.Index], c.VP
	}
	sc := me.option(o, me.perResource(vp))
	if o.Cost.XKind != cards.XNone {
		sc *= float64(a.X)
	}
	return sc
}

// standardScore is what standard project k is worth to the team now: the
// step it raises and the goals that step meets, less what it costs.
func (h *Heuristic) standardScore(v *crisis.View, me *appraiser, k int) float64 {
	r := &h.r
	var par cards.Param
	var cost float64
	switch k {
	case expedition.StdTempHeat:
		par, cost = cards.Temperature, 8*r.heat
	case expedition.StdTempMC:
		par, cost = cards.Temperature, price[cards.Temperature]-float64(me.standardDiscount())
	case expedition.StdForestPlants:
		par, cost = cards.Oxygen, float64(8+me.forestPlants())*r.plant
	case expedition.StdForestMC:
		par, cost = cards.Oxygen, price[cards.Oxygen]-float64(me.standardDiscount())
	case expedition.StdOceanMC:
		par, cost = cards.Oceans, price[cards.Oceans]-float64(me.standardDiscount())
	default:
		return 0
	}
	val := r.raise[par]
	if val > 0 {
		val += r.raiseGoals(v, par)
	}
	if par == cards.Oxygen {
		val += r.token
	}
	return val - cost
}

// offerScore is what paying Action-phase offer i (heat, plants or cards
// for a counter) is worth.
func (h *Heuristic) offerScore(v *crisis.View, me *appraiser, i int) float64 {
	r := &h.r
	id := -1
	n := 0
	for _, c := range r.inPlay {
		if g := &v.Deck().Card(c).Goal; g.Kind == crisis.GoalRaise && !g.Spend.Empty() {
			if n == i {
				id = c
				break
			}
			n++
		}
	}
	if id < 0 {
		return 0
	}
	sp := v.Deck().Card(id).Goal.Spend
	cost := float64(sp.Heat)*r.heat + float64(sp.Plants)*r.plant
	if sp.Discard > 0 {
		h.ids = me.g.Hand(h.ids[:0])
		cost += me.cheapest(v, h.ids, int(sp.Discard))
	}
	return r.counter[id] - cost
}

// cheapest is what the n least useful cards of ids are worth to keep
// (more than the hand holds: a prohibitive number).
func (a *appraiser) cheapest(v *crisis.View, ids []int, n int) float64 {
	var ws [64]float64
	k := 0
	for _, id := range ids {
		if k < len(ws) {
			ws[k] = a.keepValue(v, id)
			k++
		}
	}
	if n > k {
		return 1e9
	}
	slices.Sort(ws[:k])
	total := 0.0
	for _, w := range ws[:n] {
		total += w
	}
	return total
}

// standardDiscount is the MC the seat's cards take off each standard
// project that costs MC.
func (a *appraiser) standardDiscount() int { return a.stdDiscount }

// forestPlants is the change of the plants a forest costs the seat.
func (a *appraiser) forestPlants() int { return a.forestChange }

// anytimeGain is the MC the team gains from one use of Crisis card id's
// anytime ability.
func (h *Heuristic) anytimeGain(v *crisis.View, id int) float64 {
	c := v.Deck().Card(id)
	gain := 0.0
	each := 1.0
	for i := range c.Anytime.Body {
		op := &c.Anytime.Body[i]
		switch op.Code {
		case crisis.OpEach:
			each = float64(v.Players())
		case cards.OpGain:
			if op.Res == cards.MC {
				gain += float64(op.N) * each
			}
		}
	}
	return gain
}

// reserve is the MC the player keeps, in phases I and II, for the metrics
// the team must raise in this round's Action phase: a share of the steps
// worth their price. It also sets keep: what the rescue plan has the
// player pay, which no card play may leave them unable to pay.
func (h *Heuristic) reserve(v *crisis.View, me *appraiser) float64 {
	g := me.g
	h.keep = 0
	if g.Phase() >= expedition.PhaseAction || !h.actionRuns(v) {
		return 0
	}
	r := &h.r
	need := r.need
	for q := 0; q < r.players; q++ {
		in := h.info(v, q)
		need -= float64(in.Heat/8)*price[cards.Temperature] + float64(in.Plants/8)*price[cards.Oxygen]
	}
	// What the rescue has the player pay is kept for sure (keep).
	h.keep = h.rescuePlan(v).mc[me.g.Player()]
	return min(max(need, 0)/float64(r.players), float64(me.me.MC))
}

// actionRuns reports whether this round's Action phase resolves.
func (h *Heuristic) actionRuns(v *crisis.View) bool {
	if v.RoundMods().Extra&(1<<expedition.PhaseAction) != 0 {
		return true
	}
	for q := 0; q < v.Players(); q++ {
		if h.info(v, q).Chosen == expedition.PhaseAction {
			return true
		}
	}
	return false
}

// sellFor returns the sale of the player's least useful card when selling
// pays for something worth more than the best the player can do now
// (worth now): a card to play or a step to raise.
func (h *Heuristic) sellFor(v *crisis.View, me *appraiser, now float64) (crisis.Action, bool) {
	g := me.g
	sells := 0
	for _, a := range h.buf {
		if a.Kind == crisis.ActGame && a.Game.Kind == expedition.ActSell {
			sells++
		}
	}
	if sells == 0 {
		return crisis.Action{}, false
	}
	// What the player cannot pay now, worth more than now even if the
	// cards sold for it were worth nothing to keep.
	type wish struct {
		a     expedition.Action
		short int
		val   float64
	}
	var wishes [16]wish
	n := 0
	mc := me.me.MC + heatMC(me.me)
	p := int8(g.Player())
	if g.Phase() == expedition.PhaseAction {
		for _, k := range [...]int{expedition.StdTempMC, expedition.StdForestMC, expedition.StdOceanMC} {
			short := int(standardMC(int8(k))) - me.standardDiscount() - mc
			if short <= 0 {
				continue
			}
			if val := h.standardScore(v, me, k); val > now+0.5 && n < len(wishes) {
				wishes[n] = wish{expedition.Action{Kind: expedition.ActStandard, Player: p, Card: -1, Index: int8(k)}, short, val}
				n++
			}
		}
	} else {
		for _, id := range g.Hand(h.ids[:0]) {
			c := g.Catalogue().Card(id)
			if (c.Color == cards.Green) != (g.Phase() == expedition.PhaseDevelopment) {
				continue
			}
			short := g.CardCost(id) - mc
			if short <= 0 || !g.RequirementsMet(id) {
				continue
			}
			if val := me.playValue(v, id) + 0.5; val > now+0.5 && n < len(wishes) {
				wishes[n] = wish{expedition.Action{Kind: expedition.ActPlay, Player: p, Card: int16(id)}, short, val}
				n++
			}
		}
	}
	if n == 0 {
		return crisis.Action{}, false
	}
	// The hand's keep values, lowest first, price the sales.
	keep, ids, order := &h.sale.keep, &h.sale.ids, &h.sale.order
	m := 0
	for _, id := range g.Hand(h.ids[:0]) {
		if m < len(keep) {
			keep[m], ids[m], order[m] = me.keepValue(v, id), id, m
			m++
		}
	}
	slices.SortFunc(order[:m], func(a, b int) int { return cmp.Compare(keep[a], keep[b]) })
	sale := g.SellPrice()
	list := &h.sale.list
	var after []expedition.Action
	listed := false
	for _, w := range wishes[:n] {
		k := (w.short + sale - 1) / sale
		lost, taken := 0.0, 0
		for _, i := range order[:m] {
			if taken == k {
				break
			}
			if ids[i] != int(w.a.Card) || w.a.Kind != expedition.ActPlay {
				lost += keep[i]
				taken++
			}
		}
		if taken < k || w.val+float64(k*sale)-lost <= now+0.5 {
			continue
		}
		if !listed {
			all, legalNow := g.LegalAfterSales(list[:0])
			after, listed = all[legalNow:], true
		}
		for _, b := range after {
			if b.Kind == w.a.Kind && (b.Kind == expedition.ActPlay && b.Card == w.a.Card || b.Kind == expedition.ActStandard && b.Index == w.a.Index) {
				return h.leastUseful(v, me), true
			}
		}
	}
	return crisis.Action{}, false
}

// saleScratch is sellFor's working space, kept between decisions so that
// it is not cleared at every one: each value is written before it is read.
type saleScratch struct {
	keep  [64]float64
	ids   [64]int
	order [64]int
	list  [160]expedition.Action
}

// leastUseful returns the sale of the card least worth keeping.
func (h *Heuristic) leastUseful(v *crisis.View, me *appraiser) crisis.Action {
	sell, low := crisis.Action{}, 0.0
	for _, a := range h.buf {
		if a.Kind == crisis.ActGame && a.Game.Kind == expedition.ActSell {
			if w := me.keepValue(v, int(a.Game.Card)); sell.Kind == 0 || w < low {
				sell, low = a, w
			}
		}
	}
	return sell
}

// standardMC is the printed MC price of a standard project.
func standardMC(k int8) float64 {
	switch int(k) {
	case expedition.StdForestMC:
		return price[cards.Oxygen]
	case expedition.StdTempMC:
		return price[cards.Temperature]
	case expedition.StdOceanMC:
		return price[cards.Oceans]
	}
	return 0
}
