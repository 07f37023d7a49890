package sim_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/internal/simtest"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// summaryJSON returns the summary as WriteSummary writes it.
func summaryJSON[T any](t *testing.T, s sim.Summary[T]) string {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, sim.WriteSummary(&buf, s))
	return buf.String()
}

// runRace runs the Race game and fails the test on an error.
func runRace(t *testing.T, cfg sim.Config) sim.Summary[*simtest.RaceAcc] {
	t.Helper()
	s, err := sim.Run(context.Background(), cfg, simtest.Race{})
	require.NoError(t, err)
	return s
}

const determinismGames = 10007 // not a multiple of any block size

func TestRunMatchesAPlainLoop(t *testing.T) {
	// The harness must play game i from dice.Derive(seed, i) and nothing
	// else: a plain loop over the games gives the same accumulator.
	const seed = 42
	g := simtest.Race{}
	want := g.NewAccumulator()
	for i := range uint64(determinismGames) {
		require.NoError(t, g.Play(i, dice.Derive(seed, i), want))
	}
	s := runRace(t, sim.Config{Games: determinismGames, Seed: seed, Workers: 2})
	assert.Equal(t, summaryJSON(t, sim.Summary[*simtest.RaceAcc]{
		Schema: sim.SummarySchema, Game: "race", Fingerprint: "spin=0", Seed: seed, RunGames: determinismGames,
		Games: determinismGames, Ranges: [][2]uint64{{0, determinismGames}}, Stop: sim.StopGames, Acc: want,
	}), summaryJSON(t, s))
	assert.Equal(t, int64(determinismGames), s.Acc.Ends.Total())
}

func TestRunIsIdenticalForAnyWorkerCountAndBlockSize(t *testing.T) {
	want := summaryJSON(t, runRace(t, sim.Config{Games: determinismGames, Seed: 7, Workers: 1}))
	for _, workers := range []int{2, 7} {
		got := summaryJSON(t, runRace(t, sim.Config{Games: determinismGames, Seed: 7, Workers: workers}))
		assert.Equal(t, want, got, "%d workers", workers)
	}
	for _, block := range []int{1, 13, 1024, 100000} {
		got := summaryJSON(t, runRace(t, sim.Config{Games: determinismGames, Seed: 7, Workers: 3, BlockSize: block}))
		assert.Equal(t, want, got, "block size %d", block)
	}
	other := summaryJSON(t, runRace(t, sim.Config{Games: determinismGames, Seed: 8, Workers: 1}))
	assert.NotEqual(t, want, other, "another seed plays other games")
}

func TestMergedShardsEqualTheWholeRun(t *testing.T) {
	want := summaryJSON(t, runRace(t, sim.Config{Games: determinismGames, Seed: 3, Workers: 2}))
	var shards []sim.Summary[*simtest.RaceAcc]
	for i := range uint64(3) {
		s := runRace(t, sim.Config{Games: determinismGames, Seed: 3, Workers: int(i) + 1, Shard: sim.Shard{Index: i, Count: 3}})
		assert.Less(t, s.Games, uint64(determinismGames))
		shards = append(shards, s)
	}
	// Merge out of order: the result does not depend on it.
	merged, err := sim.MergeSummaries(shards[2], shards[0])
	require.NoError(t, err)
	merged, err = sim.MergeSummaries(merged, shards[1])
	require.NoError(t, err)
	assert.Equal(t, want, summaryJSON(t, merged))
}

// TestMergedRangesEqualTheWholeRun: ranges of any sizes, such as a web
// worker's slices, merged in any order and with shards of the same run,
// give the summary of the whole run.
func TestMergedRangesEqualTheWholeRun(t *testing.T) {
	want := summaryJSON(t, runRace(t, sim.Config{Games: determinismGames, Seed: 3, Workers: 2}))
	var parts []sim.Summary[*simtest.RaceAcc]
	lo := uint64(0)
	for _, hi := range []uint64{1, 700, 1024, 4000, 5003} {
		s := runRace(t, sim.Config{Games: determinismGames, Seed: 3, Workers: 1, Range: [2]uint64{lo, hi}})
		assert.Equal(t, [][2]uint64{{lo, hi}}, s.Ranges)
		assert.Equal(t, hi-lo, s.Games)
		parts = append(parts, s)
		lo = hi
	}
	// The rest of the run, games 5003 on: the second of two shards.
	parts = append(parts, runRace(t, sim.Config{Games: determinismGames, Seed: 3, Shard: sim.Shard{Index: 1, Count: 2}}))
	merged := parts[len(parts)-1]
	for _, k := range []int{2, 0, 4, 1, 3} {
		var err error
		merged, err = sim.MergeSummaries(merged, parts[k])
		require.NoError(t, err)
	}
	assert.Equal(t, want, summaryJSON(t, merged))
}

