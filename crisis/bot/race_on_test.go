//go:build race

package bot

// raceEnabled reports whether the race detector is on: it makes a
// sync.Pool drop items at random, so allocation counts then mean nothing.
const raceEnabled = true
