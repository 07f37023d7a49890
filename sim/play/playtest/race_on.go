//go:build race

package playtest

// raceDetector reports whether the tests run with -race (many times
// slower): the rules test then plays its quick count.
const raceDetector = true
