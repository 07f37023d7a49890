package sim_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/aresim/aresim/internal/simtest"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTerminalProgressIsSilentOffATerminal(t *testing.T) {
	assert.Nil(t, sim.TerminalProgress(&bytes.Buffer{}))
	f, err := os.Create(filepath.Join(t.TempDir(), "log"))
	require.NoError(t, err)
	defer f.Close()
	assert.Nil(t, sim.TerminalProgress(f), "a file is not a terminal")
}

// recorder is a Progress that records what it is told.
type recorder struct {
	total   uint64
	updates []uint64
	started bool
	ended   bool
}

func (r *recorder) Start(total uint64) { r.total, r.started = total, true }
func (r *recorder) Update(done uint64) { r.updates = append(r.updates, done) }
func (r *recorder) Finish()            { r.ended = true }

func TestRunReportsProgress(t *testing.T) {
	var rec recorder
	_, err := sim.Run(context.Background(), sim.Config{Games: 1000, BlockSize: 100, Workers: 2, Shard: sim.Shard{Index: 1, Count: 2}, Progress: &rec}, simtest.Trivial{})
	require.NoError(t, err)
	assert.True(t, rec.started)
	assert.True(t, rec.ended)
	assert.Equal(t, uint64(500), rec.total, "the shard's games")
	assert.Equal(t, []uint64{100, 200, 300, 400, 500}, rec.updates)

	rec = recorder{}
	_, err = sim.Run(context.Background(), sim.Config{Precision: 0.05, Progress: &rec}, simtest.Race{})
	require.NoError(t, err)
	assert.Zero(t, rec.total, "no game count: the total is unknown")
}

func TestBarProgressDrawsCountRateAndTimeLeft(t *testing.T) {
	var buf bytes.Buffer
	_, err := sim.Run(context.Background(), sim.Config{Games: 3000, Progress: sim.NewBarProgress(&buf)}, simtest.Race{})
	require.NoError(t, err)
	assert.Regexp(t, `games .*\(\d+/3000, \d+ games/s\) \[\d+s:\d+s\]`, buf.String(), "count, rate, elapsed and time left")
}

func TestBarProgressWithoutTotalShowsTheRate(t *testing.T) {
	var buf bytes.Buffer
	p := sim.NewBarProgress(&buf)
	p.Start(0)
	p.Update(5000)
	p.Finish()
	assert.Contains(t, buf.String(), "5000")
	assert.NotContains(t, buf.String(), "5000/")
}
