package bot

import (
	"errors"
	"fmt"
	"strings"

	"github.com/aresim/aresim/sim/search"
)

// Names lists the bot names New knows, for help texts and errors ("mcts:N"
// stands for the search agent at N iterations per decision).
const Names = "random, heuristic, mcts or mcts:N"

// MaxMCTSIterations is the largest budget a bot name may give.
const MaxMCTSIterations = search.MaxBudget

// ErrUnknownBot is returned by New for a name it does not know.
var ErrUnknownBot = errors.New("crisis/bot: unknown bot")

// New returns the bot a name asks for, seeded with seed: "random"
// (NewRandom), "heuristic" (NewHeuristic), "mcts" (NewMCTS at
// DefaultMCTSIterations) or "mcts:N" (NewMCTS at N iterations per
// decision, N a whole number from 1 to MaxMCTSIterations written without
// leading zeros), in any case, spaces around it ignored. Any other name
// gives an error wrapping ErrUnknownBot that names it.
func New(name string, seed uint64) (Bot, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	switch n {
	case "random":
		return NewRandom(seed), nil
	case "heuristic":
		return NewHeuristic(seed), nil
	}
	if k, ok, err := search.ParseBudget(n); ok {
		if err != nil {
			return nil, fmt.Errorf("%w %w", ErrUnknownBot, err)
		}
		return NewMCTS(k, seed), nil
	}
	return nil, fmt.Errorf("%w %q (want %s)", ErrUnknownBot, name, Names)
}
