package bot

import (
	"math"
	"slices"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/stretchr/testify/require"
)

// TestHeuristicResetScoresAsNew: through seeded heuristic games of every
// feature configuration, one heuristic chooses at every decision of every
// seat, and at every third one it is first Reset to a seed of its own:
// then its scores of the decision's legal actions equal, bit for bit,
// those of a new heuristic of that seed, though it has just seen other
// seats' Views and made choices of its own (which would sway its scores).
func TestHeuristicResetScoresAsNew(t *testing.T) {
	for _, cfg := range featureConfigs() {
		t.Run(featureCase(cfg), func(t *testing.T) {
			s, err := expedition.New(cfg)
			require.NoError(t, err)
			bots := heuristics(cfg.Players, cfg.Seed)
			h := NewHeuristic(cfg.Seed + 99)
			var got, want []float64
			compared, decisions := 0, 0
			for !s.Over() {
				p := s.ToMove()
				v := s.View(p)
				legal := v.Legal(nil)
				if len(legal) > 1 {
					if decisions%3 == 0 {
						seed := uint64(decisions)
						h.Reset(seed)
						got = h.Scores(&v, legal, got[:0])
						want = NewHeuristic(seed).Scores(&v, legal, want[:0])
						require.True(t, slices.EqualFunc(got, want, func(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) }),
							"round %d, seat %d, %v decision: reset %v, new %v", s.Round(), p, v.Decision(), got, want)
						compared++
					}
					h.Choose(&v, legal)
					decisions++
				}
				require.NoError(t, s.Apply(act(bots[p], &v)))
			}
			require.Greater(t, compared, 30, "decisions compared")
		})
	}
}
