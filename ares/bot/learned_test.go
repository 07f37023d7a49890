package bot

import (
	"fmt"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/require"
)

// learnedModes are the configurations the learned tiers are tested on:
// the Basic Game and every mode of modeConfigs.
var learnedModes = append([]ares.Config{{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1}}, modeConfigs...)

// TestLearnedTiersPlayLegally plays the learned bot and the search guided
// by the default weights (at a small budget) against the heuristic in
// every mode: every action either returns is legal, and the invariants
// hold after every action.
func TestLearnedTiersPlayLegally(t *testing.T) {
	rules := ares.MustDefaultRules()
	games := 6
	if testing.Short() {
		games = 2
	}
	for i, cfg := range learnedModes {
		var agents []*legalOnly
		for seed := uint64(0); seed < uint64(games); seed++ {
			s, err := ares.NewGame(rules, cfg, seed)
			require.NoError(t, err)
			bots := make([]Bot, len(cfg.Factions))
			for p := range bots {
				switch (int(seed) + p) % 3 {
				case 0:
					agents = append(agents, &legalOnly{Bot: NewLearned(nil, seed+uint64(p)), t: t})
					bots[p] = agents[len(agents)-1]
				case 1:
					g, err := New("guided:8", seed+uint64(p))
					require.NoError(t, err)
					agents = append(agents, &legalOnly{Bot: g, t: t})
					bots[p] = agents[len(agents)-1]
				default:
					bots[p] = NewHeuristic(seed + uint64(p))
				}
			}
			require.NoError(t, Play(&s, bots, func(_ int, a ares.Action, after *ares.State) {
				if err := after.Check(); err != nil {
					t.Fatalf("%s-%d seed %d after %s: %v", cfg.Mode, i, seed, a, err)
				}
			}))
			require.True(t, s.Over())
		}
		for _, a := range agents {
			require.Positive(t, a.choices, "%s-%d", cfg.Mode, i)
		}
	}
}

// TestGuidedSearchReplays: two games between guided searches from the
// same seed take the same actions.
func TestGuidedSearchReplays(t *testing.T) {
	rules := ares.MustDefaultRules()
	play := func() []ares.Action {
		s, err := ares.NewGame(rules, modeConfigs[0], 3)
		require.NoError(t, err)
		bots := make([]Bot, 2)
		for p := range bots {
			if bots[p], err = NewMCTSWith(MCTSConfig{Iterations: 16, Guide: DefaultWeights()}, uint64(10+p)); err != nil {
				t.Fatal(err)
			}
		}
		var actions []ares.Action
		require.NoError(t, Play(&s, bots, func(_ int, a ares.Action, _ *ares.State) { actions = append(actions, a) }))
		return actions
	}
	first := play()
	require.Equal(t, first, play())
	require.Greater(t, len(first), 20)
}

// TestLearnedDecisionAllocatesNothing: once its buffers have grown, a
// learned decision allocates nothing.
func TestLearnedDecisionAllocatesNothing(t *testing.T) {
	v, legal := learnedDecision(t)
	b := NewLearned(nil, 1)
	b.Choose(&v, legal)
	require.Zero(t, testing.AllocsPerRun(100, func() { b.Choose(&v, legal) }))
}

// learnedDecision returns a turn's View with its legal actions, from a
// Full Game between heuristics.
func learnedDecision(t testing.TB) (ares.State, []ares.Action) {
	s, err := ares.NewGame(ares.MustDefaultRules(), modeConfigs[0], 5)
	require.NoError(t, err)
	bots := []Bot{NewHeuristic(1), NewHeuristic(2)}
	for n := 0; n < 40 || !atTurn(&s); n++ {
		legal := s.Legal(nil)
		v := s.View(s.ToMove())
		require.NoError(t, s.Apply(bots[s.ToMove()].Choose(&v, legal)))
	}
	v := s.View(s.ToMove())
	legal := v.Legal(nil)
	require.Greater(t, len(legal), 1, fmt.Sprint(legal))
	return v, legal
}

// BenchmarkLearnedDecision times one learned decision at a Full Game
// turn.
func BenchmarkLearnedDecision(b *testing.B) {
	v, legal := learnedDecision(b)
	bot := NewLearned(nil, 1)
	b.ReportAllocs()
	b.ReportMetric(float64(len(legal)), "actions")
	for b.Loop() {
		bot.Choose(&v, legal)
	}
}
