package bot

import (
	"cmp"
	"math"
	"slices"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// What the heuristic bot makes of Discovery's upgraded phase cards. Each
// version of a phase card's bonus is worth, each time the bot chooses that
// phase, what it gives the bot then. This round (for Planning, and for an
// upgrade of the card chosen this round) that is, from its hand as it is,
// what it can pay for and its cards in play:
//
//	I    the MC off the best green card it can pay for (3; A 6); B also
//	     the best second green card of printed cost 12 or less
//	II   the best of one more blue or red card it can pay for and a card
//	     drawn (A both; B the best of that card and 6 MC)
//	III  its best action once more (A its two best; B also the best blue or
//	     red card of three revealed, valued as drawModel values cards), its
//	     corporation's action among them (free, "if chose action" true)
//	IV   4 MC (A 7; B 1 and its best green card in play producing again)
//	V    the best cards kept of those drawn (drawModel)
//
// In a round to come the hand will have changed: one more card to play is
// worth what the heuristic counts any extra play (tuning.extraPlay), or all
// that a card of the hand past the plays the bot expects gives; MC off
// count whole; a blue card in hand it should play counts half its action.
// An upgrade is worth the new version's bonus less the current one's in
// every round to come in which the bot should choose the phase (its share
// of its choices so far, with a prior), and, when the card upgraded is the
// one it chose this round and that phase has not finished, what the new
// bonus gives this round: all of the difference before the phase, and
// during it what the new bonus grants beyond the bonus given (Ruling D4).
// Planning adds to the printed bonus what the version gives this round
// beyond it.

// bonusWorths holds the worth of each version of each phase card's bonus
// for one view: this round's (now) and a round to come's (later), each
// worked out on first use.
type bonusWorths struct {
	at          uint64 // the view (Heuristic.views) the worths are for
	nowReady    uint8  // bit ph: now[ph] is worked out
	laterReady  uint8
	now, later  [expedition.NumPhases + 1][3]float64
	greens      []greenPlay // the hand's green cards the bot can play (scanHand)
	second      float64     // the second best blue or red play with the best (scanHand)
	scannedWith int         // the funds greens and second are for; -1: not scanned yet
	// hand is the hand by what each card should give (guardedNet), green
	// cards and the others apart, the best first, and sales the cards worth
	// less than their sale within the plays to come (handForBonus).
	hand     [2][]rankedCard
	sales    int
	handRead bool
}

// greenPlay is a green card in hand the bot may play: what it is worth
// played, what it costs the bot and its printed cost.
type greenPlay struct {
	val           float64
	cost, printed int
}

// bonusWorth returns what the bonus of version ver of phase card ph gives
// the bot, in MC, when it chooses the phase: this round (later false) or in
// a round to come.
func (h *Heuristic) bonusWorth(v *expedition.View, ph, ver int, later bool) float64 {
	b := h.bonusFor()
	ready, vals := &b.nowReady, &b.now
	if later {
		ready, vals = &b.laterReady, &b.later
	}
	if *ready&(1<<ph) == 0 {
		*ready |= 1 << ph
		vals[ph] = h.computeBonusWorth(v, ph, later)
	}
	return vals[ph][ver]
}

// bonusFor returns the bonus worths, emptied when the view changed.
func (h *Heuristic) bonusFor() *bonusWorths {
	b := &h.bonus
	if b.at != h.views {
		b.at, b.nowReady, b.laterReady, b.scannedWith, b.handRead = h.views, 0, 0, -1, false
	}
	return b
}

// computeBonusWorth works out the worth of the three versions of phase
// card ph's bonus, this round or in a round to come.
func (h *Heuristic) computeBonusWorth(v *expedition.View, ph int, later bool) [3]float64 {
	w := &h.w
	switch ph {
	case expedition.PhaseDevelopment:
		if later {
			return [3]float64{3 * w.mc, 6 * w.mc, 3*w.mc + h.extraPlay(v, 0, true)}
		}
		h.scanHand(v)
		base, a, b := h.developmentBonus()
		return [3]float64{base, a, b}
	case expedition.PhaseConstruction:
		var second float64
		if later {
			second = h.extraPlay(v, 1, false)
		} else {
			h.scanHand(v)
			second = h.bonus.second
		}
		return [3]float64{max(second, w.card), second + w.card, max(second, 6*w.mc)}
	case expedition.PhaseAction:
		first, second := h.bestActions(v, later)
		return [3]float64{first, first + second, first + h.draws.reveal(h, v)}
	case expedition.PhaseProduction:
		return [3]float64{4 * w.mc, 7 * w.mc, w.mc + h.bestGreenProduction(v)}
	case expedition.PhaseResearch:
		var out [3]float64
		for ver := expedition.PhaseBase; ver <= expedition.PhaseUpgradeB; ver++ {
			d, k := researchBonus(ver)
			out[ver] = h.draws.keepBest(h, v, researchDraw+d, researchKeep+k) - h.draws.keepBest(h, v, researchDraw, researchKeep)
		}
		return out
	}
	return [3]float64{}
}

// Every player draws researchDraw cards in Research and keeps researchKeep.
const researchDraw, researchKeep = 2, 1

// researchBonus returns the extra cards drawn and kept by a chooser of
// Research with version ver of the card.
func researchBonus(ver int) (draw, keep int) {
	switch ver {
	case expedition.PhaseUpgradeA:
		return 2, 2
	case expedition.PhaseUpgradeB:
		return 6, 1
	}
	return 3, 1
}

// scanHand lists the green cards of the hand the bot can play and pay for
// now (its MC and the sales of the cards it does not mean to play), and
// the second best blue or red play it can pay for with the best (the
// Construction bonus's extra card), once per view.
func (h *Heuristic) scanHand(v *expedition.View) {
	b := h.handForBonus(v)
	if b.scannedWith >= 0 {
		return
	}
	funds := h.canPay() + b.sales*v.SellPrice()
	b.scannedWith = funds
	h.readHand(v)
	w := &h.w
	b.greens = b.greens[:0]
	var other [2]float64
	var otherCost [2]int
	for _, id := range h.handIDs {
		if !h.requirementsMet(v, id) {
			continue
		}
		c := v.Catalogue().Card(id)
		cost := h.cardCost(v, id)
		val := h.guardedValue(v, id)
		if c.Color == cards.Green {
			if max(cost-6, 0) <= funds {
				b.greens = append(b.greens, greenPlay{val: val, cost: cost, printed: int(c.Cost)})
			}
			continue
		}
		if cost > funds {
			continue
		}
		n := val - float64(cost)*w.mc
		switch {
		case n > other[0]:
			other[1], otherCost[1] = other[0], otherCost[0]
			other[0], otherCost[0] = n, cost
		case n > other[1]:
			other[1], otherCost[1] = n, cost
		}
	}
	b.second = other[1]
	if otherCost[0]+otherCost[1] > funds {
		b.second = 0 // not both
	}
}

// developmentBonus returns what the Development bonus of each version adds
// to the best green play of the hand scanned: 3 MC off (the printed card),
// 6 MC off (A), and 3 MC off with one more green card of printed cost 12 or
// less (B), the discount taken on the pair's cost.
func (h *Heuristic) developmentBonus() (base, a, b float64) {
	list, funds := h.bonus.greens, h.bonus.scannedWith
	mc := h.w.mc
	best := func(off int) float64 {
		top := 0.0
		for _, g := range list {
			if pay := max(g.cost-off, 0); pay <= funds {
				top = max(top, g.val-float64(pay)*mc)
			}
		}
		return top
	}
	none := best(0)
	base, a = best(3)-none, best(6)-none
	pair := best(3)
	for i, m := range list {
		for j, e := range list {
			if i == j || e.printed > 12 {
				continue
			}
			if pay := max(m.cost+e.cost-3, 0); pay <= funds {
				pair = max(pair, m.val+e.val-float64(pay)*mc)
			}
		}
	}
	return base, a, pair - none
}

// handForBonus returns the hand as the upgrades weigh it, worked out once
// per view: each card by what it should give (guardedNet), the best first,
// green cards and the others apart, and how many are worth less than their
// sale within the plays to come (as rankHand counts them). It does not use
// rankHand, which values the cards that give upgrades by these weights.
func (h *Heuristic) handForBonus(v *expedition.View) *bonusWorths {
	b := h.bonusFor()
	if b.handRead {
		return b
	}
	b.handRead = true
	h.readHand(v)
	cat := v.Catalogue()
	b.hand[0], b.hand[1] = b.hand[0][:0], b.hand[1][:0]
	for _, id := range h.handIDs {
		kind := 1
		if cat.Card(id).Color == cards.Green {
			kind = 0
		}
		b.hand[kind] = append(b.hand[kind], rankedCard{id, h.guardedNet(v, id)})
	}
	b.sales = 0
	price := float64(v.SellPrice())
	for kind := range b.hand {
		list := b.hand[kind]
		slices.SortStableFunc(list, func(x, y rankedCard) int { return cmp.Compare(y.worth, x.worth) })
		capacity := h.capacity(kind)
		for j, r := range list {
			worth := r.worth
			if worth > 0 {
				worth *= min(max(capacity-float64(j), 0), 1)
			}
			if worth < price {
				b.sales++
			}
		}
	}
	return b
}

// capacity returns the plays to come of cards of a kind (0 green, 1 blue
// or red), with the tuning's slack, as rankHand counts them.
func (h *Heuristic) capacity(kind int) float64 {
	if kind == 0 {
		return h.w.greens + h.w.t.handSlack
	}
	return h.w.plays - h.w.greens + h.w.t.handSlack
}

// guardedNet is waitedNet, with an upgrade a card gives counted at the flat
// worth upgradeWorth gives inside a weighing (guardedValue), worked out
// afresh each time: what the upgrades weigh does not depend on what was
// weighed before.
func (h *Heuristic) guardedNet(v *expedition.View, id int) float64 {
	k := h.wait(v, v.Catalogue().Card(id))
	if k < 0 {
		return 0
	}
	return h.waited(k, h.guardedValue(v, id)-float64(h.cardCost(v, id))*h.w.mc)
}

// guardedValue is cardValue, with an upgrade the card gives counted at the
// flat worth upgradeWorth gives inside a weighing.
func (h *Heuristic) guardedValue(v *expedition.View, id int) float64 {
	if v.Catalogue().Card(id).Needs&cards.NeedsUpgrades == 0 {
		return h.cardValue(v, id)
	}
	was := h.weighing
	h.weighing = true
	val := h.computeCardValue(v, id)
	h.weighing = was
	return val
}

// extraPlay is what one more play of a card of a kind (0 green, of
// printed cost 12 or less when cheap; 1 blue or red) should give in a round
// to come. The plays the bot expects to make reach its best cards of that
// kind (as rankHand counts them): one more lets it play the best card past
// them, worth all it should give; else it is worth what the heuristic
// counts any extra play (tuning.extraPlay): for the blue and red cards
// always (Construction draws, and the hand fills up), for the cheap green
// ones when the hand holds one worth playing besides the phase's own play.
func (h *Heuristic) extraPlay(v *expedition.View, kind int, cheap bool) float64 {
	t := &h.w.t
	best := 0.0
	if kind == 1 {
		best = t.extraPlay
	}
	reach := max(int(math.Ceil(h.capacity(kind))), 1)
	cat := v.Catalogue()
	for j, r := range h.handForBonus(v).hand[kind] { // by worth, the best first
		if r.worth <= 0 {
			break
		}
		if j == 0 || cheap && cat.Card(r.id).Cost > 12 {
			continue // the phase's own play, or a card the bonus cannot play
		}
		if j >= reach {
			return max(best, r.worth)
		}
		best = max(best, min(r.worth, t.extraPlay))
	}
	return best
}

// bestActions returns the worth of the bot's two best actions used once
// more (the Action bonus), its corporation's included: of those in play, and
// in a round to come also half of those of the blue cards in hand it should
// play.
func (h *Heuristic) bestActions(v *expedition.View, later bool) (first, second float64) {
	was := h.weighing
	h.weighing = true // an action that upgrades is given a flat worth inside
	defer func() { h.weighing = was }()
	cat := v.Catalogue()
	add := func(x float64) {
		switch {
		case x > first:
			first, second = x, first
		case x > second:
			second = x
		}
	}
	share := h.w.t.actionPhase
	best := func(opts []cards.Option, holds cards.Holding, vp cards.VP) float64 {
		top := 0.0
		for i := range opts {
			top = max(top, h.option(v, &opts[i], holds, vpPerResource(&h.w, vp)))
		}
		return share * top
	}
	for _, id := range h.tableau {
		c := cat.Card(id)
		add(best(c.Actions, c.Holds, c.VP))
	}
	_, corp := h.corporationAction(v) // free, and the bot chose Action
	add(corp)
	if later {
		for _, r := range h.handForBonus(v).hand[1] {
			if c := cat.Card(r.id); c.Color == cards.Blue && len(c.Actions) > 0 && r.worth > 0 {
				add(0.5 * best(c.Actions, c.Holds, c.VP))
			}
		}
	}
	return first, second
}

// ownShare is the share of its Planning choices the bot expects to give
// phase ph in the rounds to come: its own choices so far, with the
// tuning's prior (the shares of the heuristic's own choices in self-play).
func (h *Heuristic) ownShare(ph int) float64 {
	total := 0.0
	for q := 1; q <= expedition.NumPhases; q++ {
		total += h.chose[q]
	}
	return (h.chose[ph] + 3*h.w.t.own[ph]) / (total + 3)
}

// roundsToPlan is the number of Plannings the bot expects still to make:
// the rounds left, less this one once its card is chosen.
func (h *Heuristic) roundsToPlan(v *expedition.View) float64 {
	if v.Stage() == expedition.StagePlanning && h.me.Chosen == 0 {
		return h.w.rounds
	}
	return max(h.w.rounds-1, 0)
}

// thisRound returns what upgrading phase card ph from version cur to ver
// gives the bot this round: nothing unless ph is the phase it chose and
// that phase has not finished; all of the difference before the phase
// starts; during it what the new bonus grants beyond the bonus given
// (Ruling D4), which differs only for Development A, whose 6 MC off goes to
// a green card still to be played.
func (h *Heuristic) thisRound(v *expedition.View, ph, cur, ver int) float64 {
	if h.me.Chosen != ph || v.Stage() != expedition.StagePhase || v.Phase() > ph {
		return 0
	}
	if v.Phase() == ph && ph == expedition.PhaseDevelopment && ver == expedition.PhaseUpgradeA && !v.CanPlayMore() {
		return 0
	}
	return h.bonusWorth(v, ph, ver, false) - h.bonusWorth(v, ph, cur, false)
}

// upgradeGain returns what upgrading phase card ph to version ver is worth
// over the rest of the game.
func (h *Heuristic) upgradeGain(v *expedition.View, ph, ver int) float64 {
	if h.w.t.flatUpgrades {
		return h.flatGain(v, ph, ver)
	}
	cur := v.PhaseCard(v.Player(), ph)
	uses := h.ownShare(ph) * h.roundsToPlan(v)
	return uses*(h.bonusWorth(v, ph, ver, true)-h.bonusWorth(v, ph, cur, true)) + h.thisRound(v, ph, cur, ver)
}

// upgradedBonus returns what the bot's phase card ph, upgraded to version
// ver, gives this round beyond the printed card's bonus, for Planning.
func (h *Heuristic) upgradedBonus(v *expedition.View, ph, ver int) float64 {
	if h.w.t.flatUpgrades {
		return h.flatBonus(v, ph, ver) - h.flatBonus(v, ph, expedition.PhaseBase)
	}
	return h.bonusWorth(v, ph, ver, false) - h.bonusWorth(v, ph, expedition.PhaseBase, false)
}
