package odds

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// agreeBattles are the battles on which exact and Monte Carlo odds are
// checked against each other: one Force each, several Forces, Tough,
// Shield, zero to-hit, X, flanking, No Flanking, base attacks with Base
// Cards and Emergency Defense, Deep Strike, Raid, rerolls, retreat tactics
// and targeting tactics.
var agreeBattles = []struct{ name, spec string }{
	{"troopers vs novices", `{"attacker": {"forces": [{"unit": "Trooper", "units": 3}]},
		"defender": {"forces": [{"unit": "Novice", "units": 2}]}}`},
	{"faster predators", `{"attacker": {"forces": [{"unit": "Predator", "units": 3}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 3}]}}`},
	{"tough heavy tanks", `{"attacker": {"forces": [{"unit": "Heavy Tank", "units": 2}]},
		"defender": {"forces": [{"unit": "Pyre", "units": 4}]}}`},
	{"shielded void rips", `{"attacker": {"forces": [{"unit": "Rocket", "units": 4}]},
		"defender": {"forces": [{"unit": "Void Rip", "units": 2}]}}`},
	{"tough vs shield", `{"attacker": {"forces": [{"unit": "Heavy Tank", "units": 4}]},
		"defender": {"forces": [{"unit": "Void Rip", "units": 4}]}}`},
	{"zero to-hit", `{"attacker": {"forces": [{"name": "Weak", "type": "infantry", "initiative": 3,
		"attack": {"infantry": 0, "armor": 0, "air": 0, "building": 0}, "units": 4}]},
		"defender": {"forces": [{"unit": "Novice", "units": 1}]}}`},
	{"X against air", `{"attacker": {"forces": [{"unit": "Bomber", "units": 3}]},
		"defender": {"forces": [{"unit": "Ember", "units": 3}]}}`},
	{"flanking bomber", `{"attacker": {"forces": [{"unit": "Trooper", "units": 2}, {"unit": "Bomber", "units": 2}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 3}]},
		"line": [{"attacker": ["Trooper", "Bomber"], "defender": ["Soldier"]}]}`},
	{"no flanking quake", `{"attacker": {"forces": [{"unit": "Tank", "units": 2}, {"unit": "Trooper", "units": 2}]},
		"defender": {"forces": [{"unit": "Quake", "units": 2}, {"unit": "Pyre", "units": 2}]},
		"line": [{"attacker": ["Tank"], "defender": ["Quake"]}, {"attacker": ["Trooper"], "defender": ["Pyre"]}]}`},
	{"two against one", `{"attacker": {"forces": [{"unit": "Trooper", "units": 2}, {"unit": "Tank", "units": 1}]},
		"defender": {"forces": [{"unit": "Pebble", "units": 2}]}}`},
	{"two against two", `{"attacker": {"forces": [{"unit": "Trooper", "units": 2}, {"unit": "Predator", "units": 2}]},
		"defender": {"forces": [{"unit": "Novice", "units": 2}, {"unit": "Ember", "units": 1}]}}`},
	{"scouting rovers", `{"attacker": {"forces": [{"unit": "Trooper", "units": 1}, {"unit": "Mecha Infantry", "units": 1}]},
		"defender": {"forces": [{"unit": "Rover", "units": 1}, {"unit": "Soldier", "units": 1}]}}`},
	{"base attack, Base Cards", `{"kind": "base", "emptyBuildings": 2,
		"attacker": {"forces": [{"unit": "Tank", "units": 2}]},
		"defender": {"forces": [{"unit": "Poison Ivy", "units": 2}]},
		"tactics": {"attacker": {"buildingValue": 5}}}`},
	{"base attack, only Base Cards to hit", `{"kind": "base", "rounds": 3, "emptyBuildings": 3,
		"attacker": {"forces": [{"name": "Wreckers", "type": "armor", "initiative": 3,
			"attack": {"infantry": "X", "armor": "X", "air": "X", "building": 3}, "units": 2}]},
		"defender": {"forces": [{"unit": "Novice", "units": 1}]}}`},
	{"emergency defense", `{"kind": "base", "emergencyCards": 2,
		"attacker": {"forces": [{"unit": "Trooper", "units": 3}]},
		"defender": {"forces": [{"unit": "Novice", "units": 1}, {"unit": "Poison Ivy", "units": 0}]}}`},
	{"emergency defense only", `{"kind": "base", "emergencyCards": 1,
		"attacker": {"forces": [{"unit": "Trooper", "units": 2}]},
		"defender": {"forces": [{"unit": "Turret", "units": 0, "fixed": true}]}}`},
	{"emergency defense, costly unit", `{"kind": "base", "emergencyCards": 3, "rounds": 4,
		"attacker": {"forces": [{"unit": "Pyre", "units": 2}]},
		"defender": {"forces": [{"unit": "Missile Battery", "units": 1, "resources": 1}]}}`},
	{"deep strike", `{"kind": "deepstrike", "attacker": {"forces": [{"unit": "Void Rip", "units": 2}]},
		"defender": {"forces": [{"unit": "Turret", "units": 2, "fixed": true}]}}`},
	{"raid", `{"kind": "raid", "attacker": {"forces": [{"unit": "Tank", "units": 2}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 3}]},
		"tactics": {"defender": {"retreat": "worse"}}}`},
	{"rerolls", `{"attacker": {"forces": [{"unit": "Trooper", "units": 3, "rerolls": 2}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 3}]}}`},
	{"rerolls both sides, tough", `{"attacker": {"forces": [{"unit": "Heavy Tank", "units": 2, "rerolls": 1}]},
		"defender": {"forces": [{"unit": "Pebble", "units": 2, "rerolls": 2}]}}`},
	{"retreat after one round", `{"attacker": {"forces": [{"unit": "Trooper", "units": 3}]},
		"defender": {"forces": [{"unit": "Novice", "units": 3}]},
		"tactics": {"attacker": {"retreat": "after:1"}}}`},
	{"retreat when worse", `{"attacker": {"forces": [{"unit": "Trooper", "units": 2}]},
		"defender": {"forces": [{"unit": "Pyre", "units": 3}]},
		"tactics": {"attacker": {"retreat": "worse"}}}`},
	{"defender retreats when worse", `{"attacker": {"forces": [{"unit": "Mecha Infantry", "units": 3}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 1}]},
		"tactics": {"defender": {"retreat": "worse"}}}`},
	{"two rounds", `{"rounds": 2, "attacker": {"forces": [{"unit": "Trooper", "units": 4}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 4}]}}`},
	{"kills targeting", `{"attacker": {"forces": [{"unit": "Mecha Infantry", "units": 2}]},
		"defender": {"forces": [{"unit": "Quake", "units": 1}, {"unit": "Novice", "units": 2}]},
		"tactics": {"attacker": {"targeting": "kills"}, "defender": {"targeting": "kills"}}}`},
	{"threat targeting", `{"attacker": {"forces": [{"unit": "Rocket", "units": 2}]},
		"defender": {"forces": [{"unit": "Ember", "units": 2}, {"unit": "Pebble", "units": 1}]},
		"tactics": {"attacker": {"targeting": "threat"}}}`},
	{"three initiative groups", `{"attacker": {"forces": [{"unit": "Fighter", "units": 1}, {"unit": "Tank", "units": 1}]},
		"defender": {"forces": [{"unit": "Zephyr", "units": 1}, {"unit": "Novice", "units": 2}]}}`},
	{"wide line", `{"attacker": {"forces": [{"unit": "Trooper", "units": 1}, {"unit": "Rocket", "units": 1}, {"unit": "Tank", "units": 1}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 1}, {"unit": "Rover", "units": 1}]},
		"line": [{"attacker": ["Trooper"], "defender": ["Soldier"]}, {"attacker": ["Rocket"]},
			{"attacker": ["Tank"], "defender": ["Rover"]}]}`},
	{"tough with shield", `{"attacker": {"forces": [{"unit": "Heavy Tank", "units": 2, "shield": 1}]},
		"defender": {"forces": [{"unit": "Quake", "units": 2}]}}`},
	{"defender without units", `{"kind": "base", "emergencyCards": 2,
		"attacker": {"forces": [{"unit": "Soldier", "units": 2}]},
		"defender": {"forces": [{"unit": "Thorn", "units": 0}]},
		"tactics": {"defender": {"noEmergency": true}}}`},
	{"harmless attacker", `{"attacker": {"forces": [{"name": "Lone", "type": "infantry", "initiative": 3,
		"attack": {"infantry": 0, "armor": 0, "air": 0, "building": 0}, "units": 1}]},
		"defender": {"forces": [{"unit": "Soldier", "units": 1}]}}`},
	{"base line with Base Cards", `{"kind": "base", "emptyBuildings": 1,
		"attacker": {"forces": [{"unit": "Mecha Infantry", "units": 2}, {"unit": "Tank", "units": 1}]},
		"defender": {"forces": [{"unit": "Novice", "units": 2}]},
		"line": ["baseCard", {"attacker": ["Mecha Infantry", "Tank"], "defender": ["Novice"]}, "baseCard"],
		"tactics": {"attacker": {"buildingValue": 1}}}`},
}

