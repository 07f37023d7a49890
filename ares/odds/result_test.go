package odds

import (
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkResult checks what must hold of every result: probabilities that
// sum to one, distributions whose means match, rounds that only add up.
func checkResult(t *testing.T, s *Setup, res *Result) {
	t.Helper()
	const eps = 1e-9
	o := res.Outcomes
	assert.InDelta(t, 1, o.DefenderEliminated+o.AttackerEliminated+o.BothEliminated+o.RoundLimit+
		o.AttackerRetreated+o.DefenderRetreated, eps, "outcomes sum to 1")
	assert.InDelta(t, o.DefenderEliminated+o.DefenderRetreated, res.AttackerWins, eps, "Ruling A7")
	assert.InDelta(t, 1, res.AttackerWins+res.DefenderWins, eps)
	require.Len(t, res.EndedByRound, s.Start.Rounds())
	for r := 1; r < len(res.EndedByRound); r++ {
		assert.GreaterOrEqual(t, res.EndedByRound[r], res.EndedByRound[r-1]-eps, "ended by round only grows")
	}
	assert.InDelta(t, 1, res.EndedByRound[len(res.EndedByRound)-1], eps, "every battle ends by the last round")
	attackerUnits := 0
	for _, list := range [][]ForceResult{res.Survivors.Attacker, res.Survivors.Defender} {
		for _, f := range list {
			sum, mean := 0.0, 0.0
			for k, p := range f.Dist {
				sum += p
				mean += float64(k) * p
			}
			assert.InDelta(t, 1, sum, eps, "%s: survivors' distribution sums to 1", f.Name)
			assert.InDelta(t, mean, f.Mean, eps, "%s: mean", f.Name)
		}
	}
	for i := 0; i < s.Start.NumForces(); i++ {
		if s.Start.Force(i).Side() == ares.Attacker {
			attackerUnits += s.Start.Force(i).Units()
		}
	}
	sum := 0.0
	for _, p := range res.EmptyBuildings.Dist {
		sum += p
	}
	assert.InDelta(t, 1, sum, eps, "Empty Buildings' distribution sums to 1")
	prev := 0.0
	for _, row := range res.RetreatTable {
		assert.GreaterOrEqual(t, row.AttackerWins, prev-eps, "pressing on longer never wins less")
		if s.Tactics.Attacker.Retreat.Kind == RetreatNever {
			assert.LessOrEqual(t, row.AttackerWins, res.AttackerWins+eps, "no row beats pressing on to the end")
		}
		assert.LessOrEqual(t, row.AttackerUnits, float64(attackerUnits)+eps)
		assert.GreaterOrEqual(t, row.AttackerUnits, 0.0)
		prev = row.AttackerWins
	}
}

func TestResultInvariants(t *testing.T) {
	for _, tc := range agreeBattles {
		t.Run(tc.name, func(t *testing.T) {
			s := specSetup(t, tc.spec)
			ex, err := Exact(s, Options{})
			require.NoError(t, err)
			checkResult(t, s, ex)
			mc, err := MonteCarlo(s, Options{Battles: 2000, Seed: 3})
			require.NoError(t, err)
			checkResult(t, s, mc)
		})
	}
}

// TestRetreatTableByHand: three Troopers (to-hit 2 against Infantry)
// against two Novices (to-hit 2), same initiative. Retreating in round 1,
// the attacker takes the Novices' two dice unanswered and keeps
// 3 - 2/6*2 units on average and wins nothing; the last row's win
// probability is that of winning within five rounds.
func TestRetreatTableByHand(t *testing.T) {
	spec, err := ParseSpec([]byte(`{"attacker": {"forces": [{"unit": "Trooper", "units": 3}]},
		"defender": {"forces": [{"unit": "Novice", "units": 2}]}}`))
	require.NoError(t, err)
	s, err := spec.Setup(nil)
	require.NoError(t, err)
	res, err := Exact(s, Options{})
	require.NoError(t, err)
	require.Len(t, res.RetreatTable, 6)
	assert.Zero(t, res.RetreatTable[0].AttackerWins)
	assert.InDelta(t, 3-2.0/3, res.RetreatTable[0].AttackerUnits, 1e-12)
	spec.Rounds = 5
	s5, err := spec.Setup(nil)
	require.NoError(t, err)
	res5, err := Exact(s5, Options{NoRetreatTable: true})
	require.NoError(t, err)
	assert.InDelta(t, res5.AttackerWins, res.RetreatTable[5].AttackerWins, 1e-12)
	assert.Nil(t, res5.RetreatTable)
}

// TestRetreatTablePressesOn: the retreat table is about pressing on, so it
// is the same whatever the attacker's own retreat tactic.
func TestRetreatTablePressesOn(t *testing.T) {
	never := specSetup(t, trooperNovice)
	after := specSetup(t, trooperNovice)
	after.Tactics.Attacker.Retreat = Retreat{Kind: RetreatAfter, Round: 1}
	for _, calc := range []func(*Setup, Options) (*Result, error){Exact, MonteCarlo} {
		a, err := calc(never, Options{Battles: 3000, Seed: 5})
		require.NoError(t, err)
		b, err := calc(after, Options{Battles: 3000, Seed: 5})
		require.NoError(t, err)
		assert.Equal(t, a.RetreatTable, b.RetreatTable)
		assert.Greater(t, a.AttackerWins, b.AttackerWins+0.3, "retreating after round 1 gives up most wins")
	}
}
