package expedition

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/aresim/aresim/expedition/cards"
)

// The registry gives every catalogue a game uses a small number, so that a
// State can name its catalogue without holding a pointer. Catalogues are
// never removed; registering the same catalogue twice returns the same
// number.
var registry struct {
	mu   sync.Mutex
	list atomic.Pointer[[]*cards.Catalogue]
}

const maxCatalogues = 1 << 16

func register(c *cards.Catalogue) (uint16, error) {
	if p := registry.list.Load(); p != nil {
		for i, have := range *p {
			if have == c {
				return uint16(i), nil
			}
		}
	}
	registry.mu.Lock()
	defer registry.mu.Unlock()
	var list []*cards.Catalogue
	if p := registry.list.Load(); p != nil {
		list = *p
	}
	for i, have := range list {
		if have == c {
			return uint16(i), nil
		}
	}
	if len(list) >= maxCatalogues {
		return 0, fmt.Errorf("%w: more than %d catalogues in one process", ErrBadConfig, maxCatalogues)
	}
	grown := make([]*cards.Catalogue, len(list)+1)
	copy(grown, list)
	grown[len(list)] = c
	registry.list.Store(&grown)
	return uint16(len(list)), nil
}

func catalogue(id uint16) *cards.Catalogue { return (*registry.list.Load())[id] }
