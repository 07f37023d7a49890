package ares

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestViewHidesCardPlaces checks, card by card in random games of every
// mode, that a View shows another player's card where it is, except in
// that player's deck, hand, base (unless shown) and face down in a shown
// base, where it shows hidden, and for the attacker's secret Attack
// cards; that no deck's order and no other player's hand shows, not even
// in the array slots past the cards in them; and that the View's place
// sets agree with what it shows.
func TestViewHidesCardPlaces(t *testing.T) {
	visitRandomStates(t, 6, 0x91ace, func(s *State, seed uint64, cfg Config, step int) {
		viewer := step % int(s.n)
		v := s.View(viewer)
		for q := 0; q < int(s.n); q++ {
			open := q == viewer || (s.mode == Team && s.teamOf(q) == s.teamOf(viewer))
			for c, l := range s.players[q].loc {
				want := l
				hidden := l.where == atDeck || l.where == atHand || l.where == atResource || l.where == atUnder ||
					(!s.players[q].shown && (l.where == atBuilding || l.where == atAttached))
				if !open && hidden {
					want = cardLoc{where: atHidden}
				}
				if l.where == atPlay && !s.sameSide(viewer, int(s.att)) && s.attackSecret() {
					want = cardLoc{where: atHidden} // the attack's cards are secret until revealed
				}
				require.Equal(t, want, v.players[q].loc[c], "seed %d %s step %d: viewer %d, player %d card %d", seed, cfg.Mode, step, viewer, q, c)
			}
			require.Equal(t, hiddenDeck, v.players[q].deck, "seed %d %s step %d: player %d's deck shows in the View", seed, cfg.Mode, step, q)
			if !open {
				require.Equal(t, hiddenHand, v.players[q].hand, "seed %d %s step %d: player %d's hand shows in the View", seed, cfg.Mode, step, q)
			}
			secret, inBase, down := v.players[q].placeSets()
			require.Equal(t, secret, v.players[q].secret, "seed %d %s step %d: player %d's deck-and-hand set in the View", seed, cfg.Mode, step, q)
			require.Equal(t, inBase, v.players[q].inBase, "seed %d %s step %d: player %d's base set in the View", seed, cfg.Mode, step, q)
			require.Equal(t, down, v.players[q].down, "seed %d %s step %d: player %d's face-down set in the View", seed, cfg.Mode, step, q)
		}
	})
}
