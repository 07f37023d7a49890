package expedition

// Memory is what one player remembers of a game that its View no longer
// shows: the cards it saw go into the discard pile (cards it sold,
// discarded, set aside at the redraw, or did not keep of the cards
// revealed to it) since the pile was last shuffled into the deck. A View
// hides which cards are in the pile (Ruling E1); the player who put them
// there knows. A Determinizer deals the cards a player has not seen from
// its View and its Memory.
//
// Feed it every Observation of the game, the player's own actions
// included, with the View after each (Observe); a player that misses
// actions forgets what it cannot account for rather than misplace a card.
// Cards revealed and discarded within one action (a reveal the View never
// shows) are not remembered. The zero Memory has seen nothing. A Memory is
// a value (about 70 bytes, no pointers).
type Memory struct {
	started  bool
	viewer   uint8
	mine     cardSet // the player's hand and revealed cards at the last observation
	discard  cardSet // cards known to be in the discard pile
	nDiscard uint16  // the discard pile's size at the last observation
}

// Viewer returns the player whose memory m is, or -1 before its first
// observation.
func (m *Memory) Viewer() int {
	if !m.started {
		return -1
	}
	return int(m.viewer)
}

// Reset forgets everything, as the zero Memory.
func (m *Memory) Reset() { *m = Memory{} }

// Discarded appends the cards m knows are in the discard pile to dst.
func (m *Memory) Discarded(dst []int) []int { return m.discard.appendTo(dst) }

// Observe records what the player whose View v is saw: o is its
// Observation of the action just applied, and v its View after it. o is
// nil for a View seen without an action since the last observation (the
// game's first View, or the one a bot decides from). The first
// observation sets the player; a View of another player resets the
// Memory to that player.
func (m *Memory) Observe(o *Observation, v *View) {
	g := &v.s.table
	me := int(v.p)
	pl := &g.players[me]
	now := pl.hand
	now.addAll(&pl.revealed)
	if !m.started || int(m.viewer) != me {
		*m = Memory{started: true, viewer: v.p, mine: now, nDiscard: g.nDiscard}
		return
	}
	// The cards that left the player's sight: not in its hand or revealed
	// zone any more, nor in play.
	left := m.mine
	left.removeAll(&now)
	for q := 0; q < int(g.nPlayers); q++ {
		left.removeAll(&g.players[q].tableau)
	}
	nLeft := left.count()
	shuffled := o == nil && nLeft > 0 || o != nil && o.DiscardLeft
	switch {
	case shuffled:
		// The pile went into the deck, or the player missed an action:
		// what was known to be there no longer is, and the cards that left
		// the player's hand may have gone in before or after.
		m.discard = cardSet{}
	case int(g.nDiscard) >= int(m.nDiscard)+nLeft:
		m.discard.addAll(&left)
	}
	// Nothing the View shows elsewhere is in the pile, and the pile holds
	// at least what is remembered of it.
	m.discard.removeAll(&now)
	for q := 0; q < int(g.nPlayers); q++ {
		m.discard.removeAll(&g.players[q].tableau)
	}
	if m.discard.count() > int(g.nDiscard) {
		m.discard = cardSet{}
	}
	m.mine, m.nDiscard = now, g.nDiscard
}
