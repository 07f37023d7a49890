package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// The bot reads its lasting modifiers from the cards it has in play (a
// View shows the cards, not the sums the engine keeps).

// metals holds what the bot's steel and titanium should save it.
type metals struct {
	building, space float64 // building and space cards the bot will still play
	steelWorth      int     // MC off a building card per steel (2, more with modifiers)
	tiWorth         int     // MC off a space card per titanium (3, more with modifiers)
}

// readTableau reads what the bot's corporation and cards in play change
// for it: steel and titanium worth, requirement shifts, standard project
// discounts, the plants a forest takes, its alternative payments.
func (h *Heuristic) readTableau(v *expedition.View) {
	cat := v.Catalogue()
	h.tableau = v.Tableau(v.Player(), h.tableau[:0])
	steel, ti := 0, 0
	h.reqShift, h.stdDiscount = 0, 0
	plants := 8
	add := func(p *cards.Passive) {
		steel += int(p.SteelValue)
		ti += int(p.TitaniumValue)
		h.reqShift |= p.ReqShift
		h.stdDiscount += int(p.StandardDiscount)
		plants += int(p.ForestPlants)
	}
	if corp := h.me.Corporation; corp >= 0 {
		add(&cat.Corporation(corp).Passive)
	}
	for _, id := range h.tableau {
		c := cat.Card(id)
		add(&c.Passive)
		if len(c.Passive.AltPays) > 0 && !containsInt(h.altOrder, id) {
			h.altOrder = append(h.altOrder, id)
		}
	}
	h.metal.steelWorth, h.metal.tiWorth = 2+steel, 3+ti
	h.forestPlants = max(plants, 1)
	h.players = v.Players()
}

// assessCards works out which cards of its hand the bot may still play
// (readTableau has read its modifiers).
func (h *Heuristic) assessCards(v *expedition.View) {
	cat := v.Catalogue()
	// The hand: the cards the bot may still play, for the plays to come;
	// those it may play soon; and what raising a track would bring forward.
	h.alive = h.alive[:0]
	h.aliveTags = [cards.NumTags]int{}
	h.hand.shiftable, h.hand.soon = 0, 0
	h.unlock = [cards.NumParams]float64{}
	h.readHand(v)
	for _, id := range h.handIDs {
		c := cat.Card(id)
		k := h.wait(v, c)
		if k < 0 {
			continue
		}
		h.alive = append(h.alive, c)
		for _, t := range c.Tags {
			h.aliveTags[t]++
		}
		if k <= h.w.t.soon {
			h.hand.soon++
		}
		if k > 0 {
			if h.paramRequirement(c) {
				h.hand.shiftable++
			}
			h.addUnlock(v, c, k)
		}
	}
	h.w.card = h.cardWorth()
}

// addUnlock adds to h.unlock what one step of the track that holds card c
// back (waiting k rounds) brings forward: each round less of waiting is
// worth its share of the card's net and the wait's cost (waitedNet). The
// card's net is the one last computed, to keep this cheap.
func (h *Heuristic) addUnlock(v *expedition.View, c *cards.Card, k float64) {
	w := &h.w
	if h.valued[c.ID] == 0 || w.t.unlock == 0 {
		return
	}
	par, most := cards.NumParams, 0.0
	for i := range c.Requires {
		r := &c.Requires[i]
		if r.Kind != cards.ReqParamMin || w.left[r.Param] <= 0 {
			continue
		}
		need := int(r.N)
		if r.Param != cards.Oceans {
			shift := 0
			if h.reqShift&(1<<r.Param) != 0 {
				shift = 1
			}
			need = expedition.ZoneStart(r.Param, cards.Zone(max(int(r.Zone)-shift, 0)))
		}
		if steps := float64(need - v.Param(r.Param)); steps > 0 {
			if rounds := steps * w.rounds / w.left[r.Param]; rounds > most {
				par, most = r.Param, rounds
			}
		}
	}
	if par == cards.NumParams || most < k-0.01 {
		return // another requirement holds it back longer
	}
	n := h.values[c.ID] - float64(h.cardCost(v, c.ID))*w.mc
	if n <= 0 {
		return
	}
	perRound := n/(w.rounds+1) + w.t.waitCost
	h.unlock[par] += w.t.unlock * perRound * w.rounds / w.left[par]
}

// paramRequirement reports whether card c has a temperature or oxygen
// requirement (the ones the base game's requirement shifts read).
func (h *Heuristic) paramRequirement(c *cards.Card) bool {
	for i := range c.Requires {
		r := &c.Requires[i]
		if (r.Kind == cards.ReqParamMin || r.Kind == cards.ReqParamMax) && r.Param != cards.Oceans {
			return true
		}
	}
	return false
}

