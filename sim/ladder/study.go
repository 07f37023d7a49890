package ladder

import (
	"errors"
	"fmt"
	"strings"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/rating"
)

// ErrConfig is returned for a ladder that cannot run.
var ErrConfig = errors.New("ladder: bad configuration")

// Study is a ladder: a sim.Game playing every table of its agents on
// every pool of its engine in every rotation of the sides (see the
// package documentation for the order).
type Study struct {
	engine    Engine
	agents    []string
	defined   []string // agents as the fingerprint names them (Engine.Definition)
	pools     []string
	sides     int
	tables    [][]int // agent indices, one per side, in rotation 0
	rotations int
}

// New checks the agents (at least two, distinct, each known to the
// engine, at most rating.MaxAgents) and builds the ladder.
func New(e Engine, agents []string) (*Study, error) {
	st := &Study{engine: e, agents: append([]string(nil), agents...), pools: e.Pools(), sides: e.Sides()}
	switch {
	case len(agents) < 2:
		return nil, fmt.Errorf("%w: a ladder needs at least two agents, have %d", ErrConfig, len(agents))
	case len(agents) > rating.MaxAgents:
		return nil, fmt.Errorf("%w: %d agents (at most %d)", ErrConfig, len(agents), rating.MaxAgents)
	case st.sides < 2:
		return nil, fmt.Errorf("%w: %d sides (want at least 2)", ErrConfig, st.sides)
	case len(st.pools) == 0:
		return nil, fmt.Errorf("%w: no pool to play on", ErrConfig)
	}
	seen := map[string]bool{}
	for _, a := range agents {
		if err := e.CheckAgent(a); err != nil {
			return nil, err
		}
		def, err := e.Definition(a)
		if err != nil {
			return nil, err
		}
		st.defined = append(st.defined, def)
		if seen[a] {
			return nil, fmt.Errorf("%w: agent %s given twice", ErrConfig, a)
		}
		seen[a] = true
	}
	st.tables = Tables(len(agents), st.sides)
	st.rotations = st.sides
	return st, nil
}

// Tables returns the tables of n agents in games of sides sides, each a
// list of agent indices in side order of rotation 0, in lexicographic
// order: every set of sides distinct agents when n ≥ sides, otherwise
// every multiset of sides agents with at least two different ones.
func Tables(n, sides int) [][]int {
	var out [][]int
	cur := make([]int, 0, sides)
	var rec func(start int)
	rec = func(start int) {
		if len(cur) == sides {
			if cur[0] != cur[sides-1] { // at least two different agents (cur is sorted)
				out = append(out, append([]int(nil), cur...))
			}
			return
		}
		for i := start; i < n; i++ {
			cur = append(cur, i)
			if n >= sides {
				rec(i + 1)
			} else {
				rec(i)
			}
			cur = cur[:len(cur)-1]
		}
	}
	rec(0)
	return out
}

// Agents returns the agents' names, in the order of the matrix.
func (st *Study) Agents() []string { return append([]string(nil), st.agents...) }

// Cycle returns the number of games that play every table on every pool
// in every rotation once: a run of a multiple of it is balanced.
func (st *Study) Cycle() uint64 {
	return uint64(len(st.tables) * len(st.pools) * st.rotations)
}

// Seating returns game index's pool and the agent index of each side.
func (st *Study) Seating(index uint64) (pool int, sides []int) {
	r := int(index % uint64(st.rotations))
	k := index / uint64(st.rotations)
	pool = int(k % uint64(len(st.pools)))
	t := st.tables[(k/uint64(len(st.pools)))%uint64(len(st.tables))]
	sides = make([]int, st.sides)
	for i, a := range t {
		sides[(i+r)%st.sides] = a
	}
	return pool, sides
}

// Name implements sim.Game: the engine's Name.
func (st *Study) Name() string { return st.engine.Name() }

// Fingerprint implements sim.Game: the engine's Setup and the agents,
// each as the engine's Definition names it.
func (st *Study) Fingerprint() string {
	return st.engine.Setup() + " agents=" + strings.Join(st.defined, ",")
}

// NewAccumulator implements sim.Game.
func (st *Study) NewAccumulator() *Acc { return NewAcc(st.agents, st.pools, st.sides) }

// Play implements sim.Game: it plays game index and counts its result.
func (st *Study) Play(index, seed uint64, acc *Acc) error {
	pool, sides := st.Seating(index)
	names := make([]string, len(sides))
	for s, a := range sides {
		names[s] = st.agents[a]
	}
	places := make([]int, len(sides))
	if err := st.engine.Play(pool, names, seed, places); err != nil {
		return err
	}
	return acc.Record(pool, sides, places)
}

var _ sim.Game[*Acc] = (*Study)(nil)
