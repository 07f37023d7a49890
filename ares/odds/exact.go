package odds

import (
	"context"
	"fmt"

	"github.com/aresim/aresim/ares"
)

// Exact computes the exact odds of the battle by dynamic programming over
// its states. The states are ares.Battle values: from each roll the battle
// waits for, every number of hits k is taken with its binomial probability
// (a reroll decision is followed by a roll of its own), the tactics then
// make every decision up to the next roll, and the resulting battle is
// merged with every equal one (ares.Battle.AppendKey), so each state is
// expanded once. The states form a graph without cycles; probability then
// flows through it in topological order, round by round and initiative
// group by initiative group, to the ends of the battle.
//
// Exact refuses with ErrTooComplex a battle whose estimated state count
// (EstimateStates) is above opt.MaxStates, and stops with ErrTooComplex
// when its search passes opt.MaxStates states. Result.States is the number
// of states visited.
func Exact(s *Setup, opt Options) (*Result, error) {
	return withRetreatTable(context.Background(), s, opt, exactOdds)
}

func exactOdds(ctx context.Context, s *Setup, opt Options) (*Result, error) {
	if err := opt.check(); err != nil {
		return nil, err
	}
	limit := opt.maxStates()
	est := EstimateStates(s)
	if est > float64(limit) {
		return nil, fmt.Errorf("%w: an estimated %.3g states, more than the limit of %d", ErrTooComplex, est, limit)
	}
	hint := min(int(est), 1<<16) // room to start with; the tables grow
	x := &exact{ctx: ctx, dec: newDecider(s.Tactics), index: newKeyTable(hint), rolled: newKeyTable(2 * hint),
		limit: limit, table: !opt.NoRetreatTable, nodes: make([]exactNode, 0, hint),
		order: make([]int32, 0, hint), edges: make([]exactEdge, 0, 4*hint)}
	// The decisions before the first roll; with the retreat table, also the
	// battles in which the attacker retreats at the steps they pass.
	root := s.Start
	var shadows []ares.Battle
	x.dec.follow(&root, x.shadowSink(&shadows))
	id, err := x.visit(&root, false, len(shadows), 0)
	if err != nil {
		return nil, err
	}
	starts := []int32{id}
	for i := range shadows {
		id, err := x.visit(&shadows[i], true, 0, 0)
		if err != nil {
			return nil, err
		}
		starts = append(starts, id)
	}

	t := newTally(&s.Start, maxUnits(&s.Start))
	mass := make([]float64, len(x.nodes))
	for _, id := range starts {
		mass[id]++ // a shadow is a battle of its own, with the whole mass
	}
	for i := len(x.order) - 1; i >= 0; i-- {
		id := x.order[i]
		m := mass[id]
		if m == 0 {
			continue
		}
		n := &x.nodes[id]
		if n.term >= 0 {
			x.book(t, n, m)
			continue
		}
		for _, e := range x.edges[n.first : n.first+n.count] {
			mass[e.to] += m * e.p
		}
	}
	res := t.result(s, 0, x.table)
	res.States = len(x.nodes)
	res.Stop = StopExact
	return res, nil
}

// exact is the state graph of one exact calculation.
type exact struct {
	ctx    context.Context // stops the search when cancelled
	dec    *decider
	index  *keyTable // states by key
	nodeOf []int32   // by key id in index: the state's node
	// rolled maps a battle just after a roll, before the decisions that
	// follow it, to the states it leads to (aliases, by rolled id).
	rolled   *keyTable
	aliases  []exactAlias
	aliasIDs []int32
	nodes    []exactNode
	edges    []exactEdge
	order    []int32 // nodes in post-order: every node after its successors
	terms    []exactTerm
	units    []uint8 // surviving units of the terminal states, NumForces each
	limit    int
	table    bool
	key      []byte
	// per-depth scratch, reused
	scratch []*exactScratch
}

type exactNode struct {
	first int32
	count int32
	term  int32 // index in terms for an ended battle, else -1
	done  bool
}

type exactAlias struct {
	first, count int32 // in aliasIDs: the main state, then the shadows
}

type exactEdge struct {
	to int32
	p  float64
}

type exactTerm struct {
	outcome   ares.Outcome
	round     uint8
	destroyed uint8
	passed    uint8
	shadow    bool
	units     int32 // offset in units
}

type exactScratch struct {
	next    ares.Battle
	edges   []exactEdge
	shadows []ares.Battle
}

func (x *exact) shadowSink(dst *[]ares.Battle) *[]ares.Battle {
	if !x.table {
		return nil
	}
	return dst
}

