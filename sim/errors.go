package sim

import "errors"

var (
	// ErrConfig reports a Config that cannot run: negative workers or
	// block size, a precision outside [0, 1), or no way to stop.
	ErrConfig = errors.New("sim: bad run configuration")
	// ErrShard reports a shard specification that is not "i/n" with
	// 0 <= i < n.
	ErrShard = errors.New("sim: bad shard")
	// ErrSummary reports a summary file that cannot be read: truncated or
	// malformed JSON, another schema, a missing or inconsistent field.
	ErrSummary = errors.New("sim: bad summary")
	// ErrMismatch reports two summaries that cannot be merged because they
	// come from different games, configurations, seeds, run sizes or
	// schemas.
	ErrMismatch = errors.New("sim: summaries do not match")
	// ErrOverlap reports two summaries that cover some of the same games,
	// which merging would count twice.
	ErrOverlap = errors.New("sim: summaries overlap")
	// ErrUnknownGame reports a summary of a game no one registered.
	ErrUnknownGame = errors.New("sim: unknown game")
	// ErrPlay reports a game that failed or panicked while being played;
	// the message names its index and seed so it can be replayed.
	ErrPlay = errors.New("sim: game failed")
)
