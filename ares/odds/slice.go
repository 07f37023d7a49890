package odds

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/aresim/aresim/internal/dice"
)

// A Slice holds the sums of battles Lo to Hi-1 of a Monte Carlo run with
// Seed: battle i is seeded with dice.Derive(Seed, i), as in MonteCarlo,
// and the sums are counts, so adjacent slices merge exactly (Merge) and
// the slices of battles 0 to n-1, played anywhere and in any order, give
// the Result MonteCarlo gives for n battles (Result). This is how a run
// is split across processes that share no memory, such as the web
// workers of a browser.
//
// Its JSON form (Marshal, Unmarshal) carries it between them.
type Slice struct {
	seed   uint64
	lo, hi int64
	// main holds the battles as the tactics play them, and the retreat
	// table when the attacker's tactics never retreat; table, when not
	// nil, holds the same battles played by an attacker that presses on,
	// for the retreat table (see withRetreatTable).
	main, table *tally
}

// PlaySlice plays battles lo to hi-1 of the Monte Carlo run of s with
// opt.Seed, on the calling goroutine (opt.Battles, opt.Workers,
// opt.Timeout and opt.Progress play no part). With the retreat table and
// an attacker whose tactics may retreat, every battle is also played by an
// attacker that presses on, as MonteCarlo does in its second run.
func PlaySlice(s *Setup, opt Options, lo, hi int64) (*Slice, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	if lo < 0 || hi < lo || hi > maxBattles {
		return nil, badOptions("battles %d to %d: want 0 <= lo <= hi <= %d", lo, hi, int64(maxBattles))
	}
	table := !opt.NoRetreatTable
	pressing := table && s.Tactics.Attacker.Retreat.Kind != RetreatNever
	sl := &Slice{seed: opt.Seed, lo: lo, hi: hi, main: playBattles(s, opt.Seed, lo, hi, table && !pressing)}
	if pressing {
		p := *s
		p.Tactics.Attacker.Retreat = Retreat{}
		sl.table = playBattles(&p, opt.Seed, lo, hi, true)
	}
	return sl, nil
}

// playBattles plays battles lo to hi-1 of s with seed on one goroutine.
func playBattles(s *Setup, seed uint64, lo, hi int64, table bool) *tally {
	start := s.Start
	newDecider(s.Tactics).prepare(&start)
	sim := &simulator{dec: newDecider(s.Tactics), t: newTally(&s.Start, maxUnits(&s.Start)), table: table}
	for i := lo; i < hi; i++ {
		sim.play(&start, dice.Derive(seed, uint64(i)))
	}
	return sim.t
}

// Battles returns the range of battles the slice holds: lo to hi-1.
func (sl *Slice) Battles() (lo, hi int64) { return sl.lo, sl.hi }

// Merge adds next, the slice of the same run that starts where sl ends
// (or ends where sl starts), into sl. Slices of other seeds or shapes, or
// not adjacent, are refused, and sl is left as it was.
func (sl *Slice) Merge(next *Slice) error {
	switch {
	case sl.seed != next.seed:
		return badOptions("merge: seed %d and seed %d are different runs", sl.seed, next.seed)
	case next.lo != sl.hi && next.hi != sl.lo:
		return badOptions("merge: battles %d-%d do not adjoin battles %d-%d", next.lo, next.hi-1, sl.lo, sl.hi-1)
	case !sl.main.sameShape(next.main) || (sl.table == nil) != (next.table == nil) ||
		(sl.table != nil && !sl.table.sameShape(next.table)):
		return badOptions("merge: the slices are of different battles")
	}
	sl.main.merge(next.main)
	if sl.table != nil {
		sl.table.merge(next.table)
	}
	sl.lo, sl.hi = min(sl.lo, next.lo), max(sl.hi, next.hi)
	return nil
}

// Result returns the odds of the slice's battles, which must start at
// battle 0, as a Monte Carlo run of opt.Battles battles (DefaultBattles
// if 0) with the slice's seed: the Result MonteCarlo gives when the slice
// holds every battle, and otherwise the result of the battles played,
// marked Partial with Stop "cancelled". Unlike MonteCarlo's, a partial
// result keeps the retreat table, whose battles are the same. s and opt
// must be those the slices were played with.
func (sl *Slice) Result(s *Setup, opt Options) (*Result, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	n := opt.battles()
	table := !opt.NoRetreatTable
	pressing := table && s.Tactics.Attacker.Retreat.Kind != RetreatNever
	want := newTally(&s.Start, maxUnits(&s.Start))
	switch {
	case sl.lo != 0:
		return nil, badOptions("result: the battles start at %d, not 0", sl.lo)
	case sl.hi > n:
		return nil, badOptions("result: %d battles, more than the %d of the run", sl.hi, n)
	case opt.Seed != sl.seed:
		return nil, badOptions("result: the battles are of seed %d, not %d", sl.seed, opt.Seed)
	case !want.sameShape(sl.main) || pressing != (sl.table != nil) || (pressing && !want.sameShape(sl.table)):
		return nil, badOptions("result: the battles are of another battle")
	}
	res := sl.main.result(s, sl.hi, table && !pressing)
	res.Method, res.RequestedBattles = MethodMonteCarlo, n
	if sl.hi == n {
		res.Stop = StopBattles
	} else {
		res.Stop, res.Partial = StopCancelled, true
	}
	if pressing {
		res.RetreatTable = sl.table.result(s, sl.hi, true).RetreatTable
	}
	return res, nil
}

