package ares

// Legal appends the legal actions of the player to move (ToMove) to dst and
// returns it. It does not allocate when dst has room (a few hundred
// actions at most). It appends nothing when the game is over. On a View it
// lists what the View shows (see View): the viewer's own decisions in
// full, and nothing for another player's card play or setup pick, which
// depend on that player's hidden hand or picks.
func (s *State) Legal(dst []Action) []Action {
	if s.masked && s.movesHidden() {
		return dst
	}
	switch s.phase {
	case phaseSetup:
		p := s.ToMove()
		left := s.pickable(p)
		for d := range s.Faction(p).Cards {
			if left[d] > 0 {
				dst = extend(dst)
				dst[len(dst)-1] = Action{Kind: ActPick, Card: uint8(d)}
			}
		}
	case phaseTurn:
		dst = s.turnActions(dst)
	case phaseConstruct:
		dst = s.constructionActions(dst, int(s.cons))
	case phaseDefend:
		dst = append(dst, Action{Kind: ActDefend, Arg: 0}, Action{Kind: ActDefend, Arg: 1})
	case phaseRaidPick:
		dst = s.raidPickActions(dst)
	case phaseReward:
		dst = s.rewardActions(dst)
	case phaseSpend:
		for k := 0; k <= s.spendLimit(int(s.cons)); k++ {
			dst = extend(dst)
			dst[len(dst)-1] = Action{Kind: ActSpend, Arg: uint8(k)}
		}
	case phaseBattle:
		switch s.battle.step {
		case stepEmergency:
			dst = s.emergencyActions(dst)
		case stepDestroy:
			dst = s.destroyActions(dst)
		default:
			dst = s.battle.Legal(dst)
		}
	}
	return dst
}

// movesHidden reports whether the decisions of the player to move depend
// on cards a View hides from its viewer: another player's hand at its
// turn, or its picks at setup.
func (s *State) movesHidden() bool {
	p := s.ToMove()
	if p < 0 || s.sameSide(p, int(s.viewer)) { // the viewer, or a teammate, whose hand is open
		return false
	}
	return s.phase == phaseSetup || s.phase == phaseTurn && s.players[p].handN > 0
}

// check reports why a is not legal now, or nil.
func (s *State) check(a Action) error {
	if s.masked {
		return illegal("%s: a View cannot be played", a)
	}
	switch s.phase {
	case phaseOver:
		return ErrGameOver
	case phaseSetup:
		if a.Kind != ActPick {
			return illegal("%s: setup waits for player %d to pick a card", a, s.ToMove())
		}
		if !s.canPick(s.ToMove(), int(a.Card)) {
			return illegal("%s: no such card left to pick", a)
		}
		return nil
	case phaseTurn:
		return s.checkTurn(a)
	case phaseConstruct:
		return s.checkConstruction(a)
	case phaseDefend:
		if a.Kind != ActDefend || a.Arg > 1 {
			return illegal("%s: the defender declares Frontier or Base defence", a)
		}
		return nil
	case phaseRaidPick:
		var buf [2 * MaxBuildings]Action
		for _, b := range s.raidPickActions(buf[:0]) {
			if b == a {
				return nil
			}
		}
		return illegal("%s: not a Force this side may pick for the Raid", a)
	case phaseReward:
		return s.checkReward(a)
	case phaseSpend:
		if a != (Action{Kind: ActSpend, Arg: a.Arg}) || int(a.Arg) > s.spendLimit(int(s.cons)) {
			return illegal("%s: spend from 0 to %d Power", a, s.spendLimit(int(s.cons)))
		}
		return nil
	}
	// phaseBattle: Emergency Defense and Destroy involve the bases; the
	// battle checks its other decisions itself, in Battle.Decide.
	switch a.Kind {
	case ActEmergency:
		if err := s.battle.check(a, true); err != nil {
			return err
		}
		return s.checkEmergency(a)
	case ActDestroy:
		if err := s.battle.check(a, true); err != nil {
			return err
		}
		p, k, ok := s.fromRef(int(s.def), a.Target)
		if !ok || !s.destroyable(p, k) {
			return illegal("%s: no Empty Building that can be destroyed in slot %d", a, a.Target)
		}
	}
	return nil
}

// Apply applies action a of the player to move, in place, resolving any
// chance events it calls for with the state's generator. When a is not
// legal it returns an error wrapping ErrIllegalAction (or ErrGameOver) and
// leaves the state exactly as it was.
func (s *State) Apply(a Action) error {
	if err := s.check(a); err != nil {
		return err
	}
	screened := s.screened
	s.screened = 0
	switch s.phase {
	case phaseSetup:
		s.pick(s.ToMove(), int(a.Card))
	case phaseTurn:
		s.applyTurn(a)
	case phaseConstruct:
		s.applyConstruction(a)
	case phaseDefend:
		s.declare(a.Arg == 1)
	case phaseRaidPick:
		s.raidPick(a.Target)
	case phaseReward:
		s.takeReward(a)
	case phaseSpend:
		s.spendPower(int(s.cons), int(a.Arg))
	case phaseBattle:
		switch a.Kind {
		case ActEmergency:
			s.emergency(a.Card, int(a.Force))
		case ActDestroy:
			p, k, _ := s.fromRef(int(s.def), a.Target)
			s.destroyBuilding(p, k)
			s.battle.destroyOne(uint8(p), uint8(k))
		default:
			if err := s.battle.Decide(a); err != nil {
				s.screened = screened
				return err // the battle, and so the state, is unchanged
			}
			s.battle.rollPending(&s.rng)
		}
		s.afterBattleStep()
	}
	return nil
}

// Next returns the state after action a, leaving s unchanged: the pure form
// of Apply.
func Next(s State, a Action) (State, error) {
	if err := s.Apply(a); err != nil {
		return s, err
	}
	return s, nil
}