func TestEmptyShard(t *testing.T) {
	s := runRace(t, sim.Config{Games: 2, Shard: sim.Shard{Index: 0, Count: 3}})
	assert.Equal(t, uint64(0), s.Games)
	assert.Empty(t, s.Ranges)
	assert.Equal(t, sim.StopGames, s.Stop)
	assert.Contains(t, summaryJSON(t, s), `"ranges": []`)
}

func TestPrecisionStopIsDeterministic(t *testing.T) {
	const precision, block = 0.03, 100
	cfg := sim.Config{Seed: 11, Precision: precision, BlockSize: block, Workers: 1}
	first := runRace(t, cfg)
	require.Equal(t, sim.StopPrecision, first.Stop)
	want := summaryJSON(t, first)
	for _, workers := range []int{2, 7} {
		cfg.Workers = workers
		assert.Equal(t, want, summaryJSON(t, runRace(t, cfg)), "%d workers", workers)
	}

	// The run stopped at the first block boundary where every rate is
	// precise enough: all are now, and one block earlier some was not.
	assert.Zero(t, first.Games%block)
	for _, r := range first.Acc.Rates() {
		assert.Less(t, r.HalfWidth95(), precision)
	}
	earlier := runRace(t, sim.Config{Seed: 11, Games: first.Games - block, Workers: 2})
	wide := 0
	for _, r := range earlier.Acc.Rates() {
		if r.HalfWidth95() >= precision {
			wide++
		}
	}
	assert.Positive(t, wide, "a block earlier some rate was still too wide")
}

func TestPrecisionWithAGameCountStopsAtWhicheverComesFirst(t *testing.T) {
	s := runRace(t, sim.Config{Games: 500, Seed: 1, Precision: 0.001})
	assert.Equal(t, sim.StopGames, s.Stop)
	assert.Equal(t, uint64(500), s.Games)

	s = runRace(t, sim.Config{Games: 1_000_000, Seed: 1, Precision: 0.05})
	assert.Equal(t, sim.StopPrecision, s.Stop)
	assert.Less(t, s.Games, uint64(1_000_000))
}

func TestPrecisionNeedsRatesToStop(t *testing.T) {
	// A game that reports no rates never becomes "precise"; the count
	// stops it.
	s, err := sim.Run(context.Background(), sim.Config{Games: 5000, Precision: 0.1}, simtest.Trivial{})
	require.NoError(t, err)
	assert.Equal(t, sim.StopGames, s.Stop)
	assert.Equal(t, int64(5000), s.Acc.Games)
}

// unplayed is the Race game with one more rate that never gets a trial,
// like a corporation no game deals.
type unplayed struct{ simtest.Race }

type unplayedAcc struct{ *simtest.RaceAcc }

func (unplayed) NewAccumulator() unplayedAcc { return unplayedAcc{simtest.Race{}.NewAccumulator()} }
func (g unplayed) Play(index, seed uint64, acc unplayedAcc) error {
	return g.Race.Play(index, seed, acc.RaceAcc)
}
func (a unplayedAcc) Merge(o unplayedAcc) { a.RaceAcc.Merge(o.RaceAcc) }
func (a unplayedAcc) Rates() []sim.Rate   { return append(a.RaceAcc.Rates(), sim.Rate{}) }

func TestPrecisionSkipsRatesWithoutTrials(t *testing.T) {
	cfg := sim.Config{Games: 1_000_000, Seed: 1, Precision: 0.05}
	s, err := sim.Run(context.Background(), cfg, unplayed{})
	require.NoError(t, err)
	assert.Equal(t, sim.StopPrecision, s.Stop, "a rate nobody plays does not hold the run")
	assert.Equal(t, runRace(t, cfg).Games, s.Games, "it stops where the played rates are precise")
}

