package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// What the heuristic bot makes of Discovery and Foundations: it upgrades
// the phase card, to the version, whose bonus gains it most over the rest
// of the game (upgrade.go), values a card by the milestones it brings
// within reach (more when an opponent is close to one the bot can claim
// first) and by the award places it wins, chooses a wild tag by the
// triggers, discounts, counts and requirements the tag feeds, and values
// raising infrastructure like any parameter step (with its card) while the
// track is in play.

// bestGreenProduction is what the best green card in play produces in one
// Production phase (Production, version B).
func (h *Heuristic) bestGreenProduction(v *expedition.View) float64 {
	best := 0.0
	var tab [64]int
	for _, id := range v.Tableau(v.Player(), tab[:0]) {
		if v.Catalogue().Card(id).Color == cards.Green {
			best = max(best, h.reproductionWorth(v, id))
		}
	}
	return best
}

// reproductionWorth is what green card id producing once more now is worth
// (Production, version B).
func (h *Heuristic) reproductionWorth(v *expedition.View, id int) float64 {
	n := 0.0
	for r, k := range v.Reproduction(id) {
		n += float64(k) * h.w.unit(cards.Resource(r))
	}
	return n
}

// upgradeWorth returns what an upgrade of phase ph (0: any) is worth: its
// best choice, and what one more upgraded card brings through the awards.
// A card or action that gives one counts it at tuning.upgradeCards.
func (h *Heuristic) upgradeWorth(v *expedition.View, ph int) float64 {
	if v.Features()&cards.NeedsUpgrades == 0 {
		return 0
	}
	if h.weighing {
		return 0.5 * h.w.rounds
	}
	moment := h.moment(v)
	if h.upgradeStamp[ph] == h.stamp && (h.upgradeMoment[ph] == moment || h.w.t.flatUpgrades) {
		return h.upgradeValue[ph]
	}
	h.weighing = true
	defer func() { h.weighing = false }()
	lo, hi := ph, ph
	if ph == 0 {
		lo, hi = 1, expedition.NumPhases
	}
	best := 0.0
	for q := lo; q <= hi; q++ {
		for ver := expedition.PhaseUpgradeA; ver <= expedition.PhaseUpgradeB; ver++ {
			if ver != v.PhaseCard(v.Player(), q) {
				best = max(best, h.upgradeGain(v, q, ver))
			}
		}
	}
	best += h.visionaryGain(v)
	h.upgradeStamp[ph], h.upgradeMoment[ph], h.upgradeValue[ph] = h.stamp, moment, best
	return best
}

// moment returns the stage and phase of the round v shows: what an upgrade
// gives this round depends on them (thisRound), so upgradeWorth and the
// worth of a card that upgrades are kept for one moment of a board
// situation.
func (h *Heuristic) moment(v *expedition.View) uint8 {
	return uint8(v.Stage())<<4 | uint8(v.Phase())
}

// upgradeScores scores the answers to an upgrade: the phase and version
// that gain most, or declining when none gains.
func (h *Heuristic) upgradeScores(v *expedition.View, legal []expedition.Action, out []float64) {
	for i, a := range legal {
		if a.Kind != expedition.ActUpgrade {
			continue
		}
		g := h.upgradeGain(v, int(a.Index), int(a.X))
		if v.PhaseCard(v.Player(), int(a.Index)) == expedition.PhaseBase {
			g += h.visionaryGain(v) + 0.01
		}
		out[i] = g
	}
}

// visionaryGain is what one more upgraded phase card is worth through the
// awards counting them.
func (h *Heuristic) visionaryGain(v *expedition.View) float64 {
	var g gains
	g.upgrades = 1
	return h.tilesValue(v, &g)
}

// gains are what playing a card adds to the things milestones and awards
// count.
type gains struct {
	tags                                  [cards.NumTags]int16
	color                                 cards.Color
	cards                                 int16
	prod                                  [cards.NumResources]int16
	tr, forests, steel, ti, res, upgrades int16
}

