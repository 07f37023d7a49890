// Command battleodds describes a battle with package ares/odds and prints
// its exact and Monte Carlo odds side by side.
//
// Three Terran Troopers flanked by two Bombers attack a Kahoum base held by
// two Quakes and a Grove that can build Poison Ivy with the two cards the
// defender holds for Emergency Defense.
package main

import (
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"github.com/aresim/aresim/ares/odds"
)

func main() {
	if err := run(os.Stdout, 200_000); err != nil {
		fmt.Fprintln(os.Stderr, "battleodds:", err)
		os.Exit(1)
	}
}

// battle is the battle this example computes.
func battle() odds.Spec {
	return odds.Spec{
		Kind:           odds.Base,
		EmergencyCards: 2,
		Attacker: odds.Side{Faction: "Terrans", Forces: []odds.Force{
			{Name: "Troopers", Unit: "Trooper", Units: 3},
			{Name: "Bombers", Unit: "Bomber", Units: 2},
		}},
		Defender: odds.Side{Faction: "Kahoum", Forces: []odds.Force{
			{Name: "Quakes", Unit: "Quake", Units: 2},
			{Name: "Grove", Unit: "Poison Ivy", Units: 0},
		}},
	}
}

// run computes the odds both ways, with battles simulated battles, and
// prints them to w.
func run(w io.Writer, battles int64) error {
	spec := battle()
	setup, err := spec.Setup(nil) // nil: the factions embedded in package ares
	if err != nil {
		return err
	}
	exact, err := odds.Exact(setup, odds.Options{})
	if err != nil {
		return err
	}
	mc, err := odds.MonteCarlo(setup, odds.Options{Battles: battles, Seed: 1})
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "\texact (%d states)\tMonte Carlo (%d battles)\n", exact.States, mc.Battles)
	row := func(name string, e, m float64) { fmt.Fprintf(tw, "%s\t%.4f\t%.4f\n", name, e, m) }
	fmt.Fprintf(tw, "attacker wins\t%.4f\t%.4f [%.4f, %.4f]\n", exact.AttackerWins, mc.AttackerWins,
		mc.CI95.AttackerWins[0], mc.CI95.AttackerWins[1])
	row("defender eliminated", exact.Outcomes.DefenderEliminated, mc.Outcomes.DefenderEliminated)
	row("attacker eliminated", exact.Outcomes.AttackerEliminated, mc.Outcomes.AttackerEliminated)
	row("both eliminated", exact.Outcomes.BothEliminated, mc.Outcomes.BothEliminated)
	row("round limit", exact.Outcomes.RoundLimit, mc.Outcomes.RoundLimit)
	for i, f := range exact.Survivors.Attacker {
		row("attacker "+f.Name+", mean survivors", f.Mean, mc.Survivors.Attacker[i].Mean)
	}
	for i, f := range exact.Survivors.Defender {
		row("defender "+f.Name+", mean survivors", f.Mean, mc.Survivors.Defender[i].Mean)
	}
	return tw.Flush()
}
