package bot

import (
	"math"
	"strconv"
	"sync"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/learn"
)

// Features is the feature encoder of the learned bots for Crisis
// (learn.Encoder): fixed-length vectors of what one seat's View shows,
// for a value model (the team's chance of winning) and a policy model (a
// score per legal action). Crisis is co-operative, so the state features
// describe the team against the Crisis; the seats come in the order of
// play from the viewing seat ("me" first), so one model serves every
// seat, player count and difficulty. The table is open (Ruling C8):
// every seat's hand shows, the decks' orders and the Crisis deck's cards
// do not, and the features read nothing but the View's queries.
//
// The state vector (StateLen entries), in groups:
//
//   - configuration [0, 11): a constant 1, the player count (one-hot
//     1-4), the difficulty (one-hot), Discovery's phase upgrades in play,
//     my place after the round's first player;
//   - tempo [11, 57): the round, the stage (one-hot), the phase
//     resolving (one-hot), the Crisis decision and the Expedition
//     decision waiting (one-hot), whether I am to move, the repeats of
//     the decision, whether I may still play a card and get the phase's
//     bonus;
//   - metrics [57, 105), 16 per metric (temperature, oxygen, oceans): the
//     step and the steps left, the margin above the purple zone, the zone
//     and this round's detriment token (one-hot), what the next Crisis
//     step lowers for sure (persistent effects in play and the least of
//     the next card's tier) and on average, the margin left after the
//     sure lowering, the steps the team must raise before the next check,
//     and the counters a raise of the metric removes;
//   - the Crisis [105, 156): the Crisis deck's size and its tiers left,
//     the next card's tier (one-hot), Dwindling Supplies next or out and
//     the steps still to raise once it is out, the cards in play and
//     their counters (all, play goals, raise goals), the abilities set
//     aside, the VP bank (all, per player), the round's modifiers (card
//     cost, forbidden, bonusless and dummy phases, my own forbidden
//     phases), the dummy cards' phases showing, and the heuristic's leaf
//     estimate of the chance of winning (and its logit);
//   - seats [156, 244), 22 per seat for me and the three places after me
//     (zero past the player count): present, MC, heat, plants, steel,
//     titanium, MC, heat, plant and card production, TR, forests, hand
//     and tableau sizes, the counters the hand's cards meet, the hand's
//     cards the seat can pay for, the phase chosen this round (one-hot),
//     the phase cards upgraded;
//   - my hand [244, 255): cards by colour, cards I can play now (cost and
//     requirements), their mean and least cost, printed VP, the metric
//     steps the hand's effects raise, the cards meeting a goal.
//
// The action vector (ActionLen entries) is documented on Action and
// Actions: what each action is and does [0, 85), then [85] whether it is
// the team heuristic's choice among the legal actions, from the View.
// The heuristic's valuations are part of the layout: retuning them calls
// for a new schema.
//
// A Features keeps only a pool of heuristics for Actions, each reset
// before use: one value serves every goroutine.
type Features struct {
	scorers sync.Pool // of *Heuristic
}

var _ learn.Encoder[crisis.View, crisis.Action] = (*Features)(nil)

// NewFeatures returns the Crisis feature encoder.
func NewFeatures() *Features { return &Features{} }

// The lengths of the vectors.
const (
	stateLen  = 255
	actionLen = 86
)

// Schema names the feature layout: "crisis/2".
func (*Features) Schema() string { return "crisis/2" }

// StateLen is the length of a state vector.
func (*Features) StateLen() int { return stateLen }

// ActionLen is the length of an action vector.
func (*Features) ActionLen() int { return actionLen }

// MarkFeature implements learn.Marker: the action feature that is 1 on
// the heuristic's choice.
func (*Features) MarkFeature() int { return aHeuristic }

