package learn_test

import (
	"testing"

	"github.com/aresim/aresim/sim/learn"
	"github.com/stretchr/testify/require"
)

// markedData returns 100 games of one decision each among three actions,
// with action features [the search's choice shows, the heuristic's mark,
// 1]: the heuristic marks action 0, and the search chooses action 0 in
// games whose index is even and action 1 in the others. With shows false
// the first feature is 0 everywhere, so no policy can tell where the
// search leaves the heuristic.
func markedData(shows bool) *learn.Dataset {
	return leavingData(shows, func(g uint64) bool { return g%2 == 1 })
}

// leavingData is markedData where the search chooses action 1 in the
// games g where leaves(g), and action 0 in the others.
func leavingData(shows bool, leaves func(g uint64) bool) *learn.Dataset {
	d := learn.NewDataset(1, 3)
	rec := learn.NewGameRecorder(1, 3)
	for g := range uint64(100) {
		want := 0
		if leaves(g) {
			want = 1
		}
		rows := make([]float32, 9)
		targets := make([]float32, 3)
		for r := range 3 {
			if shows && r == want {
				rows[r*3] = 1
			}
			rows[r*3+2] = 1
		}
		rows[1] = 1 // the heuristic marks action 0
		targets[want] = 1
		rec.Position(0, []float32{1}, rows, targets)
		rec.Finish(d, g, []float64{float64(g % 2)})
	}
	return d
}

// TestFitSaysWhereTheSearchLeavesTheHeuristic: with the heuristic's mark
// named, the fit's stats count the held-out decisions (every tenth game:
// 9, 19, ..., 99, all odd, so the search leaves the heuristic in each)
// where the search and the policy leave the heuristic's choice. A policy
// that sees the search's choice follows it there; one that cannot
// follows the mark, and agrees with the search nowhere that the search
// leaves it. Without Mark nothing is counted, and the weights are the
// same.
func TestFitSaysWhereTheSearchLeavesTheHeuristic(t *testing.T) {
	for _, tc := range []struct {
		shows         bool
		agree, leaves float64
	}{{true, 1, 1}, {false, 0, 0}} {
		_, p, st, err := learn.Fit(markedData(tc.shows), learn.FitConfig{Mark: 2})
		require.NoError(t, err)
		require.Equal(t, 10, st.Marked, "shows %v", tc.shows)
		require.Equal(t, 1.0, st.SearchLeaves, "shows %v", tc.shows)
		require.Equal(t, tc.agree, st.LeftAgreement, "shows %v", tc.shows)
		require.Equal(t, tc.leaves, st.PolicyLeaves, "shows %v", tc.shows)

		_, q, plain, err := learn.Fit(markedData(tc.shows), learn.FitConfig{})
		require.NoError(t, err)
		require.Zero(t, plain.Marked)
		require.Equal(t, p, q, "the mark changes no weight")
	}
	_, _, _, err := learn.Fit(markedData(true), learn.FitConfig{Mark: 4})
	require.ErrorIs(t, err, learn.ErrFit, "a mark past the action features")
}

// lateLeaving is leavingData where nothing shows the search's choice, and
// the search leaves the heuristic in the games ending in 7, 8 and 9 (so in
// every held-out one).
func lateLeaving() *learn.Dataset {
	return leavingData(false, func(g uint64) bool { return g%10 >= 7 })
}

