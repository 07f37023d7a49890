package ares

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// TestBaseSlotsAndSlotStock checks the loop accessors against Slot and
// SlotUnit on every slot of every player, in random games of every mode,
// on the state and on each player's View.
func TestBaseSlotsAndSlotStock(t *testing.T) {
	rules := MustDefaultRules()
	for seed := uint64(0); seed < 4; seed++ {
		for _, cfg := range modeConfigs {
			s, err := NewGame(rules, cfg, seed)
			require.NoError(t, err)
			pick := dice.New(seed ^ 0x510)
			var buf []Action
			for step := 0; !s.Over(); step++ {
				states := []State{s, s.View(step % int(s.n))}
				for _, st := range states {
					for p := 0; p < int(st.n); p++ {
						top := st.BaseSlots(p)
						for k := 0; k < MaxBuildings; k++ {
							sl := st.Slot(p, k)
							if k >= top {
								require.Equal(t, SlotEmpty, sl.Kind, "seed %d %s step %d: player %d slot %d past BaseSlots %d", seed, cfg.Mode, step, p, k, top)
							}
							u, unit, units, res := st.SlotStock(p, k)
							require.Equal(t, st.SlotUnit(p, k), u)
							require.Equal(t, sl.Unit, unit, "unit index")
							require.Equal(t, sl.Units, units, "units")
							require.Equal(t, sl.Resources, res, "resources")
						}
						if top > 0 {
							require.NotEqual(t, SlotEmpty, st.Slot(p, top-1).Kind, "BaseSlots %d ends on an empty slot", top)
						}
					}
				}
				buf = s.Legal(buf[:0])
				require.NoError(t, s.Apply(buf[pick.Intn(len(buf))]))
			}
		}
	}
}
