package expedition

import "github.com/aresim/aresim/expedition/cards"

// CardCost returns what card id costs player p in MC now, after discounts,
// steel and titanium and the round's cost change, and before alternative
// payments; never below zero (Ruling E5). For a card with a wild tag it is
// the cost with the cheapest tag to choose (Ruling D3).
func (s *State) CardCost(p, id int) int {
	c := s.card(id)
	if !hasWild(c) {
		return s.cardCost(p, c)
	}
	best := -1
	for t := cards.Tag(0); t < cards.TagEvent; t++ {
		if cost := s.cardCostAs(p, c, playedMask(c, t)); best < 0 || cost < best {
			best = cost
		}
	}
	return best
}

// CardCostAs returns what card id costs player p now with its wild tag
// standing for tag wild (for a card without one, CardCost).
func (s *State) CardCostAs(p, id int, wild cards.Tag) int {
	c := s.card(id)
	return s.cardCostAs(p, c, playedMask(c, wild))
}

func (s *State) cardCost(p int, c *cards.Card) int { return s.cardCostAs(p, c, c.TagMask) }

// cardCostAs returns the cost of card c for player p when it has the tags
// in tags (its printed tags, or a wild tag chosen).
func (s *State) cardCostAs(p int, c *cards.Card, tags cards.TagMask) int {
	pl := &s.players[p]
	cost := int(c.Cost) + int(s.mods.CardCost) - int(pl.nextDiscount)
	for i := 0; i < int(pl.nDiscounts); i++ {
		d := &pl.discounts[i]
		if d.tags != 0 && tags&d.tags == 0 {
			continue
		}
		if d.colors != 0 && !d.colors.Has(c.Color) {
			continue
		}
		if int(c.Cost) < int(d.minCost) {
			continue
		}
		cost -= int(d.n)
	}
	// Ruling E5: steel lowers a building card by 2 MC each, titanium a space
	// card by 3 MC each, plus any value bonus.
	if tags.Has(cards.TagBuilding) {
		cost -= int(pl.steel) * (steelWorth + int(pl.steelValue))
	}
	if tags.Has(cards.TagSpace) {
		cost -= int(pl.titanium) * (titaniumWorth + int(pl.titaniumValue))
	}
	if cost < 0 {
		cost = 0
	}
	return cost
}

// payment is how a cost is paid.
type payment struct {
	mc, heat int32
	alts     uint8 // bit i: alternative payment i used
}

// plan works out how player p pays cost MC with the given flags. It fails
// when the player cannot pay, or when a flag asks for something useless
// (an alternative payment on a cost already covered, heat first without
// heat), so that every legal payment is a different one.
func (s *State) plan(p, cost int, flags PayFlags) (payment, bool) {
	pl := &s.players[p]
	var pay payment
	rest := cost
	for i := 0; i < int(pl.nAlts); i++ {
		if flags&(PayAlt0<<i) == 0 {
			continue
		}
		a := &pl.alts[i]
		if rest <= 0 {
			return pay, false
		}
		if a.microbes {
			if int(s.res[a.src]) < int(a.n) {
				return pay, false
			}
		} else if int(pl.plants) < int(a.n) {
			return pay, false
		}
		rest -= int(a.mc)
		pay.alts |= 1 << i
	}
	if flags >= PayAlt0<<pl.nAlts {
		return pay, false
	}
	if rest < 0 {
		rest = 0
	}
	if flags&PayHeatFirst != 0 {
		if !pl.heatAsMC || pl.heat == 0 || rest == 0 {
			return pay, false
		}
		h := min(int(pl.heat), rest)
		pay.heat = int32(h)
		rest -= h
	}
	m := min(int(pl.mc), rest)
	pay.mc = int32(m)
	rest -= m
	if rest > 0 && pl.heatAsMC {
		h := min(int(pl.heat)-int(pay.heat), rest)
		pay.heat += int32(h)
		rest -= h
	}
	return pay, rest == 0
}

