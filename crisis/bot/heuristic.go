package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// Heuristic plays for the team. It reads the whole open table: it keeps
// every metric out of the purple zone, raising the one the Crisis cards in
// play threaten most before the next Crisis step can push it over; it
// meets goals before they cost the team parameters (a card that removes
// counters is played first, Action-phase goals are paid); it spends VP
// tokens on the counters of the most harmful Crisis cards in the End step;
// once Dwindling Supplies is out it terraforms with everything it has. The
// rest of the game (which card to play, which phase, what to keep) it
// leaves to the Ares Expedition heuristic bot, told how many rounds the
// Crisis deck leaves. It is seeded only to break ties.
type Heuristic struct {
	rng dice.Rand
	exp *bot.Heuristic
	buf []crisis.Action
	ids []int
	t   threat
}

// NewHeuristic returns a co-operative heuristic bot seeded with seed.
func NewHeuristic(seed uint64) *Heuristic {
	return &Heuristic{rng: dice.New(seed), exp: bot.NewHeuristic(seed), buf: make([]crisis.Action, 0, 128),
		ids: make([]int, 0, 32)}
}

// Act returns the bot's choice among the legal actions.
func (h *Heuristic) Act(v *crisis.View) crisis.Action {
	if v.Decision() == crisis.DecisionGame {
		switch v.Game().Decision() {
		case expedition.DecisionPhase, expedition.DecisionTurn, expedition.DecisionOcean:
		default:
			return crisis.GameAction(h.exp.Act(v.Game())) // the Expedition heuristic's own choice
		}
	}
	h.buf = v.Legal(h.buf[:0])
	if len(h.buf) == 1 {
		return h.buf[0]
	}
	h.t.assess(v)
	switch v.Decision() {
	case crisis.DecisionGame:
		return h.gameDecision(v)
	case crisis.DecisionChoose:
		return h.pick(func(a crisis.Action) float64 {
			prog, from, to := v.Alternative(int(a.Index))
			return -h.t.harm(v, prog, from, to)
		})
	case crisis.DecisionFlipDown:
		// The tile flipped down comes back with its reward: flip the best.
		return h.pick(func(a crisis.Action) float64 { return tileWorth(v.Game().OceanTile(int(a.Index))) })
	case crisis.DecisionLowerMetrics:
		n, m := v.LowerAmounts()
		return h.pick(func(a crisis.Action) float64 {
			first, second := crisis.MetricPair(int(a.Index))
			return -h.t.lowerHarm(first, n) - h.t.lowerHarm(second, m)
		})
	case crisis.DecisionCounter, crisis.DecisionSpendVP:
		return h.pick(func(a crisis.Action) float64 {
			if a.Kind == crisis.ActDecline {
				return 0.5
			}
			return h.t.cardHarm(v, int(a.Index)) + 1/float64(v.Counters(int(a.Index)))
		})
	case crisis.DecisionDummy:
		extra := v.RoundMods().Extra
		return h.pick(func(a crisis.Action) float64 {
			if extra&(1<<a.Index) != 0 {
				return -1 // already resolving
			}
			return h.dummyWorth(v, int(a.Index))
		})
	case crisis.DecisionGive:
		// Keep the cards: a gift only moves them.
		for _, a := range h.buf {
			if a.Kind == crisis.ActDecline {
				return a
			}
		}
	}
	// Discards and removals: the cheapest card goes.
	cat := v.Game().Catalogue()
	return h.pick(func(a crisis.Action) float64 {
		if a.Card < 0 {
			return 0
		}
		c := cat.Card(int(a.Card))
		return -float64(c.Cost) - 5*float64(h.t.goalCount(v, c))
	})
}

