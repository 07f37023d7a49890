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
	d := learn.NewDataset(1, 3)
	rec := learn.NewGameRecorder(1, 3)
	for g := range uint64(100) {
		want := int(g % 2)
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
