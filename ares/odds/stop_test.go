package odds

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countingProgress records what a run tells its progress bar.
type countingProgress struct {
	total, last uint64
	updates     int
	finished    bool
}

func (p *countingProgress) Start(total uint64) { p.total = total }
func (p *countingProgress) Update(done uint64) { p.last, p.updates = done, p.updates+1 }
func (p *countingProgress) Finish()            { p.finished = true }

// A Monte Carlo run stopped by its timeout returns the first battles of
// the run, exactly the result of a run of that many battles, marked
// partial; the retreat table, computed on the same dice, comes with it.
func TestMonteCarloTimeoutReturnsThePlayedPrefix(t *testing.T) {
	s := threeEach(t)
	p := &countingProgress{}
	res, err := MonteCarlo(s, Options{Battles: 1 << 40, Seed: 3, Workers: 2, Timeout: 50 * time.Millisecond, Progress: p})
	require.NoError(t, err)
	assert.Equal(t, StopTimeout, res.Stop)
	assert.True(t, res.Partial)
	assert.Equal(t, int64(1<<40), res.RequestedBattles)
	require.Positive(t, res.Battles)
	assert.NotEmpty(t, res.RetreatTable)
	assert.Equal(t, uint64(1<<40), p.total)
	assert.GreaterOrEqual(t, p.last, uint64(res.Battles), "the bar counts every battle finished")
	assert.True(t, p.finished)

	same, err := MonteCarlo(s, Options{Battles: res.Battles, Seed: 3, Workers: 1})
	require.NoError(t, err)
	assert.Equal(t, StopBattles, same.Stop)
	assert.False(t, same.Partial)
	same.Stop, same.Partial, same.RequestedBattles = res.Stop, res.Partial, res.RequestedBattles
	assert.Equal(t, same, res, "a prefix of the run: battles 0 to Battles-1")
}

// Cancelling the context of RunContext stops a Monte Carlo run the same
// way, and stops the exact calculation with an error.
func TestRunContextCancels(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	res, err := RunContext(ctx, threeEach(t), Options{Method: MethodMonteCarlo, Battles: 1 << 40, Workers: 2})
	require.NoError(t, err)
	assert.Equal(t, StopCancelled, res.Stop)
	assert.True(t, res.Partial)

	done, cancelNow := context.WithCancel(context.Background())
	cancelNow()
	_, err = RunContext(done, toughVsShield(t), Options{Method: MethodExact})
	require.ErrorIs(t, err, context.Canceled)
	assert.Contains(t, err.Error(), "odds: the exact calculation was stopped")

	full, err := RunContext(context.Background(), oneEach(t), Options{Method: MethodMonteCarlo, Battles: 5000})
	require.NoError(t, err)
	assert.Equal(t, StopBattles, full.Stop)
	assert.Equal(t, int64(5000), full.Battles)
	exact, err := Exact(oneEach(t), Options{})
	require.NoError(t, err)
	assert.Equal(t, StopExact, exact.Stop)
	assert.False(t, exact.Partial)
}

// A run whose attacker may retreat plays each battle a second time,
// pressing on, for its retreat table; stopped early, it keeps the table
// of the battles it played.
func TestAStoppedRunKeepsTheRetreatTableOfItsBattles(t *testing.T) {
	s := threeEach(t)
	s.Tactics.Attacker.Retreat = Retreat{Kind: RetreatAfter, Round: 2}
	res, err := MonteCarlo(s, Options{Battles: 1 << 40, Seed: 5, Workers: 2, Timeout: 30 * time.Millisecond})
	require.NoError(t, err)
	assert.True(t, res.Partial)
	require.Positive(t, res.Battles)
	assert.NotEmpty(t, res.RetreatTable)

	same, err := MonteCarlo(s, Options{Battles: res.Battles, Seed: 5, Workers: 1})
	require.NoError(t, err)
	same.Stop, same.Partial, same.RequestedBattles = res.Stop, res.Partial, res.RequestedBattles
	assert.Equal(t, same, res, "the odds and the retreat table of battles 0 to Battles-1")
}
