package bot

import (
	"math"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// worth holds what things are worth to the heuristic bot now, in MC, and
// what it expects of the rest of the game.
type worth struct {
	t      tuning
	rounds float64 // rounds left (estimate), the current one included
	// mc is what one MC is worth (in the MC of the other worths): less
	// than 1 when the bot gets more MC than its cards can use, and in the
	// last rounds, when MC left over is lost.
	mc float64
	// span is the rounds whose yield the bot counts: the rounds left,
	// discounted by the tuning's horizon (a yield far off is less sure).
	span float64
	// resolve is the chance that a phase resolves in a round to come:
	// someone (the bot included) chooses it.
	resolve [expedition.NumPhases + 1]float64
	prods   float64 // production phases left (estimate)
	uses    float64 // uses of a blue card's action still to come (estimate)
	plays   float64 // cards the bot will still play (estimate)
	greens  float64 // of them green (phase I)
	vp      float64
	tr      float64
	step    [cards.NumParams]float64 // raising a parameter one step now (0 if maxed), the bot's triggers included
	pastMax [cards.NumParams]float64 // a step past the maximum now, within the bot's allowance (Ruling E4), else 0
	left    [cards.NumParams]float64 // steps left on each track
	heat    float64                  // a heat now
	plant   float64                  // a plant now
	// heatLater and plantLater are what a heat or plant produced in a
	// later round is worth: its TR is worth less by then.
	heatLater, plantLater float64
	card                  float64 // a card drawn
	animal                float64 // a resource on a card (its VP share, when it scores)
	forest                float64 // a forest gained now, the bot's triggers included
	steel                 float64 // one steel for the rest of the game
	ti                    float64 // one titanium for the rest of the game
	cardsIn               float64 // cards still to play (for discounts and counts)
	ocean                 float64 // an ocean tile's reward (the mean of the tiles)
}

// assess sets what things are worth from the view; h.me must be set.
func (h *Heuristic) assess(v *expedition.View) {
	w := &h.w
	t := &w.t
	players := float64(v.Players())
	h.readTableau(v)
	w.rounds = h.roundsLeft(v)
	if h.resolveFor != v.Players() { // the same for every assessment of a game
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			h.resolveOf[ph] = 1 - math.Pow(1-t.pick[ph], players)
		}
		h.resolveFor = v.Players()
	}
	w.resolve = h.resolveOf
	w.span = w.rounds
	if t.horizon > 0 {
		w.span = w.rounds * t.horizon / (w.rounds + t.horizon)
	}
	w.prods = t.prodScale * w.resolve[expedition.PhaseProduction] * max(w.span-0.5, 0.5)
	w.uses = t.actionUses * w.span
	w.greens = w.rounds * w.resolve[expedition.PhaseDevelopment]
	w.plays = w.greens + w.rounds*w.resolve[expedition.PhaseConstruction]*(1+t.conExtra)
	w.cardsIn = w.plays
	// Late in the game money has little use left, points are everything.
	w.vp = t.vp
	if w.rounds < 3 {
		w.vp = t.vp * t.lateVP
	}
	w.mc = h.moneyWorth()
	w.tr = w.vp + w.prods*w.mc
	later := w.vp + w.prods*w.mc/2
	for par := cards.Param(0); par < cards.NumParams; par++ {
		w.left[par], w.step[par] = 0, 0
		if v.ParamEnabled(par) && v.Param(par) < expedition.ParamMax(par) {
			w.left[par] = float64(expedition.ParamMax(par) - v.Param(par))
			w.step[par] = w.tr
		}
	}
	w.ocean = 0
	if w.left[cards.Oceans] > 0 {
		w.ocean = t.oceanReward
	}
	w.heat, w.heatLater = 0.3, 0.3
	if w.step[cards.Temperature] > 0 {
		w.heat = w.step[cards.Temperature] / 8
		w.heatLater = later / 8
	}
	if h.me.HeatAsMC {
		w.heat, w.heatLater = max(w.heat, w.mc), max(w.heatLater, w.mc)
	}
	oxygen := 0.0
	if w.step[cards.Oxygen] > 0 {
		oxygen = later
	}
	w.plant = (w.vp + w.step[cards.Oxygen]) / float64(h.forestPlants)
	w.plantLater = (w.vp + oxygen) / float64(h.forestPlants)
	w.animal = w.vp
	h.assessCards(v)
	h.listAlts(v)
	h.assessFires(v)
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if w.step[par] > 0 {
			w.step[par] += h.fires.raise[par] + h.unlock[par]
		}
	}
	w.step[cards.Oceans] += w.ocean
	// Ruling E4: a parameter that reached its maximum during this phase
	// still gives a TR a step, and fires triggers, while the bot has
	// allowance left for it in the phase. Only what the bot does now gains
	// it: the cards it keeps will be played in later phases, where the step
	// gives nothing.
	for par := cards.Param(0); par < cards.NumParams; par++ {
		w.pastMax[par] = 0
		if w.step[par] == 0 && v.CanRaise(par) {
			w.pastMax[par] = w.tr + h.fires.raise[par]
		}
	}
	w.forest = w.vp + w.step[cards.Oxygen] + h.fires.forest
	h.assessMetals()
}

