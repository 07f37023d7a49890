package odds

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestToHitTableUsesTheGivenLine reads the to-hit numbers of a line with
// an unopposed Force on each side. Round 1's Reorganization moves those
// Forces in the battle the line starts, but the table shows the line as
// given: every column passed over that holds an enemy costs one (Ruling
// A12).
func TestToHitTableUsesTheGivenLine(t *testing.T) {
	const fives = `"attack": {"infantry": 5, "armor": 5, "air": 5, "building": "X"}`
	const ones = `"attack": {"infantry": 1, "armor": 1, "air": 1, "building": "X"}`
	force := func(name, attack string) string {
		return `{"name": "` + name + `", "type": "infantry", "initiative": 3, ` + attack + `, "units": 2}`
	}
	spec, err := ParseSpec([]byte(`{
		"attacker": {"forces": [` + force("A1", fives) + `, ` + force("A2", fives) + `]},
		"defender": {"forces": [` + force("D1", ones) + `, ` + force("D2", ones) + `, ` + force("D3", ones) + `]},
		"line": [{"attacker": ["A1"], "defender": ["D1"]}, {"defender": ["D2"]}, {"attacker": ["A2"]}, {"defender": ["D3"]}]}`))
	require.NoError(t, err)
	s, err := spec.Setup(nil)
	require.NoError(t, err)
	table, err := ToHitTable(s)
	require.NoError(t, err)
	got := map[string]int{}
	for _, e := range table {
		require.NotNil(t, e.Value, "%s -> %s", e.Firer, e.Target)
		got[e.Firer+" -> "+e.Target] = *e.Value
	}
	for pair, want := range map[string]int{
		"A1 -> D1": 5, "A1 -> D2": 4, "A1 -> D3": 3, // across D1's column, then D2's
		"A2 -> D3": 5, "A2 -> D2": 5, "A2 -> D1": 4, // A2's column holds no enemy; D2's does
	} {
		require.Equal(t, want, got[pair], pair)
	}
}
