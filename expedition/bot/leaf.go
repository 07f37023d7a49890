package bot

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/search"
)

// positionWorth returns what player q's position is worth in victory
// points, as the heuristic values things (w assessed by a heuristic in q's
// seat on q's view v, searchGame.positionWorthOf): the VP it has, plus its
// resources, hand, steel and titanium and the production of the phases
// left, in MC, at the heuristic's MC per VP. Of v it reads only what every
// player sees.
func positionWorth(v *expedition.View, q int, w *worth) float64 {
	info := v.Info(q)
	mc := float64(info.MC) + float64(info.Heat)*w.heat + float64(info.Plants)*w.plant +
		float64(v.HandSize(q))*w.card + float64(info.Steel)*w.steel + float64(info.Titanium)*w.ti
	income := float64(info.TR+info.Production[cards.MC]) + float64(info.Production[cards.Heat])*w.heat +
		float64(info.Production[cards.Plants])*w.plant + float64(info.Production[cards.Cards])*w.card
	mc += income * w.prods
	return float64(v.Score(q).Total) + mc/w.vp
}

// progress returns how far the game is, from 0 at the start to 1 when
// every global parameter is at its maximum.
func progress(v *expedition.View) float64 {
	total := 0
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if v.ParamEnabled(par) {
			total += expedition.ParamMax(par)
		}
	}
	if total == 0 {
		return 1
	}
	return 1 - float64(v.StepsLeft())/float64(total)
}

// leafBuckets is the number of progress buckets of the leaf evaluation.
const leafBuckets = 5

// leafSlopes (leaf_table.go) holds the curves: leafSlopes[n-2][b] is the
// slope of the logistic curve that maps a lead in positionWorth over one
// other player to the chance of finishing ahead of that player, in a game
// of n players at progress bucket b (progress in [b/5, (b+1)/5));
// leafCurve interpolates between them. The curves have no intercept: the
// data are symmetric (each pair of players counted both ways). They are
// fitted on heuristic self-play (FitLeaf); go generate ./expedition/bot
// refits them.

//go:generate go run ./internal/fit -o leaf_table.go

// leafBucket returns the progress bucket of p.
func leafBucket(p float64) int { return min(max(int(p*leafBuckets), 0), leafBuckets-1) }

// leafCurve returns the logistic curve of a game of n players at progress
// p: its slope interpolated linearly between the fitted slopes of the
// buckets' middles (and constant beyond the first and last middles).
func leafCurve(n int, p float64) search.Logistic {
	n = min(max(n, expedition.MinPlayers), expedition.MaxPlayers)
	row := &leafSlopes[n-2]
	x := p*leafBuckets - 0.5 // 0 at the first bucket's middle
	switch {
	case x <= 0:
		return search.Logistic{Slope: row[0]}
	case x >= leafBuckets-1:
		return search.Logistic{Slope: row[leafBuckets-1]}
	}
	k := int(x)
	f := x - float64(k)
	return search.Logistic{Slope: row[k]*(1-f) + row[k+1]*f}
}

// leafRewards writes into dst each player's expected rank reward (see
// Result.RankRewards) estimated from their worth: the mean, over the other
// players, of the chance of finishing ahead of each (a shared place
// counts half), which is what the rank reward is in expectation.
func leafRewards(worths []float64, c search.Logistic, dst []float64) {
	n := len(worths)
	for q := range dst[:n] {
		sum := 0.0
		for r := range worths {
			if r != q {
				sum += c.Prob(worths[q] - worths[r])
			}
		}
		dst[q] = sum / float64(n-1)
	}
}

// cmpScore orders two final scores: by VP, then by the tiebreak (Ruling
// E7).
func cmpScore(a, b expedition.Score) int {
	switch {
	case a.Total != b.Total:
		return sign(a.Total - b.Total)
	default:
		return sign(a.Tiebreak - b.Tiebreak)
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
