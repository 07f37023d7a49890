package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// worth holds what things are worth to the heuristic bot now, in MC.
type worth struct {
	t       tuning
	rounds  float64 // rounds left (estimate)
	prods   float64 // production phases left (estimate)
	uses    float64 // Action phases left in which the bot acts (estimate)
	vp      float64
	tr      float64
	step    [cards.NumParams]float64 // raising a parameter one step (0 if maxed)
	heat    float64
	plant   float64
	card    float64
	animal  float64 // a resource on a card (its VP share, when it scores)
	steel   float64 // one steel for the rest of the game
	ti      float64
	cardsIn float64 // cards still to play (for discounts)
}

// assess sets w from the view.
func (w *worth) assess(v *expedition.View) {
	w.rounds = v.RoundsLeftEstimate()
	w.prods = w.t.prodShare * w.rounds
	w.uses = w.t.actionUses * w.rounds
	// Late in the game money has little use left, points are everything.
	w.vp = w.t.vp
	if w.rounds < 3 {
		w.vp = w.t.vp * 1.6
	}
	w.tr = w.vp + w.prods
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if v.ParamEnabled(par) && v.Param(par) < expedition.ParamMax(par) {
			w.step[par] = w.tr
		} else {
			w.step[par] = 0
		}
	}
	w.heat = w.step[cards.Temperature] / 8
	if w.heat < 0.3 {
		w.heat = 0.3
	}
	w.plant = (w.vp + w.step[cards.Oxygen]) / 8
	w.card = 3.5
	w.animal = w.vp
	w.steel = 2 * 0.5 * w.rounds
	w.ti = 3 * 0.4 * w.rounds
	w.cardsIn = 1.5 * w.rounds
}

// unit returns what one of a resource is worth.
func (w *worth) unit(r cards.Resource) float64 {
	switch r {
	case cards.MC:
		return 1
	case cards.Heat:
		return w.heat
	case cards.Plants:
		return w.plant
	}
	return w.card
}

// program returns what running prog once is worth.
func (h *Heuristic) program(v *expedition.View, prog cards.Program, holds cards.Holding, vpPerRes float64) float64 {
	return h.block(v, prog, 0, len(prog), holds, vpPerRes)
}

// block returns what running the instructions [from, to) of prog is worth
// (jumps are indexes into prog); vpPerRes is what a resource added to the
// card itself is worth.
func (h *Heuristic) block(v *expedition.View, prog cards.Program, from, to int, holds cards.Holding, vpPerRes float64) float64 {
	w := &h.w
	total := 0.0
	for i := from; i < to && i < len(prog); i++ {
		op := &prog[i]
		n := float64(op.N)
		if op.X {
			n = 1
		}
		switch op.Code {
		case cards.OpGain:
			total += n * w.unit(op.Res)
		case cards.OpLose:
			total -= n * w.unit(op.Res)
		case cards.OpProduction:
			total += n * w.unit(op.Res) * w.prods
		case cards.OpSteel:
			total += n * w.steel
		case cards.OpTitanium:
			total += n * w.ti
		case cards.OpRaise:
			total += n * w.step[op.Param]
		case cards.OpTR:
			total += n * w.tr
		case cards.OpForest:
			total += n * (w.vp + w.step[cards.Oxygen])
		case cards.OpAddRes:
			if op.Target == cards.OnThis {
				total += n * vpPerRes
			} else {
				total += n * 1.5
			}
		case cards.OpRemoveRes:
			if op.Target == cards.OnThis {
				total -= n * vpPerRes
			}
		case cards.OpDiscard:
			total -= n * 2
		case cards.OpReveal:
			total += float64(op.M) * w.card
		case cards.OpRevealUntil:
			total += w.card
		case cards.OpExtraPlay:
			total += 3
		case cards.OpPlayFree:
			total += 6
		case cards.OpDiscountNext:
			total += n * 0.7
		case cards.OpHook:
			total += w.card
		case cards.OpUpgradePhase:
			total += h.upgradeWorth(v, int(op.N))
		case cards.OpChoose:
			best, hd := 0.0, i+1
			for k := 0; k < int(op.N); k++ {
				val := h.block(v, prog, hd+1, int(prog[hd].Jump)-1, holds, vpPerRes)
				if k == 0 || val > best {
					best = val
				}
				hd = int(prog[hd].Jump)
			}
			total += best
			i = hd - 1
		case cards.OpMay:
			val := h.block(v, prog, i+1, int(op.Jump), holds, vpPerRes)
			if val > 0 {
				total += val
			}
			i = int(op.Jump) - 1
		case cards.OpForEach:
			body := h.block(v, prog, i+1, int(op.Jump), holds, vpPerRes)
			total += body * h.countEstimate(v, op.Count)
			i = int(op.Jump) - 1
		case cards.OpIf:
			total += 0.5 * h.block(v, prog, i+1, int(op.Jump), holds, vpPerRes)
			i = int(op.Jump) - 1
		}
	}
	return total
}

