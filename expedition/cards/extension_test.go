package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Register refuses, changing nothing, an extension whose set, block kind,
// instruction code or event the language has already.
func TestRegisterRefusesClashes(t *testing.T) {
	sets := len(setNames)
	for name, e := range map[string]Extension{
		"a set of the game":   {Set: "promo", Kind: "mission"},
		"no set":              {Kind: "mission"},
		"a block kind":        {Set: "missions", Kind: "corporation"},
		"a code of the base":  {Set: "missions", Kind: "mission", Ops: []OpDef{{Code: OpGain, Name: "gain-twice"}}},
		"one code twice":      {Set: "missions", Kind: "mission", Ops: []OpDef{{Code: OpExtension + 100, Name: "a"}, {Code: OpExtension + 100, Name: "b"}}},
		"one event twice":     {Set: "missions", Kind: "mission", Events: []string{"mission-done", "mission-done"}},
		"one step word twice": {Set: "missions", Kind: "mission", Ops: []OpDef{{Code: OpExtension + 101, Name: "a", Parse: parseNop}, {Code: OpExtension + 102, Name: "a", Parse: parseNop}}},
	} {
		assert.Panics(t, func() { Register(e) }, name)
		assert.Len(t, setNames, sets, name)
		assert.Nil(t, extOps[OpExtension+100], name)
		_, ok := eventByWord("mission-done")
		assert.False(t, ok, name)
	}
}

func parseNop(*Parser) (Op, error) { return Op{}, nil }
