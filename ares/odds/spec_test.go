package odds

import (
	"encoding/json"
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSpecFullForm(t *testing.T) {
	spec, err := ParseSpec([]byte(`{"kind": "base", "rounds": 4, "emergencyCards": 2, "emptyBuildings": 1,
		"attacker": {"faction": "Terrans", "forces": [
			{"name": "Troopers", "unit": "Trooper", "units": 3},
			{"name": "Bombers", "type": "air", "initiative": 1,
			 "attack": {"infantry": 3, "armor": 1, "air": "X", "building": 3}, "units": 2, "tough": false,
			 "shield": 0, "scouting": 0, "noFlanking": false, "deepStrike": false, "baseDefense": false, "rerolls": 1}]},
		"defender": {"forces": [{"name": "Quakes", "unit": "Quake", "faction": "Kahoum", "units": 2},
			{"name": "Ivy", "unit": "Poison Ivy", "units": 0, "resources": 0}]},
		"line": ["baseCard", {"attacker": ["Troopers", "Bombers"], "defender": ["Quakes"]}, "baseCard"],
		"tactics": {"attacker": {"retreat": "after:3", "targeting": "kills", "buildingValue": 2},
			"defender": {"retreat": "never", "noEmergency": true}}}`))
	require.NoError(t, err)
	assert.Equal(t, Base, spec.Kind)
	assert.Equal(t, 4, spec.Rounds)
	assert.Equal(t, Retreat{Kind: RetreatAfter, Round: 3}, spec.Tactics.Attacker.Retreat)
	assert.Equal(t, TargetKills, spec.Tactics.Attacker.Targeting)
	assert.True(t, spec.Tactics.Defender.NoEmergency)
	require.Len(t, spec.Line, 3)
	assert.True(t, spec.Line[0].BaseCard)
	assert.Equal(t, ares.RatingX, (*spec.Attacker.Forces[1].Attack)[ares.Air])

	s, err := spec.Setup(nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"Troopers", "Bombers", "Quakes", "Ivy"}, s.Names)
	assert.Equal(t, 1, s.Start.Columns())
	assert.Equal(t, 1, s.Start.Force(1).Rank(), "the Bombers flank the Troopers")
	assert.Equal(t, 4, s.Start.Rounds())
	assert.Equal(t, 1, s.Start.Rerolls(ares.Attacker))
	assert.Equal(t, 2, s.Start.EmptyBuildingsLeft(), "one Empty Building and the empty Poison Ivy building")

	// The JSON form reads back to the same description.
	data, err := json.Marshal(spec)
	require.NoError(t, err)
	again, err := ParseSpec(data)
	require.NoError(t, err)
	assert.Equal(t, spec, again)
}

func TestSpecDefaultNames(t *testing.T) {
	spec := Spec{Attacker: Side{Forces: []Force{Unit("Trooper", 2), Unit("Trooper", 1),
		Inline("", ares.ForceSpec{Type: ares.Armor, Initiative: 2, Units: 1, Cost: 1})}},
		Defender: Side{Faction: "Kahoum", Forces: []Force{Unit("novice", 2)}}}
	s, err := spec.Setup(nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"Trooper", "Trooper 2", "attacker armor", "Novice"}, s.Names)
	assert.Equal(t, "defender 1", (&Setup{Start: s.Start}).Name(3))
}

