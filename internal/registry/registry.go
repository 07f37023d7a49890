// Package registry gives the values a game state refers to (a card
// catalogue, a Crisis deck) small numbers, so that a state can name them
// without holding a pointer and stays a value that copies completely.
package registry

import (
	"errors"
	"sync"
	"sync/atomic"
)

// Max is the most values one registry numbers.
const Max = 1 << 16

// ErrFull is returned when a registry already numbers Max values.
var ErrFull = errors.New("registry full")

// Registry numbers pointers. Values are never removed; registering the
// same pointer twice returns the same number. The zero Registry is ready
// to use and safe for concurrent use.
type Registry[T any] struct {
	mu   sync.Mutex
	list atomic.Pointer[[]*T]
}

// Register returns the number of p, giving it the next one if it has none.
func (r *Registry[T]) Register(p *T) (uint16, error) {
	if l := r.list.Load(); l != nil {
		for i, have := range *l {
			if have == p {
				return uint16(i), nil
			}
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var list []*T
	if l := r.list.Load(); l != nil {
		list = *l
	}
	for i, have := range list {
		if have == p {
			return uint16(i), nil
		}
	}
	if len(list) >= Max {
		return 0, ErrFull
	}
	grown := make([]*T, len(list)+1)
	copy(grown, list)
	grown[len(list)] = p
	r.list.Store(&grown)
	return uint16(len(list)), nil
}

// Get returns the pointer numbered id. It panics on a number the registry
// never gave, a programming error.
func (r *Registry[T]) Get(id uint16) *T { return (*r.list.Load())[id] }
