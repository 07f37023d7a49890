package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/learn"
	"github.com/stretchr/testify/require"
)

// learnedConfigs are the games the learned tiers' tests play: every
// player count and difficulty, with Discovery in every other one.
func learnedConfigs() []crisis.Config {
	var out []crisis.Config
	for p := 1; p <= crisis.MaxPlayers; p++ {
		for d := crisis.Beginner; d < crisis.NumDifficulties; d++ {
			sets := []cards.Set{cards.SetBase}
			if (p+int(d))%2 == 1 {
				sets = append(sets, cards.SetDiscovery)
			}
			out = append(out, crisis.Config{Players: p, Seed: uint64(40 + 10*p + int(d)), Difficulty: d, Sets: sets})
		}
	}
	return out
}

// TestLearnedTiersPlayOnlyLegalActions plays whole games of the learned
// tier (by its registry name) and of the search guided by the default
// weights (8 iterations) in every seat, at every player count and
// difficulty: every action is legal and the invariants hold after each.
func TestLearnedTiersPlayOnlyLegalActions(t *testing.T) {
	for _, cfg := range learnedConfigs() {
		playChecked(t, cfg, func(q int) Bot {
			b, err := New("learned", uint64(q))
			require.NoError(t, err)
			return b
		})
		playChecked(t, cfg, func(q int) Bot {
			m, err := New("guided:8", uint64(q))
			require.NoError(t, err)
			return m
		})
	}
}

// TestGuidedMCTSIsDeterministic: the guided search replays its game
// exactly from the same seeds, searching its budget at every decision
// with a choice.
func TestGuidedMCTSIsDeterministic(t *testing.T) {
	cfg := crisis.Config{Players: 3, Seed: 11, Difficulty: crisis.Normal}
	var agents []*MCTS
	mk := func(q int) Bot {
		m, err := NewGuidedMCTS(GuidedMCTSConfig(8), DefaultWeights(), 5+uint64(q))
		require.NoError(t, err)
		agents = append(agents, m)
		return m
	}
	requireSameSearchGames(t, cfg, mk, &agents, 8)
}

// TestGuidedLeafIsTheTeamsChance: the guided search judges a leaf by the
// value model's chance from the View of the seat to move, the same for
// every seat, and its priors are the policy's scores from that View.
func TestGuidedLeafIsTheTeamsChance(t *testing.T) {
	w := DefaultWeights()
	g := &guidedGame{searchGame: newSearchGame(1), guide: learn.NewGuide[crisis.View, crisis.Action](NewFeatures(), w)}
	ref := learn.NewGuide[crisis.View, crisis.Action](NewFeatures(), w)
	s, err := crisis.New(crisis.Config{Players: 4, Seed: 3, Difficulty: crisis.Normal})
	require.NoError(t, err)
	h := NewHeuristic(3)
	var v crisis.View
	dst := make([]float64, 4)
	for n := 0; !s.Over(); n++ {
		p := s.ToMove()
		s.ViewInto(p, &v)
		if n%5 == 0 {
			g.Evaluate(&s, dst)
			want := ref.Value(&v)
			require.Greater(t, want, 0.0)
			require.Less(t, want, 1.0)
			for q := range dst {
				require.Equal(t, want, dst[q], "action %d, seat %d", n, q)
			}
			legal := v.Legal(nil)
			got, exp := make([]float64, len(legal)), make([]float64, len(legal))
			g.Prior(&s, legal, got)
			ref.Prior(&v, legal, exp)
			require.Equal(t, exp, got)
		}
		require.NoError(t, s.Apply(h.Act(&v)))
	}
	g.Evaluate(&s, dst)
	won := 0.0
	if s.Outcome() == crisis.Won {
		won = 1
	}
	require.Equal(t, []float64{won, won, won, won}, dst)
}

// TestLearnedDecisionAllocatesNothing: once warmed up, a learned decision
// allocates nothing, at one and at four players.
func TestLearnedDecisionAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's sync.Pool drops items at random: allocation counts mean nothing")
	}
	b := NewLearned(nil, 1)
	for _, n := range []int{1, 4} {
		views := decisionViews(t, n, 3)
		require.NotEmpty(t, views)
		for i := 0; i < len(views); i += max(len(views)/20, 1) {
			v := &views[i]
			legal := v.Legal(nil)
			b.Choose(v, legal)
			allocs := testing.AllocsPerRun(10, func() { b.Choose(v, legal) })
			require.Zero(t, allocs, "%d players, decision %d", n, i)
		}
	}
}

// BenchmarkLearnedDecision is the cost of one learned decision (the
// policy over every legal action) at the decisions of seat 0 in a
// heuristic game of four players.
func BenchmarkLearnedDecision(b *testing.B) {
	l := NewLearned(nil, 1)
	views := decisionViews(b, 4, 3)
	legal := make([][]crisis.Action, len(views))
	actions := 0
	for i := range views {
		legal[i] = views[i].Legal(nil)
		actions += len(legal[i])
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := i % len(views)
		l.Choose(&views[j], legal[j])
	}
	b.ReportMetric(float64(actions)/float64(len(views)), "actions/op")
}
