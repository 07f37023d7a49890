//go:build !race

package expedition

const raceDetector = false
