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
// phase card" effects do. If that phase has not resolved yet this round
// its chooser gets the new bonus. The upgraded bonuses are:
//
//	I   A: pay 6 MC less for the card played      B: 3 MC less, and one more green card of printed cost 12 or less
//	II  A: one more blue or red card, and a card   B: one more blue or red card, or 6 MC
//	III A: two actions may be used again           B: one action again; reveal 3 cards, keep a blue or red one
//	IV  A: 7 MC                                    B: 1 MC, and one green card in play produces again
//	V   A: draw 2 more, keep 2 more                B: draw 6 more, keep 1 more
func (s *State) UpgradePhaseCard(p, ph, version int) error {
	if p < 0 || p >= int(s.nPlayers) || ph < 1 || ph > NumPhases || version < PhaseBase || version > PhaseUpgradeB {
		return fmt.Errorf("%w: upgrade phase %d of player %d to version %d", ErrIllegalAction, ph, p, version)
	}
	s.players[p].phaseCard[ph] = uint8(version)
	return nil
}

// PhaseCard returns the version of player p's phase card ph.
func (s *State) PhaseCard(p, ph int) int { return int(s.players[p].phaseCard[ph]) }

// startBonus gives player p, a chooser of the phase starting, its bonus.
func (s *State) startBonus(p int, ph uint8) {
	pl := &s.players[p]
	v := pl.phaseCard[ph]
	switch ph {
	case PhaseDevelopment:
		pl.nextDiscount = devDiscount
		switch v {
		case PhaseUpgradeA:
			pl.nextDiscount = 6
		case PhaseUpgradeB:
			pl.extraPlays, pl.extraCap = 1, 12
		}
	case PhaseConstruction:
		switch v {
		case PhaseUpgradeA:
			pl.extraPlays++
			s.draw(p, 1)
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
		case PhaseUpgradeB:
			s.push(frame{player: uint8(p), kind: fkUpgradeReveal})
		}
	case PhaseProduction:
		switch v {
		case PhaseUpgradeA:
			pl.mc += 7
		case PhaseUpgradeB:
			pl.mc++
			if s.anyReproducible(p) {
				s.push(frame{player: uint8(p), kind: fkReproduce, wait: decReproduce})
			}
		default:
			pl.mc += productionBon
		}
	}
}

// researchBonus returns the extra cards drawn and kept by a chooser of
// Research.
func (s *State) researchBonus(p int) (draw, keep int) {
	switch s.players[p].phaseCard[PhaseResearch] {
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
	prog := s.card(id).Effect
	for i := 0; i < len(prog); i++ {
		op := &prog[i]
		switch op.Code {
		case cards.OpProduction:
			s.gain(p, op.Res, int(op.N))
		case cards.OpForEach:
			n := s.count(p, source(id), op.Count)
			for j := i + 1; j < int(op.Jump); j++ {
				if prog[j].Code == cards.OpProduction {
					s.gain(p, prog[j].Res, n*int(prog[j].N))
				}
			}
			i = int(op.Jump) - 1
		}
	}
}
