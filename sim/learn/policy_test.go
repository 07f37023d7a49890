package learn

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// referenceScores scores as the Policy's formula reads, standardising
// every feature: what Scores, which folds the standardisation into the
// weights and reads only nonzero action features, must agree with.
func referenceScores(m *Policy, state, rows []float32, dst []float64) {
	n, width := m.Inputs, m.Inputs+m.StateInputs
	for r := range dst {
		z := make([]float64, width)
		for i := range n {
			z[i] = (float64(rows[r*n+i]) - m.Shift[i]) * m.Scale[i]
		}
		for i := range m.StateInputs {
			z[n+i] = (float64(state[i]) - m.StateShift[i]) * m.StateScale[i]
		}
		s := dot(m.Weights, z[:n])
		for j := range m.Hidden {
			s += m.Out[j] * math.Tanh(m.InBias[j]+dot(m.In[j*width:(j+1)*width], z))
		}
		dst[r] = s
	}
}

// TestScoresAreThePolicysFormula: on random policies, with and without
// hidden units, and sparse action features, Scores gives the formula's
// scores to rounding, and goes on doing so when one scratch scores for
// another policy.
func TestScoresAreThePolicysFormula(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	vec := func(k int, lo, hi float64) []float64 {
		v := make([]float64, k)
		for i := range v {
			v[i] = lo + (hi-lo)*rng.Float64()
		}
		return v
	}
	var sc PolicyScratch
	for _, hidden := range []int{0, 3, 8, 0, 32} {
		n, ns := 11, 7
		m := &Policy{Inputs: n, Shift: vec(n, -1, 1), Scale: vec(n, 0.1, 2), Weights: vec(n, -1, 1)}
		if hidden > 0 {
			m.Hidden, m.StateInputs = hidden, ns
			m.StateShift, m.StateScale = vec(ns, -1, 1), vec(ns, 0.1, 2)
			m.In, m.InBias, m.Out = vec(hidden*(n+ns), -1, 1), vec(hidden, -1, 1), vec(hidden, -1, 1)
		}
		for range 20 {
			actions := 1 + rng.IntN(9)
			rows := make([]float32, actions*n)
			for i := range rows {
				if rng.IntN(3) == 0 { // most features zero, as one-hot ones are
					rows[i] = float32(rng.NormFloat64())
				}
			}
			state := make([]float32, ns)
			for i := range state {
				state[i] = float32(rng.NormFloat64())
			}
			got, want := make([]float64, actions), make([]float64, actions)
			m.Scores(state, rows, got, &sc)
			referenceScores(m, state, rows, want)
			for r := range want {
				require.InDelta(t, want[r], got[r], 1e-9*(1+math.Abs(want[r])), "hidden %d action %d", hidden, r)
			}
		}
	}
}
