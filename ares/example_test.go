package ares_test

import (
	"fmt"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/dice"
)

// A whole game between two uniformly random players, replayed from its
// record.
func Example() {
	rules := ares.MustDefaultRules()
	cfg := ares.Config{Mode: ares.Basic, Factions: []string{"Terrans", "Kahoum"}, FirstPlayer: -1}
	game, _ := ares.NewGame(rules, cfg, 7)
	rec, _ := ares.NewRecord(rules, cfg, 7)
	pick := dice.New(1)
	for !game.Over() {
		legal := game.Legal(nil)
		a := legal[pick.Intn(len(legal))]
		_ = game.Apply(a)
		rec.Add(a)
	}
	r := game.Result()
	fmt.Printf("winner seat %d by %s after %d turns\n", r.Winner, r.Reason, r.Turns)
	again, err := ares.Replay(rules, rec)
	fmt.Println("replayed:", err == nil && again == game)
	// Output:
	// winner seat 1 by points after 100 turns
	// replayed: true
}

// A battle on its own: two Troopers against one Quake at the Frontier,
// with an explicit battle line, fought with the first legal decision each
// time.
func ExampleNewBattle() {
	rules := ares.MustDefaultRules()
	ter, _, _ := rules.Faction("Terrans")
	kah, _, _ := rules.Faction("Kahoum")
	trooper, _ := ter.UnitByName("Trooper")
	quake, _ := kah.UnitByName("Quake")
	b, _ := ares.NewBattle(ares.BattleConfig{Kind: ares.FrontierBattle},
		[]ares.ForceSpec{trooper.Spec(2)}, []ares.ForceSpec{quake.Spec(1)})
	_ = b.SetLine([]ares.LineColumn{{Attacker: []int{0}, Defender: []int{1}}})
	v, _ := b.ToHit(0, 1)
	fmt.Println("Troopers hit the Quake on", v)
	rng := dice.New(3)
	for !b.Over() {
		_ = b.Apply(b.Legal(nil)[0], &rng)
	}
	fmt.Println(b.Outcome(), "after", b.Round(), "rounds; Troopers left:", b.Force(0).Units())
	// Output:
	// Troopers hit the Quake on 1
	// round limit after 6 rounds; Troopers left: 1
}

func ExampleParseAction() {
	a, _ := ares.ParseAction("attack 2 deepstrike vs 1")
	fmt.Println(a.Kind == ares.ActAttack, ares.AttackChoice(a.Arg), a.Target)
	fmt.Println(ares.Action{Kind: ares.ActFire, Force: 3, Target: ares.TargetBaseLeft})
	// Output:
	// true deepstrike 1
	// fire 3 at base-left
}
