package learn

import "math"

// Policy is the policy model: a score per legal action, which a softmax
// turns into the probabilities of the actions. The action's features are
// standardised (z = (φ(a) − Shift)·Scale) and scored linearly; with
// Hidden > 0 a layer of tanh units over the action's and the position's
// standardised features (y = (s − StateShift)·StateScale) is added, so
// that an action's worth can depend on the position:
//
//	score(a) = Weights·z + Out·tanh(In·[z, y] + InBias)
//
// A Policy is read-only once fitted and may be shared by goroutines; each
// caller brings its own PolicyScratch.
type Policy struct {
	// Inputs is the length of an action feature vector.
	Inputs int `json:"inputs"`
	// Shift and Scale standardise the action features (Inputs each).
	Shift []float64 `json:"shift"`
	Scale []float64 `json:"scale"`
	// Weights (Inputs) are the linear scores.
	Weights []float64 `json:"weights"`
	// Hidden is the number of tanh units (0: a linear policy), and
	// StateInputs the length of the state features they read (0 without
	// hidden units).
	Hidden      int `json:"hidden,omitempty"`
	StateInputs int `json:"state_inputs,omitempty"`
	// StateShift and StateScale standardise the state features.
	StateShift []float64 `json:"state_shift,omitempty"`
	StateScale []float64 `json:"state_scale,omitempty"`
	// In (Hidden rows of Inputs+StateInputs: the action's weights, then
	// the state's), InBias and Out (Hidden each) are the hidden layer.
	In     []float64 `json:"in,omitempty"`
	InBias []float64 `json:"in_bias,omitempty"`
	Out    []float64 `json:"out,omitempty"`
}

// PolicyScratch holds the buffers of a policy's scoring, reused from one
// decision to the next.
type PolicyScratch struct {
	z, y, base []float64
}

// grow readies the scratch for m.
func (sc *PolicyScratch) grow(m *Policy) {
	if len(sc.z) < m.Inputs {
		sc.z = make([]float64, m.Inputs)
	}
	if len(sc.y) < m.StateInputs {
		sc.y = make([]float64, m.StateInputs)
	}
	if len(sc.base) < m.Hidden {
		sc.base = make([]float64, m.Hidden)
	}
}

// Scores writes the score of each of the actions whose features are rows
// (len(dst) rows of Inputs, one after another) into dst, in the position
// whose state features are state (read only when Hidden > 0). It
// allocates nothing once sc has grown.
func (m *Policy) Scores(state []float32, rows []float32, dst []float64, sc *PolicyScratch) {
	sc.grow(m)
	n, h, width := m.Inputs, m.Hidden, m.Inputs+m.StateInputs
	if h > 0 {
		y := sc.y[:m.StateInputs]
		for i, si := range state[:m.StateInputs] {
			y[i] = (float64(si) - m.StateShift[i]) * m.StateScale[i]
		}
		for j := range h {
			sc.base[j] = m.InBias[j] + dot(m.In[j*width+n:(j+1)*width], y)
		}
	}
	z := sc.z[:n]
	for r := range dst {
		s := 0.0
		for i, xi := range rows[r*n : (r+1)*n] {
			z[i] = (float64(xi) - m.Shift[i]) * m.Scale[i]
			s += m.Weights[i] * z[i]
		}
		for j := range h {
			s += m.Out[j] * math.Tanh(sc.base[j]+dot(m.In[j*width:j*width+n], z))
		}
		dst[r] = s
	}
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
