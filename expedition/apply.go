package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
)

// Apply plays action a, changing the state in place. An illegal action
// returns an error wrapping ErrIllegalAction (or ErrGameOver) and leaves
// the state exactly as it was.
func (s *State) Apply(a Action) error {
	if s.stage == StageOver {
		return fmt.Errorf("%w: %s", ErrGameOver, s.ActionString(a))
	}
	if !s.legal(a) {
		return fmt.Errorf("%w: %s (%s, %s to move)", ErrIllegalAction, s.ActionString(a), s.where(), s.moverName())
	}
	s.nEvents, s.eventsDropped = 0, 0
	s.do(a)
	s.advance()
	s.bankVariable()
	// Ruling D1: milestones are checked after every action, card play and
	// effect (and at the end of every phase, before it closes them).
	s.checkMilestones()
	return nil
}

// Next returns the state after action a, leaving s unchanged.
func Next(s State, a Action) (State, error) {
	err := s.Apply(a)
	return s, err
}

func (s *State) moverName() string {
	if p := s.ToMove(); p >= 0 {
		return fmt.Sprintf("p%d", p)
	}
	return "nobody"
}

// where describes the decision point for error messages.
func (s *State) where() string {
	if f := s.top(); f != nil && f.wait != decNone {
		return fmt.Sprintf("round %d, %s, waiting for a choice", s.round, PhaseName(int(s.phase)))
	}
	if s.stage == StagePhase {
		return fmt.Sprintf("round %d, %s phase", s.round, PhaseName(int(s.phase)))
	}
	return fmt.Sprintf("round %d, %s", s.round, s.stage)
}

// legal reports whether a is legal now; it checks exactly what Legal
// generates.
func (s *State) legal(a Action) bool {
	p := s.ToMove()
	if p < 0 || int(a.Player) != p || !wellFormed(a) {
		return false
	}
	if f := s.top(); f != nil && f.wait != decNone {
		return s.legalChoice(f, a)
	}
	pl := &s.players[p]
	card := int(a.Card)
	inHand := card >= 0 && card < MaxCards && pl.hand.has(card)
	switch s.stage {
	case StageDraft:
		return a.Kind == ActKeep && card >= 0 && card < MaxCards && pl.revealed.has(card) && a.Index == 0 && a.X == 0 && a.Pay == 0
	case StageRedraw:
		return a.Kind == ActDone && a.Card == -1 || a.Kind == ActRedraw && inHand
	case StageCorp:
		return a.Kind == ActChooseCorp && (a.Index == 0 || a.Index == 1)
	case StagePlanning:
		return a.Kind == ActChoosePhase && s.legalPhaseChoice(p, int(a.Index))
	case StagePhase:
		switch a.Kind {
		case ActDone:
			return a.Card == -1
		case ActSell:
			return inHand
		case ActPlay:
			return s.phase != PhaseAction && a.X == 0 && s.legalPlay(p, card, a.Pay, int(a.Index))
		case ActBonusDraw:
			return pl.bonusOpen
		case ActUseAction:
			return card >= 0 && card < numSources && s.legalOption(p, source(card), int(a.Index), int(a.X))
		case ActStandard:
			return s.legalStandard(p, int(a.Index))
		case ActOffer:
			return s.legalOffer(p, int(a.Index))
		}
	}
	return false
}

// legalChoice reports whether a answers the waiting frame f.
func (s *State) legalChoice(f *frame, a Action) bool {
	p := int(f.player)
	pl := &s.players[p]
	card := int(a.Card)
	validCard := card >= 0 && card < MaxCards
	if a.Kind == ActSell {
		return s.sellsAt(f) && validCard && pl.hand.has(card)
	}
	switch f.wait {
	case decMay:
		return a.Kind == ActAccept && s.mayNow(f) || a.Kind == ActDecline
	case decChoose:
		if a.Kind == ActDecline {
			return !s.anyAltNow(f)
		}
		return a.Kind == ActChoose && s.legalAlt(f, s.program(f), int(a.Index))
	case decTarget:
		if a.Kind != ActTarget || card < 0 || card >= numSources {
			return false
		}
		op := &s.program(f)[f.pc]
		return s.targetOK(p, f.src, source(card), op)
	case decDiscard:
		return a.Kind == ActDiscard && validCard && pl.hand.has(card)
	case decKeep:
		return a.Kind == ActKeep && validCard && pl.revealed.has(card) && s.keepFilter(f).Match(s.card(card))
	case decPlayFree:
		if a.Kind == ActDecline {
			return true
		}
		return a.Kind == ActPlayFree && validCard && a.X == 0 && a.Pay == 0 && s.canPlayFree(p, card, s.program(f)[f.pc].Filter) &&
			wildChoiceOK(s.card(card), int(a.Index))
	case decUpgrade:
		return s.legalUpgrade(f, a)
	case decHook:
		switch f.aux {
		case hookMarsUniversity:
			return a.Kind == ActDecline || a.Kind == ActDiscard && validCard && pl.hand.has(card)
		}
	case decReproduce:
		return a.Kind == ActTarget && s.reproducible(p, card)
	case decOcean:
		return a.Kind == ActOcean && s.legalOcean(int(a.Index))
	case decOther:
		return a.Kind == ActChoose && int(a.Index) != p && a.Index >= 0 && int(a.Index) < int(s.nPlayers)
	case decGive:
		return s.legalGive(f, a)
	}
	return false
}

