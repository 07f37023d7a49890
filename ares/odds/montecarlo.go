package odds

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
)

// chunk is the number of battles a Monte Carlo worker takes at a time.
const chunk = 1024

// MonteCarlo simulates opt.Battles battles (DefaultBattles if 0) on the
// battle engine itself (ares.Battle.Apply rolls the dice), with the same
// tactics as Exact, on opt.Workers goroutines. Battle i is seeded with
// dice.Derive(opt.Seed, i) and the results are sums of counts, so a seed
// gives the same result at any number of workers. Probabilities carry
// Wilson score 95% intervals.
//
// The retreat table is computed on the same dice: at each of the
// attacker's Declare Retreat steps, a copy of the battle in which the
// attacker retreats is played out with a copy of the battle's generator
// (when the attacker's own tactics retreat, in a second run in which they
// do not; see RetreatRow).
//
// With opt.Timeout (or through RunContext, when its context is cancelled)
// the run stops early: workers finish the chunk of battles they hold and
// take no other, so the result covers battles 0 to Result.Battles-1 and
// says why it stopped (Result.Stop, Result.Partial).
func MonteCarlo(s *Setup, opt Options) (*Result, error) {
	return withRetreatTable(context.Background(), s, opt, monteCarloOdds)
}

func monteCarloOdds(ctx context.Context, s *Setup, opt Options) (*Result, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	n := opt.battles()
	workers := int64(opt.workers())
	if workers > (n+chunk-1)/chunk {
		workers = (n + chunk - 1) / chunk
	}
	// stop is set by the timeout or the context: no chunk is taken after.
	var stop, timedOut atomic.Bool
	if opt.Timeout > 0 {
		t := time.AfterFunc(opt.Timeout, func() { timedOut.Store(true); stop.Store(true) })
		defer t.Stop()
	}
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	var done atomic.Int64 // battles finished, for the progress bar
	start := s.Start
	newDecider(s.Tactics).prepare(&start)
	table := !opt.NoRetreatTable
	mu := maxUnits(&s.Start)
	tallies := make([]*tally, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range tallies {
		tallies[w] = newTally(&s.Start, mu)
		wg.Add(1)
		go func(t *tally) {
			defer wg.Done()
			sim := &simulator{dec: newDecider(s.Tactics), t: t, table: table}
			for !stop.Load() {
				lo := next.Add(chunk) - chunk
				if lo >= n {
					return
				}
				for i := lo; i < min(lo+chunk, n); i++ {
					sim.play(&start, dice.Derive(opt.Seed, uint64(i)))
				}
				done.Add(min(lo+chunk, n) - lo)
			}
		}(tallies[w])
	}
	watch(&wg, opt.Progress, n, &done)
	total := tallies[0]
	for _, t := range tallies[1:] {
		total.merge(t)
	}
	// Chunks are taken in order and every chunk taken is played, so the
	// battles played are the first `played` of the run.
	played := int64(total.total)
	res := total.result(s, played, table)
	res.Method, res.RequestedBattles = MethodMonteCarlo, n
	switch {
	case played == n:
		res.Stop = StopBattles
	case timedOut.Load():
		res.Stop, res.Partial = StopTimeout, true
	default:
		res.Stop, res.Partial = StopCancelled, true
	}
	return res, nil
}

// watch waits for the workers, telling p (if not nil) every tenth of a
// second how many of the n battles are done.
func watch(wg *sync.WaitGroup, p sim.Progress, n int64, done *atomic.Int64) {
	if p == nil {
		wg.Wait()
		return
	}
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	p.Start(uint64(n))
	defer p.Finish()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-finished:
			p.Update(uint64(done.Load()))
			return
		case <-tick.C:
			p.Update(uint64(done.Load()))
		}
	}
}

// prepare makes the decisions that come before the attacker's first
// Declare Retreat step (placement, round 1's Emergency Defense and
// Reorganization), which no dice change, so that simulated battles start
// from there.
func (d *decider) prepare(b *ares.Battle) {
	for !b.Over() && !b.AtChance() {
		a := d.decide(b)
		if a.Kind == ares.ActRetreat {
			return
		}
		mustDecide(b, a)
	}
}

// simulator plays battles on one goroutine.
type simulator struct {
	dec    *decider
	t      *tally
	table  bool
	b, tmp ares.Battle
	walk   *walk // for battles with decisionCacheForces Forces or more
}

// play plays one battle from start with the given seed and books it.
func (sim *simulator) play(start *ares.Battle, seed uint64) {
	rng := dice.New(seed)
	b := &sim.b
	ares.CopyBattle(b, start)
	passed := 0
	if b.NumForces() >= decisionCacheForces && sim.walk == nil {
		sim.walk = newWalk()
	}
	via := -1
	for !b.Over() {
		var a ares.Action
		var id int32 = -1
		if b.NumForces() >= decisionCacheForces {
			id, a = sim.walk.decide(b, via, sim.dec)
		} else {
			a = sim.dec.decide(b)
		}
		if sim.table && a.Kind == ares.ActRetreat && b.ToAct() == ares.Attacker {
			passed++
			sim.shadow(b, rng)
		}
		via = apply(b, id, a, &rng)
	}
	sim.t.add(b, 1, passed)
}

// shadow plays out a copy of b in which the attacker retreats now, with a
// copy of the generator, and books it in the retreat table.
func (sim *simulator) shadow(b *ares.Battle, rng dice.Rand) {
	s := &sim.tmp
	ares.CopyBattle(s, b)
	mustApply(s, ares.Action{Kind: ares.ActRetreat, Arg: 1}, &rng)
	for !s.Over() {
		mustApply(s, sim.dec.decide(s), &rng)
	}
	sim.t.addShadow(s, 1)
}

func mustApply(b *ares.Battle, a ares.Action, rng *dice.Rand) {
	if err := b.Apply(a, rng); err != nil {
		panic("odds: a legal decision was refused: " + err.Error())
	}
}
