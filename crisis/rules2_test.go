package crisis

import (
	"testing"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// cardByName returns a project card's ID.
func cardByName(t *testing.T, s *State, name string) int {
	t.Helper()
	c, ok := s.g.Catalogue().CardByName(name)
	require.True(t, ok, name)
	return c.ID
}

// playFor deals the named card to player p, gives MC, and plays it in its
// phase (every player choosing that phase).
func playFor(t *testing.T, s *State, p int, name string) {
	t.Helper()
	id := cardByName(t, s, name)
	if !s.g.DealCard(p, id) {
		require.True(t, s.g.Catalogue().Card(id) != nil)
	}
	s.g.Gain(p, cards.MC, 100)
	ph := expedition.PhaseConstruction
	if s.g.Catalogue().Card(id).Color == cards.Green {
		ph = expedition.PhaseDevelopment
	}
	choosePhases(t, s, ph)
	toTurn(t, s, p, ph)
	apply(t, s, find(t, s, ActGame, expedition.ActPlay, func(a Action) bool { return int(a.Game.Card) == id && a.Game.Pay == 0 }))
}

// Ruling C4: a card meets the goals of every Crisis card it qualifies for,
// once per matching tag of a tag goal.
func TestGoalsC4(t *testing.T) {
	// Impact Desert (science) and Reglaciation (event), two players, expert:
	// 3 and 4 counters. Research has two science tags and an event tag.
	s := scenario(t, 2, Expert, "C45", "C44")
	toPlanning(t, s)
	choosePhases(t, s, expedition.PhaseResearch)
	passRound(t, s)
	desert, glacier := crisisID(t, s, "C45"), crisisID(t, s, "C44")
	require.Equal(t, int8(3), s.k.counters[desert], "expert: one more counter")
	require.Equal(t, int8(4), s.k.counters[glacier])
	playFor(t, s, 0, "Research")
	require.Equal(t, int8(1), s.k.counters[desert], "two science tags, two counters")
	require.Equal(t, int8(3), s.k.counters[glacier], "and the event tag one more")
}

// Ruling C4: a goal paid in the Action phase is paid by one player in full,
// and another may pay it again.
func TestGoalOfferC4(t *testing.T) {
	s := scenario(t, 2, Expert, "C35") // Biodiversity Loss: raise oxygen or spend 4 plants; 3 counters
	toPlanning(t, s)
	id := crisisID(t, s, "C35")
	require.Equal(t, int8(3), s.k.counters[id])
	s.g.Gain(0, cards.Plants, 8)
	s.g.Gain(1, cards.Plants, 3)
	choosePhases(t, s, expedition.PhaseAction)
	toTurn(t, s, s.g.FirstPlayer(), expedition.PhaseAction)
	p := s.ToMove()
	if p == 1 {
		require.Empty(t, offers(s), "3 plants cannot pay 4")
		apply(t, s, find(t, s, ActGame, expedition.ActDone, nil))
		p = s.ToMove()
	}
	require.Equal(t, 0, p)
	apply(t, s, find(t, s, ActGame, expedition.ActOffer, nil))
	apply(t, s, find(t, s, ActGame, expedition.ActOffer, nil))
	require.Equal(t, int8(1), s.k.counters[id])
	require.Equal(t, 0, s.g.Info(0).Plants)
}

func offers(s *State) []Action {
	var out []Action
	for _, a := range s.Legal(nil) {
		if a.Kind == ActGame && a.Game.Kind == expedition.ActOffer {
			out = append(out, a)
		}
	}
	return out
}

// Ruling C7: forests and card VP feed the bank, a negative-VP card costs
// tokens, and in the End step two tokens buy a counter.
func TestVPBankC7(t *testing.T) {
	s := scenario(t, 1, Normal, "C08") // Emergency Shelters: 1 counter (building)
	toPlanning(t, s)
	require.Equal(t, 0, s.g.VPBank())
	nuclear := cardByName(t, s, "Nuclear Plants") // -1 VP
	require.True(t, s.g.DealCard(0, nuclear))
	s.g.Gain(0, cards.MC, 100)
	choosePhases(t, s, expedition.PhaseDevelopment)
	toTurn(t, s, 0, expedition.PhaseDevelopment)
	for _, a := range s.Legal(nil) {
		require.False(t, a.Kind == ActGame && a.Game.Kind == expedition.ActPlay && int(a.Game.Card) == nuclear,
			"a -1 VP card needs a token")
	}
	passRound(t, s)
	s.g.Gain(0, cards.Plants, 16)
	choosePhases(t, s, expedition.PhaseAction)
	toTurn(t, s, 0, expedition.PhaseAction)
	tr := s.g.Info(0).TR
	apply(t, s, find(t, s, ActGame, expedition.ActStandard, func(a Action) bool { return int(a.Game.Index) == expedition.StdForestPlants }))
	apply(t, s, find(t, s, ActGame, expedition.ActStandard, func(a Action) bool { return int(a.Game.Index) == expedition.StdForestPlants }))
	require.Equal(t, 2, s.g.VPBank(), "a token for each forest")
	require.Equal(t, tr, s.g.Info(0).TR, "oxygen at its maximum: no TR, and TR feeds no token anyway")
	apply(t, s, find(t, s, ActGame, expedition.ActDone, nil))
	id := crisisID(t, s, "C08")
	for s.Decision() != DecisionSpendVP {
		apply(t, s, first(t, s))
	}
	apply(t, s, find(t, s, ActCounter, 0, func(a Action) bool { return int(a.Index) == id }))
	require.Equal(t, 0, s.g.VPBank())
	require.Equal(t, placeDiscard, s.k.place[id], "two tokens, one counter: dealt with")
}

// Ruling C11: flipping an ocean face up is the player's choice of the
// face-down tiles, with its reward; flipping one face down the first
// player's.
func TestOceanTilesC11(t *testing.T) {
	s := scenario(t, 2, Beginner, "C45") // Impact Desert: two oceans face down
	require.Equal(t, DecisionFlipDown, s.Decision())
	require.Equal(t, s.g.FirstPlayer(), s.ToMove())
	flips := s.Legal(nil)
	require.Greater(t, len(flips), 1)
	apply(t, s, flips[len(flips)-1])
	tile := int(flips[len(flips)-1].Index)
	require.False(t, s.g.OceanTile(tile).Up)
	toPlanning(t, s)
	p := 0
	s.g.Gain(p, cards.MC, 100)
	choosePhases(t, s, expedition.PhaseAction)
	toTurn(t, s, p, expedition.PhaseAction)
	apply(t, s, find(t, s, ActGame, expedition.ActStandard, func(a Action) bool { return int(a.Game.Index) == expedition.StdOceanMC }))
	require.Equal(t, expedition.DecisionOcean, s.g.Decision())
	before := s.g.Info(p)
	reward := s.g.OceanTile(tile).Reward
	apply(t, s, find(t, s, ActGame, expedition.ActOcean, func(a Action) bool { return int(a.Game.Index) == tile }))
	require.True(t, s.g.OceanTile(tile).Up)
	after := s.g.Info(p)
	require.Equal(t, before.Plants+reward[cards.Plants], after.Plants)
	require.Equal(t, before.MC+reward[cards.MC], after.MC)
}

// Ruling C6: solo, two two-phase dummy cards, a phase picked on each, both
// resolved.
func TestDummySoloC6(t *testing.T) {
	s := scenario(t, 1, Beginner)
	var picked uint8
	for i := 0; i < 2; i++ {
		require.Equal(t, DecisionDummy, s.Decision())
		a := s.Legal(nil)[0]
		picked |= 1 << a.Index
		apply(t, s, a)
	}
	require.Equal(t, expedition.StagePlanning, s.g.Stage())
	require.Equal(t, picked, s.g.RoundMods().Extra)
	require.Equal(t, uint8(2), s.k.nDummyNow)
}

// Ruling C6: two players, the drawn phase resolves as if chosen; three or
// four, nobody may choose it.
func TestDummyGroupC6(t *testing.T) {
	s := scenario(t, 2, Beginner)
	toPlanning(t, s)
	ph := s.k.dummyCards()[s.k.dummyNow[0]][0]
	require.Equal(t, uint8(1)<<ph, s.g.RoundMods().Extra)
	s3 := scenario(t, 3, Beginner)
	toPlanning(t, s3)
	ph = s3.k.dummyCards()[s3.k.dummyNow[0]][0]
	require.NotZero(t, s3.g.RoundMods().Forbidden&(1<<ph))
	for _, a := range s3.Legal(nil) {
		require.NotEqual(t, int(ph), int(a.Game.Index))
	}
	// Five rounds show the five cards; the sixth reshuffles them.
	seen := uint8(0)
	for r := 0; r < 5; r++ {
		seen |= 1 << s3.k.dummyNow[0]
		choosePhases(t, s3, expedition.PhaseResearch)
		passRound(t, s3)
	}
	require.Equal(t, uint8(0x1f), seen)
}

// Nightmare (Ruling C3): oxygen and temperature two steps down and two
// oceans face down at setup, and expert's extra counter.
func TestNightmare(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 4, Difficulty: Nightmare})
	require.NoError(t, err)
	require.Equal(t, DecisionFlipDown, s.Decision())
	apply(t, &s, first(t, &s))
	apply(t, &s, first(t, &s))
	require.Equal(t, [3]int{17, 12, 7}, metrics(&s))
	require.Equal(t, expedition.StageRedraw, s.g.Stage())
}

