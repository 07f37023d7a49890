package crisis

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// The detriment tokens (Ruling C2): the ocean token lowers temperature or
// oxygen, the players' choice, at once.
var oceanToken = [cards.NumZones]cards.Program{
	cards.RedZone: mustCrisisEffect("choose { lower temperature 2 | lower oxygen 2 }"),
	cards.Yellow:  mustCrisisEffect("choose { lower temperature 1 | lower oxygen 1 }"),
}

func mustCrisisEffect(text string) cards.Program {
	p, err := ParseEffect(text)
	if err != nil {
		panic(err) // the package's own text; its tests load it
	}
	return p
}

// run moves the Crisis part on until somebody must decide or the game is
// over: the frames first, then the Crisis step whenever the game is held
// at the start of a round.
func (s *State) run() {
	k := &s.k
	for k.outcome == Playing {
		if f := k.top(); f != nil {
			if f.wait != wNone {
				return
			}
			if s.stepFrame(f) {
				k.pop()
			}
			continue
		}
		if s.g.Stage() != expedition.StageRoundStart {
			s.syncOffers()
			return
		}
		s.crisisStep()
	}
	k.nFrames = 0
}

// decider returns who decides for frame f: its player, or for the
// players as a whole the round's first player (Ruling C11).
func (s *State) decider(f *frame) int {
	if f.player >= 0 {
		return int(f.player)
	}
	return s.g.FirstPlayer()
}

// program returns the program a fkProgram frame runs.
func (k *core) program(f *frame) cards.Program {
	switch f.prog {
	case progImmediate:
		return k.crisis(int(f.card)).Immediate
	case progPersistent:
		return k.crisis(int(f.card)).Persistent
	case progAnytime:
		return k.crisis(int(f.card)).Anytime.Body
	case progOceanToken:
		return oceanToken[f.card]
	}
	return nil
}

// cause returns the Crisis card behind a frame, or -1 (a token).
func cause(f *frame) int {
	if f.kind == fkDummy || f.prog == progOceanToken || f.card == noCard {
		return -1
	}
	return int(f.card)
}

// stepFrame runs one step of frame f; it reports whether f is done.
func (s *State) stepFrame(f *frame) bool {
	k := &s.k
	switch f.kind {
	case fkProgram:
		return s.stepProgram(f)
	case fkFlipDown:
		if f.count <= 0 {
			return true
		}
		first, n := k.downChoices(table{s: &s.g})
		switch n {
		case 0:
			s.lose(LossLower, cards.Oceans, cause(f))
			return true
		case 1:
			s.flipDown(first, cause(f))
			f.count--
		default:
			f.wait = wFlipDown
		}
		return false
	case fkCounter:
		if f.count <= 0 {
			return true
		}
		first, n := k.counterChoices()
		switch n {
		case 0:
			return true
		case 1:
			s.removeCounter(first, int(f.player), true)
			return true
		}
		f.wait = wCounter
		return false
	case fkSpendVP:
		if f.count <= 0 || s.g.VPBank() < 2 {
			return true
		}
		if _, n := k.counterChoices(); n == 0 {
			return true
		}
		f.wait = wSpendVP
		return false
	case fkDummy:
		if f.count <= 0 {
			return true
		}
		f.wait = wDummy
		return false
	}
	return true
}

// stepProgram runs the next instruction of a Crisis program.
func (s *State) stepProgram(f *frame) bool {
	k := &s.k
	prog := k.program(f)
	if f.seat >= 0 && int(f.pc) == int(prog[f.eachAt].Jump) {
		f.seat++
		if int(f.seat) < int(k.nPlayers) {
			f.player = int8(s.seatPlayer(int(f.seat)))
			f.pc = f.eachAt + 1
		} else {
			f.seat, f.player = -1, f.base
		}
		return false
	}
	if int(f.pc) >= len(prog) {
		return true
	}
	op := &prog[f.pc]
	p := s.decider(f)
	switch op.Code {
	case cards.OpGain:
		f.pc++
		s.g.Gain(p, op.Res, int(op.N))
	case cards.OpLose:
		f.pc++
		s.g.Lose(p, op.Res, int(op.N))
	case cards.OpTR:
		f.pc++
		s.g.ChangeTR(p, int(op.N))
	case cards.OpDiscard:
		switch hand := k.handSize(table{s: &s.g}, p); {
		case hand <= int(op.N):
			f.pc++
			var buf [64]int
			for _, id := range s.g.HandOf(p, buf[:0]) {
				s.g.DiscardFromHand(p, id)
			}
		default:
			f.count, f.wait = int8(op.N), wDiscard
		}
	case cards.OpLower:
		f.pc++
		s.lowerBy(op.Param, int(op.N), cause(f))
	case cards.OpChoose:
		alt, n := k.feasibleAlts(table{s: &s.g}, prog, int(f.pc), p)
		switch {
		case n == 0:
			// Nothing can happen in full: a decrease must still be tried (and
			// loses the game); what a player lacks cannot be given.
			f.pc = uint8(altStart(prog, int(f.pc), lowering(prog, int(f.pc))) + 1)
		case n == 1:
			f.pc = uint8(altStart(prog, int(f.pc), alt) + 1)
		default:
			f.wait = wChoose
		}
	case cards.OpAlt:
		f.pc++
	case cards.OpGoto:
		f.pc = uint8(op.Jump)
	case OpEach:
		f.seat, f.eachAt = 0, f.pc
		f.player = int8(s.seatPlayer(0))
		f.pc++
	case OpBlockPhase:
		f.pc++
		s.blockRandomPhase(p)
	case OpRemoveGreen:
		first, n := k.greenChoices(table{s: &s.g}, p, op.N == 1)
		switch n {
		case 0:
			f.pc++
		case 1:
			f.pc++
			s.g.RemoveGreen(p, first)
		default:
			f.wait = wRemoveGreen
		}
	case OpDummyLimit:
		f.pc++
		k.dummyLimit = int8(op.N)
	case OpAllRed:
		f.pc++
		s.allRed()
	case OpLowerMetrics:
		f.wait = wLowerMetrics
	case OpLowerByZone:
		s.lowerByZone(f, prog)
	case OpGive:
		if k.nPlayers == 1 || k.handSize(table{s: &s.g}, p) == 0 {
			f.pc++
			return false
		}
		f.wait = wGive
	default:
		f.pc++ // set-aside and discard-this are where the card goes (drawCrisis)
	}
	return false
}

