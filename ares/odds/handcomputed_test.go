package odds

import (
	"math"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSingleUnitAgainstHarmlessTarget: one unit hitting on 5 against a
// target that cannot hit back wins unless all six rolls miss.
func TestSingleUnitAgainstHarmlessTarget(t *testing.T) {
	s := setup(t, ares.BattleConfig{Kind: ares.FrontierBattle},
		[]ares.ForceSpec{force(ares.Infantry, 3, 5, 5, 5, 5, 1)}, []ares.ForceSpec{harmless(1)}, nil, Tactics{})
	res, err := Exact(s, Options{})
	require.NoError(t, err)
	want := 1 - math.Pow(1.0/6, 6)
	assert.InDelta(t, want, res.AttackerWins, 1e-12)
	assert.InDelta(t, math.Pow(1.0/6, 6), res.Outcomes.RoundLimit, 1e-12)
	require.Len(t, res.EndedByRound, 6)
	for r, p := range res.EndedByRound[:5] {
		assert.InDelta(t, 1-math.Pow(1.0/6, float64(r+1)), p, 1e-12, "ended by round %d", r+1)
	}
	assert.Equal(t, 1.0, res.EndedByRound[5], "the round limit ends every battle")
	mc, err := MonteCarlo(s, Options{Battles: 200000, Seed: 7})
	require.NoError(t, err)
	assert.True(t, mc.CI95.AttackerWins[0] <= want && want <= mc.CI95.AttackerWins[1], "%v not in %v", want, mc.CI95.AttackerWins)
}

// TestEqualInitiativeFiresSimultaneously: two single units hitting on 3
// with the same initiative fire together, so both can die in one round.
func TestEqualInitiativeFiresSimultaneously(t *testing.T) {
	s := setup(t, ares.BattleConfig{Kind: ares.FrontierBattle, Rounds: 1},
		[]ares.ForceSpec{force(ares.Infantry, 3, 3, 3, 3, 3, 1)}, []ares.ForceSpec{force(ares.Infantry, 3, 3, 3, 3, 3, 1)},
		oneColumn, Tactics{})
	res, err := Exact(s, Options{})
	require.NoError(t, err)
	assert.InDelta(t, 0.25, res.Outcomes.DefenderEliminated, 1e-12)
	assert.InDelta(t, 0.25, res.Outcomes.BothEliminated, 1e-12)
	assert.InDelta(t, 0.25, res.Outcomes.AttackerEliminated, 1e-12)
	assert.InDelta(t, 0.25, res.Outcomes.RoundLimit, 1e-12)
	assert.InDelta(t, 0.25, res.AttackerWins, 1e-12)
}

// TestHigherInitiativeFiresFirst: the faster unit's kill stops the slower
// one from firing back.
func TestHigherInitiativeFiresFirst(t *testing.T) {
	s := setup(t, ares.BattleConfig{Kind: ares.FrontierBattle, Rounds: 1},
		[]ares.ForceSpec{force(ares.Infantry, 5, 3, 3, 3, 3, 1)}, []ares.ForceSpec{force(ares.Infantry, 3, 3, 3, 3, 3, 1)},
		oneColumn, Tactics{})
	res, err := Exact(s, Options{})
	require.NoError(t, err)
	assert.InDelta(t, 0.5, res.Outcomes.DefenderEliminated, 1e-12)
	assert.Zero(t, res.Outcomes.BothEliminated, "a destroyed Force does not fire back")
	assert.InDelta(t, 0.25, res.Outcomes.AttackerEliminated, 1e-12)
	assert.InDelta(t, 0.25, res.Outcomes.RoundLimit, 1e-12)
}
