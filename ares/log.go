package ares

import (
	"fmt"
	"io"
)

// Log writes a readable account of a game as its actions are applied:
// every turn and every battle round by round, as Narrate tells them, then
// how the game ended. Quiet, it writes the result line only. It keeps its
// own copy of the game before each action, which Narrate compares with
// the game after it.
//
// Start takes the game's start, Watch each action (its signature is a
// play.Watcher's, so log.Watch is one), End writes the result:
//
//	log := ares.NewLog(os.Stdout, false)
//	log.Start(&game)
//	err := bot.Play(&game, bots, log.Watch)
//	log.End(&game)
type Log struct {
	w      io.Writer
	quiet  bool
	before State
}

// NewLog returns a Log writing to w; a quiet Log writes only the result
// line.
func NewLog(w io.Writer, quiet bool) *Log { return &Log{w: w, quiet: quiet} }

// Start keeps game s as the game before the first action. The Ares
// Project's log has no setup lines: the factions are named as they play.
func (l *Log) Start(s *State) {
	if !l.quiet {
		l.before = *s
	}
}

// Watch writes what action a, which mover has just applied, did; after
// is the game after it. It writes Narrate's lines except the end of the
// game's, which End writes.
func (l *Log) Watch(mover int, a Action, after *State) {
	if l.quiet {
		return
	}
	n := narrator{b: &l.before, a: after, noEnd: true}
	n.describe(a)
	for _, line := range n.lines {
		fmt.Fprintln(l.w, line)
	}
	l.before = *after
}

// End writes how game s ended, quiet or not: the winning side (or a
// draw), the reason, and every faction's points. It writes nothing while
// s is not over.
func (l *Log) End(s *State) {
	if s.Over() {
		fmt.Fprintln(l.w, resultLine(s))
	}
}
