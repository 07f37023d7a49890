package ladder

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/rating"
)

// Acc holds a ladder's sums: the results of all games, and of the games
// of each pool, as rating tallies, and how often each side placed first.
type Acc struct {
	// Pools label ByPool.
	Pools []string `json:"pools"`
	// All counts every game; ByPool[k] the games played on pool k.
	All    *rating.Tally   `json:"all"`
	ByPool []*rating.Tally `json:"byPool"`
	// Firsts: for each side, the games, and those where it placed first
	// (alone or shared).
	Firsts sim.RateSet `json:"firsts"`
}

// NewAcc returns empty sums of a ladder of agents on pools with sides
// sides.
func NewAcc(agents, pools []string, sides int) *Acc {
	a := &Acc{Pools: append([]string(nil), pools...), All: rating.NewTally(agents...)}
	for range pools {
		a.ByPool = append(a.ByPool, rating.NewTally(agents...))
	}
	labels := make([]string, sides)
	for s := range labels {
		labels[s] = "side " + strconv.Itoa(s+1)
	}
	a.Firsts = sim.NewRateSet(labels...)
	return a
}

// Record counts one game on pool: sides[s] is the agent of side s and
// places[s] its place. An agent holding several sides places as its best
// one.
func (a *Acc) Record(pool int, sides, places []int) error {
	best := map[int]int{}
	var order []int
	for s, agent := range sides {
		p, ok := best[agent]
		if !ok {
			order = append(order, agent)
		}
		if !ok || places[s] < p {
			best[agent] = places[s]
		}
	}
	res := make(rating.Result, 0, len(order))
	for _, agent := range order {
		res = append(res, rating.Entry{Agent: agent, Place: best[agent]})
	}
	if err := a.All.Add(res); err != nil {
		return err
	}
	if err := a.ByPool[pool].Add(res); err != nil {
		return err
	}
	top := slices.Min(places)
	for s, p := range places {
		a.Firsts.Record(s, p == top)
	}
	return nil
}

// Merge implements sim.Accumulator. Sums of different ladders do not
// merge: it panics, which the merge reports as a mismatch.
func (a *Acc) Merge(o *Acc) {
	if !slices.Equal(a.Pools, o.Pools) || len(a.ByPool) != len(o.ByPool) {
		panic(fmt.Sprintf("ladder: pools %q and %q", a.Pools, o.Pools))
	}
	if err := a.All.Merge(o.All); err != nil {
		panic(err)
	}
	for k := range a.ByPool {
		if err := a.ByPool[k].Merge(o.ByPool[k]); err != nil {
			panic(err)
		}
	}
	a.Firsts.Merge(&o.Firsts)
}

// Rates implements sim.Accumulator: the win rate of every pair of
// agents, the row agent's strict wins against the column agent's.
func (a *Acc) Rates() []sim.Rate {
	n := len(a.All.Names())
	var out []sim.Rate
	for i := range n {
		for j := i + 1; j < n; j++ {
			out = append(out, a.All.Cell(i, j).WinRate())
		}
	}
	return out
}

// Validate reports sums no ladder could produce: pools and tallies that
// do not match.
func (a *Acc) Validate() error {
	switch {
	case a.All == nil:
		return fmt.Errorf("ladder: no tally")
	case len(a.ByPool) != len(a.Pools) || len(a.Pools) == 0:
		return fmt.Errorf("ladder: %d pools and %d pool tallies", len(a.Pools), len(a.ByPool))
	}
	var games int64
	for k, t := range a.ByPool {
		if t == nil || !slices.Equal(t.Names(), a.All.Names()) {
			return fmt.Errorf("ladder: pool %q's tally is not of the ladder's agents", a.Pools[k])
		}
		games += t.Games()
	}
	if games != a.All.Games() {
		return fmt.Errorf("ladder: the pools hold %d games, the ladder %d", games, a.All.Games())
	}
	return a.Firsts.Validate()
}

// UnmarshalJSON decodes the sums, refusing unknown fields.
func (a *Acc) UnmarshalJSON(data []byte) error {
	type plain Acc
	var p plain
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return err
	}
	*a = Acc(p)
	return nil
}
