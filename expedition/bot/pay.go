package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// altPay is one of the bot's alternative payments, in the order the engine
// numbers them (PayAlt0 << i): the corporation's first, then those of the
// cards in the order they came into play.
type altPay struct {
	src      int
	microbes bool
	n, mc    int
}

// listAlts lists the bot's alternative payments. The order of its cards'
// is the order in which the bot saw them come into play (cards it found in
// play when it first looked are taken in the order of their numbers).
func (h *Heuristic) listAlts(v *expedition.View) {
	h.alts = h.alts[:0]
	cat := v.Catalogue()
	add := func(src int, p *cards.Passive) {
		for _, a := range p.AltPays {
			h.alts = append(h.alts, altPay{src: src, microbes: a.Microbes, n: int(a.N), mc: int(a.MC)})
		}
	}
	if corp := h.me.Corporation; corp >= 0 {
		add(cards.MaxProjectCards+corp, &cat.Corporation(corp).Passive)
	}
	for _, id := range h.altOrder {
		add(id, &cat.Card(id).Passive)
	}
}

// payment is what a way of paying for a card takes from the bot.
type payment struct {
	worth float64 // what it pays is worth to the bot, in MC
	mc    int     // MC paid (the rest of the cost after the other means; Helion may pay it with heat)
	heat  int     // heat paid before the MC (Helion's heat first)
}

// pay works out what paying cost MC with flags takes (as the engine plans
// it) and what that is worth to the bot: MC at face value, heat, plants and
// microbes at what the bot gets from them otherwise.
func (h *Heuristic) pay(v *expedition.View, cost int, flags expedition.PayFlags) payment {
	var p payment
	rest := cost
	for i, a := range h.alts {
		if flags&(expedition.PayAlt0<<i) == 0 {
			continue
		}
		rest = max(rest-a.mc, 0)
		if a.microbes {
			p.worth += float64(a.n) * h.resourceWorth(v, a.src)
		} else {
			p.worth += float64(a.n) * h.w.plant
		}
	}
	if flags&expedition.PayHeatFirst != 0 {
		p.heat = min(h.me.Heat, rest)
		rest -= p.heat
		p.worth += float64(p.heat) * h.w.heat
	}
	// MC, then heat for Helion when the MC runs short (the engine's order);
	// MC still short comes from sales.
	p.mc = rest
	fromMC := rest
	if h.me.HeatAsMC {
		fromMC = min(rest, max(h.me.MC, 0))
		p.worth += float64(rest-fromMC) * h.w.heat
	}
	p.worth += float64(fromMC) * h.w.mc
	return p
}

// resourceWorth returns what one resource on the bot's card src is worth.
func (h *Heuristic) resourceWorth(v *expedition.View, src int) float64 {
	cat := v.Catalogue()
	if src >= cards.MaxProjectCards {
		return vpPerResource(&h.w, cat.Corporation(src-cards.MaxProjectCards).VP)
	}
	return vpPerResource(&h.w, cat.Card(src).VP)
}

// canPay returns the MC the bot can pay now: its MC, and heat for Helion.
func (h *Heuristic) canPay() int {
	if h.me.HeatAsMC {
		return h.me.MC + h.me.Heat
	}
	return h.me.MC
}
