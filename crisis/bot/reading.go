package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// metrics are the three parameters of Crisis.
const metrics = 3

// price is what a standard project pays in MC for one step of each metric.
var price = [metrics]float64{14, 20, 15}

// lastPurple is the highest step of each metric's purple zone.
var lastPurple = func() (l [metrics]int) {
	for par := cards.Param(0); par < metrics; par++ {
		for v := 0; v <= expedition.ParamMax(par); v++ {
			if expedition.ZoneAt(par, v) == cards.Purple {
				l[par] = v
			}
		}
	}
	return l
}()

// zoneCost is what a round spent with a metric in each zone costs the
// team, in MC (Ruling C2): temperature makes every card dearer, oxygen
// takes the Development bonus or phase, oceans lower temperature or oxygen
// every round; a metric in purple at the check loses the game.
var zoneCost = [metrics][cards.NumZones]float64{
	cards.Temperature: {cards.Purple: lossCost, cards.RedZone: 12, cards.Yellow: 4},
	cards.Oxygen:      {cards.Purple: lossCost, cards.RedZone: 14, cards.Yellow: 3},
	cards.Oceans:      {cards.Purple: lossCost, cards.RedZone: 34, cards.Yellow: 17},
}

// lossCost is what a lost game costs in the bot's units.
const lossCost = 400

// tuning holds the heuristic's weights.
type tuning struct {
	trRounds    float64 // MC a TR is worth per round left
	prodRounds  float64 // production phases counted on per round left
	deferral    float64 // share of a step's price that raising it now saves (it is needed later anyway)
	lastPrice   float64 // share of the price added to every step once Dwindling Supplies is out
	lastFlat    float64 // MC added to every step then
	prepPrice   float64 // share of the price added while Dwindling Supplies comes next
	heatShare   float64 // share of a temperature step's price a heat is worth (of eight)
	plantShare  float64 // same for plants and oxygen
	token       float64 // a VP token
	counterHarm float64 // share of a round's harm a counter is worth, per counter left
	lastCounter float64 // share of a round's harm the last counter adds
	cardShare   float64 // share of a card's worth that playing it this round gains (Planning)
	reserve     float64 // weight of the MC a card play leaves short of the round's steps
	worthIt     float64 // a step is worth its MC when its value reaches this share of the price
	zone        float64 // scale of the zone costs
	mend        float64 // share of a lost game a metric left in purple by a Crisis step costs
}

var defaultTuning = tuning{trRounds: 0.8, prodRounds: 0.8, deferral: 0.5, lastPrice: 0.9, lastFlat: 20, prepPrice: 0.4,
	heatShare: 0.75, plantShare: 0.75, token: 4.5, counterHarm: 1.2, lastCounter: 0.6, cardShare: 0.5,
	reserve: 0.6, worthIt: 1.3, zone: 1, mend: 0.5}

// reading is the bot's reading of the open table at one decision: where
// each metric stands and how fast the Crisis cards in play bring it down,
// and from that what things are worth to the team now, in MC.
type reading struct {
	t       tuning
	players int
	rounds  int  // rounds the Crisis deck leaves, the one being played included
	last    bool // Dwindling Supplies is out: everything must be at its maximum
	prep    bool // Dwindling Supplies is the next Crisis card
	// The Crisis cards in play.
	inPlay []int
	readValues
	// nextLower is what the next Crisis card drawn lowers, on average over
	// the unseen cards of its tier (immediate effect and a round of its
	// persistent one), read when the deck's size was nextAt.
	nextLower [metrics]float64
	// nextCertain is what the next Crisis card drawn lowers for sure at
	// once: the least any unseen card of its tier lowers (all of it when
	// Dwindling Supplies, alone in its tier, comes next).
	nextCertain [metrics]int
	nextAt      int
	key         readingKey
	gen         uint32 // counts the times the values were computed
}

// readValues is what a reading works out from the table: partners at the
// same table work out the same (ShareTable).
type readValues struct {
	level [metrics]int
	gap   [metrics]int // steps below the maximum
	// certain is what the next Crisis step lowers for sure (addCertain):
	// the persistent effects of the Crisis cards in play and nextCertain.
	certain [metrics]int
	rate    [metrics]float64 // expected lowering at each coming Crisis step
	// What one of each thing is worth now.
	prods float64 // production phases the bot counts on
	tr    float64
	heat  float64
	plant float64
	card  float64
	token float64
	raise [metrics]float64 // raising the metric one step now (0 at its maximum)
	loss  [metrics]float64 // the metric lowered one step at the next Crisis step
	// What a counter off each Crisis card in play is worth.
	counter   [crisis.MaxCrises]float64
	raiseGoal [metrics]float64 // the counters raising each metric removes
	// need is what the steps worth their price cost in MC.
	need float64
	// dangers[par][l] is danger(par, l) once known (bit l of known[par]).
	dangers [metrics][maxSteps + 2]float64
	known   [metrics]uint32
}

