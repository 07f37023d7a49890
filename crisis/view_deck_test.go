package crisis

import (
	"testing"

	"github.com/aresim/aresim/internal/dice"
	"github.com/stretchr/testify/require"
)

// What the open table shows of the Crisis deck and the dummy hand, through
// random games: the tiers left add up to the deck, each card drawn is of
// the lowest tier left (Ruling C3), a card shows as unseen until it comes
// out, and the dummy cards revealed are those the Crisis step drew.
func TestViewShowsDeckTiersAndDummyCards(t *testing.T) {
	for players := 1; players <= MaxPlayers; players++ {
		s, err := New(Config{Players: players, Seed: uint64(40 + players), Difficulty: Beginner})
		require.NoError(t, err)
		rng := dice.New(uint64(players))
		var buf []Action
		draws, dummies := 0, 0
		for !s.Over() {
			before := s.View(s.ToMove())
			tiers := before.DeckTiers()
			buf = s.Legal(buf[:0])
			require.NoError(t, s.Apply(buf[rng.Intn(len(buf))]))
			v := s.View(s.ToMove())
			left := v.DeckTiers()
			sum := 0
			for _, n := range left {
				sum += n
			}
			require.Equal(t, v.DeckSize(), sum, "the tiers left add up to the deck")
			var phases []int
			for _, e := range s.Events() {
				switch e.Kind {
				case EvDrawn:
					lowest := 0
					for lowest < len(tiers) && tiers[lowest] == 0 {
						lowest++
					}
					tier := int(s.Deck().Card(int(e.Card)).Tier)
					require.Equal(t, lowest, tier, "the card drawn is of the lowest tier left")
					tiers[tier]--
					require.False(t, v.Unseen(int(e.Card)), "a card drawn is seen")
					draws++
				case EvDummy:
					phases = append(phases, int(e.N))
				}
			}
			for _, ph := range phases {
				dummies++
				shown := v.DummyRevealed(nil)
				if players > 1 {
					require.Len(t, shown, 1)
					require.Equal(t, ph, v.DummyCard(shown[0])[0])
					continue
				}
				// Solo: the phase picked is on one of the two cards revealed.
				require.Len(t, shown, 2)
				on := false
				for _, c := range shown {
					on = on || v.DummyCard(c)[0] == ph || v.DummyCard(c)[1] == ph
				}
				require.True(t, on, "phase %d is on a revealed card", ph)
			}
			unseen := 0
			for id := range s.Deck().Cards {
				if v.Unseen(id) {
					unseen++
				}
			}
			require.GreaterOrEqual(t, unseen, v.DeckSize(), "the deck's cards are unseen (and those returned to the box)")
		}
		require.Positive(t, draws)
		require.Positive(t, dummies)
	}
}
