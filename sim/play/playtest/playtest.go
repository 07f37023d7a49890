// Package playtest is the rules test every engine passes, written once
// against the play contract (package sim/play): random games, some seats
// played by the engine's heuristic, with
//
//   - the invariant checker after every Apply, and an action the engine
//     does not list thrown at it now and then, which must leave the state
//     as it was (or, if the engine takes it, a game whose invariants hold);
//   - every way the game can end reached, and counted;
//   - every game replayed from its record to the same final state;
//   - every seat's View unchanged when one fact hidden from it changes,
//     and the mover's legal actions with it;
//   - the determinizer's samples, fed with the seat's memory, agreeing
//     with the seat's View, its legal actions and the invariants.
//
// An engine's tests describe it with a Case and call Run. The scale is one
// knob for every engine: the environment variable ARESIM_RULES_GAMES sets
// the number of games of each Case; otherwise a Case plays its Games, its
// Short under -short, and a fifth of Short under the race detector.
package playtest

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/aresim/aresim/internal/dice"
	simdice "github.com/aresim/aresim/sim/dice"
	"github.com/aresim/aresim/sim/play"
)

// GamesVar is the environment variable that sets the number of games of
// every Case.
const GamesVar = "ARESIM_RULES_GAMES"

// Fact is a copy of a state with one fact hidden from some seats changed.
type Fact[S any] struct {
	// Kind names the fact ("a hand card", "the deck's order").
	Kind string
	// State is the changed copy; it must be a whole game (its invariants
	// hold).
	State S
	// Knows holds the seats the fact is not hidden from, by bit.
	Knows uint64
}

// Case describes one engine (or one mode of it) to the rules test.
type Case[S comparable, V comparable, O any, A comparable] struct {
	// Rules are the engine's rules.
	Rules play.Rules[S, V, O, A]
	// Games is the number of games of the full run; Short that under
	// -short, and a fifth of it under the race detector.
	Games, Short int
	// New starts game i from seed: the game's configuration (mode,
	// players, options) drawn from it.
	New func(i int, seed uint64) (S, error)
	// Tiers is the engine's registry: its "heuristic" plays some seats,
	// and its team hook links each table.
	Tiers *play.Registry[V, A]
	// Check is the engine's invariant checker.
	Check func(s *S) error
	// End names how a finished game ended ("conquest", "won", ...); Ends
	// are the kinds every full run must reach (each at least once; under
	// -short, those reached are only counted).
	End  func(s *S) string
	Ends []string
	// Illegal returns an action that is not among legal, drawn from r, to
	// throw at the engine.
	Illegal func(s *S, legal []A, r *simdice.Rand) A
	// Replay writes game i's actions to the engine's record (in its file
	// format), reads it back, replays it and returns the final state.
	Replay func(i int, seed uint64, actions []A) (S, error)
	// Hide changes one fact of s hidden from some seats, drawn from r
	// among those there are, in a copy (Fact); false when s hides nothing.
	Hide func(s *S, r *simdice.Rand) (Fact[S], bool)
	// HiddenKinds are the kinds of fact every full run must change.
	HiddenKinds []string
	// Seat returns a seat of the engine's search agent: its memory and
	// its determinizer (play.Seat), seeded with seed.
	Seat func(seed uint64) play.Seat[S, V, O, A]
	// Every is how often the View and determinizer checks run: at one
	// decision in Every (0: 10), in one game in Every.
	Every int
}

// games returns the number of games to play: the knob, or the Case's
// counts.
func (c *Case[S, V, O, A]) games(t *testing.T) int {
	if v := os.Getenv(GamesVar); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			t.Fatalf("%s=%q: want a number of games", GamesVar, v)
		}
		return n
	}
	switch {
	case raceDetector:
		return c.Short / 5
	case testing.Short():
		return c.Short
	}
	return c.Games
}

// Tally counts what the rules test saw: how the games ended and which
// hidden facts it changed.
type Tally struct {
	Games, Actions, Illegal, Replays, Views, Samples int
	Ends, Facts                                      map[string]int
}

func (t *Tally) add(o *Tally) {
	t.Games += o.Games
	t.Actions += o.Actions
	t.Illegal += o.Illegal
	t.Replays += o.Replays
	t.Views += o.Views
	t.Samples += o.Samples
	for k, n := range o.Ends {
		t.Ends[k] += n
	}
	for k, n := range o.Facts {
		t.Facts[k] += n
	}
}

func newTally() *Tally { return &Tally{Ends: map[string]int{}, Facts: map[string]int{}} }

// String lists the counts, the maps sorted by key.
func (t *Tally) String() string {
	list := func(m map[string]int) string {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprintf("%s %d", k, m[k])
		}
		return strings.Join(parts, ", ")
	}
	return fmt.Sprintf("%d games, %d actions, %d illegal actions rejected, %d replays, %d View checks, %d samples; ends: %s; hidden facts changed: %s",
		t.Games, t.Actions, t.Illegal, t.Replays, t.Views, t.Samples, list(t.Ends), list(t.Facts))
}