// visit returns the node of battle b (at a roll or over), expanding it if
// it is new. passed is the number of the attacker's Declare Retreat steps
// the path passed, for an ended battle reached without a roll.
func (x *exact) visit(b *ares.Battle, shadow bool, passed, depth int) (int32, error) {
	id := int32(len(x.nodes))
	// A battle in the middle of an initiative group, with hits pending, is
	// reached by one path only: it is not worth a key.
	if b.Over() || !pendingHits(b) {
		x.key = b.AppendKey(x.key[:0])
		x.key = append(x.key, shadowTag(shadow))
		kid, added := x.index.find(x.key)
		if !added {
			id = x.nodeOf[kid]
			if !x.nodes[id].done {
				return 0, fmt.Errorf("odds: internal error: the battle returned to an earlier state")
			}
			return id, nil
		}
		x.nodeOf = append(x.nodeOf, id)
	}
	if int(id) >= x.limit {
		return 0, fmt.Errorf("%w: more than the limit of %d states", ErrTooComplex, x.limit)
	}
	if id%4096 == 0 && x.ctx.Err() != nil {
		return 0, fmt.Errorf("odds: the exact calculation was stopped: %w", x.ctx.Err())
	}
	x.nodes = append(x.nodes, exactNode{term: -1})
	if b.Over() {
		x.nodes[id].term = int32(len(x.terms))
		x.terms = append(x.terms, exactTerm{outcome: b.Outcome(), round: uint8(b.Round()),
			destroyed: uint8(b.Destroyed()), passed: uint8(passed), shadow: shadow, units: int32(len(x.units))})
		for i := 0; i < b.NumForces(); i++ {
			x.units = append(x.units, uint8(b.Force(i).Units()))
		}
		x.nodes[id].done = true
		x.order = append(x.order, id)
		return id, nil
	}
	n, hitOn, ok := b.Chance()
	if !ok {
		return 0, fmt.Errorf("odds: internal error: a state waits for a decision after follow")
	}
	if len(x.scratch) <= depth {
		x.scratch = append(x.scratch, &exactScratch{})
	}
	sc := x.scratch[depth]
	sc.edges = sc.edges[:0]
	useful := usefulHits(b, n)
	for k := 0; k <= useful; k++ {
		p := binom(n, hitOn, k)
		if k == useful {
			for j := k + 1; j <= n; j++ {
				p += binom(n, hitOn, j)
			}
		}
		if p == 0 {
			continue
		}
		ares.CopyBattle(&sc.next, b)
		if err := sc.next.ResolveChance(k); err != nil {
			return 0, fmt.Errorf("odds: internal error: %w", err)
		}
		// The battles after different rolls often agree once the group's
		// hits are removed: look the rolled battle up before following it
		// (not while hits are still pending: those battles never agree).
		aid := int32(-1)
		if !pendingHits(&sc.next) {
			x.key = sc.next.AppendKey(x.key[:0])
			x.key = append(x.key, shadowTag(shadow))
			id, added := x.rolled.find(x.key)
			if !added {
				for _, to := range x.aliasIDs[x.aliases[id].first : x.aliases[id].first+x.aliases[id].count] {
					sc.edges = append(sc.edges, exactEdge{to, p})
				}
				continue
			}
			x.aliases = append(x.aliases, exactAlias{})
			aid = id
		}
		sc.shadows = sc.shadows[:0]
		var sink *[]ares.Battle
		if !shadow {
			sink = x.shadowSink(&sc.shadows)
		}
		x.dec.follow(&sc.next, sink)
		cid, err := x.visit(&sc.next, shadow, sc.next.Round(), depth+1)
		if err != nil {
			return 0, err
		}
		first := len(sc.edges)
		sc.edges = append(sc.edges, exactEdge{cid, p})
		for i := range sc.shadows {
			sid, err := x.visit(&sc.shadows[i], true, 0, depth+1)
			if err != nil {
				return 0, err
			}
			sc.edges = append(sc.edges, exactEdge{sid, p})
		}
		if aid >= 0 {
			x.aliases[aid] = exactAlias{first: int32(len(x.aliasIDs)), count: int32(len(sc.edges) - first)}
			for _, e := range sc.edges[first:] {
				x.aliasIDs = append(x.aliasIDs, e.to)
			}
		}
	}
	x.nodes[id].first = int32(len(x.edges))
	x.nodes[id].count = int32(len(sc.edges))
	x.edges = append(x.edges, sc.edges...)
	x.nodes[id].done = true
	x.order = append(x.order, id)
	return id, nil
}

// book adds an ended battle's state, reached with probability m, to t.
func (x *exact) book(t *tally, n *exactNode, m float64) {
	tm := &x.terms[n.term]
	units := x.units[tm.units : int(tm.units)+len(t.survivors)]
	if tm.shadow {
		r := min(int(tm.round), len(t.shadowMass)-1)
		t.shadowMass[r] += m
		for i, u := range units {
			if t.attacker[i] {
				t.shadowUnits[r] += m * float64(u)
			}
		}
		return
	}
	t.total += m
	t.outcomes[tm.outcome] += m
	t.endedAt[min(int(tm.round), len(t.endedAt)-1)] += m
	t.destroyed[min(int(tm.destroyed), len(t.destroyed)-1)] += m
	passed := min(int(tm.passed), len(t.winsPassed)-1)
	if tm.outcome.AttackerWins() {
		t.winsPassed[passed] += m
	}
	for i, u := range units {
		t.survivors[i][u] += m
		if t.attacker[i] {
			t.unitsPassed[passed] += m * float64(u)
		}
	}
}

// usefulHits returns the most hits of the roll in progress (n dice) that
// can change the battle: hits beyond what the target can still absorb are
// lost (Ruling A13), and a roll at a Base Card destroys one Empty Building
// for one hit or more (Ruling A15). Exact merges the larger numbers of
// hits into this one. The tactics decide alike after all of them: the
// targeting and reroll scores count only hits the target can absorb, and
// no reroll is spent on a roll at a Base Card.
func usefulHits(b *ares.Battle, n int) int {
	_, target, hits, _, ok := b.Roll()
	if !ok {
		return n
	}
	if target == ares.TargetBaseLeft || target == ares.TargetBaseRight {
		return min(n, 1)
	}
	t := b.Force(int(target))
	return min(n, max(t.HitPoints()-t.PendingHits()-hits, 0))
}

func shadowTag(shadow bool) byte {
	if shadow {
		return 1
	}
	return 0
}

// pendingHits reports whether a Force of b has hits booked in the group
// being fired.
func pendingHits(b *ares.Battle) bool {
	for i := 0; i < b.NumForces(); i++ {
		if b.Force(i).PendingHits() > 0 {
			return true
		}
	}
	return false
}
