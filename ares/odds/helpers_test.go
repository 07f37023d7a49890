package odds

import (
	"testing"

	"github.com/aresim/aresim/ares"
	"github.com/stretchr/testify/require"
)

// force builds an inline ares.ForceSpec: type, initiative, ratings against
// infantry, armor, air and building (ares.RatingX for X), units.
func force(t ares.UnitType, init int8, inf, arm, air, bld ares.Rating, units uint8) ares.ForceSpec {
	return ares.ForceSpec{Type: t, Initiative: init, Attack: ares.Ratings{inf, arm, air, bld}, Units: units, Cost: 1}
}

const X = ares.RatingX

// harmless is a Force that can never hit anything.
func harmless(units uint8) ares.ForceSpec { return force(ares.Infantry, 1, X, X, X, X, units) }

func setup(t testing.TB, cfg ares.BattleConfig, att, def []ares.ForceSpec, line []ares.LineColumn, tac Tactics) *Setup {
	t.Helper()
	b, err := ares.NewBattle(cfg, att, def)
	require.NoError(t, err)
	if line != nil {
		require.NoError(t, b.SetLine(line))
	}
	return &Setup{Start: b, Tactics: tac}
}

// oneColumn is the line of one attacker Force (0) facing one defender (1).
var oneColumn = []ares.LineColumn{{Attacker: []int{0}, Defender: []int{1}}}