// agreeBattlesRun returns the number of Monte Carlo battles per check.
func agreeBattlesRun() int64 {
	if raceEnabled {
		return 3000
	}
	return 20000
}

// TestExactAgreesWithMonteCarlo runs both methods on every agreeBattles
// battle. Every probability of the exact result (wins, each outcome, ended
// by round, every survivors' distribution, Empty Buildings, the retreat
// table) must lie within 4.5 standard errors of the simulated one, and
// impossible events must never be simulated. The attacker's win
// probability must lie in the simulation's Wilson 95% interval for all but
// a few battles: with this many independent 95% intervals one or two misses
// are expected, five would be a 1-in-300 event.
func TestExactAgreesWithMonteCarlo(t *testing.T) {
	require.GreaterOrEqual(t, len(agreeBattles), 30)
	misses := 0
	for i, tc := range agreeBattles {
		t.Run(tc.name, func(t *testing.T) {
			s := specSetup(t, tc.spec)
			ex, err := Exact(s, Options{})
			require.NoError(t, err)
			mc, err := MonteCarlo(s, Options{Battles: agreeBattlesRun(), Seed: uint64(100 + i), Workers: 2})
			require.NoError(t, err)
			if ci := mc.CI95.AttackerWins; ex.AttackerWins < ci[0] || ex.AttackerWins > ci[1] {
				misses++
				t.Logf("exact %.4f outside the 95%% interval [%.4f, %.4f]", ex.AttackerWins, ci[0], ci[1])
			}
			agree(t, ex, mc)
		})
	}
	assert.LessOrEqual(t, misses, 4, "exact attacker wins outside the Monte Carlo 95% interval")
}

