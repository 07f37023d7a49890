package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLossauditCountsSeededGames(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-players", "2", "-difficulty", "beginner", "-games", "3", "-seed", "5"}, &out))
	assert.Contains(t, out.String(), "2 players, beginner, 3 games from seed 5\n")
	assert.Contains(t, out.String(), "one player could pay the steps missing")
	var again bytes.Buffer
	require.NoError(t, run([]string{"-players", "2", "-difficulty", "beginner", "-games", "3", "-seed", "5"}, &again))
	assert.Equal(t, out.String(), again.String(), "the same seeds count the same games")
}

func TestLossauditRejectsBadFlagsInOneLine(t *testing.T) {
	for _, args := range [][]string{
		{"-players", "5"},
		{"-players", "0"},
		{"-difficulty", "hard"},
		{"-games", "0"},
		{"extra"},
		{"-nosuchflag"},
	} {
		var out bytes.Buffer
		err := run(args, &out)
		require.Error(t, err, args)
		assert.NotContains(t, err.Error(), "\n", args)
		assert.Empty(t, out.String(), args)
		if !strings.HasPrefix(args[0], "-nosuch") && args[0] != "extra" {
			assert.Contains(t, err.Error(), args[0], "the error names the flag")
		}
	}
}