// maxSteps is the longest track's number of steps.
const maxSteps = 19

// readingKey is what the reading's values depend on: when it has not
// changed since the last decision, they stand. It holds every Crisis card
// in play, in order, with its counters; with more than it can hold, the
// values are worked out at every decision.
type readingKey struct {
	level    [metrics]int
	deck     int
	last     bool
	n        int
	counters [maxInPlayKey]int8
	inPlay   [maxInPlayKey]int8
}

// read fills r from the view, taking the values from the team when a
// partner worked them out from the same table (t may be nil).
func (r *reading) read(v *crisis.View, t *team) {
	g := v.Game()
	r.players = v.Players()
	key := readingKey{deck: v.DeckSize(), last: v.LastDrawn()}
	for par := cards.Param(0); par < metrics; par++ {
		key.level[par] = g.Param(par)
	}
	r.inPlay = v.InPlay(r.inPlay[:0])
	key.n = len(r.inPlay)
	full := key.n <= maxInPlayKey
	if full {
		for i, id := range r.inPlay {
			key.inPlay[i], key.counters[i] = int8(id), int8(v.Counters(id))
		}
	}
	if full && key == r.key && r.rounds > 0 {
		return
	}
	r.key = key
	r.gen++
	deck := v.Deck()
	r.last = v.LastDrawn()
	r.rounds = v.DeckSize() + 1
	if r.nextAt != r.rounds {
		r.nextAt = r.rounds
		r.readNext(v)
	}
	var vk valuesKey
	share := false
	if t != nil {
		if vk, share = r.valuesKeyOf(v); share && t.shareValues(r, vk) {
			return
		}
	}
	r.rate = r.nextLower
	r.certain = r.nextCertain
	for _, id := range r.inPlay {
		addLowerings(&r.rate, deck.Card(id).Persistent, 1)
		addCertain(&r.certain, deck.Card(id).Persistent)
	}
	for par := cards.Param(0); par < metrics; par++ {
		r.level[par] = g.Param(par)
		r.gap[par] = expedition.ParamMax(par) - r.level[par]
	}
	// Oceans below white: the ocean token lowers temperature or oxygen.
	switch expedition.ZoneAt(cards.Oceans, r.level[cards.Oceans]-int(r.rate[cards.Oceans]+0.5)) {
	case cards.Yellow:
		r.rate[cards.Temperature] += 0.5
		r.rate[cards.Oxygen] += 0.5
	case cards.RedZone, cards.Purple:
		r.rate[cards.Temperature]++
		r.rate[cards.Oxygen]++
	}
	r.known = [metrics]uint32{}
	r.values(v)
	if share {
		t.keepValues(r, vk)
	}
}

// readNext reads what the next Crisis card is likely to lower, and
// whether it is Dwindling Supplies.
func (r *reading) readNext(v *crisis.View) {
	deck := v.Deck()
	next := -1
	for t, n := range v.DeckTiers() {
		if n > 0 {
			next = t
			break
		}
	}
	r.prep = next == 4
	r.nextLower = [metrics]float64{}
	r.nextCertain = [metrics]int{}
	if next >= 0 {
		n := 0.0
		for id := range deck.Cards {
			c := &deck.Cards[id]
			if int(c.Tier) != next || !v.Unseen(id) {
				continue
			}
			var by [metrics]int
			addCertain(&by, c.Immediate)
			for par := range by {
				if n == 0 || by[par] < r.nextCertain[par] {
					r.nextCertain[par] = by[par]
				}
			}
			n++
			addLowerings(&r.nextLower, c.Immediate, 1)
			addLowerings(&r.nextLower, c.Persistent, 1)
		}
		if n > 0 {
			for par := range r.nextLower {
				r.nextLower[par] /= n
			}
		}
	}
}

