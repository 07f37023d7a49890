package expedition

// Drafting (Discovery's variant, Ruling D5): at setup every player gets a
// pack of eight cards (in their revealed zone, hidden from the others),
// keeps one of them and passes the rest to the player on their left (the
// next seat), eight times, until each has kept eight cards; then the setup
// redraw (only with that variant on, Ruling E10) and the corporation
// choice. Picks are simultaneous: each player picks from their own pack, in
// seat order, without seeing the others' picks; the packs pass when every
// player has picked.

// dealPacks deals every player a pack of StartingHand cards to draft.
func (s *State) dealPacks() {
	for p := 0; p < int(s.nPlayers); p++ {
		s.reveal(p, StartingHand)
	}
}

// draftKeep moves card id from player p's pack to their hand.
func (s *State) draftKeep(p, id int) {
	s.fromRevealed(p, id)
	s.toHand(p, id)
	s.seat++
}

// passPacks passes every pack to the next seat, once every player has
// picked. It reports false when the packs are empty (the draft is over).
func (s *State) passPacks() bool {
	n := int(s.nPlayers)
	if s.players[0].nRevealed == 0 {
		return false
	}
	var packs [MaxPlayers]cardSet
	var sizes [MaxPlayers]uint16
	for p := 0; p < n; p++ {
		packs[(p+1)%n], sizes[(p+1)%n] = s.players[p].revealed, s.players[p].nRevealed
	}
	for p := 0; p < n; p++ {
		pl := &s.players[p]
		pl.revealed, pl.nRevealed = packs[p], sizes[p]
		for id := pl.revealed.next(0); id >= 0; id = pl.revealed.next(id + 1) {
			s.loc[id] = locRevealed + uint8(p)
		}
	}
	return true
}
