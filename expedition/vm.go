package expedition

import (
	"github.com/aresim/aresim/expedition/cards"
)

// Hook numbers of the Go-coded effects (cards.Hooks).
const (
	hookMarsUniversity = iota + 1
	hookBrainstorming
)

func hookID(name string) int16 {
	switch name {
	case "mars-university":
		return hookMarsUniversity
	case "brainstorming":
		return hookBrainstorming
	}
	return 0
}

// push adds a frame on top of the stack. The stack is sized so that valid
// card data never fills it (triggered effects cannot trigger further
// effects, cards.checkConsistency); a full stack drops the frame and is
// reported by Check.
func (s *State) push(f frame) {
	if int(s.nFrames) >= maxFrames {
		s.framesDropped++
		return
	}
	s.frames[s.nFrames] = f
	s.nFrames++
}

func (s *State) pop() { s.nFrames-- }

// top returns the frame on top of the stack, or nil.
func (s *State) top() *frame {
	if s.nFrames == 0 {
		return nil
	}
	return &s.frames[s.nFrames-1]
}

// program returns the program a frame runs.
func (s *State) program(f *frame) cards.Program {
	switch f.kind {
	case fkEffect:
		return s.card(int(f.src)).Effect
	case fkSetup:
		return s.cat().Corporation(int(f.src) - cards.MaxProjectCards).Setup
	case fkTrigger:
		return s.triggersOf(f.src)[f.idx].Body
	case fkAction:
		return s.actionsOf(f.src)[f.idx].Run
	case fkUpgradeReveal:
		return upgradeRevealProgram
	}
	return nil
}

func (s *State) triggersOf(src source) []cards.Trigger {
	if int(src) < cards.MaxProjectCards {
		return s.card(int(src)).Triggers
	}
	return s.cat().Corporation(int(src) - cards.MaxProjectCards).Triggers
}

func (s *State) actionsOf(src source) []cards.Option {
	if int(src) < cards.MaxProjectCards {
		return s.card(int(src)).Actions
	}
	corp := s.cat().Corporation(int(src) - cards.MaxProjectCards)
	if s.nPlayers == 1 && len(corp.SoloActions) > 0 {
		return corp.SoloActions
	}
	return corp.Actions
}

// holdsOf returns the kind of resource a source holds: none for a source
// outside the catalogue (an action's card that names no card).
func (s *State) holdsOf(src source) cards.Holding {
	cat := s.cat()
	if int(src) < cards.MaxProjectCards {
		if int(src) >= len(cat.Cards) {
			return cards.HoldNone
		}
		return cat.Card(int(src)).Holds
	}
	if c := int(src) - cards.MaxProjectCards; c < len(cat.Corporations) {
		return cat.Corporation(c).Holds
	}
	return cards.HoldNone
}

// runFrames runs the frames on the stack until one waits for a decision
// (false) or none is left (true).
func (s *State) runFrames() bool {
	for s.nFrames > 0 {
		f := &s.frames[s.nFrames-1]
		if f.wait != decNone {
			return false
		}
		switch f.kind {
		case fkResearch:
			s.discardRevealed(int(f.player))
			s.pop()
			continue
		case fkDiscardDown, fkReproduce, fkGiveBack, fkPayDiscard:
			s.pop()
			continue
		case fkOcean:
			if f.aux == 0 && !s.runOcean(f) {
				return false
			}
			s.pop()
			continue
		}
		prog := s.program(f)
		if int(f.pc) >= len(prog) {
			s.pop()
			continue
		}
		s.step(f, prog)
	}
	return true
}

// amount returns the N of an op, or the frame's X.
func amount(op *cards.Op, f *frame) int {
	if op.X {
		return int(f.x)
	}
	return int(op.N)
}

