package learn

import (
	"fmt"
	"math"
)

// policyParams lays the policy's parameters out in one vector: Weights,
// then In, InBias and Out.
type policyParams struct{ inputs, state, hidden int }

func (l policyParams) len() int {
	return l.inputs + l.hidden*(l.inputs+l.state+2)
}

// unpack points m's weights into x.
func (l policyParams) unpack(x []float64, m *Policy) {
	n, h, w := l.inputs, l.hidden, l.inputs+l.state
	m.Weights = x[:n]
	x = x[n:]
	m.In, m.InBias, m.Out = x[:h*w], x[h*w:h*w+h], x[h*w+h:h*w+2*h]
	if h == 0 {
		m.In, m.InBias, m.Out = nil, nil, nil
	}
}

// fitPolicy fits the policy model to train's decisions and measures it on
// held's.
func fitPolicy(train, held *Dataset, cfg FitConfig, st *FitStats) (Policy, error) {
	n, h := train.actionLen, cfg.PolicyHidden
	l := policyParams{inputs: n, hidden: h}
	m := Policy{Inputs: n, Hidden: h}
	m.Shift, m.Scale = standardise(train.actions, n)
	if h > 0 {
		l.state = train.stateLen
		m.StateInputs = train.stateLen
		m.StateShift, m.StateScale = standardise(train.states, train.stateLen)
	}
	dec := decisionsOf(train)
	weight, total := decisionWeights(train, dec, cfg)
	red := newReducer(chunks(len(dec)), l.len(), cfg.Workers)
	// The penalty spares InBias.
	spared := func(i int) bool { return h > 0 && i >= n+h*(n+l.state) && i < n+h*(n+l.state)+h }
	loss := func(x, grad []float64) float64 {
		mm := m
		l.unpack(x, &mm)
		sum := red.sum(func(c int, g []float64) float64 {
			var gm Policy
			l.unpack(g, &gm)
			pg := policyGrad{m: &mm, g: &gm}
			var s float64
			for i := c * chunk; i < min((c+1)*chunk, len(dec)); i++ {
				s += pg.add(train, dec[i], weight(i))
			}
			return s
		}, grad)
		inv := 1 / total
		sum *= inv
		for i := range grad {
			grad[i] *= inv
			if !spared(i) {
				grad[i] += cfg.L2 * x[i]
				sum += cfg.L2 / 2 * x[i] * x[i]
			}
		}
		return sum
	}
	x := make([]float64, l.len())
	if h > 0 {
		copy(x[n:n+h*(n+l.state)], initHidden(h*(n+l.state), n+l.state, cfg.Seed+1))
		for j := range h {
			x[n+h*(n+l.state)+h+j] = 0.01 * float64(1-2*(j%2)) // Out: small, so the layer starts near the linear policy
		}
	}
	var err error
	if len(dec) > 0 {
		if x, err = minimize(loss, x, cfg.Iterations, cfg.Done); err != nil {
			return Policy{}, err
		}
	}
	l.unpack(x, &m)
	if cfg.HeuristicBias != 0 {
		if err := leanToMark(&m, cfg.Mark-1, cfg.HeuristicBias); err != nil {
			return Policy{}, err
		}
	}
	st.PolicyLoss = meanCrossEntropy(&m, train, dec)
	hd := decisionsOf(held)
	st.HeldOutPolicyLoss = meanCrossEntropy(&m, held, hd)
	agree := 0
	var lv leaving
	var scores []float64
	var sc PolicyScratch
	for _, d := range hd {
		scores = policyScores(&m, held, d, scores[:0], &sc)
		top, want := argmax(scores), argmax32(held.targets[d.first:d.first+d.count])
		if top == want {
			agree++
		}
		if cfg.Mark > 0 {
			lv.add(held, d, cfg.Mark-1, top, want)
		}
	}
	if len(hd) > 0 {
		st.PolicyAgreement = float64(agree) / float64(len(hd))
	}
	lv.stats(st)
	return m, nil
}

