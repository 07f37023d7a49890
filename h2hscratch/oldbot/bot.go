// Package bot holds players for The Ares Project engine: a uniformly
// random legal player and a heuristic player, and the loop that plays a
// game between bots. Bots decide from the View of the player they play,
// never from the full state.
package oldbot

import (
	"fmt"
	"sync"

	"github.com/aresim/aresim/ares"
)

// Bot chooses actions for one player.
type Bot interface {
	// Choose returns one of legal (never empty). view is what the player
	// may see (State.View); legal are the player's legal actions in it.
	Choose(view *ares.State, legal []ares.Action) ares.Action
}

// Blind is implemented by bots that decide from the legal actions alone;
// Play then skips building their View.
type Blind interface {
	Bot
	// Blind reports that the bot never reads its view.
	Blind() bool
}

// Observer is called after every applied action; logs use it.
type Observer func(before *ares.State, a ares.Action, after *ares.State)

// Play plays s to its end, bots[p] deciding for seat p, calling observe
// (which may be nil) after every action with the states before and after
// it. It returns an error if a bot chooses an action the engine rejects.
func Play(s *ares.State, bots []Bot, observe Observer) error {
	if observe == nil {
		return Run(s, bots, nil)
	}
	before := new(ares.State)
	*before = *s
	return Run(s, bots, func(a ares.Action, after *ares.State) {
		observe(before, a, after)
		*before = *after
	})
}

// Run is Play with a lighter hook: after is called after every action
// with the new state only, and nothing is copied for it. It is the loop
// of simulations.
func Run(s *ares.State, bots []Bot, after func(a ares.Action, s *ares.State)) error {
	if len(bots) != s.NumPlayers() {
		return fmt.Errorf("bot: %d bots for %d players", len(bots), s.NumPlayers())
	}
	w := workspaces.Get().(*workspace)
	defer workspaces.Put(w)
	for !s.Over() {
		p := s.ToMove()
		legal := s.Legal(w.buf[:0])
		b := bots[p]
		var a ares.Action
		switch bl, ok := b.(Blind); {
		case len(legal) == 1:
			a = legal[0] // a forced move needs no decision
		case ok && bl.Blind():
			a = b.Choose(nil, legal)
		default:
			s.ViewInto(p, &w.view)
			a = b.Choose(&w.view, legal)
		}
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("bot: seat %d chose %s: %w", p, a, err)
		}
		if after != nil {
			after(a, s)
		}
	}
	return nil
}

// workspace is Run's buffer of legal actions and its View. A 4 KB View
// and its buffer are too big for the stack, so Run takes them from a pool
// rather than allocating them for every game. A View written into a used
// one is the same as one written into a zero State (State.ViewInto).
type workspace struct {
	buf  [512]ares.Action
	view ares.State
}

var workspaces = sync.Pool{New: func() any { return new(workspace) }}

// New returns the bot called name ("random" or "heuristic") seeded with
// seed.
func New(name string, seed uint64) (Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "heuristic":
		return NewHeuristic(seed), nil
	}
	return nil, fmt.Errorf("bot: unknown bot %q (want random or heuristic)", name)
}

// Names lists the bots New knows.
func Names() []string { return []string{"random", "heuristic"} }
