package main

import (
	aresbalance "github.com/aresim/aresim/ares/balance"
	crisisbalance "github.com/aresim/aresim/crisis/balance"
	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/ladder"
)

// summaryGames returns the registry of the games whose summaries
// `aresim merge` reads, reports and plots. Each study registers its game
// here, one line each, with sim.Register.
func summaryGames() *sim.Registry {
	reg := sim.NewRegistry()
	sim.Register(reg, aresbalance.Name, sim.Outputs[*aresbalance.Acc]{Report: aresbalance.WriteReport, Plot: aresbalance.WritePlot, Headlines: aresbalance.Headlines})
	sim.Register(reg, expbalance.Name, sim.Outputs[*expbalance.Acc]{Report: expbalance.WriteReport, Plot: expbalance.WritePlot, Headlines: expbalance.Headlines})
	sim.Register(reg, crisisbalance.Name, sim.Outputs[*crisisbalance.Acc]{Report: crisisbalance.WriteReport, Plot: crisisbalance.WritePlot, Headlines: crisisbalance.Headlines})
	sim.Register(reg, aresbalance.WhatIfName, sim.Outputs[*sim.PairedAcc]{Report: aresbalance.WriteWhatIf, Plot: aresbalance.PlotWhatIf})
	sim.Register(reg, expbalance.WhatIfName, sim.Outputs[*sim.PairedAcc]{Report: expbalance.WriteWhatIf, Plot: expbalance.PlotWhatIf})
	sim.Register(reg, crisisbalance.WhatIfName, sim.Outputs[*sim.PairedAcc]{Report: crisisbalance.WriteWhatIf, Plot: crisisbalance.PlotWhatIf})
	sim.Register(reg, aresbalance.SweepName, sim.Outputs[*sim.SweepAcc]{Report: aresbalance.WriteSweep, Plot: aresbalance.PlotSweep})
	sim.Register(reg, expbalance.SweepName, sim.Outputs[*sim.SweepAcc]{Report: expbalance.WriteSweep, Plot: expbalance.PlotSweep})
	sim.Register(reg, crisisbalance.SweepName, sim.Outputs[*sim.SweepAcc]{Report: crisisbalance.WriteSweep, Plot: crisisbalance.PlotSweep})
	sim.Register(reg, aresbalance.LadderName, ladder.Outputs(aresbalance.LadderTitle))
	sim.Register(reg, expbalance.LadderName, ladder.Outputs(expbalance.LadderTitle))
	sim.Register(reg, crisisbalance.LadderName, crisisbalance.LadderOutputs)
	return reg
}
