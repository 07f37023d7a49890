package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/stretchr/testify/require"
)

// TestLeafEvaluationIsCalibrated checks the curves on fresh games of 2
// and 4 players at normal difficulty and 1 player at beginner: in every
// tenth of predicted chance holding at least 200 positions, the share of
// positions whose game was won is within 0.12 of the mean prediction (the
// positions of one game share its result, so a band of thousands of
// positions holds the results of some tens of games).
func TestLeafEvaluationIsCalibrated(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 40
	}
	for _, c := range []struct {
		players int
		d       crisis.Difficulty
	}{{2, crisis.Normal}, {4, crisis.Normal}, {1, crisis.Beginner}} {
		var n, won, pred [10]float64
		samples, err := leafSamples(c.players, c.d, 5_000_000, games)
		require.NoError(t, err)
		for _, sm := range samples {
			p := logistic(leafWeights[c.players-1][c.d], &sm.f)
			b := min(int(p*10), 9)
			n[b]++
			won[b] += sm.won
			pred[b] += p
		}
		for b := range n {
			if n[b] < 200 {
				continue
			}
			t.Logf("%d players, %s: predicted %.2f, won %.2f (%0.f positions)", c.players, c.d, pred[b]/n[b], won[b]/n[b], n[b])
			require.InDelta(t, pred[b]/n[b], won[b]/n[b], 0.12, "%d players, %s, band %d", c.players, c.d, b)
		}
	}
}
