package expedition

import (
	"testing"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/stretchr/testify/require"
)

func TestSetupDealsCorporationsCardsAndStartingBoard(t *testing.T) {
	s, err := New(Config{Players: 4, Seed: 1})
	require.NoError(t, err)
	require.NoError(t, s.Check())
	seen := map[int16]bool{}
	for p := 0; p < 4; p++ {
		pl := &s.players[p]
		require.Equal(t, uint16(StartingHand), pl.nHand, "eight project cards")
		require.Equal(t, int16(StartingTR), pl.tr, "TR 5")
		require.Equal(t, int16(-1), pl.corp)
		for _, c := range pl.offer {
			require.False(t, seen[c], "two different corporations each")
			seen[c] = true
		}
		require.Equal(t, uint8(0), pl.prev, "all five phase cards in hand")
	}
	require.Equal(t, -30, ParamValue(cards.Temperature, s.Param(cards.Temperature)))
	require.Equal(t, 0, ParamValue(cards.Oxygen, s.Param(cards.Oxygen)))
	require.Zero(t, s.oceanUp, "nine ocean tiles face down")
	var tiles [9]bool
	for _, tile := range s.oceanTiles {
		tiles[tile] = true
	}
	require.Equal(t, [9]bool{true, true, true, true, true, true, true, true, true}, tiles)
	require.Equal(t, uint16(208-32), s.deckLen)
}

func TestSetupOceanTilesShuffledBySeed(t *testing.T) {
	orders := map[[9]uint8]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		s, err := New(Config{Players: 2, Seed: seed})
		require.NoError(t, err)
		orders[s.oceanTiles] = true
	}
	require.Greater(t, len(orders), 15)
}

func TestSetupKeepOneCorporation(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 3})
	require.NoError(t, err)
	require.Equal(t, DecisionCorporation, s.Decision())
	kept := s.players[0].offer[1]
	do(t, &s, Action{Kind: ActChooseCorp, Player: 0, Card: -1, Index: 1})
	require.Equal(t, int32(0), s.players[0].mc, "corporations take effect once all have chosen")
	do(t, &s, Action{Kind: ActChooseCorp, Player: 1, Card: -1, Index: 0})
	corp := s.cat().Corporation(int(kept))
	require.Equal(t, kept, s.players[0].corp)
	require.GreaterOrEqual(t, s.players[0].mc, int32(corp.MC), "starting MC")
	require.Equal(t, StagePlanning, s.Stage())
	require.Equal(t, 1, s.Round())
}

// TestE10RedrawIsAVariant: the base setup keeps the eight cards dealt; the
// redraw is asked only when the game is configured for it.
func TestE10RedrawIsAVariant(t *testing.T) { // Ruling E10
	s, err := New(Config{Players: 3, Seed: 3})
	require.NoError(t, err)
	require.Equal(t, DecisionCorporation, s.Decision(), "off by default: the corporation first")
	for _, a := range s.Legal(nil) {
		require.NotEqual(t, ActRedraw, a.Kind)
	}
	require.ErrorIs(t, s.Apply(Action{Kind: ActRedraw, Player: 0, Card: int16(s.players[0].hand.next(0))}), ErrIllegalAction)
	hand := s.players[0].hand
	for s.Stage() == StageCorp {
		do(t, &s, Action{Kind: ActChooseCorp, Player: int8(s.ToMove()), Card: -1, Index: 0})
	}
	require.Equal(t, StagePlanning, s.Stage())
	require.Equal(t, hand, s.players[0].hand, "the eight cards dealt are kept")

	v, err := New(Config{Players: 3, Seed: 3, Redraw: true})
	require.NoError(t, err)
	require.Equal(t, DecisionRedraw, v.Decision(), "the variant asks first")
	require.Equal(t, hand, v.players[0].hand, "the same deal")
}

func TestSetupRedrawOnce(t *testing.T) { // Ruling E10 (the variant)
	s, err := New(Config{Players: 2, Seed: 3, Redraw: true})
	require.NoError(t, err)
	var aside []int
	for i := s.players[0].hand.next(0); i >= 0 && len(aside) < 3; i = s.players[0].hand.next(i + 1) {
		aside = append(aside, i)
	}
	for _, c := range aside {
		do(t, &s, Action{Kind: ActRedraw, Player: 0, Card: int16(c)})
	}
	require.Equal(t, uint16(5), s.players[0].nHand)
	do(t, &s, Action{Kind: ActDone, Player: 0, Card: -1})
	require.Equal(t, uint16(8), s.players[0].nHand, "as many cards redrawn")
	for _, c := range aside {
		require.Equal(t, locDiscard, s.loc[c])
	}
	require.Equal(t, 1, s.ToMove(), "the redraw is done once")
	err = s.Apply(Action{Kind: ActRedraw, Player: 0, Card: int16(s.players[0].hand.next(0))})
	require.ErrorIs(t, err, ErrIllegalAction)
}

func TestConfigErrors(t *testing.T) {
	for _, cfg := range []Config{{Players: 1}, {Players: 7}, {Players: 2, MaxRounds: -1}, {Players: 2, MaxRounds: 300}} {
		_, err := New(cfg)
		require.ErrorIs(t, err, ErrBadConfig, "%+v", cfg)
	}
	_, err := New(Config{Players: 2, Sets: []cards.Set{cards.SetBase, cards.SetDiscovery}, Catalogue: cards.MustBase()})
	require.ErrorIs(t, err, ErrBadConfig, "no Discovery cards in the base catalogue")
}

func TestSixPlayers(t *testing.T) {
	s, err := New(Config{Players: 6, Seed: 4, Sets: []cards.Set{cards.SetBase, cards.SetFoundations}})
	require.NoError(t, err)
	playRandom(t, &s, 4, true)
	require.True(t, s.Over())
}