// seatPlayer returns the player in seat i from the round's first player.
func (s *State) seatPlayer(i int) int { return (s.g.FirstPlayer() + i) % int(s.k.nPlayers) }

// lowerBy lowers a parameter n steps for a Crisis effect: temperature and
// oxygen at once, oceans one tile at a time, each tile the deciding
// player's choice.
func (s *State) lowerBy(par cards.Param, n, card int) {
	if par == cards.Oceans {
		c := uint8(noCard)
		if card >= 0 {
			c = uint8(card)
		}
		s.k.push(frame{kind: fkFlipDown, player: -1, count: int8(n), card: c})
		return
	}
	s.lowerTrack(par, n, card)
}

// lowerTrack lowers temperature or oxygen n steps; a step below the start
// of the track cannot happen and loses the game (rulebook, End of the
// Game 3).
func (s *State) lowerTrack(par cards.Param, n, card int) {
	for i := 0; i < n && s.k.outcome == Playing; i++ {
		if s.g.Lower(par, 1) == 0 {
			s.lose(LossLower, par, card)
			return
		}
		s.k.emit(Event{Kind: EvLowered, Player: -1, Card: int16(card), Param: par, N: 1})
	}
}

// flipDown turns ocean tile i face down.
func (s *State) flipDown(i, card int) {
	s.g.FlipOceanDown(i)
	s.k.emit(Event{Kind: EvFlippedDown, Player: -1, Card: int16(card), Param: cards.Oceans, N: int16(i)})
}

// lowerByZone lowers every parameter by the amount its current zone has
// in the run of lower-by-zone steps at f.pc (zones are read first).
func (s *State) lowerByZone(f *frame, prog cards.Program) {
	var by [3]int
	for par := cards.Temperature; par <= cards.Oceans; par++ {
		z := s.g.Zone(par)
		for j := int(f.pc); j < len(prog) && prog[j].Code == OpLowerByZone; j++ {
			if prog[j].Zone == z {
				by[par] = int(prog[j].N)
			}
		}
	}
	for int(f.pc) < len(prog) && prog[f.pc].Code == OpLowerByZone {
		f.pc++
	}
	for par := cards.Temperature; par <= cards.Oceans; par++ {
		if by[par] > 0 {
			s.lowerBy(par, by[par], cause(f))
		}
	}
}

// blockRandomPhase reveals a random phase card of player p's hand (the
// four other than the one played last round): p may not choose it this
// round.
func (s *State) blockRandomPhase(p int) {
	prev := s.g.Info(p).Previous
	var hand [expedition.NumPhases]int
	n := 0
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		if ph != prev {
			hand[n] = ph
			n++
		}
	}
	ph := hand[s.k.rng.Intn(n)]
	s.k.mods.PlayerForbidden[p] |= 1 << ph
	s.k.emit(Event{Kind: EvBlocked, Player: int8(p), Card: -1, N: int16(ph)})
}

// allRed sets aside this round's detriment tokens and puts all three red
// ones in play; the red ocean token resolves at once.
func (s *State) allRed() {
	k := &s.k
	k.tokens = [3]cards.Zone{cards.RedZone, cards.RedZone, cards.RedZone}
	k.mods.CardCost = detrimentCost[cards.RedZone]
	k.mods.NoBonus &^= 1 << expedition.PhaseDevelopment
	k.mods.Forbidden |= 1 << expedition.PhaseDevelopment
	for par := cards.Temperature; par <= cards.Oceans; par++ {
		k.emit(Event{Kind: EvToken, Player: -1, Card: -1, Param: par, Zone: cards.RedZone})
	}
	k.push(frame{kind: fkProgram, prog: progOceanToken, card: uint8(cards.RedZone), player: -1})
}

// lose ends the game lost.
func (s *State) lose(r LossReason, par cards.Param, card int) {
	k := &s.k
	if k.outcome != Playing {
		return
	}
	k.outcome, k.lossReason, k.lossParam, k.lossCard = Lost, r, par, int16(card)
	k.nFrames = 0
	k.emit(Event{Kind: EvLost, Player: -1, Card: int16(card), Param: par, N: int16(r)})
	s.g.Finish()
}

// win ends the game won.
func (s *State) win() {
	k := &s.k
	k.outcome = Won
	k.nFrames = 0
	k.emit(Event{Kind: EvWon, Player: -1, Card: -1})
	s.g.Finish()
}

// lowering returns the first alternative of the choose block at at that
// lowers a metric, or 0.
func lowering(prog cards.Program, at int) int {
	for i := 0; i < int(prog[at].N); i++ {
		h := altStart(prog, at, i)
		for j := h + 1; j < int(prog[h].Jump); j++ {
			if prog[j].Code == cards.OpLower {
				return i
			}
		}
	}
	return 0
}

// altStart returns the index of the header of alternative i of the
// choose block at at.
func altStart(prog cards.Program, at, i int) int {
	h := at + 1
	for ; i > 0; i-- {
		h = int(prog[h].Jump)
	}
	return h
}
