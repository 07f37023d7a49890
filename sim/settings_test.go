package sim_test

import (
	"strings"
	"testing"

	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/assert"
)

// Settings splits a fingerprint as strings.Fields does, but keeps a
// bracketed definition in its setting.
func TestSettingsKeepsDefinitionsWhole(t *testing.T) {
	for _, fp := range []string{"", "players=2  bots=heuristic,random corporations=random", " mode=basic players=2 "} {
		assert.Equal(t, strings.Fields(fp), sim.Settings(fp), fp)
	}
	assert.Equal(t, []string{"players=1", "bots=learned (weights 0123456789abcdef),heuristic", "cards=base"},
		sim.Settings("players=1 bots=learned (weights 0123456789abcdef),heuristic cards=base"))
	assert.Equal(t, []string{"a=x)", "b=(y z"}, sim.Settings("a=x) b=(y z"))
}
