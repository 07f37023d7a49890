package expedition

import (
	"math/bits"

	"github.com/aresim/aresim/expedition/cards"
)

// raise raises a global parameter n steps for player p: each step gives 1
// TR, fires the player's triggers, flips an ocean tile (with its reward)
// or, for infrastructure, draws a card.
//
// Ruling E4: in a phase, each player may raise a parameter as many steps as
// it had left when the phase began (their allowance), whatever the others
// raise in it, so seat order never decides who gains. A step within the
// allowance after the parameter maxed gives its TR, fires triggers and, on
// infrastructure, draws the card; past the ninth ocean it flips no tile.
// Past the allowance nothing is raised. Ruling C13 (Crisis): no step past
// the maximum at all.
func (s *State) raise(p int, par cards.Param, n int) {
	for i := 0; i < n && s.allowance(p, par) > 0; i++ {
		over := s.params[par] >= paramMax[par]
		if over {
			s.overMax++
		} else {
			s.params[par]++
			if par == cards.Oceans {
				s.flipOcean(p)
			}
		}
		if s.stage == StagePhase {
			s.players[p].raised[par]++
		}
		s.raises++
		s.players[p].trParams++
		s.emit(Event{Kind: EvParamRaised, Player: int8(p), Card: -1, Param: par, Over: over, N: 1})
		s.addTR(p, 1)
		if par == cards.Infrastructure {
			s.draw(p, 1)
		}
		s.fireRaise(p, par)
	}
}

// allowance returns how many more steps of par player p may raise now. In
// a phase of the competitive game (Ruling E4) it is the steps par had left
// when the phase began less p's own raises in the phase; in the Crisis
// mode (Ruling C13) and between phases it is the steps left.
func (s *State) allowance(p int, par cards.Param) int {
	if !s.paramEnabled(par) {
		return 0
	}
	if s.stage != StagePhase || s.opts&optNoPastMax != 0 {
		return int(paramMax[par]) - int(s.params[par])
	}
	return int(paramMax[par]) - int(s.phaseStart[par]) - int(s.players[p].raised[par])
}

// canRaise reports whether raising par now would do anything for player p
// (Rulings E4, C13).
func (s *State) canRaise(p int, par cards.Param) bool { return s.allowance(p, par) > 0 }

// flipOcean flips the next face-down ocean tile for player p, who gains its
// reward; with ChooseOceanTile the player chooses the tile (oceans.go).
func (s *State) flipOcean(p int) {
	if s.opts&optChooseOcean != 0 {
		s.queueOcean(p)
		return
	}
	for i := range s.oceanTiles {
		if s.oceanUp&(1<<i) == 0 {
			s.flipTile(p, i)
			return
		}
	}
}

// Lower lowers a global parameter n steps (for a mode): temperature
// and oxygen go down, oceans flip back face down (the last one flipped
// first). It reports how many steps were lowered; a parameter at its start
// cannot go lower. Lowering never changes TR.
func (s *State) Lower(par cards.Param, n int) int {
	done := 0
	for i := 0; i < n && s.params[par] > 0; i++ {
		s.params[par]--
		if par == cards.Oceans {
			top := 15 - bits.LeadingZeros16(s.oceanUp)
			s.oceanUp &^= 1 << top
		}
		s.lowered++
		done++
		s.emit(Event{Kind: EvParamLowered, Player: -1, Card: -1, Param: par, N: 1})
	}
	return done
}

// addTR changes player p's TR by n (the ledger is kept by the caller) and
// fires "first TR raise this phase" triggers.
func (s *State) addTR(p, n int) {
	pl := &s.players[p]
	pl.tr += int16(n)
	s.emit(Event{Kind: EvTRChanged, Player: int8(p), Card: -1, N: int16(n)})
	if n > 0 && !pl.trRaised && s.stage == StagePhase {
		pl.trRaised = true
		s.fireSimple(p, cards.EvTRFirst)
	}
}

// cardTR changes player p's TR by n through a card effect or payment.
func (s *State) cardTR(p, n int) {
	if n == 0 {
		return
	}
	pl := &s.players[p]
	if n < 0 && int(pl.tr) < -n {
		n = -int(pl.tr)
	}
	pl.trCards += int16(n)
	s.addTR(p, n)
}

// gainForests gives player p n forests, each raising oxygen one step.
func (s *State) gainForests(p, n int) {
	for i := 0; i < n; i++ {
		s.players[p].forests++
		s.emit(Event{Kind: EvForestGained, Player: int8(p), Card: -1, N: 1})
		s.bankForest()
		s.fireSimple(p, cards.EvForest)
		s.raise(p, cards.Oxygen, 1)
	}
}

// allMaxed reports whether every global parameter of the game is at its
// maximum (Ruling E7).
func (s *State) allMaxed() bool {
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if s.paramEnabled(par) && s.params[par] < paramMax[par] {
			return false
		}
	}
	return true
}
