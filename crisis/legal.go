package crisis

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// table is what the Crisis decisions read of the game: the State and a
// player's View answer alike (the table is open, Ruling C8), so the legal
// actions are computed by the same code for both.
type table interface {
	Players() int
	FirstPlayer() int
	Param(p cards.Param) int
	Info(q int) expedition.PlayerInfo
	HandOf(q int, dst []int) []int
	TableauOf(q int, dst []int) []int
	OceanTile(i int) expedition.OceanTile
	VPBank() int
	Catalogue() *cards.Catalogue
	ToMove() int
	Decision() expedition.Decision
	Legal(dst []expedition.Action) []expedition.Action
}

// ToMove returns the player who decides next, or -1 when the game is
// over.
func (s *State) ToMove() int { return s.k.toMove(&s.g) }

func (k *core) toMove(t table) int {
	if k.outcome != Playing {
		return -1
	}
	if f := k.waiting(); f != nil {
		if f.player >= 0 {
			return int(f.player)
		}
		return t.FirstPlayer()
	}
	return t.ToMove()
}

// Legal appends the legal actions of the player to move to dst and
// returns it.
func (s *State) Legal(dst []Action) []Action { return s.k.legal(dst, &s.g) }

func (k *core) legal(dst []Action, t table) []Action {
	p := k.toMove(t)
	if p < 0 {
		return dst
	}
	if f := k.waiting(); f != nil {
		return k.appendDecision(dst, f, t, p)
	}
	var buf [512]expedition.Action
	for _, a := range t.Legal(buf[:0]) {
		dst = append(dst, GameAction(a))
	}
	return k.appendAnytime(dst, t, p)
}

// appendDecision appends the answers to a waiting Crisis decision.
func (k *core) appendDecision(dst []Action, f *frame, t table, p int) []Action {
	pp := int8(p)
	var buf [64]int
	switch f.wait {
	case wChoose:
		prog := k.program(f)
		for i := 0; i < int(prog[f.pc].N); i++ {
			if k.altFeasible(t, prog, altStart(prog, int(f.pc), i), p) {
				dst = append(dst, Action{Kind: ActChoose, Player: pp, Card: -1, Index: int8(i)})
			}
		}
	case wFlipDown:
		for i := 0; i < expedition.NumOceanTiles; i++ {
			if downChoice(t, i) {
				dst = append(dst, Action{Kind: ActFlipDown, Player: pp, Card: -1, Index: int8(i)})
			}
		}
	case wDiscard:
		for _, id := range t.HandOf(p, buf[:0]) {
			dst = append(dst, Action{Kind: ActDiscard, Player: pp, Card: int16(id)})
		}
	case wRemoveGreen:
		most := k.program(f)[f.pc].N == 1
		top := mostExpensiveGreen(t, p)
		for _, id := range t.TableauOf(p, buf[:0]) {
			c := t.Catalogue().Card(id)
			if c.Color == cards.Green && (!most || int(c.Cost) == top) {
				dst = append(dst, Action{Kind: ActRemoveGreen, Player: pp, Card: int16(id)})
			}
		}
	case wLowerMetrics:
		for i := range metricPairs {
			dst = append(dst, Action{Kind: ActLowerMetrics, Player: pp, Card: -1, Index: int8(i)})
		}
	case wGive:
		for _, id := range t.HandOf(p, buf[:0]) {
			for q := 0; q < int(k.nPlayers); q++ {
				if q != p {
					dst = append(dst, Action{Kind: ActGive, Player: pp, Card: int16(id), Index: int8(q)})
				}
			}
		}
		dst = append(dst, Action{Kind: ActDecline, Player: pp, Card: -1})
	case wCounter, wSpendVP:
		for _, id := range k.play[:k.nPlay] {
			if k.counters[id] > 0 {
				dst = append(dst, Action{Kind: ActCounter, Player: pp, Card: -1, Index: int8(id)})
			}
		}
		if f.wait == wSpendVP {
			dst = append(dst, Action{Kind: ActDecline, Player: pp, Card: -1})
		}
	case wDummy:
		phases := k.dummyCards()[f.card]
		for i, ph := range phases {
			if ph != 0 && (i == 0 || ph != phases[0]) {
				dst = append(dst, Action{Kind: ActDummyPhase, Player: pp, Card: -1, Index: int8(ph)})
			}
		}
	}
	return dst
}

