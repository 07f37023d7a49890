package play

import (
	"errors"
	"fmt"
	"reflect"
	"sync"
)

// ErrStuck is returned by Play when nobody can move (Rules.ToMove is -1)
// before the game is over, which a valid game never does.
var ErrStuck = errors.New("play: nobody can move")

// Watcher is shown every action the loop applies: the seat that made it,
// the action, and the full state after it. Logs, records and studies'
// tallies are watchers. after is the loop's state, valid during the call
// only. The loop skips a nil Watcher.
type Watcher[S any, A comparable] func(mover int, a A, after *S)

// Play plays s to its end, seats[p] deciding for seat p, and shows every
// action to the watchers. Each seat's bot decides from its View
// (Rules.View; none for a Blind bot) and the legal actions; on an
// AutoForced engine a decision with one legal action is played without
// asking the bot. Bots that are Observers are shown the game as their seat
// sees it: once at the start, then after every action. Play allocates
// nothing per game or per action: its buffers come from a pool.
//
// It returns an error if there are fewer bots than seats, if nobody can
// move before the end (ErrStuck), or if a bot chooses an action the engine
// rejects (wrapped, naming the seat and the action); the state is then
// left as it was before that action.
func Play[S, V, O any, A comparable](r Rules[S, V, O, A], s *S, seats []Bot[V, A], watchers ...Watcher[S, A]) error {
	n := r.Players(s)
	if len(seats) < n {
		return fmt.Errorf("play: %d bots for %d players", len(seats), n)
	}
	w := workspaceFor[S, V, O, A]()
	defer w.put()
	w.start(r, s, seats[:n])
	forced := false
	if f, ok := r.(AutoForced); ok {
		forced = f.AutoForced()
	}
	for !r.Over(s) {
		p := r.ToMove(s)
		if p < 0 {
			w.done()
			return ErrStuck
		}
		w.legal = r.Legal(s, w.legal[:0])
		b := seats[p]
		var a A
		switch bl, ok := b.(Blind); {
		case forced && len(w.legal) == 1:
			a = w.legal[0] // a forced move needs no decision
		case ok && bl.Blind():
			a = b.Choose(nil, w.legal)
		default:
			r.View(s, p, &w.view)
			a = b.Choose(&w.view, w.legal)
		}
		if err := w.apply(r, s, p, a, watchers); err != nil {
			w.done()
			return fmt.Errorf("play: seat %d chose %v: %w", p, a, err)
		}
	}
	w.done()
	return nil
}

// Replay plays the n recorded actions of a game on s, the game's start,
// through the same steps as Play: the observers among seats (which may be
// nil, or hold nil entries) and the watchers are shown the game as they
// would be in play. step returns recorded action i; it may first play
// actions of its own on s (a record of older rules answering a choice
// those rules did not ask), which watchers and observers are not shown.
// Replay stops at the first error, from step or from the engine, and
// returns it wrapped with the action's index (from 1) in the form
// "action %d: %w"; the state is then left as it was before that action.
func Replay[S, V, O any, A comparable](r Rules[S, V, O, A], s *S, seats []Bot[V, A], n int, step func(s *S, i int) (A, error), watchers ...Watcher[S, A]) error {
	w := workspaceFor[S, V, O, A]()
	defer w.put()
	w.start(r, s, seats)
	for i := 0; i < n; i++ {
		before := *s
		a, err := step(s, i)
		if err == nil {
			err = w.apply(r, s, r.ToMove(s), a, watchers)
		}
		if err != nil {
			*s = before
			w.done()
			return fmt.Errorf("action %d: %w", i+1, err)
		}
	}
	w.done()
	return nil
}

// workspace is the loop's buffers: the legal actions, a View and an
// observation. Views are kilobytes, too big for the stack, so the loop
// takes them from a pool rather than allocating them for every game.
type workspace[S, V, O any, A comparable] struct {
	legal     []A
	view      V
	obs       O
	observers []Observer[O] // one per seat, nil for a seat that does not observe
	watching  bool
	pool      *sync.Pool
}

// pools holds one sync.Pool of workspaces per instantiation, keyed by the
// workspace's type.
var pools sync.Map

func workspaceFor[S, V, O any, A comparable]() *workspace[S, V, O, A] {
	key := reflect.TypeFor[workspace[S, V, O, A]]()
	p, ok := pools.Load(key)
	if !ok {
		p, _ = pools.LoadOrStore(key, &sync.Pool{New: func() any {
			return &workspace[S, V, O, A]{legal: make([]A, 0, 512)}
		}})
	}
	pool := p.(*sync.Pool)
	w := pool.Get().(*workspace[S, V, O, A])
	w.pool = pool
	return w
}

func (w *workspace[S, V, O, A]) put() { w.pool.Put(w) }

// start finds the seats that observe and shows them the game's start.
func (w *workspace[S, V, O, A]) start(r Rules[S, V, O, A], s *S, seats []Bot[V, A]) {
	w.observers, w.watching = w.observers[:0], false
	for _, b := range seats {
		o, _ := b.(Observer[O])
		w.observers = append(w.observers, o)
		w.watching = w.watching || o != nil
	}
	if !w.watching {
		return
	}
	var zero A
	for q, o := range w.observers {
		if o != nil {
			r.Observation(s, -1, q, zero, &w.obs)
			o.Observe(&w.obs)
		}
	}
}

// done drops the references to the seats, so the pool keeps no bot alive.
func (w *workspace[S, V, O, A]) done() {
	clear(w.observers)
	w.observers = w.observers[:0]
}

// apply applies a, seat p's action, shows it to the observing seats and
// then to the watchers.
func (w *workspace[S, V, O, A]) apply(r Rules[S, V, O, A], s *S, p int, a A, watchers []Watcher[S, A]) error {
	if w.watching {
		r.Mark(s, &w.obs)
	}
	if err := r.Apply(s, a); err != nil {
		return err
	}
	if w.watching {
		for q, o := range w.observers {
			if o != nil {
				r.Observation(s, p, q, a, &w.obs)
				o.Observe(&w.obs)
			}
		}
	}
	for _, watch := range watchers {
		if watch != nil {
			watch(p, a, s)
		}
	}
	return nil
}
