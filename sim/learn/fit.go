package learn

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"gonum.org/v1/gonum/optimize"
)

// ErrFit is wrapped by the errors of Fit: data it cannot fit.
var ErrFit = errors.New("fit")

// ErrStopped is wrapped by the error of a fit stopped by FitConfig.Done.
var ErrStopped = errors.New("fit stopped")

// FitConfig tunes Fit. The zero value is a sound default.
type FitConfig struct {
	// Hidden is the number of tanh units of the value model; 0 fits a
	// logistic regression.
	Hidden int
	// Iterations bounds the L-BFGS iterations of each model; 0 means
	// DefaultFitIterations.
	Iterations int
	// L2 is the weight of the penalty ½·L2·‖w‖² added to each model's mean
	// loss (biases and standardisation excluded); 0 means DefaultL2.
	L2 float64
	// Seed seeds the hidden layer's initial weights.
	Seed uint64
	// PolicyHidden is the number of tanh units of the policy, over the
	// action's and the position's features; 0 fits a linear policy.
	PolicyHidden int
	// Choices trains the policy on the search's choice (its most visited
	// action, the first of a tie) instead of on the share of the visits
	// of every action.
	Choices bool
	// Workers is the number of goroutines summing gradients; 0 means 1.
	// The weights do not depend on it.
	Workers int
	// Mark, when above 0, is one more than the index of the action
	// feature that is 1 on the heuristic's choice (Marker): FitStats then
	// says how often the search and the policy leave that choice. It
	// changes no weight.
	Mark int
	// LeaveWeight, with Mark, weighs each training decision where the
	// search's top action is not the heuristic's by this much in the
	// policy's loss (the others weigh 1), so that the few decisions where
	// the search knows better than the heuristic are not drowned by the
	// many where it agrees. 0 means 1: every decision weighs the same.
	LeaveWeight float64
	// HeuristicBias, with Mark, raises the fitted policy's score of the
	// heuristic's choice by this much (in the softmax's units) in every
	// decision, so that the policy leaves that choice only where it
	// scores another action higher by more than the bias. It leans a
	// policy that leaves the heuristic in many decisions, some of them
	// wrongly, back towards the heuristic where it is least sure. The
	// fit itself is unchanged: the bias is added to the linear weight of
	// the mark afterwards, and the stats describe the policy with it.
	// 0 leaves the fitted policy as it is; it is at most MaxHeuristicBias.
	HeuristicBias float64
	// Done, when not nil, stops the fit at its optimiser's next step once
	// it is closed (as a context's Done is): Fit then returns an error
	// wrapping ErrStopped and no models. A fit that is not stopped is the
	// same with or without it.
	Done <-chan struct{}
}

// MaxHeuristicBias bounds FitConfig.HeuristicBias: at 20 a policy
// leaves the heuristic's choice only where it is all but certain.
const MaxHeuristicBias = 20

// Defaults of the zero FitConfig.
const (
	DefaultFitIterations = 300
	DefaultL2            = 1e-4
)

// FitStats says how well the models fit. Every tenth game (by index) is
// held out of the fit and measured apart: the holdout figures are the
// ones to trust.
type FitStats struct {
	// Positions and Decisions count the training positions and those
	// with a policy target; HeldOut counts the held-out positions.
	Positions, Decisions, HeldOut int
	// ValueLoss is the value model's mean log loss (binary cross-entropy
	// against the outcome) on the training and the held-out positions;
	// BaseValueLoss is that of always predicting the training mean.
	ValueLoss, HeldOutValueLoss, BaseValueLoss float64
	// PolicyLoss is the policy's mean cross-entropy against the targets,
	// on the training and the held-out decisions; PolicyAgreement the
	// share of held-out decisions where the policy's top action is the
	// target's.
	PolicyLoss, HeldOutPolicyLoss, PolicyAgreement float64
	// With FitConfig.Mark, Marked counts the held-out decisions with the
	// heuristic's choice marked, and over them: SearchLeaves is
	// the share where the search's top action is not the heuristic's,
	// LeftAgreement the share of those where the policy's top action is
	// the search's, and PolicyLeaves the share where the policy's top
	// action is not the heuristic's. A policy that learned only the
	// heuristic leaves it nowhere, and agrees with the search on none of
	// the decisions where the search is stronger.
	Marked                                    int
	SearchLeaves, LeftAgreement, PolicyLeaves float64
}

// chunk is the number of positions (or decisions) whose gradient one task
// sums: the grain of the fixed summation order.
const chunk = 1024

