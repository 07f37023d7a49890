package search

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxBudget is the largest budget a search agent's name may give.
const MaxBudget = 10_000_000

// ParseBudget reads a search agent's name as every engine's bot list takes
// it: ok reports a name of the form "mcts" or "mcts:...", and iterations
// the budget it gives (0 for "mcts", the engine's default). err says what
// is wrong with a budget that is not a whole number from 1 to MaxBudget
// written without leading zeros.
func ParseBudget(name string) (iterations int, ok bool, err error) {
	return ParseTierBudget("mcts", name)
}

// ParseTierBudget reads the name of a tier that takes a budget, as
// ParseBudget reads "mcts": ok reports a name of the form "tier" or
// "tier:...", and iterations the budget (0 for plain "tier", the tier's
// default). err says what is wrong with a budget that is not a whole
// number from 1 to MaxBudget written without leading zeros.
func ParseTierBudget(tier, name string) (iterations int, ok bool, err error) {
	if name == tier {
		return 0, true, nil
	}
	budget, found := strings.CutPrefix(name, tier+":")
	if !found {
		return 0, false, nil
	}
	v, perr := strconv.Atoi(budget)
	if perr != nil || v < 1 || v > MaxBudget || strconv.Itoa(v) != budget {
		return 0, true, fmt.Errorf("%q: the budget after %s: must be a whole number of iterations from 1 to %d", name, tier, MaxBudget)
	}
	return v, true, nil
}
