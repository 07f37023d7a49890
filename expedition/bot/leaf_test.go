package bot

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/search"
)

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
func selfPlay(t *testing.T, n, games int, seed uint64) []leafPoint {
	t.Helper()
	var points []leafPoint
	var tab table
	for g := 0; g < games; g++ {
		gs := dice.Derive(seed, uint64(g))
		cfg := expedition.Config{Players: n, Seed: sim.EngineSeed(gs)}
		if n > 4 {
			cfg.Sets = []cards.Set{cards.SetBase, cards.SetFoundations} // Ruling F1
		}
		s, err := expedition.New(cfg)
		require.NoError(t, err)
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
		for !s.Over() {
			if s.Stage() == expedition.StagePlanning && s.Round() != round {
				round = s.Round()
				var sn snap
				for q := 0; q < n; q++ {
					sn.worths[q] = judge.positionWorthOf(&s, q)
				}
				v := s.View(0)
				sn.progress = progress(&v)
				snaps = append(snaps, sn)
			}
			p := s.ToMove()
			require.NoError(t, tab.Apply(&s, bots, act(bots[p], tab.View(&s, p))))
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
	return points
}

// TestFitLeafEvaluation fits the slopes of leafSlopes to heuristic
// self-play (4,000 games per player count, 2 to 6 players, or
// EXPEDITION_FIT_GAMES) and prints the table; set EXPEDITION_FIT=1 to run
// it.
func TestFitLeafEvaluation(t *testing.T) {
	if os.Getenv("EXPEDITION_FIT") == "" {
		t.Skip("set EXPEDITION_FIT=1 to refit the leaf evaluation")
	}
	games := 4000
	if v := os.Getenv("EXPEDITION_FIT_GAMES"); v != "" {
		var err error
		games, err = strconv.Atoi(v)
		require.NoError(t, err, "EXPEDITION_FIT_GAMES")
	}
	var b strings.Builder
	for n := expedition.MinPlayers; n <= expedition.MaxPlayers; n++ {
		points := selfPlay(t, n, games, 2024+uint64(n))
		b.WriteString("\t{")
		for k := 0; k < leafBuckets; k++ {
			var x, y []float64
			for _, pt := range points {
				if leafBucket(pt.progress) == k {
					x, y = append(x, pt.lead), append(y, pt.ahead)
				}
			}
			l, err := search.FitLogistic(x, y)
			require.NoError(t, err, "%d players, bucket %d (%d points)", n, k, len(x))
			t.Logf("%d players, progress %.1f-%.1f: %d points, intercept %.4f, slope %.4f", n,
				float64(k)/leafBuckets, float64(k+1)/leafBuckets, len(x), l.Intercept, l.Slope)
			if k > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%.3f", l.Slope)
		}
		b.WriteString("},\n")
	}
	t.Logf("leafSlopes:\n%s", b.String())
}

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
		points := selfPlay(t, n, count, 77+uint64(n))
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