// TestLeaveWeightTeachesWhereTheSearchLeavesTheHeuristic: the search
// leaves the heuristic's choice in three games in ten (those ending in 7,
// 8 and 9, so in every held-out one), with nothing in the features to
// tell where, and the two actions the heuristic leaves for look alike.
// Weighed equally, the policy keeps the heuristic's choice, the majority;
// with those decisions weighing 10 each (300 against 70, shared by two
// look-alike actions) it takes the search's. A weight of 1 changes no
// weight of the models, and a weight without the mark, or out of range,
// is refused.
func TestLeaveWeightTeachesWhereTheSearchLeavesTheHeuristic(t *testing.T) {
	data := lateLeaving
	for _, tc := range []struct {
		weight        float64
		agree, leaves float64
	}{{0, 0, 0}, {10, 1, 1}} {
		_, _, st, err := learn.Fit(data(), learn.FitConfig{Mark: 2, LeaveWeight: tc.weight})
		require.NoError(t, err)
		require.Equal(t, 10, st.Marked, "weight %v", tc.weight)
		require.Equal(t, 1.0, st.SearchLeaves, "weight %v", tc.weight)
		require.Equal(t, tc.agree, st.LeftAgreement, "weight %v", tc.weight)
		require.Equal(t, tc.leaves, st.PolicyLeaves, "weight %v", tc.weight)
	}
	v0, p0, _, err := learn.Fit(data(), learn.FitConfig{Mark: 2})
	require.NoError(t, err)
	v1, p1, _, err := learn.Fit(data(), learn.FitConfig{Mark: 2, LeaveWeight: 1})
	require.NoError(t, err)
	require.Equal(t, v0, v1)
	require.Equal(t, p0, p1, "a weight of 1 is no weight")
	for _, cfg := range []learn.FitConfig{{LeaveWeight: 10}, {Mark: 2, LeaveWeight: -1}, {Mark: 2, LeaveWeight: 2e6}} {
		_, _, _, err := learn.Fit(data(), cfg)
		require.ErrorIs(t, err, learn.ErrFit, "%+v", cfg)
	}
}

// TestHeuristicBiasLeansThePolicyToTheHeuristic: with the leave weight
// of the test above, the policy leaves the heuristic's choice in every
// held-out decision, by some margin m of score. A heuristic bias adds
// exactly its value to the marked action's score against the others, so
// the policy still leaves the heuristic under a bias a little below m,
// and nowhere under one a little above it. Only the mark's linear weight
// changes, and a bias without the mark, negative or too large is
// refused.
func TestHeuristicBiasLeansThePolicyToTheHeuristic(t *testing.T) {
	data := lateLeaving
	cfg := learn.FitConfig{Mark: 2, LeaveWeight: 10}
	_, p0, st0, err := learn.Fit(data(), cfg)
	require.NoError(t, err)
	require.Equal(t, 1.0, st0.PolicyLeaves)
	rows := []float32{0, 1, 1, 0, 0, 1, 0, 0, 1} // a decision: the heuristic marks action 0
	scores := func(p learn.Policy) []float64 {
		s := make([]float64, 3)
		var sc learn.PolicyScratch
		p.Scores(nil, rows, s, &sc)
		return s
	}
	s0 := scores(p0)
	margin := max(s0[1], s0[2]) - s0[0]
	require.Greater(t, margin, 0.1)
	for _, tc := range []struct {
		bias   float64
		leaves float64
	}{{margin - 0.05, 1}, {margin + 0.05, 0}} {
		c := cfg
		c.HeuristicBias = tc.bias
		_, p, st, err := learn.Fit(data(), c)
		require.NoError(t, err)
		require.Equal(t, tc.leaves, st.PolicyLeaves, "bias %v (margin %v)", tc.bias, margin)
		s := scores(p)
		for r := 1; r < 3; r++ {
			require.InDelta(t, s0[0]-s0[r]+tc.bias, s[0]-s[r], 1e-9, "the bias moves the mark's score against action %d", r)
		}
		require.NotEqual(t, p0.Weights[1], p.Weights[1])
		p.Weights[1] = p0.Weights[1]
		require.Equal(t, p0, p, "only the mark's linear weight changes")
	}
	for _, c := range []learn.FitConfig{{HeuristicBias: 1}, {Mark: 2, HeuristicBias: -1}, {Mark: 2, HeuristicBias: learn.MaxHeuristicBias + 1}} {
		_, _, _, err := learn.Fit(data(), c)
		require.ErrorIs(t, err, learn.ErrFit, "%+v", c)
	}
}