// pay takes a planned payment from player p.
func (s *State) pay(p int, pay payment) {
	pl := &s.players[p]
	for i := 0; i < int(pl.nAlts); i++ {
		if pay.alts&(1<<i) == 0 {
			continue
		}
		a := &pl.alts[i]
		if a.microbes {
			s.addRes(a.src, -int(a.n))
		} else {
			s.spend(p, cards.Plants, int(a.n))
		}
	}
	s.spend(p, cards.MC, int(pay.mc))
	s.spend(p, cards.Heat, int(pay.heat))
}

// canPayMC reports whether player p can pay n MC (Helion may add heat).
func (s *State) canPayMC(p, n int) bool {
	pl := &s.players[p]
	have := int(pl.mc)
	if pl.heatAsMC {
		have += int(pl.heat)
	}
	return have >= n
}

// payMC takes n MC from player p, then heat as MC if allowed.
func (s *State) payMC(p, n int) {
	pl := &s.players[p]
	m := min(int(pl.mc), n)
	s.spend(p, cards.MC, m)
	if n > m {
		s.spend(p, cards.Heat, n-m)
	}
}

// meetsRequirements checks card c's requirements for player p now (Ruling
// E3), with the requirement shift of Inventrix, Adaptation Technology or
// Special Design (at most one zone; they do not add up).
func (s *State) meetsRequirements(p int, c *cards.Card) bool {
	pl := &s.players[p]
	shift := pl.reqShift | pl.shiftNext
	for i := range c.Requires {
		r := &c.Requires[i]
		switch r.Kind {
		case cards.ReqParamMin, cards.ReqParamMax:
			if r.Param == cards.Oceans {
				n := int(s.params[cards.Oceans])
				if r.Kind == cards.ReqParamMin && n < int(r.N) || r.Kind == cards.ReqParamMax && n > int(r.N) {
					return false
				}
				continue
			}
			z := int(zoneOf(r.Param, s.params[r.Param]))
			off := 0
			if shift&(1<<r.Param) != 0 {
				off = 1
			}
			if r.Kind == cards.ReqParamMin && z+off < int(r.Zone) || r.Kind == cards.ReqParamMax && z-off > int(r.Zone) {
				return false
			}
		case cards.ReqTags:
			if int(pl.tags[r.Tag]) < int(r.N) {
				return false
			}
		case cards.ReqTR:
			if int(pl.tr) < int(r.N) {
				return false
			}
		case cards.ReqCount:
			if s.count(p, 0, r.Count) < int(r.N) {
				return false
			}
		}
	}
	pc := &c.PlayCost
	return int(pl.tr) >= int(pc.TR) && int(pl.heat) >= int(pc.Heat) && int(pl.plants) >= int(pc.Plants)
}

// playCard puts card id from player p's hand into play, its wild tag (if
// any) standing for tag wild (Ruling D3). A paid card uses the planned
// payment and the player's next-card discount; a free card (play-free)
// pays no MC. Then the card's effect runs, then the triggers its play
// fires.
func (s *State) playCard(p, id int, wild cards.Tag, free bool, pay payment) {
	pl := &s.players[p]
	c := s.card(id)
	if hasWild(c) {
		s.wild[id] = uint8(wild) + 1
	}
	if !free {
		s.pay(p, pay)
		pl.nextDiscount, pl.bonusDiscount = 0, 0
	}
	pl.shiftNext = 0
	if c.PlayCost.TR > 0 {
		s.cardTR(p, -int(c.PlayCost.TR))
	}
	s.spend(p, cards.Heat, int(c.PlayCost.Heat))
	s.spend(p, cards.Plants, int(c.PlayCost.Plants))
	s.fromHand(p, id)
	s.enterTableau(p, id)
	s.bankPlayed(id)
	s.emit(Event{Kind: EvCardPlayed, Player: int8(p), Card: int16(id), Color: c.Color, Tags: playedMask(c, s.wildTag(id)), N: int16(len(c.Tags))})
	s.firePlay(p, id)
	if len(c.Effect) > 0 {
		s.push(frame{player: uint8(p), kind: fkEffect, src: source(id)})
	}
}

