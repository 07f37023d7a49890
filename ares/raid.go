package ares

// This file holds Raids (rulebook, Raids): each side secretly picks one
// Force, the two fight three rounds face to face, and a winning attacker
// takes two of three rewards. A Raid never conquers a base or changes the
// Frontier.

// Raid rewards, the Arg of ActReward.
const (
	// RewardScoring: take a Scoring card from the defender.
	RewardScoring = iota
	// RewardResources: three Bonus Resources onto a building (Target).
	RewardResources
	// RewardDestroy: destroy one Empty Building of the defender (Target).
	RewardDestroy
	numRewards
)

// raidBonus is the number of Bonus Resources of the Raid reward.
const raidBonus = 3

// raidPicker returns the side picking its Raid Force now.
func (s *State) raidPicker() Side {
	if s.raidSlot[0] == -1 {
		return Attacker
	}
	return Defender
}

// raidEligible reports whether slot k of player p may be picked for a
// Raid: the attacker's Infantry or Armor without Base Defense, the
// defender's Infantry, Armor or Base Defense.
func (s *State) raidEligible(p, k int, side Side) bool {
	b := &s.players[p].base[k]
	if b.units == 0 || (b.kind != slotStart && b.kind != slotBuilding) || b.pending {
		return false
	}
	u := &s.Faction(p).Units[b.unit]
	if u.NoCombat {
		return false
	}
	if side == Attacker {
		return !u.BaseDefense && (u.Type == Infantry || u.Type == Armor)
	}
	return u.BaseDefense || u.Type == Infantry || u.Type == Armor
}

// raidPickActions appends the picks of the side choosing its Raid Force.
func (s *State) raidPickActions(dst []Action) []Action {
	side := s.raidPicker()
	first := int(s.att)
	if side == Defender {
		first = int(s.def)
	}
	ps, n := s.side(first)
	for _, p := range ps[:n] {
		for k := 0; k < MaxBuildings; k++ {
			if s.raidEligible(p, k, side) {
				dst = extend(dst)
				dst[len(dst)-1] = Action{Kind: ActRaidPick, Target: slotRef(first, p, k)}
			}
		}
	}
	return dst
}

// raidPick records a pick (hidden from the other side until both have
// picked); with both picks made, or a side with nothing to pick, the Raid
// is fought.
func (s *State) raidPick(ref uint8) {
	if s.raidPicker() == Attacker {
		s.raidSlot[0] = int8(ref)
	} else {
		s.raidSlot[1] = int8(ref)
	}
	s.advanceRaidPick()
}

// advanceRaidPick skips a side with no Force it may pick and starts the
// Raid when both have picked.
func (s *State) advanceRaidPick() {
	var buf [2 * MaxBuildings]Action
	for s.raidSlot[1] == -1 {
		if len(s.raidPickActions(buf[:0])) > 0 {
			return
		}
		if s.raidSlot[0] == -1 {
			s.raidSlot[0] = -2 // nothing to pick
		} else {
			s.raidSlot[1] = -2
		}
	}
	s.startRaid()
}

// startRaid sets up the Raid battle with the two picked Forces.
func (s *State) startRaid() {
	var b Battle
	_ = b.init(BattleConfig{Kind: RaidBattle})
	for i, first := range [2]int{int(s.att), int(s.def)} {
		if s.raidSlot[i] < 0 {
			continue
		}
		p, k, _ := s.fromRef(first, uint8(s.raidSlot[i]))
		side := Side(i)
		_ = b.addForce(side, s.forceSpec(p, k, side == Attacker), uint8(p), uint8(k), s.players[p].base[k].unit)
	}
	s.battle = b
	s.battleOn = true
	s.phase = phaseBattle
	s.battle.begin()
	s.afterBattleStep()
}

// startRewards lets a winning raider choose two rewards. The bases stay
// revealed while it chooses: the rewards are the Raid's Battle Results,
// and the screens go back up at the conclusion of the battle, after them
// (rulebook, Battle Results). So the raider sees which of the defender's
// buildings are empty ("Destroy one Empty Building in the Defender Base
// (Attacker choice)"), and its View lists every reward the full state
// does.
func (s *State) startRewards() {
	s.rewards = 2
	s.rewardUsed = [numRewards]bool{}
	s.phase = phaseReward
	s.advanceRewards()
}

// rewardActions appends the rewards the raider may still take.
func (s *State) rewardActions(dst []Action) []Action {
	att, def := int(s.att), int(s.def)
	if !s.rewardUsed[RewardScoring] && s.scoringOf(def) > 0 {
		dst = extend(dst)
		dst[len(dst)-1] = Action{Kind: ActReward, Arg: RewardScoring}
	}
	aps, an := s.side(att)
	if !s.rewardUsed[RewardResources] {
		for _, p := range aps[:an] {
			if s.players[p].discard == 0 {
				continue
			}
			for k := 0; k < MaxBuildings; k++ {
				if s.takesResources(p, &s.players[p].base[k]) { // Ruling A26
					dst = extend(dst)
					dst[len(dst)-1] = Action{Kind: ActReward, Arg: RewardResources, Target: slotRef(att, p, k)}
				}
			}
		}
	}
	if !s.rewardUsed[RewardDestroy] {
		dps, dn := s.side(def)
		for _, p := range dps[:dn] {
			for k := 0; k < MaxBuildings; k++ {
				if s.destroyable(p, k) {
					dst = extend(dst)
					dst[len(dst)-1] = Action{Kind: ActReward, Arg: RewardDestroy, Target: slotRef(def, p, k)}
				}
			}
		}
	}
	return dst
}

// scoringOf counts the Scoring cards of the side whose first seat is
// first.
func (s *State) scoringOf(first int) int {
	ps, n := s.side(first)
	total := 0
	for _, p := range ps[:n] {
		total += int(s.players[p].scoring)
	}
	return total
}

// advanceRewards ends the Raid when no reward is left to take.
func (s *State) advanceRewards() {
	var buf [4 * MaxBuildings]Action
	if s.rewards > 0 && len(s.rewardActions(buf[:0])) > 0 {
		return
	}
	s.hideBases()
	s.endTurn()
}

// checkReward reports why reward a is not available.
func (s *State) checkReward(a Action) error {
	var buf [4 * MaxBuildings]Action
	for _, b := range s.rewardActions(buf[:0]) {
		if b == a {
			return nil
		}
	}
	return illegal("%s: not a reward the raider can take now", a)
}

// takeReward carries out a checked reward.
func (s *State) takeReward(a Action) {
	att, def := int(s.att), int(s.def)
	s.rewardUsed[a.Arg] = true
	s.rewards--
	switch a.Arg {
	case RewardScoring:
		s.moveScoringCard(def, att)
	case RewardResources:
		p, k, _ := s.fromRef(att, a.Target)
		s.bonusResources(p, k, raidBonus)
	case RewardDestroy:
		p, k, _ := s.fromRef(def, a.Target)
		s.destroyBuilding(p, k)
	}
	s.advanceRewards()
}

// moveScoringCard moves one card from the Scoring piles of from's side to
// player to's pile.
func (s *State) moveScoringCard(from, to int) {
	ps, n := s.side(from)
	for _, holder := range ps[:n] {
		for q := 0; q < int(s.n); q++ {
			for c := 0; c < DeckSize; c++ {
				if l := s.players[q].loc[c]; l.where == atScoring && int(l.at) == holder {
					s.players[q].setLoc(c, cardLoc{where: atScoring, at: uint8(to)})
					s.players[holder].scoring--
					s.players[to].scoring++
					return
				}
			}
		}
	}
}
