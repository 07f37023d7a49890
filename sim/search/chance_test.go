package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/aresim/aresim/sim/search"
	"github.com/aresim/aresim/sim/search/toy"
)

// raceAt returns a race to target with the seat to move at mine against
// theirs, reached by play.
func raceAt(t *testing.T, target, mine, theirs int) toy.RaceState {
	t.Helper()
	s := toy.NewRace(target, 1)
	s.Score = [2]int8{int8(mine), int8(theirs)}
	return s
}

func reseedRace(s *toy.RaceState, seed uint64) { s.Reseed(seed) }

// The dice are rolled inside Apply, from the generator in the state that
// each iteration reseeds. With the rolls observed (a closed-loop tree)
// the search plays the race as exact expectimax does wherever one choice
// is clearly better.
func TestRaceChanceInsideApplyMatchesExpectimax(t *testing.T) {
	const target = 10
	m, err := search.New[toy.RaceState, toy.RaceMove](toy.RaceSeen{}, search.Config{Iterations: 4000})
	require.NoError(t, err)
	checked := 0
	for mine := 0; mine < target; mine++ {
		for theirs := 0; theirs < target; theirs++ {
			hold, roll := toy.RaceOdds(target, mine, theirs)
			if hold-roll < 0.05 && roll-hold < 0.05 {
				continue
			}
			want := toy.RaceHoldMove
			if roll > hold {
				want = toy.RaceRollMove
			}
			s := raceAt(t, target, mine, theirs)
			det := &toy.Open[toy.RaceState]{State: s, Reseed: reseedRace}
			a, err := m.Choose(det, []toy.RaceMove{toy.RaceHoldMove, toy.RaceRollMove}, uint64(mine*target+theirs))
			require.NoError(t, err)
			checked++
			assert.Equal(t, want, a, "%d against %d: hold %.3f, roll %.3f; search %v", mine, theirs, hold, roll, m.RootStats(nil))
			// The root estimates agree with the exact odds.
			for _, st := range m.RootStats(nil) {
				exact := hold
				if st.Action == toy.RaceRollMove {
					exact = roll
				}
				if st.Visits > 1000 {
					assert.InDelta(t, exact, st.Mean, 0.1, "%d against %d, %v", mine, theirs, st.Action)
				}
			}
		}
	}
	assert.Greater(t, checked, 20)
}
