package calc_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/ares/odds/web/calc"
)

const readme = "attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2"

func spec64(js string) string { return base64.RawURLEncoding.EncodeToString([]byte(js)) }

func TestReadTheFlags(t *testing.T) {
	b := calc.Read("?" + readme + "&kind=frontier&attacker-retreat=after:2&battles=5000&seed=9")
	require.True(t, b.OK(), b.Problems)
	assert.Equal(t, []string{"attacker", "defender", "kind", "attacker-retreat", "battles", "seed"}, b.Given)
	assert.Equal(t, []odds.Force{odds.Unit("Trooper", 3), odds.Unit("Heavy Tank", 1)}, b.Spec.Attacker.Forces)
	assert.Equal(t, odds.Retreat{Kind: odds.RetreatAfter, Round: 2}, b.Spec.Tactics.Attacker.Retreat)
	assert.Equal(t, odds.Options{Method: odds.MethodAuto, MaxStates: odds.DefaultMaxStates, Battles: 5000, Seed: 9}, b.Options)
}

// Each bad parameter gets the message its flag gets on the command line,
// tied to the parameter it is about.
func TestProblemsNameTheirParameter(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  []calc.Problem
	}{
		{"attacker=Trooper*5&defender=Quake", []calc.Problem{{"attacker",
			`--attacker: odds: bad battle: "Trooper*5": 5 is more than 4 (a Force holds at most 4 units)`}}},
		{"attacker=Troper*2&defender=Quake", []calc.Problem{{"attacker",
			`odds: bad battle: attacker.forces[0].unit: unknown unit "Troper" in Terrans, Kahoum, Xenos, Colossus`}}},
		{"attacker=Trooper&defender=Quake&attacker-faction=Kahoum", []calc.Problem{{"attacker",
			`odds: bad battle: attacker.forces[0].unit: unknown unit "Trooper": Kahoum has Novice, Soldier, Pebble, Pyre, Ember, Quake, Rover, Void Rip, Zephyr, Poison Ivy, Thorn, Acolyte`}}},
		{"attacker=Trooper&defender=Quake&defender-faction=Klingons", []calc.Problem{{"defender-faction",
			`odds: bad battle: defender.faction: unknown faction "Klingons" (have Terrans, Kahoum, Xenos, Colossus)`}}},
		{"attacker=Trooper&defender=Quake&rounds=abc&seed=-1", []calc.Problem{
			{"rounds", `invalid argument "abc" for "--rounds" flag: strconv.ParseInt: parsing "abc": invalid syntax`},
			{"seed", `invalid argument "-1" for "--seed" flag: strconv.ParseUint: parsing "-1": invalid syntax`}}},
		{"attacker=Trooper&defender=Quake&kind=siege", []calc.Problem{{"kind",
			`--kind: unknown battle kind "siege" (want frontier, base, deepstrike or raid)`}}},
		{"attacker=Trooper&defender=Quake&emergency-cards=2", []calc.Problem{{"emergency-cards",
			"odds: bad battle: emergencyCards: Emergency Defense is only for a defender of its base (kind base or deepstrike)"}}},
		{"attacker=Trooper&defender=Quake&attacker-retreat=later", []calc.Problem{{"attacker-retreat",
			`--attacker-retreat: retreat "later": want never, after:N or worse`}}},
		{"attacker=Trooper&defender=Quake&method=guess", []calc.Problem{{"method",
			`odds: bad options: method "guess": want exact, montecarlo or auto`}}},
		{"attacker=Trooper&defender=Quake&battles=0", []calc.Problem{{"battles", "--battles 0: want at least 1 battle"}}},
		{"attacker=Trooper", []calc.Problem{{"defender", `--defender: odds: bad battle: "": want Unit*N, such as Trooper*3`}}},
		{"attacker=Trooper&defender=Quake&workers=2&x=1", []calc.Problem{
			{"", `unknown parameter "workers" (the parameters are the flags of aresim battle, attacker, defender, attacker-faction, defender-faction, kind, rounds, emergency-cards, empty-buildings, attacker-retreat, defender-retreat, method, battles, seed, max-states, and spec)`},
			{"", `unknown parameter "x" (the parameters are the flags of aresim battle, attacker, defender, attacker-faction, defender-faction, kind, rounds, emergency-cards, empty-buildings, attacker-retreat, defender-retreat, method, battles, seed, max-states, and spec)`}}},
		{"attacker=%zz", []calc.Problem{{"", `the URL's query: invalid URL escape "%zz"`}}},
		{"spec=!!", []calc.Problem{{"spec", "spec: not base64url: illegal base64 data at input byte 0"}}},
		{"spec=" + spec64(`{"attacker": {"forces": [{"unit": "Tank", "units": 5}]}, "defender": {"forces": []}}`),
			[]calc.Problem{{"spec", "spec: odds: bad battle: attacker.forces[0].units: 5 is more than 4"}}},
		{"spec=" + spec64(`{"attacker": {"forces": [{"unit": "Tank", "units": 1}]}, "defender": {"forces": [{"unit": "Quake", "units": 1}]}}`) +
			"&attacker=Trooper", []calc.Problem{{"attacker", "give a battle file or --attacker and --defender, not both"}}},
		{"spec=" + spec64(`{"attacker": {"forces": [{"unit": "Tonk", "units": 1}]}, "defender": {"forces": [{"unit": "Quake", "units": 1}]}}`),
			[]calc.Problem{{"spec", `odds: bad battle: attacker.forces[0].unit: unknown unit "Tonk" in Terrans, Kahoum, Xenos, Colossus`}}},
		{"spec=" + spec64(`{"attacker": {"forces": [{"unit": "Tank", "units": 1}]}, "defender": {"forces": [{"unit": "Quake", "units": 1}]}}`) +
			"&rounds=30", []calc.Problem{{"rounds", "odds: bad battle: rounds: 30 is outside 1-20"}}},
	} {
		b := calc.Read(tc.query)
		assert.Equal(t, tc.want, b.Problems, tc.query)
		_, err := b.Exact(context.Background())
		assert.ErrorIs(t, err, calc.ErrNotReady)
	}
}