// pick returns the legal action with the highest score (ties: the first).
func (h *Heuristic) pick(score func(a crisis.Action) float64) crisis.Action {
	best, bestScore := h.buf[0], score(h.buf[0])
	for _, a := range h.buf[1:] {
		if sc := score(a); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}

// gameDecision decides an Ares Expedition decision: the team's needs
// first, the Expedition heuristic for the rest.
func (h *Heuristic) gameDecision(v *crisis.View) crisis.Action {
	g := v.Game()
	switch g.Decision() {
	case expedition.DecisionPhase:
		if a, ok := h.phase(v); ok {
			return a
		}
	case expedition.DecisionTurn:
		if a, ok := h.turn(v); ok {
			return a
		}
	case expedition.DecisionOcean:
		return h.pick(func(a crisis.Action) float64 { return tileWorth(g.OceanTile(int(a.Game.Index))) })
	}
	return crisis.GameAction(h.exp.Act(g))
}

// phase chooses the phase card worth most to the team this round (see
// phaseWorth); the Expedition heuristic decides only when nothing stands
// out.
func (h *Heuristic) phase(v *crisis.View) (crisis.Action, bool) {
	worth := h.phaseWorth(v)
	best, bestScore := crisis.Action{}, -1.0
	for _, a := range h.buf {
		if a.Kind != crisis.ActGame || a.Game.Kind != expedition.ActChoosePhase {
			continue
		}
		if sc := worth[a.Game.Index] + 0.01*float64(h.rng.Intn(3)); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best, bestScore >= 0
}

// phaseWorth values each phase for the player to move: the cards it would
// play (goals counted), the metrics it would raise, the income, the cards;
// a phase that resolves anyway (the dummy hand's, or chosen by a partner,
// the table being open) is worth only its bonus.
func (h *Heuristic) phaseWorth(v *crisis.View) [expedition.NumPhases + 1]float64 {
	g := v.Game()
	me := g.Info(g.Player())
	var green, other [2]float64
	h.ids = g.Hand(h.ids[:0])
	for _, id := range h.ids {
		c := g.Catalogue().Card(id)
		if g.CardCost(id) > me.MC+3 || !g.RequirementsMet(id) {
			continue
		}
		n := h.exp.CardNet(g, id) + h.t.goalValue(v, c)
		best := &other
		if c.Color == cards.Green {
			best = &green
		}
		if n > best[0] {
			best[0], best[1] = n, best[0]
		} else if n > best[1] {
			best[1] = n
		}
	}
	terraform := 1.0
	if !h.t.allMaxed() && canTerraform(me) {
		terraform = 5
		if h.t.urgent() {
			terraform = 20
		}
		if h.t.last {
			terraform = 40
		}
	}
	income := float64(me.TR+me.Production[cards.MC]) + 0.7*float64(me.Production[cards.Heat]+me.Production[cards.Plants]) +
		3*float64(me.Production[cards.Cards])
	value := [expedition.NumPhases + 1]float64{0, max(green[0], 0), max(other[0], 0), terraform, 0.8 * income, 6}
	bonus := [expedition.NumPhases + 1]float64{0, 3, max(other[1], 3), 2, 4, 3}
	running := v.RoundMods().Extra
	for q := 0; q < v.Players(); q++ {
		if q != g.Player() {
			running |= 1 << g.Info(q).Chosen
		}
	}
	var worth [expedition.NumPhases + 1]float64
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		worth[ph] = bonus[ph]
		if running&(1<<ph) == 0 {
			worth[ph] += value[ph]
		}
	}
	return worth
}

// turn plays the team's part of a phase I-III turn: a card that meets
// goals, an Action-phase goal paid, a metric raised before it is lost.
func (h *Heuristic) turn(v *crisis.View) (crisis.Action, bool) {
	g := v.Game()
	cat := g.Catalogue()
	best, bestScore := crisis.Action{}, 0.0
	for _, a := range h.buf {
		var sc float64
		switch a.Kind {
		case crisis.ActAnytime:
			if v.LastDrawn() && h.t.shortOfMC(g) {
				sc = 3
			}
		case crisis.ActGame:
			switch a.Game.Kind {
			case expedition.ActPlay:
				id := int(a.Game.Card)
				sc = h.exp.CardNet(g, id) + h.t.goalValue(v, cat.Card(id)) + 0.5
				if a.Game.Pay != 0 {
					sc -= 0.25
				}
			case expedition.ActOffer:
				sc = 8
			case expedition.ActStandard:
				sc = h.t.standardWorth(v, int(a.Game.Index))
			}
		}
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	if bestScore <= 0 && g.Phase() == expedition.PhaseAction {
		if a, ok := h.sellFor(v); ok {
			return a, true
		}
	}
	return best, bestScore > 0
}

// sellFor sells the least useful card when selling pays for a metric the
// team needs raised (Ruling E5: cards sell for 3 MC at any time).
func (h *Heuristic) sellFor(v *crisis.View) (crisis.Action, bool) {
	g := v.Game()
	need := h.t.cheapestNeed()
	me := g.Info(g.Player())
	if need == 0 || me.MC >= need || me.MC+3*g.HandSize(g.Player()) < need {
		return crisis.Action{}, false
	}
	cat := g.Catalogue()
	best, bestScore, found := crisis.Action{}, 0.0, false
	for _, a := range h.buf {
		if a.Kind != crisis.ActGame || a.Game.Kind != expedition.ActSell {
			continue
		}
		c := cat.Card(int(a.Game.Card))
		sc := -h.exp.CardNet(g, int(a.Game.Card)) - h.t.goalValue(v, c)
		if !found || sc > bestScore {
			best, bestScore, found = a, sc, true
		}
	}
	return best, found
}

// dummyWorth scores a phase of a solo dummy card.
func (h *Heuristic) dummyWorth(v *crisis.View, ph int) float64 {
	return h.phaseWorth(v)[ph]
}

// canTerraform reports whether a player can pay for a standard project
// that raises a metric.
func canTerraform(me expedition.PlayerInfo) bool {
	return me.MC >= 14 || me.Heat >= 8 || me.Plants >= 8
}

// tileWorth values an ocean tile's reward.
func tileWorth(t expedition.OceanTile) float64 {
	return float64(t.Reward[cards.MC]) + float64(t.Reward[cards.Heat]) + 1.5*float64(t.Reward[cards.Plants]) + 3*float64(t.Reward[cards.Cards])
}