// moneyWorth returns what one MC is worth to the bot: 1 while the cards
// it should still play can use all the MC it should get, less when it
// should get more than they use (the rest buys standard projects), and
// less again in the last rounds, when MC left over is lost.
func (h *Heuristic) moneyWorth() float64 {
	w := &h.w
	t := &w.t
	supply := float64(h.canPay()) + float64(h.me.TR+h.me.Production[cards.MC])*w.prods
	demand := w.plays * t.playCost
	m := 1.0
	if supply > demand {
		m = 1 - t.glut*(supply-demand)/supply
	}
	if w.rounds < t.moneyRounds {
		m *= max(w.rounds/t.moneyRounds, t.moneyFloor)
	}
	return max(m, t.moneyFloor)
}

// roundsLeft estimates the rounds left, the current one included: the
// mode's estimate when a mode that ends the game gives one (Crisis), else
// from the steps still to raise and the pace of the game so far (weighed
// with a prior pace per player, so that the first rounds do not mislead
// it).
func (h *Heuristic) roundsLeft(v *expedition.View) float64 {
	if n := v.RoundMods().RoundsLeft; n > 0 {
		return float64(n)
	}
	t := &h.w.t
	total := 0
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if v.ParamEnabled(par) {
			total += expedition.ParamMax(par)
		}
	}
	left := float64(v.StepsLeft())
	done := float64(max(v.Round()-1, 0))
	prior := t.pace * float64(v.Players())
	pace := (float64(total) - left + prior*t.paceWeight) / (done + t.paceWeight)
	pace = max(pace*t.accel, 1)
	return max(left/pace, 1)
}

// unit returns what one of a resource is worth.
func (w *worth) unit(r cards.Resource) float64 {
	switch r {
	case cards.MC:
		return w.mc
	case cards.Heat:
		return w.heat
	case cards.Plants:
		return w.plant
	}
	return w.card
}

// produced returns what one production of a resource is worth for the
// rest of the game.
func (w *worth) produced(r cards.Resource) float64 {
	switch r {
	case cards.MC:
		return w.prods * w.mc
	case cards.Heat:
		return w.prods * w.heatLater
	case cards.Plants:
		return w.prods * w.plantLater
	}
	return w.prods * w.card
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
			total += n * w.produced(op.Res)
		case cards.OpSteel:
			total += n * w.steel
		case cards.OpTitanium:
			total += n * w.ti
		case cards.OpRaise:
			total += n * w.step[op.Param]
		case cards.OpTR:
			total += n * w.tr
		case cards.OpForest:
			total += n * w.forest
		case cards.OpAddRes:
			if op.Target == cards.OnThis {
				total += n * vpPerRes
			} else {
				total += n * h.fires.elsewhere
			}
		case cards.OpRemoveRes:
			if op.Target == cards.OnThis {
				total -= n * vpPerRes
			}
		case cards.OpDiscard:
			total -= n * h.discardCost()
		case cards.OpReveal:
			total += float64(op.M) * w.card
		case cards.OpRevealUntil:
			total += w.card
		case cards.OpExtraPlay:
			total += w.t.extraPlay
		case cards.OpPlayFree:
			total += w.t.playFree
		case cards.OpDiscountNext:
			total += n * 0.7
		case cards.OpHook:
			total += w.card
		case cards.OpUpgradePhase:
			total += h.upgradeWorth(v, int(op.N)) * w.t.upgradeCards
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
			share := 0.5
			if op.Cond.Kind == cards.CondChoseAction && h.choosing != 0 {
				share = float64(h.choosing+1) / 2 // 1 when the bot chose Action, else 0
			}
			total += share * h.block(v, prog, i+1, int(op.Jump), holds, vpPerRes)
			i = int(op.Jump) - 1
		}
	}
	return total
}

