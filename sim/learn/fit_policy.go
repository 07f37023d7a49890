package learn

import "math"

// fitPolicy fits the policy model to train's decisions and measures it on
// held's.
func fitPolicy(train, held *Dataset, cfg FitConfig, st *FitStats) (Policy, error) {
	n := train.actionLen
	m := Policy{Inputs: n}
	m.Shift, m.Scale = standardise(train.actions, n)
	dec := decisionsOf(train)
	red := newReducer(chunks(len(dec)), n, cfg.Workers)
	loss := func(w, grad []float64) float64 {
		mm := Policy{Inputs: n, Shift: m.Shift, Scale: m.Scale, Weights: w}
		total := red.sum(func(c int, g []float64) float64 {
			var s float64
			var scores []float64
			z := make([]float64, n)
			for _, d := range dec[c*chunk : min((c+1)*chunk, len(dec))] {
				scores = policyScores(&mm, train, d, scores[:0])
				s += crossEntropy(scores, train.targets[d.first:d.first+d.count])
				softmax(scores)
				for r := range d.count {
					coef := scores[r] - float64(train.targets[d.first+r])
					row := train.actions[(d.first+r)*n : (d.first+r+1)*n]
					for i, xi := range row {
						z[i] = (float64(xi) - m.Shift[i]) * m.Scale[i]
						g[i] += coef * z[i]
					}
				}
			}
			return s
		}, grad)
		inv := 1 / float64(max(len(dec), 1))
		for i := range grad {
			grad[i] = grad[i]*inv + cfg.L2*w[i]
		}
		total *= inv
		for _, wi := range w {
			total += cfg.L2 / 2 * wi * wi
		}
		return total
	}
	w := make([]float64, n)
	var err error
	if len(dec) > 0 {
		if w, err = minimize(loss, w, cfg.Iterations); err != nil {
			return Policy{}, err
		}
	}
	m.Weights = w
	st.PolicyLoss = meanCrossEntropy(&m, train, dec)
	hd := decisionsOf(held)
	st.HeldOutPolicyLoss = meanCrossEntropy(&m, held, hd)
	agree := 0
	var scores []float64
	for _, d := range hd {
		scores = policyScores(&m, held, d, scores[:0])
		if argmax(scores) == argmax32(held.targets[d.first:d.first+d.count]) {
			agree++
		}
	}
	if len(hd) > 0 {
		st.PolicyAgreement = float64(agree) / float64(len(hd))
	}
	return m, nil
}

// decision is one position's policy target: its actions' rows.
type decision struct{ first, count int }

// decisionsOf lists d's positions with a policy target.
func decisionsOf(d *Dataset) []decision {
	var out []decision
	a := 0
	for _, c := range d.choices {
		if c > 0 {
			out = append(out, decision{a, int(c)})
		}
		a += int(c)
	}
	return out
}

// policyScores appends the scores of decision d's actions to dst.
func policyScores(m *Policy, d *Dataset, dc decision, dst []float64) []float64 {
	n := d.actionLen
	for r := range dc.count {
		dst = append(dst, m.Score(d.actions[(dc.first+r)*n:(dc.first+r+1)*n]))
	}
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
	for _, dc := range dec {
		scores = policyScores(m, d, dc, scores[:0])
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
