//go:build !race

package odds

// raceEnabled reports whether the race detector is on.
const raceEnabled = false
