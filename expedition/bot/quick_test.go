package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/stretchr/testify/require"
)

func TestQuickHeuristic(t *testing.T) {
	hist := map[int]int{}
	unfinished := 0
	for seed := uint64(0); seed < 300; seed++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: seed})
		require.NoError(t, err)
		bots := []Bot{NewHeuristic(seed), NewHeuristic(seed + 1), NewHeuristic(seed + 2), NewHeuristic(seed + 3)}
		require.NoError(t, Play(&s, bots, nil))
		r := s.Result()
		if !r.Finished {
			unfinished++
		}
		hist[r.Rounds]++
	}
	t.Logf("rounds %v unfinished %d", hist, unfinished)
}
