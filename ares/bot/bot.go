// Package bot holds players for The Ares Project engine: a uniformly
// random legal player, a heuristic player and a search agent (MCTS), and
// the registry of them by name (Tiers). They play through package
// sim/play with ares.Game: bots decide from the View of the player they
// play, never from the full state, and the search agent is shown every
// action as its seat saw it (play.Observer).
package bot

import (
	"errors"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/search"
)

// Bot chooses actions for one player (play.Bot): Choose returns one of
// legal (never empty), deciding from the player's View (State.View).
type Bot = play.Bot[ares.State, ares.Action]

// ErrUnknownBot is wrapped by the error of New for a name it does not
// know.
var ErrUnknownBot = errors.New("bot: unknown bot")

// Tiers is the registry of The Ares Project's bots by name: "random",
// "heuristic", "learned" (NewLearned with DefaultWeights), "mcts" (the
// search agent at DefaultMCTSIterations) and "mcts:N" (the search agent
// with a budget of N iterations per decision, N from 1 to
// MaxMCTSIterations), "uct" and "uct:N", the same search agent (NewMCTS)
// under the name of its search, UCT over heuristic rollouts, which keeps
// it when "mcts" names another search, and "guided" and "guided:N", the
// search guided by the learned models (NewGuidedMCTS). "learned=FILE",
// "guided=FILE" and "guided:N=FILE" play the weights of FILE
// (ReadWeightsFile) instead of the embedded ones. A study's fingerprint
// names the learned and guided tiers with their weights' hash
// (Tiers.Definition).
var Tiers = play.NewRegistry(ErrUnknownBot,
	play.Tier[ares.State, ares.Action]{Name: "random", New: func(seed uint64) Bot { return NewRandom(seed) }},
	play.Tier[ares.State, ares.Action]{Name: "heuristic", New: func(seed uint64) Bot { return NewHeuristic(seed) }},
	learn.Tier("learned", DefaultWeights, ReadWeightsFile, false, func(w *learn.Weights, _ int, seed uint64) Bot { return NewLearned(w, seed) }),
	play.Tier[ares.State, ares.Action]{Name: "mcts", Budget: func(n int, seed uint64) Bot { return NewMCTS(n, seed) }},
	play.Tier[ares.State, ares.Action]{Name: "uct", Budget: func(n int, seed uint64) Bot { return NewMCTS(n, seed) }},
	learn.Tier("guided", DefaultWeights, ReadWeightsFile, true, newGuided),
)

// New returns the bot called name seeded with seed (Tiers.New).
func New(name string, seed uint64) (Bot, error) { return Tiers.New(name, seed) }

// Names lists the bots New knows; "mcts:N" and "uct:N" stand for every
// budget.
func Names() []string { return Tiers.List() }

// MaxMCTSIterations is the largest budget a bot name may give.
const MaxMCTSIterations = search.MaxBudget

// Play plays s to its end between bots, bots[p] deciding for seat p, and
// shows every action to the watchers (play.Play with ares.Game).
func Play(s *ares.State, bots []Bot, watchers ...play.Watcher[ares.State, ares.Action]) error {
	return play.Play(ares.Game{}, s, bots, watchers...)
}

// Recording returns a watcher that adds every action to rec.
func Recording(rec *ares.Record) play.Watcher[ares.State, ares.Action] {
	return func(_ int, a ares.Action, _ *ares.State) { rec.Add(a) }
}

// Transitions returns a watcher that calls f with the states before and
// after every action, starting from s as it stands now: what a log that
// narrates each action (ares.Narrate) needs. It keeps its own copy of the
// state before.
func Transitions(s *ares.State, f func(before *ares.State, a ares.Action, after *ares.State)) play.Watcher[ares.State, ares.Action] {
	before := new(ares.State)
	*before = *s
	return func(_ int, a ares.Action, after *ares.State) {
		f(before, a, after)
		*before = *after
	}
}
