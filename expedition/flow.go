package expedition

import "github.com/aresim/aresim/expedition/cards"

// advance moves the game on until a player must decide, a mode must act
// (HoldRoundStart) or the game is over.
func (s *State) advance() {
	n := s.nPlayers
	for s.stage != StageOver {
		if s.nFrames > 0 {
			if !s.runFrames() {
				return
			}
			continue
		}
		switch s.stage {
		case StageDraft:
			if s.seat < n {
				return
			}
			s.seat = 0
			if !s.passPacks() {
				s.stage = StageCorp
				if s.opts&optRedraw != 0 {
					s.stage = StageRedraw // Rulings D5, E10: the redraw follows the draft
				}
			}
		case StageRedraw:
			if s.seat < n {
				return
			}
			s.stage, s.seat = StageCorp, 0
		case StageCorp:
			if s.seat < n {
				return
			}
			// Corporations take effect in seat order once all have chosen.
			for p := int(n) - 1; p >= 0; p-- {
				s.applyCorporation(p)
			}
			s.round = 1
			s.stage = StageRoundStart
		case StageRoundStart:
			if s.opts&optHoldRoundStart != 0 {
				return
			}
			s.beginPlanning()
		case StagePlanning:
			if s.seat < n {
				return
			}
			if !s.revealed {
				// The choices are revealed; their triggers run first.
				s.revealed = true
				s.revealChoices()
				continue
			}
			s.revealed = false
			s.chosen = s.mods.Extra
			for p := 0; p < int(n); p++ {
				s.chosen |= 1 << s.players[p].chosen
			}
			s.phase = 0
			s.nextPhase()
		case StagePhase:
			if s.inTurn {
				return
			}
			s.continuePhase()
		case StageEndRound:
			if s.seat < n {
				p := s.seatPlayer(int(s.seat))
				s.seat++
				if over := int(s.players[p].nHand) - HandLimit; over > 0 {
					s.push(frame{player: uint8(p), kind: fkDiscardDown, count: int16(over), wait: decDiscard})
				}
				continue
			}
			s.finishRound()
		}
	}
}

// ContinueRound lets a game held at the start of a round (Config.HoldRoundStart)
// go on to Planning. It does nothing at any other time. The events of the
// last Apply are kept: a mode continues the round as part of it.
func (s *State) ContinueRound() {
	if s.stage != StageRoundStart {
		return
	}
	s.beginPlanning()
	s.advance()
	s.checkMilestones()
}

// beginPlanning starts the Planning step; with the 2-player dummy hand its
// phase of the round is revealed first (Ruling D5).
func (s *State) beginPlanning() {
	s.stage, s.seat = StagePlanning, 0
	if s.opts&optDummy != 0 {
		s.revealDummy()
	}
}

// revealChoices fires the triggers of the phase cards revealed: an
// upgraded phase card chosen (Discovery).
func (s *State) revealChoices() {
	for i := int(s.nPlayers) - 1; i >= 0; i-- {
		p := s.seatPlayer(i)
		pl := &s.players[p]
		if pl.phaseCard[pl.chosen] != PhaseBase {
			s.fireSimple(p, cards.EvUpgradedRevealed)
		}
	}
}

// SetRoundMods sets the effects a mode puts on the current round; call it
// while the game is held at StageRoundStart.
func (s *State) SetRoundMods(m RoundMods) { s.mods = m }

// RoundMods returns the effects on the current round.
func (s *State) RoundMods() RoundMods { return s.mods }

// nextPhase starts the next chosen phase after the current one, or the
// end of the round (Ruling E2: phases nobody chose are skipped).
func (s *State) nextPhase() {
	s.closeMilestones() // Ruling D1: a claimed milestone closes with its phase
	for ph := s.phase + 1; ph <= NumPhases; ph++ {
		if s.chosen&(1<<ph) != 0 {
			s.startPhase(ph)
			return
		}
	}
	s.stage, s.seat, s.phase = StageEndRound, 0, 0
}

// bonus reports whether player p gets the bonus of the current phase
// (Ruling E2: every chooser does).
func (s *State) bonus(p int) bool {
	return s.players[p].chosen == s.phase && s.mods.NoBonus&(1<<s.phase) == 0
}

func (s *State) startPhase(ph uint8) {
	s.stage, s.phase, s.seat, s.inTurn, s.conv = StagePhase, ph, 0, false, 0
	s.phaseStart = s.params // Ruling E4: the allowances of the phase
	if ph == PhaseAction {
		// Ruling E9: every blue action may be used once in every Action
		// phase (and one again with the bonus); nothing carries over.
		s.actionUsed, s.actionRepeated = sourceSet{}, sourceSet{}
	}
	s.emit(Event{Kind: EvPhaseStarted, Player: -1, Card: -1, N: int16(ph)})
	for p := 0; p < int(s.nPlayers); p++ {
		pl := &s.players[p]
		pl.plays, pl.extraPlays, pl.bonusOpen, pl.bonusMC, pl.extraCap = 1, 0, false, false, 0
		pl.nextDiscount, pl.shiftNext, pl.repeats, pl.trRaised = 0, 0, 0, false
		pl.raised = [cards.NumParams]uint8{}
		if s.bonus(p) && ph != PhaseProduction && ph != PhaseResearch {
			s.startBonus(p, ph)
		}
	}
	if ph == PhaseProduction {
		for i := 0; i < int(s.nPlayers); i++ {
			s.produce(s.seatPlayer(i))
		}
		s.seat = s.nPlayers // no turns: the phase ends once its choices (if any) are made
	}
}

