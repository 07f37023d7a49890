package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRun(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(&out, 20_000))
	for _, want := range []string{"exact (", "Monte Carlo (20000 battles)", "attacker wins", "defender Grove, mean survivors"} {
		assert.Contains(t, out.String(), want)
	}
}
