package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// withCorp starts a game of n players in which player 0 is dealt the
// named corporation (the first seed that deals it), with the named Crisis
// cards on top, and plays the setup with player 0 keeping it.
func withCorp(t *testing.T, n int, corp string, top ...string) *State {
	t.Helper()
	for seed := uint64(0); seed < 500; seed++ {
		s, err := New(Config{Players: n, Seed: seed, Difficulty: Beginner})
		require.NoError(t, err)
		v := s.g.View(0)
		offer := v.CorporationOffer()
		pick := -1
		for i, c := range offer {
			if s.g.Catalogue().Corporation(c).Name == corp {
				pick = i
			}
		}
		if pick < 0 {
			continue
		}
		stack(t, &s, top...)
		for s.g.Stage() == expedition.StageRedraw || s.g.Stage() == expedition.StageCorp {
			p := s.ToMove()
			if s.g.Stage() == expedition.StageRedraw {
				apply(t, &s, GameAction(expedition.Action{Kind: expedition.ActDone, Player: int8(p), Card: -1}))
				continue
			}
			i := int8(0)
			if p == 0 {
				i = int8(pick)
			}
			apply(t, &s, GameAction(expedition.Action{Kind: expedition.ActChooseCorp, Player: int8(p), Card: -1, Index: i}))
		}
		require.Equal(t, corp, s.g.Catalogue().Corporation(s.g.Info(0).Corporation).Name)
		return &s
	}
	t.Fatalf("no seed deals %s", corp)
	return nil
}

// findCard returns a base card in the game matching keep.
func findCard(t *testing.T, s *State, keep func(c *cards.Card) bool) int {
	t.Helper()
	cat := s.g.Catalogue()
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if c.Set == cards.SetBase && !leftOut(c) && len(c.Requires) == 0 && c.PlayCost == (cards.PlayCost{}) &&
			c.VP.Fixed >= 0 && !c.Effect.NeedsDecision() && keep(c) && s.g.DealCard(0, i) {
			return i
		}
	}
	t.Fatal("no such card")
	return -1
}

// playDealt plays card id, already in player 0's hand, in its phase.
func playDealt(t *testing.T, s *State, id int) {
	t.Helper()
	ph := expedition.PhaseConstruction
	if s.g.Catalogue().Card(id).Color == cards.Green {
		ph = expedition.PhaseDevelopment
	}
	choosePhases(t, s, ph)
	toTurn(t, s, 0, ph)
	apply(t, s, find(t, s, ActGame, expedition.ActPlay, func(a Action) bool { return int(a.Game.Card) == id && a.Game.Pay == 0 }))
}

// Burstar: a card of printed cost 18 or more removes a counter from a
// Crisis card of the player's choice.
func TestBurstar(t *testing.T) {
	s := withCorp(t, 1, "Burstar", "C08") // Emergency Shelters: 1 counter, building
	toPlanning(t, s)
	id := crisisID(t, s, "C08")
	card := findCard(t, s, func(c *cards.Card) bool { return c.Cost >= 18 && !c.TagMask.Has(cards.TagBuilding) })
	s.g.Gain(0, cards.MC, 100)
	playDealt(t, s, card)
	require.Equal(t, placeDiscard, s.k.place[id], "the only Crisis card in play lost its counter")
}

// Magna Inc: 2 MC for every counter its player removes while the phases
// resolve.
func TestMagnaInc(t *testing.T) {
	s := withCorp(t, 1, "Magna Inc", "C08")
	toPlanning(t, s)
	require.Equal(t, 1, s.g.Info(0).Production[cards.MC])
	card := findCard(t, s, func(c *cards.Card) bool {
		return c.TagMask.Has(cards.TagBuilding) && c.Color == cards.Blue && len(c.Effect) == 0
	})
	s.g.Gain(0, cards.MC, 100)
	choosePhases(t, s, expedition.PhaseConstruction)
	toTurn(t, s, 0, expedition.PhaseConstruction)
	mc := s.g.Info(0).MC
	cost := s.g.CardCost(0, card)
	apply(t, s, find(t, s, ActGame, expedition.ActPlay, func(a Action) bool { return int(a.Game.Card) == card && a.Game.Pay == 0 }))
	require.Equal(t, placeDiscard, s.k.place[crisisID(t, s, "C08")])
	require.Equal(t, mc-cost+2, s.g.Info(0).MC)
}

// Orbex United: the action gives 2 MC to its player and 2 MC to another;
// solo, 3 MC.
func TestOrbexUnited(t *testing.T) {
	for _, n := range []int{1, 2} {
		s := withCorp(t, n, "Orbex United")
		toPlanning(t, s)
		choosePhases(t, s, expedition.PhaseAction)
		toTurn(t, s, 0, expedition.PhaseAction)
		mine, theirs := s.g.Info(0).MC, s.g.Info(n-1).MC
		apply(t, s, find(t, s, ActGame, expedition.ActUseAction, nil))
		if n == 1 {
			require.Equal(t, mine+3, s.g.Info(0).MC)
		} else {
			require.Equal(t, mine+2, s.g.Info(0).MC)
			require.Equal(t, theirs+2, s.g.Info(1).MC)
		}
	}
}

// Sharizen: the action gives a card to another player, who may give one
// back; solo, draw two and discard two.
func TestSharizen(t *testing.T) {
	s := withCorp(t, 2, "Sharizen")
	toPlanning(t, s)
	choosePhases(t, s, expedition.PhaseAction)
	toTurn(t, s, 0, expedition.PhaseAction)
	apply(t, s, find(t, s, ActGame, expedition.ActUseAction, nil))
	require.Equal(t, expedition.DecisionGive, s.g.Decision())
	give := find(t, s, ActGame, expedition.ActGive, nil)
	apply(t, s, give)
	require.Contains(t, s.g.HandOf(1, nil), int(give.Game.Card))
	require.Equal(t, 1, s.ToMove(), "the receiver may give one back")
	back := find(t, s, ActGame, expedition.ActGive, nil)
	require.Equal(t, int8(0), back.Game.Index)
	apply(t, s, back)
	require.Contains(t, s.g.HandOf(0, nil), int(back.Game.Card))

	solo := withCorp(t, 1, "Sharizen")
	toPlanning(t, solo)
	choosePhases(t, solo, expedition.PhaseAction)
	toTurn(t, solo, 0, expedition.PhaseAction)
	hand := len(solo.g.HandOf(0, nil))
	apply(t, solo, find(t, solo, ActGame, expedition.ActUseAction, nil))
	for solo.g.Decision() == expedition.DecisionDiscard {
		apply(t, solo, first(t, solo))
	}
	require.Equal(t, hand, len(solo.g.HandOf(0, nil)), "two drawn, two discarded")
}