// cardGains returns the gains of playing card c with its wild tag (if any)
// standing for wild.
func cardGains(c *cards.Card, wild cards.Tag) gains {
	g := gains{color: c.Color, cards: 1}
	for _, t := range c.Tags {
		if t == cards.TagWild {
			t = wild
		}
		if t != cards.TagWild {
			g.tags[t]++
		}
	}
	for i := range c.Effect {
		op := &c.Effect[i]
		switch op.Code {
		case cards.OpProduction:
			g.prod[op.Res] += op.N
		case cards.OpSteel:
			g.steel += op.N
		case cards.OpTitanium:
			g.ti += op.N
		case cards.OpRaise, cards.OpTR:
			g.tr += op.N
		case cards.OpForest:
			g.forests += op.N
			g.tr += op.N
		case cards.OpAddRes:
			if op.Target == cards.OnThis {
				g.res += op.N
			}
		case cards.OpUpgradePhase:
			g.upgrades++
		}
	}
	return g
}

// delta returns what gains g add to countable c for a player who has
// tags in play now.
func (g *gains) delta(c cards.Countable, tags *[cards.NumTags]int) int {
	n := 0
	switch c.Kind {
	case cards.CountTag:
		n = int(g.tags[c.Tag])
	case cards.CountColor:
		if g.cards > 0 && g.color == c.Col {
			n = 1
		}
	case cards.CountCards:
		n = int(g.cards)
	case cards.CountForests:
		n = int(g.forests)
	case cards.CountSteel:
		n = int(g.steel)
	case cards.CountTitanium:
		n = int(g.ti)
	case cards.CountProduction:
		n = int(g.prod[c.Res])
	case cards.CountTR:
		n = int(g.tr)
	case cards.CountDistinctTags:
		for t, k := range g.tags {
			if k > 0 && tags[t] == 0 && cards.Tag(t) != cards.TagWild {
				n++
			}
		}
	case cards.CountAllResources:
		n = int(g.res)
	case cards.CountUpgraded:
		n = int(g.upgrades)
	}
	if c.Per > 1 {
		n /= int(c.Per)
	}
	return n
}

// maxTileDelta is the largest gain of one count the tile tables hold.
const maxTileDelta = 8

// tileCounts are the game's milestones and awards and, for each, what one
// more to seven more of what it counts would be worth to the bot: read
// once per board situation, so that weighing a card looks its gains up.
type tileCounts struct {
	stamp   uint32
	version uint32 // counts the rebuilds of the tables
	key     tileKey
	t       expedition.Tiles
	// The worth of d more of what each tile counts, worked out on first
	// use (ready: bit d of milestone i, then of award i), from the bot's
	// seat, player count, a milestone's worth, a VP's worth and how near
	// the end is (1 in the last rounds, else 0.5), each milestone's
	// threshold and opponents close to it, and each award's two best
	// counts of the others.
	milestones  [expedition.TilesInPlay][maxTileDelta]float64
	awards      [expedition.TilesInPlay][maxTileDelta]float64
	ready       [2 * expedition.TilesInPlay]uint8
	me, n       int
	claim       float64
	vp, late    float64
	need, close [expedition.TilesInPlay]int
	top, next   [expedition.TilesInPlay]int
	deltas      cardDeltas
}

// tileKey is what the tile tables depend on.
type tileKey struct {
	t      expedition.Tiles
	counts expedition.TileCounts
	vp     float64
	late   bool
}

