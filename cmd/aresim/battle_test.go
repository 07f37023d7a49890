package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// execute runs the aresim command tree with args and stdin, and returns
// its output and error.
func execute(t *testing.T, stdin string, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetIn(strings.NewReader(stdin))
	err := root.Execute()
	return out.String(), err
}

const battleSpec = `{"kind": "base", "emptyBuildings": 1,
 "attacker": {"faction": "Terrans", "forces": [{"name": "Troopers", "unit": "Trooper", "units": 3},
   {"name": "Bombers", "unit": "Bomber", "units": 2}]},
 "defender": {"faction": "Kahoum", "forces": [{"name": "Quakes", "unit": "Quake", "units": 2}]},
 "line": ["baseCard", {"attacker": ["Troopers", "Bombers"], "defender": ["Quakes"]}, "baseCard"]}`

func writeSpec(t *testing.T, spec string) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "battle.json")
	require.NoError(t, os.WriteFile(name, []byte(spec), 0o600))
	return name
}

func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// TestBattleJSONContract pins the keys of `aresim battle --format json`
// (schema aresim-battle/1) and their types.
func TestBattleJSONContract(t *testing.T) {
	out, err := execute(t, "", "battle", writeSpec(t, battleSpec), "--format", "json")
	require.NoError(t, err)
	var res map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.Equal(t, []string{"attackerWins", "battles", "ci95", "defenderWins", "emptyBuildings", "endedByRound",
		"method", "note", "outcomes", "partial", "requestedBattles", "retreatTable", "schema", "states", "stop", "survivors"}, keys(res))
	assert.Equal(t, "aresim-battle/1", res["schema"])
	assert.Equal(t, "exact", res["method"])
	assert.Equal(t, "exact", res["stop"])
	assert.Equal(t, false, res["partial"])
	assert.Equal(t, 0.0, res["battles"])
	assert.Positive(t, res["states"])
	ci := res["ci95"].(map[string]any)
	assert.Equal(t, []string{"attackerWins"}, keys(ci))
	assert.Len(t, ci["attackerWins"], 2)
	assert.Equal(t, []string{"attackerEliminated", "attackerRetreated", "bothEliminated", "defenderEliminated",
		"defenderRetreated", "roundLimit"}, keys(res["outcomes"].(map[string]any)))
	assert.Len(t, res["endedByRound"], 6)
	surv := res["survivors"].(map[string]any)
	assert.Equal(t, []string{"attacker", "defender"}, keys(surv))
	att := surv["attacker"].([]any)
	require.Len(t, att, 2)
	first := att[0].(map[string]any)
	assert.Equal(t, []string{"dist", "mean", "name"}, keys(first))
	assert.Equal(t, "Troopers", first["name"])
	assert.Len(t, first["dist"], 4, "0 to 3 Troopers")
	assert.Len(t, res["retreatTable"], 6)
	row := res["retreatTable"].([]any)[0].(map[string]any)
	assert.Equal(t, []string{"attackerUnits", "attackerWins", "ci95", "round"}, keys(row))
	assert.Equal(t, []string{"dist", "mean"}, keys(res["emptyBuildings"].(map[string]any)))
}

func TestBattleFromFlags(t *testing.T) {
	out, err := execute(t, "", "battle", "--attacker", "Trooper*3,Heavy Tank*1", "--defender", "Quake*2",
		"--attacker-faction", "Terrans", "--defender-faction", "Kahoum")
	require.NoError(t, err)
	for _, want := range []string{"battle:", "frontier, 6 rounds (exact,", "attacker wins:", "defender eliminated",
		"ended by round", "attacker Trooper", "attacker Heavy Tank", "defender Quake", "attacker retreats in round"} {
		assert.Contains(t, out, want)
	}
	assert.NotContains(t, out, "Empty Buildings", "no Base Cards on the Frontier")
}

// TestBattleMonteCarloWorkers: the same seed gives the same result at any
// number of workers.
func TestBattleMonteCarloWorkers(t *testing.T) {
	args := []string{"battle", "--attacker", "Trooper*2,Predator*2", "--defender", "Novice*2,Ember*2",
		"--method", "montecarlo", "--battles", "5000", "--seed", "42", "--format", "json"}
	one, err := execute(t, "", append(args, "--workers", "1")...)
	require.NoError(t, err)
	three, err := execute(t, "", append(args, "--workers", "3")...)
	require.NoError(t, err)
	assert.Equal(t, one, three)
	var res map[string]any
	require.NoError(t, json.Unmarshal([]byte(one), &res))
	assert.Equal(t, "montecarlo", res["method"])
	assert.Equal(t, 5000.0, res["battles"])
	other, err := execute(t, "", append(args[:len(args)-2], "--seed", "43", "--format", "json")...)
	require.NoError(t, err)
	assert.NotEqual(t, one, other, "another seed, other dice")
}

