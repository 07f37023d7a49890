package learn

import "math"

// valueParams lays the value model's parameters out in one vector:
// Linear, Bias, then In, InBias and Out.
type valueParams struct{ inputs, hidden int }

func (l valueParams) len() int { return l.inputs + 1 + l.hidden*(l.inputs+2) }

// unpack points m's weights into x.
func (l valueParams) unpack(x []float64, m *Value) {
	n, h := l.inputs, l.hidden
	m.Linear, m.Bias = x[:n], x[n]
	x = x[n+1:]
	m.In, m.InBias, m.Out = x[:h*n], x[h*n:h*n+h], x[h*n+h:h*n+2*h]
	if h == 0 {
		m.In, m.InBias, m.Out = nil, nil, nil
	}
}

// fitValue fits the value model to train and measures it on held.
func fitValue(train, held *Dataset, cfg FitConfig, st *FitStats) (Value, error) {
	n, h := train.stateLen, cfg.Hidden
	l := valueParams{n, h}
	m := Value{Inputs: n, Hidden: h}
	m.Shift, m.Scale = standardise(train.states, n)
	x := make([]float64, l.len())
	if h > 0 {
		copy(x[n+1:], initHidden(h*n, n, cfg.Seed))
	}
	var mean float64
	for _, y := range train.outcomes {
		mean += float64(y)
	}
	mean /= float64(len(train.outcomes))
	x[n] = math.Log(max(mean, 1e-6) / max(1-mean, 1e-6))
	st.BaseValueLoss = meanLogLoss(held.outcomes, func(int) float64 { return mean })

	positions := train.Positions()
	red := newReducer(chunks(positions), l.len(), cfg.Workers)
	loss := func(x, grad []float64) float64 {
		var mm Value
		mm.Inputs, mm.Hidden, mm.Shift, mm.Scale = n, h, m.Shift, m.Scale
		l.unpack(x, &mm)
		total := red.sum(func(c int, g []float64) float64 {
			var gm Value
			gm.Inputs, gm.Hidden = n, h
			l.unpack(g, &gm)
			z := make([]float64, n)
			hid := make([]float64, h)
			var s float64
			for i := c * chunk; i < min((c+1)*chunk, positions); i++ {
				s += valueGrad(&mm, &gm, train.states[i*n:(i+1)*n], float64(train.outcomes[i]), z, hid)
			}
			g[n] = gm.Bias // a field, not a view into g
			return s
		}, grad)
		inv := 1 / float64(positions)
		for i := range grad {
			grad[i] *= inv
		}
		total *= inv
		// The penalty: every weight but the biases.
		for i, w := range x {
			if i == n || (i > n+h*n && i <= n+h*n+h) {
				continue
			}
			total += cfg.L2 / 2 * w * w
			grad[i] += cfg.L2 * w
		}
		return total
	}
	best, err := minimize(loss, x, cfg.Iterations, cfg.Done)
	if err != nil {
		return Value{}, err
	}
	l.unpack(best, &m)
	z := make([]float64, n)
	st.ValueLoss = meanLogLoss(train.outcomes, func(i int) float64 { return m.Predict(train.states[i*n:(i+1)*n], z) })
	st.HeldOutValueLoss = meanLogLoss(held.outcomes, func(i int) float64 { return m.Predict(held.states[i*n:(i+1)*n], z) })
	return m, nil
}

// valueGrad adds the gradient of one position's log loss to g (laid out
// as m) and returns the loss; z and hid are scratch.
func valueGrad(m, g *Value, x []float32, y float64, z, hid []float64) float64 {
	t := m.Bias
	for i, xi := range x {
		z[i] = (float64(xi) - m.Shift[i]) * m.Scale[i]
		t += m.Linear[i] * z[i]
	}
	for j := 0; j < m.Hidden; j++ {
		hid[j] = math.Tanh(m.InBias[j] + dot(m.In[j*m.Inputs:(j+1)*m.Inputs], z))
		t += m.Out[j] * hid[j]
	}
	p := sigmoid(t)
	d := p - y
	for i, zi := range z {
		g.Linear[i] += d * zi
	}
	g.Bias += d
	for j := 0; j < m.Hidden; j++ {
		g.Out[j] += d * hid[j]
		dj := d * m.Out[j] * (1 - hid[j]*hid[j])
		g.InBias[j] += dj
		row := g.In[j*m.Inputs : (j+1)*m.Inputs]
		for i, zi := range z {
			row[i] += dj * zi
		}
	}
	return logLoss(p, y)
}

// logLoss is the binary cross-entropy of prediction p against target y.
func logLoss(p, y float64) float64 {
	p = min(max(p, 1e-12), 1-1e-12)
	return -(y*math.Log(p) + (1-y)*math.Log(1-p))
}

// meanLogLoss returns the mean log loss of predict(i) against ys[i] (0
// for no positions).
func meanLogLoss(ys []float32, predict func(i int) float64) float64 {
	if len(ys) == 0 {
		return 0
	}
	var s float64
	for i, y := range ys {
		s += logLoss(predict(i), float64(y))
	}
	return s / float64(len(ys))
}