func TestTimeoutMarksARunWithACountPartial(t *testing.T) {
	cfg := sim.Config{Games: 1 << 40, Seed: 5, Workers: 2, Timeout: 30 * time.Millisecond}
	s, err := sim.Run(context.Background(), cfg, simtest.Race{Spin: 2000})
	require.NoError(t, err)
	assert.True(t, s.Partial, "the timeout stopped it before its games")
	alone, err := sim.Run(context.Background(), sim.Config{Timeout: 20 * time.Millisecond}, simtest.Trivial{})
	require.NoError(t, err)
	assert.False(t, alone.Partial, "the timeout was its only stop rule")
	s, err = sim.Run(context.Background(), sim.Config{Timeout: 20 * time.Millisecond, Precision: 0.0001}, simtest.Race{})
	require.NoError(t, err)
	assert.True(t, s.Partial, "the timeout came before the precision target")
}

func TestTimeoutReturnsWhatWasGathered(t *testing.T) {
	cfg := sim.Config{Games: 1 << 40, Seed: 5, Workers: 2, Timeout: 30 * time.Millisecond}
	s, err := sim.Run(context.Background(), cfg, simtest.Race{Spin: 2000})
	require.NoError(t, err)
	assert.Equal(t, sim.StopTimeout, s.Stop)
	assert.Positive(t, s.Games, "blocks in progress finish and count")
	assert.Less(t, s.Games, cfg.Games)
	assert.Equal(t, [][2]uint64{{0, s.Games}}, s.Ranges)
	assert.Equal(t, int64(s.Games), s.Acc.Ends.Total())
}

func TestTimeoutAloneRunsWithoutACount(t *testing.T) {
	s, err := sim.Run(context.Background(), sim.Config{Timeout: 20 * time.Millisecond}, simtest.Trivial{})
	require.NoError(t, err)
	assert.Equal(t, sim.StopTimeout, s.Stop)
	assert.Equal(t, int64(s.Games), s.Acc.Games)
}

// hooked is the Race game with a hook called before each game.
type hooked struct {
	simtest.Race
	hook func(index uint64) error
}

func (h hooked) Play(index, seed uint64, acc *simtest.RaceAcc) error {
	if err := h.hook(index); err != nil {
		return err
	}
	return h.Race.Play(index, seed, acc)
}

func TestCancelReturnsWhatWasGathered(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const total, cancelAt = 1_000_000, 3000
	g := hooked{hook: func(i uint64) error {
		if i == cancelAt {
			cancel()
		}
		return nil
	}}
	s, err := sim.Run(ctx, sim.Config{Games: total, Seed: 9, Workers: 1, BlockSize: 64}, g)
	require.NoError(t, err)
	assert.Equal(t, sim.StopCancelled, s.Stop)
	assert.True(t, s.Partial)
	assert.Equal(t, uint64(cancelAt+1), s.Games, "the game in progress finishes, and no other starts, though its block had more")
	assert.Equal(t, [][2]uint64{{0, cancelAt + 1}}, s.Ranges)
	assert.Equal(t, int64(s.Games), s.Acc.Ends.Total())
}

// With several workers, each stops after the game it is playing: a run of
// long games (a search agent's) stops as soon as its games in progress
// end, not its blocks, and the summary covers the games from the first
// without a gap.
func TestCancelStopsEveryWorkerAfterItsGame(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const total, cancelAt, workers = 1_000_000, 3000, 3
	var cancelled atomic.Bool
	var after atomic.Int64 // games begun after the cancellation
	g := hooked{hook: func(i uint64) error {
		if cancelled.Load() {
			after.Add(1)
		}
		if i == cancelAt {
			// Cancel first: a game begun between the flag and the
			// cancellation would otherwise count as begun after it.
			cancel()
			cancelled.Store(true)
		}
		return nil
	}}
	s, err := sim.Run(ctx, sim.Config{Games: total, Seed: 9, Workers: workers, BlockSize: 1000}, g)
	require.NoError(t, err)
	assert.Equal(t, sim.StopCancelled, s.Stop)
	assert.True(t, s.Partial)
	assert.LessOrEqual(t, after.Load(), int64(workers), "at most one game per worker begins after the cancellation")
	assert.Less(t, s.Games, uint64(4000), "blocks of 1,000 games stop short")
	if s.Games > 0 {
		assert.Equal(t, [][2]uint64{{0, s.Games}}, s.Ranges)
	}
	assert.Equal(t, int64(s.Games), s.Acc.Ends.Total())
}

