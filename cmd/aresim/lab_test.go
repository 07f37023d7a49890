package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every game's what-if and sweep, played in two shards and merged, print
// the single run's report byte for byte, in every format.
func TestWhatIfAndSweepShardsMergeToTheSingleRun(t *testing.T) {
	for _, args := range [][]string{
		{"ares", "whatif", "--set", "Kahoum.Novice.cost=2", "--games", "40"},
		{"ares", "sweep", "--vary", "Kahoum.Novice.cost=1..3", "--target", "0.5", "--games", "30"},
		{"expedition", "whatif", "--players", "2", "--set", "ThorGate.mc=30", "--games", "12"},
		{"expedition", "sweep", "--players", "2", "--vary", "ThorGate.mc=30,45", "--target", "0.5", "--games", "10"},
		{"crisis", "whatif", "--players", "2", "--difficulty", "normal", "--set", "C33.counters=2", "--games", "8"},
		{"crisis", "sweep", "--players", "2", "--difficulty", "normal", "--vary", "C33.counters=1..2", "--target", "0.5", "--games", "8"},
	} {
		dir := t.TempDir()
		var files []string
		for i := range 2 {
			f := filepath.Join(dir, string(rune('a'+i))+".json")
			_, errOut, code := runCLI(append(args, "--shard", string(rune('0'+i))+"/2", "--out", f)...)
			require.Equal(t, 0, code, "%v: %s", args, errOut)
			files = append(files, f)
		}
		for _, format := range []string{"table", "json", "csv"} {
			single, errOut, code := runCLI(append(args, "--format", format)...)
			require.Equal(t, 0, code, "%v: %s", args, errOut)
			merged, errOut, code := runCLI(append(append([]string{"merge"}, files...), "--format", format)...)
			require.Equal(t, 0, code, "%v: %s", args, errOut)
			assert.Equal(t, single, merged, "%v --format %s", args, format)
		}
	}
}

// The original against itself: every difference exactly 0.
func TestWhatIfOfTheOriginalIsExactlyZero(t *testing.T) {
	out, errOut, code := runCLI("ares", "whatif", "--set", "Kahoum.Novice.cost=1", "--games", "60", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var r struct {
		Rates []struct {
			Rate       string
			Difference struct {
				Value *float64
				CI95  *[2]float64
			}
		}
	}
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	require.NotEmpty(t, r.Rates)
	for _, x := range r.Rates {
		if x.Difference.Value == nil {
			continue
		}
		assert.Equal(t, 0.0, *x.Difference.Value, x.Rate)
		if x.Difference.CI95 != nil {
			assert.Equal(t, [2]float64{0, 0}, *x.Difference.CI95, x.Rate)
		}
	}
}

func TestWhatIfAndSweepErrorsAreOneLine(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"ares", "whatif", "--games", "10"}, "aresim: whatif: no variant: give --variant-faction-file or --set\n"},
		{[]string{"ares", "whatif", "--set", "Kahoum.Novice.cost=1..2"}, "aresim: --set \"Kahoum.Novice.cost=1..2\": one value (a sweep takes several: 'sweep --vary')\n"},
		{[]string{"expedition", "whatif", "--games", "10"}, "aresim: expedition whatif: no variant: give --variant-cards or --set\n"},
		{[]string{"crisis", "whatif", "--set", "C99.counters=2"}, "aresim: crisis whatif: --set \"C99.counters\": no Crisis card \"C99\" (want a code such as C33)\n"},
		{[]string{"ares", "sweep"}, "aresim: --vary: the number to vary is missing, as in --vary Kahoum.Novice.cost=1..4\n"},
		{[]string{"ares", "sweep", "--vary", "Kahoum.Novice.cost=4..1"}, "aresim: --vary \"Kahoum.Novice.cost=4..1\": values \"4..1\": the range ends before it starts\n"},
		{[]string{"ares", "sweep", "--vary", "Kahoum.Novice.cost=1..2", "--target", "1.5"}, "aresim: --target 1.5: want a rate between 0 and 1, such as 0.5\n"},
		{[]string{"ares", "sweep", "--vary", "Kahoum.Novice.cost=1..2", "--rate", "Kahoum"}, "aresim: --rate \"Kahoum\" without --target: the rate to aim at needs a target\n"},
		{[]string{"ares", "sweep", "--vary", "Kahoum.Novice.cost=1..2", "--target", "0.5", "--rate", "Xenos"}, "aresim: --rate \"Xenos\": not an entrant of the study (want a faction or faction/bot)\n"},
		{[]string{"expedition", "sweep", "--vary", "Nothing.cost=1,2"}, "aresim: expedition sweep: --vary \"Nothing.cost\": no card or corporation \"Nothing\" in the cards played\n"},
	} {
		out, errOut, code := runCLI(tc.args...)
		assert.Equal(t, exitBadInput, code, "%v", tc.args)
		assert.Empty(t, out, "%v", tc.args)
		assert.Equal(t, tc.want, errOut, "%v", tc.args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v", tc.args)
	}
}

// A sweep shows only the rates of what was in play: a base-game sweep has
// no column for a corporation of Discovery or Foundations.
func TestSweepShowsOnlyCorporationsInPlay(t *testing.T) {
	out, errOut, code := runCLI("expedition", "sweep", "--players", "2", "--vary", "ThorGate.mc=30,45", "--games", "10")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "ThorGate")
	for _, name := range []string{"Sultira", "Hyperion Systems", "(foundations)"} {
		assert.NotContains(t, out, name)
	}
}
