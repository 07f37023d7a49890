package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
)

// Heuristic plays a sensible engine game: it values every card by what it
// gives over the rounds it expects are left (production and lasting effects
// early, terraforming and VP late), its triggers by how often they should
// fire and its steel and titanium by the cards they should pay for; it
// chooses the phase its hand can use, plays the best card it can pay for
// (by the cheapest means), uses its actions and standard projects when they
// pay, sells the cards it will not play, and keeps the best cards. It is
// seeded only to break ties.
//
// Scores gives its score of every legal action of a decision (a search
// can use them as a prior or a rollout policy), Act plays the best, and
// Estimate says where every player is heading.
type Heuristic struct {
	rng          dice.Rand
	buf          []expedition.Action
	after        []expedition.Action // LegalOnlyAfterSales
	scores       []float64
	w            worth
	me           expedition.PlayerInfo
	cat          *cards.Catalogue
	shares       []shareCache
	stamp        uint32
	key          uint64 // board situation the values were computed for
	reserveStamp uint64 // the view the reserve was worked out for: it depends on the hand and MC
	reserveMC    float64
	valued       [expedition.MaxCards]uint32
	values       [expedition.MaxCards]float64

	// Discovery and Foundations (expansions.go).
	chose       [expedition.NumPhases + 1]float64 // the bot's own phase choices so far
	repeat      float64                           // worth of the Action bonus (repeatWorth)
	repeatStamp uint64
	weighing    bool // an upgrade's worth is being weighed (upgradeWorth, repeatWorth)
	// choosing says, while the corporation's action is weighed for the
	// Action phase (corporationAction), whether the bot chose Action (1) or
	// another player did (-1); 0 otherwise, when "if chose action" counts
	// half.
	choosing      int8
	upgradeStamp  [expedition.NumPhases + 1]uint32
	upgradeMoment [expedition.NumPhases + 1]uint8 // the moment (Heuristic.moment) upgradeValue is for
	upgradeValue  [expedition.NumPhases + 1]float64
	valuedMoment  [expedition.MaxCards]uint8 // the moment a card that upgrades was valued at
	tc            tileCounts
	tilesAt       [expedition.MaxCards]uint32 // cardTiles: the table version of tilesOf
	tilesOf       [expedition.MaxCards]float64
	bonusStamp    [3 * (expedition.NumPhases + 1)]uint32 // flatBonus, by phase and version
	bonusValue    [3 * (expedition.NumPhases + 1)]float64
	bonus         bonusWorths // what each version of each bonus is worth (upgrade.go)
	draws         drawModel   // what the cards the bot could draw are worth to it (draws.go)

	// What the bot makes of its cards (own.go, hand.go, fire.go, pay.go).
	players      int
	tableau      []int
	handIDs      []int
	sellable     []int
	sold         []rankedCard // cheapest
	views        uint64       // counts the views prepared
	memo         viewMemo
	resolveFor   int                               // the players resolveOf is for
	resolveOf    [expedition.NumPhases + 1]float64 // worth.resolve, which depends on the players only
	aliveTags    [cards.NumTags]int                // the tags of the cards of alive, counted
	catTags      [cards.NumTags]int                // the tags of the cards of catTagsOf, counted
	catTagsOf    *cards.Catalogue
	alive        []*cards.Card // cards in hand the bot may still play
	hand         handState
	keep         [expedition.MaxCards]float64
	keepKey      [expedition.MaxCards]uint64
	fires        fires
	metal        metals
	altOrder     []int // the bot's cards with alternative payments, in the order they came into play
	alts         []altPay
	unlock       [cards.NumParams]float64 // what a step of a track brings forward of the hand's cards
	reqShift     uint8
	stdDiscount  int
	forestPlants int
}