// Phase blocks: a random phase card of the player's hand may not be
// chosen this round.
func TestBlockRandomPhase(t *testing.T) {
	s := scenario(t, 2, Beginner, "C32") // Catastrophic Erosion: each player
	toPlanning(t, s)
	for p := 0; p < 2; p++ {
		b := s.k.mods.PlayerForbidden[p]
		require.Equal(t, 1, popcount(b), "one phase blocked for p%d", p)
		require.Equal(t, b, s.g.RoundMods().PlayerForbidden[p])
	}
	for s.g.Stage() == expedition.StagePlanning {
		p := s.ToMove()
		for _, a := range s.Legal(nil) {
			require.Zero(t, s.k.mods.PlayerForbidden[p]&(1<<a.Game.Index))
		}
		apply(t, s, first(t, s))
	}
}

func popcount(b uint8) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// Gifts (Emergency Shelters, two players): each player may give a card.
func TestGive(t *testing.T) {
	s := scenario(t, 2, Beginner, "C30")
	for s.Decision() != DecisionGive {
		apply(t, s, first(t, s))
	}
	p := s.ToMove()
	a := find(t, s, ActGive, 0, nil)
	sizes := [2]int{len(s.g.HandOf(0, nil)), len(s.g.HandOf(1, nil))}
	apply(t, s, a)
	require.Equal(t, sizes[p]-1, len(s.g.HandOf(p, nil)))
	require.Equal(t, sizes[1-p]+1, len(s.g.HandOf(1-p, nil)))
	require.Contains(t, s.g.HandOf(1-p, nil), int(a.Card))
	require.Equal(t, DecisionGive, s.Decision(), "the other player's turn to give")
	apply(t, s, find(t, s, ActDecline, 0, nil))
}

