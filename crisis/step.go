package crisis

import (
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
)

// detrimentCost is the MC the temperature token adds to every card, by
// zone (Ruling C2).
var detrimentCost = [cards.NumZones]int8{cards.RedZone: 3, cards.Yellow: 1}

// crisisStep does the next part of the Crisis step while the game is held
// at the start of a round: the End step of the round before (VP tokens,
// then the win), then check metrics, resolve persistent Crises, draw a
// Crisis card, draw from the dummy hand, and on to Planning.
func (s *State) crisisStep() {
	k := &s.k
	if round := s.g.Round(); int(k.roundDone) != round {
		k.roundDone = uint8(round)
		k.step = stepCheck
		if round > 1 {
			k.step = stepEnd
		}
	}
	switch k.step {
	case stepEnd:
		// Rulebook, End Step: at its end the players may spend two VP
		// tokens per counter removed, any number of times (Ruling C7).
		k.step = stepWin
		k.push(frame{kind: fkSpendVP, player: -1, count: 1, card: noCard})
	case stepWin:
		k.step = stepCheck
		if k.lastWon && s.terraformed() {
			s.win()
		}
	case stepCheck:
		s.checkMetrics()
		k.step, k.persistIdx = stepPersist, 0
	case stepPersist:
		if k.persistIdx >= k.nPlay {
			k.step = stepDraw
			return
		}
		id := k.play[k.persistIdx]
		k.persistIdx++
		if c := k.crisis(int(id)); !c.Persistent.Empty() {
			k.emit(Event{Kind: EvPersistent, Player: -1, Card: int16(id)})
			k.push(frame{kind: fkProgram, prog: progPersistent, card: id, player: -1})
		}
	case stepDraw:
		k.step = stepDummy
		s.drawCrisis()
	case stepDummy:
		k.step = stepPlay
		s.drawDummies()
	case stepPlay:
		s.setMods()
		s.g.ContinueRound()
	}
}

// terraformed reports whether every parameter is at its maximum.
func (s *State) terraformed() bool {
	for par := cards.Temperature; par <= cards.Oceans; par++ {
		if s.g.Param(par) < expedition.ParamMax(par) {
			return false
		}
	}
	return true
}

// checkMetrics is step a (Ruling C10): a metric in its purple zone loses
// the game; then the temperature and oxygen tokens by their zones, which
// last the round; then the ocean token, resolved at once.
func (s *State) checkMetrics() {
	k := &s.k
	k.mods = expedition.RoundMods{}
	k.tokens = [3]cards.Zone{cards.White, cards.White, cards.White}
	k.dummyLimit = -1
	k.emit(Event{Kind: EvStepStarted, Player: -1, Card: -1, N: int16(s.g.Round())})
	s.setMods()
	for par := cards.Temperature; par <= cards.Oceans; par++ {
		if s.g.Zone(par) == cards.Purple {
			s.lose(LossPurple, par, -1)
			return
		}
	}
	for par := cards.Temperature; par <= cards.Oceans; par++ {
		z := s.g.Zone(par)
		if z != cards.Yellow && z != cards.RedZone {
			continue
		}
		k.tokens[par] = z
		k.emit(Event{Kind: EvToken, Player: -1, Card: -1, Param: par, Zone: z})
		switch par {
		case cards.Temperature:
			k.mods.CardCost = detrimentCost[z]
		case cards.Oxygen:
			if z == cards.Yellow {
				k.mods.NoBonus |= 1 << expedition.PhaseDevelopment
			} else {
				k.mods.Forbidden |= 1 << expedition.PhaseDevelopment // and it does not resolve (Ruling C12)
			}
		case cards.Oceans:
			k.push(frame{kind: fkProgram, prog: progOceanToken, card: uint8(z), player: -1})
		}
	}
}

// phaseStopped reports whether phase ph does not resolve this round,
// whoever or whatever chose it: phase I while the oxygen token shows red
// (Ruling C12). Nobody may choose it (RoundMods.Forbidden), a solo player
// may not pick it on a dummy card, and a 2-player dummy card showing it
// resolves nothing.
func (k *core) phaseStopped(ph uint8) bool {
	return ph == expedition.PhaseDevelopment && k.tokens[cards.Oxygen] == cards.RedZone
}

// drawCrisis is step c: draw a Crisis card (an empty deck loses the
// game), put it into play with its counters (one more from expert on) and
// resolve its immediate effect; its persistent effect waits for the next
// round.
func (s *State) drawCrisis() {
	k := &s.k
	if k.deckLen == 0 {
		s.lose(LossDeck, 0, -1)
		return
	}
	k.deckLen--
	id := k.deck[k.deckLen]
	c := k.crisis(int(id))
	k.drawn++
	switch c.Leaves() {
	case LeaveStays:
		n := c.Counters
		if k.difficulty >= Expert {
			n++
		}
		k.counters[id] = n
		k.place[id] = placePlay
		k.play[k.nPlay] = id
		k.nPlay++
	case LeaveDiscard:
		k.place[id] = placeDiscard
	case LeaveSetAside:
		k.place[id] = placeAside
		if int(k.nAside) < len(k.aside) {
			k.aside[k.nAside] = id
			k.nAside++
		}
	}
	if c.Goal.Kind == GoalTerraformAll {
		k.lastWon = true
	}
	k.emit(Event{Kind: EvDrawn, Player: -1, Card: int16(id), N: int16(k.counters[id])})
	if !c.Immediate.Empty() {
		k.push(frame{kind: fkProgram, prog: progImmediate, card: id, player: -1})
	}
}

// drawDummies is step d (Ruling C6): solo, two two-phase cards, the player
// picking a phase on each, both resolved; two players, one card resolved
// as if chosen; three or four, one card whose phase nobody may choose. An
// exhausted dummy deck is reshuffled at the start of the next round. A
// phase stopped this round is neither picked nor resolved (Ruling C12).
func (s *State) drawDummies() {
	k := &s.k
	for _, c := range k.dummyNow[:k.nDummyNow] {
		k.dummyUsed |= 1 << c
	}
	k.nDummyNow = 0
	if k.dummyLen == 0 {
		k.shuffleDummy()
	}
	n := 1
	if k.nPlayers == 1 {
		n = 2
	}
	if k.dummyLimit >= 0 && int(k.dummyLimit) < n {
		n = int(k.dummyLimit)
	}
	for i := 0; i < n; i++ {
		c := k.drawDummy()
		if c < 0 {
			return
		}
		ph := k.dummyCards()[c][0]
		switch k.nPlayers {
		case 1:
			k.push(frame{kind: fkDummy, player: 0, card: uint8(c), count: 1})
			continue
		case 2:
			if k.phaseStopped(ph) {
				k.emit(Event{Kind: EvDummy, Player: -1, Card: -1, N: int16(ph)})
				k.emit(Event{Kind: EvStopped, Player: -1, Card: -1, N: int16(ph)})
				continue
			}
			k.mods.Extra |= 1 << ph
		default:
			k.mods.Forbidden |= 1 << ph
		}
		k.emit(Event{Kind: EvDummy, Player: -1, Card: -1, N: int16(ph)})
	}
}

// setMods gives the game this round's effects, and the bots the rounds the
// Crisis deck leaves (one card a round).
func (s *State) setMods() {
	s.k.mods.RoundsLeft = s.k.deckLen + 1
	s.g.SetRoundMods(s.k.mods)
}
