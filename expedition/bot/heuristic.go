package bot

import (
	"cmp"
	"slices"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// Heuristic plays a sensible engine game: it values every card by what it
// gives over the rounds it expects are left (production and lasting effects
// early, terraforming and VP late), plays the best card it can afford,
// chooses the phase that suits its hand, uses its actions and standard
// projects when they pay, and keeps the best cards. It is seeded only to
// break ties.
type Heuristic struct {
	rng          dice.Rand
	buf          []expedition.Action
	hand         []int
	w            worth
	me           expedition.PlayerInfo
	stamp        uint32
	key          uint32 // board situation the values were computed for
	decision     uint32 // counts Act calls: the reserve depends on the hand and MC
	reserveStamp uint32
	reserveMC    float64
	valued       [expedition.MaxCards]uint32
	values       [expedition.MaxCards]float64
	chose        [expedition.NumPhases + 1]float64 // the bot's own phase choices so far
	repeat       float64                           // worth of the Action bonus (repeatWorth)
	repeatStamp  uint32
	weighing     bool // an upgrade's worth is being weighed (upgradeWorth, repeatWorth)
	upgradeStamp [expedition.NumPhases + 1]uint32
	upgradeValue [expedition.NumPhases + 1]float64
	tc           tileCounts
	tilesAt      [expedition.MaxCards]uint32 // cardTiles: the table version of tilesOf
	tilesOf      [expedition.MaxCards]float64
	bonusStamp   [3 * (expedition.NumPhases + 1)]uint32 // phaseBonus, by phase and version
	bonusValue   [3 * (expedition.NumPhases + 1)]float64
}

// tuning holds the heuristic's weights.
type tuning struct {
	stdFactor  float64 // share of a standard project's MC counted as its cost
	vp         float64 // MC value of a VP
	prodShare  float64 // production phases per round left
	cardBonus  float64 // value of a card in play beyond its effects (tags)
	reserveCap float64 // most MC kept back for the cards in hand
	// actionUses is how many uses of a blue card's action per round left
	// the card is worth when the bot weighs playing it. An action comes back
	// in every Action phase (Ruling E9). Duels between tunings (TestTuning,
	// 6,000 games each) favour 0.2 over 0.6: bots valuing 0.2 take 50%, 54%
	// and 56% of the wins against bots valuing 0.6 at 2, 3 and 4 players
	// (63% at 4 players when an action could be used only once a game).
	actionUses float64
	// actionPhase is the share of the actions in play the bot counts on
	// using when it weighs choosing the Action phase.
	actionPhase float64
	prior       [expedition.NumPhases + 1]float64
	// milestones and awards weigh what the bot counts for Discovery's
	// milestones and award places (1 = their VP at face value).
	milestones, awards float64
	progress           float64 // share of a milestone counted for getting closer to it
	denial             float64 // extra share of a milestone claimed per opponent close to it
}

var defaultTuning = tuning{stdFactor: 0.35, vp: 8, prodShare: 0.7, cardBonus: 0, reserveCap: 25,
	actionUses: 0.2, actionPhase: 0.6, milestones: 1, awards: 1, progress: 0.3, denial: 0.3,
	prior: [expedition.NumPhases + 1]float64{0, 0.2, 0.2, 0.25, 0.25, 0.1}}

// NewHeuristic returns a heuristic bot seeded with seed.
func NewHeuristic(seed uint64) *Heuristic { return newHeuristic(seed, defaultTuning) }

func newHeuristic(seed uint64, t tuning) *Heuristic {
	h := &Heuristic{rng: dice.New(seed), buf: make([]expedition.Action, 0, 64), hand: make([]int, 0, 32)}
	h.w.t = t
	return h
}

// Act returns the bot's choice among the legal actions.
func (h *Heuristic) Act(v *expedition.View) expedition.Action {
	h.buf = v.Legal(h.buf[:0])
	if len(h.buf) == 1 {
		return h.buf[0]
	}
	h.refresh(v)
	h.decision++
	switch v.Decision() {
	case expedition.DecisionRedraw:
		return h.redraw(v)
	case expedition.DecisionCorporation:
		return h.corporation(v)
	case expedition.DecisionPhase:
		return h.phase(v)
	case expedition.DecisionTurn:
		return h.turn(v)
	case expedition.DecisionUpgrade:
		return h.upgrade(v)
	}
	return h.choice(v)
}

// refresh reads the player's numbers and, when the board or the bot's own
// tableau changed, reassesses what things are worth.
func (h *Heuristic) refresh(v *expedition.View) {
	h.me = v.Info(v.Player())
	// Values change only with the board and the bot's own tableau.
	key := uint32(v.Round())<<20 | uint32(v.StepsLeft())<<12 | uint32(v.TableauSize(v.Player()))<<4 | uint32(min(h.me.Forests, 15))
	if key != h.key || h.stamp == 0 {
		h.key = key
		h.stamp++
		h.w.assess(v)
	}
}

// CardNet returns what the bot reckons card id is worth to the player
// whose view v is, less what it costs them now: for bots of a mode (Crisis)
// that build on this one.
func (h *Heuristic) CardNet(v *expedition.View, id int) float64 {
	h.refresh(v)
	return h.net(v, id)
}

// pick returns the legal action with the highest score (ties: the first).
func (h *Heuristic) pick(score func(a expedition.Action) float64) expedition.Action {
	best, bestScore := h.buf[0], score(h.buf[0])
	for _, a := range h.buf[1:] {
		if sc := score(a); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}

// net returns a card's value less what it costs now.
func (h *Heuristic) net(v *expedition.View, id int) float64 {
	return h.cardValue(v, id) - float64(v.CardCost(id))
}

// keepWorth returns what holding card id is worth: a card that cannot be
// played yet is worth less.
func (h *Heuristic) keepWorth(v *expedition.View, id int) float64 {
	n := h.net(v, id)
	if !v.RequirementsMet(id) {
		n = 0.4*n - 3
	}
	return n
}

func (h *Heuristic) redraw(v *expedition.View) expedition.Action {
	// Set aside one card that is clearly poor; done when none is left.
	return h.pick(func(a expedition.Action) float64 {
		if a.Kind == expedition.ActDone {
			return 0
		}
		c := v.Catalogue().Card(int(a.Card))
		if len(c.Requires) > 0 && h.net(v, int(a.Card)) < 0 {
			return 1
		}
		return h.net(v, int(a.Card))/100 - 1
	})
}

func (h *Heuristic) corporation(v *expedition.View) expedition.Action {
	offer := v.CorporationOffer()
	return h.pick(func(a expedition.Action) float64 {
		c := v.Catalogue().Corporation(offer[a.Index])
		return float64(c.MC) + h.program(v, c.Setup, c.Holds, 0) + h.passive(&c.Passive) +
			float64(len(c.Triggers))*0.8*h.w.rounds
	})
}

// phase chooses the phase card that suits the hand: every chosen phase
// happens for everyone, so a phase is worth its bonus plus its value to the
// bot times the chance that nobody else chooses it (the others cannot repeat
// last round's card, which is public).
func (h *Heuristic) phase(v *expedition.View) expedition.Action {
	h.hand = v.Hand(h.hand[:0])
	var green, other [2]float64 // best two nets of playable cards
	for _, id := range h.hand {
		c := v.Catalogue().Card(id)
		if float64(v.CardCost(id)) > float64(h.me.MC)+6 || !v.RequirementsMet(id) {
			continue
		}
		n := h.net(v, id)
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
	w := &h.w
	income := float64(h.me.TR+h.me.Production[cards.MC]) + float64(h.me.Production[cards.Heat])*w.heat +
		float64(h.me.Production[cards.Plants])*w.plant + float64(h.me.Production[cards.Cards])*w.card
	actions, repeat := h.actionWorth(v)
	value := [expedition.NumPhases + 1]float64{
		expedition.PhaseDevelopment:  green[0],
		expedition.PhaseConstruction: other[0],
		expedition.PhaseAction:       actions,
		expedition.PhaseProduction:   income,
		expedition.PhaseResearch:     w.card,
	}
	bonus := [expedition.NumPhases + 1]float64{
		expedition.PhaseDevelopment:  min(3, max(green[0]+3, 0)),
		expedition.PhaseConstruction: max(other[1], w.card),
		expedition.PhaseAction:       repeat,
		expedition.PhaseProduction:   4,
		expedition.PhaseResearch:     w.card * 1.5,
	}
	var others [expedition.NumPhases + 1]float64 // chance nobody else picks it
	dummy := v.DummyPhase()
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		others[ph] = 1
		if ph == dummy {
			others[ph] = 0 // the dummy hand's phase resolves anyway: only the bonus counts
		}
		if ver := v.PhaseCard(v.Player(), ph); ver != expedition.PhaseBase {
			bonus[ph] += h.phaseBonus(v, ph, ver) - h.phaseBonus(v, ph, expedition.PhaseBase)
		}
	}
	for q := 0; q < v.Players(); q++ {
		if q == v.Player() {
			continue
		}
		prev := v.Previous(q)
		total := 0.0
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			if ph != prev {
				total += h.w.t.prior[ph]
			}
		}
		for ph := 1; ph <= expedition.NumPhases; ph++ {
			if ph != prev {
				others[ph] *= 1 - h.w.t.prior[ph]/total
			}
		}
	}
	a := h.pick(func(a expedition.Action) float64 {
		ph := a.Index
		return bonus[ph] + value[ph]*others[ph] + 0.3*float64(h.rng.Intn(3))
	})
	h.chose[a.Index]++
	return a
}

// actionWorth estimates what the Action phase gives the bot, and what its
// bonus (one action again) adds.
func (h *Heuristic) actionWorth(v *expedition.View) (worth, repeat float64) {
	total := 0.0
	var tab [64]int
	for _, id := range v.Tableau(v.Player(), tab[:0]) {
		c := v.Catalogue().Card(id)
		best := 0.0
		for i := range c.Actions {
			best = max(best, h.option(v, &c.Actions[i], c.Holds, vpPerResource(&h.w, c.VP)))
		}
		total += best
		repeat = max(repeat, best)
	}
	w := &h.w
	conversions := float64(h.me.Heat/8)*w.step[cards.Temperature] + float64(h.me.Plants/8)*(w.vp+w.step[cards.Oxygen])
	spare := float64(h.me.MC) - h.reserve(v)
	projects := 0.0
	if spare > 14 {
		projects = (spare / 15) * 0.5 * w.tr
	}
	return w.t.actionPhase*total + 0.5*conversions + projects + 1, w.t.actionPhase * repeat
}

// reserve returns the MC the bot keeps for the good cards in its hand.
func (h *Heuristic) reserve(v *expedition.View) float64 {
	if h.reserveStamp == h.decision {
		return h.reserveMC
	}
	h.hand = v.Hand(h.hand[:0])
	need := 0.0
	for _, id := range h.hand {
		if h.net(v, id) > 2 && v.RequirementsMet(id) {
			need += float64(v.CardCost(id))
		}
	}
	need = min(need, h.w.t.reserveCap)
	if h.w.rounds < 2.5 {
		need = 0
	}
	h.reserveStamp, h.reserveMC = h.decision, need
	return need
}

// turn plays a phase I-III turn.
func (h *Heuristic) turn(v *expedition.View) expedition.Action {
	best, bestScore := expedition.Action{}, 0.0
	found := false
	var sellCandidate expedition.Action
	sellScore := 1e9
	bonusDraw := false
	for _, a := range h.buf {
		var sc float64
		switch a.Kind {
		case expedition.ActPlay:
			id := int(a.Card)
			if c := v.Catalogue().Card(id); c.TagMask.Has(cards.TagWild) {
				tag := cards.Tag(a.Index)
				sc = h.cardValue(v, id) - float64(v.CardCostAs(id, tag)) + h.wildBonus(v, id, tag) + 0.5
			} else {
				sc = h.net(v, id) + 0.5
			}
			if a.Pay != 0 {
				sc -= 0.25
			}
		case expedition.ActUseAction:
			c := v.Catalogue()
			src := int(a.Card)
			var o *cards.Option
			var holds cards.Holding
			var vp cards.VP
			if src < cards.MaxProjectCards {
				cd := c.Card(src)
				o, holds, vp = &cd.Actions[a.Index], cd.Holds, cd.VP
			} else {
				cp := c.Corporation(src - cards.MaxProjectCards)
				o, holds, vp = &cp.Actions[a.Index], cp.Holds, cp.VP
			}
			sc = h.option(v, o, holds, vpPerResource(&h.w, vp))
			if o.Cost.XKind != cards.XNone {
				sc *= float64(a.X)
			}
			sc += 0.1
		case expedition.ActStandard:
			cost := h.standardMC(int(a.Index))
			sc = h.standard(int(a.Index)) + (1-h.w.t.stdFactor)*float64(cost) + h.standardTiles(v, int(a.Index))
			if sc > bestScore && cost > 0 && float64(h.me.MC-cost) < h.reserve(v) {
				sc = -1
			}
		case expedition.ActSell:
			if n := h.keepWorth(v, int(a.Card)); n < sellScore {
				sellScore, sellCandidate = n, a
			}
			continue
		case expedition.ActBonusDraw:
			bonusDraw = true
			continue
		default:
			continue
		}
		if sc > bestScore {
			best, bestScore, found = a, sc, true
		}
	}
	if found {
		return best
	}
	if bonusDraw {
		return expedition.Action{Kind: expedition.ActBonusDraw, Player: int8(v.Player()), Card: -1}
	}
	// Sell a poor card to afford a good one it cannot pay for yet.
	if sellCandidate.Kind == expedition.ActSell && sellScore < 4 && h.wantsMoney(v, int(sellCandidate.Card)) {
		return sellCandidate
	}
	return expedition.Action{Kind: expedition.ActDone, Player: int8(v.Player()), Card: -1}
}

// wantsMoney reports whether a card of this phase is worth playing but
// costs more than the bot has, and selling (not the card to sell) would
// close the gap.
func (h *Heuristic) wantsMoney(v *expedition.View, selling int) bool {
	phase := v.Phase()
	if !v.CanPlayMore() {
		return false
	}
	h.hand = v.Hand(h.hand[:0])
	for _, id := range h.hand {
		if id == selling {
			continue
		}
		c := v.Catalogue().Card(id)
		if (c.Color == cards.Green) != (phase == expedition.PhaseDevelopment) {
			continue
		}
		cost := v.CardCost(id)
		if cost > h.me.MC && cost <= h.me.MC+3*(len(h.hand)-1) && h.net(v, id) > 4 {
			return true
		}
	}
	return false
}

// standardMC returns the MC a standard project costs (before discounts).
func (h *Heuristic) standardMC(k int) int {
	switch k {
	case expedition.StdForestMC:
		return 20
	case expedition.StdTempMC:
		return 14
	case expedition.StdOceanMC, expedition.StdInfraMC:
		return 15
	}
	return 0
}

// standard returns the net worth of a standard project.
func (h *Heuristic) standard(k int) float64 {
	w := &h.w
	switch k {
	case expedition.StdForestMC:
		return w.vp + w.step[cards.Oxygen] - 20
	case expedition.StdForestPlants:
		return w.vp + w.step[cards.Oxygen] - 8*w.plant + 0.5
	case expedition.StdTempMC:
		return w.step[cards.Temperature] - 14
	case expedition.StdTempHeat:
		return w.step[cards.Temperature] - 8*w.heat + 0.5
	case expedition.StdOceanMC:
		return w.step[cards.Oceans] + 2 - 15
	case expedition.StdInfraMC:
		return w.step[cards.Infrastructure] + w.card - 15
	case expedition.StdInfraHeat:
		return w.step[cards.Infrastructure] + w.card - 5*w.heat - 3*w.plant
	}
	return 0
}

// choice answers a choice asked by an effect or by the rules.
func (h *Heuristic) choice(v *expedition.View) expedition.Action {
	cat := v.Catalogue()
	switch v.Decision() {
	case expedition.DecisionKeep, expedition.DecisionPlayFree, expedition.DecisionDraft:
		return h.pick(func(a expedition.Action) float64 {
			if a.Kind == expedition.ActDecline {
				return 0
			}
			return h.cardValue(v, int(a.Card)) - 0.6*float64(cat.Card(int(a.Card)).Cost) + 100
		})
	case expedition.DecisionDiscard:
		return h.pick(func(a expedition.Action) float64 {
			return -h.keepWorth(v, int(a.Card))
		})
	case expedition.DecisionHook:
		return h.pick(func(a expedition.Action) float64 {
			if a.Kind == expedition.ActDecline {
				return 0
			}
			return h.w.card - h.keepWorth(v, int(a.Card)) - 1
		})
	case expedition.DecisionMay:
		me := int8(v.Player())
		prog, from, to := v.Optional()
		val := h.block(v, prog, from, to, cards.HoldNone, 0)
		accept := expedition.Action{Kind: expedition.ActAccept, Player: me, Card: -1}
		if contains(h.buf, accept) {
			if val > 0 {
				return accept
			}
		} else if sell, gain := h.sellToPay(v, val, mcPaid(prog, from, to)); gain > 0 {
			return sell
		}
		return expedition.Action{Kind: expedition.ActDecline, Player: me, Card: -1}
	case expedition.DecisionChoose:
		return h.chooseAlternative(v)
	case expedition.DecisionTarget:
		return h.pick(func(a expedition.Action) float64 {
			src := int(a.Card)
			if src < cards.MaxProjectCards {
				return vpPerResource(&h.w, cat.Card(src).VP)
			}
			return vpPerResource(&h.w, cat.Corporation(src-cards.MaxProjectCards).VP)
		})
	}
	return h.buf[h.rng.Intn(len(h.buf))]
}

// chooseAlternative picks the best alternative of a pending choice: one the
// bot can pay now, or one it pays by selling its least useful cards first
// (Ruling E5), or none when it may do without and nothing is worth it.
func (h *Heuristic) chooseAlternative(v *expedition.View) expedition.Action {
	cat := v.Catalogue()
	src := v.DecisionSource()
	holds, vp := cards.HoldNone, cards.VP{}
	if src >= 0 && src < cards.MaxProjectCards {
		holds, vp = cat.Card(src).Holds, cat.Card(src).VP
	}
	me := int8(v.Player())
	best, bestScore, found := expedition.Action{}, 0.0, false
	decline := expedition.Action{Kind: expedition.ActDecline, Player: me, Card: -1}
	if contains(h.buf, decline) {
		best, found = decline, true
	}
	for i := 0; ; i++ {
		prog, from, to := v.Alternative(i)
		if prog == nil {
			break
		}
		val := h.block(v, prog, from, to, holds, vpPerResource(&h.w, vp))
		choose := expedition.Action{Kind: expedition.ActChoose, Player: me, Card: -1, Index: int8(i)}
		a := choose
		if !contains(h.buf, choose) {
			sell, gain := h.sellToPay(v, val, mcPaid(prog, from, to))
			if gain == 0 {
				continue // not even by selling
			}
			a, val = sell, gain
		}
		if !found || val > bestScore {
			best, bestScore, found = a, val, true
		}
	}
	if !found {
		return h.buf[0]
	}
	return best
}

// sellToPay weighs selling cards to pay need MC for something worth val
// (its payment counted in): the sale of the least useful card the bot should
// make now, and what paying that way is worth, 0 when it is not worth it or
// selling cannot raise the money.
func (h *Heuristic) sellToPay(v *expedition.View, val float64, need int) (expedition.Action, float64) {
	short := need - h.me.MC
	price := v.SellPrice()
	if short <= 0 || price <= 0 {
		return expedition.Action{}, 0
	}
	h.hand = v.Hand(h.hand[:0])
	k := (short + price - 1) / price
	if k > len(h.hand) {
		return expedition.Action{}, 0
	}
	slices.SortFunc(h.hand, func(a, b int) int { return cmp.Compare(h.keepWorth(v, a), h.keepWorth(v, b)) })
	total := val
	for _, id := range h.hand[:k] {
		total += float64(price) - max(h.keepWorth(v, id), 0)
	}
	if total <= 0 {
		return expedition.Action{}, 0
	}
	return expedition.Action{Kind: expedition.ActSell, Player: int8(v.Player()), Card: int16(h.hand[0])}, total
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

func contains(list []expedition.Action, a expedition.Action) bool {
	for _, b := range list {
		if b == a {
			return true
		}
	}
	return false
}
