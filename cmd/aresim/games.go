package main

import (
	"github.com/aresim/aresim/ares/balance"
	crisisbalance "github.com/aresim/aresim/crisis/balance"
	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim"
)

// summaryGames returns the registry of the games whose summaries
// `aresim merge` reads, reports and plots. Each study registers its game
// here, one line each, with sim.Register.
func summaryGames() *sim.Registry {
	reg := sim.NewRegistry()
	sim.Register(reg, balance.Name, sim.Outputs[*balance.Acc]{Report: balance.WriteReport, Plot: balance.WritePlot})
	sim.Register(reg, expbalance.Name, sim.Outputs[*expbalance.Acc]{Report: expbalance.WriteReport, Plot: expbalance.WritePlot})
	sim.Register(reg, crisisbalance.Name, sim.Outputs[*crisisbalance.Acc]{Report: crisisbalance.WriteReport, Plot: crisisbalance.WritePlot})
	return reg
}