// step runs the instruction at the frame's pc. It either moves pc on
// (possibly pushing frames above this one) or sets the frame waiting.
func (s *State) step(f *frame, prog cards.Program) {
	op := &prog[f.pc]
	p := int(f.player)
	pl := &s.players[p]
	switch op.Code.Runs() { // an extension's instruction runs as one of the language's
	case cards.OpGain:
		f.pc++
		s.gain(p, op.Res, amount(op, f))
	case cards.OpLose:
		f.pc++
		s.spend(p, op.Res, amount(op, f))
	case cards.OpProduction:
		f.pc++
		pl.prod[op.Res] += op.N
		if pl.prod[op.Res] < 0 {
			pl.prod[op.Res] = 0
		}
	case cards.OpSteel:
		f.pc++
		pl.steel += op.N
	case cards.OpTitanium:
		f.pc++
		pl.titanium += op.N
	case cards.OpRaise:
		f.pc++
		s.raise(p, op.Param, int(op.N))
	case cards.OpLower:
		f.pc++
		s.Lower(op.Param, int(op.N))
	case cards.OpTR:
		f.pc++
		s.cardTR(p, int(op.N))
	case cards.OpForest:
		f.pc++
		s.gainForests(p, int(op.N))
	case cards.OpAddRes, cards.OpRemoveRes:
		s.stepResources(f, op)
	case cards.OpDiscard:
		n := amount(op, f)
		if n > int(pl.nHand) {
			n = int(pl.nHand)
		}
		if n <= 0 {
			f.pc++
			return
		}
		f.count = int16(n)
		f.wait = decDiscard
	case cards.OpReveal:
		s.reveal(p, int(op.N))
		matching := s.countRevealed(p, op.Filter)
		if matching <= int(op.M) {
			s.keepAllRevealed(p, op.Filter)
			s.discardRevealed(p)
			f.pc++
			return
		}
		f.count = op.M
		f.wait = decKeep
	case cards.OpRevealUntil:
		f.pc++
		for {
			if s.reveal(p, 1) == 0 {
				break
			}
			if s.countRevealed(p, op.Filter) > 0 {
				s.keepAllRevealed(p, op.Filter)
				break
			}
		}
		s.discardRevealed(p)
	case cards.OpExtraPlay:
		f.pc++
		pl.extraPlays++
	case cards.OpPlayFree:
		if s.anyPlayFree(p, op.Filter) {
			f.wait = decPlayFree
			return
		}
		f.pc++
	case cards.OpDiscountNext:
		f.pc++
		pl.nextDiscount += op.N
	case cards.OpShiftNext:
		f.pc++
		pl.shiftNext |= uint8(op.N)
	case cards.OpHook:
		s.stepHook(f, op)
	case cards.OpSignal:
		f.pc++
		s.emit(Event{Kind: EvSignal, Player: int8(p), Card: int16(f.src), N: int16(op.Code)})
	case cards.OpGainOther:
		switch s.nPlayers {
		case 1:
			f.pc++
		case 2:
			f.pc++
			s.gain(1-p, op.Res, int(op.N))
		default:
			f.wait = decOther
		}
	case cards.OpTrade:
		if s.nPlayers == 1 || pl.nHand == 0 {
			f.pc++
			return
		}
		f.wait = decGive
	case cards.OpUpgradePhase:
		s.stepUpgrade(f)
	case cards.OpMay:
		// Ruling E5: a payment the player could make by selling cards is
		// asked too.
		if s.feasible(f, prog, int(f.pc)+1, int(op.Jump), s.saleMC(f)) {
			f.wait = decMay
			return
		}
		f.pc = uint8(op.Jump)
	case cards.OpChoose:
		only, n, now := -1, 0, false
		for i, h := 0, int(f.pc)+1; i < int(op.N); i, h = i+1, int(prog[h].Jump) {
			if s.feasible(f, prog, h+1, int(prog[h].Jump)-1, s.saleMC(f)) {
				only = h
				n++
				now = s.feasible(f, prog, h+1, int(prog[h].Jump)-1, 0)
			}
		}
		switch {
		case n == 0:
			f.pc = uint8(s.chooseEnd(prog, int(f.pc)))
		case n == 1 && now:
			f.pc = uint8(only + 1)
		default:
			// Several alternatives, or one the player can pay only by selling
			// (Ruling E5): the player decides.
			f.wait = decChoose
		}
	case cards.OpAlt:
		// Reached only by falling into an alternative's header; skip it.
		f.pc++
	case cards.OpGoto:
		f.pc = uint8(op.Jump)
	case cards.OpForEach:
		n := s.count(p, f.src, op.Count)
		for i := 0; i < n; i++ {
			for j := int(f.pc) + 1; j < int(op.Jump); j++ {
				s.simple(p, &prog[j])
			}
		}
		f.pc = uint8(op.Jump)
	case cards.OpIf:
		if s.cond(p, op.Cond) {
			f.pc++
		} else {
			f.pc = uint8(op.Jump)
		}
	default:
		f.pc++
	}
}

