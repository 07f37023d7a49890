package odds

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func specSetup(t *testing.T, js string) *Setup {
	t.Helper()
	spec, err := ParseSpec([]byte(js))
	require.NoError(t, err)
	s, err := spec.Setup(nil)
	require.NoError(t, err)
	return s
}

const trooperNovice = `{"attacker": {"forces": [{"unit": "Trooper", "units": 3}]},
	"defender": {"forces": [{"unit": "Novice", "units": 2}]}}`

func TestAutoChoosesExact(t *testing.T) {
	res, err := Auto(specSetup(t, trooperNovice), Options{Battles: 1000})
	require.NoError(t, err)
	assert.Equal(t, MethodExact, res.Method)
	assert.Equal(t, "exact: 217 states, within the limit of 1000000", res.Note)
}

func TestAutoFallsBackToMonteCarlo(t *testing.T) {
	big := specSetup(t, `{"attacker": {"forces": [{"unit": "Trooper", "units": 4}, {"unit": "Tank", "units": 4},
		{"unit": "Rocket", "units": 4}, {"unit": "Predator", "units": 4}]},
		"defender": {"forces": [{"unit": "Novice", "units": 4}, {"unit": "Soldier", "units": 4},
		{"unit": "Pyre", "units": 4}, {"unit": "Ember", "units": 4}]}}`)
	_, err := Exact(big, Options{})
	assert.ErrorIs(t, err, ErrTooComplex)
	assert.ErrorContains(t, err, "an estimated")
	res, err := Auto(big, Options{Battles: 500, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, MethodMonteCarlo, res.Method)
	assert.Equal(t, int64(500), res.Battles)
	assert.Contains(t, res.Note, "montecarlo: an estimated")

	// Within the estimate but past the limit once searched: 217 states.
	small := specSetup(t, trooperNovice)
	require.Equal(t, 216.0, EstimateStates(small))
	_, err = Exact(small, Options{MaxStates: 216})
	assert.ErrorIs(t, err, ErrTooComplex)
	assert.ErrorContains(t, err, "more than the limit of 216 states")
	res, err = Auto(small, Options{MaxStates: 216, Battles: 500})
	require.NoError(t, err)
	assert.Equal(t, MethodMonteCarlo, res.Method)
	assert.Equal(t, "montecarlo: the exact search passed the limit of 216 states", res.Note)

	res, err = Run(small, Options{Method: MethodMonteCarlo, Battles: 100})
	require.NoError(t, err)
	assert.Equal(t, MethodMonteCarlo, res.Method)
	res, err = Run(small, Options{Method: MethodExact})
	require.NoError(t, err)
	assert.Equal(t, MethodExact, res.Method)
}

func TestBadOptions(t *testing.T) {
	s := specSetup(t, trooperNovice)
	for _, o := range []Options{{Battles: -1}, {Workers: -2}, {MaxStates: -1}, {Method: 9}} {
		_, err := Run(s, o)
		assert.ErrorIs(t, err, ErrBadOptions, "%+v", o)
	}
	_, err := ParseMethod("fast")
	assert.ErrorIs(t, err, ErrBadOptions)
}

// TestExplicitLineIsKept: the Bombers stand unopposed at the end of an
// explicit line. Kept, they stay there in round 1; free, the tactics move
// them behind the Trooper, to flank for the +1 (the lone Soldier's Air
// rating of 0 cannot reach them there either).
func TestExplicitLineIsKept(t *testing.T) {
	js := `{"attacker": {"forces": [{"unit": "Trooper", "units": 1}, {"unit": "Bomber", "units": 2}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 1}]},
		"line": [{"attacker": ["Trooper"], "defender": ["Soldier"]}, {"attacker": ["Bomber"]}]%s}`
	kept := specSetup(t, fmt.Sprintf(js, ""))
	assert.Equal(t, []Column{{Attacker: []string{"Trooper"}, Defender: []string{"Soldier"}}, {Attacker: []string{"Bomber"}}},
		InitialLine(kept))
	free := specSetup(t, fmt.Sprintf(js, `, "freeLine": true`))
	assert.Equal(t, []Column{{Attacker: []string{"Trooper", "Bomber"}, Defender: []string{"Soldier"}}}, InitialLine(free))
	a, err := Exact(kept, Options{})
	require.NoError(t, err)
	b, err := Exact(free, Options{})
	require.NoError(t, err)
	assert.NotEqual(t, a.AttackerWins, b.AttackerWins)
}

// TestAutoExactIsAutosFirstStep: AutoExact gives Auto's exact result, or
// the note Auto puts on its Monte Carlo result, which a run of the
// Simulation, in shards, then gives.
func TestAutoExactIsAutosFirstStep(t *testing.T) {
	s := specSetup(t, shardBattles["frontier"])
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
	g, err := NewSimulation(s, opt)
	require.NoError(t, err)
	res, err := g.Result(playShards(t, g, 2, 1, 0))
	require.NoError(t, err)
	res.Note = note
	assert.Equal(t, want, res)
}
