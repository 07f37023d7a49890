package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// fires holds what the bot's own triggers in play (its corporation's and
// its cards') add to the things it does, so that a card is valued with the
// triggers it would fire, and a trigger by how often it should fire.
type fires struct {
	play      []playFire               // "when you play a card" triggers
	raise     [cards.NumParams]float64 // per step the bot raises
	forest    float64                  // per forest the bot gains
	action    float64                  // per card action the bot uses
	trFirst   float64                  // per phase in which the bot's TR first rises
	elsewhere float64                  // a resource added to another of the bot's cards
	actions   int                      // the bot's cards and corporation with an action
}

// playFire is one "when you play a card matching filter" trigger and what
// one firing gives.
type playFire struct {
	filter cards.Filter
	worth  float64
}

// assessFires values the triggers of the bot's corporation and cards in
// play.
func (h *Heuristic) assessFires(v *expedition.View) {
	f := &h.fires
	f.play = f.play[:0]
	f.raise = [cards.NumParams]float64{}
	f.forest, f.action, f.trFirst, f.elsewhere, f.actions = 0, 0, 0, 0.5, 0
	cat := v.Catalogue()
	if corp := h.me.Corporation; corp >= 0 {
		c := cat.Corporation(corp)
		h.addFires(v, c.Triggers, c.Holds, vpPerResource(&h.w, c.VP))
		if len(c.Actions) > 0 {
			f.actions++
		}
	}
	for _, id := range h.tableau {
		c := cat.Card(id)
		perRes := vpPerResource(&h.w, c.VP)
		if c.Holds != cards.HoldNone && perRes > f.elsewhere {
			f.elsewhere = perRes
		}
		h.addFires(v, c.Triggers, c.Holds, perRes)
		if len(c.Actions) > 0 {
			f.actions++
		}
	}
}

// addFires records what each of a source's triggers gives per firing.
func (h *Heuristic) addFires(v *expedition.View, ts []cards.Trigger, holds cards.Holding, perRes float64) {
	f := &h.fires
	for i := range ts {
		t := &ts[i]
		val := h.program(v, t.Body, holds, perRes)
		switch t.Event {
		case cards.EvPlay:
			f.play = append(f.play, playFire{filter: t.Filter, worth: val})
		case cards.EvRaise:
			for par := cards.Param(0); par < cards.NumParams; par++ {
				if t.Params&(1<<par) != 0 && h.w.left[par] > 0 {
					f.raise[par] += val
				}
			}
		case cards.EvForest:
			f.forest += val
		case cards.EvCardAction:
			f.action += val
		case cards.EvTRFirst:
			f.trFirst += val
		}
	}
}

// firedBy returns what playing card c gives through the bot's "when you
// play" triggers in play (a Saturn Systems jovian card's TR, a Mining
// Guild steel card's).
func (h *Heuristic) firedBy(c *cards.Card) float64 {
	val := 0.0
	for i := range h.fires.play {
		pf := &h.fires.play[i]
		if n := pf.filter.MatchCount(c); n > 0 {
			val += float64(n) * pf.worth
		}
	}
	return val
}

// triggerWorth returns what trigger t of card c (not yet in play) should
// give over the rest of the game: what one firing gives times how often it
// should fire, by the bot's hand, the deck, the tracks left and the rounds
// left.
func (h *Heuristic) triggerWorth(v *expedition.View, c *cards.Card, t *cards.Trigger, perRes float64) float64 {
	return h.program(v, t.Body, c.Holds, perRes) * h.firings(c, t)
}

// firings estimates how often trigger t of card c (nil for a corporation)
// fires from now to the end.
func (h *Heuristic) firings(c *cards.Card, t *cards.Trigger) float64 {
	w := &h.w
	switch t.Event {
	case cards.EvPlay:
		n := h.futurePlays(t.Filter)
		if t.InclSelf && c != nil {
			n += float64(t.Filter.MatchCount(c))
		}
		return n
	case cards.EvRaise:
		steps := 0.0
		for par := cards.Param(0); par < cards.NumParams; par++ {
			if t.Params&(1<<par) != 0 {
				steps += w.left[par]
			}
		}
		return steps * w.t.raiseShare / float64(h.players) * w.span / w.rounds
	case cards.EvForest:
		return w.prods*float64(h.me.Production[cards.Plants])/float64(h.forestPlants) + w.t.plantForests*w.span
	case cards.EvCardAction:
		return float64(h.fires.actions+1) * w.uses
	case cards.EvTRFirst:
		return w.t.trPhases * w.span
	}
	return 0
}

// futurePlays estimates how many of the cards the bot will still play
// match filter f (once per matching tag when f names tags): the plays that
// come from its hand are like its hand, the rest like the deck.
func (h *Heuristic) futurePlays(f cards.Filter) float64 {
	plays := h.w.t.playsScale * h.w.plays * h.w.span / h.w.rounds
	fromHand := min(plays, float64(len(h.alive)))
	inHand := 0.0
	if fromHand > 0 {
		if tagsOnly(f) {
			// Once per matching tag, a wild tag matching none (MatchCount):
			// the sum of whole numbers is the same in any order.
			n := 0
			for t := range h.aliveTags {
				if f.Tags.Has(cards.Tag(t)) {
					n += h.aliveTags[t]
				}
			}
			inHand = float64(n)
		} else {
			for _, c := range h.alive {
				inHand += float64(f.MatchCount(c))
			}
		}
		inHand *= fromHand / float64(len(h.alive))
	}
	return inHand + (plays-fromHand)*h.deckShare(f)
}

// tagsOnly reports whether filter f asks for tags and nothing else, so
// that how often a card matches it is how many of its tags f names.
func tagsOnly(f cards.Filter) bool {
	return f.Tags != 0 && f.Colors == 0 && f.MaxCost < 0 && f.MinCost < 0 && !f.GivesSteel && !f.HasAction
}

// shareCache is a filter's mean matches per project card of the
// catalogue.
type shareCache struct {
	filter cards.Filter
	share  float64
}

// deckShare returns how many times a project card of the catalogue
// matches f, on average.
func (h *Heuristic) deckShare(f cards.Filter) float64 {
	if tagsOnly(f) {
		// The tags f names, counted over the catalogue once (the sum of
		// whole numbers is the same in any order).
		if h.catTagsOf != h.cat {
			h.catTags = [cards.NumTags]int{}
			for i := range h.cat.Cards {
				for _, t := range h.cat.Cards[i].Tags {
					h.catTags[t]++
				}
			}
			h.catTagsOf = h.cat
		}
		n := 0
		for t := range h.catTags {
			if f.Tags.Has(cards.Tag(t)) {
				n += h.catTags[t]
			}
		}
		return float64(n) / float64(max(len(h.cat.Cards), 1))
	}
	for i := range h.shares {
		if h.shares[i].filter == f {
			return h.shares[i].share
		}
	}
	cat := h.cat
	n := 0
	for i := range cat.Cards {
		n += f.MatchCount(&cat.Cards[i])
	}
	share := float64(n) / float64(max(len(cat.Cards), 1))
	h.shares = append(h.shares, shareCache{filter: f, share: share})
	return share
}
