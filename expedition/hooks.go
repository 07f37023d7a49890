package expedition

import "github.com/aresim/aresim/expedition/cards"

// The Go-coded effects named in card files with "code NAME".

// stepHook starts a hook at the frame's pc.
func (s *State) stepHook(f *frame, op *cards.Op) {
	p := int(f.player)
	switch hookID(op.Hook) {
	case hookMarsUniversity:
		// You may discard a card to draw one, and one more if the discarded
		// card had a plant tag.
		if s.players[p].nHand == 0 {
			f.pc++
			return
		}
		f.aux = hookMarsUniversity
		f.wait = decHook
	case hookBrainstorming:
		// Reveal the top card: a blue or red card goes to hand; otherwise it
		// is discarded and the player gains 1 MC.
		f.pc++
		if s.reveal(p, 1) == 0 {
			return
		}
		blueRed := cards.Filter{Colors: 1<<cards.Blue | 1<<cards.Red, MaxCost: -1, MinCost: -1}
		if s.countRevealed(p, blueRed) > 0 {
			s.keepAllRevealed(p, blueRed)
		} else {
			s.gain(p, cards.MC, 1)
		}
		s.discardRevealed(p)
	default:
		f.pc++
	}
}

// legalHook appends the choices of a waiting hook.
func (s *State) legalHook(dst []Action, f *frame) []Action {
	p := int(f.player)
	switch f.aux {
	case hookMarsUniversity:
		pl := &s.players[p]
		for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
			dst = append(dst, Action{Kind: ActDiscard, Player: int8(p), Card: int16(id)})
		}
		dst = append(dst, Action{Kind: ActDecline, Player: int8(p), Card: -1})
	}
	return dst
}

// applyHook resolves a waiting hook with a legal action.
func (s *State) applyHook(f *frame, a Action) {
	p := int(f.player)
	switch f.aux {
	case hookMarsUniversity:
		f.wait = decNone
		f.pc++
		if a.Kind == ActDiscard {
			// A wild tag may be chosen as a plant tag on discarding (Ruling D3).
			c := s.card(int(a.Card))
			plant := c.TagMask.Has(cards.TagPlant) || hasWild(c)
			s.fromHand(p, int(a.Card))
			s.toDiscard(int(a.Card))
			s.draw(p, 1)
			if plant {
				s.draw(p, 1)
			}
		}
	}
}
