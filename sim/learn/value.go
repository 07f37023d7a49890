package learn

import "math"

// Value is the value model: a seat's chance of winning, from the state
// features of the seat's View. The features are first standardised (each
// minus Shift, times Scale); the output is the logistic of a linear term
// over them plus, when Hidden > 0, a layer of Hidden tanh units:
//
//	z = (x - Shift) · Scale
//	p = σ(Bias + Linear·z + Out·tanh(In·z + InBias))
//
// A Value is read-only once fitted and may be shared by goroutines; each
// caller of Predict brings its own scratch.
type Value struct {
	// Inputs is the length of a state feature vector.
	Inputs int `json:"inputs"`
	// Hidden is the number of tanh units (0: a logistic regression).
	Hidden int `json:"hidden"`
	// Shift and Scale standardise the features (Inputs each).
	Shift []float64 `json:"shift"`
	Scale []float64 `json:"scale"`
	// Linear (Inputs) and Bias are the direct logistic term.
	Linear []float64 `json:"linear"`
	Bias   float64   `json:"bias"`
	// In (Hidden×Inputs, row by unit), InBias and Out (Hidden each) are
	// the hidden layer.
	In     []float64 `json:"in,omitempty"`
	InBias []float64 `json:"in_bias,omitempty"`
	Out    []float64 `json:"out,omitempty"`
}

// ScratchLen is the length of the scratch Predict needs.
func (m *Value) ScratchLen() int { return m.Inputs }

// Predict returns the chance of winning of the seat whose state features
// are x (len(x) == Inputs), using scratch (len ScratchLen) for the
// standardised features. It allocates nothing.
func (m *Value) Predict(x []float32, scratch []float64) float64 {
	return sigmoid(m.logit(x, scratch))
}

// logit is Predict before the logistic, the standardised features left in
// z.
func (m *Value) logit(x []float32, z []float64) float64 {
	z = z[:m.Inputs]
	t := m.Bias
	for i, xi := range x[:m.Inputs] {
		z[i] = (float64(xi) - m.Shift[i]) * m.Scale[i]
		t += m.Linear[i] * z[i]
	}
	for j := 0; j < m.Hidden; j++ {
		t += m.Out[j] * math.Tanh(m.InBias[j]+dot(m.In[j*m.Inputs:(j+1)*m.Inputs], z))
	}
	return t
}

// dot returns a·b over len(a) entries.
func dot(a, b []float64) float64 {
	b = b[:len(a)]
	var s float64
	for i, ai := range a {
		s += ai * b[i]
	}
	return s
}

// sigmoid is the logistic function.
func sigmoid(t float64) float64 { return 1 / (1 + math.Exp(-t)) }