// appendAnytime appends the anytime abilities player p may use now: in
// their own turn of phases I-III, as selling is offered (Ruling E5).
func (k *core) appendAnytime(dst []Action, t table, p int) []Action {
	if t.Decision() != expedition.DecisionTurn {
		return dst
	}
	deck := k.deck0()
	for id := range deck.Cards {
		if k.place[id] == placeAside && deck.Cards[id].Anytime.VP > 0 && t.VPBank() >= int(deck.Cards[id].Anytime.VP) {
			dst = append(dst, Action{Kind: ActAnytime, Player: int8(p), Card: -1, Index: int8(id)})
		}
	}
	return dst
}

// handSize returns how many cards player p holds.
func (k *core) handSize(t table, p int) int {
	var buf [64]int
	return len(t.HandOf(p, buf[:0]))
}

// downChoice reports whether face-up tile i is a choice for flipping face
// down: the first face-up tile of its reward.
func downChoice(t table, i int) bool {
	ti := t.OceanTile(i)
	if !ti.Up {
		return false
	}
	for j := 0; j < i; j++ {
		if tj := t.OceanTile(j); tj.Up && tj.Reward == ti.Reward {
			return false
		}
	}
	return true
}

// downChoices returns the first tile that may be flipped face down and
// how many choices there are.
func (k *core) downChoices(t table) (first, n int) {
	first = -1
	for i := 0; i < expedition.NumOceanTiles; i++ {
		if downChoice(t, i) {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	return first, n
}

// counterChoices returns the first Crisis card in play with counters and
// how many there are.
func (k *core) counterChoices() (first, n int) {
	first = -1
	for _, id := range k.play[:k.nPlay] {
		if k.counters[id] > 0 {
			if first < 0 {
				first = int(id)
			}
			n++
		}
	}
	return first, n
}

// mostExpensiveGreen returns the highest printed cost among player p's
// green cards in play, or -1.
func mostExpensiveGreen(t table, p int) int {
	var buf [64]int
	top := -1
	for _, id := range t.TableauOf(p, buf[:0]) {
		if c := t.Catalogue().Card(id); c.Color == cards.Green && int(c.Cost) > top {
			top = int(c.Cost)
		}
	}
	return top
}

// greenChoices returns the first green card player p may remove (most:
// only the most expensive) and how many there are.
func (k *core) greenChoices(t table, p int, most bool) (first, n int) {
	var buf [64]int
	first = -1
	top := mostExpensiveGreen(t, p)
	for _, id := range t.TableauOf(p, buf[:0]) {
		if c := t.Catalogue().Card(id); c.Color == cards.Green && (!most || int(c.Cost) == top) {
			if first < 0 {
				first = id
			}
			n++
		}
	}
	return first, n
}

// feasibleAlts returns the first feasible alternative of the choose
// block at at and how many there are.
func (k *core) feasibleAlts(t table, prog cards.Program, at, p int) (first, n int) {
	first = -1
	for i := 0; i < int(prog[at].N); i++ {
		if k.altFeasible(t, prog, altStart(prog, at, i), p) {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	return first, n
}

// altFeasible reports whether the alternative whose header is at h can
// happen in full for player p: the MC or TR to lose is there, a green card
// to remove, a metric to lower. An alternative that cannot is not offered
// while another can.
func (k *core) altFeasible(t table, prog cards.Program, h, p int) bool {
	info := t.Info(p)
	for i := h + 1; i < int(prog[h].Jump)-1; i++ {
		op := &prog[i]
		switch op.Code {
		case cards.OpLose:
			have := 0
			switch op.Res {
			case cards.MC:
				have = info.MC
			case cards.Heat:
				have = info.Heat
			case cards.Plants:
				have = info.Plants
			}
			if have < int(op.N) {
				return false
			}
		case cards.OpTR:
			if info.TR < -int(op.N) {
				return false
			}
		case cards.OpRemoveGreen:
			if mostExpensiveGreen(t, p) < 0 {
				return false
			}
		case cards.OpLower:
			if t.Param(op.Param) < int(op.N) {
				return false
			}
		}
	}
	return true
}
