package search

// none marks a missing node or edge index.
const none int32 = -1

// node is an information set of its tree's owner: the sequence of what
// the owner observed from the root. Its children are linked through
// sibling and found by the observation that leads to them; its edges (at
// a node where a seat chooses in this tree) hold the statistics of the
// full actions chosen there.
type node[A comparable] struct {
	seen     A      // the owner's view of the action leading here
	outcome  uint64 // the owner's view of what happened inside Apply
	child    int32  // first child, or none
	sibling  int32  // the parent's next child, or none
	edges    int32  // first edge, or none
	lastEdge int32  // last edge, where new ones are linked
	chosen   int32  // selections made here
	tried    int32  // edges chosen at least once
}

// edge is one action of one seat at a node, with its statistics.
type edge[A comparable] struct {
	action A
	mover  int32
	next   int32   // the node's next edge, or none
	visits int32   // iterations through this edge
	avail  int32   // iterations in which it was legal at its node
	reward float64 // the mover's reward summed over the visits
	prior  float64 // the policy's probability, when priors are used
}

// tree holds the nodes and edges of every tree of a search, by index, so
// that growing it allocates only when a slice outgrows its capacity and a
// new decision reuses the memory of the last.
type tree[A comparable] struct {
	nodes []node[A]
	edges []edge[A]
}

// reset empties the tree, keeping its memory.
func (t *tree[A]) reset() {
	t.nodes = t.nodes[:0]
	t.edges = t.edges[:0]
}

// newNode appends a node with no children and no edges.
func (t *tree[A]) newNode(seen A, outcome uint64, sibling int32) int32 {
	t.nodes = append(t.nodes, node[A]{seen: seen, outcome: outcome, child: none, sibling: sibling, edges: none,
		lastEdge: none})
	return int32(len(t.nodes) - 1)
}

// child returns n's child reached by (seen, outcome), creating it if it
// is new; created reports that it was.
func (t *tree[A]) child(n int32, seen A, outcome uint64) (c int32, created bool) {
	for c = t.nodes[n].child; c != none; c = t.nodes[c].sibling {
		if t.nodes[c].outcome == outcome && t.nodes[c].seen == seen {
			return c, false
		}
	}
	c = t.newNode(seen, outcome, t.nodes[n].child)
	t.nodes[n].child = c
	return c, true
}

// edgesOf appends to dst the edge of each of legal (mover's actions at
// node n), creating the missing ones at the end of n's list, and returns
// dst. The scan resumes after the last edge found, so when Legal lists a
// decision's actions in the same order every time each lookup costs one
// comparison.
func (t *tree[A]) edgesOf(n int32, mover int, legal []A, dst []int32) []int32 {
	cursor := t.nodes[n].edges
	for _, a := range legal {
		e := t.find(n, cursor, mover, a)
		if e == none {
			e = int32(len(t.edges))
			t.edges = append(t.edges, edge[A]{action: a, mover: int32(mover), next: none})
			if last := t.nodes[n].lastEdge; last == none {
				t.nodes[n].edges = e
			} else {
				t.edges[last].next = e
			}
			t.nodes[n].lastEdge = e
		}
		dst = append(dst, e)
		cursor = t.edges[e].next
	}
	return dst
}

// find returns n's edge for (mover, a), scanning from cursor to the end
// of the list and then from its head to cursor, or none.
func (t *tree[A]) find(n, cursor int32, mover int, a A) int32 {
	for e := cursor; e != none; e = t.edges[e].next {
		if t.edges[e].action == a && t.edges[e].mover == int32(mover) {
			return e
		}
	}
	for e := t.nodes[n].edges; e != cursor; e = t.edges[e].next {
		if t.edges[e].action == a && t.edges[e].mover == int32(mover) {
			return e
		}
	}
	return none
}
