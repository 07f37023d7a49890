package play

import (
	"fmt"

	"github.com/aresim/aresim/sim/search"
)

// Seat is what the search agent needs of an engine for the seat it plays:
// a determinizer (search.Determinizer) that samples the full games the
// seat cannot tell from the real one, fed by the seat's memory of what it
// observed. An engine supplies one per agent; it may hold the policies
// its search game shares with it (reseeded by Reset and Prepare).
type Seat[S, V, O any, A comparable] interface {
	search.Determinizer[S]
	// Reset readies the seat for a new game whose agent is seeded with
	// seed: its memory forgotten, its policies reseeded.
	Reset(seed uint64)
	// Observe records what the seat observed of an action (Observer).
	Observe(o *O)
	// Look is shown the seat's View at each of its decisions, before
	// anything else, forced ones included.
	Look(v *V)
	// Fixed takes a decision without searching it, and reports whether it
	// did: a decision a local rule takes well (a battle's
	// micro-decisions, say). It is called for every decision with more
	// than one legal action.
	Fixed(v *V, legal []A) (A, bool)
	// Prepare sets the determinizer up for the decision of View v, from v
	// and the seat's memory; seed is the decision's seed. An error means
	// the View cannot be determinized: the engine broke its contract.
	Prepare(v *V, seed uint64) error
}

// RootPrior is implemented by a Seat that scores its own legal actions
// better than a sample can: from what it remembers of the game, which a
// determinized sample has no history of. At each searched decision, after
// Prepare, RootPrior writes a score for each of legal into dst (len(dst)
// == len(legal)) and reports whether it did; the search's root then takes
// its priors from them (search.Search.SetRootPrior), and deeper nodes from
// the game's PriorPolicy.
type RootPrior[V any, A comparable] interface {
	RootPrior(v *V, legal []A, dst []float64) bool
}

// Seeding is how a search agent derives each decision's seed from its
// own: a parameter, so that each engine keeps the derivation its games
// were played with.
type Seeding struct {
	// EveryDecision counts every decision the agent is asked, forced and
	// fixed ones included; otherwise only the decisions it searches.
	EveryDecision bool
	// Derive returns the seed of decision k (counted as EveryDecision
	// says, from 0) of an agent seeded with seed.
	Derive func(seed, k uint64) uint64
}

// Search is the search agent, written once for every engine: an
// information-set Monte Carlo tree search (package sim/search) over the
// games its seat cannot tell from the real one. Each decision with more
// than one legal action that the Seat does not fix is searched: the Seat
// is prepared from the View and the seat's memory, and the search samples
// a full game from it per iteration. Everything random comes from the
// agent's seed and the decision's index (Seeding), so a game between
// seeded bots is reproducible at any worker count; the budget is
// iterations, unless the search's Config asks for wall time.
//
// It is a Bot and an Observer. One Search plays one seat of one game at a
// time; Reset readies it for another. Choose panics if the search fails,
// which means the engine broke its contract (an action it listed
// rejected, a View that cannot be determinized), never a player's input.
type Search[S, V, O any, A comparable] struct {
	search    *search.Search[S, A]
	seat      Seat[S, V, O, A]
	seeding   Seeding
	seed      uint64
	decisions uint64
	last      bool            // whether the last decision was searched
	rootPrior RootPrior[V, A] // the seat, if it gives the root's priors
	scores    []float64
	// searched and iterations count the decisions searched and their
	// iterations over the agent's life.
	searched, iterations int
}

// NewSearch returns the search agent of game (the engine's rules and the
// search hooks it adds: evaluation, rollout policy, priors) under cfg,
// playing with seat, seeded with seed. It returns an error wrapping
// search.ErrConfig for a configuration the search refuses.
func NewSearch[S, V, O any, A comparable](game search.Game[S, A], cfg search.Config, seat Seat[S, V, O, A], seeding Seeding, seed uint64) (*Search[S, V, O, A], error) {
	s, err := search.New(game, cfg)
	if err != nil {
		return nil, err
	}
	rp, _ := seat.(RootPrior[V, A])
	return &Search[S, V, O, A]{search: s, seat: seat, rootPrior: rp, seeding: seeding, seed: seed}, nil
}

// Config returns the search's configuration, defaults filled in.
func (m *Search[S, V, O, A]) Config() search.Config { return m.search.Config() }

// Reset readies the agent for a new game, seeded with seed, as if made
// anew; it keeps its buffers and its counters.
func (m *Search[S, V, O, A]) Reset(seed uint64) {
	m.seed, m.decisions, m.last = seed, 0, false
	m.seat.Reset(seed)
}

// Observe records what the agent's seat observed of an action.
func (m *Search[S, V, O, A]) Observe(o *O) { m.seat.Observe(o) }

// Choose searches the decision and returns the action tried most (see
// search.Search.Choose), or the Seat's fixed choice.
func (m *Search[S, V, O, A]) Choose(v *V, legal []A) A {
	k := m.decisions
	if m.seeding.EveryDecision {
		m.decisions++
	}
	m.last = false
	m.seat.Look(v)
	if len(legal) == 1 {
		return legal[0]
	}
	if a, ok := m.seat.Fixed(v, legal); ok {
		return a
	}
	if !m.seeding.EveryDecision {
		m.decisions++
	}
	seed := m.seeding.Derive(m.seed, k)
	if err := m.seat.Prepare(v, seed); err != nil {
		panic(fmt.Sprintf("play: search: decision %d: %v", k, err))
	}
	if m.rootPrior != nil {
		if cap(m.scores) < len(legal) {
			m.scores = make([]float64, len(legal))
		}
		m.scores = m.scores[:len(legal)]
		if m.rootPrior.RootPrior(v, legal, m.scores) {
			m.search.SetRootPrior(m.scores)
		}
	}
	a, err := m.search.Choose(m.seat, legal, seed)
	if err != nil {
		panic(fmt.Sprintf("play: search: decision %d: %v", k, err))
	}
	m.last = true
	m.searched++
	m.iterations += m.search.Stats().Iterations
	return a
}

// Stats returns the last decision's search statistics: zero for a
// decision not searched (one legal action, or one the Seat fixed).
func (m *Search[S, V, O, A]) Stats() search.Stats {
	if !m.last {
		return search.Stats{}
	}
	return m.search.Stats()
}

// RootStats appends the last decision's statistics of each legal action
// to dst (nothing for a decision not searched).
func (m *Search[S, V, O, A]) RootStats(dst []search.ActionStats[A]) []search.ActionStats[A] {
	if !m.last {
		return dst
	}
	return m.search.RootStats(dst)
}

// Searched returns the decisions the agent searched and their iterations,
// over its life.
func (m *Search[S, V, O, A]) Searched() (decisions, iterations int) {
	return m.searched, m.iterations
}

// Seat returns the engine's seat the agent plays with.
func (m *Search[S, V, O, A]) Seat() Seat[S, V, O, A] { return m.seat }
