package search

import (
	"errors"
	"fmt"
	"math"
)

// ErrFit reports data a logistic curve cannot be fitted to: too few
// points, values out of range, or outcomes that one threshold separates
// (the best fit would be a step, with an infinite slope).
var ErrFit = errors.New("search: cannot fit")

// Logistic maps an engine's score x of a position (a material count, a
// point lead, a heuristic's estimate) to a win probability:
//
//	P(win | x) = 1 / (1 + exp(−(Intercept + Slope·x)))
//
// An Evaluator built on a score needs this map: the search backs up
// probabilities, and a score's scale is arbitrary.
type Logistic struct {
	Intercept, Slope float64
}

// Prob returns the win probability of score x.
func (l Logistic) Prob(x float64) float64 { return sigmoid(l.Intercept + l.Slope*x) }

func sigmoid(z float64) float64 {
	if z >= 0 {
		return 1 / (1 + math.Exp(-z))
	}
	e := math.Exp(z)
	return e / (1 + e)
}

// FitLogistic fits a Logistic to self-play data by maximum likelihood:
// x[i] is the score of a position seen in game i (from the point of view
// of one player) and y[i] that player's result, 1 for a win, 0 for a loss
// and a share between for a draw (a draw as 1/2 counts half a win and
// half a loss). It uses Newton's method on the standardised scores, which
// converges in a few steps because the likelihood is concave.
//
// It returns an ErrFit error when the lengths differ, there are fewer
// than two distinct scores, a value is not finite or y is outside [0, 1],
// the results are all wins or all losses, or a threshold on x separates
// the wins from the losses (no finite slope fits best: play more games).
func FitLogistic(x, y []float64) (Logistic, error) {
	if len(x) != len(y) {
		return Logistic{}, fmt.Errorf("%w: %d scores and %d results", ErrFit, len(x), len(y))
	}
	if err := checkSeparable(x, y); err != nil {
		return Logistic{}, err
	}
	// Standardise x: z = (x - mu) / sd. Then fit a + b·z.
	var mu, sd float64
	for _, v := range x {
		mu += v
	}
	mu /= float64(len(x))
	for _, v := range x {
		sd += (v - mu) * (v - mu)
	}
	sd = math.Sqrt(sd / float64(len(x)))
	a, b := 0.0, 0.0
	ll := logLik(x, y, mu, sd, a, b)
	for range 100 {
		var ga, gb, haa, hab, hbb float64
		for i, v := range x {
			z := (v - mu) / sd
			p := sigmoid(a + b*z)
			r, w := y[i]-p, p*(1-p)
			ga += r
			gb += r * z
			haa += w
			hab += w * z
			hbb += w * z * z
		}
		det := haa*hbb - hab*hab
		if det <= 0 {
			break
		}
		da, db := (hbb*ga-hab*gb)/det, (haa*gb-hab*ga)/det
		// Halve the step until the likelihood does not fall.
		step := 1.0
		for ; step > 1e-10; step /= 2 {
			if next := logLik(x, y, mu, sd, a+step*da, b+step*db); next >= ll {
				a, b, ll = a+step*da, b+step*db, next
				break
			}
		}
		if math.Abs(step*da)+math.Abs(step*db) < 1e-13 || step <= 1e-10 {
			break
		}
	}
	return Logistic{Intercept: a - b*mu/sd, Slope: b / sd}, nil
}

// logLik is the log-likelihood of a + b·(x-mu)/sd.
func logLik(x, y []float64, mu, sd, a, b float64) float64 {
	ll := 0.0
	for i, v := range x {
		z := a + b*(v-mu)/sd
		// log σ(z) = -log(1+e^-z), log(1-σ(z)) = -log(1+e^z)
		ll -= y[i]*softplus(-z) + (1-y[i])*softplus(z)
	}
	return ll
}

// softplus returns log(1 + e^z) without overflow.
func softplus(z float64) float64 {
	if z > 30 {
		return z
	}
	return math.Log1p(math.Exp(z))
}

// checkSeparable reports data with no finite best fit (see FitLogistic).
func checkSeparable(x, y []float64) error {
	if len(x) < 2 {
		return fmt.Errorf("%w: %d points (want at least 2)", ErrFit, len(x))
	}
	inf, ninf := math.Inf(1), math.Inf(-1)
	winLo, winHi, lossLo, lossHi := inf, ninf, inf, ninf
	xLo, xHi := inf, ninf
	for i, v := range x {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("%w: score %d is %v", ErrFit, i, v)
		}
		if !(y[i] >= 0 && y[i] <= 1) {
			return fmt.Errorf("%w: result %d is %v (want a value in [0, 1])", ErrFit, i, y[i])
		}
		xLo, xHi = math.Min(xLo, v), math.Max(xHi, v)
		if y[i] > 0 {
			winLo, winHi = math.Min(winLo, v), math.Max(winHi, v)
		}
		if y[i] < 1 {
			lossLo, lossHi = math.Min(lossLo, v), math.Max(lossHi, v)
		}
	}
	switch {
	case xLo == xHi:
		return fmt.Errorf("%w: every score is %v", ErrFit, xLo)
	case math.IsInf(winLo, 1):
		return fmt.Errorf("%w: every result is a loss", ErrFit)
	case math.IsInf(lossLo, 1):
		return fmt.Errorf("%w: every result is a win", ErrFit)
	case lossHi <= winLo:
		return fmt.Errorf("%w: every score of %v or more won and every one up to %v lost", ErrFit, winLo, lossHi)
	case winHi <= lossLo:
		return fmt.Errorf("%w: every score of %v or more lost and every one up to %v won", ErrFit, lossLo, winHi)
	}
	return nil
}
