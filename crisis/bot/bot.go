// Package bot plays Crisis games: a random legal bot, a co-operative
// heuristic bot that plays for the team, the learned bot (NewLearned),
// and a search agent that plays for the team's shared reward in two
// forms: guided by the learned models (NewGuidedMCTS, "guided" by name)
// or by the heuristic, with heuristic rollouts (NewMCTS, "uct"), the
// default search ("mcts", NewDefaultSearch) choosing between them by the
// table's size, with the registry of them by name (Tiers). They play
// through package sim/play with crisis.Game: bots decide from a
// player's View (the table is open in Crisis, Ruling C8: every hand
// shows, the decks do not) and are seeded, so a game between bots is
// reproducible.
package bot

import (
	"errors"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
	"github.com/aresim/aresim/sim/search"
)

// Bot chooses actions for one player (play.Bot): Choose returns one of
// legal, the legal actions of the player whose View v is. v is valid
// during the call only: the loop reuses it for the next decision.
type Bot = play.Bot[crisis.View, crisis.Action]

// Tier is one kind of bot of the registry.
type Tier = play.Tier[crisis.View, crisis.Action]

// MaxMCTSIterations is the largest budget a bot name may give.
const MaxMCTSIterations = search.MaxBudget

// ErrUnknownBot is wrapped by the error of New for a name it does not
// know.
var ErrUnknownBot = errors.New("crisis/bot: unknown bot")

// Tiers is the registry of Crisis's bots by name: "random" (NewRandom),
// "heuristic" (NewHeuristic), "learned" (NewLearned with DefaultWeights),
// the learned policy's choice without search, "guided" (NewGuidedMCTS
// with DefaultWeights at DefaultMCTSIterations) and "guided:N" (the same
// at N iterations per decision, N a whole number from 1 to
// MaxMCTSIterations written without leading zeros), the search guided
// by the learned models, "uct" and "uct:N" (NewMCTS), the search over
// heuristic rollouts, and "mcts" and "mcts:N" (NewDefaultSearch), the
// stronger of the two at the table's size: guided at three and four
// players, UCT at one and two (docs/search.md). The learned tiers take
// a weights file after an equals sign ("mcts=FILE"). The seats of a
// table it builds (Tiers.Seats) share the open table (ShareTable). A study's
// fingerprint names each learned tier with its weights' hash
// (Tiers.Definition).
var Tiers = newTiers()

func newTiers() *play.Registry[crisis.View, crisis.Action] {
	r := play.NewRegistry(ErrUnknownBot,
		Tier{Name: "random", New: func(seed uint64) Bot { return NewRandom(seed) }},
		Tier{Name: "heuristic", New: func(seed uint64) Bot { return NewHeuristic(seed) }},
		learn.Tier("learned", DefaultWeights, ReadWeightsFile, false, func(w *learn.Weights, _ int, seed uint64) Bot { return NewLearned(w, seed) }),
		learn.Tier("mcts", DefaultWeights, ReadWeightsFile, true, func(w *learn.Weights, n int, seed uint64) Bot { return NewDefaultSearch(w, n, seed) }),
		Tier{Name: "uct", Budget: func(n int, seed uint64) Bot { return NewMCTS(n, seed) }},
		learn.Tier("guided", DefaultWeights, ReadWeightsFile, true, func(w *learn.Weights, n int, seed uint64) Bot { return newGuided(w, n, seed) }),
	)
	r.SetTeam(ShareTable)
	return r
}

// Names lists the bot names New knows, for help texts and errors ("mcts:N",
// "uct:N" and "guided:N" stand for a search at N iterations per decision).
var Names = Tiers.Names()

// New returns the bot a name asks for, seeded with seed (Tiers.New), in
// any case, spaces around it ignored. Any other name gives an error
// wrapping ErrUnknownBot that names it.
func New(name string, seed uint64) (Bot, error) { return Tiers.New(name, seed) }

// Play lets bots[p] play player p until the game is over and shows every
// action to the watchers (play.Play with crisis.Game). Link the heuristic
// bots of a team first (ShareTable, or build the team with Tiers.Seats),
// as a team that reads the open table once for all plays faster.
func Play(s *crisis.State, bots []Bot, watchers ...play.Watcher[crisis.State, crisis.Action]) error {
	return play.Play(crisis.Game{}, s, bots, watchers...)
}

// Recording returns a watcher that appends every action to rec.
func Recording(rec *crisis.Record) play.Watcher[crisis.State, crisis.Action] {
	return func(_ int, a crisis.Action, _ *crisis.State) { rec.Actions = append(rec.Actions, a) }
}