// simple runs an op of a "for each" body (gain, production, steel,
// titanium, tr).
func (s *State) simple(p int, op *cards.Op) {
	pl := &s.players[p]
	switch op.Code {
	case cards.OpGain:
		s.gain(p, op.Res, int(op.N))
	case cards.OpProduction:
		pl.prod[op.Res] += op.N
	case cards.OpSteel:
		pl.steel += op.N
	case cards.OpTitanium:
		pl.titanium += op.N
	case cards.OpTR:
		s.cardTR(p, int(op.N))
	}
}

// chooseEnd returns the index after a choose block starting at at.
func (s *State) chooseEnd(prog cards.Program, at int) int {
	h := at + 1
	for i := 0; i < int(prog[at].N); i++ {
		h = int(prog[h].Jump)
	}
	return h
}

// altStart returns the index of the header of alternative i of the choose
// block at at, or -1.
func altStart(prog cards.Program, at, i int) int {
	if i < 0 || i >= int(prog[at].N) {
		return -1
	}
	h := at + 1
	for ; i > 0; i-- {
		h = int(prog[h].Jump)
	}
	return h
}

// feasible reports whether the ops from..to of a block can all do
// something: resources to lose or remove are there (MC counting sales more
// MC from selling cards), and a card exists to receive resources.
func (s *State) feasible(f *frame, prog cards.Program, from, to, sales int) bool {
	p := int(f.player)
	pl := &s.players[p]
	for i := from; i < to && i < len(prog); i++ {
		op := &prog[i]
		switch op.Code {
		case cards.OpLose:
			have := s.resource(p, op.Res)
			if op.Res == cards.MC {
				have += sales
			}
			if have < amount(op, f) {
				return false
			}
		case cards.OpRemoveRes:
			if op.Target == cards.OnThis {
				if int(s.res[f.src]) < int(op.N) {
					return false
				}
			} else if s.firstTarget(p, f.src, op, 0) < 0 {
				return false
			}
		case cards.OpAddRes:
			if op.Target != cards.OnThis && s.firstTarget(p, f.src, op, 0) < 0 {
				return false
			}
		case cards.OpTR:
			if op.N < 0 && int(pl.tr) < -int(op.N) {
				return false
			}
		case cards.OpMay, cards.OpChoose, cards.OpForEach, cards.OpIf:
			return true // nested blocks are judged when they run
		}
	}
	return true
}

// resource returns how much of r player p has (cards = hand size).
func (s *State) resource(p int, r cards.Resource) int {
	pl := &s.players[p]
	switch r {
	case cards.MC:
		return int(pl.mc)
	case cards.Heat:
		return int(pl.heat)
	case cards.Plants:
		return int(pl.plants)
	}
	return int(pl.nHand)
}

// gain gives player p n of r (cards are drawn).
func (s *State) gain(p int, r cards.Resource, n int) {
	pl := &s.players[p]
	switch r {
	case cards.MC:
		pl.mc += int32(n)
	case cards.Heat:
		pl.heat += int32(n)
	case cards.Plants:
		pl.plants += int32(n)
	case cards.Cards:
		s.draw(p, n)
	}
}

