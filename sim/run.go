package sim

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/aresim/aresim/internal/dice"
)

// Run plays the games of cfg's shard (or range) of g on cfg.Workers
// goroutines and returns their summary.
//
// Game i is seeded with dice.Derive(cfg.Seed, i) and nothing else. Workers
// take blocks of consecutive games, each played into a fresh accumulator,
// and the blocks are merged in order into the summary, so the summary is
// the same for any number of workers, and merging the summaries of the n
// shards of a run (MergeSummaries) gives the summary of the whole run.
// Memory holds at most a few accumulators per worker, whatever the number
// of games.
//
// The run stops when every game is played (StopGames), when the rates
// are precise enough (StopPrecision, see Config.Precision), after
// cfg.Timeout (StopTimeout) or when ctx is cancelled (StopCancelled). In
// the last two cases no further block is started, the games in progress
// finish (each worker stops after its current game, so a run of costly
// games stops as promptly as one of cheap games), and the summary covers
// the games played without a gap from the first, with a nil error; it is
// marked Partial unless the timeout was the run's only stop rule.
//
// A configuration that cannot run gives an error wrapping ErrConfig or
// ErrShard. A game that returns an error or panics stops the run with an
// error wrapping ErrPlay that names the game's index and seed (the
// lowest such index seen) and the summary is empty.
func Run[T Accumulator[T]](ctx context.Context, cfg Config, g Game[T]) (Summary[T], error) {
	if err := cfg.check(); err != nil {
		return Summary[T]{}, err
	}
	r := runner[T]{cfg: cfg, game: g, workers: cfg.workers()}
	if cfg.Games > 0 {
		r.lo, r.hi = cfg.span()
		r.block = cfg.blockSize(r.hi - r.lo)
		r.blocks = (r.hi - r.lo + r.block - 1) / r.block
	} else {
		r.lo, r.hi = 0, math.MaxUint64
		r.block = cfg.blockSize(0)
		r.blocks = math.MaxUint64 / r.block
	}
	return r.run(ctx)
}

// runner is the state of one Run.
type runner[T Accumulator[T]] struct {
	cfg     Config
	game    Game[T]
	workers int
	lo, hi  uint64 // the game indices of the shard or range: [lo, hi)
	block   uint64 // games per block
	blocks  uint64 // number of blocks in [lo, hi)
}

// block is the k-th block of the range: games [lo, hi).
type block struct{ k, lo, hi uint64 }

// result is a played block: its accumulator, or the error that stopped it
// at game index failed.
type result[T any] struct {
	k      uint64
	games  uint64
	acc    T
	err    error
	failed uint64
}

// blockAt returns the k-th block.
func (r *runner[T]) blockAt(k uint64) block {
	lo := r.lo + k*r.block
	hi := r.hi
	if hi-lo > r.block {
		hi = lo + r.block
	}
	return block{k: k, lo: lo, hi: hi}
}

