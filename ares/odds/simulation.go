package odds

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"sync"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
)

// SimulationName is the Name of every Simulation, which its summaries
// carry.
const SimulationName = "ares-battle"

// Simulation is a Monte Carlo run of a battle as a game of the harness
// (it implements sim.Game): game i is battle i, seeded with
// dice.Derive(seed, i), and its accumulator (Acc) sums how the battles
// end. MonteCarlo runs one with sim.Run and reads its odds with Result.
//
// A run can also be split into shards, a slice of battles each, played
// apart (by processes that share no memory, such as a cluster's tasks or
// a browser's web workers): each runs sim.Run with Config and its Shard,
// the summaries travel as JSON (sim.WriteSummary, sim.ReadSummary), and
// sim.MergeSummaries adds them up. Result turns the merge into the odds
// MonteCarlo gives for the same seed and battles, retreat table
// included: the sums are counts, so they merge exactly.
type Simulation struct {
	setup Setup
	opt   Options
	// main plays the battles as the tactics do; pressing, when
	// hasPressing, plays them again with an attacker that never retreats
	// of its own accord, for the retreat table.
	main, pressing plan
	hasPressing    bool
	maxUnits       []int
	fingerprint    string
	pool           sync.Pool // of *simulators, one per goroutine at a time
}

// plan is one way of playing the battles: its start, after the decisions
// no dice change (decider.prepare), its tactics, and whether it books the
// retreat table.
type plan struct {
	start   ares.Battle
	tactics Tactics
	table   bool
}

// simulators are the simulators of one goroutine, one per plan.
type simulators struct{ main, pressing simulator }

// NewSimulation returns the Monte Carlo run of s that opt asks for:
// opt.Battles battles (DefaultBattles if 0) with opt.Seed, and the
// retreat table unless opt.NoRetreatTable. opt.Method and opt.MaxStates
// play no part; Config carries opt.Workers, opt.Timeout and opt.Progress.
// s must not change while the Simulation is in use.
func NewSimulation(s *Setup, opt Options) (*Simulation, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	table := !opt.NoRetreatTable
	g := &Simulation{setup: *s, opt: opt, maxUnits: maxUnits(&s.Start),
		hasPressing: table && s.Tactics.Attacker.Retreat.Kind != RetreatNever}
	g.main = newPlan(s, s.Tactics, table && !g.hasPressing)
	if g.hasPressing {
		pressing := s.Tactics
		pressing.Attacker.Retreat = Retreat{}
		g.pressing = newPlan(s, pressing, true)
	}
	g.pool.New = func() any {
		return &simulators{main: simulator{dec: newDecider(g.main.tactics), table: g.main.table},
			pressing: simulator{dec: newDecider(g.pressing.tactics), table: g.pressing.table}}
	}
	g.fingerprint = fingerprint(s, table)
	return g, nil
}

func newPlan(s *Setup, t Tactics, table bool) plan {
	p := plan{start: s.Start, tactics: t, table: table}
	newDecider(t).prepare(&p.start)
	return p
}

// fingerprint describes the battle of s, its tactics and whether the
// retreat table is computed.
func fingerprint(s *Setup, table bool) string {
	h := fnv.New64a()
	fmt.Fprintf(h, "%#v", s.Start)
	tactics, err := json.Marshal(s.Tactics)
	if err != nil {
		panic("odds: tactics do not marshal: " + err.Error())
	}
	return fmt.Sprintf("battle=%016x tactics=%s keepLine=%t retreatTable=%t", h.Sum64(), tactics, s.Tactics.KeepLine, table)
}

// Config returns the configuration of the whole run on the harness: its
// battles, seed, workers, timeout and progress. Set its Shard to play one
// slice of the run.
func (g *Simulation) Config() sim.Config {
	return sim.Config{Games: uint64(g.opt.battles()), Seed: g.opt.Seed, Workers: g.opt.Workers,
		Timeout: g.opt.Timeout, Progress: g.opt.Progress}
}

// Name implements sim.Game: SimulationName.
func (g *Simulation) Name() string { return SimulationName }

// Fingerprint implements sim.Game: the battle (a hash of its start), its
// tactics and whether the retreat table is computed.
func (g *Simulation) Fingerprint() string { return g.fingerprint }

// NewAccumulator implements sim.Game.
func (g *Simulation) NewAccumulator() *Acc {
	a := &Acc{main: newTally(&g.setup.Start, g.maxUnits)}
	if g.hasPressing {
		a.table = newTally(&g.setup.Start, g.maxUnits)
	}
	return a
}

// Play implements sim.Game: it plays battle index from seed and books it
// into acc.
func (g *Simulation) Play(_, seed uint64, acc *Acc) error {
	sims := g.pool.Get().(*simulators)
	sims.main.play(&g.main.start, seed, acc.main)
	if g.hasPressing {
		sims.pressing.play(&g.pressing.start, seed, acc.table)
	}
	g.pool.Put(sims)
	return nil
}

// Result returns the odds of sum, the summary of a run of g, or the merge
// of the summaries of its shards. The battles must be the first ones of
// the run, 0 to sum.Games-1: when they are all the run's battles, the
// result is MonteCarlo's; when fewer (a run stopped early, shards
// missing), the result is marked Partial, with Stop "timeout" if the run
// stopped on its timeout and "cancelled" otherwise. A summary of another
// game, battle, seed or run size is refused.
func (g *Simulation) Result(sum sim.Summary[*Acc]) (*Result, error) {
	n := g.opt.battles()
	played := int64(sum.Games)
	prefix := len(sum.Ranges) == 0 && played == 0 ||
		len(sum.Ranges) == 1 && sum.Ranges[0] == [2]uint64{0, sum.Games}
	switch {
	case sum.Game != SimulationName || sum.Fingerprint != g.fingerprint:
		return nil, badOptions("result: a summary of another battle (%s %s)", sum.Game, sum.Fingerprint)
	case sum.Seed != g.opt.Seed || sum.RunGames != uint64(n):
		return nil, badOptions("result: a run of %d battles with seed %d, not %d with seed %d", sum.RunGames, sum.Seed, n, g.opt.Seed)
	case !prefix:
		return nil, badOptions("result: battles %v are not the first ones of the run", sum.Ranges)
	case sum.Acc == nil || !g.NewAccumulator().sameShape(sum.Acc):
		return nil, badOptions("result: the sums are of another battle")
	}
	res := sum.Acc.main.result(&g.setup, played, g.main.table)
	res.Method, res.RequestedBattles = MethodMonteCarlo, n
	switch {
	case played == n:
		res.Stop = StopBattles
	case sum.Stop == sim.StopTimeout:
		res.Stop, res.Partial = StopTimeout, true
	default:
		res.Stop, res.Partial = StopCancelled, true
	}
	if g.hasPressing {
		res.RetreatTable = sum.Acc.table.result(&g.setup, played, true).RetreatTable
	}
	return res, nil
}
