package search

import "math"

// selectEdge chooses seat p's action at node n of its tree among the
// legal actions of the sample s (in m.legal), counting each of them as
// available. fresh reports an action never chosen here before: the tree
// phase ends with it.
func (m *Search[S, A]) selectEdge(n int32, p int, s *S) (e int32, fresh bool) {
	t := &m.tree
	before := int32(len(t.edges))
	m.avail = t.edgesOf(n, p, m.legal, m.avail[:0])
	usePrior := m.cfg.Selection == PUCT || m.cfg.PriorWeight > 0
	if usePrior && int32(len(t.edges)) > before {
		if m.hasRoot && p == m.mover && n == int32(m.chooser(p)) {
			m.setRootPriors(before)
		} else {
			m.setPriors(s, before)
		}
	}
	nd := &t.nodes[n]
	nd.chosen++
	// Progressive widening: a new action only while the node has tried
	// fewer than its allowance (or none of those it tried is legal now).
	allowNew := true
	if w := m.cfg.Widening; w.Coefficient > 0 {
		allowNew = float64(nd.tried) < math.Ceil(w.Coefficient*math.Pow(float64(nd.chosen), w.Exponent))
	}
	triedHere, untried := 0, 0
	var sumReward float64
	var sumVisits int32
	for _, k := range m.avail {
		ed := &t.edges[k]
		ed.avail++
		if ed.visits > 0 {
			triedHere++
			sumReward += ed.reward
			sumVisits += ed.visits
		} else {
			untried++
		}
	}
	if triedHere == 0 {
		allowNew = true
	}
	e = none
	switch {
	case untried > 0 && allowNew && m.cfg.Selection == UCT:
		e = m.pickUntried(usePrior)
	case m.cfg.Selection == PUCT:
		fpu := 0.5
		if sumVisits > 0 {
			fpu = sumReward / float64(sumVisits)
		}
		e = m.pickPUCT(fpu, allowNew)
	default:
		e = m.pickUCT()
	}
	if t.edges[e].visits == 0 {
		t.nodes[n].tried++
		fresh = true
	}
	return e, fresh
}

// pickUntried returns an available action never chosen: the one with the
// highest prior, or a seeded uniform one.
func (m *Search[S, A]) pickUntried(usePrior bool) int32 {
	t := &m.tree
	best, bestPrior, seen := none, -1.0, 0
	for _, k := range m.avail {
		ed := &t.edges[k]
		if ed.visits > 0 {
			continue
		}
		seen++
		switch {
		case usePrior:
			if ed.prior > bestPrior {
				best, bestPrior = k, ed.prior
			}
		case m.rng.Intn(seen) == 0: // reservoir sampling: each untried one with probability 1/untried
			best = k
		}
	}
	return best
}

// pickUCT returns the tried available action with the highest UCB1 score
// (with availability counts, plus progressive bias when it is on).
func (m *Search[S, A]) pickUCT() int32 {
	t := &m.tree
	c, w := m.cfg.Exploration, m.cfg.PriorWeight
	best, bestScore := none, math.Inf(-1)
	for _, k := range m.avail {
		ed := &t.edges[k]
		if ed.visits == 0 {
			continue
		}
		v := float64(ed.visits)
		sc := ed.reward/v + c*math.Sqrt(math.Log(float64(ed.avail))/v)
		if w > 0 {
			sc += w * ed.prior / (v + 1)
		}
		if sc > bestScore {
			best, bestScore = k, sc
		}
	}
	return best
}

// pickPUCT returns the available action with the highest PUCT score; an
// untried one counts fpu as its mean, and is a candidate only when
// allowNew.
func (m *Search[S, A]) pickPUCT(fpu float64, allowNew bool) int32 {
	t := &m.tree
	c := m.cfg.Exploration
	best, bestScore := none, math.Inf(-1)
	for _, k := range m.avail {
		ed := &t.edges[k]
		q := fpu
		if ed.visits > 0 {
			q = ed.reward / float64(ed.visits)
		} else if !allowNew {
			continue
		}
		sc := q + c*ed.prior*math.Sqrt(float64(ed.avail))/(1+float64(ed.visits))
		if sc > bestScore {
			best, bestScore = k, sc
		}
	}
	return best
}

// setPriors gives the edges created since index from (all of them among
// m.avail) their prior probability: the softmax of the PriorPolicy's
// scores for the sample's legal actions, or a uniform prior without one.
// An edge keeps the prior of the sample that created it.
func (m *Search[S, A]) setPriors(s *S, from int32) {
	n := len(m.legal)
	m.scores = grow(m.scores, n)
	if m.prior == nil {
		for i := range m.scores {
			m.scores[i] = 1 / float64(n)
		}
	} else {
		m.prior.Prior(s, m.legal, m.scores)
		softmax(m.scores, m.cfg.PriorTemperature)
	}
	for i, k := range m.avail {
		if k >= from {
			m.tree.edges[k].prior = m.scores[i]
		}
	}
}

// setRootPriors gives the deciding seat's root edges created since index
// from the caller's root priors (SetRootPrior); an action the caller did
// not list gets none.
func (m *Search[S, A]) setRootPriors(from int32) {
	for _, k := range m.avail {
		if k < from {
			continue
		}
		ed := &m.tree.edges[k]
		ed.prior = 0
		for i, a := range m.rootLegal {
			if a == ed.action {
				ed.prior = m.rootPrior[i]
				break
			}
		}
	}
}

// softmax turns scores into probabilities proportional to
// exp(score/temperature), in place. Scores of -Inf get 0 and NaN counts
// as -Inf; when some scores are +Inf they share the probability.
func softmax(x []float64, temperature float64) {
	hi := math.Inf(-1)
	for _, v := range x {
		if v > hi {
			hi = v
		}
	}
	if math.IsInf(hi, 0) { // all -Inf (or NaN): uniform; some +Inf: uniform over those
		n := 0
		for i, v := range x {
			x[i] = 0
			if v == hi || math.IsInf(hi, -1) {
				x[i] = 1
				n++
			}
		}
		for i := range x {
			x[i] /= float64(n)
		}
		return
	}
	sum := 0.0
	for i, v := range x {
		if math.IsNaN(v) {
			v = math.Inf(-1)
		}
		x[i] = math.Exp((v - hi) / temperature)
		sum += x[i]
	}
	for i := range x {
		x[i] /= sum
	}
}

func nan() float64 { return math.NaN() }
