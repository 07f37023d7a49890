package ares

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBaseSlotsAndSlotStock checks the loop accessors against Slot and
// SlotUnit on every slot of every player, in random games of every mode,
// on the state and on a player's View.
func TestBaseSlotsAndSlotStock(t *testing.T) {
	visitRandomStates(t, 4, 0x510, func(s *State, seed uint64, cfg Config, step int) {
		for _, st := range []State{*s, s.View(step % int(s.n))} {
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
	})
}