// leanToMark raises m's score of every action whose feature mark is 1
// by bias, against those where it is 0: the linear weight of a feature
// standardised by Scale moves a score by Weights·Scale per unit of it.
func leanToMark(m *Policy, mark int, bias float64) error {
	if m.Scale[mark] == 0 {
		return fmt.Errorf("%w: the heuristic's mark is the same on every training action, so no bias can favour it", ErrFit)
	}
	m.Weights[mark] += bias / m.Scale[mark]
	return nil
}

// decisionWeights returns the weight of each of train's decisions dec
// (by index) in the policy's loss, and their sum: cfg.LeaveWeight where
// the search's top action is not the marked one (the heuristic's), 1
// elsewhere.
func decisionWeights(train *Dataset, dec []decision, cfg FitConfig) (func(int) float64, float64) {
	if cfg.LeaveWeight == 0 || cfg.LeaveWeight == 1 || cfg.Mark == 0 {
		return func(int) float64 { return 1 }, float64(max(len(dec), 1))
	}
	left := make([]bool, len(dec))
	total := 0.0
	for i, d := range dec {
		h := markedRow(train, d, cfg.Mark-1)
		left[i] = h >= 0 && argmax32(train.targets[d.first:d.first+d.count]) != h
		if left[i] {
			total += cfg.LeaveWeight
		} else {
			total++
		}
	}
	return func(i int) float64 {
		if left[i] {
			return cfg.LeaveWeight
		}
		return 1
	}, max(total, 1)
}

// markedRow returns the row of decision d whose action feature mark is 1
// (the heuristic's choice), or -1 if none is.
func markedRow(data *Dataset, d decision, mark int) int {
	n := data.actionLen
	for r := range d.count {
		if data.actions[(d.first+r)*n+mark] == 1 {
			return r
		}
	}
	return -1
}

// leaving counts how often the search and the policy leave the
// heuristic's choice, marked by an action feature.
type leaving struct{ marked, search, agree, policy int }

// add counts decision d, whose action feature mark is 1 on the
// heuristic's choice, where the policy's top action is top and the
// search's want (rows of d). A decision with no action marked is not
// counted.
func (l *leaving) add(data *Dataset, d decision, mark, top, want int) {
	h := markedRow(data, d, mark)
	if h < 0 {
		return
	}
	l.marked++
	if want != h {
		l.search++
		if top == want {
			l.agree++
		}
	}
	if top != h {
		l.policy++
	}
}

// stats writes the shares into st.
func (l *leaving) stats(st *FitStats) {
	st.Marked = l.marked
	if l.marked == 0 {
		return
	}
	st.SearchLeaves = float64(l.search) / float64(l.marked)
	st.PolicyLeaves = float64(l.policy) / float64(l.marked)
	if l.search > 0 {
		st.LeftAgreement = float64(l.agree) / float64(l.search)
	}
}

// policyGrad adds decisions' cross-entropy gradients for policy m into g
// (laid out as m), with its own buffers.
type policyGrad struct {
	m, g              *Policy
	z, y, base, dbase []float64
	hid               []float64 // per row, Hidden activations
	scores            []float64
}

