package expedition

import "github.com/aresim/aresim/expedition/cards"

// ToMove returns the player who decides next, or -1 when nobody does (the
// game is over, or held at the start of a round for a mode).
func (s *State) ToMove() int {
	if f := s.top(); f != nil && f.wait != decNone {
		return int(f.player)
	}
	switch s.stage {
	case StageDraft, StageRedraw, StageCorp, StagePlanning:
		if s.seat < s.nPlayers {
			return s.seatPlayer(int(s.seat))
		}
	case StagePhase:
		if s.inTurn {
			return s.seatPlayer(int(s.seat))
		}
	}
	return -1
}

// Legal appends the legal actions of the player to move to dst and
// returns it. It allocates only if dst is too small.
func (s *State) Legal(dst []Action) []Action { return s.listLegal(dst, true) }

// listLegal is Legal, with or without the sells.
func (s *State) listLegal(dst []Action, sells bool) []Action {
	p := s.ToMove()
	if p < 0 {
		return dst
	}
	pp := int8(p)
	if f := s.top(); f != nil && f.wait != decNone {
		return s.legalDecision(dst, f, sells)
	}
	pl := &s.players[p]
	switch s.stage {
	case StageDraft:
		for id := pl.revealed.next(0); id >= 0; id = pl.revealed.next(id + 1) {
			dst = append(dst, Action{Kind: ActKeep, Player: pp, Card: int16(id)})
		}
	case StageRedraw:
		for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
			dst = append(dst, Action{Kind: ActRedraw, Player: pp, Card: int16(id)})
		}
		dst = append(dst, Action{Kind: ActDone, Player: pp, Card: -1})
	case StageCorp:
		dst = append(dst, Action{Kind: ActChooseCorp, Player: pp, Card: -1, Index: 0},
			Action{Kind: ActChooseCorp, Player: pp, Card: -1, Index: 1})
	case StagePlanning:
		for ph := 1; ph <= NumPhases; ph++ {
			if s.legalPhaseChoice(p, ph) {
				dst = append(dst, Action{Kind: ActChoosePhase, Player: pp, Card: -1, Index: int8(ph)})
			}
		}
	case StagePhase:
		dst = s.legalTurn(dst, p, sells)
	}
	return dst
}

// legalPhaseChoice: not the card chosen last round (Ruling E2), not a
// phase the round forbids.
func (s *State) legalPhaseChoice(p, ph int) bool {
	return ph >= 1 && ph <= NumPhases && ph != int(s.players[p].prev) && (s.mods.Forbidden|s.mods.PlayerForbidden[p])&(1<<ph) == 0
}

func (s *State) legalTurn(dst []Action, p int, sells bool) []Action {
	pl := &s.players[p]
	pp := int8(p)
	switch s.phase {
	case PhaseDevelopment, PhaseConstruction:
		if s.canPlayMore(p) {
			for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
				if !s.colorFits(id) || !s.playable(p, id) {
					continue
				}
				c := s.card(id)
				for wild := 0; wild < wildChoiceCount(c); wild++ {
					cost := s.cardCostAs(p, c, playedMask(c, cards.Tag(wild)))
					for pay := PayFlags(0); pay < PayAlt0<<pl.nAlts; pay++ {
						if s.payable(p, id, cost, pay) {
							dst = append(dst, Action{Kind: ActPlay, Player: pp, Card: int16(id), Pay: pay, Index: int8(wild)})
						}
					}
				}
			}
		}
		if pl.bonusOpen {
			dst = append(dst, Action{Kind: ActBonusDraw, Player: pp, Card: -1})
		}
	case PhaseAction:
		for i := 0; i < int(pl.nActions); i++ {
			src := pl.actions[i]
			if !s.actionAvailable(p, src) {
				continue
			}
			opts := s.actionsOf(src)
			for j := range opts {
				lo, hi := s.xRange(p, &opts[j].Cost)
				for x := lo; x <= hi; x++ {
					a := Action{Kind: ActUseAction, Player: pp, Card: int16(src), Index: int8(j), X: int16(x)}
					if s.legalOption(p, src, j, x) {
						dst = append(dst, a)
					}
				}
			}
		}
		for k := 0; k < NumStandard; k++ {
			if s.legalStandard(p, k) {
				dst = append(dst, Action{Kind: ActStandard, Player: pp, Card: -1, Index: int8(k)})
			}
		}
		dst = s.appendOffers(dst, p)
	}
	if sells {
		dst = s.appendSells(dst, p)
	}
	return append(dst, Action{Kind: ActDone, Player: pp, Card: -1})
}

