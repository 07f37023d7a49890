package bot

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim"
)

// runMirror plays games of a mirror match on workers goroutines.
func runMirror(t *testing.T, g MirrorMatch, games uint64, workers int) *MirrorAcc {
	t.Helper()
	sum, err := sim.Run[*MirrorAcc](context.Background(), sim.Config{Games: games, Seed: g.Seed, Workers: workers}, g)
	require.NoError(t, err)
	return sum.Acc
}

// TestMirrorMatchSameAtAnyWorkerCount: a mirror match of the search agent
// against the heuristic gives the same sums on one worker and on two.
func TestMirrorMatchSameAtAnyWorkerCount(t *testing.T) {
	g := MirrorMatch{Players: 2, Seed: 7, Agent: func(seed uint64) Bot { return NewMCTS(20, seed) }}
	one := runMirror(t, g, 8, 1)
	two := runMirror(t, g, 8, 2)
	require.Equal(t, one, two)
	require.Positive(t, one.Decisions)
}
