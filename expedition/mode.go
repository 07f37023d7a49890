package expedition

import "github.com/aresim/aresim/expedition/cards"

// Hooks for a mode (a co-operative mode, such as package crisis) that
// drives a game from outside: it changes players' resources and the tracks between the
// players' decisions, and ends the game itself (Config.ModeEnds). Each
// hook emits the events of what it changes and leaves the state
// consistent (Check holds after it).

// startTerraformed puts temperature and oxygen at their maximum and every
// ocean tile face up (Ruling C1). These steps were never raised: they
// give nobody TR.
func (s *State) startTerraformed() {
	for par := cards.Param(0); par < cards.Infrastructure; par++ {
		s.preset += uint16(paramMax[par])
		s.params[par] = paramMax[par]
	}
	s.oceanUp = 1<<len(s.oceanTiles) - 1
	s.oceansDrawn = uint8(len(s.oceanTiles))
}

// Gain gives player p n of r (cards are drawn).
func (s *State) Gain(p int, r cards.Resource, n int) {
	if n > 0 {
		s.gain(p, r, n)
	}
}

// Lose takes up to n of r (MC, heat or plants) from player p.
func (s *State) Lose(p int, r cards.Resource, n int) { s.spend(p, r, n) }

// ChangeTR changes player p's TR by n, never below zero.
func (s *State) ChangeTR(p, n int) { s.cardTR(p, n) }

// DiscardFromHand discards card id from player p's hand; it reports false
// when the card is not there.
func (s *State) DiscardFromHand(p, id int) bool {
	if id < 0 || id >= MaxCards || !s.players[p].hand.has(id) {
		return false
	}
	s.fromHand(p, id)
	s.toDiscard(id)
	return true
}

// GiveCard moves card id from player from's hand to player to's; it
// reports false when the card is not in from's hand.
func (s *State) GiveCard(from, to, id int) bool {
	if id < 0 || id >= MaxCards || !s.players[from].hand.has(id) || to < 0 || to >= int(s.nPlayers) || to == from {
		return false
	}
	s.fromHand(from, id)
	s.toHand(to, id)
	return true
}

// RemoveGreen discards the green card id from player p's tableau, losing
// what it gave for as long as it was in play: its production, steel and
// titanium (a "for each" production counted as it stands now), its tags
// and its colour count. It reports false when p has no such green card in
// play.
func (s *State) RemoveGreen(p, id int) bool {
	if id < 0 || id >= MaxCards || s.loc[id] != locTableau+uint8(p) || s.card(id).Color != cards.Green {
		return false
	}
	pl := &s.players[p]
	c := s.card(id)
	times, end := 1, -1
	for i := range c.Effect {
		op := &c.Effect[i]
		if i == end {
			times = 1
		}
		n := op.N * int16(times)
		switch op.Code {
		case cards.OpForEach:
			times, end = s.count(p, source(id), op.Count), int(op.Jump)
		case cards.OpProduction:
			pl.prod[op.Res] = max(pl.prod[op.Res]-n, 0)
		case cards.OpSteel:
			pl.steel = max(pl.steel-n, 0)
		case cards.OpTitanium:
			pl.titanium = max(pl.titanium-n, 0)
		}
	}
	pl.tableau.remove(id)
	s.varVP.remove(source(id))
	s.banked[id] = 0 // Ruling C14: played again, the card banks afresh
	pl.nTableau--
	pl.colors[c.Color]--
	for _, t := range c.Tags {
		if t == cards.TagWild {
			t = s.wildTag(id) // Ruling D3: the tag chosen while the card was in play
		}
		s.addTag(pl, t, -1)
	}
	s.wild[id] = 0
	pl.resources -= s.res[id]
	s.res[id] = 0
	s.toDiscard(id)
	return true
}

// FlipOceanDown turns the face-up ocean tile i face down (Ruling C11: the
// tile is the players' choice). It reports false when tile i is not face
// up. Lowering never changes TR.
func (s *State) FlipOceanDown(i int) bool {
	if i < 0 || i >= len(s.oceanTiles) || s.oceanUp&(1<<i) == 0 {
		return false
	}
	s.oceanUp &^= 1 << i
	s.params[cards.Oceans]--
	s.lowered++
	s.emit(Event{Kind: EvParamLowered, Player: -1, Card: -1, Param: cards.Oceans, N: 1})
	return true
}

// FireTriggers fires player p's triggers waiting for ev, an event of the
// mode's extension (cards.Register), once, and runs them: the mode calls
// it each time the event happens to p.
func (s *State) FireTriggers(p int, ev cards.Event) {
	s.fireSimple(p, ev)
	s.advance()
}

// Finish ends a game whose end belongs to its mode (Config.ModeEnds). The
// game is finished, not stopped by the round cap; a co-operative mode
// says who won.
func (s *State) Finish() { s.endGame(true) }

// ClearEvents forgets the events of the last Apply, so that a mode that
// changes the game between Applies reports only its own.
func (s *State) ClearEvents() { s.nEvents, s.eventsDropped = 0, 0 }
