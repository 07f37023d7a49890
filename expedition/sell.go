package expedition

import "github.com/aresim/aresim/expedition/cards"

// Selling (Ruling E5): a player may discard project cards from hand for 3
// MC each, plus the sell bonus of their cards in play, "at any time". MC
// matters only when it is paid, so selling is offered at the player's turns
// in phases I-III and at every pending choice that asks them to pay MC (an
// optional payment such as United Nations Mars Initiative's, an alternative
// that costs MC), not in Planning, at setup or at Research's keep.

// sellPrice returns the MC player p gets for a card sold.
func (s *State) sellPrice(p int) int { return sellMC + int(s.players[p].sellValue) }

// sell discards card id from player p's hand for its price.
func (s *State) sell(p, id int) {
	s.fromHand(p, id)
	s.toDiscard(id)
	s.players[p].mc += int32(s.sellPrice(p))
	s.emit(Event{Kind: EvCardSold, Player: int8(p), Card: int16(id), N: 1})
}

// appendSells appends a sell of each card in player p's hand.
func (s *State) appendSells(dst []Action, p int) []Action {
	pl := &s.players[p]
	for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
		dst = append(dst, Action{Kind: ActSell, Player: int8(p), Card: int16(id)})
	}
	return dst
}

// saleMC returns the MC the player of frame f could still raise by selling
// before paying what it asks: every card in hand, except in a corporation's
// setup.
func (s *State) saleMC(f *frame) int {
	if f.kind == fkSetup {
		return 0
	}
	return int(s.players[f.player].nHand) * s.sellPrice(int(f.player))
}

// sellsAt reports whether the waiting frame f offers selling: an optional
// block or a choice with an alternative that pays MC, outside setup.
func (s *State) sellsAt(f *frame) bool {
	if f.kind == fkSetup || s.players[f.player].nHand == 0 {
		return false
	}
	prog := s.program(f)
	switch f.wait {
	case decMay:
		return paysMC(prog, int(f.pc)+1, int(prog[f.pc].Jump))
	case decChoose:
		for i, h := 0, int(f.pc)+1; i < int(prog[f.pc].N); i, h = i+1, int(prog[h].Jump) {
			if paysMC(prog, h+1, int(prog[h].Jump)-1) {
				return true
			}
		}
	}
	return false
}

// paysMC reports whether the ops from..to of a block pay MC before any
// nested block (which asks on its own when it runs).
func paysMC(prog cards.Program, from, to int) bool {
	for i := from; i < to && i < len(prog); i++ {
		switch op := &prog[i]; op.Code {
		case cards.OpLose:
			if op.Res == cards.MC {
				return true
			}
		case cards.OpMay, cards.OpChoose, cards.OpForEach, cards.OpIf:
			return false
		}
	}
	return false
}

// mayNow reports whether the waiting optional block of f can be accepted
// with what its player has now.
func (s *State) mayNow(f *frame) bool {
	prog := s.program(f)
	return s.feasible(f, prog, int(f.pc)+1, int(prog[f.pc].Jump), 0)
}

// anyAltNow reports whether some alternative of the waiting choice of f can
// be picked with what its player has now.
func (s *State) anyAltNow(f *frame) bool {
	prog := s.program(f)
	for i := 0; i < int(prog[f.pc].N); i++ {
		if s.legalAlt(f, prog, i) {
			return true
		}
	}
	return false
}

// legalAfterSales appends the actions other than selling that the player
// to move may take now, then those they could take only after selling
// cards from hand first: a card played as if every other card in hand were
// sold, any other payment as if every card were. It returns the list and
// the length of dst with the first part. It lends the player the MC of the
// sales while it lists, and takes them back before it returns.
func (s *State) legalAfterSales(dst []Action) ([]Action, int) {
	p := s.ToMove()
	if p < 0 {
		return dst, len(dst)
	}
	start := len(dst)
	dst = s.listLegal(dst, false)
	now := len(dst)
	if !s.sellsNow(p) {
		return dst, now
	}
	return s.afterSales(dst, p, dst[start:now]), now
}

// afterSales appends the actions other than selling that player p, to
// move and allowed to sell, could take only after selling cards from hand
// first: those of the list with the MC of the sales lent that are not in
// now (the actions legal now; sells in it change nothing, since the list
// has none).
func (s *State) afterSales(dst []Action, p int, now []Action) []Action {
	// A turn of phase I or II pays only for plays (the card played is not
	// sold); a turn of phase III and a pending choice pay for anything else.
	sold := int32(s.players[p].nHand)
	if f := s.top(); (f == nil || f.wait == decNone) && s.phase != PhaseAction {
		sold--
	}
	pl := &s.players[p]
	mc := pl.mc
	start := len(dst)
	pl.mc += sold * int32(s.sellPrice(p))
	dst = s.listLegal(dst, false)
	pl.mc = mc
	keep := start
	for _, a := range dst[start:] {
		if !containsAction(now, a) {
			dst[keep] = a
			keep++
		}
	}
	return dst[:keep]
}

// legalOnlyAfterSales appends the actions legalAfterSales lists after its
// now, given legal, the Legal actions of the decision.
func (s *State) legalOnlyAfterSales(legal, dst []Action) []Action {
	p := s.ToMove()
	if p < 0 || !s.sellsNow(p) {
		return dst
	}
	return s.afterSales(dst, p, legal)
}

// sellsNow reports whether player p, to move, may sell now.
func (s *State) sellsNow(p int) bool {
	if f := s.top(); f != nil && f.wait != decNone {
		return s.sellsAt(f)
	}
	return s.stage == StagePhase && s.inTurn && s.players[p].nHand > 0
}

func containsAction(list []Action, a Action) bool {
	for _, b := range list {
		if b == a {
			return true
		}
	}
	return false
}
