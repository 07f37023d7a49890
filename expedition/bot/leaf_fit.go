package bot

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/search"
)

// This file fits the leaf evaluation's curves (leafSlopes) to heuristic
// self-play: go generate ./expedition/bot rewrites leaf_table.go with them.

// LeafFit is the leaf evaluation's curves fitted for one player count:
// for each progress bucket (progress in [b/5, (b+1)/5)), the logistic
// curve fitted on the bucket's pairs of players and the number of pairs.
// The table keeps the slopes only: the data are symmetric, so the
// intercepts are close to zero.
type LeafFit struct {
	Curves []search.Logistic
	Pairs  []int
}

// FitLeaf fits the leaf evaluation's curves for games of the given number
// of players on games heuristic self-play games, game g seeded with
// dice.Derive(seed, g) (five and six players with the Foundations set,
// which they need): at the start of every round, for every ordered pair
// of players, the first's worth less the second's against whether the
// first finished ahead (search.FitLogistic; games stopped by the round cap
// are left out).
func FitLeaf(players, games int, seed uint64) (LeafFit, error) {
	fit := LeafFit{Curves: make([]search.Logistic, leafBuckets), Pairs: make([]int, leafBuckets)}
	points, err := selfPlay(players, games, seed)
	if err != nil {
		return fit, err
	}
	for k := range fit.Curves {
		var x, y []float64
		for _, pt := range points {
			if leafBucket(pt.progress) == k {
				x, y = append(x, pt.lead), append(y, pt.ahead)
			}
		}
		l, err := search.FitLogistic(x, y)
		if err != nil {
			return fit, fmt.Errorf("expedition/bot: %d players, progress bucket %d (%d pairs): %w", players, k, len(x), err)
		}
		fit.Curves[k], fit.Pairs[k] = l, len(x)
	}
	return fit, nil
}

// leafPoint is one ordered pair of players at one position of a
// self-play game: the first's worth less the second's, the game's
// progress, and whether the first finished ahead (1/2 for a shared
// place).
type leafPoint struct {
	lead, progress, ahead float64
}

// selfPlay plays games heuristic games of n players from seed and returns
// a leafPoint for every ordered pair of players at the start of every
// round (five and six players with the Foundations set, which they need).
func selfPlay(n, games int, seed uint64) ([]leafPoint, error) {
	var points []leafPoint
	for g := 0; g < games; g++ {
		gs := dice.Derive(seed, uint64(g))
		cfg := expedition.Config{Players: n, Seed: sim.EngineSeed(gs)}
		if n > 4 {
			cfg.Sets = []cards.Set{cards.SetBase, cards.SetFoundations} // Ruling F1
		}
		s, err := expedition.New(cfg)
		if err != nil {
			return nil, err
		}
		judge := newSearchGame(gs) // values the positions as the leaf evaluation does
		bots := make([]Bot, n)
		for p := range bots {
			bots[p] = NewHeuristic(sim.BotSeed(gs, p))
		}
		type snap struct {
			worths   [expedition.MaxPlayers]float64
			progress float64
		}
		var snaps []snap
		round := 0
		look := func(s *expedition.State) {
			if s.Stage() == expedition.StagePlanning && s.Round() != round {
				round = s.Round()
				var sn snap
				for q := 0; q < n; q++ {
					sn.worths[q] = judge.positionWorthOf(s, q)
				}
				v := s.View(0)
				sn.progress = progress(&v)
				snaps = append(snaps, sn)
			}
		}
		look(&s)
		err = Play(&s, bots, func(_ int, _ expedition.Action, after *expedition.State) {
			if !after.Over() {
				look(after)
			}
		})
		if err != nil {
			return nil, fmt.Errorf("expedition/bot: self-play game %d of seed %d: %w", g, seed, err)
		}
		r := s.Result()
		if !r.Finished {
			continue
		}
		for _, sn := range snaps {
			for q := 0; q < n; q++ {
				for o := 0; o < n; o++ {
					if o != q {
						points = append(points, leafPoint{lead: sn.worths[q] - sn.worths[o], progress: sn.progress,
							ahead: float64(cmpScore(r.Scores[q], r.Scores[o])+1) / 2})
					}
				}
			}
		}
	}
	return points, nil
}
