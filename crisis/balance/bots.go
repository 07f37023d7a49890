package balance

import (
	"fmt"
	"strings"

	"github.com/aresim/aresim/crisis/bot"
	"github.com/aresim/aresim/sim/search"
)

// BotNames are the bots NewBot knows.
var BotNames = []string{"random", "heuristic", "mcts", "mcts:N"}

// NewBot returns the bot called name (bot.New: "random", "heuristic",
// "mcts" or "mcts:N") seeded with seed, for every seat of the studies of
// this package: the one place that turns a bot name into a Crisis bot.
func NewBot(name string, seed uint64) (bot.Bot, error) {
	b, err := bot.New(name, seed)
	if err != nil {
		if _, isMCTS, budget := search.ParseBudget(strings.ToLower(strings.TrimSpace(name))); isMCTS && budget != nil {
			return nil, fmt.Errorf("bot: %w", budget) // what is wrong with the budget, as the other engines say it
		}
		return nil, fmt.Errorf("unknown bot %q (want %s)", name, bot.Names)
	}
	return b, nil
}
