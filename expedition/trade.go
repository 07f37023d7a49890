package expedition

// Player interaction, which an extension's steps run as
// (cards.OpGainOther, cards.OpTrade): another player gains, and a trade of
// cards: the player gives a card from hand to another player, who may
// give one back.

// appendOthers appends a choice of every other player (decOther).
func (s *State) appendOthers(dst []Action, f *frame) []Action {
	for q := 0; q < int(s.nPlayers); q++ {
		if q != int(f.player) {
			dst = append(dst, Action{Kind: ActChoose, Player: int8(f.player), Card: -1, Index: int8(q)})
		}
	}
	return dst
}

// appendGives appends the gifts a waiting decGive allows, and declining:
// any card of the hand to any other player, or, giving back, to the giver.
func (s *State) appendGives(dst []Action, f *frame) []Action {
	p := int(f.player)
	pl := &s.players[p]
	for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
		for q := 0; q < int(s.nPlayers); q++ {
			if s.giveTo(f, q) {
				dst = append(dst, Action{Kind: ActGive, Player: int8(p), Card: int16(id), Index: int8(q)})
			}
		}
	}
	return append(dst, Action{Kind: ActDecline, Player: int8(p), Card: -1})
}

// giveTo reports whether a waiting decGive may give to player q.
func (s *State) giveTo(f *frame, q int) bool {
	if f.kind == fkGiveBack {
		return q == int(f.aux)
	}
	return q >= 0 && q < int(s.nPlayers) && q != int(f.player)
}

// legalGive reports whether a answers a waiting decGive.
func (s *State) legalGive(f *frame, a Action) bool {
	if a.Kind == ActDecline {
		return true
	}
	return a.Kind == ActGive && a.Card >= 0 && int(a.Card) < MaxCards && s.players[f.player].hand.has(int(a.Card)) &&
		s.giveTo(f, int(a.Index))
}

// resolveGive carries out a legal answer to a waiting decGive.
func (s *State) resolveGive(f *frame, a Action) {
	f.wait = decNone
	if f.kind != fkGiveBack {
		f.pc++
	}
	if a.Kind != ActGive {
		return
	}
	p, q := int(f.player), int(a.Index)
	s.GiveCard(p, q, int(a.Card))
	if f.kind != fkGiveBack && s.players[q].nHand > 0 {
		s.push(frame{player: uint8(q), kind: fkGiveBack, aux: int16(p), wait: decGive})
	}
}
