//go:build race

package expedition

// raceDetector is true when the tests run with -race (much slower): the
// long random-game test then plays fewer games unless told otherwise.
const raceDetector = true