// values sets what things are worth from the metrics and the rounds left.
func (r *reading) values(v *crisis.View) {
	t := &r.t
	left := float64(min(r.rounds, 16))
	r.prods = t.prodRounds * left
	r.tr = t.trRounds * left
	r.card = 3
	r.token = t.token
	// Heat and plants raise temperature and oxygen for free (8 a step),
	// which the team does all game long; some are never used.
	r.heat = t.heatShare * price[cards.Temperature] / 8
	r.plant = t.plantShare*price[cards.Oxygen]/8 + r.token/8
	for par := cards.Param(0); par < metrics; par++ {
		r.loss[par] = t.deferral*price[par] + r.danger(par, r.level[par]) - r.danger(par, r.level[par]+1)
		r.raise[par] = 0
		if r.gap[par] > 0 {
			r.raise[par] = r.raiseAt(par, r.level[par])
		}
	}
	r.inPlayValues(v)
	deck := v.Deck()
	r.raiseGoal = [metrics]float64{}
	for _, id := range r.inPlay {
		if g := &deck.Card(id).Goal; g.Kind == crisis.GoalRaise && g.Param < metrics {
			r.raiseGoal[g.Param] += r.counter[id]
		}
	}
	r.need = 0
	for par := cards.Param(0); par < metrics; par++ {
		for k := 0; k < r.gap[par]; k++ {
			if r.raiseAt(par, r.level[par]+k)+r.raiseGoal[par] < r.t.worthIt*price[par] {
				break
			}
			r.need += price[par]
		}
	}
}

// raiseAt is what raising metric par from step l to l+1 is worth: its TR,
// the price the team would pay later to raise it back, and the rounds it
// keeps the metric out of worse zones. Once Dwindling Supplies is out
// every step is needed for the win.
func (r *reading) raiseAt(par cards.Param, l int) float64 {
	if l >= expedition.ParamMax(par) {
		return 0
	}
	t := &r.t
	val := r.tr + t.deferral*price[par] + r.danger(par, l) - r.danger(par, l+1) + r.saves(par, l)
	switch {
	case r.last:
		val += t.lastPrice*price[par] + t.lastFlat
	case r.prep:
		val += t.prepPrice * price[par]
	}
	return val
}

// saves is what raising metric par from step l to l+1 before the next
// Crisis step is worth for sure: the game when l is in the purple zone,
// as that step's Check metrics comes before any lowering (Ruling C10;
// every step up to the zone's end is needed), or when the step is needed
// for the lowerings the step cannot escape (doomed); else nothing. The
// danger of where the metric goes from there is danger's.
func (r *reading) saves(par cards.Param, l int) float64 {
	if l <= lastPurple[par] || r.doomed(par, l) {
		return lossCost
	}
	return 0
}

// doomed reports whether metric par at step l loses the game at the next
// Crisis step: the Crisis cards in play lower it for sure past the start
// of its track (a decrease that cannot happen). Every step up to there is
// needed, as the steps out of purple are.
func (r *reading) doomed(par cards.Param, l int) bool { return l < r.certain[par] }

// addCertain adds to by what a program lowers for sure: its lowerings
// before any choice (a choice's alternatives are the players', and the
// ops after it are left out).
func addCertain(by *[metrics]int, prog cards.Program) {
	for i := range prog {
		switch op := &prog[i]; op.Code {
		case cards.OpLower:
			if op.Param < metrics {
				by[op.Param] += int(op.N)
			}
		case cards.OpChoose, cards.OpMay, cards.OpIf, cards.OpForEach, crisis.OpEach:
			return
		}
	}
}

// danger is what the coming two Crisis steps cost the team with metric par
// at step l now, the cards in play lowering it at their rate: the zone
// costs of the rounds, a share of a lost game when a step leaves it in
// purple, and a lost game when one lowers it below its track. (A metric
// in purple at the next check is saves'.)
func (r *reading) danger(par cards.Param, l int) float64 {
	if l < 0 {
		return r.danger(par, 0) + lossCost
	}
	l = min(l, maxSteps+1)
	if r.known[par]&(1<<l) == 0 {
		r.dangers[par][l] = r.dangerOf(par, l)
		r.known[par] |= 1 << l
	}
	return r.dangers[par][l]
}

