// Package variant names the bots of package bot that are kept for
// comparison only, such as the heuristic as it valued upgraded phase cards
// by fixed figures: package bot registers them, and the maintainers'
// commands under expedition/bot build them by name. Nothing outside
// expedition/bot can import it, so no user-facing name reaches them.
package variant

import (
	"slices"
	"sync"

	"github.com/aresim/aresim/expedition"
)

// Actor is a bot: it returns one of the legal actions of the player whose
// view v is (the method set of package bot's Bot).
type Actor interface {
	Act(v *expedition.View) expedition.Action
}

var (
	mu     sync.Mutex
	makers = map[string]func(seed uint64) Actor{}
)

// Register makes New build a variant called name with make. It panics on
// a name registered twice, a programming error.
func Register(name string, make func(seed uint64) Actor) {
	mu.Lock()
	defer mu.Unlock()
	if _, ok := makers[name]; ok {
		panic("variant: " + name + " registered twice")
	}
	makers[name] = make
}

// New returns the variant called name seeded with seed, or false when no
// variant has that name.
func New(name string, seed uint64) (Actor, bool) {
	mu.Lock()
	make, ok := makers[name]
	mu.Unlock()
	if !ok {
		return nil, false
	}
	return make(seed), true
}

// Names returns the names of the variants registered, sorted.
func Names() []string {
	mu.Lock()
	defer mu.Unlock()
	var names []string
	for n := range makers {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
