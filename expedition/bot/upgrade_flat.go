package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// The heuristic's valuation of upgraded phase cards by fixed figures per
// version (tuning.flatUpgrades): a baseline kept for comparison, which the
// maintainers' command expedition/bot/internal/upgradestats plays as the
// variant "flat-upgrades". Its bonuses are worth, every time the bot chooses
// the phase: I 3 MC (A 6, B 3 and half the net of the best green card of
// printed cost 12 or less in hand); II the best of a card and 3 MC (A a card
// and 3 MC, B 6 MC); III the best action again (A 1.6 times it, B it and a
// card); IV 4 (A 7, B 1 and the best green card producing again); V 1.4
// cards (A 2.1, B 1.7); an upgrade is worth the difference times the rounds
// left in the bot's share of its choices, weighed with a prior.

// flatBonus returns what the bonus of phase card ph in version ver is worth
// to the bot now, in MC, by the fixed figures (computed once per board
// situation).
func (h *Heuristic) flatBonus(v *expedition.View, ph, ver int) float64 {
	k := ph*3 + ver
	if h.bonusStamp[k] != h.stamp {
		h.bonusStamp[k], h.bonusValue[k] = h.stamp, h.computeFlatBonus(v, ph, ver)
	}
	return h.bonusValue[k]
}

func (h *Heuristic) computeFlatBonus(v *expedition.View, ph, ver int) float64 {
	w := &h.w
	switch ph {
	case expedition.PhaseDevelopment:
		switch ver {
		case expedition.PhaseUpgradeA:
			return 6
		case expedition.PhaseUpgradeB:
			return 3 + h.extraGreenWorth(v)
		}
		return 3
	case expedition.PhaseConstruction:
		switch ver {
		case expedition.PhaseUpgradeA:
			return w.card + 3
		case expedition.PhaseUpgradeB:
			return 6
		}
		return max(w.card, 3)
	case expedition.PhaseAction:
		repeat := h.repeatWorth(v)
		switch ver {
		case expedition.PhaseUpgradeA:
			return 1.6 * repeat
		case expedition.PhaseUpgradeB:
			return repeat + w.card
		}
		return repeat
	case expedition.PhaseProduction:
		switch ver {
		case expedition.PhaseUpgradeA:
			return 7
		case expedition.PhaseUpgradeB:
			return 1 + h.bestGreenProduction(v)
		}
		return 4
	case expedition.PhaseResearch:
		switch ver {
		case expedition.PhaseUpgradeA:
			return 2.1 * w.card
		case expedition.PhaseUpgradeB:
			return 1.7 * w.card
		}
		return 1.4 * w.card
	}
	return 0
}

// repeatWorth is what using one action again is worth (the Action
// bonus), computed once per view. Weighing it values the actions in
// play, some of which upgrade phase cards: inside, an upgrade is given a
// flat worth instead of weighing the Action bonus again.
func (h *Heuristic) repeatWorth(v *expedition.View) float64 {
	if h.repeatStamp != h.views {
		h.repeatStamp, h.repeat = h.views, h.computeRepeat(v)
	}
	return h.repeat
}

// computeRepeat is repeatWorth, worked out afresh.
func (h *Heuristic) computeRepeat(v *expedition.View) float64 {
	was := h.weighing
	h.weighing = true
	_, worth := h.actionWorth(v)
	h.weighing = was
	return worth
}

// extraGreenWorth is what one more green card of printed cost 12 or less
// (Development, version B) is worth: the best such card in hand.
func (h *Heuristic) extraGreenWorth(v *expedition.View) float64 {
	best := 1.0
	h.readHand(v)
	for _, id := range h.handIDs {
		c := v.Catalogue().Card(id)
		if c.Color == cards.Green && c.Cost <= 12 && h.requirementsMet(v, id) {
			best = max(best, 0.5*h.net(v, id))
		}
	}
	return best
}

// flatUses is how often the bot expects to choose phase ph in the rounds
// left: its own choices so far, with the tuning's prior of the others'.
func (h *Heuristic) flatUses(ph int) float64 {
	total := 0.0
	for q := 1; q <= expedition.NumPhases; q++ {
		total += h.chose[q]
	}
	share := (h.chose[ph] + 3*h.w.t.prior[ph]) / (total + 3)
	return share * h.w.rounds
}

// flatGain returns what upgrading phase card ph to version ver is worth
// over the rounds left, by the fixed figures.
func (h *Heuristic) flatGain(v *expedition.View, ph, ver int) float64 {
	cur := v.PhaseCard(v.Player(), ph)
	return (h.flatBonus(v, ph, ver) - h.flatBonus(v, ph, cur)) * h.flatUses(ph)
}
