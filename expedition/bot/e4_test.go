package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// TestHeuristicRaisesPastAMaximumInTheLastPhase: in the phase that ends
// the game (every parameter at its maximum), a player who still has
// allowance for a parameter that maxed this phase gets a TR for each step
// of it they raise (Ruling E4). In seeded heuristic games of two to six
// players, the engine offers such a step exactly within the allowance the
// bot's View shows, and a bot never ends its turn there while a standard
// project that raises it is within reach: heat and MC left at the end only
// break ties.
func TestHeuristicRaisesPastAMaximumInTheLastPhase(t *testing.T) {
	sets := []cards.Set{cards.SetBase, cards.SetDiscovery, cards.SetFoundations}
	passed, raised, finals := map[int]int{}, 0, 0
	for g := 0; g < 120; g++ {
		players := 2 + g%5
		s, err := expedition.New(expedition.Config{Players: players, Seed: uint64(g), Sets: sets})
		require.NoError(t, err)
		bots := heuristics(players, uint64(g))
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			final := v.Stage() == expedition.StagePhase && v.StepsLeft() == 0
			var open []int
			if final {
				for _, a := range v.Legal(nil) {
					if raisesParameter(a) {
						require.Positive(t, v.Allowance(raisedBy(int(a.Index))), "offered only within the allowance")
						open = append(open, int(a.Index))
					}
				}
			}
			a := act(bots[p], &v)
			if final && raisesParameter(a) {
				raised++
			}
			if a.Kind == expedition.ActDone && len(open) > 0 {
				for _, k := range open {
					passed[k]++
				}
			}
			if final {
				finals++
			}
			require.NoError(t, s.Apply(a))
		}
	}
	t.Logf("decisions in the last phase %d; raises past the maximum %d; turns ended with one within reach, by project: %v", finals, raised, passed)
	require.Positive(t, raised, "bots raise past the maximum in the last phase, within their allowance")
	require.Empty(t, passed, "no bot ends its turn with a raise past the maximum within reach")
}

// raisesParameter reports whether a is a standard project that raises a
// parameter (not a forest, which scores its VP whatever the oxygen).
func raisesParameter(a expedition.Action) bool {
	return a.Kind == expedition.ActStandard && a.Index != expedition.StdForestMC && a.Index != expedition.StdForestPlants
}

// raisedBy returns the parameter standard project k raises.
func raisedBy(k int) cards.Param {
	switch k {
	case expedition.StdTempMC, expedition.StdTempHeat:
		return cards.Temperature
	case expedition.StdOceanMC:
		return cards.Oceans
	case expedition.StdInfraMC, expedition.StdInfraHeat:
		return cards.Infrastructure
	}
	return cards.Oxygen
}
