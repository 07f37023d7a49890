package sim_test

import (
	"math"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseShard(t *testing.T) {
	s, err := sim.ParseShard("2/5")
	require.NoError(t, err)
	assert.Equal(t, sim.Shard{Index: 2, Count: 5}, s)
	assert.Equal(t, "2/5", s.String())
	s, err = sim.ParseShard("0/1")
	require.NoError(t, err)
	assert.Equal(t, sim.Shard{Index: 0, Count: 1}, s)
	assert.Equal(t, "0/1", sim.Shard{}.String())
}

func TestParseShardRejectsBadSpecs(t *testing.T) {
	for spec, why := range map[string]string{
		"3/2":   "shards are numbered 0 to 1",
		"2/2":   "shards are numbered 0 to 1",
		"0/0":   "the number of shards must be at least 1",
		"a/b":   "must be whole numbers",
		"1/":    "must be whole numbers",
		"-1/2":  "must be whole numbers",
		"1.5/2": "must be whole numbers",
		" 1/2":  "must be whole numbers",
		"3":     "want i/n",
		"":      "want i/n",
		"1/2/3": "must be whole numbers",
	} {
		_, err := sim.ParseShard(spec)
		require.ErrorIs(t, err, sim.ErrShard, spec)
		assert.Contains(t, err.Error(), why, spec)
		assert.Contains(t, err.Error(), `"`+spec+`"`, "the message quotes the spec")
	}
}

func TestShardRangesPartitionTheRun(t *testing.T) {
	for _, games := range []uint64{0, 1, 7, 10, 1000, 1_000_003} {
		for _, n := range []uint64{1, 2, 3, 7, 16} {
			var next uint64
			for i := range n {
				lo, hi := sim.Shard{Index: i, Count: n}.Range(games)
				assert.Equal(t, next, lo, "shard %d/%d of %d starts where the last ended", i, n, games)
				assert.LessOrEqual(t, hi-lo, games/n+1)
				assert.GreaterOrEqual(t, hi-lo, games/n)
				next = hi
			}
			assert.Equal(t, games, next, "%d shards of %d cover every game", n, games)
		}
	}
	lo, hi := sim.Shard{}.Range(10)
	assert.Equal(t, [2]uint64{0, 10}, [2]uint64{lo, hi}, "the zero shard is the whole run")
}

func TestShardRangeDoesNotOverflow(t *testing.T) {
	lo, hi := sim.Shard{Index: 2, Count: 3}.Range(math.MaxUint64)
	assert.Equal(t, uint64(math.MaxUint64/3*2), lo)
	assert.Equal(t, uint64(math.MaxUint64), hi)
}