// A JSON battle travels as spec=, and the flags given override it.
func TestSpecParameter(t *testing.T) {
	js := `{"kind": "base", "emptyBuildings": 1,
 "attacker": {"faction": "Terrans", "forces": [{"name": "Troopers", "unit": "Trooper", "units": 3},
   {"name": "Bombers", "unit": "Bomber", "units": 2}]},
 "defender": {"faction": "Kahoum", "forces": [{"name": "Quakes", "unit": "Quake", "units": 2}]},
 "line": ["baseCard", {"attacker": ["Troopers", "Bombers"], "defender": ["Quakes"]}, "baseCard"]}`
	q := url.Values{"spec": {spec64(js)}, "rounds": {"2"}}
	b := calc.Read(q.Encode())
	require.True(t, b.OK(), b.Problems)
	assert.Equal(t, odds.Base, b.Spec.Kind)
	assert.Equal(t, 2, b.Spec.Rounds)
	assert.Len(t, b.Spec.Line, 3)
	padded := base64.URLEncoding.EncodeToString([]byte(js))
	assert.True(t, calc.Read("spec="+padded).OK(), "padding is optional")

	d, err := b.Describe()
	require.NoError(t, err)
	assert.Equal(t, "base", d.Kind)
	assert.Equal(t, 2, d.Rounds)
	assert.True(t, d.BaseCards)
	require.Len(t, d.Forces, 3)
	assert.Equal(t, calc.Force{Side: "attacker", Name: "Bombers", Unit: "Bomber", Units: 2, Stats: d.Forces[1].Stats}, d.Forces[1])
	assert.Contains(t, d.ToHit, odds.ToHit{Firer: "Bombers", Target: "baseCard left", Value: ptr(3)})
	// The description's spec is the battle: read back, it is the same.
	again := calc.Read("spec=" + spec64(string(d.Spec)))
	require.True(t, again.OK(), again.Problems)
	assert.Equal(t, b.Spec, again.Spec)
}

func ptr(v int) *int { return &v }

func TestDescribe(t *testing.T) {
	b := calc.Read(readme)
	require.True(t, b.OK())
	d, err := b.Describe()
	require.NoError(t, err)
	js, err := json.Marshal(d.Forces)
	require.NoError(t, err)
	assert.JSONEq(t, `[
	 {"side": "attacker", "name": "Trooper", "unit": "Trooper", "units": 3, "type": "infantry", "initiative": 3,
	  "attack": [2, 1, 0, 1], "cost": 1, "abilities": []},
	 {"side": "attacker", "name": "Heavy Tank", "unit": "Heavy Tank", "units": 1, "type": "armor", "initiative": 2,
	  "attack": [3, 3, 1, 4], "cost": 3, "abilities": ["tough"]},
	 {"side": "defender", "name": "Quake", "unit": "Quake", "units": 2, "type": "armor", "initiative": 2,
	  "attack": [3, 3, 0, 4], "cost": 3, "abilities": ["tough", "no flanking"]}]`, string(js))
	assert.Equal(t, []odds.Column{{Attacker: []string{"Heavy Tank"}}, {Attacker: []string{"Trooper"}, Defender: []string{"Quake"}}}, d.Line)
	assert.Equal(t, 6, d.Rounds)
	assert.Equal(t, "auto", d.Method)
}