// Remove a green card (Seismic Aftershocks): the card leaves the tableau
// with its production.
func TestRemoveGreen(t *testing.T) {
	s := scenario(t, 1, Beginner, "C05", "C15")
	toPlanning(t, s)
	playFor(t, s, 0, "Industrial Center") // production +3 MC (reconstructed: check the card's own numbers)
	prod := s.g.Info(0).Production[cards.MC]
	require.Positive(t, prod)
	passRound(t, s)
	for s.Decision() != DecisionChoose {
		apply(t, s, first(t, s))
	}
	apply(t, s, find(t, s, ActChoose, 0, func(a Action) bool { return a.Index == 0 }))
	id := cardByName(t, s, "Industrial Center")
	require.NotContains(t, s.g.TableauOf(0, nil), id)
	require.Less(t, s.g.Info(0).Production[cards.MC], prod)
}

// Dwindling Supplies' ability: at any time, a VP token for 5 MC (solo).
func TestAnytime(t *testing.T) {
	s := scenario(t, 1, Normal, "C26")
	toPlanning(t, s)
	id := crisisID(t, s, "C26")
	require.Equal(t, placeAside, s.k.place[id])
	s.g.Gain(0, cards.Plants, 8)
	choosePhases(t, s, expedition.PhaseAction)
	toTurn(t, s, 0, expedition.PhaseAction)
	for _, a := range s.Legal(nil) {
		require.NotEqual(t, ActAnytime, a.Kind, "no token yet")
	}
	apply(t, s, find(t, s, ActGame, expedition.ActStandard, func(a Action) bool { return int(a.Game.Index) == expedition.StdForestPlants }))
	mc := s.g.Info(0).MC
	apply(t, s, find(t, s, ActAnytime, 0, nil))
	require.Equal(t, mc+5, s.g.Info(0).MC)
	require.Equal(t, 0, s.g.VPBank())
}

// The Crisis mode has no forced conversion at the end of the Action phase.
func TestNoForcedConversion(t *testing.T) {
	s := scenario(t, 1, Beginner, "C20") // Second Impact: temperature 2 down
	toPlanning(t, s)
	s.g.Gain(0, cards.Heat, 20)
	choosePhases(t, s, expedition.PhaseAction)
	passRound(t, s)
	require.GreaterOrEqual(t, s.g.Info(0).Heat, 20)
	require.Equal(t, 17, s.g.Param(cards.Temperature))
}

// Ruling C8: every player's view shows every hand.
func TestOpenTableC8(t *testing.T) {
	s := scenario(t, 3, Beginner)
	toPlanning(t, s)
	v := s.View(0)
	for q := 0; q < 3; q++ {
		require.Equal(t, s.g.HandOf(q, nil), v.Game().HandOf(q, nil))
	}
	require.Zero(t, v.k.deck)
	require.Equal(t, s.k.deckLen, v.k.deckLen)
}

// Ruling C7: a variable VP goes into the bank the moment its condition is
// met: Io Mining Industries' VP per jovian tag, its own tag at once, and
// one more for the next jovian tag played.
func TestVariableVPBankC7(t *testing.T) {
	s := scenario(t, 1, Beginner)
	toPlanning(t, s)
	playFor(t, s, 0, "Io Mining Industries")
	require.Equal(t, 1, s.g.VPBank(), "its own jovian tag")
	passRound(t, s)
	jovian := findCard(t, s, func(c *cards.Card) bool {
		return c.TagMask.Has(cards.TagJovian) && c.VP.Fixed == 0 && !c.VP.IsVariable()
	})
	s.g.Gain(0, cards.MC, 100)
	playDealt(t, s, jovian)
	require.Equal(t, 2, s.g.VPBank(), "one token for the next jovian tag")
}