// continuePhase starts the next player's turn of the current phase, or
// ends the phase when everyone has had theirs.
func (s *State) continuePhase() {
	if s.seat >= s.nPlayers {
		if s.phase == PhaseAction && s.opts&optNoForced == 0 && s.convertOne() {
			return // its triggers run before the next conversion
		}
		s.endPhase()
		return
	}
	p := s.seatPlayer(int(s.seat))
	if s.phase == PhaseResearch {
		s.seat++
		s.startResearch(p)
		return
	}
	s.inTurn = true
}

// endTurn ends the current player's turn in a phase.
func (s *State) endTurn() {
	s.inTurn = false
	s.seat++
}

// endPhase finishes a phase: the end of the game if every parameter is
// maxed (Ruling E7), else the next phase.
func (s *State) endPhase() {
	s.checkMilestones()
	// Ruling E4: an allowance lasts until its phase ends; from the next
	// phase on, a maxed parameter cannot be raised.
	for p := range s.players {
		s.players[p].raised = [cards.NumParams]uint8{}
	}
	if s.allMaxed() && s.opts&optModeEnds == 0 {
		// Ruling E7: the phase in which the last parameter maxes is finished
		// by every player; the rest of the round is skipped.
		s.endGame(true)
		return
	}
	s.nextPhase()
}

// convertOne makes one forced conversion at the end of the Action phase:
// players in seat order turn 8 heat into a temperature step and plants into
// a forest as often as they can, each only while they have allowance left
// for the parameter it raises (Ruling E4). It reports false when nobody has
// one left to make.
func (s *State) convertOne() bool {
	for ; s.conv < s.nPlayers; s.conv++ {
		p := s.seatPlayer(int(s.conv))
		pl := &s.players[p]
		if s.canRaise(p, cards.Temperature) && pl.heat >= tempHeat {
			s.spend(p, cards.Heat, tempHeat)
			s.raise(p, cards.Temperature, 1)
			return true
		}
		if need := int32(s.forestCost(p)); s.canRaise(p, cards.Oxygen) && pl.plants >= need {
			s.spend(p, cards.Plants, int(need))
			s.gainForests(p, 1)
			return true
		}
	}
	return false
}

// forestCost returns the plants player p pays for a forest.
func (s *State) forestCost(p int) int {
	return max(forestPlants+int(s.players[p].forestPlants), 1)
}

// produce gives player p their production (Phase IV): MC equal to TR plus
// MC production, heat, plants and cards; the chooser gets 4 MC more.
func (s *State) produce(p int) {
	pl := &s.players[p]
	pl.mc += int32(pl.tr) + int32(pl.prod[cards.MC])
	pl.heat += int32(pl.prod[cards.Heat])
	pl.plants += int32(pl.prod[cards.Plants])
	s.draw(p, int(pl.prod[cards.Cards]))
	if s.bonus(p) {
		s.startBonus(p, PhaseProduction)
	}
}

// startResearch draws player p's research cards (Phase V): 2, keep 1; the
// chooser draws 3 more and keeps 1 more; cards in play add to both.
func (s *State) startResearch(p int) {
	pl := &s.players[p]
	draw, keep := 2+int(pl.researchDraw), 1+int(pl.researchKeep)
	if s.bonus(p) {
		d, k := s.researchBonus(p)
		draw, keep = draw+d, keep+k
	}
	got := s.reveal(p, draw)
	if got <= keep {
		s.keepAllRevealed(p, cards.AnyFilter)
		return
	}
	s.push(frame{player: uint8(p), kind: fkResearch, count: int16(keep), wait: decKeep})
}

// finishRound ends a round: phase cards return, the first player passes
// on, and the round cap (Ruling E8) may stop the game.
func (s *State) finishRound() {
	s.emit(Event{Kind: EvRoundEnded, Player: -1, Card: -1, N: int16(s.round)})
	for p := 0; p < int(s.nPlayers); p++ {
		pl := &s.players[p]
		pl.prev, pl.chosen = pl.chosen, 0
	}
	s.chosen = 0
	s.mods = RoundMods{}
	if s.round >= s.maxRounds {
		s.endGame(false)
		return
	}
	s.round++
	s.first = uint8((int(s.first) + 1) % int(s.nPlayers))
	s.stage, s.seat = StageRoundStart, 0
}

// endGame ends the game; finished is false when the round cap stopped it.
func (s *State) endGame(finished bool) {
	s.stage = StageOver
	s.unfinished = !finished
	s.inTurn = false
}
