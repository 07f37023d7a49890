package balance

import (
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
)

func whatIfRows(s sim.Summary[*sim.PairedAcc]) []report.DiffRow { return report.NewWhatIf(s).Rates }

func find(rows []report.DiffRow, name string) report.DiffRow {
	for _, r := range rows {
		if r.Rate == name {
			return r
		}
	}
	panic("no rate " + name)
}
