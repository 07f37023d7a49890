package cards

// cardNeeds derives what a card or corporation needs of the optional parts
// of the game (Rulings D5 and F3): milestones when it reads them,
// upgraded phase cards when it upgrades or counts them, the infrastructure
// track when an effect, trigger, condition or requirement involves it. A
// requirement shift on infrastructure (the Foundations reprints, Ruling
// F4) is not counted: without the track it has nothing to shift.
func cardNeeds(reqs []Requirement, vp VP, effect Program, triggers []Trigger, actions []Option) Features {
	var n Features
	for _, r := range reqs {
		switch r.Kind {
		case ReqParamMin, ReqParamMax:
			if r.Param == Infrastructure {
				n |= NeedsInfrastructure
			}
		case ReqCount:
			n |= countNeeds(r.Count)
		}
	}
	if vp.IsVariable() {
		n |= countNeeds(vp.Count)
	}
	n |= programNeeds(effect)
	for i := range triggers {
		t := &triggers[i]
		if t.Event == EvUpgradedRevealed {
			n |= NeedsUpgrades
		}
		if t.Event == EvRaise && t.Params&(1<<Infrastructure) != 0 {
			n |= NeedsInfrastructure
		}
		n |= programNeeds(t.Body)
	}
	for i := range actions {
		c := &actions[i].Cost
		if c.LessPer > 0 {
			n |= countNeeds(c.Less)
		}
		if c.LessIf > 0 || c.PlantsLessIf > 0 {
			n |= condNeeds(c.Cond)
		}
		n |= programNeeds(actions[i].Body)
	}
	return n
}

func programNeeds(p Program) Features {
	var n Features
	for i := range p {
		op := &p[i]
		switch op.Code {
		case OpUpgradePhase:
			n |= NeedsUpgrades
		case OpRaise, OpLower:
			if op.Param == Infrastructure {
				n |= NeedsInfrastructure
			}
		case OpForEach:
			n |= countNeeds(op.Count)
		case OpIf:
			n |= condNeeds(op.Cond)
		}
	}
	return n
}

func condNeeds(c Cond) Features {
	switch c.Kind {
	case CondChoseUpgraded:
		return NeedsUpgrades
	case CondCount:
		return countNeeds(c.Count)
	case CondParam, CondParamAtPhaseStart:
		if c.Param == Infrastructure {
			return NeedsInfrastructure
		}
	}
	return 0
}

func countNeeds(c Countable) Features {
	switch c.Kind {
	case CountMilestones:
		return NeedsMilestones
	case CountUpgraded:
		return NeedsUpgrades
	}
	return 0
}
