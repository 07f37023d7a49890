package crisis

import "errors"

// Errors of the package. Errors returned are wrapped with detail; use
// errors.Is.
var (
	ErrBadConfig     = errors.New("crisis: bad configuration")
	ErrIllegalAction = errors.New("crisis: illegal action")
	ErrGameOver      = errors.New("crisis: game over")
	ErrBadRecord     = errors.New("crisis: bad record")
	ErrInvariant     = errors.New("crisis: invariant broken")
)