// tileCounts returns the tables for the current board situation. They are
// rebuilt only when what they depend on changed: the tiles' state, the
// counts, the worth of a VP and how near the end is.
func (h *Heuristic) tileCounts(v *expedition.View) *tileCounts {
	tc := &h.tc
	if tc.stamp == h.stamp {
		return tc
	}
	tc.stamp = h.stamp
	key := tileKey{t: v.Tiles(), vp: h.w.vp, late: h.w.rounds < 2.5}
	n, me := v.Players(), v.Player()
	key.counts = v.TileCounts()
	tc.deltas.reset(v.Catalogue(), &key.t)
	if key == tc.key {
		return tc
	}
	tc.key, tc.t = key, key.t
	tc.version++
	tc.ready = [2 * expedition.TilesInPlay]uint8{}
	tc.me, tc.n = me, n
	tc.claim, tc.vp, tc.late = expedition.MilestoneVP*h.w.vp, h.w.vp, 0.5
	if h.w.rounds < 2.5 {
		tc.late = 1
	}
	cat := v.Catalogue()
	t := &tc.t
	for i := 0; i < t.NumMilestones; i++ {
		if t.Open&(1<<i) == 0 || t.Has[me]&(1<<i) != 0 {
			tc.milestones[i] = [maxTileDelta]float64{}
			tc.ready[i] = 0xff
			continue
		}
		counts := &key.counts.Milestones[i]
		tc.need[i] = int(cat.Milestones[t.Milestones[i]].N)
		tc.close[i] = 0
		for q := 0; q < n; q++ {
			if q != me && t.Has[q]&(1<<i) == 0 && counts[q] >= tc.need[i]-2 {
				tc.close[i]++
			}
		}
	}
	for i := 0; i < t.NumAwards; i++ {
		// The two best counts of the others decide every place the bot
		// could take (Ruling D2).
		top, next := 0, 0
		for q := 0; q < n; q++ {
			if c := key.counts.Awards[i][q]; q != me {
				if c > top {
					top, next = c, top
				} else if c > next {
					next = c
				}
			}
		}
		tc.top[i], tc.next[i] = top, next
	}
	return tc
}

// milestone returns what d more of what milestone i counts is worth,
// working it out on first use.
func (tc *tileCounts) milestone(h *Heuristic, i, d int) float64 {
	if tc.ready[i]&(1<<d) == 0 {
		tc.ready[i] |= 1 << d
		counts := tc.key.counts.Milestones[i][:tc.n]
		c := counts[tc.me]
		tc.milestones[i][d] = h.milestoneWorth(&tc.t, i, counts, tc.me, c+d, tc.need[i], tc.close[i], tc.claim) * h.w.t.milestones
	}
	return tc.milestones[i][d]
}

// award returns what d more of what award i counts is worth, working it
// out on first use.
func (tc *tileCounts) award(h *Heuristic, i, d int) float64 {
	if k := expedition.TilesInPlay + i; tc.ready[k]&(1<<d) == 0 {
		tc.ready[k] |= 1 << d
		top, next := tc.top[i], tc.next[i]
		mine := tc.key.counts.Awards[i][tc.me]
		val := float64(placeAgainst(mine+d, top, next)-placeAgainst(mine, top, next)) * tc.vp * tc.late
		if mine+d >= top-2 {
			val += float64(d) * 0.3 * tc.vp * (1 - tc.late)
		}
		tc.awards[i][d] = val * h.w.t.awards
	}
	return tc.awards[i][d]
}

// placeAgainst returns the award VP of a count x against the others' best
// two counts top >= next (the same as expedition.AwardVP).
func placeAgainst(x, top, next int) int {
	switch {
	case x <= 0:
		return 0
	case x > top:
		return expedition.AwardFirstVP
	case x == top:
		return expedition.AwardTiedFirstVP
	case next == top:
		return 0 // the others tie for the most: no second place
	case x > next:
		return expedition.AwardSecondVP
	case x == next:
		return expedition.AwardTiedSecond
	}
	return 0
}

// milestoneWorth: a milestone reached is worth its 3 VP, and more when
// opponents are close to it (claiming it first closes it to them once the
// phase ends); progress towards one still unclaimed is worth a share of
// it, growing as the bot nears it, and less when an opponent is nearer.
func (h *Heuristic) milestoneWorth(t *expedition.Tiles, i int, counts []int, me, after, need, close int, claim float64) float64 {
	if after >= need {
		return claim * (1 + h.w.t.denial*float64(close))
	}
	if t.Holder[i] >= 0 {
		return 0 // claimed this phase: only reaching it now counts
	}
	share := float64(after-counts[me]) / float64(need) * float64(after) / float64(need)
	for q, c := range counts {
		if q != me && c > after {
			share *= 0.5
			break
		}
	}
	return claim * share * h.w.t.progress
}