// Run plays the Case's games on every core and fails t at the first broken
// rule, naming the game and the action. It returns what it counted.
func Run[S comparable, V comparable, O any, A comparable](t *testing.T, c Case[S, V, O, A]) *Tally {
	t.Helper()
	n := c.games(t)
	if c.Every == 0 {
		c.Every = 10
	}
	workers := runtime.GOMAXPROCS(0)
	total := newTally()
	var mu sync.Mutex
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			g := newGame(&c)
			for i := w; i < n; i += workers {
				if err := g.play(i); err != nil {
					errs <- fmt.Errorf("game %d: %w", i, err)
					return
				}
			}
			mu.Lock()
			total.add(g.tally)
			mu.Unlock()
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	t.Logf("%v", total)
	if n >= c.Games && n > 0 {
		for _, k := range c.Ends {
			if total.Ends[k] == 0 {
				t.Errorf("no game ended %s in %d games (%v)", k, n, total.Ends)
			}
		}
		for _, k := range c.HiddenKinds {
			if total.Facts[k] == 0 {
				t.Errorf("the View check never changed %s", k)
			}
		}
	}
	return total
}

// game is one worker's game in play and its checks.
type game[S comparable, V comparable, O any, A comparable] struct {
	c       *Case[S, V, O, A]
	tally   *Tally
	i       int
	s       *S
	actions []A
	legal   []A
	other   []A
	view    V
	sample  S
	r       dice.Rand
	err     error
}

func newGame[S comparable, V comparable, O any, A comparable](c *Case[S, V, O, A]) *game[S, V, O, A] {
	return &game[S, V, O, A]{c: c, tally: newTally(), s: new(S)}
}

// seats returns game i's bots: in one game in four every seat plays the
// heuristic, in one in four one seat does, and the rest play uniformly
// random legal actions. In one game in Every, each seat is wrapped in a
// checker of its View's determinizer.
func (g *game[S, V, O, A]) seats(seed uint64) ([]play.Bot[V, A], error) {
	n := g.c.Rules.Players(g.s)
	seats := make([]play.Bot[V, A], n)
	for p := range seats {
		heuristic := g.i%4 == 0 || g.i%4 == 2 && p == (g.i/4)%n
		s := dice.Derive(seed, uint64(p))
		if heuristic {
			b, err := g.c.Tiers.New("heuristic", s)
			if err != nil {
				return nil, err
			}
			seats[p] = b
		} else {
			seats[p] = &uniform[V, A]{r: dice.New(s)}
		}
	}
	g.c.Tiers.Link(seats)
	if g.c.Seat != nil && g.i%g.c.Every == 0 {
		for p, b := range seats {
			seats[p] = &sampled[S, V, O, A]{g: g, seat: p, b: b, det: g.c.Seat(dice.Derive(seed, uint64(100+p)))}
		}
	}
	return seats, nil
}

// play plays game i and checks it.
func (g *game[S, V, O, A]) play(i int) error {
	g.i, g.err = i, nil
	seed := dice.Derive(0x5eed_2a1e5, uint64(i))
	s, err := g.c.New(i, seed)
	if err != nil {
		return fmt.Errorf("new: %w", err)
	}
	*g.s = s
	if err := g.c.Check(g.s); err != nil {
		return fmt.Errorf("at the start: %w", err)
	}
	g.r = dice.New(seed ^ 0x111e9a1)
	g.actions = g.actions[:0]
	seats, err := g.seats(seed)
	if err != nil {
		return err
	}
	if err := play.Play(g.c.Rules, g.s, seats, g.watch); err != nil {
		return err
	}
	if g.err != nil {
		return g.err
	}
	g.tally.Games++
	g.tally.Actions += len(g.actions)
	g.tally.Ends[g.c.End(g.s)]++
	if g.c.Replay != nil {
		got, err := g.c.Replay(i, seed, g.actions)
		if err != nil {
			return fmt.Errorf("replay of %d actions: %w", len(g.actions), err)
		}
		if got != *g.s {
			return fmt.Errorf("the replay of its %d actions ends elsewhere", len(g.actions))
		}
		g.tally.Replays++
	}
	return nil
}

