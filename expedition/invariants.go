package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
)

// Check verifies the rules that must hold in every state: every card of the
// game in exactly one place (deck, discard pile, a hand, a tableau, a
// revealed zone) and the counts agree; no negative resource; parameters
// within their tracks; each player's TR equal to 5 plus the parameter steps
// they raised plus what cards changed, and the raised steps agreeing with
// the tracks. It returns an error wrapping ErrInvariant naming the first
// broken rule. Tests run it after every Apply.
func (s *State) Check() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: round %d: %s", ErrInvariant, s.round, fmt.Sprintf(format, args...))
	}
	if s.framesDropped > 0 {
		return bad("%d effect frames dropped", s.framesDropped)
	}
	n := int(s.nPlayers)
	var hands, tabs, revs [MaxPlayers]int
	deck, discard, in := 0, 0, 0
	var inDeck cardSet
	for i := 0; i < int(s.deckLen); i++ {
		id := int(s.deck[i])
		if inDeck.has(id) {
			return bad("card %d twice in the deck", id)
		}
		inDeck.add(id)
	}
	for id := 0; id < MaxCards; id++ {
		l := s.loc[id]
		if l == locOut {
			if inDeck.has(id) {
				return bad("card %d out of the game but in the deck", id)
			}
			continue
		}
		in++
		if l >= locEnd {
			return bad("card %d has location %d", id, l)
		}
		if inDeck.has(id) != (l == locDeck) {
			return bad("card %d: location %d disagrees with the deck", id, l)
		}
		switch {
		case l == locDeck:
			deck++
		case l == locDiscard:
			discard++
		case l < locTableau:
			p := int(l - locHand)
			if p >= n || !s.players[p].hand.has(id) {
				return bad("card %d in hand of p%d but not in the hand set", id, p)
			}
			hands[p]++
		case l < locRevealed:
			p := int(l - locTableau)
			if p >= n || !s.players[p].tableau.has(id) {
				return bad("card %d in tableau of p%d but not in the tableau set", id, p)
			}
			tabs[p]++
		default:
			p := int(l - locRevealed)
			if p >= n || !s.players[p].revealed.has(id) {
				return bad("card %d revealed to p%d but not in the revealed set", id, p)
			}
			revs[p]++
		}
	}
	if in != int(s.nCards) {
		return bad("%d cards in the game, want %d", in, s.nCards)
	}
	if deck != int(s.deckLen) || discard != int(s.nDiscard) {
		return bad("deck %d/%d, discard %d/%d", deck, s.deckLen, discard, s.nDiscard)
	}
	var raised int
	for p := 0; p < n; p++ {
		pl := &s.players[p]
		if hands[p] != int(pl.nHand) || pl.hand.count() != hands[p] {
			return bad("p%d hand count %d, set %d, counted %d", p, pl.nHand, pl.hand.count(), hands[p])
		}
		if tabs[p] != int(pl.nTableau) || pl.tableau.count() != tabs[p] {
			return bad("p%d tableau count %d, counted %d", p, pl.nTableau, tabs[p])
		}
		if revs[p] != int(pl.nRevealed) || pl.revealed.count() != revs[p] {
			return bad("p%d revealed count %d, counted %d", p, pl.nRevealed, revs[p])
		}
		if pl.mc < 0 || pl.heat < 0 || pl.plants < 0 || pl.steel < 0 || pl.titanium < 0 || pl.forests < 0 || pl.tr < 0 {
			return bad("p%d has a negative resource: mc %d heat %d plants %d steel %d titanium %d forests %d tr %d",
				p, pl.mc, pl.heat, pl.plants, pl.steel, pl.titanium, pl.forests, pl.tr)
		}
		for r, v := range pl.prod {
			if v < 0 {
				return bad("p%d has negative %s production", p, cards.Resource(r))
			}
		}
		if int(pl.tr) != StartingTR+int(pl.trParams)+int(pl.trCards) {
			return bad("p%d TR %d != %d + %d parameter steps + %d from cards", p, pl.tr, StartingTR, pl.trParams, pl.trCards)
		}
		raised += int(pl.trParams)
	}
	steps := 0
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if s.params[par] > paramMax[par] {
			return bad("%s at step %d beyond %d", par, s.params[par], paramMax[par])
		}
		if !s.paramEnabled(par) && s.params[par] != 0 {
			return bad("%s moved but is not in the game", par)
		}
		steps += int(s.params[par])
	}
	if ups := popcount16(s.oceanUp); ups != int(s.params[cards.Oceans]) {
		return bad("%d ocean tiles face up, track says %d", ups, s.params[cards.Oceans])
	}
	if raised != int(s.raises) || int(s.raises) != steps+int(s.overMax)+int(s.lowered) {
		return bad("players raised %d steps, game counted %d = %d on the tracks + %d past the maximum + %d lowered",
			raised, s.raises, steps, s.overMax, s.lowered)
	}
	return nil
}

func popcount16(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
