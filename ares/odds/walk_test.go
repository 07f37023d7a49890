package odds

import (
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWalkKnowsEveryState plays battles through a walk and checks, at
// every decision, that the state the walk says the battle is in has the
// battle's state key and that its decision is the decider's, and that most
// decisions were found by their transition.
func TestWalkKnowsEveryState(t *testing.T) {
	setups := []*Setup{threeEach(t)}
	for _, tc := range agreeBattles {
		if s := specSetup(t, tc.spec); s.Start.NumForces() >= decisionCacheForces {
			setups = append(setups, s)
		}
	}
	require.Greater(t, len(setups), 5)
	for k, s := range setups {
		start := s.Start
		newDecider(s.Tactics).prepare(&start)
		w, d, fresh := newWalk(), newDecider(s.Tactics), newDecider(s.Tactics)
		decisions, known := 0, 0
		for i := 0; i < 2000; i++ {
			rng := dice.New(dice.Derive(uint64(k), uint64(i)))
			b := start
			via := -1
			for !b.Over() {
				seen := via >= 0 && w.next[via] > 0
				id, a := w.decide(&b, via, d)
				require.GreaterOrEqual(t, id, int32(0))
				require.Equal(t, string(b.AppendKey(nil)), string(w.keys.key(id)), "battle %d", k)
				require.Equal(t, fresh.decide(&b), a, "battle %d", k)
				decisions++
				if seen {
					known++
				}
				via = apply(&b, id, a, &rng)
			}
		}
		assert.Greater(t, known, decisions/2, "battle %d: the walk should find most states by transition", k)
	}
}

// TestApplyRollsAsBattleApply checks that apply leaves the battle and the
// generator as ares.Battle.Apply does.
func TestApplyRollsAsBattleApply(t *testing.T) {
	s := threeEach(t)
	d := newDecider(s.Tactics)
	rng := dice.New(3)
	b := s.Start
	for !b.Over() {
		a := d.decide(&b)
		want, wantRng := b, rng
		require.NoError(t, want.Apply(a, &wantRng))
		apply(&b, 0, a, &rng)
		require.Equal(t, want, b)
		require.Equal(t, wantRng, rng)
	}
	assert.NotEqual(t, ares.Undecided, b.Outcome())
}