// watch is the game's watcher: it records every action, checks the
// invariants, throws an illegal action at the engine now and then, and
// checks the Views against the hidden facts.
func (g *game[S, V, O, A]) watch(mover int, a A, s *S) {
	if g.err != nil {
		return
	}
	g.actions = append(g.actions, a)
	n := len(g.actions)
	if err := g.c.Check(s); err != nil {
		g.err = fmt.Errorf("after action %d (%v by seat %d): %w", n, a, mover, err)
		return
	}
	if g.c.Rules.Over(s) {
		return
	}
	if n%g.c.Every == 0 && g.c.Illegal != nil {
		g.legal = g.c.Rules.Legal(s, g.legal[:0])
		bad := g.c.Illegal(s, g.legal, &g.r)
		if slices.Contains(g.legal, bad) {
			g.err = fmt.Errorf("after action %d: the illegal action %v is legal", n, bad)
			return
		}
		cp := *s
		if err := g.c.Rules.Apply(&cp, bad); err != nil {
			if cp != *s {
				g.err = fmt.Errorf("after action %d: the rejected action %v changed the state", n, bad)
				return
			}
			g.tally.Illegal++
		} else if err := g.c.Check(&cp); err != nil {
			g.err = fmt.Errorf("after action %d: the action %v, not listed but taken, broke the game: %w", n, bad, err)
			return
		}
	}
	if g.c.Hide != nil && g.i%g.c.Every == 0 && n%g.c.Every == 0 {
		g.err = g.checkViews(s)
	}
}

// checkViews changes a hidden fact of s in a copy (Case.Hide): no seat
// it is hidden from may see it in its View, nor the mover in its legal
// actions.
func (g *game[S, V, O, A]) checkViews(s *S) error {
	f, ok := g.c.Hide(s, &g.r)
	if !ok {
		return nil
	}
	r := g.c.Rules
	if err := g.c.Check(&f.State); err != nil {
		return fmt.Errorf("after action %d: changing %s breaks the game: %w", len(g.actions), f.Kind, err)
	}
	g.tally.Facts[f.Kind]++
	mover := r.ToMove(s)
	for p := 0; p < r.Players(s); p++ {
		if f.Knows&(1<<p) != 0 {
			continue
		}
		r.View(s, p, &g.view)
		var w V
		r.View(&f.State, p, &w)
		g.tally.Views++
		if w != g.view {
			return fmt.Errorf("after action %d: %s changes seat %d's View", len(g.actions), f.Kind, p)
		}
		if p == mover {
			g.legal = r.Legal(s, g.legal[:0])
			g.other = r.Legal(&f.State, g.other[:0])
			if !slices.Equal(g.legal, g.other) {
				return fmt.Errorf("after action %d: %s changes the legal actions of seat %d", len(g.actions), f.Kind, p)
			}
		}
	}
	return nil
}

// uniform plays a uniformly random legal action.
type uniform[V any, A comparable] struct{ r dice.Rand }

func (u *uniform[V, A]) Choose(_ *V, legal []A) A { return legal[u.r.Intn(len(legal))] }
func (u *uniform[V, A]) Blind() bool              { return true }

// sampled wraps a seat's bot: it feeds the seat's memory with every
// observation and, at one decision in Every, checks that a sample of the
// seat's determinizer agrees with its View, its legal actions and the
// invariants.
type sampled[S comparable, V comparable, O any, A comparable] struct {
	g       *game[S, V, O, A]
	seat    int
	b       play.Bot[V, A]
	det     play.Seat[S, V, O, A]
	n       int
	sampleV V
	legal   []A
}

func (c *sampled[S, V, O, A]) Observe(o *O) {
	c.det.Observe(o)
	if ob, ok := c.b.(play.Observer[O]); ok {
		ob.Observe(o)
	}
}

func (c *sampled[S, V, O, A]) Choose(v *V, legal []A) A {
	g := c.g
	c.det.Look(v)
	c.n++
	if g.err == nil && c.n%g.c.Every == 1 {
		g.err = c.check(v, legal)
	}
	return c.b.Choose(v, legal)
}

// check samples a full game from the seat's View and memory.
func (c *sampled[S, V, O, A]) check(v *V, legal []A) error {
	g := c.g
	r := g.c.Rules
	seed := g.r.Uint64()
	if err := c.det.Prepare(v, seed); err != nil {
		return fmt.Errorf("after action %d: seat %d's View cannot be determinized: %w", len(g.actions), c.seat, err)
	}
	for k := 0; k < 2; k++ {
		c.det.Determinize(&g.sample, dice.Derive(seed, uint64(k)))
		g.tally.Samples++
		where := fmt.Sprintf("after action %d: seat %d's sample %d", len(g.actions), c.seat, k)
		if err := g.c.Check(&g.sample); err != nil {
			return fmt.Errorf("%s breaks the invariants: %w", where, err)
		}
		if r.ToMove(&g.sample) != c.seat {
			return fmt.Errorf("%s has seat %d to move", where, r.ToMove(&g.sample))
		}
		r.View(&g.sample, c.seat, &c.sampleV)
		if c.sampleV != *v {
			return fmt.Errorf("%s shows the seat another View", where)
		}
		c.legal = r.Legal(&g.sample, c.legal[:0])
		if !slices.Equal(c.legal, legal) {
			return fmt.Errorf("%s gives the seat other legal actions", where)
		}
	}
	return nil
}