// tuning holds the heuristic's weights.
type tuning struct {
	vp        float64 // MC value of a VP
	lateVP    float64 // the VP's value is multiplied by this in the last rounds
	cardBonus float64 // value of a card in play beyond its effects (tags)
	// pace is the prior number of steps raised per round and player;
	// paceWeight is how many rounds of that prior count against the pace
	// seen so far; accel multiplies the pace (the game speeds up).
	pace, paceWeight, accel float64
	// horizon discounts the yield of the rounds to come: the bot counts
	// R·horizon/(R+horizon) rounds of it when R are left (0: all R).
	horizon    float64
	prodScale  float64 // production phases counted, as a share of those expected
	playsScale float64 // plays to come counted for triggers, discounts, steel and titanium, as a share of those expected
	// actionUses is how many uses of a blue card's action per round left
	// the card is worth when the bot weighs playing it. An action comes back
	// in every Action phase (Ruling E9).
	actionUses float64
	// actionPhase is the share of the actions in play the bot counts on
	// using when it weighs choosing the Action phase.
	actionPhase float64
	conversions float64 // share of the heat and plant conversions counted for choosing the Action phase
	// prior is the chance that another player chooses a phase this round
	// (before last round's card is ruled out); pick the chance that a
	// player chooses it in a round to come, which says how often a phase
	// should resolve.
	prior, pick [expedition.NumPhases + 1]float64
	conExtra    float64 // more plays per Construction phase than one (the bonus)
	// A drawn card is worth cardBase when the hand holds more than the bot
	// can play in handHorizon plays, up to cardWorth (less before the last
	// cardRounds rounds) when the hand is empty; cardFloor of the
	// difference counts however full the hand is.
	cardBase, cardWorth, cardRounds, cardFloor, handHorizon float64
	research, researchBonus                                 float64 // cards' worth of a Research phase, and of its bonus
	waitCost                                                float64 // MC lost per round a card waits for its requirements
	unlock                                                  float64 // share counted of what raising a track brings forward
	soon                                                    float64 // a card playable within this many rounds counts in the hand
	handSlack                                               float64 // cards counted beyond the plays left
	sellMargin                                              float64 // MC a sale must gain over keeping the card
	reserveCap                                              float64 // most MC kept back for the cards in hand
	reserveWeight                                           float64 // score lost per MC a standard project takes from the reserve
	metalCost                                               float64 // steel or titanium stops paying once it takes this much off
	oceanReward                                             float64 // mean worth of an ocean tile's reward
	raiseShare                                              float64 // the bot's share of the steps left (times the players)
	plantForests                                            float64 // forests per round from plants, besides plant production
	trPhases                                                float64 // phases per round in which the bot's TR rises
	standardsPerRound, sellsPerRound, altPayShare           float64
	extraPlay, playFree                                     float64
	rivalry                                                 float64 // share of the others' gain from a phase counted against it
	rivalPlay, rivalAction                                  float64
	// An MC is worth less by glut times the share of the MC to come that
	// the plays to come (at playCost each) do not use, and less again in
	// the last moneyRounds rounds; never below moneyFloor.
	playCost, glut, moneyRounds, moneyFloor float64
	// milestones and awards weigh what the bot counts for Discovery's
	// milestones and award places (1 = their VP at face value).
	milestones, awards float64
	progress           float64 // share of a milestone counted for getting closer to it
	denial             float64 // extra share of a milestone claimed per opponent close to it
	// own is the prior share of the bot's own Planning choices that go to
	// each phase (the heuristic's in self-play), with which it weighs its
	// choices so far to foresee how often it will use an upgraded card.
	own [expedition.NumPhases + 1]float64
	// upgradeCards weighs what an upgrade is worth (upgradeWorth) in the
	// worth of a card or action that gives one: it comes only in the rounds
	// in which the bot chooses the phase, and it is the best of many
	// estimates, so counted whole it makes such cards look better than the
	// cards they displace (mirror matches against the bot counting it
	// whole: go run ./expedition/bot/internal/upgradestats -against
	// upgrades-counted-whole).
	upgradeCards float64
	// flatUpgrades values upgraded phase cards by fixed figures per version
	// (upgrade_flat.go), a baseline kept for comparison.
	flatUpgrades bool
}

