package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

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