// sameShape reports whether u counts the same things as t (the same
// battle's Forces, rounds and Empty Buildings).
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

// tallyJSON is the JSON form of a tally: its sums, which are whole
// numbers for Monte Carlo.
type tallyJSON struct {
	Total       float64     `json:"total"`
	Outcomes    []float64   `json:"outcomes"`
	EndedAt     []float64   `json:"endedAt"`
	Survivors   [][]float64 `json:"survivors"`
	Destroyed   []float64   `json:"destroyed"`
	WinsPassed  []float64   `json:"winsPassed"`
	UnitsPassed []float64   `json:"unitsPassed"`
	ShadowUnits []float64   `json:"shadowUnits"`
	ShadowMass  []float64   `json:"shadowMass"`
}

type sliceJSON struct {
	Seed  uint64     `json:"seed"`
	Lo    int64      `json:"lo"`
	Hi    int64      `json:"hi"`
	Main  tallyJSON  `json:"main"`
	Table *tallyJSON `json:"table,omitempty"`
}

func (t *tally) toJSON() tallyJSON {
	return tallyJSON{Total: t.total, Outcomes: t.outcomes[:], EndedAt: t.endedAt, Survivors: t.survivors,
		Destroyed: t.destroyed, WinsPassed: t.winsPassed, UnitsPassed: t.unitsPassed, ShadowUnits: t.shadowUnits,
		ShadowMass: t.shadowMass}
}

// tally reads the sums of n battles.
func (j *tallyJSON) tally(n int64) (*tally, error) {
	if j.Total != float64(n) {
		return nil, fmt.Errorf("a total of %v battles, want %d", j.Total, n)
	}
	if len(j.Outcomes) != len(tally{}.outcomes) {
		return nil, fmt.Errorf("%d outcomes, want %d", len(j.Outcomes), len(tally{}.outcomes))
	}
	t := &tally{total: j.Total, endedAt: j.EndedAt, survivors: j.Survivors, destroyed: j.Destroyed,
		winsPassed: j.WinsPassed, unitsPassed: j.UnitsPassed, shadowUnits: j.ShadowUnits, shadowMass: j.ShadowMass}
	copy(t.outcomes[:], j.Outcomes)
	r := len(t.endedAt)
	if r < 2 || len(t.winsPassed) != r || len(t.unitsPassed) != r || len(t.shadowUnits) != r ||
		len(t.shadowMass) != r || len(t.destroyed) == 0 || len(t.survivors) == 0 {
		return nil, fmt.Errorf("the counts do not fit together")
	}
	all := append([][]float64{t.outcomes[:], t.endedAt, t.destroyed, t.winsPassed, t.unitsPassed,
		t.shadowUnits, t.shadowMass, {t.total}}, t.survivors...)
	for _, list := range all {
		if slices.ContainsFunc(list, func(x float64) bool { return !(x >= 0 && x <= 1<<53) }) {
			return nil, fmt.Errorf("a count outside 0-2^53")
		}
	}
	return t, nil
}

// MarshalJSON writes the slice's seed, range and sums.
func (sl *Slice) MarshalJSON() ([]byte, error) {
	j := sliceJSON{Seed: sl.seed, Lo: sl.lo, Hi: sl.hi, Main: sl.main.toJSON()}
	if sl.table != nil {
		t := sl.table.toJSON()
		j.Table = &t
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes. Whether the sums belong to
// a battle is checked when they are merged or turned into a Result.
func (sl *Slice) UnmarshalJSON(data []byte) error {
	var j sliceJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return badOptions("slice: %v", err)
	}
	if j.Lo < 0 || j.Hi < j.Lo || j.Hi > maxBattles {
		return badOptions("slice: battles %d to %d", j.Lo, j.Hi)
	}
	main, err := j.Main.tally(j.Hi - j.Lo)
	if err != nil {
		return badOptions("slice: %v", err)
	}
	out := Slice{seed: j.Seed, lo: j.Lo, hi: j.Hi, main: main}
	if j.Table != nil {
		if out.table, err = j.Table.tally(j.Hi - j.Lo); err != nil {
			return badOptions("slice: %v", err)
		}
	}
	*sl = out
	return nil
}
