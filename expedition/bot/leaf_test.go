package bot

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLeafEvaluationIsCalibrated checks the stored curves on fresh
// self-play games (other seeds than the fit's): grouped by predicted
// chance in tenths, the share of pairs in which the first player finished
// ahead is within 0.06 of the mean prediction in every group of at least
// 200 pairs, and the predictions beat a coin (Brier score at most 0.2
// against 0.25).
func TestLeafEvaluationIsCalibrated(t *testing.T) {
	games := map[int]int{2: 300, 3: 150, 4: 100}
	if testing.Short() {
		games = map[int]int{2: 100, 4: 100}
	}
	for n, count := range games {
		points, err := selfPlay(n, count, 77+uint64(n))
		require.NoError(t, err)
		var sumP, sumY [10]float64
		var cnt [10]int
		brier := 0.0
		for _, pt := range points {
			p := leafCurve(n, pt.progress).Prob(pt.lead)
			k := min(int(p*10), 9)
			sumP[k] += p
			sumY[k] += pt.ahead
			cnt[k]++
			brier += (p - pt.ahead) * (p - pt.ahead)
		}
		brier /= float64(len(points))
		t.Logf("%d players: %d pairs, Brier score %.3f", n, len(points), brier)
		require.Less(t, brier, 0.2, "%d players", n)
		for k := range cnt {
			if cnt[k] < 200 {
				continue
			}
			pred, obs := sumP[k]/float64(cnt[k]), sumY[k]/float64(cnt[k])
			t.Logf("  predicted %.2f-%.2f: %d pairs, mean prediction %.3f, observed %.3f", float64(k)/10, float64(k+1)/10, cnt[k], pred, obs)
			require.LessOrEqual(t, math.Abs(pred-obs), 0.06, "%d players, predictions %.1f-%.1f", n, float64(k)/10, float64(k+1)/10)
		}
	}
}
