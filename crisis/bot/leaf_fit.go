package bot

import (
	"fmt"
	"math"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim/play"
)

// This file fits the leaf evaluation's curves (leafWeights) to heuristic
// games: go generate ./crisis/bot rewrites leaf_table.go with them.

// LeafFit is the leaf evaluation's curve fitted for one player count and
// difficulty: the weights of its features, and the positions they were
// fitted on.
type LeafFit struct {
	Weights   []float64
	Positions int
}

// FitLeaf fits the leaf evaluation's curve for a player count and a
// difficulty on every fourth position of games heuristic games, seeded
// from seed, seed+1 and so on: the weights maximising the likelihood of
// the games' results under P(win) = logistic(weights · features), with a
// small ridge penalty that keeps the fit finite when a feature separates
// the results.
func FitLeaf(players int, d crisis.Difficulty, games int, seed uint64) (LeafFit, error) {
	samples, err := leafSamples(players, d, seed, games)
	if err != nil {
		return LeafFit{}, err
	}
	w := fitLogistic(samples)
	return LeafFit{Weights: w[:], Positions: len(samples)}, nil
}

// leafSample is one position of a heuristic game and the game's result.
type leafSample struct {
	f    [numFeatures]float64
	won  float64
	game int // the game's index in its batch
}

// leafSamples plays games heuristic games of a player count and
// difficulty from seed from and returns every fourth position of each.
func leafSamples(players int, d crisis.Difficulty, from uint64, games int) ([]leafSample, error) {
	var out []leafSample
	for i := 0; i < games; i++ {
		seed := from + uint64(i)
		s, err := crisis.New(crisis.Config{Players: players, Seed: seed, Difficulty: d})
		if err != nil {
			return nil, err
		}
		var fs [][numFeatures]float64
		n := 0
		sample := func(v *crisis.View, _ []crisis.Action) (crisis.Action, bool) {
			if n%4 == 0 {
				fs = append(fs, leafFeatures(v))
			}
			n++
			return crisis.Action{}, false
		}
		bots := make([]Bot, players)
		for p := range bots {
			bots[p] = play.Overrule[crisis.View, crisis.Observation](NewHeuristic(seed*8+uint64(p)), sample)
		}
		if err := Play(&s, bots); err != nil {
			return nil, fmt.Errorf("crisis/bot: game of seed %d: %w", seed, err)
		}
		won := 0.0
		if s.Outcome() == crisis.Won {
			won = 1
		}
		for _, f := range fs {
			out = append(out, leafSample{f, won, i})
		}
	}
	return out, nil
}

// fitLogistic fits weights w maximising the likelihood of the samples
// under P(win) = logistic(w·f), with a small ridge penalty that keeps
// the fit finite when a feature separates the results (Newton's method).
func fitLogistic(samples []leafSample) [numFeatures]float64 {
	const ridge = 1e-2
	var w [numFeatures]float64
	for iter := 0; iter < 50; iter++ {
		var h [numFeatures][numFeatures + 1]float64
		for i := range w {
			h[i][i] = ridge
			h[i][numFeatures] = -ridge * w[i]
		}
		for k := range samples {
			sm := &samples[k]
			p := logistic(w, &sm.f)
			q := p * (1 - p)
			for i := range w {
				h[i][numFeatures] += (sm.won - p) * sm.f[i]
				for j := range w {
					h[i][j] += q * sm.f[i] * sm.f[j]
				}
			}
		}
		step := solve(h)
		size := 0.0
		for i := range w {
			w[i] += step[i]
			size += math.Abs(step[i])
		}
		if size < 1e-9 {
			break
		}
	}
	return w
}

// solve solves the linear system of augmented matrix a (Gaussian
// elimination with partial pivoting).
func solve(a [numFeatures][numFeatures + 1]float64) (x [numFeatures]float64) {
	n := numFeatures
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		for r := c + 1; r < n; r++ {
			m := a[r][c] / a[c][c]
			for k := c; k <= n; k++ {
				a[r][k] -= m * a[c][k]
			}
		}
	}
	for r := n - 1; r >= 0; r-- {
		s := a[r][n]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x
}
