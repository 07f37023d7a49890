package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
)

// Versions of a phase card. Discovery gives each phase two upgraded
// versions; A and B are this project's labels (no letter is printed).
const (
	PhaseBase     = 0
	PhaseUpgradeA = 1
	PhaseUpgradeB = 2
)

// UpgradePhaseCard replaces player p's phase card ph (1-5) with version
// (PhaseBase, PhaseUpgradeA or PhaseUpgradeB), as Discovery's "upgrade a
// phase card" effects do. If that phase has not finished resolving this
// round its chooser has the new bonus: all of it when the phase has not
// started, and during the phase what it grants beyond what the bonus has
// already given (Ruling D4). The upgraded bonuses are:
//
//	I   A: pay 6 MC less for the card played      B: 3 MC less, and one more green card of printed cost 12 or less
//	II  A: one more blue or red card, and a card   B: one more blue or red card, or 6 MC
//	III A: two actions may be used again           B: one action again; reveal 3 cards, keep a blue or red one
//	IV  A: 7 MC                                    B: 1 MC, and one green card in play produces again
//	V   A: draw 2 more, keep 2 more                B: draw 6 more, keep 1 more
//
// In play, upgrades come from the cards and corporations that give them
// (an ActUpgrade answering their choice); this method is for modes and
// tests that set a game up.
func (s *State) UpgradePhaseCard(p, ph, version int) error {
	if p < 0 || p >= int(s.nPlayers) || ph < 1 || ph > NumPhases || version < PhaseBase || version > PhaseUpgradeB {
		return fmt.Errorf("%w: upgrade phase %d of player %d to version %d", ErrIllegalAction, ph, p, version)
	}
	s.upgrade(p, ph, version)
	return nil
}

// upgrade sets player p's phase card ph to version v. The card replaces the
// one in hand, or the one chosen this round (Ruling D4): a bonus is read
// when its phase starts, so one upgraded before gives the new bonus in
// full; one upgraded while its phase resolves gives from then on what the
// new bonus grants beyond what the bonus has already given.
func (s *State) upgrade(p, ph, v int) {
	pl := &s.players[p]
	if was := pl.phaseCard[ph]; (was != PhaseBase) != (v != PhaseBase) {
		if v != PhaseBase {
			pl.nUpgraded++
		} else {
			pl.nUpgraded--
		}
	}
	pl.phaseCard[ph] = uint8(v)
	s.emit(Event{Kind: EvPhaseUpgraded, Player: int8(p), Card: -1, N: int16(ph), Index: int8(v)})
	if s.stage == StagePhase && int(s.phase) == ph && s.bonus(p) {
		s.upgradeDuring(p, uint8(ph), uint8(v))
	}
}

// stepUpgrade runs an upgrade-phase instruction: the player chooses an
// upgraded version of the named phase card (or of any), which may be the
// other version of an upgraded card (Ruling D4), or declines. Without
// upgraded phase cards in the game it does nothing.
func (s *State) stepUpgrade(f *frame) {
	if s.opts&optUpgrades == 0 {
		f.pc++
		return
	}
	f.wait = decUpgrade
}

// upgradeRange returns the phases the waiting upgrade may name.
func (s *State) upgradeRange(f *frame) (lo, hi int) {
	if ph := int(s.program(f)[f.pc].N); ph > 0 {
		return ph, ph
	}
	return 1, NumPhases
}

// legalUpgrades appends the choices of a waiting upgrade.
func (s *State) legalUpgrades(dst []Action, f *frame) []Action {
	p := int(f.player)
	lo, hi := s.upgradeRange(f)
	for ph := lo; ph <= hi; ph++ {
		for v := PhaseUpgradeA; v <= PhaseUpgradeB; v++ {
			if int(s.players[p].phaseCard[ph]) != v {
				dst = append(dst, Action{Kind: ActUpgrade, Player: int8(p), Card: -1, Index: int8(ph), X: int16(v)})
			}
		}
	}
	return append(dst, Action{Kind: ActDecline, Player: int8(p), Card: -1})
}

// legalUpgrade reports whether a answers the waiting upgrade f.
func (s *State) legalUpgrade(f *frame, a Action) bool {
	if a.Card != -1 || a.Pay != 0 {
		return false
	}
	if a.Kind == ActDecline {
		return a.Index == 0 && a.X == 0
	}
	lo, hi := s.upgradeRange(f)
	ph, v := int(a.Index), int(a.X)
	return a.Kind == ActUpgrade && ph >= lo && ph <= hi && (v == PhaseUpgradeA || v == PhaseUpgradeB) &&
		int(s.players[f.player].phaseCard[ph]) != v
}

