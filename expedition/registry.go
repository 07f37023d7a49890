package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/registry"
)

// catalogues gives every catalogue a game uses a small number, so that a
// State can name its catalogue without holding a pointer. Catalogues are
// never removed; registering the same catalogue twice returns the same
// number.
var catalogues registry.Registry[cards.Catalogue]

func register(c *cards.Catalogue) (uint16, error) {
	id, err := catalogues.Register(c)
	if err != nil {
		return 0, fmt.Errorf("%w: more than %d catalogues in one process", ErrBadConfig, registry.Max)
	}
	return id, nil
}

func catalogue(id uint16) *cards.Catalogue { return catalogues.Get(id) }
