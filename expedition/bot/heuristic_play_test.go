package bot

import (
	"math"

	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/dice"
	"github.com/aresim/aresim/sim"
	"github.com/stretchr/testify/require"
)

// TestHeuristicResearchesWhenTheHandIsDry: in seeded two-player games
// between heuristic bots, a bot seldom comes to the phase choice with one
// card or none in hand, and when it does it chooses Research far more
// often than with a fuller hand.
func TestHeuristicResearchesWhenTheHandIsDry(t *testing.T) {
	var choices, research [2]int // by hand: 0 one card or none, 1 three or more
	all := 0
	for g := 0; g < 200; g++ {
		s, err := expedition.New(expedition.Config{Players: 2, Seed: uint64(g)})
		require.NoError(t, err)
		bots := heuristics(2, uint64(2*g))
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			a := act(bots[p], &v)
			if a.Kind == expedition.ActChoosePhase {
				all++
				if n := v.HandSize(p); n <= 1 || n >= 3 {
					k := min(n/3, 1)
					choices[k]++
					if a.Index == expedition.PhaseResearch {
						research[k]++
					}
				}
			}
			require.NoError(t, s.Apply(a))
		}
	}
	dry, full := float64(research[0])/float64(choices[0]), float64(research[1])/float64(choices[1])
	t.Logf("phase choices with a dry hand %d of %d; Research chosen with a dry hand %.2f, with three cards or more %.2f",
		choices[0], all, dry, full)
	require.Positive(t, choices[0])
	require.Less(t, float64(choices[0])/float64(all), 0.05, "hands seldom run dry")
	require.Greater(t, dry, 0.2)
	require.Greater(t, dry, 1.4*full)
}

// deadInHand returns a card in player p's hand that can never be played
// any more: a maximum requirement on a track already past it, even with a
// requirement shift of one zone; -1 when there is none.
func deadInHand(v *expedition.View, p int) int {
	cat := v.Catalogue()
	for _, id := range v.Hand(nil) {
		for _, r := range cat.Card(id).Requires {
			if r.Kind != cards.ReqParamMax {
				continue
			}
			last := int(r.N)
			if r.Param != cards.Oceans {
				last = expedition.ParamMax(r.Param)
				if z := int(r.Zone) + 2; z < int(cards.NumZones) {
					last = expedition.ZoneStart(r.Param, cards.Zone(z)) - 1
				}
			}
			if v.Param(r.Param) > last {
				return id
			}
		}
	}
	return -1
}

// TestHeuristicSellsCardsItCanNeverPlay: in seeded four-player games
// between heuristic bots, a bot never ends its turn holding a card it can
// no longer play that it could sell, and it does sell such cards.
func TestHeuristicSellsCardsItCanNeverPlay(t *testing.T) {
	sold := 0
	for g := 0; g < 60; g++ {
		s, err := expedition.New(expedition.Config{Players: 4, Seed: uint64(g)})
		require.NoError(t, err)
		bots := heuristics(4, uint64(4*g))
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			dead := deadInHand(&v, p)
			a := act(bots[p], &v)
			if dead >= 0 && s.Decision() == expedition.DecisionTurn {
				sell := expedition.Action{Kind: expedition.ActSell, Player: int8(p), Card: int16(dead)}
				if legal := v.Legal(nil); containsAction(legal, sell) {
					require.NotEqual(t, expedition.ActDone, a.Kind, "game %d p%d ends its turn holding %q", g, p, v.Catalogue().Card(dead).Name)
					if a.Kind == expedition.ActSell && v.Catalogue().Card(int(a.Card)).Requires != nil && deadInHand(&v, p) == int(a.Card) {
						sold++
					}
				}
			}
			require.NoError(t, s.Apply(a))
		}
	}
	t.Logf("cards sold that could never be played: %d", sold)
	require.Positive(t, sold)
}

// TestHeuristicPlaysToItsCorporation: in seeded two-player games between
// heuristic bots, each keeping one of its two corporations by a coin, the
// players of the corporations that reward a kind of card play more of it
// than players do on average: PhoboLog (titanium worth 1 MC more) space
// cards, which its titanium pays for; Mining Guild (a TR for every card
// that raises steel) cards that raise steel, and the building cards its
// steel pays for; Saturn Systems (a TR for every Jovian tag) Jovian cards.
func TestHeuristicPlaysToItsCorporation(t *testing.T) {
	plays := playCorporations(t, 2, 1000, func(g uint64, p int) Bot { return NewHeuristic(sim.BotSeed(g, p)) })
	for _, c := range []struct {
		corp  string
		kind  int
		ratio float64 // at least this many times the mean
	}{
		{"PhoboLog", playSpace, 1.1},
		{"Mining Guild", playGivesSteel, 2.5},
		{"Mining Guild", playBuilding, 1.15},
		{"Saturn Systems", playJovian, 2},
	} {
		corp, all := plays.perPlayer(c.corp, c.kind)
		t.Logf("%s: %s cards per game %.2f (all players %.2f)", c.corp, playKindNames[c.kind], corp, all)
		require.Greater(t, corp, c.ratio*all, "%s plays %s cards", c.corp, playKindNames[c.kind])
	}
}

// TestHeuristicWorthsStayFinite: in seeded two-player games (corporations
// kept by a coin, as the balance study keeps them), every worth the
// heuristic works out is a finite number after each of its decisions, and
// every game ends before the round cap; one game, the 1574th of the
// balance study's default run, once ran to the cap on worths gone NaN.
func TestHeuristicWorthsStayFinite(t *testing.T) {
	finite := func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
	for _, i := range []uint64{1573, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11} {
		seed := dice.Derive(1, i)
		s, err := expedition.New(expedition.Config{Players: 2, Seed: sim.EngineSeed(seed)})
		require.NoError(t, err)
		bots := []*Heuristic{NewHeuristic(sim.BotSeed(seed, 0)), NewHeuristic(sim.BotSeed(seed, 1))}
		coin := dice.New(seed ^ 0xc0c0)
		for !s.Over() {
			p := s.ToMove()
			a := expedition.Action{Kind: expedition.ActChooseCorp, Player: int8(p), Card: -1, Index: int8(coin.Intn(2))}
			if s.Decision() != expedition.DecisionCorporation {
				v := s.View(p)
				h := bots[p]
				a = h.Act(&v)
				w := &h.w
				for _, x := range append([]float64{w.mc, w.card, w.heat, w.plant, w.heatLater, w.plantLater, w.forest, w.steel, w.ti}, w.step[:]...) {
					require.True(t, finite(x), "game %d round %d p%d: a worth is %v", i, s.Round(), p, x)
				}
				for id := range h.values {
					require.True(t, h.valued[id] == 0 || finite(h.values[id]), "game %d round %d p%d: card %d is worth %v", i, s.Round(), p, id, h.values[id])
				}
			}
			require.NoError(t, s.Apply(a))
		}
		require.True(t, s.Result().Finished, "game %d ran to the round cap", i)
	}
}
