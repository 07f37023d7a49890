//go:build !race

package play_test

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
