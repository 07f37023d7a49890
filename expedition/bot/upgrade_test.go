package bot

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// lastRoundsUpgrade plays the four-player Discovery game seeded seed between
// heuristic bots until the first Planning with at most six steps left to
// raise. There player 0 chooses Research and player 1 Construction; in
// Construction player 0 is dealt Topographic Mapping (an event that
// upgrades any phase card) and the MC to play it, and plays it. It returns
// the game at player 0's choice of the upgrade and the bots, or false when
// the game offers no such round (a choice the previous round rules out).
func lastRoundsUpgrade(t *testing.T, seed uint64) (expedition.State, []*Heuristic, bool) {
	s, err := expedition.New(expedition.Config{Players: 4, Seed: sim.EngineSeed(seed), Sets: discovery})
	require.NoError(t, err)
	bots := make([]*Heuristic, 4)
	for p := range bots {
		bots[p] = NewHeuristic(sim.BotSeed(seed, p))
	}
	mapping, ok := s.Catalogue().CardByName("Topographic Mapping")
	require.True(t, ok)
	late, played := false, false
	choose := [2]int{expedition.PhaseResearch, expedition.PhaseConstruction}
	for !s.Over() {
		p := s.ToMove()
		v := s.View(p)
		late = late || v.Stage() == expedition.StagePlanning && v.StepsLeft() <= 6
		var a expedition.Action
		switch {
		case played && p == 0 && v.Decision() == expedition.DecisionUpgrade:
			return s, bots, true
		case late && p < 2 && v.Decision() == expedition.DecisionPhase:
			if v.Previous(p) == choose[p] {
				return s, bots, false
			}
			a = expedition.Action{Kind: expedition.ActChoosePhase, Player: int8(p), Card: -1, Index: int8(choose[p])}
		case late && p == 0 && !played && v.Decision() == expedition.DecisionTurn && v.Phase() == expedition.PhaseConstruction:
			if !s.DealCard(0, mapping.ID) {
				return s, bots, false
			}
			s.Gain(0, cards.MC, 20)
			v = s.View(0)
			found := false
			for _, b := range v.Legal(nil) {
				if b.Kind == expedition.ActPlay && int(b.Card) == mapping.ID {
					a, found, played = b, true, true
					break
				}
			}
			require.True(t, found, "seed %d: Topographic Mapping cannot be played", seed)
		default:
			a = act(bots[p], &v)
		}
		require.NoError(t, s.Apply(a), "seed %d", seed)
	}
	return s, bots, false
}

// TestHeuristicTakesResearchBInTheLastRounds: in the last rounds, a bot
// that chose Research this round and upgrades a phase card in Construction
// (Topographic Mapping, from a real seeded game; Ruling D4: the upgraded
// card gives its bonus in this round's Research) upgrades Research, mostly
// to version B: drawing eight cards where the printed card draws five,
// keeping two either way, is all gain, while the other cards' upgrades
// would pay only in the round or so left (if the bot chooses those phases
// then).
func TestHeuristicTakesResearchBInTheLastRounds(t *testing.T) {
	positions, research, versionB := 0, 0, 0
	for seed := uint64(0); seed < 100; seed++ {
		s, bots, ok := lastRoundsUpgrade(t, seed)
		if !ok || s.PhaseCard(0, expedition.PhaseResearch) != expedition.PhaseBase {
			continue
		}
		positions++
		v := s.View(0)
		a := act(bots[0], &v)
		require.Equal(t, expedition.ActUpgrade, a.Kind)
		if a.Index == expedition.PhaseResearch {
			research++
			if a.X == expedition.PhaseUpgradeB {
				versionB++
			}
		}
		// The upgrade applies to this round's Research (Ruling D4).
		require.NoError(t, s.Apply(a))
		require.Equal(t, int(a.X), s.PhaseCard(0, int(a.Index)))
	}
	t.Logf("%d positions: Research upgraded in %d, to B in %d", positions, research, versionB)
	require.GreaterOrEqual(t, positions, 10)
	require.Equal(t, positions, research, "the bot upgrades the Research card it chose")
	require.GreaterOrEqual(t, 5*versionB, 4*positions, "mostly to B")
}

// TestHeuristicHyperionChoosesAction: Hyperion Systems' action (1 MC, 2 in
// an Action phase its player chose) is free, used in every Action phase and
// again with the Action bonus, and its setup upgrades the Action card (one
// action again and a card revealed, or two actions again). In seeded
// four-player Discovery games, each player keeping one of its two
// corporations by a seeded coin as the balance study does, Hyperion
// Systems' players choose Action in more than 1.8 times the share of their
// Plannings that the other players do (about 1.5 times with fixed figures
// for the upgraded bonuses and the corporation's action left out).
func TestHeuristicHyperionChoosesAction(t *testing.T) {
	var action, choices [2]int // 0 Hyperion Systems' players, 1 the others
	for g := uint64(0); g < 400; g++ {
		seed := dice.Derive(1, g)
		s, err := expedition.New(expedition.Config{Players: 4, Seed: sim.EngineSeed(seed), Sets: discovery})
		require.NoError(t, err)
		bots := make([]Bot, 4)
		for p := range bots {
			bots[p] = NewHeuristic(sim.BotSeed(seed, p))
		}
		require.NoError(t, Play(&s, CoinSeats(bots, seed), func(p int, a expedition.Action, after *expedition.State) {
			if a.Kind == expedition.ActChoosePhase {
				k := 1
				if after.Catalogue().Corporation(after.Info(p).Corporation).Name == "Hyperion Systems" {
					k = 0
				}
				choices[k]++
				if a.Index == expedition.PhaseAction {
					action[k]++
				}
			}
		}))
	}
	hyperion, others := float64(action[0])/float64(choices[0]), float64(action[1])/float64(choices[1])
	t.Logf("Action chosen: Hyperion Systems %.1f%% of %d Plannings, the others %.1f%% of %d", 100*hyperion, choices[0], 100*others, choices[1])
	require.Greater(t, choices[0], 1000)
	require.Greater(t, hyperion, 1.8*others)
}
