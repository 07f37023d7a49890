package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/learn"
)

// aHeuristic is the action feature Actions writes, after Action's: 1 on
// the legal action the team heuristic plays from the View.
const aHeuristic = actionLen - 1

// Actions writes the features of each of legal, one row of ActionLen
// after another (learn.Encoder): each action's own (Action), then 1 at
// aHeuristic on the one the team heuristic would play. The heuristic is
// reset before each use, so it decides from the View alone, remembering
// nothing of earlier decisions, seats or games.
func (f *Features) Actions(v *crisis.View, legal []crisis.Action, dst []float32) {
	learn.EachAction(v, legal, dst, actionLen, f.Action)
	if len(legal) == 0 {
		return
	}
	h, _ := f.scorers.Get().(*Heuristic)
	if h == nil {
		h = NewHeuristic(0)
	}
	defer f.scorers.Put(h)
	h.Reset(0)
	choice := h.Choose(v, legal)
	for i, a := range legal {
		if a == choice {
			dst[i*actionLen+aHeuristic] = 1
			break
		}
	}
}

// Action writes the features of legal action a in the position v shows
// into dst (len(dst) == ActionLen()), in groups (the last entry,
// aHeuristic, is Actions's and Action leaves it 0):
//
//   - kind [0, 31): the Crisis kind (one-hot, 11) and, for an Expedition
//     action, its kind (one-hot, 20);
//   - phase [31, 36): the phase chosen, resolved for the dummy or
//     upgraded (one-hot);
//   - standard project [36, 41): which (one-hot: forest for MC or plants,
//     temperature for MC or heat, ocean);
//   - project card [41, 54): whether the action names one (or a
//     corporation), its cost to me, colour (one-hot), printed VP, tags,
//     the counters playing it removes, whether I meet its requirements,
//     the production, resources and metric steps its effect gives,
//     whether it has an action;
//   - effect [54, 61): the steps the action moves each metric (raises
//     up, lowerings down, alternatives averaged), the same weighted by
//     how pressing each metric is, and their sum once Dwindling Supplies
//     is out; the resources (in MC) and the production it gives;
//   - payment [61, 66): MC, heat, plants and cards paid, and the MC paid
//     against what I have;
//   - Crisis card [66, 72): for a counter removed, an offer paid or an
//     anytime ability, the card's counters, whether it is its last, the
//     harm its persistent effect does a round (plain and by pressure),
//     the VP tokens the ability costs and the MC it gives the team;
//   - other [72, 85): the player who receives (one-hot by place after
//     me), an ocean tile's reward (MC, heat, plants, cards), an action's
//     X, a phase card's version, the alternative or offer picked, paying
//     with heat or an alternative payment, an action of a corporation.
func (*Features) Action(v *crisis.View, a crisis.Action, dst []float32) {
	w := vec{d: dst[:actionLen]}
	clear(w.d)
	g := v.Game()
	n, me := v.Players(), v.Player()
	var c crises
	readCrises(v, &c)
	var in expedition.PlayerInfo
	g.InfoInto(me, &in)
	cat := g.Catalogue()

	var (
		phase, std   = -1, -1
		card         = -1 // project card
		crisisCard   = -1
		e            effect
		mc, heat     float64
		plants, lost float64
		to           = -1 // player receiving
		tile         = -1
		x, version   float64
		index        = -1
		fromCorp     bool
		corp         = -1
	)
	ga := a.Game
	if a.Kind == crisis.ActGame {
		switch ga.Kind {
		case expedition.ActRedraw, expedition.ActSell, expedition.ActTarget, expedition.ActKeep:
			card = int(ga.Card)
			if ga.Kind == expedition.ActSell {
				e.gain += float64(g.SellPrice())
				lost = 1
			}
		case expedition.ActChooseCorp:
			if o := g.CorporationOffer()[ga.Index&1]; o >= 0 {
				corp = o
				cc := cat.Corporation(o)
				e.gain += float64(cc.MC)
				e.add(cc.Setup, 0, len(cc.Setup))
			}
		case expedition.ActChoosePhase:
			phase = int(ga.Index)
		case expedition.ActUpgrade:
			phase, version = int(ga.Index), float64(ga.X)
		case expedition.ActPlay, expedition.ActPlayFree:
			card = int(ga.Card)
			pc := cat.Card(card)
			e.add(pc.Effect, 0, len(pc.Effect))
			if ga.Kind == expedition.ActPlay {
				mc = float64(g.CardCost(card))
				if ga.Pay&expedition.PayHeatFirst != 0 {
					heat = min(float64(in.Heat), mc)
					mc -= heat
				}
			}
		case expedition.ActBonusDraw:
			e.gain += resMC[cards.Cards]
		case expedition.ActUseAction:
			if o := actionOption(g, ga); o != nil {
				e.add(o.Body, 0, len(o.Body))
				mc, heat, plants = float64(o.Cost.MC), float64(o.Cost.Heat), float64(o.Cost.Plants)
				lost = float64(o.Cost.Discard)
			}
			x = float64(ga.X)
			fromCorp = ga.Card >= cards.MaxProjectCards
		case expedition.ActStandard:
			std = int(ga.Index)
			switch std {
			case expedition.StdForestMC, expedition.StdForestPlants:
				e.delta[cards.Oxygen]++
				e.gain++ // the forest's VP token
			case expedition.StdTempMC, expedition.StdTempHeat:
				e.delta[cards.Temperature]++
			case expedition.StdOceanMC:
				e.delta[cards.Oceans]++
			}
			mc = float64(g.StandardMC(std))
			switch std {
			case expedition.StdTempHeat:
				heat = 8
			case expedition.StdForestPlants:
				plants = 8
			}
		case expedition.ActAccept:
			if prog, from, end := g.Optional(); prog != nil {
				e.add(prog, from, end)
			}
		case expedition.ActChoose:
			if g.Decision() == expedition.DecisionPlayer {
				to = int(ga.Index) // the player who gains
			} else if prog, from, end := g.Alternative(int(ga.Index)); prog != nil {
				e.add(prog, from, end)
				index = int(ga.Index)
			}
		case expedition.ActDiscard:
			card, lost = int(ga.Card), 1
		case expedition.ActOcean:
			tile = int(ga.Index)
		case expedition.ActOffer:
			if offers := g.Offers(); int(ga.Index) < len(offers) {
				o := offers[ga.Index]
				heat, plants, lost = float64(o.Heat), float64(o.Plants), float64(o.Discard)
			}
			crisisCard = offerCard(v, &c, int(ga.Index))
			index = int(ga.Index)
		case expedition.ActGive:
			card, to, lost = int(ga.Card), int(ga.Index), 1
		}
	} else {
		switch a.Kind {
		case crisis.ActChoose:
			if prog, from, end := v.Alternative(int(a.Index)); prog != nil {
				e.add(prog, from, end)
			}
			index = int(a.Index)
		case crisis.ActFlipDown:
			e.delta[cards.Oceans]--
			tile = int(a.Index)
		case crisis.ActDiscard:
			card, lost = int(a.Card), 1
		case crisis.ActRemoveGreen:
			card = int(a.Card)
			pc := cat.Card(card)
			var gone effect
			gone.add(pc.Effect, 0, len(pc.Effect))
			e.prod -= gone.prod
		case crisis.ActLowerMetrics:
			first, second := crisis.MetricPair(int(a.Index))
			k, m := v.LowerAmounts()
			e.delta[first] -= float64(k)
			e.delta[second] -= float64(m)
		case crisis.ActGive:
			card, to, lost = int(a.Card), int(a.Index), 1
		case crisis.ActCounter, crisis.ActAnytime:
			crisisCard = int(a.Index)
		case crisis.ActDummyPhase:
			phase = int(a.Index)
		}
	}

	// Kind.
	w.onehot(int(a.Kind)-1, int(crisis.ActAnytime))
	gk := -1
	if a.Kind == crisis.ActGame {
		gk = int(ga.Kind) - 1
	}
	w.onehot(gk, int(expedition.ActUpgrade))
	w.onehot(phase-1, expedition.NumPhases)
	w.onehot(std, expedition.StdOceanMC+1)

	// Project card (or corporation).
	switch {
	case card >= 0 && card < len(cat.Cards):
		pc := cat.Card(card)
		w.put(1)
		w.put(float64(g.CardCost(card)) / 20)
		w.onehot(int(pc.Color), int(cards.NumColors))
		w.put(float64(pc.VP.Fixed) / 3)
		w.put(float64(len(pc.Tags)) / 3)
		wild := cards.TagWild
		if a.Kind == crisis.ActGame && (ga.Kind == expedition.ActPlay || ga.Kind == expedition.ActPlayFree) && pc.TagMask.Has(cards.TagWild) {
			wild = cards.Tag(ga.Index) // the tag the wild tag stands for
		}
		w.put(float64(c.goalCountAs(v, pc, wild)) / 2)
		w.flag(g.RequirementsMet(card))
		var ce effect
		ce.add(pc.Effect, 0, len(pc.Effect))
		w.put(ce.prod / 5)
		w.put(ce.gain / 10)
		w.put((ce.delta[0] + ce.delta[1] + ce.delta[2]) / 2)
		w.flag(pc.HasAction())
	case corp >= 0:
		cc := cat.Corporation(corp)
		w.put(1)
		w.i += 5
		w.put(float64(len(cc.Tags)) / 3)
		w.i += 5
		w.flag(len(cc.Actions) > 0)
	default:
		w.i += 13
	}

	// Metrics.
	pressed, sum := 0.0, 0.0
	for par := cards.Param(0); par < metrics; par++ {
		w.put(e.delta[par] / 2)
		pressed += e.delta[par] * c.urgency(par)
		sum += e.delta[par]
	}
	w.put(pressed / 2)
	if v.LastDrawn() {
		w.put(sum / 2)
	} else {
		w.put(0)
	}
	w.put(clip(e.gain/10, -5, 5))
	w.put(e.prod / 5)

	// Payment.
	w.put(mc / 20)
	w.put(heat / 8)
	w.put(plants / 8)
	w.put(lost / 3)
	w.put(clip(mc/float64(affordMC(&in)+1), 0, 3))

	// Crisis card.
	if deck := v.Deck(); crisisCard >= 0 && crisisCard < len(deck.Cards) {
		cc := deck.Card(crisisCard)
		k := v.Counters(crisisCard)
		w.put(float64(k) / 3)
		w.flag(k == 1)
		var by [metrics]float64
		addLowerings(&by, cc.Persistent, 1)
		harm, harmPressed := 0.0, 0.0
		for par := cards.Param(0); par < metrics; par++ {
			harm += by[par]
			harmPressed += by[par] * c.urgency(par)
		}
		w.put(harm / 2)
		w.put(harmPressed / 2)
		w.put(float64(cc.Anytime.VP) / 2)
		w.put(anytimeMC(cc, n) / 10)
	} else {
		w.i += 6
	}

	// Other.
	if to >= 0 && to < n {
		w.onehot(relSeat(me, to, n)-1, crisis.MaxPlayers-1)
	} else {
		w.i += crisis.MaxPlayers - 1
	}
	if tile >= 0 {
		r := g.OceanTile(tile).Reward
		w.put(float64(r[cards.MC]) / 5)
		w.put(float64(r[cards.Heat]) / 5)
		w.put(float64(r[cards.Plants]) / 5)
		w.put(float64(r[cards.Cards]) / 2)
	} else {
		w.i += int(cards.NumResources)
	}
	w.put(x / 20)
	w.put(version / 2)
	w.put(float64(index+1) / 4)
	w.flag(a.Kind == crisis.ActGame && ga.Kind == expedition.ActPlay && ga.Pay&expedition.PayHeatFirst != 0)
	w.flag(a.Kind == crisis.ActGame && ga.Kind == expedition.ActPlay && ga.Pay >= expedition.PayAlt0)
	w.flag(fromCorp)
	if w.i != aHeuristic {
		panic("crisis/bot: the action features fill the wrong number of entries")
	}
}

