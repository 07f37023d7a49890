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
// decision to the next, and the policy's weights folded with its
// standardisation for the Policy it last scored for. A scratch serves one
// Policy at a time, which must not change while it does.
type PolicyScratch struct {
	y, base []float64
	nz      []int
	// The folded weights of policy: Weights∘Scale (lin) and each hidden
	// unit's action weights ∘ Scale (wx, Hidden rows of Inputs), with what
	// the shift takes off each (linOff, off), so that a score reads only
	// an action's nonzero features.
	policy *Policy
	lin    []float64
	linOff float64
	wx     []float64
	off    []float64
}

// fold readies the scratch for m.
func (sc *PolicyScratch) fold(m *Policy) {
	if sc.policy == m {
		return
	}
	n, h, width := m.Inputs, m.Hidden, m.Inputs+m.StateInputs
	sc.y = make([]float64, m.StateInputs)
	sc.base = make([]float64, h)
	sc.nz = make([]int, 0, n)
	sc.lin, sc.linOff = make([]float64, n), 0
	for i := range n {
		sc.lin[i] = m.Weights[i] * m.Scale[i]
		sc.linOff += sc.lin[i] * m.Shift[i]
	}
	sc.wx, sc.off = make([]float64, h*n), make([]float64, h)
	for j := range h {
		for i := range n {
			w := m.In[j*width+i] * m.Scale[i]
			sc.wx[j*n+i] = w
			sc.off[j] += w * m.Shift[i]
		}
	}
	sc.policy = m
}

// Scores writes the score of each of the actions whose features are rows
// (len(dst) rows of Inputs, one after another) into dst, in the position
// whose state features are state (read only when Hidden > 0). It
// allocates nothing once sc has scored for m. Action features are mostly
// zero (one-hot kinds and the like), so it reads each row once for its
// nonzero entries and scores only those: the standardisation is folded
// into the weights (sc), which changes no score beyond rounding.
func (m *Policy) Scores(state []float32, rows []float32, dst []float64, sc *PolicyScratch) {
	sc.fold(m)
	n, h, width := m.Inputs, m.Hidden, m.Inputs+m.StateInputs
	if h > 0 {
		y := sc.y[:m.StateInputs]
		for i, si := range state[:m.StateInputs] {
			y[i] = (float64(si) - m.StateShift[i]) * m.StateScale[i]
		}
		for j := range h {
			sc.base[j] = m.InBias[j] + dot(m.In[j*width+n:(j+1)*width], y) - sc.off[j]
		}
	}
	for r := range dst {
		x := rows[r*n : (r+1)*n]
		nz := sc.nz[:0]
		s := -sc.linOff
		for i, xi := range x {
			if xi != 0 {
				nz = append(nz, i)
				s += sc.lin[i] * float64(xi)
			}
		}
		for j := range h {
			a, w := sc.base[j], sc.wx[j*n:(j+1)*n]
			for _, i := range nz {
				a += w[i] * float64(x[i])
			}
			s += m.Out[j] * math.Tanh(a)
		}
		sc.nz = nz
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