func TestUnits(t *testing.T) {
	c, err := calc.Units()
	require.NoError(t, err)
	assert.Equal(t, []string{"Terrans", "Kahoum", "Xenos", "Colossus"}, c.Factions)
	var names []string
	for _, u := range c.Units {
		names = append(names, u.Name)
	}
	assert.Contains(t, names, "Heavy Tank")
	assert.Len(t, c.Flags, 14)
	assert.Equal(t, calc.Flag{Name: "kind", Default: "frontier", Usage: "kind of battle: frontier, base, deepstrike or raid"}, c.Flags[4])
}

func TestHandle(t *testing.T) {
	var ans calc.Answer
	require.NoError(t, json.Unmarshal([]byte(calc.Handle(`{"op": "exact", "query": "`+readme+`"}`)), &ans))
	require.Empty(t, ans.Error)
	require.NotNil(t, ans.Result)
	assert.Equal(t, calc.Headline{AttackerWins: "59.79%", DefenderWins: "40.21%"}, ans.Result.Headline)
	assert.Equal(t, ans.Exact.JSON, ans.Result.JSON)

	q := readme + "&method=montecarlo&battles=2000&seed=3"
	play := func(lo, hi int, query string) json.RawMessage {
		var ans calc.Answer
		require.NoError(t, json.Unmarshal([]byte(calc.Handle(fmt.Sprintf(`{"op": "play", "query": %q, "lo": %d, "hi": %d}`, query, lo, hi))), &ans))
		require.Empty(t, ans.Error)
		return ans.Summary
	}
	mergeOf := func(summaries ...json.RawMessage) calc.Answer {
		req, err := json.Marshal(calc.Request{Op: "merge", Query: q, Summaries: summaries, Odds: true})
		require.NoError(t, err)
		var ans calc.Answer
		require.NoError(t, json.Unmarshal([]byte(calc.Handle(string(req))), &ans))
		return ans
	}
	a, b := play(0, 1500, q), play(1500, 2000, q)
	merged := mergeOf(b, a)
	require.Empty(t, merged.Error)
	assert.Contains(t, merged.Result.JSON, `"battles": 2000,`)
	assert.Regexp(t, `^\[\d+\.\d\d, \d+\.\d\d\]$`, merged.Result.Headline.Interval)
	assert.Equal(t, merged.Result.JSON, mergeOf(a, b).Result.JSON, "summaries merge in any order")

	// Foreign or overlapping summaries are refused, with one line.
	for want, parts := range map[string][]json.RawMessage{
		"sim: summaries overlap: both cover game 1000":                {a, play(1000, 1200, q)},
		"sim: summaries do not match: seed 4 and seed 3":              {play(1500, 2000, readme+"&method=montecarlo&battles=2000&seed=4"), a},
		"sim: summaries do not match: runs of 3000 and of 2000 games": {play(1500, 2000, readme+"&method=montecarlo&battles=3000&seed=3"), a},
		"sim: bad summary #2: missing field \"acc\"":                  {a, json.RawMessage(`{"schema": "aresim-summary/2", "game": "ares-battle", "fingerprint": "", "seed": 3, "runGames": 2000, "games": 0, "ranges": [], "stop": "games", "partial": false}`)},
	} {
		assert.Equal(t, want, mergeOf(parts...).Error)
	}
	other := mergeOf(play(0, 2000, readme+"&method=montecarlo&battles=2000&seed=3&attacker-retreat=after:1"), a)
	assert.Contains(t, other.Error, "sim: summaries do not match: configuration")
	assert.Equal(t, "odds: bad options: result: battles [[1500 2000]] are not the first ones of the run", mergeOf(b).Error)

	for req, want := range map[string]string{
		`nonsense`:                         "bad request: invalid character 'o' in literal null (expecting 'u')",
		`{"op": "guess"}`:                  `unknown operation "guess" (want units, check, exact, play or merge)`,
		`{"op": "exact", "query": "x=1"}`:  "the battle has problems",
		`{"op": "merge", "summaries": []}`: "merge: no summaries",
	} {
		var ans calc.Answer
		require.NoError(t, json.Unmarshal([]byte(calc.Handle(req)), &ans))
		assert.Equal(t, want, ans.Error, req)
	}
}