func TestBattleFromStdinWithOverrides(t *testing.T) {
	out, err := execute(t, battleSpec, "battle", "-", "--rounds", "2", "--method", "exact", "--no-retreat-table")
	require.NoError(t, err)
	assert.Contains(t, out, "base, 2 rounds")
	assert.Contains(t, out, "line:           [Base Card] [Troopers + Bombers / Quakes] [Base Card]")
	assert.Contains(t, out, "Empty Buildings destroyed:")
	assert.NotContains(t, out, "attacker retreats in round")
}

func TestBattleToHit(t *testing.T) {
	out, err := execute(t, battleSpec, "battle", "-", "--tohit", "--format", "json")
	require.NoError(t, err)
	_, got := toHitMap(t, out)
	// Troopers: Armor 1; Bombers flank the Troopers: Armor 1+1, Building
	// 3+1-1 at a Base Card past the Quakes' column; Quakes: Infantry 3, Air
	// 0 with two units (one die hitting on 1).
	assert.Equal(t, map[string]any{"Troopers>Quakes": 1, "Troopers>baseCard left": 0, "Troopers>baseCard right": 0,
		"Bombers>Quakes": 2, "Bombers>baseCard left": 3, "Bombers>baseCard right": 3,
		"Quakes>Troopers": 3, "Quakes>Bombers": 0}, got)

	out, err = execute(t, `{"attacker": {"forces": [{"unit": "Trooper", "units": 1}]},
		"defender": {"forces": [{"unit": "Ember", "units": 1}]},
		"line": [{"attacker": ["Trooper"], "defender": ["Ember"]}]}`, "battle", "-", "--tohit", "--format", "json")
	require.NoError(t, err)
	assert.Contains(t, out, `"target": "Ember",
      "value": null`, "a single unit at to-hit 0 cannot fire")

	out, err = execute(t, battleSpec, "battle", "-", "--tohit")
	require.NoError(t, err)
	assert.Contains(t, out, "Quakes    Bombers         0")
	assert.Contains(t, out, "to-hit 0: one die per two units (an odd unit left out), each hitting on a 1.", "the legend says what 0 means")
}

// With --attacker and --defender, --tohit stands the Forces in the order
// given: the k-th attacker Force opposite the k-th defender Force, the
// longer side's last Forces unopposed, Base Cards at both ends of a base
// attack.
func TestBattleToHitFromFlags(t *testing.T) {
	out, err := execute(t, "", "battle", "--attacker", "Trooper*3,Bomber*2,Trooper*1", "--defender", "Quake*2",
		"--kind", "base", "--tohit", "--format", "json")
	require.NoError(t, err)
	schema, got := toHitMap(t, out)
	assert.Equal(t, "aresim-tohit/1", schema)
	// The Troopers stand opposite the Quakes (Armor 1); the Quakes fire
	// at them with Infantry 3, and at the Bombers in the next column with
	// Air 0 less one for their own column, which holds an enemy Force:
	// below 0, they cannot fire.
	assert.Equal(t, 1, got["Trooper>Quake"])
	assert.Equal(t, 3, got["Quake>Trooper"])
	assert.Nil(t, got["Quake>Bomber"])
	assert.Contains(t, got, "Trooper 2>Quake", "the second Trooper Force is named as the setup names it")
	assert.Contains(t, got, "Trooper>baseCard left")
	flagOrder, err := execute(t, "", "battle", "--attacker", "Trooper*3,Bomber*2,Trooper*1", "--defender", "Quake*2",
		"--kind", "base", "--tohit", "--format", "json")
	require.NoError(t, err)
	explicit, err := execute(t, `{"kind": "base", "attacker": {"forces": [{"unit": "Trooper", "units": 3},
		{"unit": "Bomber", "units": 2}, {"unit": "Trooper", "units": 1}]}, "defender": {"forces": [{"unit": "Quake", "units": 2}]},
		"line": ["baseCard", {"attacker": ["Trooper"], "defender": ["Quake"]}, {"attacker": ["Bomber"]}, {"attacker": ["Trooper 2"]},
		"baseCard"]}`, "battle", "-", "--tohit", "--format", "json")
	require.NoError(t, err)
	assert.Equal(t, explicit, flagOrder, "the flag order is that explicit line")
}

func TestBattleErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		want  string
	}{
		{"no battle", "", []string{"battle"}, "give a battle file"},
		{"missing file", "", []string{"battle", "/nonexistent/battle.json"}, "read the battle"},
		{"file and flags", "", []string{"battle", "x.json", "--attacker", "Trooper"}, "not both"},
		{"bad JSON field", `{"attacker": {"forces": [{"unit": "Tank", "units": 5}]}, "defender": {"forces": []}}`,
			[]string{"battle", "-"}, "stdin: odds: bad battle: attacker.forces[0].units: 5 is more than 4"},
		{"unknown unit", "", []string{"battle", "--attacker", "Troper*2", "--defender", "Quake"},
			`attacker.forces[0].unit: unknown unit "Troper"`},
		{"too many units", "", []string{"battle", "--attacker", "Trooper*9", "--defender", "Quake"},
			`--attacker: odds: bad battle: "Trooper*9": 9 is more than 4`},
		{"bad method", "", []string{"battle", "--attacker", "Trooper", "--defender", "Quake", "--method", "guess"},
			`method "guess"`},
		{"bad format", "", []string{"battle", "--attacker", "Trooper", "--defender", "Quake", "--format", "xml"},
			`--format "xml"`},
		{"bad kind", "", []string{"battle", "--attacker", "Trooper", "--defender", "Quake", "--kind", "siege"},
			`--kind: unknown battle kind "siege"`},
		{"bad retreat", "", []string{"battle", "--attacker", "Trooper", "--defender", "Quake", "--attacker-retreat", "later"},
			`--attacker-retreat: retreat "later"`},
		{"no battles", "", []string{"battle", "--attacker", "Trooper", "--defender", "Quake", "--battles", "0"},
			"--battles 0: want at least 1 battle"},
		{"negative timeout", "", []string{"battle", "--attacker", "Trooper", "--defender", "Quake", "--timeout", "-1s"},
			"--timeout: -1s is negative"},
		{"too complex for exact", "", []string{"battle", "--attacker", "Trooper*4,Tank*4,Rocket*4,Predator*4",
			"--defender", "Novice*4,Soldier*4,Pyre*4,Ember*4", "--method", "exact"}, "too complex for the exact calculation"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := execute(t, tc.stdin, tc.args...)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// A Monte Carlo battle stopped by --timeout prints the odds of the
// battles played with their interval, says it is partial, and exits 3;
// one stopped by Ctrl-C (a cancelled context) exits 130.
func TestBattleMonteCarloStoppedEarly(t *testing.T) {
	args := []string{"battle", "--attacker", "Trooper*2,Predator*2", "--defender", "Novice*2,Ember*2",
		"--method", "montecarlo", "--battles", "1000000000", "--workers", "1"}
	out, errOut, code := runCLI(append(args, "--timeout", "100ms")...)
	assert.Equal(t, exitPartial, code, errOut)
	assert.Contains(t, out, "status:         PARTIAL: stopped by --timeout after ")
	assert.Regexp(t, `attacker wins:  \d+\.\d% \[\d+\.\d, \d+\.\d\] \(95% Wilson interval\)`, out)
	assert.Contains(t, errOut, "aresim: PARTIAL: stopped by --timeout after ")
	assert.Contains(t, errOut, " of 1000000000 battles (the odds say so)")

	js, _, code := runCLI(append(args, "--timeout", "100ms", "--format", "json")...)
	assert.Equal(t, exitPartial, code)
	var res struct {
		Battles, RequestedBattles int64
		Stop                      string
		Partial                   bool
	}
	require.NoError(t, json.Unmarshal([]byte(js), &res))
	assert.Equal(t, "timeout", res.Stop)
	assert.True(t, res.Partial)
	assert.Positive(t, res.Battles)
	assert.Equal(t, int64(1000000000), res.RequestedBattles)

	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	out, errOut, code = runCLIContext(ctx, args...)
	assert.Equal(t, exitInterrupted, code, errOut)
	assert.Contains(t, out, "PARTIAL: interrupted after ")
}

// TestRunPrintsOneLine: run prints an error as one line and exits 1.
func TestRunPrintsOneLine(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"battle", "--attacker", "Trooper*5", "--defender", "Quake"}, &out, &errOut)
	assert.Equal(t, 1, code)
	assert.Equal(t, 1, strings.Count(errOut.String(), "\n"))
	assert.True(t, strings.HasPrefix(errOut.String(), "aresim: --attacker: odds: bad battle:"))
}

// toHitMap reads the JSON of --tohit: its schema, and each to-hit number
// by "firer>target" (nil where the firer cannot fire).
func toHitMap(t *testing.T, out string) (string, map[string]any) {
	t.Helper()
	var res struct {
		Schema string `json:"schema"`
		ToHit  []struct {
			Firer, Target string
			Value         *int
		} `json:"tohit"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	got := map[string]any{}
	for _, e := range res.ToHit {
		if e.Value == nil {
			got[e.Firer+">"+e.Target] = nil
		} else {
			got[e.Firer+">"+e.Target] = *e.Value
		}
	}
	return res.Schema, got
}