// cardTiles returns what card c (its wild tag not counted) is worth
// through the milestones and awards, kept until the tables change.
func (h *Heuristic) cardTiles(v *expedition.View, c *cards.Card) float64 {
	tc := h.tileCounts(v)
	if h.tilesAt[c.ID] == tc.version && tc.version != 0 {
		return h.tilesOf[c.ID]
	}
	val := h.cardTilesValue(v, c)
	h.tilesAt[c.ID], h.tilesOf[c.ID] = tc.version, val
	return val
}

// cardTilesValue is tilesValue of card c's gains (its wild tag not
// counted), with what the card adds to each count looked up.
func (h *Heuristic) cardTilesValue(v *expedition.View, c *cards.Card) float64 {
	if v.Features()&cards.NeedsMilestones == 0 {
		return 0
	}
	tc := h.tileCounts(v)
	cd := &tc.deltas
	cat := v.Catalogue()
	d := cd.of(c)
	var g gains
	if cd.distinct != 0 {
		g = cardGains(c, cards.TagWild)
	}
	val := 0.0
	for i := 0; i < tc.t.NumMilestones; i++ {
		n := int(d[i])
		if cd.distinct&(1<<i) != 0 {
			n = g.delta(cat.Milestones[tc.t.Milestones[i]].Count, &h.me.Tags)
		}
		if n > 0 {
			val += tc.milestone(h, i, min(n, maxTileDelta-1))
		}
	}
	for i := 0; i < tc.t.NumAwards; i++ {
		n := int(d[expedition.TilesInPlay+i])
		if cd.distinct&(1<<(expedition.TilesInPlay+i)) != 0 {
			for _, ct := range cat.Awards[tc.t.Awards[i]].Counts {
				if ct.Kind == cards.CountDistinctTags {
					n += g.delta(ct, &h.me.Tags)
				}
			}
		}
		if n > 0 {
			val += tc.award(h, i, min(n, maxTileDelta-1))
		}
	}
	return val
}

// cardDeltas are what playing each card adds to the counts of the game's
// milestones and awards (its wild tag not counted), all but the distinct
// tags counted, which depend on the tags in play: fixed by the game's
// tiles, so worked out once per card.
type cardDeltas struct {
	cat      *cards.Catalogue
	ids      [2 * expedition.TilesInPlay]int // the milestones', then the awards' catalogue IDs; -1 past the last
	gen      uint32                          // counts the changes of cat and ids
	at       [expedition.MaxCards]uint32     // the gen d[id] was worked out for
	d        [expedition.MaxCards][2 * expedition.TilesInPlay]int16
	distinct uint8 // bit j: tile j (milestones, then awards) counts distinct tags
}

// reset starts over when the catalogue or the tiles t are not those the
// deltas were worked out for.
func (cd *cardDeltas) reset(cat *cards.Catalogue, t *expedition.Tiles) {
	var ids [2 * expedition.TilesInPlay]int
	for i := range expedition.TilesInPlay {
		ids[i], ids[expedition.TilesInPlay+i] = -1, -1
		if i < t.NumMilestones {
			ids[i] = t.Milestones[i]
		}
		if i < t.NumAwards {
			ids[expedition.TilesInPlay+i] = t.Awards[i]
		}
	}
	var one [1]cards.Countable
	if cd.gen == 0 || cat != cd.cat || ids != cd.ids {
		cd.cat, cd.ids = cat, ids
		cd.gen++
		cd.distinct = 0
		for j, id := range ids {
			if id < 0 {
				continue
			}
			for _, ct := range cd.counts(j, id, &one) {
				if ct.Kind == cards.CountDistinctTags {
					cd.distinct |= 1 << j
				}
			}
		}
	}
}

// of returns what card c adds to each count of the game's tiles
// (milestones, then awards; distinct tags not counted).
func (cd *cardDeltas) of(c *cards.Card) *[2 * expedition.TilesInPlay]int16 {
	d := &cd.d[c.ID]
	if cd.at[c.ID] == cd.gen {
		return d
	}
	cd.at[c.ID] = cd.gen
	g := cardGains(c, cards.TagWild)
	var none [cards.NumTags]int
	var one [1]cards.Countable
	for j, id := range cd.ids {
		d[j] = 0
		if id < 0 {
			continue
		}
		for _, ct := range cd.counts(j, id, &one) {
			if ct.Kind != cards.CountDistinctTags {
				d[j] += int16(g.delta(ct, &none))
			}
		}
	}
	return d
}

