package odds

import (
	"context"

	"github.com/aresim/aresim/sim"
)

// MonteCarlo simulates opt.Battles battles (DefaultBattles if 0) on the
// battle engine itself (ares.Battle.Apply rolls the dice), with the same
// tactics as Exact, on opt.Workers goroutines. It is a run of the
// Simulation on the harness (sim.Run): battle i is seeded with
// dice.Derive(opt.Seed, i) and the results are sums of counts, so a seed
// gives the same result at any number of workers. Probabilities carry
// Wilson score 95% intervals.
//
// The retreat table is computed on the same dice: at each of the
// attacker's Declare Retreat steps, a copy of the battle in which the
// attacker retreats is played out with a copy of the battle's generator
// (when the attacker's own tactics retreat, each battle is played a
// second time by an attacker that does not; see RetreatRow).
//
// With opt.Timeout (or through RunContext, when its context is cancelled)
// the run stops early: the battles in progress finish and no other
// starts, so the result covers battles 0 to Result.Battles-1, retreat
// table included, and says why it stopped (Result.Stop, Result.Partial).
func MonteCarlo(s *Setup, opt Options) (*Result, error) {
	return monteCarlo(context.Background(), s, opt)
}

// monteCarlo is MonteCarlo until ctx is cancelled.
func monteCarlo(ctx context.Context, s *Setup, opt Options) (*Result, error) {
	g, err := NewSimulation(s, opt)
	if err != nil {
		return nil, err
	}
	sum, err := sim.Run(ctx, g.Config(), g)
	if err != nil {
		return nil, err
	}
	return g.Result(sum)
}
