package ares

import (
	"errors"
	"fmt"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers can test with errors.Is; messages start with "ares: ".
var (
	// ErrIllegalAction: the action is not legal in the current state. The
	// state is left exactly as it was.
	ErrIllegalAction = errors.New("ares: illegal action")
	// ErrBadData: a faction file is malformed or inconsistent.
	ErrBadData = errors.New("ares: bad faction data")
	// ErrBadConfig: a game configuration cannot be played.
	ErrBadConfig = errors.New("ares: bad game configuration")
	// ErrGameOver: the game has ended; no action is legal.
	ErrGameOver = errors.New("ares: game over")
	// ErrReplayMismatch: a record does not replay to the same game.
	ErrReplayMismatch = errors.New("ares: replay mismatch")
	// ErrBadAction: a text action could not be parsed.
	ErrBadAction = errors.New("ares: cannot parse action")
)

func illegal(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrIllegalAction}, args...)...)
}

func badData(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrBadData}, args...)...)
}

func badConfig(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrBadConfig}, args...)...)
}