func TestCancelledBeforeStartPlaysNothing(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s, err := sim.Run(ctx, sim.Config{Games: 1000}, simtest.Race{})
	require.NoError(t, err)
	assert.Equal(t, sim.StopCancelled, s.Stop)
	assert.Zero(t, s.Games)
	assert.Empty(t, s.Ranges)
}

func TestAFailingGameStopsTheRunAndNamesItself(t *testing.T) {
	boom := errors.New("bot chose an illegal action")
	g := hooked{hook: func(i uint64) error {
		if i >= 500 {
			return boom
		}
		return nil
	}}
	_, err := sim.Run(context.Background(), sim.Config{Games: 100000, Seed: 4, Workers: 7, BlockSize: 10}, g)
	require.ErrorIs(t, err, sim.ErrPlay)
	require.ErrorIs(t, err, boom)
	assert.Equal(t, fmt.Sprintf("sim: game failed: game 500 (seed %d): bot chose an illegal action", dice.Derive(4, 500)), err.Error(),
		"the lowest failing game is reported, with the seed to replay it")
}

func TestAPanickingGameStopsTheRun(t *testing.T) {
	g := hooked{hook: func(i uint64) error {
		if i == 77 {
			panic("index out of range")
		}
		return nil
	}}
	_, err := sim.Run(context.Background(), sim.Config{Games: 1000, Seed: 4, Workers: 2}, g)
	require.ErrorIs(t, err, sim.ErrPlay)
	assert.Contains(t, err.Error(), "game 77")
	assert.Contains(t, err.Error(), "panicked: index out of range")
}

func TestRunRejectsBadConfigs(t *testing.T) {
	cases := map[string]struct {
		cfg  sim.Config
		want error
	}{
		"negative workers":      {sim.Config{Games: 1, Workers: -1}, sim.ErrConfig},
		"negative block":        {sim.Config{Games: 1, BlockSize: -1}, sim.ErrConfig},
		"negative precision":    {sim.Config{Games: 1, Precision: -0.1}, sim.ErrConfig},
		"precision above 0.5":   {sim.Config{Games: 1, Precision: 0.6}, sim.ErrConfig},
		"negative timeout":      {sim.Config{Games: 1, Timeout: -time.Second}, sim.ErrConfig},
		"no way to stop":        {sim.Config{}, sim.ErrConfig},
		"shard without count":   {sim.Config{Precision: 0.01, Shard: sim.Shard{Index: 0, Count: 2}}, sim.ErrConfig},
		"shard index too large": {sim.Config{Games: 10, Shard: sim.Shard{Index: 3, Count: 2}}, sim.ErrShard},
		"shard with precision":  {sim.Config{Games: 10, Precision: 0.01, Shard: sim.Shard{Index: 0, Count: 2}}, sim.ErrConfig},
		"range without count":   {sim.Config{Timeout: time.Second, Range: [2]uint64{0, 5}}, sim.ErrConfig},
		"empty range":           {sim.Config{Games: 10, Range: [2]uint64{5, 5}}, sim.ErrShard},
		"reversed range":        {sim.Config{Games: 10, Range: [2]uint64{6, 5}}, sim.ErrShard},
		"range beyond the run":  {sim.Config{Games: 10, Range: [2]uint64{5, 11}}, sim.ErrShard},
		"range and shard":       {sim.Config{Games: 10, Range: [2]uint64{0, 5}, Shard: sim.Shard{Index: 0, Count: 2}}, sim.ErrConfig},
		"range with precision":  {sim.Config{Games: 10, Range: [2]uint64{0, 5}, Precision: 0.01}, sim.ErrConfig},
	}
	for name, c := range cases {
		_, err := sim.Run(context.Background(), c.cfg, simtest.Race{})
		assert.ErrorIs(t, err, c.want, name)
	}
}

func TestMoreWorkersThanGames(t *testing.T) {
	s := runRace(t, sim.Config{Games: 3, Seed: 2, Workers: 7})
	assert.Equal(t, uint64(3), s.Games)
	assert.Equal(t, int64(3), s.Acc.Ends.Total())
}
