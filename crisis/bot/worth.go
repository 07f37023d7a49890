package bot

import (
	"slices"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// The Crisis worth of cards. The Ares Expedition heuristic values a card
// for a race to the most points with the parameters going one way; in
// Crisis the parameters start at their maximum and keep falling, TR is
// income only, heat and plants raise the metrics the team must keep up,
// and VP are tokens that buy counters. So the Crisis bot values cards
// itself, in MC for the team, from the reading of the table.

// appraiser values cards for one seat.
type appraiser struct {
	r    *reading
	g    *expedition.View // the seat's view
	me   *expedition.PlayerInfo
	perR float64 // cards the seat plays a round
	// The worth of each card and the part of what keeping it is worth that
	// does not depend on its cost or requirements, computed again when the
	// reading's values or what the seat has changes (worthKey, tab).
	worthKey worthKey
	tab      []int // the seat's cards in play when worthKey was taken
	scratch  []int
	tabBuf   [2][64]int // room for tab and scratch
	gen      uint32
	// The seat's standard-project discount and forest plant change.
	stdDiscount, forestChange int
	valued                    [cards.MaxProjectCards]uint32
	values                    [cards.MaxProjectCards]float64
	kept                      [cards.MaxProjectCards]uint32
	keeps                     [cards.MaxProjectCards]float64
}

// worth is what card id is worth to the seat if played now, before its
// MC cost.
func (a *appraiser) worth(id int) float64 {
	if a.valued[id] == a.gen {
		return a.values[id]
	}
	val := a.appraise(id)
	a.valued[id], a.values[id] = a.gen, val
	return val
}

// worthKey is what the worth of cards depends on besides the card and
// the seat's cards in play: the reading's values and what the seat has
// that a card's worth counts.
type worthKey struct {
	reading         uint32
	corp            int
	forests         int
	steel, titanium int
	heatAsMC        bool
	tags            [cards.NumTags]int
	colors          [cards.NumColors]int
	perR            float64
}

// refresh starts a new decision for the seat: the worth of cards is kept
// while nothing it depends on changed.
func (a *appraiser) refresh() {
	me := a.me
	k := worthKey{reading: a.r.gen, corp: me.Corporation, forests: me.Forests, steel: me.Steel, titanium: me.Titanium,
		heatAsMC: me.HeatAsMC, tags: me.Tags, colors: me.Colors, perR: a.perR}
	if a.tab == nil {
		a.tab, a.scratch = a.tabBuf[0][:0], a.tabBuf[1][:0]
	}
	a.scratch = a.g.Tableau(a.g.Player(), a.scratch[:0])
	if k != a.worthKey || a.gen == 0 || !slices.Equal(a.scratch, a.tab) {
		a.worthKey = k
		a.tab, a.scratch = a.scratch, a.tab
		a.gen++
		a.stdDiscount, a.forestChange = a.tableauPassives()
	}
}

// tableauPassives adds up the seat's standard-project discounts and the
// change of the plants a forest costs it.
func (a *appraiser) tableauPassives() (std, forest int) {
	cat := a.g.Catalogue()
	for _, id := range a.tab {
		p := &cat.Card(id).Passive
		std += int(p.StandardDiscount)
		forest += int(p.ForestPlants)
	}
	if a.me.Corporation >= 0 {
		p := &cat.Corporation(a.me.Corporation).Passive
		std += int(p.StandardDiscount)
		forest += int(p.ForestPlants)
	}
	return std, forest
}

// appraise computes worth.
func (a *appraiser) appraise(id int) float64 {
	c := a.g.Catalogue().Card(id)
	r := a.r
	val := a.program(c.Effect, a.perResource(c.VP))
	val += float64(c.VP.Fixed) * r.token
	if c.VP.IsVariable() {
		val += float64(c.VP.Per) * a.count(c.VP.Count) * r.token
	}
	val += a.actions(c.Actions, c.VP)
	val += float64(len(c.Triggers)) * 0.5 * float64(min(r.rounds, 12))
	val += a.passive(&c.Passive)
	val -= float64(c.PlayCost.TR)*r.tr + float64(c.PlayCost.Heat)*r.heat + float64(c.PlayCost.Plants)*r.plant
	return val
}

// actions is what an "Action:" is worth over the Action phases left.
func (a *appraiser) actions(opts []cards.Option, vp cards.VP) float64 {
	best := 0.0
	for i := range opts {
		best = max(best, a.option(&opts[i], a.perResource(vp)))
	}
	return best * 0.55 * float64(min(a.r.rounds, 12))
}

// option is what one use of an action option is worth, net of its cost.
func (a *appraiser) option(o *cards.Option, perRes float64) float64 {
	r := a.r
	c := &o.Cost
	val := a.program(o.Body, perRes)
	val -= float64(c.MC) - float64(c.LessPer)*a.count(c.Less)
	val -= float64(c.Heat)*r.heat + float64(c.Plants)*r.plant + float64(c.TR)*r.tr + float64(c.Discard)*r.card
	switch c.XKind {
	case cards.XHeat:
		val -= r.heat
	case cards.XDiscard:
		val -= r.card
	}
	if c.Remove > 0 && c.RemoveFrom == cards.OnThis {
		val -= float64(c.Remove) * perRes
	}
	return val
}

// perResource is what a resource on a card is worth through its VP.
func (a *appraiser) perResource(vp cards.VP) float64 {
	if vp.Count.Kind != cards.CountResources {
		return 0.8
	}
	return a.r.token * float64(vp.Per) / float64(max(vp.Count.Per, 1))
}

// unit is what one of a resource is worth.
func (a *appraiser) unit(res cards.Resource) float64 {
	switch res {
	case cards.MC:
		return 1
	case cards.Heat:
		if a.me.HeatAsMC {
			return max(a.r.heat, 1)
		}
		return a.r.heat
	case cards.Plants:
		return a.r.plant
	}
	return a.r.card
}

// program is what running prog once is worth.
func (a *appraiser) program(prog cards.Program, perRes float64) float64 {
	var raised [metrics]int
	return a.block(prog, 0, len(prog), perRes, &raised)
}

// block is what the instructions [from, to) of prog are worth; raised
// counts the steps already raised by the program, which a maximum caps.
func (a *appraiser) block(prog cards.Program, from, to int, perRes float64, raised *[metrics]int) float64 {
	r := a.r
	left := float64(min(r.rounds, 12))
	total := 0.0
	for i := from; i < to && i < len(prog); i++ {
		op := &prog[i]
		n := float64(op.N)
		if op.X {
			n = 1
		}
		switch op.Code {
		case cards.OpGain:
			total += n * a.unit(op.Res)
		case cards.OpLose:
			total -= n * a.unit(op.Res)
		case cards.OpProduction:
			total += n * a.unit(op.Res) * r.prods
		case cards.OpSteel:
			total += n * 2 * 0.3 * left
		case cards.OpTitanium:
			total += n * 3 * 0.2 * left
		case cards.OpRaise:
			if op.Param < metrics {
				for k := 0; k < int(op.N); k++ {
					total += r.raiseAt(op.Param, r.level[op.Param]+raised[op.Param])
					raised[op.Param]++
				}
			}
		case cards.OpTR:
			total += n * r.tr
		case cards.OpForest:
			for k := 0; k < int(op.N); k++ {
				total += r.token + r.raiseAt(cards.Oxygen, r.level[cards.Oxygen]+raised[cards.Oxygen])
				raised[cards.Oxygen]++
			}
		case cards.OpAddRes:
			if op.Target == cards.OnThis {
				total += n * perRes
			} else {
				total += n * 1.5
			}
		case cards.OpRemoveRes:
			if op.Target == cards.OnThis {
				total -= n * perRes
			}
		case cards.OpDiscard:
			total -= n * r.card
		case cards.OpReveal:
			total += float64(op.M) * r.card
		case cards.OpRevealUntil:
			total += r.card
		case cards.OpExtraPlay:
			total += 3
		case cards.OpPlayFree:
			total += 7
		case cards.OpDiscountNext:
			total += n * 0.7
		case cards.OpHook:
			total += r.card
		case crisis.OpRemoveCounter:
			best := 0.0
			for _, id := range r.inPlay {
				best = max(best, r.counter[id])
			}
			total += best
		case crisis.OpGainOther:
			total += n * a.unit(op.Res)
		case crisis.OpTrade:
			total++
		case cards.OpChoose:
			best, hd := 0.0, i+1
			for k := 0; k < int(op.N); k++ {
				alt := *raised
				val := a.block(prog, hd+1, int(prog[hd].Jump)-1, perRes, &alt)
				if k == 0 || val > best {
					best = val
				}
				hd = int(prog[hd].Jump)
			}
			total += best
			i = hd - 1
		case cards.OpMay:
			total += max(a.block(prog, i+1, int(op.Jump), perRes, raised), 0)
			i = int(op.Jump) - 1
		case cards.OpForEach:
			total += a.block(prog, i+1, int(op.Jump), perRes, raised) * a.count(op.Count)
			i = int(op.Jump) - 1
		case cards.OpIf:
			total += 0.5 * a.block(prog, i+1, int(op.Jump), perRes, raised)
			i = int(op.Jump) - 1
		}
	}
	return total
}

// count estimates a countable of the seat's, with a share of what is to
// come for the counts that grow.
func (a *appraiser) count(c cards.Countable) float64 {
	left := float64(min(a.r.rounds, 12))
	n := 0.0
	switch c.Kind {
	case cards.CountTag:
		n = float64(a.me.Tags[c.Tag]) + 1
	case cards.CountColor:
		n = float64(a.me.Colors[c.Col]) + 0.3*left
	case cards.CountCards:
		n = float64(a.g.TableauSize(a.g.Player())) + a.perR*left
	case cards.CountForests:
		n = float64(a.me.Forests) + 0.3*left
	case cards.CountResources:
		n = 0.5 * left
	case cards.CountSteel:
		n = float64(a.me.Steel)
	case cards.CountTitanium:
		n = float64(a.me.Titanium)
	}
	if c.Per > 1 {
		n /= float64(c.Per)
	}
	return n
}

// passive is what a card's lasting modifiers are worth.
func (a *appraiser) passive(p *cards.Passive) float64 {
	left := float64(min(a.r.rounds, 12))
	val := 0.0
	for _, d := range p.Discounts {
		share := 1.0
		if d.Filter.Tags != 0 || d.Filter.Colors != 0 || d.Filter.MinCost > 0 {
			share = 0.25
		}
		val += float64(d.N) * share * a.perR * left
	}
	// The team raises metrics with standard projects all game long.
	val += float64(p.StandardDiscount) * 0.6 * left
	val += float64(-p.ForestPlants) * 0.25 * left * a.r.plant
	val += float64(p.SteelValue)*0.5*left + float64(p.TitaniumValue)*0.4*left
	val += float64(p.SellValue) * 0.5 * left
	val += float64(p.ResearchDraw)*0.4*left + float64(p.ResearchKeep)*1.2*left
	val += float64(len(p.AltPays)) * 0.5 * left
	if p.HeatAsMC {
		val += 5
	}
	return val
}

// playValue is what playing card id is worth to the seat now, net of its
// MC cost: its worth and the counters it removes.
func (a *appraiser) playValue(v *crisis.View, id int) float64 {
	return a.worth(id) + a.r.goalValue(v, a.g.Catalogue().Card(id)) - float64(a.g.CardCost(id))
}

// keepValue is what holding card id is worth: what playing it later may
// give, never below what it sells for. Its cost and requirements are read
// afresh each time: they turn on more of the game than the seat's
// resources (one-off discounts and requirement shifts, resources on
// cards), which would cost as much to compare as to read.
func (a *appraiser) keepValue(v *crisis.View, id int) float64 {
	if a.kept[id] != a.gen {
		a.kept[id], a.keeps[id] = a.gen, a.worth(id)+0.5*a.r.goalValue(v, a.g.Catalogue().Card(id))
	}
	net := a.keeps[id] - float64(a.g.CardCost(id))
	if !a.g.RequirementsMet(id) {
		net = 0.4*net - 3
	}
	return max(a.r.card, 0.6*net+a.r.card)
}
