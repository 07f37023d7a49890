package crisis

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/aresim/aresim/expedition/cards"
)

// The registry gives every Crisis deck a game uses a small number, so that
// a State can name its deck without holding a pointer (as expedition does
// for its catalogues).
var registry struct {
	mu   sync.Mutex
	list atomic.Pointer[[]*cards.CrisisDeck]
}

func registerDeck(d *cards.CrisisDeck) (uint16, error) {
	if p := registry.list.Load(); p != nil {
		for i, have := range *p {
			if have == d {
				return uint16(i), nil
			}
		}
	}
	registry.mu.Lock()
	defer registry.mu.Unlock()
	var list []*cards.CrisisDeck
	if p := registry.list.Load(); p != nil {
		list = *p
	}
	for i, have := range list {
		if have == d {
			return uint16(i), nil
		}
	}
	if len(list) >= 1<<16 {
		return 0, fmt.Errorf("%w: more than %d Crisis decks in one process", ErrBadConfig, 1<<16)
	}
	grown := make([]*cards.CrisisDeck, len(list)+1)
	copy(grown, list)
	grown[len(list)] = d
	registry.list.Store(&grown)
	return uint16(len(list)), nil
}

func deckOf(id uint16) *cards.CrisisDeck { return (*registry.list.Load())[id] }
