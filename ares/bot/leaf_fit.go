package bot

import (
	"fmt"
	"math"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/search"
)

// LeafFit is a LeafModel fitted to self-play, with what it was fitted to.
type LeafFit struct {
	Model LeafModel
	// Positions is the number of positions of each stage, each counted
	// once from each side.
	Positions [LeafBuckets]int
	// LogLoss is each stage's mean negative log-likelihood per position
	// under the fit: ln 2 (0.693) is a coin's, lower is better.
	LogLoss [LeafBuckets]float64
}

// leafWeights are the strength weights FitLeaf tries.
var leafWeights = []float64{0, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 13, 16}

// leafSeen is a turn decision of a self-play game: its stage and what
// the leaf evaluation reads of each side.
type leafSeen struct {
	bucket int
	a, b   leafSide
}

// leafPoint is one position of a self-play game, from one side: the
// differences in points and strength and that side's result.
type leafPoint struct {
	points, strength, result float64
}

// FitLeaf fits the leaf evaluation of the search agent to games
// two-player games between heuristic bots, the configurations cfgs played
// in turn (game i seeded with sim.EngineSeed and sim.BotSeed of
// search.DeriveSeed(seed, i)). It records every turn decision with each
// side's points and strength and the game's result, both sides' way
// round, and fits each stage's curve: the Weight by the best
// log-likelihood over a grid, the Slope by search.FitLogistic. It
// reports an error for a configuration that is not for two players, or
// data that cannot be fitted (too few games).
func FitLeaf(rules *ares.Rules, cfgs []ares.Config, games int, seed uint64) (LeafFit, error) {
	var points [LeafBuckets][]leafPoint
	h := NewHeuristic(0)
	for i := 0; i < games; i++ {
		cfg := cfgs[i%len(cfgs)]
		if len(cfg.Factions) != 2 {
			return LeafFit{}, fmt.Errorf("bot: fit leaf: %s game with %d players, want 2", cfg.Mode, len(cfg.Factions))
		}
		game := search.DeriveSeed(seed, uint64(i))
		s, err := ares.NewGame(rules, cfg, sim.EngineSeed(game))
		if err != nil {
			return LeafFit{}, fmt.Errorf("bot: fit leaf: %w", err)
		}
		var seen []leafSeen
		turns := -1
		bots := []Bot{NewHeuristic(sim.BotSeed(game, 0)), NewHeuristic(sim.BotSeed(game, 1))}
		err = Play(&s, bots, func(_ int, _ ares.Action, s *ares.State) {
			if s.Turns() == turns || s.Over() {
				return
			}
			turns = s.Turns()
			seen = append(seen, leafSeen{leafBucket(s), h.leafSideOf(s, 0), h.leafSideOf(s, 1)})
		})
		if err != nil {
			return LeafFit{}, err
		}
		result := 0.5
		switch s.Result().Winner {
		case 0:
			result = 1
		case 1:
			result = 0
		}
		for _, p := range seen {
			dp, ds := p.a.points-p.b.points, p.a.strength-p.b.strength
			points[p.bucket] = append(points[p.bucket], leafPoint{dp, ds, result}, leafPoint{-dp, -ds, 1 - result})
		}
	}
	var fit LeafFit
	for b := range points {
		c, loss, err := fitLeafCurve(points[b])
		if err != nil {
			return LeafFit{}, fmt.Errorf("bot: fit leaf: stage %d: %w", b, err)
		}
		fit.Model[b], fit.LogLoss[b], fit.Positions[b] = c, loss, len(points[b])/2
	}
	return fit, nil
}

// fitLeafCurve fits one stage's curve and returns its mean log loss.
func fitLeafCurve(pts []leafPoint) (LeafCurve, float64, error) {
	x, y := make([]float64, len(pts)), make([]float64, len(pts))
	best, bestLoss := LeafCurve{}, math.Inf(1)
	var lastErr error
	for _, w := range leafWeights {
		for i, p := range pts {
			x[i], y[i] = p.points+w*p.strength, p.result
		}
		l, err := search.FitLogistic(x, y)
		if err != nil {
			lastErr = err
			continue
		}
		c := LeafCurve{Weight: w, Slope: l.Slope}
		if loss := leafLogLoss(c, pts); loss < bestLoss {
			best, bestLoss = c, loss
		}
	}
	if math.IsInf(bestLoss, 1) {
		return LeafCurve{}, 0, lastErr
	}
	return best, bestLoss, nil
}

// leafLogLoss is curve c's mean negative log-likelihood on pts (draws
// count half a win and half a loss), with no intercept: the curve is
// symmetric, as the data (every position from both sides) is.
func leafLogLoss(c LeafCurve, pts []leafPoint) float64 {
	sum := 0.0
	for _, p := range pts {
		z := c.Slope * (p.points + c.Weight*p.strength)
		sum += p.result*softplus(-z) + (1-p.result)*softplus(z)
	}
	return sum / float64(len(pts))
}

// softplus returns log(1 + e^z) without overflow.
func softplus(z float64) float64 {
	if z > 30 {
		return z
	}
	return math.Log1p(math.Exp(z))
}