// Fit fits a value model and a policy model to d and returns them with
// how well they fit. The result depends on d (in game order), cfg's
// Hidden, Iterations, L2 and Seed only, not on the number of workers.
func Fit(d *Dataset, cfg FitConfig) (Value, Policy, FitStats, error) {
	if cfg.Iterations == 0 {
		cfg.Iterations = DefaultFitIterations
	}
	if cfg.L2 == 0 {
		cfg.L2 = DefaultL2
	}
	if cfg.Hidden < 0 || cfg.PolicyHidden < 0 || cfg.Mark < 0 || cfg.Mark > d.actionLen || cfg.Iterations < 0 || cfg.L2 < 0 || math.IsNaN(cfg.L2) {
		return Value{}, Policy{}, FitStats{}, fmt.Errorf("%w: hidden %d, iterations %d, L2 %v, mark %d", ErrFit, cfg.Hidden, cfg.Iterations, cfg.L2, cfg.Mark)
	}
	if lw := cfg.LeaveWeight; lw != 0 && (!(lw > 0 && lw <= 1e6) || lw != 1 && cfg.Mark == 0) {
		return Value{}, Policy{}, FitStats{}, fmt.Errorf("%w: leave weight %v (want above 0 and at most 1e6, with a mark)", ErrFit, lw)
	}
	if b := cfg.HeuristicBias; b != 0 && (!(b > 0 && b <= MaxHeuristicBias) || cfg.Mark == 0) {
		return Value{}, Policy{}, FitStats{}, fmt.Errorf("%w: heuristic bias %v (want above 0 and at most %d, with a mark)", ErrFit, b, MaxHeuristicBias)
	}
	if err := d.Validate(); err != nil {
		return Value{}, Policy{}, FitStats{}, fmt.Errorf("%w: %v", ErrFit, err)
	}
	train, held := d.ordered().split()
	if cfg.Choices {
		train.toChoices()
		held.toChoices()
	}
	if train.Positions() == 0 {
		return Value{}, Policy{}, FitStats{}, fmt.Errorf("%w: no positions to train on", ErrFit)
	}
	var st FitStats
	st.Positions, st.Decisions, st.HeldOut = train.Positions(), train.Decisions(), held.Positions()
	v, err := fitValue(train, held, cfg, &st)
	if err != nil {
		return Value{}, Policy{}, st, err
	}
	p, err := fitPolicy(train, held, cfg, &st)
	if err != nil {
		return Value{}, Policy{}, st, err
	}
	return v, p, st, nil
}

// split returns the positions of the games kept for training and those
// of every tenth game, held out.
func (d *Dataset) split() (train, held *Dataset) {
	train, held = NewDataset(d.stateLen, d.actionLen), NewDataset(d.stateLen, d.actionLen)
	a := 0
	for i, k := range d.keys {
		c := int(d.choices[i])
		to := train
		if k%10 == 9 {
			to = held
		}
		to.keys = append(to.keys, k)
		to.states = append(to.states, d.states[i*d.stateLen:(i+1)*d.stateLen]...)
		to.outcomes = append(to.outcomes, d.outcomes[i])
		to.choices = append(to.choices, d.choices[i])
		to.actions = append(to.actions, d.actions[a*d.actionLen:(a+c)*d.actionLen]...)
		to.targets = append(to.targets, d.targets[a:a+c]...)
		a += c
	}
	return train, held
}

// standardise returns each column's mean and the inverse of its standard
// deviation (0 for a constant column) over rows of width n, summed in
// order.
func standardise(x []float32, n int) (shift, scale []float64) {
	shift, scale = make([]float64, n), make([]float64, n)
	rows := len(x) / n
	if rows == 0 {
		return shift, scale
	}
	for r := 0; r < rows; r++ {
		for i, v := range x[r*n : (r+1)*n] {
			shift[i] += float64(v)
		}
	}
	for i := range shift {
		shift[i] /= float64(rows)
	}
	for r := 0; r < rows; r++ {
		for i, v := range x[r*n : (r+1)*n] {
			dv := float64(v) - shift[i]
			scale[i] += dv * dv
		}
	}
	for i := range scale {
		sd := math.Sqrt(scale[i] / float64(rows))
		scale[i] = 0
		if sd > 1e-9 {
			scale[i] = 1 / sd
		}
	}
	return shift, scale
}

// minimize runs L-BFGS on the loss f (which writes its gradient) from x
// for at most iterations, and returns the best point it found.
func minimize(f func(x, grad []float64) float64, x []float64, iterations int, done <-chan struct{}) ([]float64, error) {
	var lastX, lastG []float64
	var lastF float64
	eval := func(x []float64) {
		if lastX != nil && equal(lastX, x) {
			return
		}
		lastX = append(lastX[:0], x...)
		if lastG == nil {
			lastG = make([]float64, len(x))
		}
		lastF = f(x, lastG)
	}
	p := optimize.Problem{
		Func: func(x []float64) float64 { eval(x); return lastF },
		Grad: func(g, x []float64) { eval(x); copy(g, lastG) },
	}
	if iterations == 0 {
		return x, nil
	}
	settings := &optimize.Settings{MajorIterations: iterations, GradientThreshold: 1e-7}
	if done != nil {
		settings.Recorder = stopper(done)
	}
	res, err := optimize.Minimize(p, x, settings, &optimize.LBFGS{})
	if errors.Is(err, ErrStopped) {
		return nil, err
	}
	if res == nil {
		return nil, fmt.Errorf("%w: %v", ErrFit, err)
	}
	for _, v := range res.X {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("%w: the fit diverged", ErrFit)
		}
	}
	return res.X, nil
}

// stopper is an optimiser's Recorder that stops it, with ErrStopped, once
// its channel is closed.
type stopper <-chan struct{}

// Init implements optimize.Recorder.
func (stopper) Init() error { return nil }

// Record implements optimize.Recorder: ErrStopped once s is closed.
func (s stopper) Record(*optimize.Location, optimize.Operation, *optimize.Stats) error {
	select {
	case <-s:
		return ErrStopped
	default:
		return nil
	}
}

// equal reports whether a and b hold the same numbers.
func equal(a, b []float64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

// initHidden returns small random weights for a hidden layer, from seed.
func initHidden(n int, inputs int, seed uint64) []float64 {
	r := rand.New(rand.NewPCG(seed, 0x6c6561726e))
	w := make([]float64, n)
	a := 1 / math.Sqrt(float64(max(inputs, 1)))
	for i := range w {
		w[i] = a * (2*r.Float64() - 1)
	}
	return w
}

// toChoices replaces each decision's targets by the search's choice: 1 on
// its most visited action (the first of a tie), 0 elsewhere.
func (d *Dataset) toChoices() {
	for _, dc := range decisionsOf(d) {
		t := d.targets[dc.first : dc.first+dc.count]
		best := argmax32(t)
		for i := range t {
			t[i] = 0
		}
		t[best] = 1
	}
}