// TestBadSpecs: every error wraps ErrBadSpec and names the field.
func TestBadSpecs(t *testing.T) {
	const one = `{"unit": "Trooper", "units": 1}`
	for _, tc := range []struct{ name, spec, want string }{
		{"not JSON", `{"kind": `, "invalid JSON at line 1, column 10"},
		{"not an object", `[1]`, "want a JSON object"},
		{"unknown top field", `{"attacker": {"forces": []}, "defender": {"forces": []}, "round": 3}`, "round: unknown field"},
		{"unknown force field", `{"attacker": {"forces": [` + one + `, {"unit": "Tank", "units": 1, "speed": 3}]},
			"defender": {"forces": []}}`, "attacker.forces[1].speed: unknown field"},
		{"unknown unit", `{"attacker": {"forces": [{"unit": "Troper", "units": 1}]}, "defender": {"forces": []}}`,
			`attacker.forces[0].unit: unknown unit "Troper"`},
		{"unknown unit in faction", `{"attacker": {"faction": "Kahoum", "forces": [` + one + `]}, "defender": {"forces": []}}`,
			`attacker.forces[0].unit: unknown unit "Trooper": Kahoum has Novice`},
		{"unknown faction", `{"attacker": {"faction": "Martians", "forces": [` + one + `]}, "defender": {"forces": []}}`,
			`attacker.faction: unknown faction "Martians"`},
		{"negative units", `{"attacker": {"forces": [` + one + `, {"unit": "Tank", "units": -1}]}, "defender": {"forces": []}}`,
			"attacker.forces[1].units: -1 is negative"},
		{"more than four units", `{"attacker": {"forces": [` + one + `, {"unit": "Tank", "units": 5}]}, "defender": {"forces": []}}`,
			"attacker.forces[1].units: 5 is more than 4"},
		{"units missing", `{"attacker": {"forces": [{"unit": "Tank"}]}, "defender": {"forces": []}}`,
			"attacker.forces[0].units: missing"},
		{"units not a number", `{"attacker": {"forces": [{"unit": "Tank", "units": "two"}]}, "defender": {"forces": []}}`,
			"attacker.forces[0].units: want a whole number, got string"},
		{"inline without type", `{"attacker": {"forces": [{"initiative": 3, "units": 1,
			"attack": {"infantry": 1, "armor": 1, "air": 1, "building": 1}}]}, "defender": {"forces": []}}`,
			"attacker.forces[0].type: missing"},
		{"bad type", `{"attacker": {"forces": [{"type": "mech", "units": 1}]}, "defender": {"forces": []}}`,
			`attacker.forces[0].type: unknown unit type "mech"`},
		{"rating missing", `{"attacker": {"forces": [{"type": "armor", "initiative": 2, "units": 1,
			"attack": {"infantry": 1, "armor": 1, "building": 1}}]}, "defender": {"forces": []}}`,
			"attacker.forces[0].attack.air: missing"},
		{"bad rating", `{"attacker": {"forces": [{"type": "armor", "initiative": 2, "units": 1,
			"attack": {"infantry": 1, "armor": "Y", "air": 1, "building": 1}}]}, "defender": {"forces": []}}`,
			"attacker.forces[0].attack.armor: rating"},
		{"negative shield", `{"attacker": {"forces": [{"unit": "Tank", "units": 1, "shield": -1}]}, "defender": {"forces": []}}`,
			"attacker.forces[0].shield: -1 is negative"},
		{"bad kind", `{"kind": "siege", "attacker": {"forces": []}, "defender": {"forces": []}}`,
			`kind: unknown battle kind "siege"`},
		{"rounds", `{"rounds": 30, "attacker": {"forces": []}, "defender": {"forces": []}}`, "rounds: 30 is more than 20"},
		{"missing defender", `{"attacker": {"forces": []}}`, "defender: missing"},
		{"bad retreat", `{"attacker": {"forces": []}, "defender": {"forces": []}, "tactics": {"attacker": {"retreat": "soon"}}}`,
			`tactics.attacker.retreat: retreat "soon"`},
		{"unknown tactic", `{"attacker": {"forces": []}, "defender": {"forces": []}, "tactics": {"attacker": {"bravery": 1}}}`,
			"tactics.attacker.bravery: unknown field"},
		{"base defense attacks", `{"attacker": {"forces": [{"unit": "Turret", "units": 1}]}, "defender": {"forces": []}}`,
			`attacker.forces[0]: "Turret" is Base Defense: it never attacks`},
		{"base defense on the Frontier", `{"attacker": {"forces": [` + one + `]}, "defender": {"forces": [{"unit": "Turret", "units": 1}]}}`,
			`defender.forces[0]: "Turret" is Base Defense: it only defends its base`},
		{"deep strike without the ability", `{"kind": "deepstrike", "attacker": {"forces": [` + one + `]}, "defender": {"forces": []}}`,
			`attacker.forces[0]: "Trooper" has no Deep Strike`},
		{"raid with air", `{"kind": "raid", "attacker": {"forces": [{"unit": "Predator", "units": 1}]},
			"defender": {"forces": [{"unit": "Novice", "units": 1}]}}`, "a Raid attacker is Infantry or Armor"},
		{"raid with two Forces", `{"kind": "raid", "attacker": {"forces": [` + one + `, ` + one + `]},
			"defender": {"forces": [{"unit": "Novice", "units": 1}]}}`, "a Raid is fought by one Force on each side"},
		{"empty attacker Force", `{"attacker": {"forces": [{"unit": "Tank", "units": 0}]}, "defender": {"forces": []}}`,
			"attacker.forces[0].units: an attacking Force needs at least one unit"},
		{"emergency cards on the Frontier", `{"emergencyCards": 1, "attacker": {"forces": []}, "defender": {"forces": []}}`,
			"emergencyCards: Emergency Defense is only for a defender of its base"},
		{"duplicate name", `{"attacker": {"forces": [{"name": "A", "unit": "Tank", "units": 1}, {"name": "a", "unit": "Tank", "units": 1}]},
			"defender": {"forces": []}}`, `attacker.forces[1].name: "a" is already the name of attacker.forces[0]`},
		{"line: unknown name", `{"attacker": {"forces": [` + one + `]}, "defender": {"forces": [{"unit": "Novice", "units": 1}]},
			"line": [{"attacker": ["Troopers"], "defender": ["Novice"]}]}`, `line[0].attacker[0]: no attacker Force named "Troopers"`},
		{"line: Force missing", `{"attacker": {"forces": [` + one + `, {"unit": "Tank", "units": 1}]},
			"defender": {"forces": [{"unit": "Novice", "units": 1}]},
			"line": [{"attacker": ["Trooper"], "defender": ["Novice"]}]}`, `line: attacker Force "Tank" is not placed`},
		{"line: No Flanking flanks", `{"attacker": {"forces": [` + one + `]},
			"defender": {"forces": [{"unit": "Novice", "units": 1}, {"unit": "Quake", "units": 1}]},
			"line": [{"attacker": ["Trooper"], "defender": ["Novice", "Quake"]}]}`, `line[0].defender[1]: "Quake" has No Flanking`},
		{"line: Base Card on the Frontier", `{"attacker": {"forces": [` + one + `]}, "defender": {"forces": [{"unit": "Novice", "units": 1}]},
			"line": ["baseCard", {"attacker": ["Trooper"], "defender": ["Novice"]}, "baseCard"]}`,
			"line[0]: Base Cards stand only in a base attack"},
		{"line: one Base Card", `{"kind": "base", "attacker": {"forces": [` + one + `]}, "defender": {"forces": [{"unit": "Novice", "units": 1}]},
			"line": ["baseCard", {"attacker": ["Trooper"], "defender": ["Novice"]}]}`, "line: give Base Card columns at both ends"},
		{"line: bad column", `{"attacker": {"forces": [` + one + `]}, "defender": {"forces": [{"unit": "Novice", "units": 1}]},
			"line": ["flank"]}`, `line[0]: "flank": want a column object or "baseCard"`},
		{"line in a raid", `{"kind": "raid", "attacker": {"forces": [` + one + `]}, "defender": {"forces": [{"unit": "Novice", "units": 1}]},
			"line": [{"attacker": ["Trooper"], "defender": ["Novice"]}]}`, "line: a Raid has no battle line"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			spec, err := ParseSpec([]byte(tc.spec))
			if err == nil {
				_, err = spec.Setup(nil)
			}
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrBadSpec)
			assert.Contains(t, err.Error(), tc.want)
			assert.Regexp(t, `^odds: bad battle: `, err.Error())
		})
	}
}

func TestParseForces(t *testing.T) {
	fs, err := ParseForces("Trooper*3, Heavy Tank*1,Quake")
	require.NoError(t, err)
	assert.Equal(t, []Force{Unit("Trooper", 3), Unit("Heavy Tank", 1), Unit("Quake", 1)}, fs)
	for _, bad := range []string{"Trooper*5", "Trooper*-1", "Trooper*x", "*2", "Trooper,,Tank"} {
		_, err := ParseForces(bad)
		assert.ErrorIs(t, err, ErrBadSpec, bad)
	}
	_, err = ParseForces("Trooper*5")
	assert.ErrorContains(t, err, `"Trooper*5": 5 is more than 4`)
}
