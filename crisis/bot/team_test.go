package bot

import (
	"testing"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/stretchr/testify/require"
)

// sameValues fails unless two readings' values agree; the danger memo is
// compared where both have worked a danger out.
func sameValues(t *testing.T, want, got *reading, msg string) {
	t.Helper()
	a, b := want.readValues, got.readValues
	for par := range a.dangers {
		for l := range a.dangers[par] {
			if a.known[par]&b.known[par]&(1<<l) != 0 {
				require.Equal(t, a.dangers[par][l], b.dangers[par][l], "%s: danger %d at %d", msg, par, l)
			}
		}
	}
	a.dangers, b.dangers, a.known, b.known = [metrics][maxSteps + 2]float64{}, [metrics][maxSteps + 2]float64{}, [metrics]uint32{}, [metrics]uint32{}
	for _, id := range want.inPlay {
		require.Equal(t, a.counter[id], b.counter[id], "%s: counter of Crisis card %d", msg, id)
	}
	a.counter, b.counter = [crisis.MaxCrises]float64{}, [crisis.MaxCrises]float64{}
	require.Equal(t, a, b, msg)
}

// Linked heuristic bots (ShareTable) play exactly as bots alone: two teams
// of the same seeds, one linked and one not, play the same games in
// lockstep through Apply and choose the same action at every decision. At
// every decision the linked bot's reading equals its unlinked twin's, and
// equals a reading worked out afresh by a new bot; at every Planning the
// phase values the team keeps for each seat equal those a new bot works
// out afresh from the same view.
func TestShareTableDecidesAsAlone(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	diffs := []crisis.Difficulty{crisis.Beginner, crisis.Normal, crisis.Expert, crisis.Nightmare}
	for players := 1; players <= crisis.MaxPlayers; players++ {
		for di, d := range diffs {
			for i := 0; i < games; i++ {
				seed := uint64(1000*players + 100*di + i)
				s, err := crisis.New(crisis.Config{Players: players, Seed: seed, Difficulty: d})
				require.NoError(t, err)
				linked, alone := make([]Bot, players), make([]*Heuristic, players)
				for p := range linked {
					linked[p], alone[p] = NewHeuristic(seed+uint64(p)), NewHeuristic(seed+uint64(p))
				}
				ShareTable(linked)
				tm := linked[0].(*Heuristic).team
				var v crisis.View
				for n := 0; !s.Over(); n++ {
					p := s.ToMove()
					require.GreaterOrEqual(t, p, 0)
					s.ViewInto(p, &v)
					planning := v.Decision() == crisis.DecisionGame && v.Game().Decision() == expedition.DecisionPhase
					h := linked[p].(*Heuristic)
					a := h.Act(&v)
					b := alone[p].Act(&v)
					msg := s.ActionString(a)
					require.Equal(t, b, a, "%dp %v game %d action %d: linked %s, alone %s", players, d, i, n, msg, s.ActionString(b))
					if len(h.buf) > 1 {
						sameValues(t, &alone[p].r, &h.r, msg)
						fresh := NewHeuristic(0)
						fresh.r.read(&v, nil)
						sameValues(t, &fresh.r, &h.r, msg)
						if planning {
							fresh.stamp++
							vals, ok := h.r.valuesKeyOf(&v)
							require.True(t, ok)
							for q := 0; q < players; q++ {
								sp := &tm.seats[q]
								key, ok := tm.seatKeyOf(&v, &vals, h.seat(&v, q), q)
								require.True(t, ok)
								require.True(t, sp.ok && sp.key == key, "%s: seat %d's phase values not kept", msg, q)
								require.Equal(t, fresh.seatPhases(&v, fresh.seat(&v, q)), sp.pv, "%s: seat %d's phase values", msg, q)
							}
						}
					}
					require.NoError(t, s.Apply(a))
					require.NoError(t, s.Check())
				}
			}
		}
	}
}
