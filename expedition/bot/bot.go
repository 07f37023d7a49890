// Package bot plays Ares Expedition games: a random legal bot, a
// heuristic bot that builds an engine early and terraforms and scores
// later, and a search agent (NewMCTS), with the registry of them by name
// (Tiers). They play through package sim/play with expedition.Game: bots
// decide from a player's View only (Ruling E1: they never see the other
// players' hands or secret phase choices) and are seeded, so a game
// between bots is reproducible.
package bot

import (
	"errors"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim/learn"
	"github.com/aresim/aresim/sim/play"
)

// Bot chooses actions for one player (play.Bot): Choose returns one of
// legal, the legal actions of the player whose View v is. v is valid
// during the call only: the loop reuses it for the next decision.
type Bot = play.Bot[expedition.View, expedition.Action]

// Tier is one kind of bot of the registry.
type Tier = play.Tier[expedition.View, expedition.Action]

// ErrUnknownBot is wrapped by the error of New for a name it does not
// know.
var ErrUnknownBot = errors.New("expedition/bot: unknown bot")

// Tiers is the registry of Ares Expedition's bots by name: "random"
// (NewRandom), "heuristic" (NewHeuristic), "mcts" (NewMCTS at
// DefaultMCTSIterations) and "mcts:N" (NewMCTS at N iterations per
// decision, N a whole number from 1 to search.MaxBudget written without
// leading zeros), and "uct" and "uct:N", the same search agent (NewMCTS)
// under the name of its search, UCT over heuristic rollouts, which keeps
// it when "mcts" names another search; and "learned" (NewLearned with
// DefaultWeights), the learned policy without search. A study's
// fingerprint names "learned" with its weights' hash (Tiers.Definition).
var Tiers = play.NewRegistry(ErrUnknownBot,
	Tier{Name: "random", New: func(seed uint64) Bot { return NewRandom(seed) }},
	Tier{Name: "heuristic", New: func(seed uint64) Bot { return NewHeuristic(seed) }},
	learn.Tier("learned", DefaultWeights, ReadWeightsFile, false, func(w *learn.Weights, _ int, _ uint64) Bot { return NewLearned(w) }),
	Tier{Name: "mcts", Budget: func(n int, seed uint64) Bot { return NewMCTS(n, seed) }},
	Tier{Name: "uct", Budget: func(n int, seed uint64) Bot { return NewMCTS(n, seed) }},
	learn.Tier("guided", DefaultWeights, ReadWeightsFile, true, newGuided),
)

// Names lists the bot names New knows, for help texts.
var Names = Tiers.Names()

// New returns the bot a name asks for, seeded with seed (Tiers.New).
// Names are case-insensitive and spaces around them are ignored. Any
// other name gives an error wrapping ErrUnknownBot that names it.
func New(name string, seed uint64) (Bot, error) { return Tiers.New(name, seed) }

// Play lets bots[p] play player p until the game is over and shows every
// action to the watchers (play.Play with expedition.Game). It returns
// play.ErrStuck when nobody can move before the end (a game held at the
// start of a round for a mode).
func Play(s *expedition.State, bots []Bot, watchers ...play.Watcher[expedition.State, expedition.Action]) error {
	return play.Play(expedition.Game{}, s, bots, watchers...)
}

// Recording returns a watcher that appends every action to rec.
func Recording(rec *expedition.Record) play.Watcher[expedition.State, expedition.Action] {
	return func(_ int, a expedition.Action, _ *expedition.State) { rec.Actions = append(rec.Actions, a) }
}

// CorporationCoin returns what a study's seeded coin makes each player
// keep of the two corporations dealt, so that every corporation is played
// equally often: at each corporation choice the coin, drawn from
// dice.New(seed ^ 0xc0c0), keeps one of the two. Overrule each seat's bot
// with the same coin. corporation reports whether a View waits for a
// corporation choice and whose it is.
func CorporationCoin[V any, A comparable](seed uint64, corporation func(v *V) (player int, ok bool), choose func(player, index int) A) func(v *V, legal []A) (A, bool) {
	coin := dice.New(seed ^ 0xc0c0)
	return func(v *V, _ []A) (A, bool) {
		p, ok := corporation(v)
		if !ok {
			var zero A
			return zero, false
		}
		return choose(p, coin.Intn(2)), true
	}
}

// CoinSeats overrules every seat of bots with one CorporationCoin seeded
// from seed.
func CoinSeats(bots []Bot, seed uint64) []Bot {
	coin := CorporationCoin(seed, func(v *expedition.View) (int, bool) {
		return v.Player(), v.Decision() == expedition.DecisionCorporation
	}, KeepCorporation)
	out := make([]Bot, len(bots))
	for p, b := range bots {
		out[p] = play.Overrule[expedition.View, expedition.Observation](b, coin)
	}
	return out
}

// KeepCorporation returns player p's choice of corporation index (0 or 1)
// of the two dealt.
func KeepCorporation(p, index int) expedition.Action {
	return expedition.Action{Kind: expedition.ActChooseCorp, Player: int8(p), Card: -1, Index: int8(index)}
}
