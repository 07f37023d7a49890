package bot

import (
	"math"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// The leaf evaluation judges a Crisis position the search stops in by the
// team's chance of winning from it: a logistic curve over a few features
// of the open table, fitted by maximum likelihood on positions of
// heuristic games, one curve per player count and difficulty
// (leaf_table.go, which go generate ./crisis/bot refits; FitLeaf).

//go:generate go run ./internal/fit -o leaf_table.go

// Leaf features: the weights of leafWeights apply to them in this order.
const (
	featBias       = iota // 1
	featSafety            // Σ over the metrics of the share of the track above purple that stands
	featMargin            // the fewest steps any metric stands above its purple zone (at most 6)
	featDeck              // Crisis cards left in the deck (the rounds still to survive)
	featCounter           // counters on the Crisis cards in play (harm still to come or to pay off)
	featGap               // once Dwindling Supplies is out: the steps still to raise
	featTokens            // VP tokens in the bank, per player
	featMC                // MC, steel and titanium at their value, per player, in tens
	featHeatPlants        // heat and plants, per player, in conversions (8)
	featProduction        // MC, heat and plant production, per player
	featHand              // cards in hand, per player
	numFeatures
)

// leafFeatures returns the features of the position v shows.
func leafFeatures(v *crisis.View) (f [numFeatures]float64) {
	g := v.Game()
	f[featBias] = 1
	margin := math.MaxInt
	gap := 0
	for par := cards.Param(0); par < metrics; par++ {
		l := g.Param(par)
		top := expedition.ParamMax(par)
		f[featSafety] += float64(l-lastPurple[par]) / float64(top-lastPurple[par])
		margin = min(margin, l-lastPurple[par])
		gap += top - l
	}
	f[featMargin] = float64(min(margin, 6))
	f[featDeck] = float64(v.DeckSize())
	counters := 0
	deck := v.Deck()
	for id := range deck.Cards {
		counters += v.Counters(id)
	}
	f[featCounter] = float64(counters)
	if v.LastDrawn() {
		f[featGap] = float64(gap)
	}
	n := v.Players()
	f[featTokens] = float64(g.VPBank()) / float64(n)
	for q := 0; q < n; q++ {
		in := g.Info(q)
		f[featMC] += float64(in.MC+2*in.Steel+3*in.Titanium) / 10
		f[featHeatPlants] += float64(in.Heat+in.Plants) / 8
		f[featProduction] += float64(in.Production[cards.MC] + in.Production[cards.Heat] + in.Production[cards.Plants])
		f[featHand] += float64(g.HandSize(q))
	}
	for _, i := range [...]int{featMC, featHeatPlants, featProduction, featHand} {
		f[i] /= float64(n)
	}
	return f
}

// leafChance returns the team's chance of winning from the position v
// shows, by the curve of its player count and difficulty.
func leafChance(v *crisis.View) float64 {
	f := leafFeatures(v)
	return logistic(leafWeights[v.Players()-1][v.Difficulty()], &f)
}

// logistic returns 1/(1+exp(-w·f)).
func logistic(w [numFeatures]float64, f *[numFeatures]float64) float64 {
	z := 0.0
	for i := range w {
		z += w[i] * f[i]
	}
	return 1 / (1 + math.Exp(-z))
}
