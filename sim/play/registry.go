package play

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/aresim/aresim/sim/search"
)

// Tier is one kind of bot a Registry makes by name.
type Tier[V any, A comparable] struct {
	// Name names the tier, in lower case: "random", "heuristic", "mcts".
	Name string
	// New makes the tier's bot seeded with seed.
	New func(seed uint64) Bot[V, A]
	// Budget, when set, makes the tier take a budget: "name:N" (and plain
	// "name", budget 0 for the tier's default) makes Budget(N, seed). The
	// names follow search.ParseBudget.
	Budget func(iterations int, seed uint64) Bot[V, A]
	// Definition, when set, says what the tier is beyond its name, such
	// as "weights 0123456789abcdef" for a tier that plays from trained
	// weights: whatever would make the tier play otherwise under the same
	// name. A study's fingerprint names each of its bots by
	// Registry.Definition, so summaries played by different definitions
	// of one name never merge. A tier without it is its name alone.
	Definition func() string
	// With, when set, makes the tier take a file after an equals sign:
	// "name=FILE" (and "name:N=FILE" for a tier with a Budget) plays the
	// tier With(FILE) returns, such as the learned tier with the weights
	// FILE holds instead of the embedded ones. The registry calls With
	// once a file and keeps its tier; an error (a file that cannot be
	// read, or weights of another game) is the name's error. Its tier
	// should have a Definition saying what the file holds, so that a
	// study's fingerprint tells two files apart.
	With func(file string) (Tier[V, A], error)
}

// Registry turns the name of a tier into a bot of one engine: the one
// place every command, study and ladder of the engine takes its bots
// from. A new tier is one Register call. The zero Registry knows no tier.
type Registry[V any, A comparable] struct {
	unknown error
	tiers   []Tier[V, A]
	team    func(seats []Bot[V, A])

	mu   sync.Mutex
	with map[string]*Tier[V, A] // the tiers of "name=FILE", by name and file
}

// NewRegistry returns a registry of tiers whose errors for a name it does
// not know wrap unknown (the engine's sentinel, such as "bot: unknown
// bot").
func NewRegistry[V any, A comparable](unknown error, tiers ...Tier[V, A]) *Registry[V, A] {
	r := &Registry[V, A]{unknown: unknown}
	for _, t := range tiers {
		r.Register(t)
	}
	return r
}

// Register adds a tier. It panics if the tier has no name, no way to make
// its bot, or the name of a tier already registered: a program's mistake.
func (r *Registry[V, A]) Register(t Tier[V, A]) {
	switch {
	case t.Name == "" || t.Name != strings.ToLower(t.Name):
		panic(fmt.Sprintf("play: tier name %q (want a lower-case name)", t.Name))
	case t.New == nil && t.Budget == nil:
		panic(fmt.Sprintf("play: tier %s makes no bot", t.Name))
	}
	for _, u := range r.tiers {
		if u.Name == t.Name {
			panic(fmt.Sprintf("play: tier %s registered twice", t.Name))
		}
	}
	r.tiers = append(r.tiers, t)
}

// SetTeam makes team run on the seats of every table Seats builds, before
// they play: the bots of one game that share what they work out (the
// Crisis heuristics read the open table once for all) link there.
func (r *Registry[V, A]) SetTeam(team func(seats []Bot[V, A])) { r.team = team }

// List lists the names New knows, in the order of registration, a tier
// that takes a budget as "name" and "name:N", and one that takes a file
// also as "name=FILE".
func (r *Registry[V, A]) List() []string {
	var names []string
	for _, t := range r.tiers {
		names = append(names, t.Name)
		if t.Budget != nil {
			names = append(names, t.Name+":N")
		}
		if t.With != nil {
			names = append(names, t.Name+"=FILE")
		}
	}
	return names
}

