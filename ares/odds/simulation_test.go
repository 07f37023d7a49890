package odds

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim"
)

var shardBattles = map[string]string{
	"frontier": `{"attacker": {"forces": [{"unit": "Trooper", "units": 3}, {"unit": "Heavy Tank", "units": 1}]},
		"defender": {"forces": [{"unit": "Quake", "units": 2}]}}`,
	"attacker retreats": `{"attacker": {"forces": [{"unit": "Trooper", "units": 2}, {"unit": "Predator", "units": 2}]},
		"defender": {"forces": [{"unit": "Novice", "units": 2}, {"unit": "Ember", "units": 2}]},
		"tactics": {"attacker": {"retreat": "after:1"}, "defender": {"retreat": "worse"}}}`,
	"base attack": `{"kind": "base", "emptyBuildings": 2, "emergencyCards": 1,
		"attacker": {"faction": "Terrans", "forces": [{"unit": "Trooper", "units": 3}, {"unit": "Bomber", "units": 2}]},
		"defender": {"faction": "Kahoum", "forces": [{"unit": "Quake", "units": 2}]}}`,
}

// playShards plays the given shards of g's run, each on its own, and
// merges their summaries, read back from their JSON form, in the order
// given.
func playShards(t *testing.T, g *Simulation, count uint64, shards ...uint64) sim.Summary[*Acc] {
	t.Helper()
	var total sim.Summary[*Acc]
	for k, i := range shards {
		cfg := g.Config()
		cfg.Shard, cfg.Workers = sim.Shard{Index: i, Count: count}, 1
		sum, err := sim.Run(context.Background(), cfg, g)
		require.NoError(t, err)
		var buf bytes.Buffer
		require.NoError(t, sim.WriteSummary(&buf, sum))
		back, err := sim.ReadSummary[*Acc](&buf, fmt.Sprintf("shard %d", i), SimulationName)
		require.NoError(t, err)
		if k == 0 {
			total = back
			continue
		}
		total, err = sim.MergeSummaries(total, back)
		require.NoError(t, err)
	}
	return total
}

// TestShardsMergeToTheMonteCarloResult: the shards of a run, played apart
// and merged in any order, give MonteCarlo's result for the same seed and
// battles, retreat table included.
func TestShardsMergeToTheMonteCarloResult(t *testing.T) {
	for name, js := range shardBattles {
		for _, noTable := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s, no table %t", name, noTable), func(t *testing.T) {
				s := specSetup(t, js)
				opt := Options{Battles: 1001, Seed: 11, Workers: 2, NoRetreatTable: noTable}
				want, err := MonteCarlo(s, opt)
				require.NoError(t, err)
				g, err := NewSimulation(s, opt)
				require.NoError(t, err)
				got, err := g.Result(playShards(t, g, 5, 3, 0, 4, 1, 2))
				require.NoError(t, err)
				assert.Equal(t, want, got)
				assert.Equal(t, !noTable, len(got.RetreatTable) > 0)
			})
		}
	}
}

// playRanges plays the battles of g's run in the ranges that end at cuts
// (as a browser's web workers play them, each range on its own), and
// merges their summaries, read back from their JSON form, last to first.
func playRanges(t *testing.T, g *Simulation, cuts ...uint64) sim.Summary[*Acc] {
	t.Helper()
	var parts []sim.Summary[*Acc]
	lo := uint64(0)
	for _, hi := range cuts {
		cfg := g.Config()
		cfg.Range, cfg.Workers = [2]uint64{lo, hi}, 1
		sum, err := sim.Run(context.Background(), cfg, g)
		require.NoError(t, err)
		var buf bytes.Buffer
		require.NoError(t, sim.WriteSummary(&buf, sum))
		back, err := sim.ReadSummary[*Acc](&buf, fmt.Sprintf("battles %d to %d", lo, hi), SimulationName)
		require.NoError(t, err)
		parts = append(parts, back)
		lo = hi
	}
	total := parts[len(parts)-1]
	for i := len(parts) - 2; i >= 0; i-- {
		var err error
		total, err = sim.MergeSummaries(total, parts[i])
		require.NoError(t, err)
	}
	return total
}