// enterTableau puts card id in player p's tableau with its tags, lasting
// modifiers, triggers and action.
func (s *State) enterTableau(p, id int) {
	pl := &s.players[p]
	c := s.card(id)
	s.loc[id] = locTableau + uint8(p)
	pl.tableau.add(id)
	pl.nTableau++
	pl.colors[c.Color]++
	for _, t := range c.Tags {
		if t == cards.TagWild {
			t = s.wildTag(id) // Ruling D3: the tag chosen while the card is in play
		}
		s.addTag(pl, t, 1)
	}
	pl.resources += s.res[id]
	s.addModifiers(p, source(id), &c.Passive, len(c.Triggers) > 0, len(c.Actions) > 0)
}

// addModifiers records what a card or corporation in play changes for its
// owner.
func (s *State) addModifiers(p int, src source, ps *cards.Passive, triggers, actions bool) {
	pl := &s.players[p]
	for _, d := range ps.Discounts {
		if int(pl.nDiscounts) < maxDiscounts {
			pl.discounts[pl.nDiscounts] = discount{tags: d.Filter.Tags, colors: d.Filter.Colors, minCost: int8(max(d.Filter.MinCost, 0)), n: int8(d.N)}
			pl.nDiscounts++
		}
	}
	for _, a := range ps.AltPays {
		if int(pl.nAlts) < maxAlts {
			pl.alts[pl.nAlts] = altPay{src: src, microbes: a.Microbes, n: int8(a.N), mc: int8(a.MC)}
			pl.nAlts++
		}
	}
	pl.stdDiscount += int8(ps.StandardDiscount)
	pl.forestPlants += int8(ps.ForestPlants)
	pl.steelValue += int8(ps.SteelValue)
	pl.titaniumValue += int8(ps.TitaniumValue)
	pl.sellValue += int8(ps.SellValue)
	pl.heatAsMC = pl.heatAsMC || ps.HeatAsMC
	pl.reqShift |= ps.ReqShift
	pl.researchDraw += int8(ps.ResearchDraw)
	pl.researchKeep += int8(ps.ResearchKeep)
	if triggers && int(pl.nTriggers) < maxTriggers {
		pl.triggers[pl.nTriggers] = src
		pl.nTriggers++
	}
	if actions && int(pl.nActions) < maxActions {
		pl.actions[pl.nActions] = src
		pl.nActions++
	}
}

// canPlayFree reports whether player p may play card id with play-free
// filter f: in hand, matching, requirements met.
func (s *State) canPlayFree(p, id int, f cards.Filter) bool {
	if !s.players[p].hand.has(id) {
		return false
	}
	c := s.card(id)
	return f.Match(c) && s.meetsRequirements(p, c) && s.vpPlayable(c)
}

// anyPlayFree reports whether player p has a card to play with filter f.
func (s *State) anyPlayFree(p int, f cards.Filter) bool {
	pl := &s.players[p]
	for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
		if s.canPlayFree(p, id, f) {
			return true
		}
	}
	return false
}

// applyCorporation gives player p their corporation: starting MC, tags,
// modifiers, triggers, action, and its setup effect.
func (s *State) applyCorporation(p int) {
	pl := &s.players[p]
	corp := s.cat().Corporation(int(pl.corp))
	pl.mc += int32(corp.MC)
	for _, t := range corp.Tags {
		s.addTag(pl, t, 1)
	}
	src := corpSource(int(pl.corp))
	s.addModifiers(p, src, &corp.Passive, len(corp.Triggers) > 0, len(s.actionsOf(src)) > 0)
	// A play trigger that counts its own card fires for the corporation's
	// own tags when it takes effect (Sultira's power tag).
	for j := len(corp.Triggers) - 1; j >= 0; j-- {
		t := &corp.Triggers[j]
		if t.Event != cards.EvPlay || !t.InclSelf || t.Filter.Tags == 0 || t.Filter.Colors != 0 {
			continue
		}
		for _, tag := range corp.Tags {
			if t.Filter.Tags.Has(tag) {
				s.push(frame{player: uint8(p), kind: fkTrigger, src: src, idx: uint8(j)})
			}
		}
	}
	if len(corp.Setup) > 0 {
		s.push(frame{player: uint8(p), kind: fkSetup, src: src})
	}
}