// add adds decision d's gradient, weighed by wt, and returns its
// cross-entropy, weighed by wt.
func (pg *policyGrad) add(data *Dataset, d decision, wt float64) float64 {
	m, g := pg.m, pg.g
	n, h, w := m.Inputs, m.Hidden, m.Inputs+m.StateInputs
	if pg.z == nil {
		pg.z, pg.y, pg.base, pg.dbase = make([]float64, n), make([]float64, m.StateInputs), make([]float64, h), make([]float64, h)
	}
	if h > 0 {
		for i, si := range data.states[d.pos*data.stateLen : (d.pos+1)*data.stateLen] {
			pg.y[i] = (float64(si) - m.StateShift[i]) * m.StateScale[i]
		}
		for j := range h {
			pg.base[j] = m.InBias[j] + dot(m.In[j*w+n:(j+1)*w], pg.y)
			pg.dbase[j] = 0
		}
	}
	pg.scores = pg.scores[:0]
	pg.hid = pg.hid[:0]
	for r := range d.count {
		row := data.actions[(d.first+r)*n : (d.first+r+1)*n]
		s := 0.0
		for i, xi := range row {
			pg.z[i] = (float64(xi) - m.Shift[i]) * m.Scale[i]
			s += m.Weights[i] * pg.z[i]
		}
		for j := range h {
			a := math.Tanh(pg.base[j] + dot(m.In[j*w:j*w+n], pg.z))
			pg.hid = append(pg.hid, a)
			s += m.Out[j] * a
		}
		pg.scores = append(pg.scores, s)
	}
	t := data.targets[d.first : d.first+d.count]
	ce := wt * crossEntropy(pg.scores, t)
	softmax(pg.scores)
	for r := range d.count {
		coef := wt * (pg.scores[r] - float64(t[r]))
		row := data.actions[(d.first+r)*n : (d.first+r+1)*n]
		for i, xi := range row {
			pg.z[i] = (float64(xi) - m.Shift[i]) * m.Scale[i]
			g.Weights[i] += coef * pg.z[i]
		}
		for j := range h {
			a := pg.hid[r*h+j]
			g.Out[j] += coef * a
			dpre := coef * m.Out[j] * (1 - a*a)
			if dpre == 0 {
				continue
			}
			pg.dbase[j] += dpre
			in := g.In[j*w : j*w+n]
			for i, zi := range pg.z {
				in[i] += dpre * zi
			}
		}
	}
	for j := range h {
		g.InBias[j] += pg.dbase[j]
		in := g.In[j*w+n : (j+1)*w]
		for i, yi := range pg.y {
			in[i] += pg.dbase[j] * yi
		}
	}
	return ce
}

// decision is one position's policy target: the position and its
// actions' rows.
type decision struct{ pos, first, count int }

// decisionsOf lists d's positions with a policy target.
func decisionsOf(d *Dataset) []decision {
	var out []decision
	a := 0
	for i, c := range d.choices {
		if c > 0 {
			out = append(out, decision{i, a, int(c)})
		}
		a += int(c)
	}
	return out
}

// policyScores appends the scores of decision dc's actions to dst.
func policyScores(m *Policy, d *Dataset, dc decision, dst []float64, sc *PolicyScratch) []float64 {
	n := d.actionLen
	k := len(dst)
	for range dc.count {
		dst = append(dst, 0)
	}
	m.Scores(d.states[dc.pos*d.stateLen:(dc.pos+1)*d.stateLen], d.actions[dc.first*n:(dc.first+dc.count)*n], dst[k:], sc)
	return dst
}

// crossEntropy returns −Σ t·log softmax(scores).
func crossEntropy(scores []float64, t []float32) float64 {
	hi := scores[0]
	for _, s := range scores {
		hi = max(hi, s)
	}
	var z float64
	for _, s := range scores {
		z += math.Exp(s - hi)
	}
	lz := hi + math.Log(z)
	var ce float64
	for r, s := range scores {
		ce += float64(t[r]) * (lz - s)
	}
	return ce
}

// meanCrossEntropy returns the policy's mean cross-entropy over decisions.
func meanCrossEntropy(m *Policy, d *Dataset, dec []decision) float64 {
	if len(dec) == 0 {
		return 0
	}
	var s float64
	var scores []float64
	var sc PolicyScratch
	for _, dc := range dec {
		scores = policyScores(m, d, dc, scores[:0], &sc)
		s += crossEntropy(scores, d.targets[dc.first:dc.first+dc.count])
	}
	return s / float64(len(dec))
}

// argmax returns the index of the largest entry (the first on a tie).
func argmax(x []float64) int {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return best
}

// argmax32 is argmax of float32s.
func argmax32(x []float32) int {
	best := 0
	for i, v := range x {
		if v > x[best] {
			best = i
		}
	}
	return best
}
