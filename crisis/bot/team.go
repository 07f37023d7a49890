package bot

import (
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// ShareTable links the heuristic bots among bots, the seats of one game,
// so that they read the open table once for all of them (Ruling C8: every
// seat sees the same table): what the metrics and the Crisis cards in play
// make things worth, and what each phase gives each seat at Planning. A
// linked bot decides exactly as it would alone; it only takes over what a
// partner has already worked out from the same table. Other bots are left
// alone, and a bot linked once stays linked (to a new team if ShareTable
// is called again). Tiers.Seats links the bots of every table it builds.
func ShareTable(bots []Bot) {
	t := &team{}
	for _, b := range bots {
		if h, ok := b.(*Heuristic); ok {
			h.team = t
		}
	}
}

// team is what linked heuristic bots share: the last reading of the table
// worked out, and the phase values of each seat at the last Planning,
// each with what it was worked out from.
type team struct {
	readKey  valuesKey
	read     readValues
	readOK   bool
	seats    [crisis.MaxPlayers]seatPlan
	scratchH []int
	scratchT []int
}

// seatPlan is the phase values of one seat and what they were worked out
// from.
type seatPlan struct {
	key seatKey
	pv  phaseValues
	ok  bool
}

// maxInPlayKey is the most Crisis cards in play a valuesKey or a
// readingKey holds (as many as a game can have in play); with more, the
// reading is worked out by each bot at every decision.
const maxInPlayKey = 24

// valuesKey is everything the reading's values are worked out from, after
// the next card's expected lowering is known.
type valuesKey struct {
	deck      *crisis.Deck
	t         tuning
	players   int
	rounds    int
	last      bool
	prep      bool
	nextLower [metrics]float64
	nextSure  [metrics]int
	level     [metrics]int
	n         int
	inPlay    [maxInPlayKey]int8
	counters  [maxInPlayKey]int8
}

// valuesKeyOf returns the key of r's values as read from v, and false
// when too many Crisis cards are in play for it.
func (r *reading) valuesKeyOf(v *crisis.View) (valuesKey, bool) {
	k := valuesKey{deck: v.Deck(), t: r.t, players: r.players, rounds: r.rounds, last: r.last, prep: r.prep,
		nextLower: r.nextLower, nextSure: r.nextCertain, n: len(r.inPlay)}
	if len(r.inPlay) > maxInPlayKey {
		return k, false
	}
	g := v.Game()
	for par := cards.Param(0); par < metrics; par++ {
		k.level[par] = g.Param(par)
	}
	for i, id := range r.inPlay {
		k.inPlay[i], k.counters[i] = int8(id), int8(v.Counters(id))
	}
	return k, true
}

// Sizes of the hand and tableau lists a seatKey holds; a seat with more
// cards is valued by each bot.
const (
	maxHandKey    = 48
	maxTableauKey = 64
)

// seatKey is everything a seat's phase values at Planning are worked out
// from: the reading's values, the round and its effects, and the seat's
// resources, hand and cards in play. (Within one Planning nothing else
// changes what the seat's cards cost it or whether it may play them.)
type seatKey struct {
	vals    valuesKey
	round   int
	cat     *cards.Catalogue
	players int
	mods    expedition.RoundMods
	info    expedition.PlayerInfo // Chosen left out: it does not count
	nHand   int
	nTab    int
	hand    [maxHandKey]int16
	tab     [maxTableauKey]int16
}

// seatPhases returns the phase values of the seat whose appraiser a is
// (player q), taken from a partner when one worked them out from the same
// table.
func (t *team) seatPhases(h *Heuristic, v *crisis.View, vals *valuesKey, a *appraiser, q int) phaseValues {
	key, ok := t.seatKeyOf(v, vals, a, q)
	if !ok {
		return h.seatPhases(v, a)
	}
	sp := &t.seats[q]
	if sp.ok && sp.key == key {
		return sp.pv
	}
	pv := h.seatPhases(v, a)
	sp.key, sp.pv, sp.ok = key, pv, true
	return pv
}

// seatKeyOf returns the key of player q's phase values, and false when it
// cannot hold them.
func (t *team) seatKeyOf(v *crisis.View, vals *valuesKey, a *appraiser, q int) (seatKey, bool) {
	var k seatKey
	g := v.Game()
	k.vals, k.round, k.cat, k.players, k.mods, k.info = *vals, g.Round(), g.Catalogue(), v.Players(), v.RoundMods(), *a.me
	k.info.Chosen = 0
	t.scratchH = g.HandOf(q, t.scratchH[:0])
	t.scratchT = g.TableauOf(q, t.scratchT[:0])
	if len(t.scratchH) > maxHandKey || len(t.scratchT) > maxTableauKey {
		return k, false
	}
	k.nHand, k.nTab = len(t.scratchH), len(t.scratchT)
	for i, id := range t.scratchH {
		k.hand[i] = int16(id)
	}
	for i, id := range t.scratchT {
		k.tab[i] = int16(id)
	}
	return k, true
}

// shareValues copies the values a partner worked out from the same table
// into r, and reports whether there were any; otherwise r's values, once
// worked out, are kept (keepValues).
func (t *team) shareValues(r *reading, key valuesKey) bool {
	if !t.readOK || t.readKey != key {
		return false
	}
	r.readValues = t.read
	return true
}

// keepValues keeps r's values, worked out from key, for the partners.
func (t *team) keepValues(r *reading, key valuesKey) {
	t.readKey, t.read, t.readOK = key, r.readValues, true
}
