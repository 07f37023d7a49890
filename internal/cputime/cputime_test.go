package cputime

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// The CPU time grows with work done (where the system tells it).
func TestProcessGrows(t *testing.T) {
	before := Process()
	if before == 0 && runtime.GOOS != "linux" && runtime.GOOS != "darwin" {
		t.Skip("this system does not tell the CPU time")
	}
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i % 7
	}
	require.NotZero(t, x)
	require.Greater(t, Process(), before)
}
