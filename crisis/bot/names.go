package bot

import (
	"errors"
	"fmt"
	"strings"
)

// Names lists the bot names New knows, for help texts.
const Names = "heuristic, random"

// ErrUnknownBot is returned by New for a name it does not know.
var ErrUnknownBot = errors.New("crisis/bot: unknown bot")

// New returns the bot a name asks for, seeded with seed: "random"
// (NewRandom) or "heuristic" (NewHeuristic), in any case, spaces around
// it ignored. Any other name gives an error wrapping ErrUnknownBot that
// names it.
func New(name string, seed uint64) (Bot, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "random":
		return NewRandom(seed), nil
	case "heuristic":
		return NewHeuristic(seed), nil
	}
	return nil, fmt.Errorf("%w %q (want %s)", ErrUnknownBot, name, Names)
}
