package ares

// This file holds setup (Ruling A1): each player picks two cards and one
// Standard Attack card; the rest is shuffled with the game's generator, the
// Standard Attack goes to the bottom, and each player draws one card.

// canPick reports whether player p may pick card definition d now.
func (s *State) canPick(p int, d int) bool {
	if d < 0 || d >= len(s.Faction(p).Cards) {
		return false
	}
	left := s.pickable(p)
	return left[d] > 0
}

// pickable counts, by card definition, the copies player p may still
// pick: those in the deck, less p's picks so far and the Standard Attack
// that goes to the bottom of the deck.
func (s *State) pickable(p int) (left [256]int8) {
	f := s.Faction(p)
	pl := &s.players[p]
	for c := 0; c < DeckSize; c++ {
		if pl.loc[c].where == atDeck {
			left[f.deck[c]]++ // Team mode discards two Standard Attacks at setup
		}
	}
	for k := uint8(0); k < pl.npicks; k++ {
		left[pl.picks[k]]--
	}
	left[f.standard]--
	return left
}

// pick records player p's pick; after the last player's second pick the
// decks are shuffled and the first player rolled for.
func (s *State) pick(p int, d int) {
	pl := &s.players[p]
	pl.picks[pl.npicks] = uint8(d)
	pl.npicks++
	if s.ToMove() >= 0 {
		return
	}
	for q := 0; q < int(s.n); q++ {
		s.dealStart(q)
	}
	if s.fixed >= 0 {
		s.first = uint8(s.fixed)
	} else {
		s.first = uint8(s.rng.Intn(int(s.n))) // Ruling A1: the seeded roll.
	}
	s.current = s.first
	s.phase = phaseTurn
}

// dealStart takes player p's picks into the hand, shuffles the rest, puts
// the Standard Attack at the bottom and draws one card.
func (s *State) dealStart(p int) {
	f := s.Faction(p)
	pl := &s.players[p]
	var taken [DeckSize]bool
	for c := 0; c < DeckSize; c++ {
		taken[c] = pl.loc[c].where != atDeck // discarded at setup: not dealt
	}
	var picked [DeckSize]bool
	take := func(def uint8) {
		for c := 0; c < DeckSize; c++ {
			if !taken[c] && f.deck[c] == def {
				taken[c], picked[c] = true, true
				return
			}
		}
	}
	take(pl.picks[0])
	take(pl.picks[1])
	var bottom uint8
	for c := 0; c < DeckSize; c++ {
		if !taken[c] && f.deck[c] == f.standard {
			taken[c], picked[c] = true, true
			bottom = uint8(c)
			break
		}
	}
	pl.handN = 0
	for c := 0; c < DeckSize; c++ {
		if picked[c] && uint8(c) != bottom {
			pl.hand[pl.handN] = uint8(c)
			pl.handN++
			pl.setLoc(c, cardLoc{where: atHand})
		}
	}
	pl.deck[0] = bottom
	n := 1
	for c := 0; c < DeckSize; c++ {
		if !taken[c] {
			pl.deck[n] = uint8(c)
			n++
		}
	}
	pl.deckN = uint8(n)
	rest := pl.deck[1:n]
	s.rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	s.drawUp(p)
}

// drawUp draws player p back to HandSize from the top of the deck; an empty
// deck is not reshuffled.
func (s *State) drawUp(p int) {
	pl := &s.players[p]
	for pl.handN < HandSize && pl.deckN > 0 {
		pl.deckN--
		c := pl.deck[pl.deckN]
		pl.hand[pl.handN] = c
		pl.handN++
		pl.setLoc(int(c), cardLoc{where: atHand})
	}
}
