package main

import (
	"github.com/aresim/aresim/ares/balance"
	crisisbalance "github.com/aresim/aresim/crisis/balance"
	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim"
)

// summaryGames returns the registry of the games whose summaries
// `aresim merge` reads and reports. Each engine registers its balance
// game here, one line each, with sim.Register.
func summaryGames() *sim.Registry {
	reg := sim.NewRegistry()
	sim.Register(reg, balance.Name, balance.WriteReport)
	sim.Register(reg, expbalance.Name, expbalance.WriteReport)
	sim.Register(reg, crisisbalance.Name, crisisbalance.WriteReport)
	return reg
}
