package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
)

// crisisDecision answers a decision of the Crisis part of the game.
func (h *Heuristic) crisisDecision(v *crisis.View) crisis.Action {
	r := &h.r
	g := v.Game()
	me := h.seat(v, g.Player())
	switch v.Decision() {
	case crisis.DecisionChoose:
		return h.pick(func(a crisis.Action) float64 {
			prog, from, to := v.Alternative(int(a.Index))
			return -h.harm(v, me, prog, from, to)
		})
	case crisis.DecisionFlipDown:
		// The tile flipped down comes back with its reward: flip the best.
		return h.pick(func(a crisis.Action) float64 { return tileWorth(g.OceanTile(int(a.Index))) })
	case crisis.DecisionLowerMetrics:
		n, m := v.LowerAmounts()
		return h.pick(func(a crisis.Action) float64 {
			first, second := crisis.MetricPair(int(a.Index))
			return -r.lowerCost(first, n) - r.lowerCost(second, m)
		})
	case crisis.DecisionCounter:
		return h.pick(func(a crisis.Action) float64 { return r.counter[a.Index] })
	case crisis.DecisionSpendVP:
		return h.pick(func(a crisis.Action) float64 {
			if a.Kind == crisis.ActDecline {
				return h.tokenUse(v)
			}
			return r.counter[a.Index]
		})
	case crisis.DecisionDummy:
		ph := h.dummyPhase(v)
		for _, a := range h.buf {
			if int(a.Index) == ph {
				return a
			}
		}
	case crisis.DecisionGive:
		return h.give(v, me, func(a crisis.Action) (int, int) { return int(a.Card), int(a.Index) },
			func(a crisis.Action) bool { return a.Kind == crisis.ActGive })
	case crisis.DecisionRemoveGreen:
		return h.pick(func(a crisis.Action) float64 { return -me.lasting(int(a.Card)) })
	}
	// Discards: the card least worth keeping.
	return h.pick(func(a crisis.Action) float64 {
		if a.Card < 0 {
			return 0
		}
		return -me.keepValue(v, int(a.Card))
	})
}

// tokenUse is what keeping two VP tokens is worth over spending them on a
// counter: nothing while the tokens have no other use; once Dwindling
// Supplies is out (or next), its ability turns them into MC for the last
// push.
func (h *Heuristic) tokenUse(v *crisis.View) float64 {
	r := &h.r
	if !r.last && !r.prep {
		return 0.5
	}
	return 2*h.dwindlingGain(v) - 1
}

// dwindlingGain is the MC one VP token buys with Dwindling Supplies'
// ability at this player count.
func (h *Heuristic) dwindlingGain(v *crisis.View) float64 {
	deck := v.Deck()
	for id := range deck.Cards {
		c := &deck.Cards[id]
		if c.Goal.Kind == crisis.GoalTerraformAll && (int(c.Players) == v.Players() || c.Players == 0) {
			return h.anytimeGain(v, id)
		}
	}
	return 0
}

// harm values the ops from..to of a Crisis effect for the player who
// undergoes it, in MC.
func (h *Heuristic) harm(v *crisis.View, me *appraiser, prog cards.Program, from, to int) float64 {
	r := &h.r
	total := 0.0
	var lowered [metrics]int
	for i := from; i < to; i++ {
		op := &prog[i]
		switch op.Code {
		case cards.OpLower:
			if op.Param < metrics {
				total += r.lowerCost(op.Param, int(op.N)+lowered[op.Param])
				lowered[op.Param] += int(op.N)
			}
		case cards.OpLose:
			total += float64(op.N) * me.unit(op.Res)
		case cards.OpTR:
			total -= float64(op.N) * r.tr
		case cards.OpGain:
			total -= float64(op.N) * me.unit(op.Res)
		case crisis.OpRemoveGreen:
			total += me.greenLoss(op.N == 1)
		}
	}
	return total
}

// lowerCost is what lowering par n steps now costs the team: the price of
// raising the steps back, the danger of where the metric ends, and a lost
// game when the track has not the steps.
func (r *reading) lowerCost(par cards.Param, n int) float64 {
	if r.level[par] < n {
		return lossCost * 3
	}
	return r.t.deferral*price[par]*float64(n) + r.danger(par, r.level[par]-n) - r.danger(par, r.level[par])
}

// lasting is what green card id in play goes on giving its owner: the
// production, steel and titanium it would take with it.
func (a *appraiser) lasting(id int) float64 {
	r := a.r
	left := float64(min(r.rounds, 12))
	c := a.g.Catalogue().Card(id)
	total := 0.0
	for i := range c.Effect {
		op := &c.Effect[i]
		switch op.Code {
		case cards.OpProduction:
			total += float64(op.N) * a.unit(op.Res) * r.prods
		case cards.OpSteel:
			total += float64(op.N) * 2 * 0.3 * left
		case cards.OpTitanium:
			total += float64(op.N) * 3 * 0.2 * left
		}
	}
	return total + a.passive(&c.Passive)
}

// greenLoss is what the seat loses when it must discard a green card of
// its tableau (the most expensive one when most is set), choosing the one
// it misses least.
func (a *appraiser) greenLoss(most bool) float64 {
	var tab [64]int
	ids := a.g.Tableau(a.g.Player(), tab[:0])
	top := int16(-1)
	for _, id := range ids {
		if c := a.g.Catalogue().Card(id); c.Color == cards.Green {
			top = max(top, c.Cost)
		}
	}
	low := -1.0
	for _, id := range ids {
		c := a.g.Catalogue().Card(id)
		if c.Color != cards.Green || most && c.Cost != top {
			continue
		}
		if w := a.lasting(id); low < 0 || w < low {
			low = w
		}
	}
	return max(low, 0)
}