// applyUpgrade resolves the waiting upgrade f with a legal action.
func (s *State) applyUpgrade(f *frame, a Action) {
	f.wait = decNone
	f.pc++
	if a.Kind == ActUpgrade {
		s.upgrade(int(f.player), int(a.Index), int(a.X))
	}
}

// PhaseCard returns the version of player p's phase card ph.
func (s *State) PhaseCard(p, ph int) int { return int(s.players[p].phaseCard[ph]) }

// What the bonus of the phase resolving has given its chooser
// (player.bonusGiven), besides the amounts kept in bonusDiscount and
// bonusAmount.
const (
	bonusExtraGreen uint8 = 1 << iota // Development B: the extra green card
	bonusPlay                         // Construction: one more blue or red card (chosen, or A's)
	bonusCard                         // Construction: the card drawn, or B's 6 MC instead (chosen, or A's card)
	bonusRepeat                       // Action A: the second action used again
	bonusReveal                       // Action B: reveal 3, keep a blue or red card
	bonusReproduce                    // Production B: a green card produces again
)

// devBonusDiscount returns the MC the Development bonus of version v takes
// off the card played.
func devBonusDiscount(v uint8) uint8 {
	if v == PhaseUpgradeA {
		return 6
	}
	return devDiscount
}

// productionBonusMC returns the MC the Production bonus of version v gives.
func productionBonusMC(v uint8) uint8 {
	switch v {
	case PhaseUpgradeA:
		return 7
	case PhaseUpgradeB:
		return 1
	}
	return productionBon
}

// startBonus gives player p, a chooser of the phase starting, its bonus,
// and notes what it gave.
func (s *State) startBonus(p int, ph uint8) {
	pl := &s.players[p]
	v := pl.phaseCard[ph]
	pl.bonusGiven, pl.bonusDiscount, pl.bonusAmount = 0, 0, [2]uint8{}
	switch ph {
	case PhaseDevelopment:
		pl.bonusDiscount = devBonusDiscount(v)
		pl.nextDiscount = int16(pl.bonusDiscount)
		if v == PhaseUpgradeB {
			pl.extraPlays, pl.extraCap = 1, 12
			pl.bonusGiven |= bonusExtraGreen
		}
	case PhaseConstruction:
		switch v {
		case PhaseUpgradeA:
			pl.extraPlays++
			s.draw(p, 1)
			pl.bonusGiven |= bonusPlay | bonusCard
		case PhaseUpgradeB:
			pl.bonusOpen, pl.bonusMC = true, true
		default:
			pl.bonusOpen = true
		}
	case PhaseAction:
		pl.repeats = 1
		switch v {
		case PhaseUpgradeA:
			pl.repeats = 2
			pl.bonusGiven |= bonusRepeat
		case PhaseUpgradeB:
			s.push(frame{player: uint8(p), kind: fkUpgradeReveal})
			pl.bonusGiven |= bonusReveal
		}
	case PhaseProduction:
		pl.bonusAmount[0] = productionBonusMC(v)
		pl.mc += int32(pl.bonusAmount[0])
		if v == PhaseUpgradeB {
			s.reproduceBonus(p)
		}
	}
}

// reproduceBonus gives the Production B bonus's second production of a
// green card in play (the player picks it), once a phase.
func (s *State) reproduceBonus(p int) {
	pl := &s.players[p]
	pl.bonusGiven |= bonusReproduce
	if s.anyReproducible(p) {
		s.push(frame{player: uint8(p), kind: fkReproduce, wait: decReproduce})
	}
}

