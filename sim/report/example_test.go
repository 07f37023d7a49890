package report_test

import (
	"fmt"
	"os"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
)

func ExampleEstimate() {
	e := report.NewEstimate(sim.Rate{Successes: 735, Trials: 1000})
	fmt.Println(e)
	// Output:
	//  73.5% [70.7, 76.1]
}

func ExampleRun_Status() {
	r := report.Run{Games: 4096, RunGames: 10000, Stop: "timeout", Partial: true, Missing: [][2]uint64{{4096, 10000}}}
	fmt.Println(r.Status())
	// Output:
	// PARTIAL: stopped by --timeout after 4096 of 10000 games
}

func ExampleCSV() {
	c := report.NewCSV(os.Stdout)
	c.Rate("field", "Kahoum/heuristic", "", report.NewEstimate(sim.Rate{Successes: 3, Trials: 4}))
	c.Value("turns", "", "", "mean", 99.5)
	_ = c.Close()
	// Output:
	// section,row,column,statistic,value,ci95_low,ci95_high,successes,trials
	// field,Kahoum/heuristic,,rate,0.75,0.30064184258240184,0.9544127391902995,3,4
	// turns,,,mean,99.5,,,,
}
