package learn

import (
	"fmt"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
)

// Match is a match between a tested bot and a field bot: in game i the
// tested bot plays seat i mod the number of players, the field bot every
// other seat, so seats rotate. It measures strength against a round of
// training: the learned bot against the heuristic, say. A co-operative
// game, where every seat shares the team's reward, is measured with
// Cooperative instead: the tested bot plays the whole team.
type Match[S, V, O any, A comparable] struct {
	// Game and Config name the match in its summary.
	Game, Config string
	// Rules are the engine's rules; NewGame the configuration's game.
	Rules   play.Rules[S, V, O, A]
	NewGame func(seed uint64) (S, error)
	// Tested and Field make the bots of a seat, seeded with seed.
	Tested, Field func(seat int, seed uint64) (play.Bot[V, A], error)
	// Cooperative plays every seat by Tested (Field is not asked) and
	// counts the team's result, seat 0's reward: the rate is the team's
	// win rate. Seats do not rotate. To compare two bots, run a second
	// match on the same seeds with the other bot as Tested.
	Cooperative bool
}

// MatchResult counts a match's games: the tested bot's wins among the
// decisive games (a draw or a shared place is not one), and the draws.
type MatchResult struct {
	Wins  sim.Rate `json:"wins"`
	Draws int64    `json:"draws"`
}

// Merge adds other's counts (sim.Accumulator).
func (r *MatchResult) Merge(other *MatchResult) {
	r.Wins.Successes += other.Wins.Successes
	r.Wins.Trials += other.Wins.Trials
	r.Draws += other.Draws
}

// Rates returns the tested bot's win rate.
func (r *MatchResult) Rates() []sim.Rate { return []sim.Rate{r.Wins} }

// Name returns the match's game name (sim.Game).
func (m *Match[S, V, O, A]) Name() string { return m.Game }

// Fingerprint returns the match's configuration (sim.Game).
func (m *Match[S, V, O, A]) Fingerprint() string { return m.Config }

// NewAccumulator returns empty counts (sim.Game).
func (m *Match[S, V, O, A]) NewAccumulator() *MatchResult { return &MatchResult{} }

// Play plays game index and counts it (sim.Game).
func (m *Match[S, V, O, A]) Play(index, seed uint64, into *MatchResult) error {
	s, err := m.NewGame(sim.EngineSeed(seed))
	if err != nil {
		return err
	}
	n := m.Rules.Players(&s)
	tested := int(index % uint64(n))
	if m.Cooperative {
		tested = 0
	}
	seats := make([]play.Bot[V, A], n)
	for p := range seats {
		newBot := m.Field
		if p == tested || m.Cooperative {
			newBot = m.Tested
		}
		if seats[p], err = newBot(p, sim.BotSeed(seed, p)); err != nil {
			return err
		}
	}
	if err := play.Play(m.Rules, &s, seats); err != nil {
		return err
	}
	r := make([]float64, n)
	m.Rules.Reward(&s, r)
	switch {
	case r[tested] == 1:
		into.Wins.Record(true)
	case r[tested] == 0:
		into.Wins.Record(false)
	default:
		into.Draws++
	}
	return nil
}

// String returns the win rate with its 95% interval and the draws.
func (r *MatchResult) String() string {
	lo, hi := r.Wins.Wilson95()
	return fmt.Sprintf("%.1f%% [%.1f, %.1f] of %d decisive games, %d drawn", 100*r.Wins.Value(), 100*lo, 100*hi, r.Wins.Trials, r.Draws)
}