// Names lists the names New knows, for help texts and errors: "random,
// heuristic, mcts or mcts:N".
func (r *Registry[V, A]) Names() string {
	names := r.List()
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// New returns the bot a name asks for, seeded with seed. Names are
// case-insensitive (a file after "=" keeps its case) and spaces around
// them are ignored. An unknown name, or a budget out of range, gives an
// error wrapping the registry's sentinel that names it and the names the
// registry knows; a file its tier refuses gives the name and why.
func (r *Registry[V, A]) New(name string, seed uint64) (Bot[V, A], error) {
	t, budget, err := r.lookup(name)
	switch {
	case errors.As(err, new(refusedFile)):
		return nil, err
	case err != nil:
		return nil, fmt.Errorf("%w %w", r.unknown, err)
	case t == nil:
		return nil, fmt.Errorf("%w %q (want %s)", r.unknown, name, r.Names())
	case t.Budget != nil:
		return t.Budget(budget, seed), nil
	}
	return t.New(seed), nil
}

// Check reports whether New knows name, in the words a study's
// configuration error uses: "unknown bot %q (want ...)", for a bad
// budget "bot: " and what is wrong with it, and for a refused file New's
// error.
func (r *Registry[V, A]) Check(name string) error {
	t, _, err := r.lookup(name)
	switch {
	case errors.As(err, new(refusedFile)):
		return err
	case err != nil:
		return fmt.Errorf("bot: %w", err)
	case t == nil:
		return fmt.Errorf("unknown bot %q (want %s)", name, r.Names())
	}
	return nil
}

// Definition returns what a name asks for, as a study's fingerprint
// names it: the name as given, followed, when its tier has a Definition,
// by that definition in brackets ("learned (weights 0123456789abcdef)").
// A name with a budget ("mcts:100") takes its tier's definition. A name
// New does not know gives New's error.
func (r *Registry[V, A]) Definition(name string) (string, error) {
	t, _, err := r.lookup(name)
	switch {
	case errors.As(err, new(refusedFile)):
		return "", err
	case err != nil:
		return "", fmt.Errorf("%w %w", r.unknown, err)
	case t == nil:
		return "", fmt.Errorf("%w %q (want %s)", r.unknown, name, r.Names())
	case t.Definition == nil:
		return name, nil
	}
	return name + " (" + t.Definition() + ")", nil
}

// refusedFile is lookup's error for a name whose tier refused its file:
// the name and why, in one line, and not an unknown name.
type refusedFile struct {
	name string
	err  error
}

func (e refusedFile) Error() string { return fmt.Sprintf("bot %q: %v", e.name, e.err) }
func (e refusedFile) Unwrap() error { return e.err }

// lookup finds the tier a name asks for and its budget: nil for a name
// of no tier, an error for a bad budget or file (a refusedFile for a
// file the tier refused).
func (r *Registry[V, A]) lookup(name string) (*Tier[V, A], int, error) {
	base, file, withFile := strings.Cut(strings.TrimSpace(name), "=")
	n := strings.ToLower(strings.TrimSpace(base))
	for i := range r.tiers {
		t := &r.tiers[i]
		k, err := 0, error(nil)
		if t.Budget == nil {
			if n != t.Name {
				continue
			}
		} else {
			var ok bool
			if k, ok, err = parseBudget(t.Name, n); !ok {
				continue
			}
		}
		if err != nil || !withFile {
			return t, k, err
		}
		if t.With == nil {
			return t, k, fmt.Errorf("%s takes no file (want %s)", t.Name, r.Names())
		}
		if file = strings.TrimSpace(file); file == "" {
			return t, k, fmt.Errorf("%q: no file after the equals sign (want %s=FILE)", strings.TrimSpace(name), t.Name)
		}
		w, err := r.withFile(t, file)
		if err != nil {
			return t, k, refusedFile{name: strings.TrimSpace(name), err: err}
		}
		return w, k, nil
	}
	return nil, 0, nil
}

// withFile returns tier t with file (Tier.With), made once and kept, or
// the error With gave.
func (r *Registry[V, A]) withFile(t *Tier[V, A], file string) (*Tier[V, A], error) {
	key := t.Name + "=" + file
	r.mu.Lock()
	defer r.mu.Unlock()
	if w, ok := r.with[key]; ok {
		return w, nil
	}
	w, err := t.With(file)
	if err != nil {
		return nil, err
	}
	w.Name, w.With = t.Name, nil
	if r.with == nil {
		r.with = make(map[string]*Tier[V, A])
	}
	r.with[key] = &w
	return &w, nil
}

// Seats returns the bots of one table: seat p's bot is the one names[p]
// asks for (one name: every seat's), seeded with seed(p). The registry's
// team (SetTeam) then links them.
func (r *Registry[V, A]) Seats(names []string, players int, seed func(p int) uint64) ([]Bot[V, A], error) {
	if len(names) != 1 && len(names) != players {
		return nil, fmt.Errorf("play: %d bot names for %d players", len(names), players)
	}
	seats := make([]Bot[V, A], players)
	for p := range seats {
		b, err := r.New(names[min(p, len(names)-1)], seed(p))
		if err != nil {
			return nil, err
		}
		seats[p] = b
	}
	r.Link(seats)
	return seats, nil
}

// Link runs the registry's team hook (SetTeam) on the seats of one table
// built by other means than Seats.
func (r *Registry[V, A]) Link(seats []Bot[V, A]) {
	if r.team != nil {
		r.team(seats)
	}
}

// parseBudget reads the name of a tier that takes a budget
// (search.ParseTierBudget): ok reports a name of the form "tier" or
// "tier:...", and iterations the budget (0 for the tier's default).
func parseBudget(tier, name string) (iterations int, ok bool, err error) {
	return search.ParseTierBudget(tier, name)
}
