package sim

import (
	"gonum.org/v1/gonum/mathext"
)

// Prior is the beta prior of an empirical-Bayes estimate: rates drawn
// around Mean, with Strength the weight of the prior in trials (the
// beta's α+β). A rate of w wins in n trials is shrunk to
// (w + Strength·Mean)/(n + Strength): a rate of few trials moves most of
// the way to Mean, one of many trials hardly at all.
type Prior struct {
	Mean     float64 `json:"mean"`
	Strength float64 `json:"strength"`
}

// FitPrior fits the strength of a beta prior of mean mean (such as the
// fair share 1/players of a win rate) to the rates of a family (every
// corporation, every card) by the method of moments of the beta-binomial.
// Under that model E[n·(p − mean)²] = mean(1−mean)·(1 + (n−1)ρ) for a rate
// p of n trials, where ρ = 1/(Strength+1) is the intra-class correlation,
// so summing over the k rates with trials (N trials in all) gives
//
//	ρ = (Σ n·(p − mean)² / (mean(1−mean)) − k) / (N − k).
//
// The rates' spread beyond what their trials explain is what the prior
// keeps. Shared wins count as fractions, which vary a little less than
// whole wins: they make ρ, if anything, smaller and the shrinkage larger.
// ρ is kept between 1/(N+1) and 1/2, so the prior is worth between 1 and
// N trials: when the rates spread no more than chance would make them, the
// prior weighs as much as all the data, not infinitely more. With fewer
// than two rates with trials, or a mean outside (0, 1), the prior has
// strength 1.
func FitPrior(rates []Shares, mean float64) Prior {
	var k, n, s float64
	for _, r := range rates {
		if r.Trials == 0 {
			continue
		}
		t := float64(r.Trials)
		d := r.Value() - mean
		k++
		n += t
		s += t * d * d
	}
	p := Prior{Mean: mean, Strength: 1}
	if k < 2 || n <= k || mean <= 0 || mean >= 1 {
		return p
	}
	rho := (s/(mean*(1-mean)) - k) / (n - k)
	rho = min(max(rho, 1/(n+1)), 0.5)
	p.Strength = 1/rho - 1
	return p
}

// Shrunk is a rate's empirical-Bayes estimate beside its raw value.
type Shrunk struct {
	// Raw is wins/trials, NaN with no trials.
	Raw float64
	// Value is the posterior mean, (w + Strength·Mean)/(n + Strength).
	Value float64
	// Low and High are the 2.5% and 97.5% quantiles of the posterior
	// beta, Beta(w + Strength·Mean, n − w + Strength·(1 − Mean)): an
	// interval given the fitted prior, which does not count the
	// uncertainty of the fit itself.
	Low, High float64
}

// Shrink returns the empirical-Bayes estimate of s under the prior.
func (p Prior) Shrink(s Shares) Shrunk {
	w, n := s.Wins(), float64(s.Trials)
	a := w + p.Strength*p.Mean
	b := n - w + p.Strength*(1-p.Mean)
	out := Shrunk{Raw: s.Value(), Value: a / (a + b)}
	if a <= 0 || b <= 0 {
		out.Low, out.High = out.Value, out.Value
		return out
	}
	out.Low, out.High = mathext.InvRegIncBeta(a, b, 0.025), mathext.InvRegIncBeta(a, b, 0.975)
	return out
}
