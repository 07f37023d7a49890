package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

// kinds counts the actions of each kind in a list.
func kinds(list []Action) map[ActionKind]int {
	n := map[ActionKind]int{}
	for _, a := range list {
		n[a.Kind]++
	}
	return n
}

// TestE5SellToPayUnitedNationsMarsInitiative: United Nations Mars
// Initiative may pay 6 MC for 1 TR after its first TR raise of a phase. A
// player left with 4 MC and eight cards is asked, may sell cards there, and
// accepts once the 6 MC are there.
func TestE5SellToPayUnitedNationsMarsInitiative(t *testing.T) { // Ruling E5
	s := corpGame(t, "220")
	pl := &s.players[0]
	at(t, s, PhaseAction, PhaseResearch, PhaseAction)
	pl.mc = 18
	require.Equal(t, uint16(8), pl.nHand)
	act(t, s, "p0 standard temperature-mc")
	require.Equal(t, int32(4), pl.mc)
	require.Equal(t, DecisionMay, s.Decision(), "asked: selling two cards pays for it")
	legal := s.Legal(nil)
	require.Equal(t, map[ActionKind]int{ActDecline: 1, ActSell: 8}, kinds(legal), "4 MC: no accept until a card is sold")
	require.ErrorIs(t, s.Apply(Action{Kind: ActAccept, Player: 0, Card: -1}), ErrIllegalAction)
	card := pl.hand.next(0)
	do(t, s, Action{Kind: ActSell, Player: 0, Card: int16(card)})
	require.Equal(t, int32(7), pl.mc)
	require.Equal(t, locDiscard, s.loc[card])
	require.Equal(t, DecisionMay, s.Decision(), "the question still waits")
	require.Equal(t, map[ActionKind]int{ActAccept: 1, ActDecline: 1, ActSell: 7}, kinds(s.Legal(nil)))
	tr := pl.tr
	act(t, s, "p0 accept")
	require.Equal(t, tr+1, pl.tr)
	require.Equal(t, int32(1), pl.mc)
	require.Equal(t, DecisionTurn, s.Decision())
}

// choiceCatalogue is the base game plus test cards whose effects pay MC:
// T1 chooses between 6 MC for 1 TR and a plant, T2 between 6 MC for 1 TR
// and 9 MC for 2 TR; corporation TC's setup may pay 3 MC for two cards.
func choiceCatalogue(t *testing.T) *cards.Catalogue {
	t.Helper()
	files := []cards.File{}
	for _, name := range cards.BaseFiles {
		data, err := cards.EmbeddedFile(name)
		require.NoError(t, err)
		files = append(files, cards.File{Name: name, Data: data})
	}
	files = append(files, cards.File{Name: "test.cards", Data: []byte(`card T1 Pay Or Plant
  set: promo
  color: red
  cost: 0
  effect: choose { lose 6 mc; tr +1 | gain 1 plant }
card T2 Pay Or Pay More
  set: promo
  color: red
  cost: 0
  effect: choose { lose 6 mc; tr +1 | lose 9 mc; tr +2 }
corporation TC Paying Setup
  set: base
  mc: 1
  setup: may { lose 3 mc; gain 2 card }
`)})
	cat, err := cards.LoadFiles(files...)
	require.NoError(t, err)
	return cat
}

// playTest has player 0 of a fresh game on catalogue cat play test card num
// in a Construction phase with mc MC, and returns the game at the choice.
func playTest(t *testing.T, cat *cards.Catalogue, num string, mc int32) *State {
	t.Helper()
	s := freshWith(t, Config{Players: 2, Seed: 7, Catalogue: cat, Sets: []cards.Set{cards.SetBase, cards.SetPromo}})
	c, ok := cat.CardByNumber(num)
	require.True(t, ok)
	s.take(c.ID)
	s.toHand(0, c.ID)
	at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction)
	s.players[0].mc = mc
	do(t, s, Action{Kind: ActPlay, Player: 0, Card: int16(c.ID)})
	return s
}

// TestE5SellToPayAnAlternative: a choice whose alternative costs MC the
// player can raise only by selling is asked, with selling offered; when no
// alternative can be paid without selling, the player may also do without.
func TestE5SellToPayAnAlternative(t *testing.T) { // Ruling E5
	cat := choiceCatalogue(t)
	s := playTest(t, cat, "T1", 0)
	require.Equal(t, DecisionChoose, s.Decision(), "6 MC for 1 TR is within reach by selling")
	hand := int(s.players[0].nHand)
	require.Equal(t, map[ActionKind]int{ActChoose: 1, ActSell: hand}, kinds(s.Legal(nil)), "the plant now, or sell first")
	for s.players[0].mc < 6 {
		do(t, s, Action{Kind: ActSell, Player: 0, Card: int16(s.players[0].hand.next(0))})
	}
	tr := s.players[0].tr
	do(t, s, Action{Kind: ActChoose, Player: 0, Card: -1, Index: 0})
	require.Equal(t, tr+1, s.players[0].tr)
	require.Equal(t, DecisionTurn, s.Decision())

	s = playTest(t, cat, "T2", 2)
	require.Equal(t, DecisionChoose, s.Decision())
	require.Equal(t, map[ActionKind]int{ActDecline: 1, ActSell: int(s.players[0].nHand)}, kinds(s.Legal(nil)),
		"neither alternative can be paid without selling")
	tr = s.players[0].tr
	act(t, s, "p0 decline")
	require.Equal(t, tr, s.players[0].tr)
	require.Equal(t, int32(2), s.players[0].mc)
	require.Equal(t, DecisionTurn, s.Decision(), "the effect is over")

	// With the MC in hand, the choice is the same as ever.
	s = playTest(t, cat, "T1", 20)
	require.Equal(t, map[ActionKind]int{ActChoose: 2, ActSell: int(s.players[0].nHand)}, kinds(s.Legal(nil)))
}

