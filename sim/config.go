package sim

import (
	"fmt"
	"math"
	"runtime"
	"time"
)

// MaxBlockSize is the largest block of games a worker plays before
// handing its accumulator back, and the block size of runs without a game
// count. Smaller runs use blocks of about a 64th of their range, so even
// a few hundred games spread over all workers. A stopped run does not
// finish its blocks, only each worker's game in progress, so the block
// size does not bound how long Ctrl-C or a timeout takes.
const MaxBlockSize = 256

// Config says which games a run plays, on how many workers, and when it
// stops.
type Config struct {
	// Games is the number of games of the whole run, all shards together.
	// Zero means no fixed count: the run stops on Precision or Timeout
	// (or cancellation) and may not be sharded.
	Games uint64
	// Seed is the run seed; game i is seeded with dice.Derive(Seed, i).
	Seed uint64
	// Workers is the number of goroutines playing games; zero means
	// runtime.GOMAXPROCS(0). It never changes the result.
	Workers int
	// Shard selects the slice of the run's games to play; the zero Shard
	// plays them all.
	Shard Shard
	// Range, when not zero, selects the games Range[0] to Range[1]-1 of
	// the run to play instead of a Shard: a slice of any size, such as the
	// next battles a browser's web worker plays while the page shows the
	// run's progress. It needs a number of games, Range[0] < Range[1] <=
	// Games, and no Shard or Precision. Its summary merges with those of
	// the run's other ranges and shards as a shard's does.
	Range [2]uint64
	// Precision, when positive, stops the run at the first block boundary
	// at which every rate the accumulator's Rates reports that has trials
	// (and at least one) has a 95% Wilson half-width below it. Only the
	// contiguous prefix of completed blocks is checked, so the stopping
	// point, and the summary, do not depend on Workers. At most 0.5. A
	// sharded run may not have one: a shard plays its whole range.
	Precision float64
	// Timeout, when positive, stops handing out games after that long;
	// games in progress finish and count. The summary then depends on the
	// machine's speed, and says StopTimeout.
	Timeout time.Duration
	// BlockSize is the number of consecutive games a worker plays into
	// one accumulator; zero chooses automatically (see MaxBlockSize).
	// With Precision it sets how finely the stopping point is chosen.
	BlockSize int
	// Progress, when not nil, is told how many games are done; see
	// TerminalProgress. It is called from one goroutine only.
	Progress Progress
}

// check validates the configuration.
func (c Config) check() error {
	switch {
	case c.Workers < 0:
		return fmt.Errorf("%w: workers %d: want 0 (all cores) or more", ErrConfig, c.Workers)
	case c.BlockSize < 0:
		return fmt.Errorf("%w: block size %d: want 0 (automatic) or more", ErrConfig, c.BlockSize)
	case math.IsNaN(c.Precision) || c.Precision < 0 || c.Precision > 0.5:
		return fmt.Errorf("%w: precision %g: want a 95%% half-width between 0 and 0.5, such as 0.005", ErrConfig, c.Precision)
	case c.Timeout < 0:
		return fmt.Errorf("%w: timeout %v is negative", ErrConfig, c.Timeout)
	case !c.Shard.valid():
		return fmt.Errorf("%w %d/%d: shards are numbered 0 to n-1", ErrShard, c.Shard.Index, c.Shard.Count)
	case c.Games == 0 && c.Precision == 0 && c.Timeout == 0:
		return fmt.Errorf("%w: no way to stop: set a number of games, a precision or a timeout", ErrConfig)
	case c.Games == 0 && c.Shard.normal().Count > 1:
		return fmt.Errorf("%w: shard %v needs a number of games to split", ErrConfig, c.Shard)
	case c.Precision > 0 && c.Shard.normal().Count > 1:
		return fmt.Errorf("%w: shard %v: a shard plays its whole range, so it takes no precision target", ErrConfig, c.Shard)
	case c.Range == [2]uint64{}:
	case c.Games == 0:
		return fmt.Errorf("%w: games %d to %d need a number of games to choose from", ErrConfig, c.Range[0], c.Range[1])
	case c.Range[0] >= c.Range[1] || c.Range[1] > c.Games:
		return fmt.Errorf("%w: games %d to %d of a run of %d: want lo < hi <= %d", ErrShard, c.Range[0], c.Range[1], c.Games, c.Games)
	case c.Shard.normal().Count > 1:
		return fmt.Errorf("%w: both shard %v and games %d to %d: choose one", ErrConfig, c.Shard, c.Range[0], c.Range[1])
	case c.Precision > 0:
		return fmt.Errorf("%w: games %d to %d: a range is played whole, so it takes no precision target", ErrConfig, c.Range[0], c.Range[1])
	}
	return nil
}

// span returns the half-open range [lo, hi) of game indices the run
// plays, of a run with a number of games: Range, or the Shard's range.
func (c Config) span() (lo, hi uint64) {
	if c.Range != [2]uint64{} {
		return c.Range[0], c.Range[1]
	}
	return c.Shard.Range(c.Games)
}

// workers returns the number of workers to start.
func (c Config) workers() int {
	if c.Workers > 0 {
		return c.Workers
	}
	return runtime.GOMAXPROCS(0)
}

// blockSize returns the block size for a range of n games (0: unbounded).
func (c Config) blockSize(n uint64) uint64 {
	if c.BlockSize > 0 {
		return uint64(c.BlockSize)
	}
	if n == 0 {
		return MaxBlockSize
	}
	return min(MaxBlockSize, max(1, (n+63)/64))
}
