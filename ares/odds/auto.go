package odds

import (
	"context"
	"errors"
	"fmt"

	"github.com/aresim/aresim/ares"
)

// EstimateStates estimates the number of states the exact calculation of
// the battle visits: the round limit, times one more than the number of
// Forces (the points between rolls within a round), times, for every
// Force, one more than the hit points it can have (shields included, four
// units for a Base Defense building Emergency Defense can build on), times
// one more than each side's rerolls, the Emergency Defense cards and the
// Empty Buildings. It is a size measure, not a bound: Exact also stops when
// the states it has really visited pass its limit.
func EstimateStates(s *Setup) float64 {
	b := &s.Start
	mu := maxUnits(b)
	est := float64(b.Rounds()) * float64(b.NumForces()+1)
	for i := 0; i < b.NumForces(); i++ {
		sp := b.Force(i).Spec()
		hp := mu[i]
		if sp.Tough {
			hp *= 2
		}
		est *= float64(hp + int(sp.Shield) + 1)
	}
	est *= float64(b.Rerolls(ares.Attacker)+1) * float64(b.Rerolls(ares.Defender)+1)
	est *= float64(b.EmergencyCards() + 1)
	if b.HasBaseCards() {
		est *= float64(b.EmptyBuildingsLeft() + 1)
	}
	return est
}

// Auto computes exact odds when the battle is within the exact limit (its
// estimate, then its actual states, at most opt.MaxStates) and Monte Carlo
// odds otherwise. Result.Method says which ran and Result.Note why.
func Auto(s *Setup, opt Options) (*Result, error) { return auto(context.Background(), s, opt) }

func auto(ctx context.Context, s *Setup, opt Options) (*Result, error) {
	res, note, err := AutoExact(ctx, s, opt)
	if res != nil || err != nil {
		return res, err
	}
	res, err = monteCarlo(ctx, s, opt)
	if err != nil {
		return nil, err
	}
	res.Note = note
	return res, nil
}

// AutoExact is Auto's first step: the exact odds, with Auto's note, when
// the battle is within the exact limit; otherwise no result and the note
// Auto gives the Monte Carlo result it computes instead, which says why.
// A caller that plays the Monte Carlo battles itself (a Simulation, in
// shards) sets Result.Note to it, to have Auto's result.
func AutoExact(ctx context.Context, s *Setup, opt Options) (res *Result, monteCarloNote string, err error) {
	if err := opt.check(); err != nil {
		return nil, "", err
	}
	limit := opt.maxStates()
	est := EstimateStates(s)
	var reason string
	if est <= float64(limit) {
		res, err := withRetreatTable(ctx, s, opt, exactOdds)
		if err == nil {
			res.Note = fmt.Sprintf("exact: %d states, within the limit of %d", res.States, limit)
			return res, "", nil
		}
		if !errors.Is(err, ErrTooComplex) {
			return nil, "", err
		}
		reason = fmt.Sprintf("the exact search passed the limit of %d states", limit)
	} else {
		reason = fmt.Sprintf("an estimated %.3g states, more than the exact limit of %d", est, limit)
	}
	return nil, "montecarlo: " + reason, nil
}