var defaultTuning = tuning{vp: 8, lateVP: 1.6, cardBonus: 0,
	pace: 1.3, paceWeight: 8, accel: 1.25, horizon: 25, prodScale: 1, playsScale: 0.75,
	actionUses: 0.1, actionPhase: 0.6, conversions: 0.5,
	prior:    [expedition.NumPhases + 1]float64{0, 0.2, 0.2, 0.25, 0.25, 0.1},
	pick:     [expedition.NumPhases + 1]float64{0, 0.22, 0.18, 0.15, 0.45, 0.1},
	conExtra: 0.3,
	cardBase: 3, cardWorth: 8, cardRounds: 6, cardFloor: 0.2, handHorizon: 4,
	research: 1.6, researchBonus: 2,
	waitCost: 1, unlock: 0, soon: 1.5, handSlack: 2, sellMargin: 0.5,
	reserveCap: 25, reserveWeight: 0.5, metalCost: 18, oceanReward: 4,
	raiseShare: 1, plantForests: 0.1, trPhases: 1,
	standardsPerRound: 0.5, sellsPerRound: 0.5, altPayShare: 0.3,
	extraPlay: 3, playFree: 6,
	rivalry: 0.3, rivalPlay: 10, rivalAction: 2,
	playCost: 10, glut: 0.5, moneyRounds: 5, moneyFloor: 0.3,
	milestones: 1, awards: 1, progress: 0.3, denial: 0.3,
	own: [expedition.NumPhases + 1]float64{0, 0.27, 0.17, 0.08, 0.22, 0.26}, upgradeCards: 0.5}

// NewHeuristic returns a heuristic bot seeded with seed.
func NewHeuristic(seed uint64) *Heuristic { return newHeuristic(seed, defaultTuning) }

func newHeuristic(seed uint64, t tuning) *Heuristic {
	h := &Heuristic{rng: dice.New(seed), buf: make([]expedition.Action, 0, 64), handIDs: make([]int, 0, 32)}
	h.w.t = t
	return h
}

// Act returns the bot's choice among the legal actions: the best of
// Scores (the first of equal ones).
func (h *Heuristic) Act(v *expedition.View) expedition.Action {
	h.buf = v.Legal(h.buf[:0])
	return h.decide(v)
}

// Choose returns the bot's choice among legal, the legal actions of the
// decision v shows (play.Bot).
func (h *Heuristic) Choose(v *expedition.View, legal []expedition.Action) expedition.Action {
	h.buf = append(h.buf[:0], legal...)
	return h.decide(v)
}

// decide returns the best of the legal actions in h.buf.
func (h *Heuristic) decide(v *expedition.View) expedition.Action {
	if len(h.buf) == 1 {
		return h.buf[0]
	}
	h.scores = h.Scores(v, h.buf, h.scores[:0])
	best := 0
	for i, sc := range h.scores {
		if sc > h.scores[best] {
			best = i
		}
	}
	a := h.buf[best]
	if a.Kind == expedition.ActChoosePhase {
		h.chose[a.Index]++
	}
	return a
}

// Scores appends to dst the bot's score of each action of legal, the legal
// actions of the decision v shows (v.Legal), and returns it: the higher the
// better, in MC of worth to the bot (a sale that prepares a payment scores
// what the payment brings). Act plays the best. Planning's scores carry a
// small seeded random term that breaks near ties, so calls are not pure:
// they draw from the bot's generator.
func (h *Heuristic) Scores(v *expedition.View, legal []expedition.Action, dst []float64) []float64 {
	h.prepare(v)
	n := len(dst)
	for range legal {
		dst = append(dst, 0)
	}
	out := dst[n:]
	switch v.Decision() {
	case expedition.DecisionRedraw:
		h.redrawScores(v, legal, out)
	case expedition.DecisionCorporation:
		h.corporationScores(v, legal, out)
	case expedition.DecisionPhase:
		sc := h.phaseScores(v)
		for i, a := range legal {
			out[i] = sc[a.Index] + 0.3*float64(h.rng.Intn(3))
		}
	case expedition.DecisionTurn:
		h.turnScores(v, legal, out)
	case expedition.DecisionUpgrade:
		h.upgradeScores(v, legal, out)
	default:
		h.choiceScores(v, legal, out)
	}
	return dst
}

