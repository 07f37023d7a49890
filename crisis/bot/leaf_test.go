package bot

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/stretchr/testify/require"
)

// leafSample is one position of a heuristic game and the game's result.
type leafSample struct {
	f    [numFeatures]float64
	won  float64
	game int // the game's index in its batch
}

// leafSamples plays games heuristic games of a player count and
// difficulty from seed from and returns every fourth position of each.
func leafSamples(t *testing.T, players int, d crisis.Difficulty, from uint64, games int) []leafSample {
	t.Helper()
	var out []leafSample
	var v crisis.View
	for i := 0; i < games; i++ {
		seed := from + uint64(i)
		s, err := crisis.New(crisis.Config{Players: players, Seed: seed, Difficulty: d})
		require.NoError(t, err)
		bots := make([]Bot, players)
		for p := range bots {
			bots[p] = NewHeuristic(seed*8 + uint64(p))
		}
		var fs [][numFeatures]float64
		for n := 0; !s.Over(); n++ {
			p := s.ToMove()
			s.ViewInto(p, &v)
			if n%4 == 0 {
				fs = append(fs, leafFeatures(&v))
			}
			require.NoError(t, s.Apply(bots[p].Act(&v)))
		}
		won := 0.0
		if s.Outcome() == crisis.Won {
			won = 1
		}
		for _, f := range fs {
			out = append(out, leafSample{f, won, i})
		}
	}
	return out
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

// fitGames is the number of heuristic games each curve is fitted on.
const fitGames = 2000

// TestFitLeafEvaluation refits the leaf evaluation's curves and writes
// leaf_table.go (CRISIS_FIT=1; several minutes).
func TestFitLeafEvaluation(t *testing.T) {
	if os.Getenv("CRISIS_FIT") == "" {
		t.Skip("set CRISIS_FIT=1 to refit the leaf evaluation")
	}
	var b strings.Builder
	b.WriteString("package bot\n\nimport \"github.com/aresim/aresim/crisis\"\n\n")
	fmt.Fprintf(&b, "// leafWeights are the leaf evaluation's curves, by player count (1 to 4)\n// and difficulty, in the order of the leaf features: fitted on every\n// fourth position of %d heuristic games per curve by\n// CRISIS_FIT=1 go test ./crisis/bot -run TestFitLeafEvaluation -v.\n", fitGames)
	b.WriteString("var leafWeights = [crisis.MaxPlayers][crisis.NumDifficulties][numFeatures]float64{\n")
	for p := 1; p <= crisis.MaxPlayers; p++ {
		b.WriteString("\t{\n")
		for d := crisis.Beginner; d < crisis.NumDifficulties; d++ {
			samples := leafSamples(t, p, d, 1_000_000, fitGames)
			w := fitLogistic(samples)
			b.WriteString("\t\t{")
			for i, x := range w {
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "%.4f", x)
			}
			fmt.Fprintf(&b, "}, // %d players, %s: %d positions\n", p, d, len(samples))
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	require.NoError(t, os.WriteFile("leaf_table.go", []byte(b.String()), 0o644))
	t.Log(b.String())
}

// TestLeafEvaluationIsCalibrated checks the curves on fresh games of 2
// and 4 players at normal difficulty and 1 player at beginner: in every
// tenth of predicted chance holding at least 200 positions from at least
// 40 games, the share of positions whose game was won is within 0.12 of
// the mean prediction. The positions of one game share its result, so a
// band's share is that of its games: a band of a few games says little.
func TestLeafEvaluationIsCalibrated(t *testing.T) {
	// Fewer games cannot tell a curve off by a tenth from a run of lost
	// games: the heuristic seldom loses from the positions of the low
	// bands, which hold the positions of few games.
	const games = 1000
	for _, c := range []struct {
		players int
		d       crisis.Difficulty
	}{{2, crisis.Normal}, {4, crisis.Normal}, {1, crisis.Beginner}} {
		var n, won, pred [10]float64
		var in [10]map[int]bool // the games of each band
		for _, sm := range leafSamples(t, c.players, c.d, 5_000_000, games) {
			p := logistic(leafWeights[c.players-1][c.d], &sm.f)
			b := min(int(p*10), 9)
			if in[b] == nil {
				in[b] = map[int]bool{}
			}
			in[b][sm.game] = true
			n[b]++
			won[b] += sm.won
			pred[b] += p
		}
		for b := range n {
			if n[b] < 200 || len(in[b]) < 40 {
				continue
			}
			t.Logf("%d players, %s: predicted %.2f, won %.2f (%0.f positions, %d games)", c.players, c.d, pred[b]/n[b], won[b]/n[b], n[b], len(in[b]))
			require.InDelta(t, pred[b]/n[b], won[b]/n[b], 0.12, "%d players, %s, band %d", c.players, c.d, b)
		}
	}
}
