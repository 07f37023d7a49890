package play

import "github.com/aresim/aresim/sim/search"

// Rules is what an engine implements for the loop, the search agent and
// the rules test. It extends what the search plays (search.Game: the
// players, whose move, over, legal, apply, rewards; search.Observer: what
// each seat sees of an action) with what the seats of a real game are
// handed: each seat's View, and each seat's observation of every action.
//
// An engine implements it once, with a zero-size adapter whose methods
// call the state's own (ares.Game, expedition.Game, crisis.Game). The
// methods are called with pointers into the caller's buffers, which an
// implementation must not keep.
type Rules[S, V, O any, A comparable] interface {
	search.Game[S, A]
	search.Observer[S, A]
	// View writes into v what seat may see of s: the View its bot decides
	// from. v holds an earlier View (or the zero V): View overwrites it.
	View(s *S, seat int, v *V)
	// Mark records in o what an observation of the next action needs of
	// the state before it (the cards in a pile that the action may
	// reshuffle, say). The loop calls it before every Apply that a seat
	// observes, then Observation once per observing seat with the same o.
	Mark(s *S, o *O)
	// Observation writes into o what seat viewer observed of action a,
	// just applied by seat mover to reach s: the action as the viewer saw
	// it and the viewer's View after it. Mover -1 (and the zero a) is the
	// game's start, before any action.
	Observation(s *S, mover, viewer int, a A, o *O)
}

// AutoForced is implemented by Rules whose seats are not asked a decision
// with one legal action: the loop plays it for them. An engine whose bots
// draw from their generators on such decisions (the random bot of Ares
// Expedition weighs sales that are not legal yet) leaves it out, and its
// bots are asked every decision.
type AutoForced interface {
	AutoForced() bool
}
