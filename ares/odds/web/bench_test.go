package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"runtime"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/ares/odds/web/calc"
	"github.com/aresim/aresim/internal/cputime"
)

// threeForces is the battle of the Monte Carlo rate measurements: the
// three Forces a side of package odds's BenchmarkMonteCarloThreeForcesEach,
// as a JSON battle.
const threeForces = `{"attacker": {"forces": [
  {"type": "infantry", "initiative": 3, "attack": {"infantry": 2, "armor": 1, "air": 0, "building": 1}, "units": 3},
  {"type": "armor", "initiative": 2, "attack": {"infantry": 3, "armor": 3, "air": 1, "building": 4}, "units": 2, "tough": true},
  {"type": "air", "initiative": 5, "attack": {"infantry": 1, "armor": 2, "air": 1, "building": 1}, "units": 2}]},
 "defender": {"forces": [
  {"type": "infantry", "initiative": 3, "attack": {"infantry": 2, "armor": 2, "air": 0, "building": 1}, "units": 3},
  {"type": "armor", "initiative": 2, "attack": {"infantry": 3, "armor": 4, "air": 0, "building": 4}, "units": 2},
  {"type": "air", "initiative": 3, "attack": {"infantry": 3, "armor": 3, "air": 2, "building": 3}, "units": 2, "shield": 1}]}}`

// montecarloBattles is the number of battles of one measured run.
const montecarloBattles = 100_000

// pageRun is what the page records of a finished run (window.aresimRuns).
type pageRun struct {
	Method    string  `json:"method"`
	State     string  `json:"state"`
	Battles   int64   `json:"battles"`
	Workers   int     `json:"workers"`
	WallMs    float64 `json:"wallMs"`
	WorkerMs  float64 `json:"workerMs"`
	SinceLoad float64 `json:"sinceLoad"`
}

func lastRun(b *testing.B, ctx context.Context) pageRun {
	b.Helper()
	var r pageRun
	js := eval[string](b, ctx, `JSON.stringify(window.aresimRuns[window.aresimRuns.length - 1])`)
	require.NoError(b, json.Unmarshal([]byte(js), &r))
	return r
}

// BenchmarkPageFirstResult: the time from opening the page to the odds of
// the README's battle, exact: on a first visit (a new browser context,
// with an empty cache) and when the page is opened again in the same
// context; and the bytes the site sent for a first visit.
func BenchmarkPageFirstResult(b *testing.B) {
	s := newSite(b)
	const readme = "?attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2"
	var first, again float64
	var sent int64
	for b.Loop() {
		ctx, cancel := chromedp.NewContext(s.ctx, chromedp.WithNewBrowserContext())
		s.mu.Lock()
		before := s.bytes
		s.mu.Unlock()
		s.open(ctx, readme, "done")
		first += lastRun(b, ctx).SinceLoad
		s.mu.Lock()
		sent += s.bytes - before
		s.mu.Unlock()
		s.open(ctx, readme+"&seed=2", "done")
		again += lastRun(b, ctx).SinceLoad
		cancel()
	}
	b.ReportMetric(first/float64(b.N), "ms/first-visit")
	b.ReportMetric(again/float64(b.N), "ms/again")
	b.ReportMetric(float64(sent)/float64(b.N), "bytes-sent/first-visit")
}

// pageMonteCarlo opens the three-Force battle in a tab of its own with
// the page's workers set to workers, and returns a function that plays
// montecarloBattles battles there (a new seed each time) and returns the
// run.
func pageMonteCarlo(b *testing.B, s *site, workers int) func() pageRun {
	ctx := s.tab()
	_, err := chromedp.Call(ctx, emulation.SetHardwareConcurrencyOverride,
		emulation.SetHardwareConcurrencyOverrideParams{HardwareConcurrency: int64(workers)})
	require.NoError(b, err)
	s.open(ctx, "?method=montecarlo&battles=20000&spec="+spec64([]byte(threeForces)), "done") // starts the workers
	seed := 1
	return func() pageRun {
		seed++
		setField(b, ctx, "battles", fmt.Sprint(montecarloBattles))
		setField(b, ctx, "seed", fmt.Sprint(seed))
		s.settledWithin(ctx, 10*time.Minute, "battles="+fmt.Sprint(montecarloBattles), "seed="+fmt.Sprint(seed))
		r := lastRun(b, ctx)
		require.Equal(b, workers, r.Workers)
		require.Equal(b, int64(montecarloBattles), r.Battles)
		return r
	}
}