// upgradeDuring gives player p, whose chosen phase card ph became version
// v while that phase resolves, what the new bonus grants beyond what the
// bonus has already given (Ruling D4). Nothing given is taken back, and a
// choice already made in a choose-one bonus stays made:
//
//	I    A: the 6 MC off the green card still to be played (the normal
//	        one: none once it is played)      B: the extra green card
//	II   A: whichever of one more card and a drawn card was not taken
//	     B: an open choice now offers 6 MC instead of the card; nothing once made
//	III  A: a second action used again       B: reveal 3, keep a blue or red card
//	IV   the MC beyond those given; B: the second production
//	V    while the player keeps research cards: the cards beyond those
//	     drawn, and the keeps beyond those allowed
func (s *State) upgradeDuring(p int, ph, v uint8) {
	pl := &s.players[p]
	switch ph {
	case PhaseDevelopment:
		if d := devBonusDiscount(v); pl.plays > 0 && d > pl.bonusDiscount {
			pl.nextDiscount += int16(d - pl.bonusDiscount)
			pl.bonusDiscount = d
		}
		if v == PhaseUpgradeB && pl.bonusGiven&bonusExtraGreen == 0 {
			pl.extraPlays, pl.extraCap = pl.extraPlays+1, 12
			pl.bonusGiven |= bonusExtraGreen
		}
	case PhaseConstruction:
		switch {
		case v == PhaseUpgradeA:
			pl.bonusOpen = false
			if pl.bonusGiven&bonusPlay == 0 {
				pl.extraPlays++
			}
			if pl.bonusGiven&bonusCard == 0 {
				s.draw(p, 1)
			}
			pl.bonusGiven |= bonusPlay | bonusCard
		case pl.bonusOpen:
			pl.bonusMC = v == PhaseUpgradeB
		}
	case PhaseAction:
		if v == PhaseUpgradeA && pl.bonusGiven&bonusRepeat == 0 {
			pl.repeats++
			pl.bonusGiven |= bonusRepeat
		}
		if v == PhaseUpgradeB && pl.bonusGiven&bonusReveal == 0 {
			s.push(frame{player: uint8(p), kind: fkUpgradeReveal})
			pl.bonusGiven |= bonusReveal
		}
	case PhaseProduction:
		if mc := productionBonusMC(v); mc > pl.bonusAmount[0] {
			pl.mc += int32(mc - pl.bonusAmount[0])
			pl.bonusAmount[0] = mc
		}
		if v == PhaseUpgradeB && pl.bonusGiven&bonusReproduce == 0 {
			s.reproduceBonus(p)
		}
	case PhaseResearch:
		f := s.top()
		if f == nil || f.kind != fkResearch || int(f.player) != p || f.wait != decKeep {
			return // not under way: read when it starts, or over
		}
		d, k := researchBonusOf(v)
		if d > int(pl.bonusAmount[0]) {
			s.reveal(p, d-int(pl.bonusAmount[0]))
			pl.bonusAmount[0] = uint8(d)
		}
		if k > int(pl.bonusAmount[1]) {
			f.count += int16(k - int(pl.bonusAmount[1]))
			pl.bonusAmount[1] = uint8(k)
		}
	}
}

// researchBonus returns the extra cards drawn and kept by a chooser of
// Research, and notes them as given.
func (s *State) researchBonus(p int) (draw, keep int) {
	pl := &s.players[p]
	draw, keep = researchBonusOf(pl.phaseCard[PhaseResearch])
	pl.bonusGiven, pl.bonusDiscount, pl.bonusAmount = 0, 0, [2]uint8{uint8(draw), uint8(keep)}
	return draw, keep
}

// researchBonusOf returns the extra cards drawn and kept with the Research
// bonus of version v.
func researchBonusOf(v uint8) (draw, keep int) {
	switch v {
	case PhaseUpgradeA:
		return 2, 2
	case PhaseUpgradeB:
		return 6, 1
	}
	return 3, 1
}

// upgradeRevealProgram is the Action upgrade B bonus.
var upgradeRevealProgram = cards.Program{{Code: cards.OpReveal, N: 3, M: 1,
	Filter: cards.Filter{Colors: 1<<cards.Blue | 1<<cards.Red, MaxCost: -1, MinCost: -1}}}

// reproducible reports whether card id in player p's tableau is a green
// card with production to give again.
func (s *State) reproducible(p, id int) bool {
	if id < 0 || id >= MaxCards || !s.players[p].tableau.has(id) {
		return false
	}
	c := s.card(id)
	if c.Color != cards.Green {
		return false
	}
	for _, op := range c.Effect {
		if op.Code == cards.OpProduction || op.Code == cards.OpForEach {
			return true
		}
	}
	return false
}

func (s *State) anyReproducible(p int) bool {
	pl := &s.players[p]
	for id := pl.tableau.next(0); id >= 0; id = pl.tableau.next(id + 1) {
		if s.reproducible(p, id) {
			return true
		}
	}
	return false
}

// reproduce gives player p the production of green card id once more
// ("for each" counted now).
func (s *State) reproduce(p, id int) {
	gains := s.reproduction(p, id)
	for r, n := range gains {
		if n != 0 {
			s.gain(p, cards.Resource(r), n)
		}
	}
}

// reproduction returns what green card id would produce once more for
// player p now (Production, version B): each resource's amount, "for
// each" counted now.
func (s *State) reproduction(p, id int) [cards.NumResources]int {
	var gains [cards.NumResources]int
	prog := s.card(id).Effect
	for i := 0; i < len(prog); i++ {
		op := &prog[i]
		switch op.Code {
		case cards.OpProduction:
			gains[op.Res] += int(op.N)
		case cards.OpForEach:
			n := s.count(p, source(id), op.Count)
			for j := i + 1; j < int(op.Jump); j++ {
				if prog[j].Code == cards.OpProduction {
					gains[prog[j].Res] += n * int(prog[j].N)
				}
			}
			i = int(op.Jump) - 1
		}
	}
	return gains
}
