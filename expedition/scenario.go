package expedition

// DealCard moves project card id from the deck or the discard pile into
// player p's hand, for tests and tools that set up a position by hand (a
// card in hand); it reports false when the card is elsewhere. The deck
// keeps its order otherwise.
func (s *State) DealCard(p, id int) bool {
	if id < 0 || id >= MaxCards || p < 0 || p >= int(s.nPlayers) {
		return false
	}
	switch s.loc[id] {
	case locDeck:
		for i := 0; i < int(s.deckLen); i++ {
			if int(s.deck[i]) == id {
				copy(s.deck[i:s.deckLen-1], s.deck[i+1:s.deckLen])
				s.deckLen--
				break
			}
		}
	case locDiscard:
		s.nDiscard--
	default:
		return false
	}
	s.toHand(p, id)
	return true
}