// cardWorth returns what a card drawn is worth: little more than its sale
// when the hand holds more cards than the bot can play, up to the worth of
// a fresh card to play when the hand is thin.
func (h *Heuristic) cardWorth() float64 {
	t := &h.w.t
	need := min(h.w.plays, t.handHorizon)
	thin := 1.0
	if need > 0 {
		thin = min(max((need-h.hand.soon)/need, 0), 1)
	}
	full := t.cardWorth * min(h.w.rounds/t.cardRounds, 1)
	return t.cardBase + max(full-t.cardBase, 0)*(t.cardFloor+(1-t.cardFloor)*thin)
}

// assessMetals values one more steel and titanium by the building and
// space cards the bot should still play, less what they cost already.
func (h *Heuristic) assessMetals() {
	t := &h.w.t
	m := &h.metal
	m.building = h.futurePlays(buildingCards)
	m.space = h.futurePlays(spaceCards)
	off := float64(h.me.Steel * m.steelWorth)
	h.w.steel = float64(m.steelWorth) * m.building * min(max(1-off/t.metalCost, 0.1), 1)
	off = float64(h.me.Titanium * m.tiWorth)
	h.w.ti = float64(m.tiWorth) * m.space * min(max(1-off/t.metalCost, 0.1), 1)
}

var (
	buildingCards = cards.Filter{Tags: 1 << cards.TagBuilding, MaxCost: -1, MinCost: -1}
	spaceCards    = cards.Filter{Tags: 1 << cards.TagSpace, MaxCost: -1, MinCost: -1}
)

// wait returns in how many rounds the requirements of card c should be
// met, at the pace the tracks move (every track is taken to reach its end
// with the game), or -1 when they never will be before the game ends (a
// maximum passed, a window that closes first).
func (h *Heuristic) wait(v *expedition.View, c *cards.Card) float64 {
	m := &h.memo
	if m.waitAt[c.ID] == h.views && m.waitStamp[c.ID] == h.stamp {
		return m.wait[c.ID]
	}
	k := h.computeWait(v, c)
	m.waitAt[c.ID], m.waitStamp[c.ID], m.wait[c.ID] = h.views, h.stamp, k
	return k
}

// computeWait is wait, worked out.
func (h *Heuristic) computeWait(v *expedition.View, c *cards.Card) float64 {
	if h.requirementsMet(v, c.ID) {
		return 0
	}
	w := &h.w
	rounds, closes := 0.0, w.rounds
	for i := range c.Requires {
		r := &c.Requires[i]
		switch r.Kind {
		case cards.ReqParamMin, cards.ReqParamMax:
			cur := v.Param(r.Param)
			shift := 0
			if r.Param != cards.Oceans && h.reqShift&(1<<r.Param) != 0 {
				shift = 1
			}
			// steps per round of this track
			rate := w.left[r.Param] / w.rounds
			if r.Kind == cards.ReqParamMin {
				need := int(r.N)
				if r.Param != cards.Oceans {
					need = expedition.ZoneStart(r.Param, cards.Zone(max(int(r.Zone)-shift, 0)))
				}
				if cur < need {
					if rate <= 0 {
						return -1
					}
					rounds = max(rounds, float64(need-cur)/rate)
				}
				continue
			}
			last := int(r.N) // the last step allowed
			if r.Param != cards.Oceans {
				z := int(r.Zone) + 1 + shift
				last = expedition.ParamMax(r.Param)
				if z < int(cards.NumZones) {
					last = expedition.ZoneStart(r.Param, cards.Zone(z)) - 1
				}
			}
			if cur > last {
				return -1
			}
			if rate > 0 {
				closes = min(closes, float64(last-cur+1)/rate)
			}
		case cards.ReqTags:
			if need := int(r.N) - h.me.Tags[r.Tag]; need > 0 {
				rate := w.plays / w.rounds * h.deckShare(cards.Filter{Tags: 1 << r.Tag, MaxCost: -1, MinCost: -1})
				if rate <= 0 {
					return -1
				}
				rounds = max(rounds, float64(need)/rate)
			}
		case cards.ReqTR:
			if need := int(r.N) - h.me.TR; need > 0 {
				rate := (w.left[cards.Temperature] + w.left[cards.Oxygen] + w.left[cards.Oceans] + w.left[cards.Infrastructure]) /
					w.rounds / float64(h.players)
				if rate <= 0 {
					return -1
				}
				rounds = max(rounds, float64(need)/rate)
			}
		}
	}
	if pc := &c.PlayCost; h.me.TR < int(pc.TR) || h.me.Heat < int(pc.Heat) || h.me.Plants < int(pc.Plants) {
		rounds = max(rounds, 1)
	}
	if rounds >= closes || rounds >= w.rounds {
		return -1
	}
	return max(rounds, 0.5)
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}