// BenchmarkPageMonteCarlo: the page's Monte Carlo rate on the three-Force
// battle (with its retreat table, as the page computes it), with one web
// worker and with one a core, against the same battles natively on one
// worker (calc.Battle.Play: a range of the run on the harness, as a web
// worker plays it) on the same machine, the two taking turns so that both
// see the same load. The native CPU time is the test process's, which
// does nothing else meanwhile.
// Each iteration plays montecarloBattles battles each way.
func BenchmarkPageMonteCarlo(b *testing.B) {
	s := newSite(b)
	bt := battle(b, "spec="+url.QueryEscape(spec64([]byte(threeForces)))+"&method=montecarlo")
	for _, workers := range []int{1, runtime.NumCPU()} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			play := pageMonteCarlo(b, s, workers)
			var battles int64
			var wall, worker, native float64
			var workerCPUs, nativeCPU time.Duration
			cpuKnown := true
			for b.Loop() {
				before, ok1 := workerCPU(s.profile)
				r := play()
				after, ok2 := workerCPU(s.profile)
				battles += r.Battles
				wall += r.WallMs / 1000
				worker += r.WorkerMs / 1000
				workerCPUs += after - before
				cpu0 := cputime.Process()
				start := time.Now()
				err := playOnOneWorker(bt, 1)
				native += time.Since(start).Seconds()
				cpu1 := cputime.Process()
				require.NoError(b, err)
				nativeCPU += cpu1 - cpu0
				cpuKnown = cpuKnown && ok1 && ok2 && cpu1 > cpu0
			}
			if cpuKnown {
				// CPU time, which the machine's other load does not change.
				b.ReportMetric(float64(battles)/workerCPUs.Seconds(), "battles/worker-cpu-s")
				b.ReportMetric(float64(battles)/nativeCPU.Seconds(), "native-battles/cpu-s")
				b.ReportMetric(nativeCPU.Seconds()/workerCPUs.Seconds(), "worker/native-cpu")
			}
			b.ReportMetric(float64(battles)/wall, "battles/s")
			b.ReportMetric(float64(battles)/worker, "battles/s/worker")
			b.ReportMetric(float64(battles)/native, "native-battles/s")
			b.ReportMetric(native/worker, "worker/native")
			b.ReportMetric(native/wall, "page/native")
		})
	}
}

// BenchmarkNativeMonteCarlo: the same battles natively, on one worker
// (calc.Battle.Play, as a web worker plays them) and on every core
// (odds.MonteCarlo).
func BenchmarkNativeMonteCarlo(b *testing.B) {
	bt := battle(b, "spec="+url.QueryEscape(spec64([]byte(threeForces)))+"&method=montecarlo")
	for _, cores := range []int{1, runtime.NumCPU()} {
		b.Run(fmt.Sprintf("cores=%d", cores), func(b *testing.B) {
			var battles int64
			start := time.Now()
			for b.Loop() {
				if cores == 1 {
					require.NoError(b, playOnOneWorker(bt, uint64(battles)))
				} else {
					opt := bt.Options
					opt.Battles, opt.Seed, opt.Workers = montecarloBattles, uint64(battles), cores
					_, err := odds.MonteCarlo(bt.Setup, opt)
					require.NoError(b, err)
				}
				battles += montecarloBattles
			}
			b.ReportMetric(float64(battles)/time.Since(start).Seconds(), "battles/s")
		})
	}
}

// playOnOneWorker plays montecarloBattles battles of bt with seed on one
// worker, as a web worker plays a range of them.
func playOnOneWorker(bt *calc.Battle, seed uint64) error {
	c := *bt
	c.Options.Battles, c.Options.Seed = montecarloBattles, seed
	_, err := c.Play(0, montecarloBattles)
	return err
}
