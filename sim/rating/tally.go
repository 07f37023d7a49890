package rating

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/bits"
	"slices"
)

// pickUnit is the weight of one pick in a Tally: a tie of t agents
// counts each of its orders with weight 1/t!, and 720 = 6! makes every
// such weight whole for ties of up to MaxTie agents.
const pickUnit = 720

// pick is one choice of the Plackett-Luce model: agent chosen finished
// above every other agent of set (a bit set of agents).
type pick struct {
	set    uint64
	chosen uint8
}

// Tally accumulates game results as integer counts, the sufficient
// statistics of both rating models, so that tallies of shards of a
// ladder merge exactly (Merge) and a fit does not depend on the order of
// the games. Make one with NewTally.
type Tally struct {
	names []string
	games int64
	// wins[i*n+j] counts the games where agent i placed above agent j,
	// draws[i*n+j] (= draws[j*n+i]) those where they shared a place.
	wins, draws []int64
	// picks counts each Plackett-Luce choice, in units of 1/pickUnit.
	picks map[pick]int64
	// played[i] counts agent i's games.
	played []int64
}

// NewTally returns an empty tally of the agents called names (distinct,
// at most MaxAgents); agent i is names[i]. It panics on more than
// MaxAgents names, a programming error.
func NewTally(names ...string) *Tally {
	n := len(names)
	if n > MaxAgents {
		panic(fmt.Sprintf("rating: %d agents (at most %d)", n, MaxAgents))
	}
	return &Tally{names: slices.Clone(names), wins: make([]int64, n*n), draws: make([]int64, n*n),
		picks: map[pick]int64{}, played: make([]int64, n)}
}

// Names returns the agents' names. The caller must not modify them.
func (t *Tally) Names() []string { return slices.Clip(t.names) }

// Games returns the number of games added.
func (t *Tally) Games() int64 { return t.games }

// Played returns the number of games agent i played.
func (t *Tally) Played(i int) int64 { return t.played[i] }

// Add counts one game. Every pair of agents in it counts as a pairwise
// result (a win for the one placed higher, a draw for equal places), and
// its finishing order as a sequence of Plackett-Luce picks: first place
// chosen from all of them, second from the rest, and so on. A tie counts
// as the average of its orders (for two agents, half a win each). Add
// leaves the tally unchanged and returns an ErrResult error for a result
// these agents cannot have produced.
func (t *Tally) Add(r Result) error {
	n := len(t.names)
	if err := r.check(n); err != nil {
		return err
	}
	groups := r.groups()
	for _, g := range groups {
		if len(g) > MaxTie {
			return fmt.Errorf("%w: %d agents share a place (at most %d)", ErrResult, len(g), MaxTie)
		}
	}
	t.games++
	for _, e := range r {
		t.played[e.Agent]++
		for _, f := range r {
			switch {
			case e.Agent == f.Agent:
			case e.Place < f.Place:
				t.wins[e.Agent*n+f.Agent]++
			case e.Place == f.Place:
				t.draws[e.Agent*n+f.Agent]++
			}
		}
	}
	var below uint64 // the agents placed below the current group
	for k := len(groups) - 1; k >= 0; k-- {
		t.addGroup(groups[k], below)
		for _, a := range groups[k] {
			below |= 1 << a
		}
	}
	return nil
}

// addGroup counts the picks of a group of tied agents above the agents
// in below: averaged over the group's orders, when m of its t agents are
// left, each subset S of m of them is left with probability 1/C(t,m) and
// each agent of S is picked next with probability 1/m. A pick from a set
// of one agent says nothing and is not counted.
func (t *Tally) addGroup(group []int, below uint64) {
	size := len(group)
	for sub := uint64(1); sub < 1<<size; sub++ {
		m := bits.OnesCount64(sub)
		var set uint64
		for i, a := range group {
			if sub&(1<<i) != 0 {
				set |= 1 << a
			}
		}
		set |= below
		if bits.OnesCount64(set) < 2 {
			continue
		}
		w := int64(pickUnit / (binomial(size, m) * m))
		for i, a := range group {
			if sub&(1<<i) != 0 {
				t.picks[pick{set: set, chosen: uint8(a)}] += w
			}
		}
	}
}

func binomial(n, k int) int {
	c := 1
	for i := 0; i < k; i++ {
		c = c * (n - i) / (i + 1)
	}
	return c
}

// Merge adds o's counts into t. The tallies must be of the same agents,
// in the same order.
func (t *Tally) Merge(o *Tally) error {
	if !slices.Equal(t.names, o.names) {
		return fmt.Errorf("%w: agents %q and %q", ErrMismatch, t.names, o.names)
	}
	t.games += o.games
	for k := range t.wins {
		t.wins[k] += o.wins[k]
		t.draws[k] += o.draws[k]
	}
	for k, w := range o.picks {
		t.picks[k] += w
	}
	for k := range t.played {
		t.played[k] += o.played[k]
	}
	return nil
}

