package crisis

import (
	"math/bits"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// table is what the Crisis decisions read of the game: the State, or a
// player's View, which answer alike (the table is open, Ruling C8), so the
// legal actions are computed by the same code for both. It holds one of
// the two; concrete pointers, not an interface, keep the scratch buffers
// of Legal on the stack.
type table struct {
	s *expedition.State
	v *expedition.View
}

func (t table) FirstPlayer() int {
	if t.s != nil {
		return t.s.FirstPlayer()
	}
	return t.v.FirstPlayer()
}

func (t table) Param(p cards.Param) int {
	if t.s != nil {
		return t.s.Param(p)
	}
	return t.v.Param(p)
}

func (t table) Info(q int) expedition.PlayerInfo {
	if t.s != nil {
		return t.s.Info(q)
	}
	return t.v.Info(q)
}

func (t table) HandOf(q int, dst []int) []int {
	if t.s != nil {
		return t.s.HandOf(q, dst)
	}
	return t.v.HandOf(q, dst)
}

func (t table) TableauOf(q int, dst []int) []int {
	if t.s != nil {
		return t.s.TableauOf(q, dst)
	}
	return t.v.TableauOf(q, dst)
}

func (t table) OceanTile(i int) expedition.OceanTile {
	if t.s != nil {
		return t.s.OceanTile(i)
	}
	return t.v.OceanTile(i)
}

func (t table) VPBank() int {
	if t.s != nil {
		return t.s.VPBank()
	}
	return t.v.VPBank()
}

func (t table) Catalogue() *cards.Catalogue {
	if t.s != nil {
		return t.s.Catalogue()
	}
	return t.v.Catalogue()
}

func (t table) ToMove() int {
	if t.s != nil {
		return t.s.ToMove()
	}
	return t.v.ToMove()
}

func (t table) Decision() expedition.Decision {
	if t.s != nil {
		return t.s.Decision()
	}
	return t.v.Decision()
}

func (t table) Legal(dst []expedition.Action) []expedition.Action {
	if t.s != nil {
		return t.s.Legal(dst)
	}
	return t.v.Legal(dst)
}

// ToMove returns the player who decides next, or -1 when the game is
// over.
func (s *State) ToMove() int { return s.k.toMove(table{s: &s.g}) }

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
func (s *State) Legal(dst []Action) []Action { return s.k.legal(dst, table{s: &s.g}) }

func (k *core) legal(dst []Action, t table) []Action {
	p := k.toMove(t)
	if p < 0 {
		return dst
	}
	if f := k.waiting(); f != nil {
		return k.appendDecision(dst, f, t, p)
	}
	var buf [128]expedition.Action // most lists fit; a longer one grows on the heap
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
		for set := downSet(t); set != 0; set &= set - 1 {
			dst = append(dst, Action{Kind: ActFlipDown, Player: pp, Card: -1, Index: int8(bits.TrailingZeros16(set))})
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
			if ph != 0 && (i == 0 || ph != phases[0]) && !k.phaseStopped(ph) {
				dst = append(dst, Action{Kind: ActDummyPhase, Player: pp, Card: -1, Index: int8(ph)})
			}
		}
	}
	return dst
}

// appendAnytime appends the anytime abilities player p may use now: in
// their own turn of phases I-III, as selling is offered (Ruling E5).
func (k *core) appendAnytime(dst []Action, t table, p int) []Action {
	if k.nAside == 0 || t.Decision() != expedition.DecisionTurn {
		return dst
	}
	deck := k.deck0()
	for _, id := range k.aside[:k.nAside] {
		if c := &deck.Cards[id]; c.Anytime.VP > 0 && t.VPBank() >= int(c.Anytime.VP) {
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

// downChoices returns, as a bit set, the face-up tiles that may be
// flipped face down: the first face-up tile of each reward (tiles that give
// the same are one choice).
func downSet(t table) uint16 {
	var tiles [expedition.NumOceanTiles]expedition.OceanTile
	for i := range tiles {
		tiles[i] = t.OceanTile(i)
	}
	var set uint16
	for i := range tiles {
		if !tiles[i].Up {
			continue
		}
		first := true
		for j := 0; j < i && first; j++ {
			first = !(tiles[j].Up && tiles[j].Reward == tiles[i].Reward)
		}
		if first {
			set |= 1 << i
		}
	}
	return set
}

// downChoices returns the first tile that may be flipped face down and
// how many choices there are.
func (k *core) downChoices(t table) (first, n int) {
	set := downSet(t)
	if set == 0 {
		return -1, 0
	}
	return bits.TrailingZeros16(set), bits.OnesCount16(set)
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
		case OpRemoveGreen:
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
