//go:build race

package odds

// raceEnabled reports whether the race detector is on: the heaviest
// statistical tests then simulate fewer battles (their checks scale with
// the number of battles, so they stay as strict in probability).
const raceEnabled = true