// do carries out a legal action.
func (s *State) do(a Action) {
	p := int(a.Player)
	pl := &s.players[p]
	if f := s.top(); f != nil && f.wait != decNone {
		s.resolve(f, a)
		return
	}
	switch a.Kind {
	case ActRedraw:
		s.fromHand(p, int(a.Card))
		s.toDiscard(int(a.Card))
		pl.redrawn++
	case ActChooseCorp:
		pl.corp = pl.offer[a.Index]
		pl.resources += s.res[corpSource(int(pl.corp))]
		s.seat++
	case ActChoosePhase:
		pl.chosen = uint8(a.Index)
		s.seat++
	case ActDone:
		if s.stage == StageRedraw {
			s.draw(p, int(pl.redrawn))
			s.seat++
			return
		}
		s.endTurn()
	case ActSell:
		s.sell(p, int(a.Card))
	case ActKeep: // the draft
		s.draftKeep(p, int(a.Card))
	case ActPlay:
		c := s.card(int(a.Card))
		wild := cards.Tag(a.Index)
		plan, _ := s.plan(p, s.cardCostAs(p, c, playedMask(c, wild)), a.Pay)
		switch {
		case pl.extraPlays > 0 && pl.extraCap > 0 && c.Cost <= int16(pl.extraCap):
			// Development upgrade B: a card within the cap is the extra
			// one, whether it comes first or second; the normal play stays
			// free for a card of any cost.
			pl.extraPlays--
		case pl.plays > 0:
			pl.plays--
		case pl.extraPlays > 0:
			pl.extraPlays--
		default:
			pl.bonusOpen = false
			pl.bonusGiven |= bonusPlay
		}
		s.playCard(p, int(a.Card), wild, false, plan)
	case ActBonusDraw:
		pl.bonusOpen = false
		pl.bonusGiven |= bonusCard
		if pl.bonusMC {
			pl.mc += 6
		} else {
			s.draw(p, 1)
		}
	case ActUseAction:
		s.useAction(p, source(a.Card), int(a.Index), int(a.X))
	case ActStandard:
		s.standard(p, int(a.Index))
	case ActOffer:
		s.payOffer(p, int(a.Index))
	}
}

// useAction pays for and runs option i of src's action.
func (s *State) useAction(p int, src source, i, x int) {
	pl := &s.players[p]
	if s.actionUsed.has(src) {
		s.actionRepeated.add(src)
		pl.repeats--
	}
	s.actionUsed.add(src)
	o := &s.actionsOf(src)[i]
	c := &o.Cost
	heat := int(c.Heat)
	if c.XKind == cards.XHeat {
		heat += x
	}
	s.spend(p, cards.Heat, heat)
	s.payMC(p, s.optionMC(p, src, c))
	s.spend(p, cards.Plants, s.optionPlants(p, c))
	if c.TR > 0 {
		s.cardTR(p, -int(c.TR))
	}
	s.push(frame{player: uint8(p), kind: fkAction, src: src, idx: uint8(i), x: int16(x)})
	s.fireSimple(p, cards.EvCardAction)
}

