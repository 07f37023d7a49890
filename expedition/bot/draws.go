package bot

import (
	"math"
	"slices"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// drawStride picks the sample of the catalogue the bot values to know
// what the cards it could draw are worth to it: every drawStride-th card.
const drawStride = 8

// drawModel is what the bot expects of the cards it draws, for the bonuses
// that let it keep the best of several (Research, Action B): a sample of
// the catalogue (the cards this game's deck can hold), each card with what
// it should give the bot when played (waitedNet), worked out once a round.
// A card kept is worth its sale, and more when it beats the card of its
// kind (green or not) that the bot's plays to come would otherwise reach:
// then it takes that card's place, which is sold instead. So a hand full of
// cards to play makes most cards drawn worth their sale and only the best
// worth keeping, and a thin hand makes every good card count. What a card
// beats the hand by is scaled so that a card drawn is worth, on average,
// what the bot counts a card drawn worth (worth.card): the sample says how
// the cards spread, and so what choosing among more of them gains.
type drawModel struct {
	round int // the round the sample was valued in, plus one; 0: not yet
	cat   *cards.Catalogue
	cards []drawnCard
	// weights[n*maxDraws+k][j] is the chance-weighted count of the j-th
	// smallest of the sample among the k best of n drawn, for the sample's
	// size; weighed marks the entries worked out.
	weights [maxDraws * maxDraws][]float64
	weighed [maxDraws * maxDraws]bool
	z, zbr  []float64 // what keeping each card is worth, sorted (worths)
	zAt     uint64    // the view z and zbr are for
}

// drawnCard is a card of the sample: what it gives played, whether it is
// green, and whether blue or red.
type drawnCard struct {
	net            float64
	green, blueRed bool
}

// maxDraws bounds the cards drawn and kept the model is asked about.
const maxDraws = 12

// update values the sample when the round changed.
func (d *drawModel) update(h *Heuristic, v *expedition.View) {
	cat := v.Catalogue()
	if d.round == v.Round()+1 && d.cat == cat {
		return
	}
	if d.cat != cat {
		d.weighed = [maxDraws * maxDraws]bool{}
	}
	d.round, d.cat = v.Round()+1, cat
	feats := v.Features()
	n := len(d.cards)
	d.cards = d.cards[:0]
	for id := 0; id < len(cat.Cards); id += drawStride {
		c := &cat.Cards[id]
		if c.Needs&^feats != 0 {
			continue // not in this game's deck
		}
		d.cards = append(d.cards, drawnCard{net: h.guardedNet(v, id), green: c.Color == cards.Green,
			blueRed: c.Color == cards.Blue || c.Color == cards.Red})
	}
	if len(d.cards) != n {
		d.weighed = [maxDraws * maxDraws]bool{}
	}
}

// worths sets d.z to what keeping each card of the sample is worth to the
// bot now, and d.zbr to those of its blue and red cards, each in increasing
// order.
func (d *drawModel) worths(h *Heuristic, v *expedition.View) {
	if d.zAt == h.views && d.round == v.Round()+1 {
		return
	}
	d.update(h, v)
	d.zAt = h.views
	sale := float64(v.SellPrice()) * h.w.mc
	var bar [2]float64
	for kind := range bar {
		bar[kind] = max(h.playBar(v, kind), sale)
	}
	d.z, d.zbr = d.z[:0], d.zbr[:0]
	sum := 0.0
	for _, c := range d.cards {
		kind := 1
		if c.green {
			kind = 0
		}
		z := max(c.net-bar[kind], 0)
		sum += z
		d.z = append(d.z, z)
	}
	// Scaled so that a card drawn is worth what the bot counts one worth.
	scale := 0.0
	if mean := sum / float64(max(len(d.z), 1)); mean > 0.01 {
		scale = min(max(h.w.card-sale, 0)/mean, maxDrawScale)
	}
	for i, c := range d.cards {
		d.z[i] = sale + scale*d.z[i]
		if c.blueRed {
			d.zbr = append(d.zbr, d.z[i])
		}
	}
	slices.Sort(d.z)
	slices.Sort(d.zbr)
}

// maxDrawScale bounds the scaling of the sample's worths: a sample in
// which almost no card beats the hand's would otherwise make the few that
// do worth too much.
const maxDrawScale = 3

// playBar returns what a card of a kind (0 green, 1 blue or red) must be
// worth to be played in place of one of the hand: the worth of the last
// card of that kind the bot's plays to come reach, when its hand holds that
// many worth playing; else nothing.
func (h *Heuristic) playBar(v *expedition.View, kind int) float64 {
	list := h.handForBonus(v).hand[kind] // the best first
	j := int(math.Ceil(h.capacity(kind))) - 1
	switch {
	case j < 0 && len(list) > 0:
		return max(list[0].worth, 0)
	case j < 0 || j >= len(list):
		return 0
	}
	return max(list[j].worth, 0)
}

// keepBest returns what drawing n cards and keeping the best k is worth to
// the bot.
func (d *drawModel) keepBest(h *Heuristic, v *expedition.View, n, k int) float64 {
	d.worths(h, v)
	if len(d.z) == 0 || n <= 0 || k <= 0 {
		return float64(min(n, k)) * h.w.card
	}
	n, k = min(n, maxDraws-1), min(k, n)
	w := d.rankWeights(n, k)
	total := 0.0
	for j, z := range d.z {
		total += z * w[j]
	}
	return total
}

// rankWeights returns, for each rank j of the sample (the smallest first),
// the expected number of times its card is among the k best of n cards
// drawn at random with replacement: the m-th smallest of n is at most the
// j-th card when at least m of the n are.
func (d *drawModel) rankWeights(n, k int) []float64 {
	i := n*maxDraws + k
	if d.weighed[i] {
		return d.weights[i]
	}
	size := len(d.cards)
	w := d.weights[i][:0]
	for j := 0; j < size; j++ {
		lo, hi := float64(j)/float64(size), float64(j+1)/float64(size)
		x := 0.0
		for m := n - k + 1; m <= n; m++ {
			x += atLeast(n, m, hi) - atLeast(n, m, lo)
		}
		w = append(w, x)
	}
	d.weights[i], d.weighed[i] = w, true
	return w
}

// reveal returns what revealing three cards and keeping a blue or red one
// of them is worth to the bot (Action, version B): the best such card, or
// nothing when none is.
func (d *drawModel) reveal(h *Heuristic, v *expedition.View) float64 {
	d.worths(h, v)
	m := len(d.zbr)
	if m == 0 {
		return 0
	}
	f := float64(m) / float64(len(d.z))
	// Each card revealed is blue or red with chance f: the best of them is
	// at most zbr[j] with chance (1 - f + f*(j+1)/m)^3, none counted 0.
	cube := func(x float64) float64 { return x * x * x }
	prev := cube(1 - f)
	total := 0.0
	for j, z := range d.zbr {
		at := cube(1 - f + f*float64(j+1)/float64(m))
		total += z * (at - prev)
		prev = at
	}
	return total
}

// atLeast returns the chance that at least m of n draws fall at or below a
// value each falls at or below with chance p.
func atLeast(n, m int, p float64) float64 {
	sum := 0.0
	for i := m; i <= n; i++ {
		sum += binomial(n, i) * math.Pow(p, float64(i)) * math.Pow(1-p, float64(n-i))
	}
	return sum
}

// binomial returns n choose i.
func binomial(n, i int) float64 {
	r := 1.0
	for j := 1; j <= i; j++ {
		r = r * float64(n-i+j) / float64(j)
	}
	return r
}