// State writes the features of the position v shows, for the seat whose
// View it is, into dst (len(dst) == StateLen()).
func (*Features) State(v *crisis.View, dst []float32) {
	w := vec{d: dst[:stateLen]}
	g := v.Game()
	n, me := v.Players(), v.Player()
	var c crises
	readCrises(v, &c)

	// Configuration.
	w.put(1)
	w.onehot(n-1, crisis.MaxPlayers)
	w.onehot(int(v.Difficulty()), int(crisis.NumDifficulties))
	w.flag(g.Features()&cards.NeedsUpgrades != 0)
	w.put(float64(relSeat(g.FirstPlayer(), me, n)) / 3)

	// Tempo.
	w.put(float64(g.Round()) / 20)
	w.onehot(int(g.Stage()), int(expedition.StageOver)+1)
	ph := 0
	if g.Stage() == expedition.StagePhase {
		ph = g.Phase()
	}
	w.onehot(ph-1, expedition.NumPhases)
	w.onehot(int(v.Decision()), int(crisis.DecisionDummy)+1)
	gd := expedition.DecisionNone
	if v.Decision() == crisis.DecisionGame {
		gd = g.Decision()
	}
	w.onehot(int(gd), int(expedition.DecisionDraft)+1)
	w.flag(v.ToMove() == me)
	w.put(float64(v.DecisionCount()-1) / 3)
	w.flag(g.CanPlayMore())
	w.flag(g.Bonus())

	// Metrics.
	next := nextTier(v)
	var nextSure [metrics]int
	var nextMean [metrics]float64
	readNextCard(v, next, &nextSure, &nextMean)
	var rate [metrics]float64
	for _, id := range c.ids[:c.n] {
		addLowerings(&rate, c.deck.Card(id).Persistent, 1)
	}
	gap := 0
	for par := cards.Param(0); par < metrics; par++ {
		l, top := c.level[par], expedition.ParamMax(par)
		gap += top - l
		w.put(float64(l) / float64(top))
		w.put(float64(top-l) / 10)
		w.put(clip(float64(l-lastPurple[par]), -2, 10) / 10)
		w.onehot(int(expedition.ZoneAt(par, l)), int(cards.NumZones))
		tok := v.Token(par)
		if tok == cards.White {
			tok = cards.NumZones // no token
		}
		w.onehot(int(tok), int(cards.NumZones))
		sure := c.sure[par] + nextSure[par]
		w.put(float64(sure) / 3)
		w.put((rate[par] + nextMean[par]) / 3)
		w.put(clip(float64(l-sure-lastPurple[par]), -3, 10) / 10)
		need := 0
		for k := l; k < top && (k <= lastPurple[par] || k < sure); k++ {
			need++
		}
		w.put(float64(need) / 3)
		w.put(float64(c.raises[par]) / 3)
	}

	// The Crisis.
	w.put(float64(v.DeckSize()) / 12)
	for _, k := range v.DeckTiers() {
		w.put(float64(k) / 4)
	}
	w.onehot(next, 6)
	w.flag(next == 4)
	w.flag(v.LastDrawn())
	if v.LastDrawn() {
		w.put(float64(gap) / 20)
	} else {
		w.put(0)
	}
	counters := 0
	for _, id := range c.ids[:c.n] {
		counters += v.Counters(id)
	}
	w.put(float64(c.n) / 5)
	w.put(float64(counters) / 10)
	w.put(float64(c.goals) / 10)
	w.put(float64(c.raises[0]+c.raises[1]+c.raises[2]) / 3)
	aside := 0
	for id := range c.deck.Cards {
		if v.SetAside(id) && c.deck.Cards[id].Anytime.VP > 0 {
			aside++
		}
	}
	w.put(float64(aside))
	bank := g.VPBank()
	w.put(float64(bank) / 10)
	w.put(float64(bank) / float64(n) / 5)
	mods := v.RoundMods()
	w.put(float64(mods.CardCost) / 5)
	w.bits(mods.Forbidden, 1, expedition.NumPhases)
	w.bits(mods.NoBonus, 1, expedition.NumPhases)
	w.bits(mods.Extra, 1, expedition.NumPhases)
	w.bits(mods.PlayerForbidden[me], 1, expedition.NumPhases)
	var shown uint8
	var buf [4]int
	for _, d := range v.DummyRevealed(buf[:0]) {
		for _, p := range v.DummyCard(d) {
			if p > 0 {
				shown |= 1 << p
			}
		}
	}
	w.bits(shown, 1, expedition.NumPhases)
	chance := leafChance(v)
	w.put(chance)
	w.put(clip(math.Log(chance/(1-chance)), -15, 15) / 5)

	// Seats, me first.
	var hand [cards.MaxProjectCards]int
	var in expedition.PlayerInfo
	cat := g.Catalogue()
	for k := 0; k < crisis.MaxPlayers; k++ {
		if k >= n {
			for j := 0; j < seatLen; j++ {
				w.put(0)
			}
			continue
		}
		q := seatAt(me, k, n)
		g.InfoInto(q, &in)
		w.put(1)
		w.put(float64(in.MC) / 50)
		w.put(float64(in.Heat) / 40)
		w.put(float64(in.Plants) / 16)
		w.put(float64(in.Steel) / 5)
		w.put(float64(in.Titanium) / 5)
		w.put(float64(in.Production[cards.MC]) / 10)
		w.put(float64(in.Production[cards.Heat]) / 5)
		w.put(float64(in.Production[cards.Plants]) / 5)
		w.put(float64(in.Production[cards.Cards]) / 3)
		w.put(float64(in.TR) / 30)
		w.put(float64(in.Forests) / 5)
		w.put(float64(g.HandSize(q)) / 10)
		w.put(float64(g.TableauSize(q)) / 20)
		meets, pays := 0, 0
		for _, id := range g.HandOf(q, hand[:0]) {
			pc := cat.Card(id)
			meets += c.goalCount(v, pc)
			if int(pc.Cost)+int(mods.CardCost) <= affordMC(&in) {
				pays++
			}
		}
		w.put(float64(meets) / 5)
		w.put(float64(pays) / 10)
		w.onehot(in.Chosen-1, expedition.NumPhases)
		up := 0
		for p := 1; p <= expedition.NumPhases; p++ {
			if g.PhaseCard(q, p) != expedition.PhaseBase {
				up++
			}
		}
		w.put(float64(up) / 3)
	}

	// My hand.
	g.InfoInto(me, &in)
	var colors [cards.NumColors]int
	var raised [metrics]float64
	playable, meeting, vp := 0, 0, 0
	costs, least := 0, -1
	for _, id := range g.Hand(hand[:0]) {
		pc := cat.Card(id)
		if pc.Color < cards.NumColors {
			colors[pc.Color]++
		}
		cost := g.CardCost(id)
		if cost <= affordMC(&in) && g.RequirementsMet(id) {
			playable++
			costs += cost
			if least < 0 || cost < least {
				least = cost
			}
		}
		if c.goalCount(v, pc) > 0 {
			meeting++
		}
		vp += int(pc.VP.Fixed)
		var e effect
		e.add(pc.Effect, 0, len(pc.Effect))
		for par := range raised {
			raised[par] += max(e.delta[par], 0)
		}
	}
	for _, k := range colors {
		w.put(float64(k) / 5)
	}
	w.put(float64(playable) / 5)
	if playable > 0 {
		w.put(float64(costs) / float64(playable) / 20)
		w.put(float64(least) / 20)
	} else {
		w.put(0)
		w.put(0)
	}
	w.put(float64(vp) / 5)
	for _, r := range raised {
		w.put(r / 3)
	}
	w.put(float64(meeting) / 5)
	if w.i != stateLen {
		panic("crisis/bot: the state features fill " + strconv.Itoa(w.i) + " entries")
	}
}

// seatLen is the number of features of one seat.
const seatLen = 22

// nextTier returns the tier of the next Crisis card (the lowest tier left
// in the deck, Ruling C3), or -1 when the deck is empty.
func nextTier(v *crisis.View) int {
	for t, k := range v.DeckTiers() {
		if k > 0 {
			return t
		}
	}
	return -1
}

// readNextCard reads what the next Crisis card, of tier next, lowers: for
// sure (the least of the unseen cards of its tier) and on average
// (immediate effect and one round of its persistent one), as
// reading.readNext does.
func readNextCard(v *crisis.View, next int, sure *[metrics]int, mean *[metrics]float64) {
	if next < 0 {
		return
	}
	deck := v.Deck()
	k := 0.0
	for id := range deck.Cards {
		card := &deck.Cards[id]
		if int(card.Tier) != next || !v.Unseen(id) {
			continue
		}
		var by [metrics]int
		addCertain(&by, card.Immediate)
		for par := range by {
			if k == 0 || by[par] < sure[par] {
				sure[par] = by[par]
			}
		}
		k++
		addLowerings(mean, card.Immediate, 1)
		addLowerings(mean, card.Persistent, 1)
	}
	if k > 0 {
		for par := range mean {
			mean[par] /= k
		}
	}
}
