package rating

import (
	"fmt"
	"slices"
)

// MaxAgents is the most agents a Tally holds.
const MaxAgents = 64

// MaxTie is the most agents that may share one place in a game: a tie is
// counted as the average of its orders, and the weights of up to six are
// whole multiples of 1/720.
const MaxTie = 6

// Entry is one agent's place in one game: 0 for first, 1 for second, and
// so on; agents with equal places tied (a draw, a shared win).
type Entry struct {
	Agent, Place int
}

// Result is one game: each agent that played it and where it finished.
// An agent appears once per game: a team, or every seat one agent holds in
// a mirror match, is one entry.
type Result []Entry

// Win is the result of a two-agent game that winner won.
func Win(winner, loser int) Result { return Result{{winner, 0}, {loser, 1}} }

// Draw is the result of a drawn two-agent game.
func Draw(a, b int) Result { return Result{{a, 0}, {b, 0}} }

// check reports a result that n agents cannot have produced.
func (r Result) check(n int) error {
	if len(r) < 2 {
		return fmt.Errorf("%w: %d agents in a game (want at least 2)", ErrResult, len(r))
	}
	var seen uint64
	for _, e := range r {
		if e.Agent < 0 || e.Agent >= n {
			return fmt.Errorf("%w: agent %d (want 0 to %d)", ErrResult, e.Agent, n-1)
		}
		if seen&(1<<e.Agent) != 0 {
			return fmt.Errorf("%w: agent %d twice in one game", ErrResult, e.Agent)
		}
		seen |= 1 << e.Agent
		if e.Place < 0 {
			return fmt.Errorf("%w: agent %d placed %d", ErrResult, e.Agent, e.Place)
		}
	}
	return nil
}

// groups returns the result's agents from first place to last, split
// into groups of equal place.
func (r Result) groups() [][]int {
	sorted := slices.Clone(r)
	slices.SortStableFunc(sorted, func(a, b Entry) int { return a.Place - b.Place })
	var out [][]int
	for i, e := range sorted {
		if i == 0 || e.Place != sorted[i-1].Place {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], e.Agent)
	}
	return out
}
