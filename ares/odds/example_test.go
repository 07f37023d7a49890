package odds_test

import (
	"fmt"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/odds"
)

// Three Terran Troopers attack two Kahoum Novices on the Frontier.
func ExampleExact() {
	spec := odds.Spec{
		Attacker: odds.Side{Forces: []odds.Force{odds.Unit("Trooper", 3)}},
		Defender: odds.Side{Forces: []odds.Force{odds.Unit("Novice", 2)}},
	}
	setup, err := spec.Setup(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := odds.Exact(setup, odds.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("attacker wins %.4f (%d states)\n", res.AttackerWins, res.States)
	fmt.Printf("both eliminated %.4f\n", res.Outcomes.BothEliminated)
	fmt.Printf("Troopers left on average %.3f\n", res.Survivors.Attacker[0].Mean)
	for _, row := range res.RetreatTable[:3] {
		fmt.Printf("retreat in round %d: wins %.4f, keeps %.3f units\n", row.Round, row.AttackerWins, row.AttackerUnits)
	}
	// Output:
	// attacker wins 0.8091 (217 states)
	// both eliminated 0.0339
	// Troopers left on average 1.721
	// retreat in round 1: wins 0.0000, keeps 2.333 units
	// retreat in round 2: wins 0.2593, keeps 1.991 units
	// retreat in round 3: wins 0.5661, keeps 1.834 units
}

// The same battle simulated: a seed gives the same result at any number
// of workers.
func ExampleMonteCarlo() {
	spec := odds.Spec{
		Attacker: odds.Side{Forces: []odds.Force{odds.Unit("Trooper", 3)}},
		Defender: odds.Side{Forces: []odds.Force{odds.Unit("Novice", 2)}},
	}
	setup, err := spec.Setup(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, workers := range []int{1, 4} {
		res, err := odds.MonteCarlo(setup, odds.Options{Battles: 100000, Seed: 2024, Workers: workers})
		if err != nil {
			fmt.Println(err)
			return
		}
		ci := res.CI95.AttackerWins
		fmt.Printf("%d workers: attacker wins %.4f, 95%% CI [%.4f, %.4f]\n", workers, res.AttackerWins, ci[0], ci[1])
	}
	// Output:
	// 1 workers: attacker wins 0.8107, 95% CI [0.8082, 0.8131]
	// 4 workers: attacker wins 0.8107, 95% CI [0.8082, 0.8131]
}

// A battle in its JSON form, with an explicit line and a retreat tactic.
func ExampleParseSpec() {
	spec, err := odds.ParseSpec([]byte(`{
		"kind": "frontier",
		"attacker": {"faction": "Terrans", "forces": [
			{"name": "Troopers", "unit": "Trooper", "units": 2},
			{"name": "Bombers", "unit": "Bomber", "units": 2}]},
		"defender": {"forces": [{"name": "Soldiers", "unit": "Soldier", "units": 3}]},
		"line": [{"attacker": ["Troopers", "Bombers"], "defender": ["Soldiers"]}],
		"tactics": {"attacker": {"retreat": "after:2"}}}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	setup, err := spec.Setup(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := odds.Auto(setup, odds.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Note)
	fmt.Printf("attacker wins %.4f, retreats %.4f\n", res.AttackerWins, res.Outcomes.AttackerRetreated)
	// Output:
	// exact: 76 states, within the limit of 1000000
	// attacker wins 0.7457, retreats 0.2523
}

// To-hit numbers of an explicit line: the Bombers flank the Troopers.
func ExampleToHitTable() {
	spec, err := odds.ParseSpec([]byte(`{
		"attacker": {"forces": [{"name": "Troopers", "unit": "Trooper", "units": 2},
			{"name": "Bombers", "unit": "Bomber", "units": 2}]},
		"defender": {"forces": [{"name": "Soldiers", "unit": "Soldier", "units": 3},
			{"name": "Embers", "unit": "Ember", "units": 1}]},
		"line": [{"attacker": ["Troopers", "Bombers"], "defender": ["Soldiers"]}, {"defender": ["Embers"]}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	setup, err := spec.Setup(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	table, err := odds.ToHitTable(setup)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range table {
		if e.Value == nil {
			fmt.Printf("%s -> %s: cannot fire\n", e.Firer, e.Target)
			continue
		}
		fmt.Printf("%s -> %s: %d\n", e.Firer, e.Target, *e.Value)
	}
	// Output:
	// Troopers -> Soldiers: 2
	// Troopers -> Embers: cannot fire
	// Bombers -> Soldiers: 4
	// Bombers -> Embers: cannot fire
	// Soldiers -> Troopers: 2
	// Soldiers -> Bombers: 0
	// Embers -> Troopers: 2
	// Embers -> Bombers: 1
}

// A Setup can also be built straight from an ares.Battle.
func ExampleSetup() {
	trooper := ares.ForceSpec{Type: ares.Infantry, Initiative: 3, Units: 1, Cost: 1,
		Attack: ares.Ratings{5, 5, 5, 5}}
	target := ares.ForceSpec{Type: ares.Infantry, Initiative: 3, Units: 1, Cost: 1,
		Attack: ares.Ratings{ares.RatingX, ares.RatingX, ares.RatingX, ares.RatingX}}
	b, err := ares.NewBattle(ares.BattleConfig{Kind: ares.FrontierBattle}, []ares.ForceSpec{trooper},
		[]ares.ForceSpec{target})
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := odds.Exact(&odds.Setup{Start: b}, odds.Options{NoRetreatTable: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%.8f = 1 - (1/6)^6\n", res.AttackerWins)
	fmt.Println(res.Survivors.Defender[0].Name)
	// Output:
	// 0.99997857 = 1 - (1/6)^6
	// defender 1
}