// spend takes n of r from player p (never below zero) and reports it.
func (s *State) spend(p int, r cards.Resource, n int) {
	if n <= 0 {
		return
	}
	pl := &s.players[p]
	var have *int32
	switch r {
	case cards.MC:
		have = &pl.mc
	case cards.Heat:
		have = &pl.heat
	case cards.Plants:
		have = &pl.plants
	default:
		return
	}
	if int(*have) < n {
		n = int(*have)
	}
	*have -= int32(n)
	s.emit(Event{Kind: EvResourcesSpent, Player: int8(p), Card: -1, Res: r, N: int16(n)})
}

// targetOK reports whether src can be the target of an add/remove op run
// by a frame whose own source is self.
func (s *State) targetOK(p int, self, src source, op *cards.Op) bool {
	h := s.holdsOf(src)
	if h == cards.HoldNone || !s.owns(p, src) {
		return false
	}
	switch op.Target {
	case cards.OnOther:
		if src == self {
			return false
		}
	case cards.OnHolding:
		if s.res[src] == 0 {
			return false
		}
	}
	if op.Hold != cards.HoldAny && op.Hold != h {
		return false
	}
	if op.Code == cards.OpRemoveRes && int(s.res[src]) < int(op.N) {
		return false
	}
	return true
}

// owns reports whether player p has source src in play.
func (s *State) owns(p int, src source) bool {
	if int(src) < cards.MaxProjectCards {
		return s.players[p].tableau.has(int(src))
	}
	return int(s.players[p].corp) == int(src)-cards.MaxProjectCards
}

// firstTarget returns the first valid target source at or after from, or
// -1. Targets are the player's cards in play, then their corporation.
func (s *State) firstTarget(p int, self source, op *cards.Op, from int) int {
	pl := &s.players[p]
	for id := pl.tableau.next(from); id >= 0; id = pl.tableau.next(id + 1) {
		if s.card(id).Holds != cards.HoldNone && s.targetOK(p, self, source(id), op) {
			return id
		}
	}
	if pl.corp >= 0 {
		c := int(corpSource(int(pl.corp)))
		if c >= from && s.targetOK(p, self, source(c), op) {
			return c
		}
	}
	return -1
}

// stepResources runs an add or remove op.
func (s *State) stepResources(f *frame, op *cards.Op) {
	p := int(f.player)
	if op.Target == cards.OnThis {
		f.pc++
		s.moveResources(f.src, op)
		return
	}
	first := s.firstTarget(p, f.src, op, 0)
	if first < 0 {
		f.pc++
		return
	}
	if s.firstTarget(p, f.src, op, first+1) < 0 {
		f.pc++
		s.moveResources(source(first), op)
		return
	}
	f.wait = decTarget
}

func (s *State) moveResources(src source, op *cards.Op) {
	if op.Code == cards.OpAddRes {
		s.addRes(src, int(op.N))
		return
	}
	s.addRes(src, -min(int(s.res[src]), int(op.N)))
}

// addRes adds n (or, negative, removes -n) resources on src, keeping its
// owner's count of resources on cards.
func (s *State) addRes(src source, n int) {
	s.res[src] = uint16(int(s.res[src]) + n)
	if p := s.ownerOf(src); p >= 0 {
		s.players[p].resources = uint16(int(s.players[p].resources) + n)
	}
}

// addTag adds d (1 or -1) to the tags t of player pl, keeping the count of
// the kinds of tag in play.
func (s *State) addTag(pl *player, t cards.Tag, d int) {
	was := pl.tags[t]
	pl.tags[t] = uint8(int(was) + d)
	if t != cards.TagWild && (was == 0) != (pl.tags[t] == 0) {
		if was == 0 {
			pl.nTagKinds++
		} else {
			pl.nTagKinds--
		}
	}
}

// countRevealed counts player p's revealed cards that match f.
func (s *State) countRevealed(p int, f cards.Filter) int {
	pl := &s.players[p]
	n := 0
	for id := pl.revealed.next(0); id >= 0; id = pl.revealed.next(id + 1) {
		if f.Match(s.card(id)) {
			n++
		}
	}
	return n
}