// prepare reads the view: the bot's player, and what things are worth
// when the board or the bot's tableau changed.
func (h *Heuristic) prepare(v *expedition.View) {
	h.views++
	h.me = v.Info(v.Player())
	if cat := v.Catalogue(); cat != h.cat {
		h.cat, h.shares, h.stamp = cat, h.shares[:0], h.stamp+1
	}
	// Values change only with the board and the bot's own tableau.
	key := uint64(pastMaximum(v))<<32 | uint64(v.Round())<<20 | uint64(v.StepsLeft())<<12 | uint64(v.TableauSize(v.Player()))<<4 | uint64(min(h.me.Forests, 15))
	if key != h.key || h.stamp == 0 {
		h.key = key
		h.stamp++
		h.assess(v)
	}
}

// pastMaximum returns a bit for each parameter at its maximum whose steps
// still give the bot TR: it reached its maximum during this phase and the
// bot has allowance left for it (Ruling E4).
func pastMaximum(v *expedition.View) uint8 {
	var bits uint8
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if v.Param(par) >= expedition.ParamMax(par) && v.CanRaise(par) {
			bits |= 1 << par
		}
	}
	return bits
}

// CardNet returns what the bot reckons card id is worth to the player
// whose view v is, less what it costs them now: for bots of a mode (Crisis)
// that build on this one.
func (h *Heuristic) CardNet(v *expedition.View, id int) float64 {
	h.prepare(v)
	return h.net(v, id)
}

func (h *Heuristic) redrawScores(v *expedition.View, legal []expedition.Action, out []float64) {
	// Set aside one card that is clearly poor; done when none is left.
	for i, a := range legal {
		if a.Kind == expedition.ActDone {
			continue
		}
		out[i] = -h.waitedNet(v, int(a.Card))/100 - 1
		if n := h.waitedNet(v, int(a.Card)); n <= 0 {
			out[i] = 1 - n/100
		}
	}
}

func (h *Heuristic) corporationScores(v *expedition.View, legal []expedition.Action, out []float64) {
	offer := v.CorporationOffer()
	for i, a := range legal {
		out[i] = h.corporationWorth(v, v.Catalogue().Corporation(offer[a.Index]))
	}
}

// corporationWorth returns what a corporation is worth to the bot with its
// hand: its MC, setup, lasting modifiers, triggers and action.
func (h *Heuristic) corporationWorth(v *expedition.View, c *cards.Corporation) float64 {
	perRes := vpPerResource(&h.w, c.VP)
	val := float64(c.MC) + h.program(v, c.Setup, c.Holds, perRes) + h.passive(&c.Passive)
	for i := range c.Triggers {
		t := &c.Triggers[i]
		val += h.program(v, t.Body, c.Holds, perRes) * h.firings(nil, t)
	}
	best := 0.0
	for i := range c.Actions {
		best = max(best, h.option(v, &c.Actions[i], c.Holds, perRes))
	}
	return val + best*h.w.uses
}

