package bot

import (
	"math"
	"slices"
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
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

// TestResetForgetsTheGame plays a bot through a Discovery game as player
// 0, resets it and has it decide every decision of player 1 in another
// game beside a new bot of the same seed: the two choose alike at every
// one. A bot that played the first game and is not reset chooses
// otherwise at some decisions (what Reset forgets counts).
func TestResetForgetsTheGame(t *testing.T) {
	sets := []cards.Set{cards.SetBase, cards.SetDiscovery}
	decisions, stale := 0, 0
	for g := uint64(0); g < 12; g++ {
		used, kept := NewHeuristic(3), NewHeuristic(3)
		s, err := expedition.New(expedition.Config{Players: 3, Seed: 2 * g, Sets: sets})
		require.NoError(t, err)
		bots := heuristics(3, 10*g)
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			a := act(bots[p], &v)
			if p == 0 {
				legal := v.Legal(nil)
				a = used.Choose(&v, legal)
				require.Equal(t, a, kept.Choose(&v, legal))
			}
			require.NoError(t, s.Apply(a))
		}
		used.Reset(5)
		fresh := NewHeuristic(5)
		kept.rng = fresh.rng // the same draws: only what the game left differs
		s, err = expedition.New(expedition.Config{Players: 3, Seed: 2*g + 1, Sets: sets})
		require.NoError(t, err)
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			a := act(bots[p], &v)
			if p == 1 {
				legal := v.Legal(nil)
				a = fresh.Choose(&v, legal)
				require.Equal(t, a, used.Choose(&v, legal), "game %d, round %d", g, s.Round())
				if kept.Choose(&v, legal) != a {
					stale++
				}
				decisions++
			}
			require.NoError(t, s.Apply(a))
		}
	}
	t.Logf("%d decisions; the bot not reset chose otherwise at %d", decisions, stale)
	require.Greater(t, decisions, 1000)
	require.Positive(t, stale)
}
