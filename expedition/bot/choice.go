package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// choiceScores scores the answers to a choice asked by an effect or by the
// rules.
func (h *Heuristic) choiceScores(v *expedition.View, legal []expedition.Action, out []float64) {
	cat := v.Catalogue()
	switch v.Decision() {
	case expedition.DecisionKeep, expedition.DecisionDraft:
		for i, a := range legal {
			out[i] = h.waitedNet(v, int(a.Card))
		}
	case expedition.DecisionPlayFree:
		// Playing a card for free gains what the bot would otherwise pay
		// for it.
		for i, a := range legal {
			if a.Kind != expedition.ActDecline {
				out[i] = h.cardValue(v, int(a.Card)) - max(h.keepWorth(v, int(a.Card)), 0) + 0.1
			}
		}
	case expedition.DecisionDiscard:
		for i, a := range legal {
			out[i] = -h.keepWorth(v, int(a.Card))
		}
	case expedition.DecisionHook:
		// Mars University: discard a card to draw one (two for a plant card).
		for i, a := range legal {
			if a.Kind == expedition.ActDecline {
				continue
			}
			draws := 1.0
			if cat.Card(int(a.Card)).TagMask.Has(cards.TagPlant) {
				draws = 2
			}
			out[i] = draws*h.w.card - max(h.keepWorth(v, int(a.Card)), 0) - 1
		}
	case expedition.DecisionMay:
		prog, from, to := v.Optional()
		val := h.block(v, prog, from, to, cards.HoldNone, 0)
		accept := false
		for i, a := range legal {
			if a.Kind == expedition.ActAccept {
				out[i], accept = val, true
			}
		}
		if !accept { // only selling pays for it
			h.salesFor(v, legal, out, val, mcPaid(prog, from, to))
		}
		neverSellForNothing(legal, out)
	case expedition.DecisionChoose:
		h.alternativeScores(v, legal, out)
	case expedition.DecisionTarget:
		if v.DecisionSource() < 0 {
			// The rules' own target: the green card that produces again
			// (Production, version B).
			for i, a := range legal {
				out[i] = h.reproductionWorth(v, int(a.Card))
			}
			return
		}
		remove := h.removes(v, v.DecisionSource())
		for i, a := range legal {
			out[i] = h.resourceWorth(v, int(a.Card))
			if remove {
				out[i] = -out[i]
			}
		}
	}
}

// alternativeScores scores the alternatives of a pending choice: one the
// bot can pay now, or one it pays by selling its least useful cards first
// (Ruling E5); declining, when it may, scores 0.
func (h *Heuristic) alternativeScores(v *expedition.View, legal []expedition.Action, out []float64) {
	cat := v.Catalogue()
	src := v.DecisionSource()
	holds, vp := cards.HoldNone, cards.VP{}
	if src >= 0 && src < cards.MaxProjectCards {
		holds, vp = cat.Card(src).Holds, cat.Card(src).VP
	}
	perRes := vpPerResource(&h.w, vp)
	var vals [8]float64
	var paid [8]int
	n := 0
	for ; n < len(vals); n++ {
		prog, from, to := v.Alternative(n)
		if prog == nil {
			break
		}
		vals[n], paid[n] = h.block(v, prog, from, to, holds, perRes), mcPaid(prog, from, to)
	}
	for i, a := range legal {
		if a.Kind == expedition.ActChoose {
			out[i] = vals[a.Index]
		}
	}
	// An alternative only selling pays for.
	me := int8(v.Player())
	for i := 0; i < n; i++ {
		if containsAction(legal, expedition.Action{Kind: expedition.ActChoose, Player: me, Card: -1, Index: int8(i)}) {
			continue
		}
		h.salesFor(v, legal, out, vals[i], paid[i])
	}
	neverSellForNothing(legal, out)
}

// neverSellForNothing keeps the bot from selling at a choice for
// anything but the payment a sale's score says it starts.
func neverSellForNothing(legal []expedition.Action, out []float64) {
	for i, a := range legal {
		if a.Kind == expedition.ActSell && out[i] == 0 {
			out[i] = -1e6
		}
	}
}

// salesFor gives the sale that starts paying need MC for something worth
// val (its payment counted in) the plan's score, when the plan is worth it.
func (h *Heuristic) salesFor(v *expedition.View, legal []expedition.Action, out []float64, val float64, need int) {
	first, total := h.sellPlan(v, val, need, h.me.MC, -1)
	if first < 0 || total <= 0 {
		return
	}
	for i, a := range legal {
		if a.Kind == expedition.ActSell && int(a.Card) == first && total > out[i] {
			out[i] = total
		}
	}
}

// removes reports whether the choice of a target for src's effect takes
// resources away (a cost such as "remove 1 animal from any"), so that the
// bot takes them from the card they are worth least on.
func (h *Heuristic) removes(v *expedition.View, src int) bool {
	if src < 0 || src >= cards.MaxProjectCards {
		return false
	}
	c := v.Catalogue().Card(src)
	for i := range c.Actions {
		if c.Actions[i].Cost.Remove > 0 && c.Actions[i].Cost.RemoveFrom != cards.OnThis {
			return true
		}
	}
	return false
}

// mcPaid returns the MC the instructions [from, to) of prog pay before any
// nested block.
func mcPaid(prog cards.Program, from, to int) int {
	n := 0
	for i := from; i < to && i < len(prog); i++ {
		switch op := &prog[i]; op.Code {
		case cards.OpLose:
			if op.Res == cards.MC {
				n += int(op.N)
			}
		case cards.OpMay, cards.OpChoose, cards.OpForEach, cards.OpIf:
			return n
		}
	}
	return n
}

func containsAction(list []expedition.Action, a expedition.Action) bool {
	for _, b := range list {
		if b == a {
			return true
		}
	}
	return false
}
