package odds

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var sliceBattles = map[string]string{
	"frontier": `{"attacker": {"forces": [{"unit": "Trooper", "units": 3}, {"unit": "Heavy Tank", "units": 1}]},
		"defender": {"forces": [{"unit": "Quake", "units": 2}]}}`,
	"attacker retreats": `{"attacker": {"forces": [{"unit": "Trooper", "units": 2}, {"unit": "Predator", "units": 2}]},
		"defender": {"forces": [{"unit": "Novice", "units": 2}, {"unit": "Ember", "units": 2}]},
		"tactics": {"attacker": {"retreat": "after:1"}, "defender": {"retreat": "worse"}}}`,
	"base attack": `{"kind": "base", "emptyBuildings": 2, "emergencyCards": 1,
		"attacker": {"faction": "Terrans", "forces": [{"unit": "Trooper", "units": 3}, {"unit": "Bomber", "units": 2}]},
		"defender": {"faction": "Kahoum", "forces": [{"unit": "Quake", "units": 2}]}}`,
}

// playInSlices plays the n battles of a run in the slices that end at
// cuts, through their JSON form, and merges them last to first.
func playInSlices(t *testing.T, s *Setup, opt Options, cuts ...int64) *Slice {
	t.Helper()
	var parts []*Slice
	lo := int64(0)
	for _, hi := range cuts {
		sl, err := PlaySlice(s, opt, lo, hi)
		require.NoError(t, err)
		js, err := json.Marshal(sl)
		require.NoError(t, err)
		var back Slice
		require.NoError(t, json.Unmarshal(js, &back))
		parts = append(parts, &back)
		lo = hi
	}
	total := parts[len(parts)-1]
	for i := len(parts) - 2; i >= 0; i-- {
		require.NoError(t, total.Merge(parts[i]))
	}
	return total
}

// TestSlicesMergeToTheMonteCarloResult: the slices of a run, played apart
// and merged in any order, give MonteCarlo's result for the same seed and
// battles, retreat table included.
func TestSlicesMergeToTheMonteCarloResult(t *testing.T) {
	for name, js := range sliceBattles {
		for _, noTable := range []bool{false, true} {
			t.Run(name, func(t *testing.T) {
				s := specSetup(t, js)
				opt := Options{Battles: 3000, Seed: 11, Workers: 2, NoRetreatTable: noTable}
				want, err := MonteCarlo(s, opt)
				require.NoError(t, err)
				merged := playInSlices(t, s, opt, 1, 700, 1024, 2999, 3000)
				lo, hi := merged.Battles()
				assert.Equal(t, [2]int64{0, 3000}, [2]int64{lo, hi})
				got, err := merged.Result(s, opt)
				require.NoError(t, err)
				assert.Equal(t, want, got)
				assert.Equal(t, !noTable, len(got.RetreatTable) > 0)
			})
		}
	}
}

// TestPartialSliceIsTheShorterRun: the first k battles of a run of n are
// the run of k battles, marked partial.
func TestPartialSliceIsTheShorterRun(t *testing.T) {
	s := specSetup(t, sliceBattles["attacker retreats"])
	short, err := MonteCarlo(s, Options{Battles: 1500, Seed: 4})
	require.NoError(t, err)
	got, err := playInSlices(t, s, Options{Battles: 100000, Seed: 4}, 500, 1500).Result(s, Options{Battles: 100000, Seed: 4})
	require.NoError(t, err)
	assert.True(t, got.Partial)
	assert.Equal(t, StopCancelled, got.Stop)
	assert.Equal(t, int64(100000), got.RequestedBattles)
	assert.Equal(t, int64(1500), got.Battles)
	assert.NotEmpty(t, got.RetreatTable, "the partial result keeps its retreat table")
	got.Partial, got.Stop, got.RequestedBattles = false, StopBattles, 1500
	assert.Equal(t, short, got)
}

func TestSliceRefusals(t *testing.T) {
	s := specSetup(t, sliceBattles["frontier"])
	other := specSetup(t, sliceBattles["base attack"])
	opt := Options{Battles: 100, Seed: 1}
	play := func(s *Setup, opt Options, lo, hi int64) *Slice {
		sl, err := PlaySlice(s, opt, lo, hi)
		require.NoError(t, err)
		return sl
	}
	a := play(s, opt, 0, 10)
	for name, next := range map[string]*Slice{
		"another seed":     play(s, Options{Seed: 2}, 10, 20),
		"not adjacent":     play(s, opt, 11, 20),
		"another battle":   play(other, opt, 10, 20),
		"no retreat table": play(specSetup(t, sliceBattles["attacker retreats"]), opt, 10, 20),
	} {
		before, _ := json.Marshal(a)
		assert.Error(t, a.Merge(next), name)
		after, _ := json.Marshal(a)
		assert.JSONEq(t, string(before), string(after), "%s: a refused merge changes nothing", name)
	}
	_, err := play(s, opt, 5, 10).Result(s, opt)
	assert.ErrorContains(t, err, "start at 5")
	_, err = play(s, opt, 0, 101).Result(s, opt)
	assert.ErrorContains(t, err, "more than the 100")
	_, err = a.Result(s, Options{Battles: 100, Seed: 3})
	assert.ErrorContains(t, err, "seed 1, not 3")
	_, err = a.Result(other, opt)
	assert.ErrorContains(t, err, "another battle")
	_, err = PlaySlice(s, opt, 10, 5)
	assert.ErrorIs(t, err, ErrBadOptions)
	for _, bad := range []string{`[]`, `{"lo": 5, "hi": 1}`, `{"lo": 0, "hi": 1, "main": {}}`,
		`{"lo": 0, "hi": 1, "main": {"total": 2, "outcomes": [0,0,0,0,0,0]}}`,
		`{"lo": 0, "hi": 1, "main": {"total": 1, "outcomes": [1,0,0,0,0,0], "endedAt": [0,1], "survivors": [[-1, 2]],
		 "destroyed": [1], "winsPassed": [0,0], "unitsPassed": [0,0], "shadowUnits": [0,0], "shadowMass": [0,0]}}`} {
		var sl Slice
		assert.ErrorIs(t, json.Unmarshal([]byte(bad), &sl), ErrBadOptions, bad)
	}
}

// TestAutoExactIsAutosFirstStep: AutoExact gives Auto's exact result, or
// the note Auto puts on its Monte Carlo result.
func TestAutoExactIsAutosFirstStep(t *testing.T) {
	s := specSetup(t, sliceBattles["frontier"])
	want, err := Auto(s, Options{})
	require.NoError(t, err)
	got, note, err := AutoExact(context.Background(), s, Options{})
	require.NoError(t, err)
	assert.Equal(t, want, got)
	assert.Empty(t, note)

	opt := Options{MaxStates: 100, Battles: 2000, Seed: 5}
	want, err = Auto(s, opt)
	require.NoError(t, err)
	require.Equal(t, MethodMonteCarlo, want.Method)
	got, note, err = AutoExact(context.Background(), s, opt)
	require.NoError(t, err)
	assert.Nil(t, got)
	assert.Equal(t, want.Note, note)
	res, err := playInSlices(t, s, opt, 2000).Result(s, opt)
	require.NoError(t, err)
	res.Note = note
	assert.Equal(t, want, res)
}
