package crisis

import (
	"fmt"

	"github.com/aresim/aresim/internal/registry"
)

// decks numbers the Crisis decks games use, so that a State names its
// deck without holding a pointer (as expedition does for its catalogues).
var decks registry.Registry[Deck]

func registerDeck(d *Deck) (uint16, error) {
	id, err := decks.Register(d)
	if err != nil {
		return 0, fmt.Errorf("%w: more than %d Crisis decks in one process", ErrBadConfig, registry.Max)
	}
	return id, nil
}

func deckOf(id uint16) *Deck { return decks.Get(id) }
