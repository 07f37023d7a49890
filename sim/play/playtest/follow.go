package playtest

import (
	"fmt"

	"github.com/aresim/aresim/sim/play"
)

// Follow replays a recorded game on s, the game's start, and checks that
// the seats' bots make the record's choices: it plays the game with
// play.Play, so every bot is asked exactly the decisions it is asked in
// play (none on an AutoForced engine's forced moves) and observes what it
// observes in play. The game keeps to the record whatever the bots
// choose. asked counts the decisions the bots were asked. The error names
// the first action (from 1) that differs from the record, or a game that
// ends before or after its record does.
func Follow[S, V, O any, A comparable](r play.Rules[S, V, O, A], s *S, seats []play.Bot[V, A], actions []A) (asked int, err error) {
	f := &following[A]{actions: actions}
	followers := make([]play.Bot[V, A], len(seats))
	for p, b := range seats {
		c := chooser[V, A]{bot: b, seat: p, f: f}
		if o, ok := b.(play.Observer[O]); ok {
			followers[p] = &observingChooser[V, O, A]{chooser: c, observer: o}
		} else {
			followers[p] = &c
		}
	}
	check := func(mover int, a A, _ *S) {
		if f.err == nil {
			if f.next >= len(actions) {
				f.err = fmt.Errorf("action %d: seat %d played %v past the record's end", f.next+1, mover, a)
			} else if a != actions[f.next] {
				f.err = fmt.Errorf("action %d: seat %d played %v, the record has %v", f.next+1, mover, a, actions[f.next])
			}
		}
		f.next++
	}
	if err := play.Play(r, s, followers, check); err != nil {
		return f.asked, err
	}
	if f.err == nil && f.next < len(actions) {
		f.err = fmt.Errorf("the game ended after %d actions, the record has %d", f.next, len(actions))
	}
	return f.asked, f.err
}

// following is where a replay under Follow stands: the record, the next
// action's index, the decisions asked and the first difference.
type following[A comparable] struct {
	actions []A
	next    int
	asked   int
	err     error
}

// chooser asks its seat's bot, then plays the recorded action.
type chooser[V any, A comparable] struct {
	bot  play.Bot[V, A]
	seat int
	f    *following[A]
}

// Choose asks the bot and compares its choice with the record, then plays
// the recorded action, so the game keeps to the record to its end (past
// it, the bot's own choice).
func (c *chooser[V, A]) Choose(v *V, legal []A) A {
	a := c.bot.Choose(v, legal)
	c.f.asked++
	if c.f.next >= len(c.f.actions) {
		if c.f.err == nil {
			c.f.err = fmt.Errorf("action %d: seat %d asked past the record's end", c.f.next+1, c.seat)
		}
		return a
	}
	want := c.f.actions[c.f.next]
	if a != want && c.f.err == nil {
		c.f.err = fmt.Errorf("action %d: seat %d chose %v, the record has %v", c.f.next+1, c.seat, a, want)
	}
	return want
}

// Blind reports whether the bot never reads its View, so the loop treats
// the seat as it treats the bot.
func (c *chooser[V, A]) Blind() bool {
	b, ok := c.bot.(play.Blind)
	return ok && b.Blind()
}

// observingChooser is a chooser whose bot observes its seat's game.
type observingChooser[V, O any, A comparable] struct {
	chooser[V, A]
	observer play.Observer[O]
}

// Observe shows the bot what its seat observed.
func (c *observingChooser[V, O, A]) Observe(o *O) { c.observer.Observe(o) }
