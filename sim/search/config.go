package search

import (
	"fmt"
	"math"
	"time"
)

// Selection is the rule that picks an action at a tree node among those
// available in the iteration's determinization.
type Selection uint8

const (
	// UCT is UCB1 with availability counts (Cowling, Powley and
	// Whitehouse 2012): an action's mean reward plus
	// Exploration·√(ln available / visits), where available counts the
	// iterations in which the action was legal, not the node's visits.
	// With Config.PriorWeight w > 0 it adds progressive bias
	// w·prior/(visits+1). Untried actions are tried first (the one with
	// the highest prior, or a seeded random one).
	UCT Selection = iota
	// PUCT is the AlphaZero rule with availability counts: mean reward
	// plus Exploration·prior·√available/(1+visits). An untried action's
	// mean is taken as the mean of the tried ones available (first-play
	// urgency of the parent's value). Without a PriorPolicy every prior
	// is uniform.
	PUCT
)

// String returns "uct" or "puct".
func (s Selection) String() string {
	switch s {
	case UCT:
		return "uct"
	case PUCT:
		return "puct"
	}
	return fmt.Sprintf("Selection(%d)", uint8(s))
}

// Observers says how many trees the search grows.
type Observers uint8

const (
	// AutoObservers grows one tree per seat when the Game implements
	// Observer (some actions are partly hidden) and a single tree
	// otherwise (where the two are the same search, one tree is cheaper).
	AutoObservers Observers = iota
	// SingleObserver grows one tree, over the searching seat's
	// observations (SO-ISMCTS with partially observable moves): every
	// seat chooses its full action at a node by its own statistics, and
	// actions the searching seat cannot tell apart lead to the same child.
	// Opponents are modelled as seeing what the searching seat does (its
	// secret choices included).
	SingleObserver
	// MultipleObserver grows one tree per seat (MO-ISMCTS), each over its
	// seat's observations; a seat chooses in its own tree. No seat is
	// modelled as seeing what it cannot: a secret pick stays secret from
	// the opponents that pick after it. It costs one tree walk per seat.
	MultipleObserver
)

// String returns "auto", "single" or "multiple".
func (o Observers) String() string {
	switch o {
	case AutoObservers:
		return "auto"
	case SingleObserver:
		return "single"
	case MultipleObserver:
		return "multiple"
	}
	return fmt.Sprintf("Observers(%d)", uint8(o))
}

// Rollout depths with a meaning of their own (Config.RolloutDepth).
const (
	// FullRollout plays every rollout to the end of the game.
	FullRollout = 0
	// LeafEvaluation plays no rollout: the Evaluator judges the state the
	// tree phase reached.
	LeafEvaluation = -1
)

// Widening is progressive widening: a node where the search has chosen n
// times considers at most ⌈Coefficient·n^Exponent⌉ distinct actions (at
// least one), adding them in the order the search meets them (the prior's
// order when there is a PriorPolicy). The zero value turns it off.
type Widening struct {
	Coefficient float64
	Exponent    float64
}

// Config tunes a search. The zero value is a sound default: 1,000
// iterations of UCT with exploration 0.7 and full random rollouts.
type Config struct {
	// Iterations is the budget: the number of determinized iterations per
	// decision. Zero means DefaultIterations. The result is a function of
	// the game, the decision's seed and this Config only.
	Iterations int
	// Duration, when positive, also stops the search once this much wall
	// time has passed (checked every 64 iterations). A search stopped by
	// the clock is NOT reproducible: how many iterations ran depends on
	// the machine and its load. Leave it zero for studies.
	Duration time.Duration
	// Selection is the tree policy: UCT (the default) or PUCT.
	Selection Selection
	// Exploration is the constant of the selection rule; zero means
	// DefaultExploration. Rewards are in [0, 1].
	Exploration float64
	// PriorWeight is the weight of the progressive bias under UCT; zero
	// turns priors off under UCT (PUCT always uses them).
	PriorWeight float64
	// PriorTemperature is the softmax temperature that turns the
	// PriorPolicy's scores into probabilities; zero means 1.
	PriorTemperature float64
	// Widening is progressive widening; the zero value is off.
	Widening Widening
	// RolloutDepth is the number of actions a rollout plays before the
	// Evaluator judges the state: FullRollout (0) plays to the end,
	// LeafEvaluation (-1) plays none. Truncated rollouts need an
	// Evaluator.
	RolloutDepth int
	// MaxRolloutActions bounds a full rollout (a guard against an engine
	// whose game does not end); zero means 100,000. A rollout that reaches
	// it is judged by the Evaluator, or is an error without one.
	MaxRolloutActions int
	// Observers is the number of trees: one, one per seat, or chosen by
	// the Game's capabilities (the default).
	Observers Observers
}

// Defaults of the zero Config.
const (
	DefaultIterations  = 1000
	DefaultExploration = 0.7
)

// withDefaults returns c with its zero fields set to their defaults, or
// an error naming a field no search can run with.
func (c Config) withDefaults() (Config, error) {
	if c.Iterations < 0 {
		return c, fmt.Errorf("%w: %d iterations", ErrConfig, c.Iterations)
	}
	if c.Iterations == 0 {
		c.Iterations = DefaultIterations
	}
	if c.Duration < 0 {
		return c, fmt.Errorf("%w: negative duration %v", ErrConfig, c.Duration)
	}
	if c.Selection > PUCT {
		return c, fmt.Errorf("%w: unknown selection %d", ErrConfig, c.Selection)
	}
	if c.Observers > MultipleObserver {
		return c, fmt.Errorf("%w: unknown observers %d", ErrConfig, c.Observers)
	}
	for _, f := range []struct {
		name string
		v    float64
	}{{"exploration", c.Exploration}, {"prior weight", c.PriorWeight}, {"prior temperature", c.PriorTemperature},
		{"widening coefficient", c.Widening.Coefficient}, {"widening exponent", c.Widening.Exponent}} {
		if f.v < 0 || math.IsNaN(f.v) || math.IsInf(f.v, 0) {
			return c, fmt.Errorf("%w: %s %v (want a finite value >= 0)", ErrConfig, f.name, f.v)
		}
	}
	if c.Exploration == 0 {
		c.Exploration = DefaultExploration
	}
	if c.PriorTemperature == 0 {
		c.PriorTemperature = 1
	}
	if c.Widening.Coefficient > 0 && c.Widening.Exponent >= 1 {
		return c, fmt.Errorf("%w: widening exponent %v (want below 1)", ErrConfig, c.Widening.Exponent)
	}
	if c.RolloutDepth < LeafEvaluation {
		return c, fmt.Errorf("%w: rollout depth %d (want -1, 0 or a positive number)", ErrConfig, c.RolloutDepth)
	}
	if c.MaxRolloutActions < 0 {
		return c, fmt.Errorf("%w: %d max rollout actions", ErrConfig, c.MaxRolloutActions)
	}
	if c.MaxRolloutActions == 0 {
		c.MaxRolloutActions = 100000
	}
	return c, nil
}