// dangerOf computes danger. A Crisis step that would lower the metric
// below its track loses the game at once; one that leaves it in purple
// costs a share of the game (t.mend): the team must raise it back in the
// round that follows, before its check. At the expected rate the metric
// is a step past its track with a weight growing from none half a step
// above the track to all of it half a step below.
func (r *reading) dangerOf(par cards.Param, l int) float64 {
	cost := 0.0
	at := float64(l)
	for k := 1; k <= 2; k++ {
		at -= r.rate[par]
		w := 1.0
		if k == 2 {
			w = 0.35 // there is a round to mend it
		}
		below := min(max(0.5-at, 0), 1)
		cost += w * below * lossCost
		step := max(int(at+0.5), 0)
		z := expedition.ZoneAt(par, step)
		zc := r.t.zone * zoneCost[par][z]
		if z == cards.Purple {
			zc = r.t.mend * lossCost
		}
		cost += w * (1 - below) * zc
	}
	return cost
}

// inPlayValues sets what a counter off each Crisis card in play is worth:
// a share of the harm the card does every round it stays, and all of a
// round's harm for its last counter.
func (r *reading) inPlayValues(v *crisis.View) {
	for _, id := range r.inPlay {
		r.counter[id] = r.counterOf(r.harm(v.Deck().Card(id).Persistent), v.Counters(id))
		if n := v.Counters(id); n > 0 && r.lifts(v.Deck().Card(id).Persistent) {
			r.counter[id] += lossCost / float64(n)
		}
	}
}

// lifts reports whether taking the persistent effect prog out of play
// saves a metric doomed at the next Crisis step (doomed).
func (r *reading) lifts(prog cards.Program) bool {
	var by [metrics]int
	addCertain(&by, prog)
	for par := cards.Param(0); par < metrics; par++ {
		if by[par] > 0 && r.doomed(par, r.level[par]) && !(r.level[par] < r.certain[par]-by[par]) {
			return true
		}
	}
	return false
}

// harm is what a persistent effect costs the team each round it resolves.
func (r *reading) harm(prog cards.Program) float64 {
	var by [metrics]float64
	addLowerings(&by, prog, 1)
	h := 0.0
	for par := range by {
		h += by[par] * r.loss[par]
	}
	return h
}

// addLowerings adds what a program lowers to by, weight times; the
// alternatives of a choice count equally.
func addLowerings(by *[metrics]float64, prog cards.Program, weight float64) {
	for i := 0; i < len(prog); i++ {
		op := &prog[i]
		switch op.Code {
		case cards.OpLower:
			if op.Param < metrics {
				by[op.Param] += weight * float64(op.N)
			}
		case cards.OpChoose:
			weight /= float64(op.N)
		case crisis.OpLowerMetrics:
			for par := range by {
				by[par] += weight * float64(op.N+op.M) / metrics
			}
		case crisis.OpLowerByZone:
			for par := range by {
				by[par] += weight * float64(op.N) / metrics
			}
		}
	}
}

// goalCount returns how many counters playing card c removes.
func (r *reading) goalCount(v *crisis.View, c *cards.Card) int {
	n := 0
	for _, id := range r.inPlay {
		if g := &v.Deck().Card(id).Goal; g.Kind == crisis.GoalPlay {
			n += min(g.Filter.MatchCount(c), v.Counters(id))
		}
	}
	return n
}

// goalValue is what playing card c is worth through the counters it
// removes.
func (r *reading) goalValue(v *crisis.View, c *cards.Card) float64 {
	val := 0.0
	for _, id := range r.inPlay {
		g := &v.Deck().Card(id).Goal
		if g.Kind != crisis.GoalPlay {
			continue
		}
		n := min(g.Filter.MatchCount(c), v.Counters(id))
		for k := 0; k < n; k++ {
			val += r.counterAt(v, id, v.Counters(id)-k)
		}
	}
	return val
}

// counterAt is what removing a counter from Crisis card id, with n
// counters on it, is worth.
func (r *reading) counterAt(v *crisis.View, id, n int) float64 {
	if n == v.Counters(id) {
		return r.counter[id]
	}
	return r.counterOf(r.harm(v.Deck().Card(id).Persistent), n)
}

// counterOf is what a counter off a Crisis card doing harm a round, with n
// counters on it, is worth.
func (r *reading) counterOf(harm float64, n int) float64 {
	val := 3 + harm*r.t.counterHarm/float64(n)
	if n == 1 {
		val += r.t.lastCounter * harm
	}
	return val
}

// raiseGoals returns what raising par one step is worth through the
// counters it removes.
func (r *reading) raiseGoals(v *crisis.View, par cards.Param) float64 { return r.raiseGoal[par] }
