package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/stretchr/testify/require"
)

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
		samples, err := leafSamples(c.players, c.d, 5_000_000, games)
		require.NoError(t, err)
		for _, sm := range samples {
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
