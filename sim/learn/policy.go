package learn

import "math"

// Policy is the policy model: a score per legal action, linear in the
// standardised action features,
//
//	score(a) = Weights · ((φ(a) - Shift) · Scale),
//
// which a softmax turns into the probabilities of the actions. A Policy
// is read-only once fitted and may be shared by goroutines.
type Policy struct {
	// Inputs is the length of an action feature vector.
	Inputs int `json:"inputs"`
	// Shift and Scale standardise the features (Inputs each).
	Shift []float64 `json:"shift"`
	Scale []float64 `json:"scale"`
	// Weights (Inputs) are the linear scores.
	Weights []float64 `json:"weights"`
}

// Score returns the score of the action whose features are x (len(x) ==
// Inputs). It allocates nothing.
func (m *Policy) Score(x []float32) float64 {
	var s float64
	for i, xi := range x[:m.Inputs] {
		s += m.Weights[i] * (float64(xi) - m.Shift[i]) * m.Scale[i]
	}
	return s
}

// softmax turns scores into probabilities in place.
func softmax(s []float64) {
	if len(s) == 0 {
		return
	}
	hi := s[0]
	for _, v := range s[1:] {
		hi = max(hi, v)
	}
	var sum float64
	for i, v := range s {
		s[i] = math.Exp(v - hi)
		sum += s[i]
	}
	for i := range s {
		s[i] /= sum
	}
}
