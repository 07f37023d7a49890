package odds

import (
	"context"
	"runtime"
	"time"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
)

// DefaultMaxStates is the exact calculation's default state limit.
const DefaultMaxStates = 1_000_000

// DefaultBattles is the default number of Monte Carlo battles.
const DefaultBattles = 100_000

// maxBattles bounds a Monte Carlo run (Wilson intervals stay exact in
// float64 far beyond it).
const maxBattles = 1 << 40

// Options tune a calculation. The zero value is usable.
type Options struct {
	// Method is used by Run: MethodAuto (the default), MethodExact or
	// MethodMonteCarlo.
	Method Method
	// MaxStates is the exact calculation's limit on battle states: Exact
	// refuses a battle whose estimate (see EstimateStates) is above it and
	// stops with ErrTooComplex when its search passes it. 0 means
	// DefaultMaxStates.
	MaxStates int
	// Battles is the number of Monte Carlo battles; 0 means DefaultBattles.
	Battles int64
	// Seed seeds the Monte Carlo run: battle i is seeded with
	// dice.Derive(Seed, i), so the result depends on Seed and Battles only,
	// never on Workers.
	Seed uint64
	// Workers is the number of goroutines for Monte Carlo; 0 means
	// GOMAXPROCS.
	Workers int
	// NoRetreatTable skips the retreat table, which costs about as much
	// again as the odds themselves.
	NoRetreatTable bool
	// Timeout, when positive, stops a Monte Carlo run after that long:
	// the battles in progress finish, and the result covers the battles
	// played (a prefix of the run: battles 0 to Result.Battles-1) and
	// says Stop "timeout". It does not limit the exact calculation.
	Timeout time.Duration
	// Progress, when not nil, is told how many Monte Carlo battles are
	// done (sim.TerminalProgress draws a bar on a terminal). It is called
	// from one goroutine only.
	Progress sim.Progress
}

func (o *Options) maxStates() int {
	if o.MaxStates <= 0 {
		return DefaultMaxStates
	}
	return o.MaxStates
}

func (o *Options) battles() int64 {
	if o.Battles <= 0 {
		return DefaultBattles
	}
	return o.Battles
}

func (o *Options) workers() int {
	if o.Workers <= 0 {
		return runtime.GOMAXPROCS(0)
	}
	return o.Workers
}

func (o *Options) check() error {
	if o.Battles < 0 || o.Battles > maxBattles {
		return badOptions("battles %d outside 1-%d", o.Battles, int64(maxBattles))
	}
	if o.Workers < 0 || o.Workers > 4096 {
		return badOptions("workers %d outside 0-4096", o.Workers)
	}
	if o.MaxStates < 0 {
		return badOptions("max states %d is negative", o.MaxStates)
	}
	if o.Method >= numMethods {
		return badOptions("unknown method %d", o.Method)
	}
	return nil
}

// maxUnits returns, for every Force, the most units it can have: its
// units, or four for a defender's Base Defense building that Emergency
// Defense can build on.
func maxUnits(b *ares.Battle) []int {
	out := make([]int, b.NumForces())
	ed := b.EmergencyCards() > 0 && b.HasBaseCards()
	for i := range out {
		f := b.Force(i)
		out[i] = f.Units()
		if ed && f.Side() == ares.Defender && f.Spec().BaseDefense {
			out[i] = ares.MaxUnitsPerBuilding
		}
	}
	return out
}

// Run computes the odds by opt.Method.
func Run(s *Setup, opt Options) (*Result, error) { return RunContext(context.Background(), s, opt) }

// RunContext computes the odds by opt.Method until ctx is cancelled: a
// cancelled Monte Carlo run returns the battles played so far, with Stop
// "cancelled" (as Options.Timeout does); a cancelled exact calculation
// returns an error wrapping ctx's.
func RunContext(ctx context.Context, s *Setup, opt Options) (*Result, error) {
	switch opt.Method {
	case MethodExact:
		return withRetreatTable(ctx, s, opt, exactOdds)
	case MethodMonteCarlo:
		return monteCarlo(ctx, s, opt)
	}
	return auto(ctx, s, opt)
}

// calculation is the exact calculation's work, without the retreat
// table's second run.
type calculation func(ctx context.Context, s *Setup, opt Options) (*Result, error)

// withRetreatTable runs calc. The retreat table is about pressing on: when
// it is wanted and the attacker's tactics may retreat, it comes from a
// second run in which the attacker never retreats of its own accord. (A
// Monte Carlo run plays each battle both ways; see Simulation.)
func withRetreatTable(ctx context.Context, s *Setup, opt Options, calc calculation) (*Result, error) {
	if opt.NoRetreatTable || s.Tactics.Attacker.Retreat.Kind == RetreatNever {
		return calc(ctx, s, opt)
	}
	main := opt
	main.NoRetreatTable = true
	res, err := calc(ctx, s, main)
	if err != nil {
		return nil, err
	}
	pressing := *s
	pressing.Tactics.Attacker.Retreat = Retreat{}
	table, err := calc(ctx, &pressing, opt)
	if err != nil {
		return nil, err
	}
	res.RetreatTable = table.RetreatTable
	return res, nil
}
