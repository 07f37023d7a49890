package bot

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Names lists the bot names New knows, for help texts.
const Names = "random, heuristic, mcts or mcts:N"

// ErrUnknownBot is returned by New for a name it does not know.
var ErrUnknownBot = errors.New("expedition/bot: unknown bot")

// New returns the bot a name asks for, seeded with seed: "random"
// (NewRandom), "heuristic" (NewHeuristic), "mcts" (NewMCTS at
// DefaultMCTSIterations) or "mcts:N" (NewMCTS at N iterations per
// decision, N a positive whole number). Names are case-insensitive and
// spaces around them are ignored. Any other name gives an error wrapping
// ErrUnknownBot that names it.
func New(name string, seed uint64) (Bot, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	switch n {
	case "random":
		return NewRandom(seed), nil
	case "heuristic":
		return NewHeuristic(seed), nil
	case "mcts":
		return NewMCTS(DefaultMCTSIterations, seed), nil
	}
	if tier, budget, ok := strings.Cut(n, ":"); ok && tier == "mcts" {
		k, err := strconv.ParseUint(budget, 10, 31)
		if err != nil || k == 0 {
			return nil, fmt.Errorf("%w %q: want mcts:N with N a positive whole number of iterations", ErrUnknownBot, name)
		}
		return NewMCTS(int(k), seed), nil
	}
	return nil, fmt.Errorf("%w %q (want %s)", ErrUnknownBot, name, Names)
}
