package odds

import (
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// copyBattle relies on ares.Battle holding no pointer: package ares tests
// that (TestBattleHasNoPointers), since its own State copy relies on it too.

func TestCopyBattle(t *testing.T) {
	assert.Less(t, battleLayout.forces, battleLayout.forcesEnd, "copyBattle finds the Forces array")
	s := threeEach(t)
	var b ares.Battle
	copyBattle(&b, &s.Start)
	assert.Equal(t, s.Start, b)
	later := s.Start
	require.NoError(t, later.Decide(later.Legal(nil)[0]))
	copyBattle(&b, &later)
	assert.Equal(t, later, b)
}
