//go:build !race

package playtest

// raceDetector reports whether the tests run with -race.
const raceDetector = false
