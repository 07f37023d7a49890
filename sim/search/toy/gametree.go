package toy

import "github.com/aresim/aresim/internal/dice"

// GameTree is a random perfect-information game for any number of seats:
// a complete tree of the given depth and branching, the seat to move at
// depth d being d mod seats, with an independent uniform reward in [0, 1]
// for every seat at every leaf. It is solved exactly by backward
// induction (max^n: every seat maximises its own reward).
type GameTree struct {
	Seats, Depth, Branching int
	payoffs                 []float64 // leaf-major: payoffs[leaf*Seats+p]
}

// NewGameTree draws a game from seed.
func NewGameTree(seats, depth, branching int, seed uint64) *GameTree {
	leaves := 1
	for range depth {
		leaves *= branching
	}
	g := &GameTree{Seats: seats, Depth: depth, Branching: branching, payoffs: make([]float64, leaves*seats)}
	r := dice.New(seed)
	for i := range g.payoffs {
		g.payoffs[i] = float64(r.Uint64()>>11) / (1 << 53)
	}
	return g
}

// TreeState is a position in a GameTree: the node at depth Depth, numbered
// left to right from 0.
type TreeState struct {
	Node  int32
	Depth int8
}

// Branch is a GameTree move: the branch taken, from 0.
type Branch int8

// Players returns the number of seats.
func (g *GameTree) Players(*TreeState) int { return g.Seats }

// ToMove returns the seat to move at the node's depth.
func (g *GameTree) ToMove(s *TreeState) int { return int(s.Depth) % g.Seats }

// Over reports a leaf.
func (g *GameTree) Over(s *TreeState) bool { return int(s.Depth) == g.Depth }

// Legal appends every branch.
func (g *GameTree) Legal(_ *TreeState, dst []Branch) []Branch {
	for b := range g.Branching {
		dst = append(dst, Branch(b))
	}
	return dst
}

// Apply takes the branch.
func (g *GameTree) Apply(s *TreeState, b Branch) error {
	if b < 0 || int(b) >= g.Branching || g.Over(s) {
		return errIllegal(b)
	}
	s.Node = s.Node*int32(g.Branching) + int32(b)
	s.Depth++
	return nil
}

// Reward copies the leaf's rewards.
func (g *GameTree) Reward(s *TreeState, dst []float64) {
	copy(dst, g.payoffs[int(s.Node)*g.Seats:])
}

// Solve returns the max^n value of s (each seat's reward under best play
// by all) and the best branch of the seat to move, ties to the lower
// branch; margin is how much the seat to move loses by its second-best
// branch (0 at a leaf).
func (g *GameTree) Solve(s TreeState) (value []float64, best Branch, margin float64) {
	if g.Over(&s) {
		v := make([]float64, g.Seats)
		g.Reward(&s, v)
		return v, 0, 0
	}
	p := g.ToMove(&s)
	second := -1.0
	for b := range g.Branching {
		c := s
		_ = g.Apply(&c, Branch(b))
		v, _, _ := g.Solve(c)
		switch {
		case value == nil || v[p] > value[p]:
			if value != nil {
				second = value[p]
			}
			value, best = v, Branch(b)
		case v[p] > second:
			second = v[p]
		}
	}
	return value, best, value[p] - second
}
