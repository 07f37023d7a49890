package expedition

import (
	"errors"

	"github.com/aresim/aresim/expedition/cards"
)

// Sentinel errors, wrapped with detail by the functions that return them.
var (
	// ErrIllegalAction is returned by Apply for an action that is not legal
	// in the current state. The state is unchanged.
	ErrIllegalAction = errors.New("expedition: illegal action")
	// ErrBadConfig is returned for a configuration that cannot start a game.
	ErrBadConfig = errors.New("expedition: bad configuration")
	// ErrBadData is returned for card data that fails validation. It is the
	// same error as cards.ErrBadData.
	ErrBadData = cards.ErrBadData
	// ErrBadRecord is returned for a game record that cannot be read or
	// replayed.
	ErrBadRecord = errors.New("expedition: bad record")
	// ErrGameOver is returned by Apply once the game has ended.
	ErrGameOver = errors.New("expedition: game over")
	// ErrInvariant is returned by Check when the state breaks a rule that
	// must always hold.
	ErrInvariant = errors.New("expedition: invariant broken")
)
