package odds

import (
	"encoding/json"

	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
)

// A Slice holds the sums of battles Lo to Hi-1 of a Monte Carlo run with
// Seed: battle i is seeded with dice.Derive(Seed, i), as in MonteCarlo,
// and the sums are counts, so adjacent slices merge exactly (Merge) and
// the slices of battles 0 to n-1, played anywhere and in any order, give
// the Result MonteCarlo gives for n battles (Result).
//
// Its JSON form (Marshal, Unmarshal) carries it between processes.
type Slice struct {
	seed   uint64
	lo, hi int64
	acc    *Acc
}

// PlaySlice plays battles lo to hi-1 of the Monte Carlo run of s with
// opt.Seed, on the calling goroutine, as the Simulation of s and opt
// plays them.
func PlaySlice(s *Setup, opt Options, lo, hi int64) (*Slice, error) {
	g, err := NewSimulation(s, opt)
	if err != nil {
		return nil, err
	}
	if lo < 0 || hi < lo || hi > maxBattles {
		return nil, badOptions("battles %d to %d: want 0 <= lo <= hi <= %d", lo, hi, int64(maxBattles))
	}
	sl := &Slice{seed: opt.Seed, lo: lo, hi: hi, acc: g.NewAccumulator()}
	for i := lo; i < hi; i++ {
		if err := g.Play(uint64(i), dice.Derive(opt.Seed, uint64(i)), sl.acc); err != nil {
			return nil, err
		}
	}
	return sl, nil
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
	case !sl.acc.sameShape(next.acc):
		return badOptions("merge: the slices are of different battles")
	}
	sl.acc.Merge(next.acc)
	sl.lo, sl.hi = min(sl.lo, next.lo), max(sl.hi, next.hi)
	return nil
}

// Result returns the odds of the slice's battles, which must start at
// battle 0, as a Monte Carlo run of opt.Battles battles (DefaultBattles
// if 0) with the slice's seed (see Simulation.Result). s and opt must be
// those the slices were played with.
func (sl *Slice) Result(s *Setup, opt Options) (*Result, error) {
	g, err := NewSimulation(s, opt)
	if err != nil {
		return nil, err
	}
	n := opt.battles()
	switch {
	case sl.lo != 0:
		return nil, badOptions("result: the battles start at %d, not 0", sl.lo)
	case sl.hi > n:
		return nil, badOptions("result: %d battles, more than the %d of the run", sl.hi, n)
	case opt.Seed != sl.seed:
		return nil, badOptions("result: the battles are of seed %d, not %d", sl.seed, opt.Seed)
	case !g.NewAccumulator().sameShape(sl.acc):
		return nil, badOptions("result: the battles are of another battle")
	}
	sum := sim.Summary[*Acc]{Schema: sim.SummarySchema, Game: SimulationName, Fingerprint: g.Fingerprint(),
		Seed: sl.seed, RunGames: uint64(n), Games: uint64(sl.hi), Ranges: [][2]uint64{}, Stop: sim.StopGames, Acc: sl.acc}
	if sl.hi > 0 {
		sum.Ranges = append(sum.Ranges, [2]uint64{0, uint64(sl.hi)})
	}
	return g.Result(sum)
}

type sliceJSON struct {
	Seed uint64 `json:"seed"`
	Lo   int64  `json:"lo"`
	Hi   int64  `json:"hi"`
	Acc  *Acc   `json:"acc"`
}

// MarshalJSON writes the slice's seed, range and sums.
func (sl *Slice) MarshalJSON() ([]byte, error) {
	return json.Marshal(sliceJSON{Seed: sl.seed, Lo: sl.lo, Hi: sl.hi, Acc: sl.acc})
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
	if j.Acc == nil || j.Acc.main.total != float64(j.Hi-j.Lo) {
		return badOptions("slice: the counts are not of battles %d to %d", j.Lo, j.Hi)
	}
	*sl = Slice{seed: j.Seed, lo: j.Lo, hi: j.Hi, acc: j.Acc}
	return nil
}