// colorFits reports whether card id is of a colour the current phase plays.
func (s *State) colorFits(id int) bool {
	c := s.card(id).Color
	if s.phase == PhaseDevelopment {
		return c == cards.Green
	}
	return s.phase == PhaseConstruction && c != cards.Green
}

// canPlayMore reports whether player p has a play left this phase.
func (s *State) canPlayMore(p int) bool {
	pl := &s.players[p]
	return pl.plays > 0 || pl.extraPlays > 0 || pl.bonusOpen
}

// legalPlay reports whether player p may play card id now, its wild tag
// (if any) standing for tag wild, paying as pay says.
func (s *State) legalPlay(p, id int, pay PayFlags, wild int) bool {
	if id < 0 || id >= MaxCards || !s.players[p].hand.has(id) || !s.colorFits(id) || !s.canPlayMore(p) {
		return false
	}
	c := s.card(id)
	if !wildChoiceOK(c, wild) {
		return false
	}
	return s.playable(p, id) && s.payable(p, id, s.cardCostAs(p, c, playedMask(c, cards.Tag(wild))), pay)
}

// playable checks what does not depend on the payment: a play of the
// right kind left, and the requirements.
func (s *State) playable(p, id int) bool {
	c := s.card(id)
	pl := &s.players[p]
	if pl.plays == 0 && pl.extraPlays > 0 && pl.extraCap > 0 && c.Cost > int16(pl.extraCap) {
		return false // Development upgrade B: the extra card costs 12 or less
	}
	return s.meetsRequirements(p, c) && s.vpPlayable(c)
}

// payable reports whether player p can pay cost for card id as pay says,
// and still pay its play cost.
func (s *State) payable(p, id, cost int, pay PayFlags) bool {
	c := s.card(id)
	pl := &s.players[p]
	plan, ok := s.plan(p, cost, pay)
	if !ok {
		return false
	}
	if int(pl.heat)-int(plan.heat) < int(c.PlayCost.Heat) {
		return false
	}
	return int(pl.plants)-s.altPlants(p, plan) >= int(c.PlayCost.Plants)
}

// altPlants returns the plants a payment uses.
func (s *State) altPlants(p int, plan payment) int {
	pl := &s.players[p]
	n := 0
	for i := 0; i < int(pl.nAlts); i++ {
		if plan.alts&(1<<i) != 0 && !pl.alts[i].microbes {
			n += int(pl.alts[i].n)
		}
	}
	return n
}

// actionAvailable reports whether player p may use the action of src:
// once in every Action phase, and again with the Action bonus (Ruling E9).
func (s *State) actionAvailable(p int, src source) bool {
	if !s.actionUsed.has(src) {
		return true
	}
	return !s.actionRepeated.has(src) && s.players[p].repeats > 0
}

// xRange returns the X values an option's cost allows (0..0 without X).
func (s *State) xRange(p int, c *cards.ActionCost) (lo, hi int) {
	pl := &s.players[p]
	switch c.XKind {
	case cards.XHeat:
		hi = int(pl.heat) - int(c.Heat)
	case cards.XDiscard:
		hi = int(pl.nHand) - int(c.Discard)
	default:
		return 0, 0
	}
	if c.XMax > 0 && hi > int(c.XMax) {
		hi = int(c.XMax)
	}
	return 1, hi
}

