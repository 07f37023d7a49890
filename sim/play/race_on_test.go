//go:build race

package play_test

// raceEnabled reports whether the race detector is on: its
// instrumentation allocates, so allocation counts then mean nothing.
const raceEnabled = true