// Cell returns agent i's pairwise results against agent j: the games
// where i placed above j, equal to j, or below j.
func (t *Tally) Cell(i, j int) Cell {
	n := len(t.names)
	return Cell{Wins: t.wins[i*n+j], Draws: t.draws[i*n+j], Losses: t.wins[j*n+i]}
}

type tallyJSON struct {
	Agents []string   `json:"agents"`
	Games  int64      `json:"games"`
	Played []int64    `json:"played"`
	Wins   [][]int64  `json:"wins"`
	Draws  [][]int64  `json:"draws"`
	Picks  []pickJSON `json:"picks"`
}

type pickJSON struct {
	Set    []int `json:"set"`
	Chosen int   `json:"chosen"`
	Weight int64 `json:"weight"` // in units of 1/720 of a game
}

// MarshalJSON encodes the tally: its agents, the games each played, the
// pairwise wins and draws as matrices (row agent against column agent),
// and the Plackett-Luce picks sorted by set and chosen agent, weighted in
// 720ths of a game.
func (t *Tally) MarshalJSON() ([]byte, error) {
	n := len(t.names)
	j := tallyJSON{Agents: nonNil(t.names), Games: t.games, Played: nonNil(t.played),
		Wins: make([][]int64, n), Draws: make([][]int64, n), Picks: []pickJSON{}}
	for i := range n {
		j.Wins[i] = t.wins[i*n : (i+1)*n]
		j.Draws[i] = t.draws[i*n : (i+1)*n]
	}
	keys := make([]pick, 0, len(t.picks))
	for k := range t.picks {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b pick) int {
		if a.set != b.set {
			return cmp.Compare(a.set, b.set)
		}
		return int(a.chosen) - int(b.chosen)
	})
	for _, k := range keys {
		p := pickJSON{Chosen: int(k.chosen), Weight: t.picks[k]}
		for s := k.set; s != 0; s &= s - 1 {
			p.Set = append(p.Set, bits.TrailingZeros64(s))
		}
		j.Picks = append(j.Picks, p)
	}
	return json.Marshal(j)
}

func nonNil[E any](s []E) []E {
	if s == nil {
		return []E{}
	}
	return s
}

// UnmarshalJSON decodes a tally and checks that its counts are ones games
// could produce, returning an ErrTally error otherwise.
func (t *Tally) UnmarshalJSON(data []byte) error {
	var j tallyJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("%w: %w", ErrTally, err)
	}
	n := len(j.Agents)
	if n > MaxAgents {
		return fmt.Errorf("%w: %d agents (at most %d)", ErrTally, n, MaxAgents)
	}
	d := NewTally(j.Agents...)
	if j.Games < 0 || len(j.Played) != n || len(j.Wins) != n || len(j.Draws) != n {
		return fmt.Errorf("%w: %d agents with %d game counts and %d×%d matrices", ErrTally, n, len(j.Played),
			len(j.Wins), len(j.Draws))
	}
	d.games = j.Games
	for i := range n {
		if len(j.Wins[i]) != n || len(j.Draws[i]) != n || j.Played[i] < 0 || j.Played[i] > j.Games {
			return fmt.Errorf("%w: agent %q's row", ErrTally, j.Agents[i])
		}
		d.played[i] = j.Played[i]
		for k := range n {
			if j.Wins[i][k] < 0 || j.Draws[i][k] < 0 || j.Draws[i][k] != j.Draws[k][i] ||
				(i == k && j.Wins[i][k]+j.Draws[i][k] != 0) {
				return fmt.Errorf("%w: agent %q against %q", ErrTally, j.Agents[i], j.Agents[k])
			}
			d.wins[i*n+k], d.draws[i*n+k] = j.Wins[i][k], j.Draws[i][k]
		}
	}
	for _, p := range j.Picks {
		var set uint64
		for _, a := range p.Set {
			if a < 0 || a >= n {
				return fmt.Errorf("%w: a pick names agent %d", ErrTally, a)
			}
			set |= 1 << a
		}
		if p.Chosen < 0 || p.Chosen >= n || set&(1<<p.Chosen) == 0 || bits.OnesCount64(set) < 2 || p.Weight <= 0 {
			return fmt.Errorf("%w: pick of agent %d from %v with weight %d", ErrTally, p.Chosen, p.Set, p.Weight)
		}
		d.picks[pick{set: set, chosen: uint8(p.Chosen)}] += p.Weight
	}
	*t = *d
	return nil
}