// run hands out blocks to the workers and merges their results, in block
// order, into one accumulator. Everything but playing games happens on
// this goroutine, so nothing is locked per game.
func (r *runner[T]) run(ctx context.Context) (Summary[T], error) {
	jobs := make(chan block)
	results := make(chan result[T], r.workers)
	// halt stops the workers between games: cancelling ctx does so at
	// once, and so does a timeout or a cancellation the loop below sees.
	halt, haltWorkers := context.WithCancel(ctx)
	defer haltWorkers()
	var wg sync.WaitGroup
	for range r.workers {
		wg.Go(func() { r.work(halt, jobs, results) })
	}

	done := ctx.Done()
	var timeout <-chan time.Time
	if r.cfg.Timeout > 0 {
		t := time.NewTimer(r.cfg.Timeout)
		defer t.Stop()
		timeout = t.C
	}
	if p := r.cfg.Progress; p != nil {
		var total uint64
		if r.cfg.Games > 0 {
			total = r.hi - r.lo
		}
		p.Start(total)
		defer p.Finish()
	}

	prefix := r.game.NewAccumulator()
	pending := make(map[uint64]result[T]) // finished blocks waiting for an earlier one
	window := uint64(8 * r.workers)
	var (
		next, merged, inflight uint64 // blocks handed out, merged into prefix, being played
		played, finished       uint64 // games merged into prefix, games finished
		stopping, precise, cut bool   // cut: a block stopped short ended the prefix
		interrupted            StopReason
		failure                *result[T]
	)
	stopOn := func(reason StopReason) {
		if !stopping {
			stopping, interrupted = true, reason
		}
	}
	// interrupt is stopOn for a cancellation or a timeout: the workers
	// also stop between games.
	interrupt := func(reason StopReason) {
		stopOn(reason)
		haltWorkers()
	}
	for {
		if !stopping { // a cancelled or expired run starts no further block
			select {
			case <-done:
				interrupt(StopCancelled)
			case <-timeout:
				interrupt(StopTimeout)
			default:
			}
		}
		var send chan<- block
		if !stopping && next < r.blocks && next-merged < window {
			send = jobs
		}
		if send == nil && inflight == 0 {
			break
		}
		select {
		case send <- r.blockAt(next):
			next++
			inflight++
		case res := <-results:
			inflight--
			if res.err != nil {
				if failure == nil || res.failed < failure.failed {
					failure = &res
				}
				stopOn(StopCancelled)
				continue
			}
			finished += res.games
			if r.cfg.Progress != nil {
				r.cfg.Progress.Update(finished)
			}
			if precise || cut {
				continue // beyond the stopping point
			}
			pending[res.k] = res
			for next, ok := pending[merged]; ok; next, ok = pending[merged] {
				delete(pending, merged)
				prefix.Merge(next.acc)
				played += next.games
				b := r.blockAt(merged)
				merged++
				if next.games < b.hi-b.lo {
					// Halted inside this block: the games after it would
					// leave a gap.
					cut = true
					clear(pending)
					break
				}
				if r.precise(prefix) {
					precise = true
					stopping = true
					clear(pending)
					break
				}
			}
			if merged == r.blocks {
				stopping = true
			}
		case <-done:
			interrupt(StopCancelled)
			done = nil
		case <-timeout:
			interrupt(StopTimeout)
			timeout = nil
		}
	}
	close(jobs)
	wg.Wait()

	if failure != nil {
		return Summary[T]{}, failure.err
	}
	s := Summary[T]{
		Schema:      SummarySchema,
		Game:        r.game.Name(),
		Fingerprint: r.game.Fingerprint(),
		Seed:        r.cfg.Seed,
		RunGames:    r.cfg.Games,
		Games:       played,
		Ranges:      [][2]uint64{},
		Acc:         prefix,
	}
	if played > 0 {
		s.Ranges = append(s.Ranges, [2]uint64{r.lo, r.lo + played})
	}
	switch {
	case precise:
		s.Stop = StopPrecision
	case merged == r.blocks && !cut:
		s.Stop = StopGames
	default:
		s.Stop = interrupted
		// A timeout is the run's own end when it is its only stop rule.
		s.Partial = interrupted == StopCancelled || r.cfg.Games > 0 || r.cfg.Precision > 0
	}
	return s, nil
}

// precise reports whether the run may stop on precision: a precision is
// set, acc reports at least one rate with trials, and every rate with
// trials has a 95% half-width below the precision. A rate with no trials
// (a corporation never dealt) is skipped rather than holding the run
// forever.
func (r *runner[T]) precise(acc T) bool {
	if r.cfg.Precision <= 0 {
		return false
	}
	watched := 0
	for _, rate := range acc.Rates() {
		if rate.Trials == 0 {
			continue
		}
		if rate.HalfWidth95() >= r.cfg.Precision {
			return false
		}
		watched++
	}
	return watched > 0
}

// work plays the blocks it receives until jobs is closed; once halt is
// done it plays no further game.
func (r *runner[T]) work(halt context.Context, jobs <-chan block, results chan<- result[T]) {
	for b := range jobs {
		res := result[T]{k: b.k, acc: r.game.NewAccumulator()}
		res.games, res.failed, res.err = playBlock(halt, r.game, r.cfg.Seed, b, res.acc)
		results <- res
	}
}

// playBlock plays the games of b into acc, only the first ones when halt
// is done before the last, and returns how many it played. On an error or
// a panic it returns the failing game's index and an error wrapping
// ErrPlay that names it and its seed.
func playBlock[T Accumulator[T]](halt context.Context, g Game[T], runSeed uint64, b block, acc T) (games, failed uint64, err error) {
	i := b.lo
	defer func() {
		if p := recover(); p != nil {
			games, failed, err = i-b.lo, i, fmt.Errorf("%w: game %d (seed %d) panicked: %v", ErrPlay, i, dice.Derive(runSeed, i), p)
		}
	}()
	for ; i < b.hi && halt.Err() == nil; i++ {
		seed := dice.Derive(runSeed, i)
		if err := g.Play(i, seed, acc); err != nil {
			return i - b.lo, i, fmt.Errorf("%w: game %d (seed %d): %w", ErrPlay, i, seed, err)
		}
	}
	return i - b.lo, 0, nil
}