// optionMC returns the MC an option costs player p.
func (s *State) optionMC(p int, src source, c *cards.ActionCost) int {
	mc := int(c.MC)
	if c.LessPer > 0 {
		mc -= int(c.LessPer) * s.count(p, src, c.Less)
	}
	if c.LessIf > 0 && s.cond(p, c.Cond) {
		mc -= int(c.LessIf)
	}
	return max(mc, 0)
}

// optionPlants returns the plants an option costs player p.
func (s *State) optionPlants(p int, c *cards.ActionCost) int {
	n := int(c.Plants)
	if c.PlantsLessIf > 0 && s.cond(p, c.Cond) {
		n -= int(c.PlantsLessIf)
	}
	return max(n, 0)
}

// legalOption reports whether player p may use option i of src's action
// with the given X.
func (s *State) legalOption(p int, src source, i, x int) bool {
	if s.phase != PhaseAction || !s.owns(p, src) || !s.actionAvailable(p, src) {
		return false
	}
	opts := s.actionsOf(src)
	if i < 0 || i >= len(opts) {
		return false
	}
	o := &opts[i]
	c := &o.Cost
	lo, hi := s.xRange(p, c)
	if x < lo || x > hi {
		return false
	}
	pl := &s.players[p]
	heat := int(c.Heat)
	if c.XKind == cards.XHeat {
		heat += x
	}
	if int(pl.heat) < heat {
		return false
	}
	mc := s.optionMC(p, src, c)
	have := int(pl.mc)
	if pl.heatAsMC {
		have += int(pl.heat) - heat
	}
	if have < mc || int(pl.plants) < s.optionPlants(p, c) || int(pl.tr) < int(c.TR) {
		return false
	}
	discard := int(c.Discard)
	if c.XKind == cards.XDiscard {
		discard += x
	}
	if int(pl.nHand) < discard {
		return false
	}
	if c.Remove > 0 {
		op := cards.Op{Code: cards.OpRemoveRes, N: c.Remove, Hold: c.RemoveHold, Target: c.RemoveFrom}
		if c.RemoveFrom == cards.OnThis {
			if int(s.res[src]) < int(c.Remove) {
				return false
			}
		} else if s.firstTarget(p, src, &op, 0) < 0 {
			return false
		}
	}
	return !s.pointless(p, o.Body)
}

// pointless reports whether a body only raises parameters player p can no
// longer raise (Rulings E4, C13): paying for it would do nothing.
func (s *State) pointless(p int, body cards.Program) bool {
	if len(body) == 0 {
		return false
	}
	for i := range body {
		if body[i].Code != cards.OpRaise || s.canRaise(p, body[i].Param) {
			return false
		}
	}
	return true
}

// standardMC returns the MC price of a standard project for player p.
func (s *State) standardMC(p, base int) int {
	return max(base-int(s.players[p].stdDiscount), 0)
}

// legalStandard reports whether player p may use standard project k.
func (s *State) legalStandard(p, k int) bool {
	if s.phase != PhaseAction || s.stage != StagePhase {
		return false
	}
	pl := &s.players[p]
	switch k {
	case StdForestMC:
		return s.canPayMC(p, s.standardMC(p, forestMC))
	case StdForestPlants:
		return int(pl.plants) >= s.forestCost(p)
	case StdTempMC:
		return s.canRaise(p, cards.Temperature) && s.canPayMC(p, s.standardMC(p, tempMC))
	case StdTempHeat:
		return s.canRaise(p, cards.Temperature) && pl.heat >= tempHeat
	case StdOceanMC:
		return s.canRaise(p, cards.Oceans) && s.canPayMC(p, s.standardMC(p, oceanMC))
	case StdInfraMC:
		return s.canRaise(p, cards.Infrastructure) && s.canPayMC(p, s.standardMC(p, infraMC))
	case StdInfraHeat:
		return s.canRaise(p, cards.Infrastructure) && pl.heat >= infraHeat && pl.plants >= infraPlants
	}
	return false
}