// keepAllRevealed moves player p's revealed cards that match f to hand.
func (s *State) keepAllRevealed(p int, f cards.Filter) {
	pl := &s.players[p]
	for id := pl.revealed.next(0); id >= 0; id = pl.revealed.next(id + 1) {
		if f.Match(s.card(id)) {
			s.fromRevealed(p, id)
			s.toHand(p, id)
		}
	}
}

// count evaluates a countable for player p (resources: on src).
func (s *State) count(p int, src source, c cards.Countable) int {
	pl := &s.players[p]
	n := 0
	switch c.Kind {
	case cards.CountTag:
		n = int(pl.tags[c.Tag])
	case cards.CountColor:
		n = int(pl.colors[c.Col])
	case cards.CountCards:
		n = int(pl.nTableau)
	case cards.CountForests:
		n = int(pl.forests)
	case cards.CountResources:
		n = int(s.res[src])
	case cards.CountSteel:
		n = int(pl.steel)
	case cards.CountTitanium:
		n = int(pl.titanium)
	case cards.CountProduction:
		n = int(pl.prod[c.Res])
	case cards.CountTR:
		n = int(pl.tr)
	case cards.CountDistinctTags:
		n = s.distinctTags(p)
	case cards.CountAllResources:
		n = s.allResources(p)
	case cards.CountUpgraded:
		n = s.upgradedPhases(p)
	case cards.CountMilestones:
		n = s.milestonesOf(p)
	}
	if c.Per > 1 {
		n /= int(c.Per)
	}
	return n
}

// countEach sets out[p] to countable c for every player p (as count, with
// resources on no source), reading the field of each kind in one loop.
func (s *State) countEach(c cards.Countable, out *[MaxPlayers]int) {
	ps := s.players[:s.nPlayers]
	switch c.Kind {
	case cards.CountTag:
		for p := range ps {
			out[p] = int(ps[p].tags[c.Tag])
		}
	case cards.CountColor:
		for p := range ps {
			out[p] = int(ps[p].colors[c.Col])
		}
	case cards.CountCards:
		for p := range ps {
			out[p] = int(ps[p].nTableau)
		}
	case cards.CountForests:
		for p := range ps {
			out[p] = int(ps[p].forests)
		}
	case cards.CountSteel:
		for p := range ps {
			out[p] = int(ps[p].steel)
		}
	case cards.CountTitanium:
		for p := range ps {
			out[p] = int(ps[p].titanium)
		}
	case cards.CountProduction:
		for p := range ps {
			out[p] = int(ps[p].prod[c.Res])
		}
	case cards.CountTR:
		for p := range ps {
			out[p] = int(ps[p].tr)
		}
	case cards.CountDistinctTags:
		for p := range ps {
			out[p] = int(ps[p].nTagKinds)
		}
	case cards.CountAllResources:
		for p := range ps {
			out[p] = int(ps[p].resources)
		}
	case cards.CountUpgraded:
		for p := range ps {
			out[p] = int(ps[p].nUpgraded)
		}
	default:
		for p := range ps {
			out[p] = s.count(p, 0, c)
		}
		return
	}
	if c.Per > 1 {
		for p := range ps {
			out[p] /= int(c.Per)
		}
	}
}

// cond evaluates a condition for player p.
func (s *State) cond(p int, c cards.Cond) bool {
	pl := &s.players[p]
	switch c.Kind {
	case cards.CondChoseAction:
		return pl.chosen == PhaseAction
	case cards.CondTags:
		return int(pl.tags[c.Tag]) >= int(c.N)
	case cards.CondColor:
		return int(pl.colors[c.Col]) >= int(c.N)
	case cards.CondChoseUpgraded:
		return pl.chosen != 0 && pl.phaseCard[pl.chosen] != PhaseBase
	case cards.CondCount:
		return s.count(p, 0, c.Count) >= int(c.N)
	case cards.CondParam:
		return zoneOf(c.Param, s.params[c.Param]) >= c.Zone
	case cards.CondParamAtPhaseStart:
		return zoneOf(c.Param, s.phaseStart[c.Param]) >= c.Zone
	}
	return true
}
