package odds

import (
	"encoding/json"
	"fmt"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
)

// Acc is a Simulation's accumulator (it implements sim.Accumulator): the
// counts of how its battles ended, and of the retreat table. Counts are
// whole numbers, so accumulators merge exactly, in any order. Its JSON
// form holds the counts.
type Acc struct {
	// main counts the battles as the tactics play them; table, when not
	// nil, counts the same battles played by an attacker that presses on
	// (the retreat table of an attacker whose tactics may retreat).
	main, table *tally
}

// Merge implements sim.Accumulator. It panics when o counts another
// battle (the harness turns that into an error).
func (a *Acc) Merge(o *Acc) {
	if !a.sameShape(o) {
		panic("odds: the counts of different battles do not merge")
	}
	a.main.merge(o.main)
	if a.table != nil {
		a.table.merge(o.table)
	}
}

// Rates implements sim.Accumulator: the attacker's wins.
func (a *Acc) Rates() []sim.Rate {
	t := a.main
	wins := t.outcomes[ares.DefenderEliminated] + t.outcomes[ares.DefenderRetreated]
	return []sim.Rate{{Successes: int64(wins), Trials: int64(t.total)}}
}

// sameShape reports whether o counts the same things as a.
func (a *Acc) sameShape(o *Acc) bool {
	return o != nil && a.main.sameShape(o.main) && (a.table == nil) == (o.table == nil) &&
		(a.table == nil || a.table.sameShape(o.table))
}

// sameShape reports whether u counts the same things as t: the same
// Forces with the same most units, rounds and Empty Buildings.
func (t *tally) sameShape(u *tally) bool {
	if u == nil || len(t.survivors) != len(u.survivors) {
		return false
	}
	for i := range t.survivors {
		if len(t.survivors[i]) != len(u.survivors[i]) {
			return false
		}
	}
	return len(t.endedAt) == len(u.endedAt) && len(t.destroyed) == len(u.destroyed) &&
		len(t.winsPassed) == len(u.winsPassed) && len(t.unitsPassed) == len(u.unitsPassed) &&
		len(t.shadowUnits) == len(u.shadowUnits) && len(t.shadowMass) == len(u.shadowMass)
}

// accJSON is the JSON form of an Acc.
type accJSON struct {
	Battles  *tallyJSON `json:"battles"`
	Pressing *tallyJSON `json:"pressing,omitempty"`
}

// tallyJSON is the JSON form of a Monte Carlo tally: its counts.
type tallyJSON struct {
	Total       int64     `json:"total"`
	Outcomes    []int64   `json:"outcomes"`
	EndedAt     []int64   `json:"endedAt"`
	Survivors   [][]int64 `json:"survivors"`
	Destroyed   []int64   `json:"destroyed"`
	WinsPassed  []int64   `json:"winsPassed"`
	UnitsPassed []int64   `json:"unitsPassed"`
	ShadowUnits []int64   `json:"shadowUnits"`
	ShadowMass  []int64   `json:"shadowMass"`
}

// MarshalJSON writes the counts.
func (a *Acc) MarshalJSON() ([]byte, error) {
	j := accJSON{Battles: a.main.toJSON()}
	if a.table != nil {
		j.Pressing = a.table.toJSON()
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes, refusing counts that do
// not fit together; whether they are of a given battle is checked when
// they are merged (Merge) or read (Simulation.Result).
func (a *Acc) UnmarshalJSON(data []byte) error {
	var j accJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return badOptions("counts: %v", err)
	}
	if j.Battles == nil {
		return badOptions("counts: no battles")
	}
	main, err := j.Battles.tally()
	if err != nil {
		return badOptions("counts: battles: %v", err)
	}
	out := Acc{main: main}
	if j.Pressing != nil {
		if out.table, err = j.Pressing.tally(); err != nil {
			return badOptions("counts: pressing: %v", err)
		}
		if out.table.total != main.total {
			return badOptions("counts: %v battles pressing on, %v as played", out.table.total, main.total)
		}
	}
	*a = out
	return nil
}

func (t *tally) toJSON() *tallyJSON {
	ints := func(xs []float64) []int64 {
		out := make([]int64, len(xs))
		for i, x := range xs {
			out[i] = int64(x)
		}
		return out
	}
	j := &tallyJSON{Total: int64(t.total), Outcomes: ints(t.outcomes[:]), EndedAt: ints(t.endedAt),
		Destroyed: ints(t.destroyed), WinsPassed: ints(t.winsPassed), UnitsPassed: ints(t.unitsPassed),
		ShadowUnits: ints(t.shadowUnits), ShadowMass: ints(t.shadowMass), Survivors: make([][]int64, len(t.survivors))}
	for i, s := range t.survivors {
		j.Survivors[i] = ints(s)
	}
	return j
}

// maxCount bounds every count read: counts stay exact in float64.
const maxCount = 1 << 53

// tally reads the counts, checking that they fit together: every list
// of the battle's rounds as long, every count from 0 to 2^53, and the
// battles counted by how they ended, when, and by each Force's survivors
// all adding up to the total.
func (j *tallyJSON) tally() (*tally, error) {
	floats := func(xs []int64) ([]float64, error) {
		out := make([]float64, len(xs))
		for i, x := range xs {
			if x < 0 || x > maxCount {
				return nil, fmt.Errorf("a count of %d, outside 0 to 2^53", x)
			}
			out[i] = float64(x)
		}
		return out, nil
	}
	t := &tally{survivors: make([][]float64, len(j.Survivors))}
	var outcomes []float64
	var err error
	for _, f := range []struct {
		dst *[]float64
		src []int64
	}{{&outcomes, j.Outcomes}, {&t.endedAt, j.EndedAt}, {&t.destroyed, j.Destroyed}, {&t.winsPassed, j.WinsPassed},
		{&t.unitsPassed, j.UnitsPassed}, {&t.shadowUnits, j.ShadowUnits}, {&t.shadowMass, j.ShadowMass}} {
		if *f.dst, err = floats(f.src); err != nil {
			return nil, err
		}
	}
	for i, s := range j.Survivors {
		if t.survivors[i], err = floats(s); err != nil {
			return nil, err
		}
	}
	if j.Total < 0 || j.Total > maxCount {
		return nil, fmt.Errorf("a total of %d battles, outside 0 to 2^53", j.Total)
	}
	t.total = float64(j.Total)
	rounds := len(t.endedAt)
	switch {
	case len(outcomes) != len(t.outcomes):
		return nil, fmt.Errorf("%d outcomes, want %d", len(outcomes), len(t.outcomes))
	case rounds < 2 || len(t.winsPassed) != rounds || len(t.unitsPassed) != rounds || len(t.shadowUnits) != rounds ||
		len(t.shadowMass) != rounds:
		return nil, fmt.Errorf("the counts by round do not cover the same rounds")
	case len(t.destroyed) == 0 || len(t.survivors) == 0:
		return nil, fmt.Errorf("no Forces")
	}
	copy(t.outcomes[:], outcomes)
	sums := [][]float64{outcomes, t.endedAt, t.destroyed}
	sums = append(sums, t.survivors...)
	for _, list := range sums {
		total := 0.0
		for _, x := range list {
			total += x
		}
		if total != t.total {
			return nil, fmt.Errorf("the counts add up to %v battles, not %v", total, t.total)
		}
	}
	return t, nil
}