// turnScores scores the actions of a phase I-III turn. A sale scores by
// itself what the card's price brings over keeping it; the sale of the
// least useful card also scores a payment it makes possible (a card, an
// action, a standard project), when that is the best thing to do.
func (h *Heuristic) turnScores(v *expedition.View, legal []expedition.Action, out []float64) {
	best := 0.0 // the best action that needs no sale (ending the turn scores 0)
	selling := false
	for i, a := range legal {
		if a.Kind == expedition.ActSell {
			out[i] = h.saleScore(v, int(a.Card))
			selling = true
			continue
		}
		out[i] = h.turnScore(v, a, true)
		best = max(best, out[i])
	}
	if !selling {
		return
	}
	h.after = v.LegalOnlyAfterSales(legal, h.after[:0])
	for _, a := range h.after {
		need, keep := h.mcNeed(v, a)
		first, total := h.sellPlan(v, h.turnScore(v, a, false), need, h.canPay(), keep)
		if first < 0 || total <= best {
			continue
		}
		for i, b := range legal {
			if b.Kind == expedition.ActSell && int(b.Card) == first && total > out[i] {
				out[i] = total
			}
		}
	}
}

// turnScore scores one action of a turn other than a sale (reserved:
// count the MC kept back for the cards in hand).
func (h *Heuristic) turnScore(v *expedition.View, a expedition.Action, reserved bool) float64 {
	w := &h.w
	switch a.Kind {
	case expedition.ActPlay:
		id := int(a.Card)
		p := h.pay(v, h.playCost(v, a), a.Pay)
		sc := h.cardValue(v, id) - p.worth + 0.5
		if v.Catalogue().Card(id).TagMask.Has(cards.TagWild) {
			sc += h.wildBonus(v, id, cards.Tag(a.Index))
		}
		return sc
	case expedition.ActUseAction:
		o, holds, vp := h.actionOption(v, a)
		sc := h.option(v, o, holds, vpPerResource(w, vp))
		if o.Cost.XKind != cards.XNone {
			sc *= float64(a.X)
		}
		return sc + 0.1
	case expedition.ActStandard:
		k := int(a.Index)
		sc := h.standard(k) + h.standardTiles(v, k)
		if cost := h.standardMC(k); reserved && cost > 0 {
			if short := h.reserve(v) - float64(h.canPay()-cost); short > 0 {
				sc -= short * w.t.reserveWeight
			}
		}
		return sc
	case expedition.ActBonusDraw:
		if v.PhaseCard(v.Player(), expedition.PhaseConstruction) == expedition.PhaseUpgradeB && !w.t.flatUpgrades {
			return 6 * w.mc // Construction B: 6 MC instead of the card
		}
		return w.card
	}
	return 0
}

// actionOption returns the option an action uses, and its source's
// holding and VP.
func (h *Heuristic) actionOption(v *expedition.View, a expedition.Action) (*cards.Option, cards.Holding, cards.VP) {
	cat := v.Catalogue()
	src := int(a.Card)
	if src < cards.MaxProjectCards {
		cd := cat.Card(src)
		return &cd.Actions[a.Index], cd.Holds, cd.VP
	}
	cp := cat.Corporation(src - cards.MaxProjectCards)
	return &cp.Actions[a.Index], cp.Holds, cp.VP
}

// mcNeed returns the MC an action of a turn pays, and the card it plays
// (-1 for none), which is not to be sold for it.
func (h *Heuristic) mcNeed(v *expedition.View, a expedition.Action) (int, int) {
	switch a.Kind {
	case expedition.ActPlay:
		p := h.pay(v, h.playCost(v, a), a.Pay)
		return p.mc, int(a.Card)
	case expedition.ActStandard:
		return h.standardMC(int(a.Index)), -1
	case expedition.ActUseAction:
		o, _, _ := h.actionOption(v, a)
		c := &o.Cost
		mc := int(c.MC) - int(c.LessPer)*int(h.countEstimate(v, c.Less))
		if c.LessIf > 0 && h.condition(c.Cond) {
			mc -= int(c.LessIf)
		}
		return max(mc, 0), -1
	}
	return 0, -1
}

// condition evaluates a condition for the bot's player.
func (h *Heuristic) condition(c cards.Cond) bool {
	switch c.Kind {
	case cards.CondChoseAction:
		return h.me.Chosen == expedition.PhaseAction
	case cards.CondTags:
		return h.me.Tags[c.Tag] >= int(c.N)
	case cards.CondColor:
		return h.me.Colors[c.Col] >= int(c.N)
	}
	return true
}

