package toy

import (
	"errors"
	"fmt"
)

// ErrIllegal reports an action a toy game does not allow.
var ErrIllegal = errors.New("toy: illegal action")

func errIllegal(a any) error { return fmt.Errorf("%w: %v", ErrIllegal, a) }

// ErrSample reports a determinization that contradicts what its player
// knows.
var ErrSample = errors.New("toy: inconsistent sample")

func errSample(what string) error { return fmt.Errorf("%w: the sample %s", ErrSample, what) }