// actionOption returns the option an ActUseAction uses, or nil.
func actionOption(g *expedition.View, a expedition.Action) *cards.Option {
	cat := g.Catalogue()
	src, i := int(a.Card), int(a.Index)
	var opts []cards.Option
	if src < cards.MaxProjectCards {
		if src < 0 || src >= len(cat.Cards) {
			return nil
		}
		opts = cat.Card(src).Actions
	} else {
		corp := cat.Corporation(src - cards.MaxProjectCards)
		opts = corp.Actions
		if g.Players() == 1 && len(corp.SoloActions) > 0 {
			opts = corp.SoloActions
		}
	}
	if i < 0 || i >= len(opts) {
		return nil
	}
	return &opts[i]
}

// offerCard returns the Crisis card behind Action-phase offer i: the i-th
// card in play, in the order they came into play, whose goal may be paid
// (as offerScore reads it), or -1.
func offerCard(v *crisis.View, c *crises, i int) int {
	k := 0
	for _, id := range c.ids[:c.n] {
		if gl := &c.deck.Card(id).Goal; gl.Kind == crisis.GoalRaise && !gl.Spend.Empty() {
			if k == i {
				return id
			}
			k++
		}
	}
	return -1
}

// anytimeMC is the MC one use of Crisis card cc's anytime ability gives
// the team (as anytimeGain reads it).
func anytimeMC(cc *crisis.Card, players int) float64 {
	gain, each := 0.0, 1.0
	for i := range cc.Anytime.Body {
		switch op := &cc.Anytime.Body[i]; op.Code {
		case crisis.OpEach:
			each = float64(players)
		case cards.OpGain:
			if op.Res == cards.MC {
				gain += float64(op.N) * each
			}
		}
	}
	return gain
}
