package odds

import (
	"errors"
	"fmt"
)

// Sentinel errors. Every error the package returns wraps one of them, so
// callers can test with errors.Is; messages start with "odds: ".
var (
	// ErrBadSpec: a battle description is malformed or describes a battle
	// the rules do not allow. The message names the field, as a JSON path
	// such as attacker.forces[1].units.
	ErrBadSpec = errors.New("odds: bad battle")
	// ErrTooComplex: the exact calculation would pass its state limit
	// (Options.MaxStates).
	ErrTooComplex = errors.New("odds: battle too complex for the exact calculation")
	// ErrBadOptions: the options of a calculation are out of range.
	ErrBadOptions = errors.New("odds: bad options")
)

// badSpec returns an error wrapping ErrBadSpec for the field at path.
func badSpec(path, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if path != "" {
		msg = path + ": " + msg
	}
	return fmt.Errorf("%w: %s", ErrBadSpec, msg)
}

func badOptions(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrBadOptions}, args...)...)
}
