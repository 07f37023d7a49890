package odds

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/internal/doccheck"

	"github.com/aresim/aresim/ares"
)

// TestOddsDocsStateItsLimits: the limits of a battle spec in
// docs/json.md, and the figures docs/odds.md gives, are the package's.
func TestOddsDocsStateItsLimits(t *testing.T) {
	for file, phrases := range map[string][]string{
		"../../docs/json.md": {
			fmt.Sprintf("| `rounds` | the round limit, 1-%d;", maxRounds),
			fmt.Sprintf("Emergency Defense (base attacks only), 0-%d |", maxEmergencyCards),
			fmt.Sprintf("at the start of a base attack, 0-%d (", maxEmptyBuildings),
			fmt.Sprintf("`initiative` from -%d to %d;", maxInitiative, maxInitiative),
			fmt.Sprintf("| FORCE `units` | 0-%d;", ares.MaxUnitsPerBuilding),
			fmt.Sprintf("the Combat Abilities (numbers 0-%d) |", maxAbility),
			fmt.Sprintf("unit cost (1-%d, for Emergency Defense), resources already on the building (0-%d)", maxAbility, maxResources),
		},
		"../../docs/odds.md": {
			fmt.Sprintf("against each other on %d varied battles", len(agreeBattles)),
			fmt.Sprintf("passes `MaxStates` (default %s)", thousands(DefaultMaxStates)),
		},
		"../../docs/cli.md": {
			fmt.Sprintf("the exact calculation's state limit (default %d)", DefaultMaxStates),
			fmt.Sprintf("(`*N` defaults to 1; at most %d units a Force)", ares.MaxUnitsPerBuilding),
		},
	} {
		missing, err := doccheck.MissingPhrases(file, phrases...)
		require.NoError(t, err)
		assert.Empty(t, missing, "%s should say these, as the code has them", file)
	}
}

// thousands writes n with commas between groups of three digits.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