// legalDecision appends the choices of a waiting frame.
func (s *State) legalDecision(dst []Action, f *frame, sells bool) []Action {
	p := int(f.player)
	pp := int8(p)
	pl := &s.players[p]
	switch f.wait {
	case decMay:
		if s.mayNow(f) {
			dst = append(dst, Action{Kind: ActAccept, Player: pp, Card: -1})
		}
		dst = append(dst, Action{Kind: ActDecline, Player: pp, Card: -1})
		if sells && s.sellsAt(f) {
			dst = s.appendSells(dst, p)
		}
	case decChoose:
		prog := s.program(f)
		n := len(dst)
		for i := 0; i < int(prog[f.pc].N); i++ {
			if s.legalAlt(f, prog, i) {
				dst = append(dst, Action{Kind: ActChoose, Player: pp, Card: -1, Index: int8(i)})
			}
		}
		if len(dst) == n { // only selling would pay for an alternative: the player may do without
			dst = append(dst, Action{Kind: ActDecline, Player: pp, Card: -1})
		}
		if sells && s.sellsAt(f) {
			dst = s.appendSells(dst, p)
		}
	case decTarget:
		op := &s.program(f)[f.pc]
		for t := s.firstTarget(p, f.src, op, 0); t >= 0; t = s.firstTarget(p, f.src, op, t+1) {
			dst = append(dst, Action{Kind: ActTarget, Player: pp, Card: int16(t)})
		}
	case decDiscard:
		for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
			dst = append(dst, Action{Kind: ActDiscard, Player: pp, Card: int16(id)})
		}
	case decKeep:
		filter := s.keepFilter(f)
		for id := pl.revealed.next(0); id >= 0; id = pl.revealed.next(id + 1) {
			if filter.Match(s.card(id)) {
				dst = append(dst, Action{Kind: ActKeep, Player: pp, Card: int16(id)})
			}
		}
	case decPlayFree:
		filter := s.program(f)[f.pc].Filter
		for id := pl.hand.next(0); id >= 0; id = pl.hand.next(id + 1) {
			if s.canPlayFree(p, id, filter) {
				for wild := 0; wild < wildChoiceCount(s.card(id)); wild++ {
					dst = append(dst, Action{Kind: ActPlayFree, Player: pp, Card: int16(id), Index: int8(wild)})
				}
			}
		}
		dst = append(dst, Action{Kind: ActDecline, Player: pp, Card: -1})
	case decHook:
		dst = s.legalHook(dst, f)
	case decUpgrade:
		dst = s.legalUpgrades(dst, f)
	case decReproduce:
		for id := pl.tableau.next(0); id >= 0; id = pl.tableau.next(id + 1) {
			if s.reproducible(p, id) {
				dst = append(dst, Action{Kind: ActTarget, Player: pp, Card: int16(id)})
			}
		}
	case decOcean:
		dst = s.appendOceans(dst, f)
	case decOther:
		dst = s.appendOthers(dst, f)
	case decGive:
		dst = s.appendGives(dst, f)
	}
	return dst
}

// legalAlt reports whether alternative i of the waiting choose block can
// be picked.
func (s *State) legalAlt(f *frame, prog cards.Program, i int) bool {
	h := altStart(prog, int(f.pc), i)
	return h >= 0 && s.feasible(f, prog, h+1, int(prog[h].Jump)-1, 0)
}

// keepFilter returns which revealed cards a waiting keep may take.
func (s *State) keepFilter(f *frame) cards.Filter {
	if f.kind == fkResearch {
		return cards.AnyFilter
	}
	return s.program(f)[f.pc].Filter
}