// countEstimate estimates a countable for the bot's own player now, plus
// this card's share.
func (h *Heuristic) countEstimate(v *expedition.View, c cards.Countable) float64 {
	info := &h.me
	n := 0.0
	switch c.Kind {
	case cards.CountTag:
		n = float64(info.Tags[c.Tag]) + 1
	case cards.CountColor:
		n = float64(info.Colors[c.Col]) + 0.3*h.w.rounds
	case cards.CountCards:
		n = float64(v.TableauSize(v.Player())) + h.w.cardsIn
	case cards.CountForests:
		n = float64(info.Forests) + 0.3*h.w.rounds
	case cards.CountResources:
		n = 0.5 * h.w.rounds
	case cards.CountSteel:
		n = float64(info.Steel)
	case cards.CountTitanium:
		n = float64(info.Titanium)
	}
	if c.Per > 1 {
		n /= float64(c.Per)
	}
	return n
}

// vpPerResource returns what one resource on card c is worth through its VP.
func vpPerResource(w *worth, vp cards.VP) float64 {
	if vp.Count.Kind != cards.CountResources {
		return 0.7 // resources without VP feed actions
	}
	return w.vp * float64(vp.Per) / float64(max(vp.Count.Per, 1))
}

// cardValue returns what card id is worth to the bot if played now,
// before its cost.
func (h *Heuristic) cardValue(v *expedition.View, id int) float64 {
	if h.valued[id] == h.stamp {
		return h.values[id]
	}
	c := v.Catalogue().Card(id)
	w := &h.w
	perRes := vpPerResource(w, c.VP)
	val := h.program(v, c.Effect, c.Holds, perRes)
	val += float64(c.VP.Fixed) * w.vp
	if c.VP.IsVariable() {
		val += float64(c.VP.Per) * h.countEstimate(v, c.VP.Count) * w.vp
	}
	if len(c.Actions) > 0 {
		best := 0.0
		for i := range c.Actions {
			if a := h.option(v, &c.Actions[i], c.Holds, perRes); a > best {
				best = a
			}
		}
		val += best * w.uses
	}
	val += float64(len(c.Triggers)) * 0.8 * w.rounds
	val += h.passive(&c.Passive) + w.t.cardBonus
	if v.Features()&cards.NeedsMilestones != 0 {
		val += h.cardTiles(v, c)
	}
	val -= float64(c.PlayCost.TR)*w.tr + float64(c.PlayCost.Heat)*w.heat + float64(c.PlayCost.Plants)*w.plant
	h.valued[id], h.values[id] = h.stamp, val
	return val
}

// passive returns what a card's lasting modifiers are worth.
func (h *Heuristic) passive(p *cards.Passive) float64 {
	w := &h.w
	val := 0.0
	for _, d := range p.Discounts {
		share := 1.0
		if d.Filter.Tags != 0 || d.Filter.Colors != 0 || d.Filter.MinCost > 0 {
			share = 0.25
		}
		val += float64(d.N) * share * w.cardsIn
	}
	val += float64(p.StandardDiscount) * 0.3 * w.rounds
	val += float64(p.SteelValue)*0.5*w.rounds + float64(p.TitaniumValue)*0.4*w.rounds
	val += float64(p.SellValue) * 0.5 * w.rounds
	val += float64(p.ResearchDraw)*0.4*w.rounds + float64(p.ResearchKeep)*1.2*w.rounds
	val += float64(len(p.AltPays)) * 0.5 * w.rounds
	if p.HeatAsMC {
		val += 5
	}
	if p.ReqShift != 0 {
		val += 3
	}
	if p.ForestPlants != 0 {
		val += 0.4 * w.rounds
	}
	return val
}

// option returns what one use of an action option is worth, net of its
// cost (X options are valued per unit of X).
func (h *Heuristic) option(v *expedition.View, o *cards.Option, holds cards.Holding, perRes float64) float64 {
	w := &h.w
	c := &o.Cost
	val := h.program(v, o.Body, holds, perRes)
	val -= float64(c.MC) - float64(c.LessPer)*h.countEstimate(v, c.Less)
	val -= float64(c.Heat)*w.heat + float64(c.Plants)*w.plant + float64(c.TR)*w.tr + float64(c.Discard)*2
	switch c.XKind {
	case cards.XHeat:
		val -= w.heat
	case cards.XDiscard:
		val -= 2
	}
	if c.Remove > 0 && c.RemoveFrom == cards.OnThis {
		val -= float64(c.Remove) * perRes
	}
	return val
}
