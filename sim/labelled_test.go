package sim_test

import (
	"encoding/json"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTallySharesAndMerge(t *testing.T) {
	a := sim.NewTally("seat one", "seat two", "draw")
	a.Record(0)
	a.Record(0)
	a.Record(1)
	a.Add(2, 1)
	b := sim.NewTally("seat one", "seat two", "draw")
	b.Record(1)
	a.Merge(&b)
	assert.Equal(t, int64(5), a.Total())
	assert.Equal(t, sim.Rate{Successes: 2, Trials: 5}, a.Share(0))
	assert.Equal(t, sim.Rate{Successes: 2, Trials: 4}, a.ShareAmong(0, 0, 1), "first seat among decisive games")
	assert.Equal(t, []sim.Rate{{Successes: 2, Trials: 5}, {Successes: 2, Trials: 5}, {Successes: 1, Trials: 5}}, a.Rates())
	data, err := json.Marshal(a)
	require.NoError(t, err)
	assert.Equal(t, `{"labels":["seat one","seat two","draw"],"counts":[2,2,1]}`, string(data))
}

func TestTallyMergesByLabel(t *testing.T) {
	a := sim.NewTally("base", "points")
	a.Record(1)
	b := sim.NewTally("points", "tie", "base")
	b.Record(0)
	b.Record(1)
	b.Record(2)
	a.Merge(&b)
	assert.Equal(t, []string{"base", "points", "tie"}, a.Labels())
	assert.Equal(t, [3]int64{1, 2, 1}, [3]int64{a.Count(0), a.Count(1), a.Count(2)})
}

func TestRateSetMergeAndJSON(t *testing.T) {
	a := sim.NewRateSet("melee", "ranged")
	a.Record(0, true)
	a.Record(1, false)
	b := sim.NewRateSet("ranged", "siege")
	b.Record(0, true)
	b.Add(1, sim.Rate{Successes: 1, Trials: 4})
	a.Merge(&b)
	assert.Equal(t, []string{"melee", "ranged", "siege"}, a.Labels())
	assert.Equal(t, sim.Rate{Successes: 1, Trials: 2}, a.At(1))
	data, err := json.Marshal(a)
	require.NoError(t, err)
	var back sim.RateSet
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, a.Rates(), back.Rates())
	assert.Equal(t, a.Labels(), back.Labels())
}

func TestMatrixRecordMergeAndJSON(t *testing.T) {
	factions := []string{"a", "b"}
	m := sim.NewMatrix(factions, factions)
	m.Record(0, 1, true)
	m.Record(0, 1, false)
	m.Record(1, 0, true)
	o := sim.NewMatrix(factions, factions)
	o.Add(0, 1, sim.Rate{Successes: 3, Trials: 3})
	m.Merge(&o)
	assert.Equal(t, sim.Rate{Successes: 4, Trials: 5}, m.At(0, 1))
	data, err := json.Marshal(m)
	require.NoError(t, err)
	assert.Equal(t, `{"rows":["a","b"],"cols":["a","b"],"cells":[[{"successes":0,"trials":0},{"successes":4,"trials":5}],[{"successes":1,"trials":1},{"successes":0,"trials":0}]]}`, string(data))
	var back sim.Matrix
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, m.Rates(), back.Rates())
	assert.Panics(t, func() { m.Record(2, 0, true) }, "a cell outside the matrix is a programming error")
}

func TestMatrixMergesByLabel(t *testing.T) {
	m := sim.NewMatrix([]string{"a", "b"}, []string{"x"})
	m.Record(1, 0, true)
	o := sim.NewMatrix([]string{"c", "b"}, []string{"y", "x"})
	o.Record(1, 1, false)
	o.Record(0, 0, true)
	m.Merge(&o)
	assert.Equal(t, []string{"a", "b", "c"}, m.Rows())
	assert.Equal(t, []string{"x", "y"}, m.Cols())
	assert.Equal(t, sim.Rate{Successes: 1, Trials: 2}, m.At(1, 0), "(b, x) from both")
	assert.Equal(t, sim.Rate{Successes: 1, Trials: 1}, m.At(2, 1), "(c, y) from o")
	assert.Equal(t, sim.Rate{}, m.At(0, 1))
}

func TestLabelledJSONRejectsInconsistentContent(t *testing.T) {
	var tally sim.Tally
	var set sim.RateSet
	var m sim.Matrix
	cases := []struct {
		into any
		json string
	}{
		{&tally, `{"labels":["a","b"],"counts":[1]}`},
		{&tally, `{"labels":["a","a"],"counts":[1,1]}`},
		{&tally, `{"labels":["a",""],"counts":[1,1]}`},
		{&tally, `{"labels":["a"],"counts":[-1]}`},
		{&set, `{"labels":["a"],"rates":[{"successes":2,"trials":1}]}`},
		{&set, `{"labels":["a"],"rates":[]}`},
		{&m, `{"rows":["a"],"cols":["x","y"],"cells":[[{"successes":0,"trials":0}]]}`},
		{&m, `{"rows":["a","b"],"cols":["x"],"cells":[[{"successes":0,"trials":0}]]}`},
		{&m, `{"rows":["a"],"cols":["x"],"cells":[[{"successes":3,"trials":1}]]}`},
		{&m, `{"rows":["a"],"cols":["x"],"cells":[[{"successes":0,"trials":0}]],"extra":true}`},
	}
	for _, c := range cases {
		assert.Error(t, json.Unmarshal([]byte(c.json), c.into), c.json)
	}
}