// agree checks every probability of the exact result against the
// simulated one.
func agree(t *testing.T, ex, mc *Result) {
	t.Helper()
	n := float64(mc.Battles)
	prob := func(what string, p, q float64) {
		t.Helper()
		if p < 1e-12 || p > 1-1e-12 {
			assert.InDelta(t, p, q, 1e-12, "%s: exact %v, simulated %v", what, p, q)
			return
		}
		se := math.Sqrt(p * (1 - p) / n)
		assert.LessOrEqual(t, math.Abs(p-q), 4.5*se+1e-12, "%s: exact %.5f, simulated %.5f", what, p, q)
	}
	prob("attacker wins", ex.AttackerWins, mc.AttackerWins)
	for _, o := range []struct {
		name string
		p, q float64
	}{{"defender eliminated", ex.Outcomes.DefenderEliminated, mc.Outcomes.DefenderEliminated},
		{"attacker eliminated", ex.Outcomes.AttackerEliminated, mc.Outcomes.AttackerEliminated},
		{"both eliminated", ex.Outcomes.BothEliminated, mc.Outcomes.BothEliminated},
		{"round limit", ex.Outcomes.RoundLimit, mc.Outcomes.RoundLimit},
		{"attacker retreated", ex.Outcomes.AttackerRetreated, mc.Outcomes.AttackerRetreated},
		{"defender retreated", ex.Outcomes.DefenderRetreated, mc.Outcomes.DefenderRetreated}} {
		prob(o.name, o.p, o.q)
	}
	require.Equal(t, len(ex.EndedByRound), len(mc.EndedByRound))
	for r := range ex.EndedByRound {
		prob(fmt.Sprintf("ended by round %d", r+1), ex.EndedByRound[r], mc.EndedByRound[r])
	}
	for side, list := range [][2][]ForceResult{{ex.Survivors.Attacker, mc.Survivors.Attacker},
		{ex.Survivors.Defender, mc.Survivors.Defender}} {
		require.Equal(t, len(list[0]), len(list[1]))
		for f := range list[0] {
			e, m := list[0][f], list[1][f]
			require.Equal(t, e.Name, m.Name)
			require.Equal(t, len(e.Dist), len(m.Dist))
			for k := range e.Dist {
				prob(fmt.Sprintf("side %d %s: %d survive", side, e.Name, k), e.Dist[k], m.Dist[k])
			}
		}
	}
	require.LessOrEqual(t, len(mc.EmptyBuildings.Dist), len(ex.EmptyBuildings.Dist))
	for k := range ex.EmptyBuildings.Dist {
		q := 0.0
		if k < len(mc.EmptyBuildings.Dist) {
			q = mc.EmptyBuildings.Dist[k]
		}
		prob(fmt.Sprintf("%d Empty Buildings destroyed", k), ex.EmptyBuildings.Dist[k], q)
	}
	require.Equal(t, len(ex.RetreatTable), len(mc.RetreatTable))
	for r := range ex.RetreatTable {
		e, m := ex.RetreatTable[r], mc.RetreatTable[r]
		prob(fmt.Sprintf("retreat in round %d: attacker wins", e.Round), e.AttackerWins, m.AttackerWins)
		// Surviving units lie in 0..16: a standard deviation of at most 8.
		assert.InDelta(t, e.AttackerUnits, m.AttackerUnits, 4.5*8/math.Sqrt(n),
			"retreat in round %d: attacker units", e.Round)
	}
}
