//go:build !race

package bot

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