// counts returns what tile j (milestones, then awards) of catalogue ID id
// counts (a milestone's one count in one).
func (cd *cardDeltas) counts(j, id int, one *[1]cards.Countable) []cards.Countable {
	if j < expedition.TilesInPlay {
		one[0] = cd.cat.Milestones[id].Count
		return one[:]
	}
	return cd.cat.Awards[id].Counts
}

// tilesValue returns what gains g are worth through the milestones and
// awards of the game.
func (h *Heuristic) tilesValue(v *expedition.View, g *gains) float64 {
	if v.Features()&cards.NeedsMilestones == 0 {
		return 0
	}
	tc := h.tileCounts(v)
	cat := v.Catalogue()
	val := 0.0
	for i := 0; i < tc.t.NumMilestones; i++ {
		if d := g.delta(cat.Milestones[tc.t.Milestones[i]].Count, &h.me.Tags); d > 0 {
			val += tc.milestone(h, i, min(d, maxTileDelta-1))
		}
	}
	for i := 0; i < tc.t.NumAwards; i++ {
		d := 0
		for _, c := range cat.Awards[tc.t.Awards[i]].Counts {
			d += g.delta(c, &h.me.Tags)
		}
		if d > 0 {
			val += tc.award(h, i, min(d, maxTileDelta-1))
		}
	}
	return val
}

// wildBonus returns what playing card id with its wild tag standing for
// tag is worth beyond the card itself: the bot's play triggers on that tag,
// the milestones and awards it counts for, and the cards in hand whose tag
// requirement it meets. (The cost difference is the play's own.)
func (h *Heuristic) wildBonus(v *expedition.View, id int, tag cards.Tag) float64 {
	cat := v.Catalogue()
	c := cat.Card(id)
	val := 0.0
	probe := cards.Card{Tags: []cards.Tag{tag}, TagMask: 1 << tag, Color: c.Color, Cost: c.Cost}
	each := func(ts []cards.Trigger, holds cards.Holding, vp cards.VP) {
		for i := range ts {
			if ts[i].Event == cards.EvPlay && ts[i].Filter.Tags != 0 && ts[i].Filter.MatchCount(&probe) > 0 {
				val += h.program(v, ts[i].Body, holds, vpPerResource(&h.w, vp))
			}
		}
	}
	var tab [64]int
	for _, t := range v.Tableau(v.Player(), tab[:0]) {
		tc := cat.Card(t)
		each(tc.Triggers, tc.Holds, tc.VP)
	}
	if corp := h.me.Corporation; corp >= 0 {
		cp := cat.Corporation(corp)
		each(cp.Triggers, cp.Holds, cp.VP)
	}
	g, plain := cardGains(c, tag), cardGains(c, cards.TagWild)
	val += h.tilesValue(v, &g) - h.tilesValue(v, &plain)
	h.readHand(v)
	for _, other := range h.handIDs {
		if other == id {
			continue
		}
		for _, r := range cat.Card(other).Requires {
			if r.Kind == cards.ReqTags && r.Tag == tag && h.me.Tags[tag]+1 == int(r.N) {
				val += 0.3 * max(h.net(v, other), 0)
			}
		}
	}
	return val
}

// standardTiles is what standard project k is worth through milestones
// and awards (TR, forests).
// It is worked out once per view and board situation for the forests and
// once for the other projects.
func (h *Heuristic) standardTiles(v *expedition.View, k int) float64 {
	var g gains
	kind := 0
	switch k {
	case expedition.StdForestMC, expedition.StdForestPlants:
		g.forests, g.tr = 1, 1
		kind = 1
	default:
		g.tr = 1
	}
	m := &h.memo
	if m.stdAt[kind] != h.views || m.stdStamp[kind] != h.stamp {
		m.stdAt[kind], m.stdStamp[kind], m.std[kind] = h.views, h.stamp, h.tilesValue(v, &g)
	}
	return m.std[kind]
}