// TestE5NoSellingAtSetupPlanningOrResearch: a corporation's setup is not
// paid by selling (its optional payment is not asked of a player without the
// MC), and Planning and Research's keep offer no selling.
func TestE5NoSellingAtSetupPlanningOrResearch(t *testing.T) { // Ruling E5
	cat := choiceCatalogue(t)
	game, err := New(Config{Players: 2, Seed: 7, Catalogue: cat})
	require.NoError(t, err)
	s := &game
	for s.Decision() == DecisionRedraw {
		do(t, s, Action{Kind: ActDone, Player: int8(s.ToMove()), Card: -1})
	}
	tc, ok := cat.CorporationByNumber("TC")
	require.True(t, ok)
	s.players[0].offer[0] = int16(tc.ID) // the deal
	for p := 0; p < 2; p++ {
		require.NotContains(t, kinds(s.Legal(nil)), ActSell, "corporation choice")
		do(t, s, Action{Kind: ActChooseCorp, Player: int8(p), Card: -1, Index: 0})
	}
	require.Equal(t, StagePlanning, s.Stage(), "1 MC: the setup's 3 MC payment is not asked")
	require.Equal(t, int32(1), s.players[0].mc)
	require.NotContains(t, kinds(s.Legal(nil)), ActSell, "Planning")
	toPhase(t, s, PhaseResearch, PhaseResearch, PhaseResearch)
	require.Equal(t, DecisionKeep, s.Decision())
	require.NotContains(t, kinds(s.Legal(nil)), ActSell, "Research keep")
}

// TestLegalAfterSales: what a player could do by selling first. A card is
// within reach when the other cards in hand would pay for it; an optional
// payment when all of them would.
func TestLegalAfterSales(t *testing.T) {
	s := fresh(t, 2)
	onlyHand(t, s, 0, "15", "98", "76", "96") // costs 14, 10, 30 and 5 MC
	at(t, s, PhaseConstruction, PhaseResearch, PhaseConstruction)
	s.players[0].mc = 2
	v := s.View(0)
	list, now := v.LegalAfterSales(nil)
	require.Equal(t, []Action{{Kind: ActDone, Player: 0, Card: -1}}, list[:now], "legal now: done")
	var plays []string
	for _, a := range list[now:] {
		if a.Kind == ActPlay {
			plays = append(plays, s.card(int(a.Card)).Number)
		}
	}
	require.ElementsMatch(t, []string{"98", "96"}, plays, "2 MC and 9 from the three other cards")
	require.Equal(t, map[ActionKind]int{ActPlay: 2, ActDone: 1}, kinds(list))
	require.Equal(t, map[ActionKind]int{ActSell: 4, ActDone: 1}, kinds(v.Legal(nil)), "nothing to pay with now")

	u := corpGame(t, "220")
	at(t, u, PhaseAction, PhaseResearch, PhaseAction)
	u.players[0].mc = 14
	act(t, u, "p0 standard temperature-mc")
	w := u.View(0)
	list, now = w.LegalAfterSales(nil)
	require.Equal(t, []Action{{Kind: ActDecline, Player: 0, Card: -1}}, list[:now])
	require.Equal(t, []Action{{Kind: ActAccept, Player: 0, Card: -1}}, list[now:])
	o := u.View(1)
	list, now = o.LegalAfterSales(nil)
	require.Empty(t, list, "not to move")
	require.Zero(t, now)
}

// TestLegalOnlyAfterSalesIsTheRestOfLegalAfterSales: at every decision of
// random games of every player count, sets and options, given the Legal
// actions, LegalOnlyAfterSales lists exactly what LegalAfterSales lists
// after now, and leaves the View as it was.
func TestLegalOnlyAfterSalesIsTheRestOfLegalAfterSales(t *testing.T) {
	r := newTestRand(12)
	sold := 0
	for g := uint64(0); g < 25; g++ {
		s, err := New(randomConfig(r, g))
		require.NoError(t, err)
		var legal []Action
		for !s.Over() {
			p := s.ToMove()
			v := s.View(p)
			legal = v.Legal(legal[:0])
			all, now := v.LegalAfterSales(nil)
			before := v
			got := v.LegalOnlyAfterSales(legal, []Action{{Kind: ActDone}})
			require.Equal(t, before, v, "the View is left as it was")
			require.Equal(t, Action{Kind: ActDone}, got[0], "appended to dst")
			require.Equal(t, all[now:], got[1:], "game %d at %s", g, s.where())
			sold += len(got) - 1
			other := s.View((p + 1) % s.Players())
			require.Empty(t, other.LegalOnlyAfterSales(legal, nil), "not to move")
			require.NoError(t, s.Apply(legal[r.Intn(len(legal))]))
		}
	}
	require.Greater(t, sold, 100, "actions within reach by selling")
}