// standard carries out standard project k for player p.
func (s *State) standard(p, k int) {
	switch k {
	case StdForestMC:
		s.payMC(p, s.standardMC(p, forestMC))
		s.gainForests(p, 1)
	case StdForestPlants:
		s.spend(p, cards.Plants, s.forestCost(p))
		s.gainForests(p, 1)
	case StdTempMC:
		s.payMC(p, s.standardMC(p, tempMC))
		s.raise(p, cards.Temperature, 1)
	case StdTempHeat:
		s.spend(p, cards.Heat, tempHeat)
		s.raise(p, cards.Temperature, 1)
	case StdOceanMC:
		s.payMC(p, s.standardMC(p, oceanMC))
		s.raise(p, cards.Oceans, 1)
	case StdInfraMC:
		s.payMC(p, s.standardMC(p, infraMC))
		s.raise(p, cards.Infrastructure, 1)
	case StdInfraHeat:
		s.spend(p, cards.Heat, infraHeat)
		s.spend(p, cards.Plants, infraPlants)
		s.raise(p, cards.Infrastructure, 1)
	}
}

// resolve answers the waiting frame f with a legal action.
func (s *State) resolve(f *frame, a Action) {
	p := int(f.player)
	card := int(a.Card)
	if a.Kind == ActSell {
		s.sell(p, card) // the choice still waits
		return
	}
	switch f.wait {
	case decMay:
		f.wait = decNone
		op := &s.program(f)[f.pc]
		if a.Kind == ActAccept {
			f.pc++
		} else {
			f.pc = uint8(op.Jump)
		}
	case decChoose:
		f.wait = decNone
		if a.Kind == ActDecline {
			f.pc = uint8(s.chooseEnd(s.program(f), int(f.pc)))
			return
		}
		f.pc = uint8(altStart(s.program(f), int(f.pc), int(a.Index)) + 1)
	case decTarget:
		f.wait = decNone
		op := &s.program(f)[f.pc]
		f.pc++
		s.moveResources(source(card), op)
	case decDiscard:
		s.fromHand(p, card)
		s.toDiscard(card)
		if f.kind == fkDiscardDown {
			s.players[p].mc += int32(endRoundMC + int(s.players[p].sellValue))
		}
		f.count--
		if f.count <= 0 || s.players[p].nHand == 0 {
			f.wait = decNone
			f.pc++
		}
	case decKeep:
		s.fromRevealed(p, card)
		s.toHand(p, card)
		f.count--
		if f.count <= 0 || s.countRevealed(p, s.keepFilter(f)) == 0 {
			f.wait = decNone
			if f.kind != fkResearch {
				s.discardRevealed(p)
				f.pc++
			}
		}
	case decPlayFree:
		f.wait = decNone
		f.pc++
		if a.Kind == ActPlayFree {
			s.playCard(p, card, cards.Tag(a.Index), true, payment{})
		}
	case decHook:
		s.applyHook(f, a)
	case decUpgrade:
		s.applyUpgrade(f, a)
	case decReproduce:
		f.wait = decNone
		s.reproduce(p, card)
	case decOcean:
		f.wait, f.aux = decNone, 1
		s.flipTile(p, int(a.Index))
		s.oceanPending--
	case decOther:
		f.wait = decNone
		op := &s.program(f)[f.pc]
		f.pc++
		s.gain(int(a.Index), op.Res, int(op.N))
	case decGive:
		s.resolveGive(f, a)
	}
}

// Which fields of an Action each kind uses; the others are -1 (Card) or 0,
// so that every legal action has one form only.
const (
	usesCard = 1 << iota
	usesIndex
	usesX
	usesPay
)

var actionFields = [numActionKinds]uint8{
	ActRedraw: usesCard, ActChooseCorp: usesIndex, ActChoosePhase: usesIndex,
	ActPlay: usesCard | usesIndex | usesPay, ActSell: usesCard, ActUseAction: usesCard | usesIndex | usesX,
	ActStandard: usesIndex, ActChoose: usesIndex, ActTarget: usesCard, ActDiscard: usesCard, ActKeep: usesCard,
	ActPlayFree: usesCard | usesIndex, ActOcean: usesIndex, ActOffer: usesIndex, ActGive: usesCard | usesIndex,
	ActUpgrade: usesIndex | usesX,
}

// wellFormed reports whether the fields a's kind does not use are unset.
func wellFormed(a Action) bool {
	if a.Kind == 0 || a.Kind >= numActionKinds {
		return false
	}
	f := actionFields[a.Kind]
	return (f&usesCard != 0 || a.Card == -1) && (f&usesIndex != 0 || a.Index == 0) &&
		(f&usesX != 0 || a.X == 0) && (f&usesPay != 0 || a.Pay == 0)
}
