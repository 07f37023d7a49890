package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestRunRejectsBadFlagsInOneLine: every bad flag gets one line naming it,
// and nothing is played.
func TestRunRejectsBadFlagsInOneLine(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-players", "7"}, "-players 7"},
		{[]string{"-sets", "base"}, "want base and discovery"},
		{[]string{"-sets", "base,discovery,moon"}, `unknown set "moon"`},
		{[]string{"-bot", "clever"}, `-bot "clever"`},
		{[]string{"-against", "clever"}, `-against "clever"`},
		{[]string{"-games", "0"}, "-games 0"},
		{[]string{"-games", "3", "-against", "heuristic"}, "even number"},
		{[]string{"-games", "x"}, "-games"},
		{[]string{"-workers", "-1"}, "-workers -1"},
		{[]string{"extra"}, `"extra"`},
	} {
		var out, errOut bytes.Buffer
		err := run(c.args, &out, &errOut)
		require.Error(t, err, "%v", c.args)
		require.Contains(t, err.Error(), c.want)
		require.NotContains(t, err.Error(), "\n")
		require.Empty(t, out.String())
	}
}

// TestRunReports: a few games print the upgrades by version, the
// corporations' choices and Hyperion Systems' line; a mirror match prints
// both sides.
func TestRunReports(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-games", "6", "-seed", "3", "-workers", "1"}, &out, &out))
	for _, want := range []string{"6 games", "Development A", "Research B", "never chosen again", "Planning choices by corporation", "all"} {
		require.Contains(t, out.String(), want)
	}
	out.Reset()
	require.NoError(t, run([]string{"-games", "4", "-against", "flat-upgrades", "-workers", "1"}, &out, &out))
	require.Contains(t, out.String(), "flat-upgrades")
	require.Contains(t, out.String(), "VP a seat, heuristic less flat-upgrades")
	require.Equal(t, 2, strings.Count(out.String(), "Upgraded phase cards"))
}