// TestRangesMergeToTheMonteCarloResult: a run played in ranges of any
// sizes, apart, and merged in any order gives MonteCarlo's result for the
// same seed and battles, retreat table included; its first ranges give
// the shorter run's, marked partial.
func TestRangesMergeToTheMonteCarloResult(t *testing.T) {
	for name, js := range shardBattles {
		for _, noTable := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s, no table %t", name, noTable), func(t *testing.T) {
				s := specSetup(t, js)
				opt := Options{Battles: 3000, Seed: 11, Workers: 2, NoRetreatTable: noTable}
				want, err := MonteCarlo(s, opt)
				require.NoError(t, err)
				g, err := NewSimulation(s, opt)
				require.NoError(t, err)
				got, err := g.Result(playRanges(t, g, 1, 700, 1024, 2999, 3000))
				require.NoError(t, err)
				assert.Equal(t, want, got)
				assert.Equal(t, !noTable, len(got.RetreatTable) > 0)
			})
		}
	}
	s := specSetup(t, shardBattles["attacker retreats"])
	g, err := NewSimulation(s, Options{Battles: 100000, Seed: 4})
	require.NoError(t, err)
	got, err := g.Result(playRanges(t, g, 500, 1500))
	require.NoError(t, err)
	assert.True(t, got.Partial)
	assert.Equal(t, StopCancelled, got.Stop)
	assert.NotEmpty(t, got.RetreatTable, "the partial result keeps its retreat table")
	short, err := MonteCarlo(s, Options{Battles: 1500, Seed: 4})
	require.NoError(t, err)
	got.Partial, got.Stop, got.RequestedBattles = false, StopBattles, 1500
	assert.Equal(t, short, got)
}

// TestShardsOfAPrefixArePartial: the first shards of a run are the
// shorter run of their battles, marked partial.
func TestShardsOfAPrefixArePartial(t *testing.T) {
	s := specSetup(t, shardBattles["attacker retreats"])
	g, err := NewSimulation(s, Options{Battles: 900, Seed: 4})
	require.NoError(t, err)
	got, err := g.Result(playShards(t, g, 3, 1, 0))
	require.NoError(t, err)
	assert.True(t, got.Partial)
	assert.Equal(t, StopCancelled, got.Stop)
	assert.Equal(t, int64(900), got.RequestedBattles)
	assert.Equal(t, int64(600), got.Battles)
	assert.NotEmpty(t, got.RetreatTable)

	short, err := MonteCarlo(s, Options{Battles: 600, Seed: 4})
	require.NoError(t, err)
	got.Partial, got.Stop, got.RequestedBattles = false, StopBattles, 600
	assert.Equal(t, short, got)
}

// Result refuses the summaries of other runs and battles not at the start
// of the run; the JSON form refuses counts that do not add up.
func TestSimulationRefusals(t *testing.T) {
	s := specSetup(t, shardBattles["frontier"])
	opt := Options{Battles: 300, Seed: 1}
	g, err := NewSimulation(s, opt)
	require.NoError(t, err)
	other := func(s *Setup, opt Options) *Simulation {
		g, err := NewSimulation(s, opt)
		require.NoError(t, err)
		return g
	}
	for name, sum := range map[string]sim.Summary[*Acc]{
		"another seed":          playShards(t, other(s, Options{Battles: 300, Seed: 2}), 1, 0),
		"another run size":      playShards(t, other(s, Options{Battles: 301, Seed: 1}), 1, 0),
		"another battle":        playShards(t, other(specSetup(t, shardBattles["base attack"]), opt), 1, 0),
		"another retreat table": playShards(t, other(s, Options{Battles: 300, Seed: 1, NoRetreatTable: true}), 1, 0),
		"not the first battles": playShards(t, g, 3, 1, 2),
		"a gap":                 playShards(t, g, 3, 0, 2),
	} {
		_, err := g.Result(sum)
		assert.ErrorIs(t, err, ErrBadOptions, name)
	}
	_, err = sim.MergeSummaries(playShards(t, g, 2, 0), playShards(t, other(s, Options{Battles: 300, Seed: 1, NoRetreatTable: true}), 2, 1))
	assert.ErrorIs(t, err, sim.ErrMismatch, "shards of runs with and without the retreat table")

	good, err := json.Marshal(g.NewAccumulator())
	require.NoError(t, err)
	var acc Acc
	require.NoError(t, json.Unmarshal(good, &acc))
	for _, bad := range []string{`[]`, `{}`, `{"battles": {}}`,
		`{"battles": {"total": 1, "outcomes": [0,1,0,0,0,0,0], "endedAt": [0,1], "survivors": [[0,1]],
		 "destroyed": [1], "winsPassed": [0,0], "unitsPassed": [0,0], "shadowUnits": [0,0], "shadowMass": [0]}}`,
		`{"battles": {"total": 1, "outcomes": [0,1,0,0,0,0,0], "endedAt": [0,1], "survivors": [[-1,2]],
		 "destroyed": [1], "winsPassed": [0,0], "unitsPassed": [0,0], "shadowUnits": [0,0], "shadowMass": [0,0]}}`,
		`{"battles": {"total": 2, "outcomes": [0,1,0,0,0,0,0], "endedAt": [0,2], "survivors": [[0,2]],
		 "destroyed": [2], "winsPassed": [0,0], "unitsPassed": [0,0], "shadowUnits": [0,0], "shadowMass": [0,0]}}`,
	} {
		assert.ErrorIs(t, json.Unmarshal([]byte(bad), &acc), ErrBadOptions, bad)
	}
}
