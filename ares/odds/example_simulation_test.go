package odds_test

import (
	"bytes"
	"context"
	"fmt"

	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/sim"
)

// A Monte Carlo run in two shards, played apart (by two processes, say),
// their summaries sent as JSON and merged: the odds are MonteCarlo's for
// the seed and the battles.
func ExampleSimulation() {
	spec := odds.Spec{
		Attacker: odds.Side{Forces: []odds.Force{odds.Unit("Trooper", 3), odds.Unit("Heavy Tank", 1)}},
		Defender: odds.Side{Forces: []odds.Force{odds.Unit("Quake", 2)}},
	}
	setup, err := spec.Setup(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := odds.Options{Battles: 4000, Seed: 7}
	g, err := odds.NewSimulation(setup, opt)
	if err != nil {
		fmt.Println(err)
		return
	}
	var sent [2]bytes.Buffer
	for i := range sent {
		cfg := g.Config()
		cfg.Shard = sim.Shard{Index: uint64(i), Count: 2}
		sum, err := sim.Run(context.Background(), cfg, g)
		if err != nil {
			fmt.Println(err)
			return
		}
		if err := sim.WriteSummary(&sent[i], sum); err != nil {
			fmt.Println(err)
			return
		}
	}
	var total sim.Summary[*odds.Acc]
	for i := range sent {
		sum, err := sim.ReadSummary[*odds.Acc](&sent[i], fmt.Sprintf("shard %d", i), odds.SimulationName)
		if err == nil && i > 0 {
			sum, err = sim.MergeSummaries(total, sum)
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		total = sum
	}
	merged, err := g.Result(total)
	if err != nil {
		fmt.Println(err)
		return
	}
	whole, err := odds.MonteCarlo(setup, opt)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("shards: attacker wins %.4f in %d battles\n", merged.AttackerWins, merged.Battles)
	fmt.Printf("one run: attacker wins %.4f in %d battles\n", whole.AttackerWins, whole.Battles)
	// Output:
	// shards: attacker wins 0.5903 in 4000 battles
	// one run: attacker wins 0.5903 in 4000 battles
}