// discardCost returns what discarding a card from hand costs: the least
// a card in hand is worth to the bot (what it would sell for, at least).
func (h *Heuristic) discardCost() float64 { return max(h.hand.least, 1) }

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
// before its cost: its effect, VP, action, triggers and lasting modifiers,
// and what it makes the bot's own triggers give.
func (h *Heuristic) cardValue(v *expedition.View, id int) float64 {
	upgrades := v.Catalogue().Card(id).Needs&cards.NeedsUpgrades != 0 && !h.w.t.flatUpgrades
	if h.valued[id] == h.stamp && (!upgrades || h.valuedMoment[id] == h.moment(v)) {
		return h.values[id]
	}
	val := h.computeCardValue(v, id)
	if h.weighing && upgrades {
		return val // an upgrade in it was given a flat worth: not kept
	}
	h.valued[id], h.values[id] = h.stamp, val
	if upgrades {
		h.valuedMoment[id] = h.moment(v)
	}
	return val
}

// computeCardValue is cardValue, worked out afresh.
func (h *Heuristic) computeCardValue(v *expedition.View, id int) float64 {
	c := v.Catalogue().Card(id)
	w := &h.w
	perRes := vpPerResource(w, c.VP)
	val := h.program(v, c.Effect, c.Holds, perRes)
	val += float64(c.VP.Fixed) * w.vp
	// VP per resource on the card come with the resources its effects,
	// triggers and action add (vpPerResource).
	if c.VP.IsVariable() && c.VP.Count.Kind != cards.CountResources {
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
	for i := range c.Triggers {
		val += h.triggerWorth(v, c, &c.Triggers[i], perRes)
	}
	val += h.firedBy(c)
	val += h.passive(&c.Passive) + w.t.cardBonus
	if v.Features()&cards.NeedsMilestones != 0 {
		val += h.cardTiles(v, c)
	}
	val -= float64(c.PlayCost.TR)*w.tr + float64(c.PlayCost.Heat)*w.heat + float64(c.PlayCost.Plants)*w.plant
	return val
}

// passive returns what a card's lasting modifiers are worth over the rest
// of the game.
func (h *Heuristic) passive(p *cards.Passive) float64 {
	w := &h.w
	val := 0.0
	for _, d := range p.Discounts {
		val += float64(d.N) * h.futurePlays(d.Filter)
	}
	val += float64(p.StandardDiscount) * w.t.standardsPerRound * w.span
	if p.SteelValue != 0 {
		val += float64(p.SteelValue) * (float64(h.me.Steel) + 0.5) * h.metal.building
	}
	if p.TitaniumValue != 0 {
		val += float64(p.TitaniumValue) * (float64(h.me.Titanium) + 0.5) * h.metal.space
	}
	val += float64(p.SellValue) * w.t.sellsPerRound * w.span
	research := w.resolve[expedition.PhaseResearch] * w.span
	val += float64(p.ResearchDraw)*0.3*w.card*research + float64(p.ResearchKeep)*w.card*research
	for _, a := range p.AltPays {
		paid := w.plant * float64(a.N)
		if a.Microbes {
			paid = 0.7 * float64(a.N) // microbes with no VP of their own
		}
		if gain := float64(a.MC) - paid; gain > 0 {
			val += gain * w.t.altPayShare * w.plays
		}
	}
	if p.HeatAsMC {
		val += 5
	}
	if p.ReqShift != 0 {
		val += 3 + 2*h.hand.shiftable
	}
	if p.ForestPlants != 0 {
		val += float64(-p.ForestPlants) * w.forest / float64(h.forestPlants) * (w.t.plantForests * w.span)
	}
	return val
}

// option returns what one use of an action option is worth, net of its
// cost (X options are valued per unit of X).
func (h *Heuristic) option(v *expedition.View, o *cards.Option, holds cards.Holding, perRes float64) float64 {
	w := &h.w
	c := &o.Cost
	val := h.program(v, o.Body, holds, perRes)
	val -= (float64(c.MC) - float64(c.LessPer)*h.countEstimate(v, c.Less)) * w.mc
	val -= float64(c.Heat)*w.heat + float64(c.Plants)*w.plant + float64(c.TR)*w.tr + float64(c.Discard)*h.discardCost()
	switch c.XKind {
	case cards.XHeat:
		val -= w.heat
	case cards.XDiscard:
		val -= h.discardCost()
	}
	if c.Remove > 0 && c.RemoveFrom == cards.OnThis {
		val -= float64(c.Remove) * perRes
	}
	return val + h.fires.action
}