// reserve returns the MC the bot keeps for the cards it should play before
// its next income: the best card of each kind, times the chance that its
// phase comes first, less the income of a Production phase still to come
// this round.
func (h *Heuristic) reserve(v *expedition.View) float64 {
	if h.reserveStamp != h.views {
		h.reserveStamp, h.reserveMC = h.views, h.computeReserve(v)
	}
	return h.reserveMC
}

// computeReserve is reserve, worked out afresh.
func (h *Heuristic) computeReserve(v *expedition.View) float64 {
	w := &h.w
	need := 0.0
	if w.rounds >= 1.5 {
		h.rankHand(v)
		var best [2]float64 // best green and other keep worth
		var cost [2]int
		for _, id := range h.handIDs {
			if !h.requirementsMet(v, id) {
				continue
			}
			kind := 1
			if v.Catalogue().Card(id).Color == cards.Green {
				kind = 0
			}
			if n := h.keepWorth(v, id); n > 2 && n > best[kind] {
				best[kind], cost[kind] = n, h.cardCost(v, id)
			}
		}
		need = float64(cost[0])*max(w.resolve[expedition.PhaseDevelopment], 0.5) +
			float64(cost[1])*max(w.resolve[expedition.PhaseConstruction], 0.5)
		if h.productionToCome(v) {
			need -= float64(h.me.TR + h.me.Production[cards.MC])
		}
		need = min(max(need, 0), w.t.reserveCap)
	}
	return need
}

// productionToCome reports whether a Production phase resolves later this
// round.
func (h *Heuristic) productionToCome(v *expedition.View) bool {
	if v.Stage() != expedition.StagePhase || v.Phase() >= expedition.PhaseProduction {
		return false
	}
	for q := 0; q < v.Players(); q++ {
		if h.info(v, q).Chosen == expedition.PhaseProduction {
			return true
		}
	}
	return false
}

// standardMC returns the MC a standard project costs the bot.
func (h *Heuristic) standardMC(k int) int {
	base := 0
	switch k {
	case expedition.StdForestMC:
		base = 20
	case expedition.StdTempMC:
		base = 14
	case expedition.StdOceanMC, expedition.StdInfraMC:
		base = 15
	default:
		return 0
	}
	return max(base-h.stdDiscount, 0)
}

// standard returns the net worth of a standard project: a step past a
// maximum reached this phase, within the bot's allowance, gives its TR too
// (Ruling E4).
func (h *Heuristic) standard(k int) float64 {
	w := &h.w
	mc := float64(h.standardMC(k)) * w.mc
	step := func(par cards.Param) float64 { return w.step[par] + w.pastMax[par] }
	switch k {
	case expedition.StdForestMC:
		return w.forest - mc
	case expedition.StdForestPlants:
		return w.forest - float64(h.forestPlants)*w.plant + 0.5
	case expedition.StdTempMC:
		return step(cards.Temperature) - mc
	case expedition.StdTempHeat:
		return step(cards.Temperature) - 8*w.heat + 0.5
	case expedition.StdOceanMC:
		return step(cards.Oceans) - mc
	case expedition.StdInfraMC:
		return step(cards.Infrastructure) + w.card - mc
	case expedition.StdInfraHeat:
		return step(cards.Infrastructure) + w.card - 5*w.heat - 3*w.plant
	}
	return 0
}

// playCost returns the MC cost of the card play a, before steel, titanium
// and alternative payments: a card with a wild tag costs what it costs
// with the tag the play names.
func (h *Heuristic) playCost(v *expedition.View, a expedition.Action) int {
	id := int(a.Card)
	if v.Catalogue().Card(id).TagMask.Has(cards.TagWild) {
		return v.CardCostAs(id, cards.Tag(a.Index))
	}
	return h.cardCost(v, id)
}
