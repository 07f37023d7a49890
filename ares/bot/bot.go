// Package bot holds players for The Ares Project engine: a uniformly
// random legal player, a heuristic player and a search agent (MCTS), and
// the loop that plays a game between bots. Bots decide from the View of
// the player they play, never from the full state; bots that remember
// the game (Watcher) are shown every action as their seat saw it.
package bot

import (
	"fmt"
	"sync"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/search"
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

// Watcher is implemented by bots that observe the game between their
// decisions, such as the search agent, which remembers what it saw of the
// opponents' bases. Run and Play call Watch for each seat whose bot is a
// Watcher: once when they start, with mover -1, the seat's View and the
// zero Action, and then after every action applied, whoever made it, with
// the seat's observation of it (State.ObservationInto: its View, with
// the bases whose screens just went back up as they stood) and the action
// as the seat saw it (State.Seen: a card played face down shows that a
// card was played, not which). obs is Run's buffer: a Watcher copies what
// it keeps. A Watcher plays one seat.
type Watcher interface {
	Bot
	Watch(obs *ares.State, mover int, seen ares.Action)
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
// of simulations. Bots that are Watchers are shown the game as their
// seats see it before the first action and after every action (see
// Watcher); the others pay nothing for it.
func Run(s *ares.State, bots []Bot, after func(a ares.Action, s *ares.State)) error {
	if len(bots) != s.NumPlayers() {
		return fmt.Errorf("bot: %d bots for %d players", len(bots), s.NumPlayers())
	}
	w := workspaces.Get().(*workspace)
	defer workspaces.Put(w)
	var watchers [ares.MaxPlayers]Watcher
	watching := false
	for p, b := range bots {
		if wt, ok := b.(Watcher); ok {
			watchers[p], watching = wt, true
			s.ViewInto(p, &w.view)
			wt.Watch(&w.view, -1, ares.Action{})
		}
	}
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
		if watching {
			for q, wt := range watchers[:len(bots)] {
				if wt != nil {
					s.ObservationInto(q, &w.view)
					wt.Watch(&w.view, p, s.Seen(p, q, a))
				}
			}
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

// New returns the bot called name seeded with seed: "random",
// "heuristic", "mcts" (the search agent at DefaultMCTSIterations) or
// "mcts:N" (the search agent with a budget of N iterations per decision,
// N from 1 to MaxMCTSIterations).
func New(name string, seed uint64) (Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "heuristic":
		return NewHeuristic(seed), nil
	}
	if n, ok, err := parseMCTS(name); ok {
		if err != nil {
			return nil, err
		}
		return NewMCTS(n, seed), nil
	}
	return nil, fmt.Errorf("bot: unknown bot %q (want random, heuristic, mcts or mcts:N)", name)
}

// Names lists the bots New knows; "mcts:N" stands for every budget.
func Names() []string { return []string{"random", "heuristic", "mcts", "mcts:N"} }

// MaxMCTSIterations is the largest budget a bot name may give.
const MaxMCTSIterations = search.MaxBudget

// parseMCTS reads a search agent's name (search.ParseBudget): ok reports a
// name of the form "mcts" or "mcts:...", and n its budget (0 for the
// default).
func parseMCTS(name string) (n int, ok bool, err error) {
	n, ok, err = search.ParseBudget(name)
	if err != nil {
		err = fmt.Errorf("bot: %w", err)
	}
	return n, ok, err
}
