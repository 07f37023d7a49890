package bot

import (
	"slices"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
	"github.com/stretchr/testify/require"
)

// legalOnly is a bot whose every action is checked against the legal
// actions it was given; it passes observations on to a bot that observes.
type legalOnly struct {
	Bot
	t       *testing.T
	choices int
}

func (l *legalOnly) Choose(v *expedition.View, legal []expedition.Action) expedition.Action {
	a := l.Bot.Choose(v, legal)
	if !slices.Contains(legal, a) || !slices.Contains(v.Legal(nil), a) {
		l.t.Fatalf("chose %v, not one of %v", a, legal)
	}
	l.choices++
	return a
}

// Observe passes the observation on to a bot that observes.
func (l *legalOnly) Observe(o *expedition.Observation) {
	if w, ok := l.Bot.(play.Observer[expedition.Observation]); ok {
		w.Observe(o)
	}
}

// guided returns the search guided by the default weights at a budget of
// iterations.
func guided(t testing.TB, iterations int, seed uint64) *MCTS {
	m, err := NewGuidedMCTS(GuidedMCTSConfig(iterations), nil, seed)
	require.NoError(t, err)
	return m
}

// TestLearnedTiersPlayLegally plays the learned bot and the search guided
// by the default weights (at 8 iterations) beside the heuristic in every
// configuration of the feature tests (2 to 6 players, Discovery and
// Foundations with their options and variants): every action either
// returns is legal, the engine's invariants hold after every action, and
// every game ends.
func TestLearnedTiersPlayLegally(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	for i, cfg := range featureConfigs() {
		var agents []*legalOnly
		for g := 0; g < games; g++ {
			cfg.Seed += uint64(g)
			s, err := expedition.New(cfg)
			require.NoError(t, err)
			bots := make([]Bot, cfg.Players)
			for p := range bots {
				seed := cfg.Seed + uint64(p)
				switch (i + g + p) % 3 {
				case 0:
					agents = append(agents, &legalOnly{Bot: NewLearned(nil), t: t})
					bots[p] = agents[len(agents)-1]
				case 1:
					agents = append(agents, &legalOnly{Bot: guided(t, 8, seed), t: t})
					bots[p] = agents[len(agents)-1]
				default:
					bots[p] = NewHeuristic(seed)
				}
			}
			require.NoError(t, Play(&s, bots, func(_ int, a expedition.Action, after *expedition.State) {
				if err := after.Check(); err != nil {
					t.Fatalf("%s seed %d after %v: %v", featureCase(cfg), cfg.Seed, a, err)
				}
			}))
			require.True(t, s.Over(), featureCase(cfg))
		}
		for _, a := range agents {
			require.Positive(t, a.choices, featureCase(cfg))
		}
	}
}

// TestGuidedSearchReplays: two games between guided searches from the
// same seeds take the same actions, and other seeds give other search
// statistics.
func TestGuidedSearchReplays(t *testing.T) {
	game := func(seed uint64) []expedition.Action {
		s, err := expedition.New(expedition.Config{Players: 2, Seed: 4})
		require.NoError(t, err)
		var rec expedition.Record
		require.NoError(t, Play(&s, []Bot{guided(t, 16, seed), guided(t, 16, seed+1)}, Recording(&rec)))
		return rec.Actions
	}
	first := game(10)
	require.Greater(t, len(first), 50)
	require.Equal(t, first, game(10))
	views := decisionViews(t, 2, 5)
	stats := func(seed uint64) []string { return rootStatsText(guided(t, 30, seed), views[:10]) }
	a := stats(1)
	require.Equal(t, a, stats(1))
	require.NotEqual(t, a, stats(3))
}

// TestGuidedLeavesAreRankRewards: the guided leaf evaluation gives every
// player a value in (0, 1], adding up to the rank rewards' total of a
// finished game, n/2 for n players, at the decisions of 2- and 4-player
// games.
func TestGuidedLeavesAreRankRewards(t *testing.T) {
	for _, n := range []int{2, 4} {
		s, err := expedition.New(expedition.Config{Players: n, Seed: 9})
		require.NoError(t, err)
		leaf := &guidedGame{searchGame: newSearchGame(1),
			guide: learn.NewGuide[expedition.View, expedition.Action](NewFeatures(), DefaultWeights())}
		bots := heuristics(n, 9)
		dst := make([]float64, n)
		checked := 0
		for !s.Over() {
			if s.ToMove() >= 0 {
				leaf.Evaluate(&s, dst)
				sum := 0.0
				for _, x := range dst {
					require.True(t, x > 0 && x <= 1, "%v", dst)
					sum += x
				}
				if n == 2 {
					require.InDelta(t, 1, sum, 1e-9)
				} else if !slices.Contains(dst, 1) {
					require.InDelta(t, float64(n)/2, sum, 1e-9)
				}
				checked++
			}
			v := s.View(s.ToMove())
			require.NoError(t, s.Apply(act(bots[s.ToMove()], &v)))
		}
		require.Greater(t, checked, 50)
		rewards := make([]float64, n)
		expedition.Game{}.Reward(&s, rewards)
		leaf.Evaluate(&s, dst)
		require.Equal(t, rewards, dst)
	}
}

// TestNewLearnedTier: the registry's "learned" is the learned bot with
// the default weights.
func TestNewLearnedTier(t *testing.T) {
	b, err := New("Learned", 1)
	require.NoError(t, err)
	l, ok := b.(*Learned)
	require.True(t, ok)
	require.Equal(t, DefaultWeights().Hash(), l.Weights().Hash())
	_, err = New("learned:5", 1)
	require.ErrorIs(t, err, ErrUnknownBot)
}

// learnedViews returns Turn decisions of the middle of a 2-player
// heuristic game.
func learnedViews(t testing.TB) []expedition.View {
	var out []expedition.View
	for _, v := range featureViews(t, expedition.Config{Players: 2, Seed: 7}, 3) {
		if v.Decision() == expedition.DecisionTurn {
			out = append(out, v)
		}
	}
	require.NotEmpty(t, out)
	return out
}

// TestLearnedDecisionAllocatesNothing: once its buffers have grown, a
// learned decision allocates nothing.
func TestLearnedDecisionAllocatesNothing(t *testing.T) {
	views := learnedViews(t)
	b := NewLearned(nil)
	for i := range views {
		legal := views[i].Legal(nil)
		b.Choose(&views[i], legal)
		require.Zero(t, testing.AllocsPerRun(20, func() { b.Choose(&views[i], legal) }), "decision %d", i)
	}
}

// BenchmarkLearnedDecision times one learned decision at the Turn
// decisions of a 2-player game, in turn, once the bot's buffers and its
// encoder's heuristic have grown.
func BenchmarkLearnedDecision(b *testing.B) {
	views := learnedViews(b)
	legal := make([][]expedition.Action, len(views))
	actions := 0
	for i := range views {
		legal[i] = views[i].Legal(nil)
		actions += len(legal[i])
	}
	bot := NewLearned(nil)
	for k := range views { // the buffers grow to the game's needs
		bot.Choose(&views[k], legal[k])
	}
	b.ReportAllocs()
	b.ReportMetric(float64(actions)/float64(len(views)), "actions")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(views)
		bot.Choose(&views[k], legal[k])
	}
}
