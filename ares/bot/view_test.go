package bot

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/require"
)

// viewChecker plays like the heuristic bot it wraps and checks, at every
// decision, that the legal list Run gives it is the one its View lists.
type viewChecker struct {
	t    *testing.T
	play Bot
	seen *int
}

func (c viewChecker) Choose(v *ares.State, legal []ares.Action) ares.Action {
	c.t.Helper()
	require.Equal(c.t, legal, v.Legal(nil), "seat %d is given a legal list its View does not show", v.Viewer())
	*c.seen++
	return c.play.Choose(v, legal)
}

// TestBotsAreGivenTheLegalListTheirViewShows: in heuristic games of every
// mode, every decision's legal list (rewards of a won Raid included) is
// what the deciding seat's View shows.
func TestBotsAreGivenTheLegalListTheirViewShows(t *testing.T) {
	rules := ares.MustDefaultRules()
	seen := 0
	for i, cfg := range modeConfigs {
		for seed := uint64(0); seed < 20; seed++ {
			s, err := ares.NewGame(rules, cfg, seed)
			require.NoError(t, err)
			bots := make([]Bot, len(cfg.Factions))
			for p := range bots {
				bots[p] = viewChecker{t: t, play: NewHeuristic(seed + uint64(p)), seen: &seen}
			}
			require.NoError(t, Play(&s, bots), fmt.Sprintf("%s-%d seed %d", cfg.Mode, i, seed))
		}
	}
	require.Greater(t, seen, 10000)
}
