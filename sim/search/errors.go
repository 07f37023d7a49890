package search

import "errors"

var (
	// ErrConfig reports a Config no search can run with, or a Game that
	// lacks what the Config asks for (an Evaluator for truncated
	// rollouts).
	ErrConfig = errors.New("search: bad configuration")
	// ErrEngine reports an engine that broke its contract during a
	// search: Apply rejected an action Legal listed, a state not over had
	// no legal action, or a full rollout never ended.
	ErrEngine = errors.New("search: engine failed")
	// ErrDeterminizer reports a determinization that cannot belong to the
	// decision: the game is over in it, another seat is to move, or none
	// of the caller's legal actions is legal in it.
	ErrDeterminizer = errors.New("search: bad determinization")
	// ErrNoActions reports a call with no legal actions to choose from.
	ErrNoActions = errors.New("search: no legal actions")
)
