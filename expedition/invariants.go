package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
)

// Check verifies the rules that must hold in every state: every card of the
// game in exactly one place (deck, discard pile, a hand, a tableau, a
// revealed zone) and the counts agree; no negative resource; parameters
// within their tracks; each player's TR equal to 5 plus the parameter steps
// they raised plus what cards changed, and the raised steps agreeing with
// the tracks; the steps each player raised in the current phase within
// their allowance (Rulings E4, C13); the counts kept for the milestones and
// awards equal a recount. It returns an error wrapping ErrInvariant naming
// the first broken rule. Tests run it after every Apply.
func (s *State) Check() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: round %d: %s", ErrInvariant, s.round, fmt.Sprintf(format, args...))
	}
	if s.framesDropped > 0 {
		return bad("%d effect frames dropped", s.framesDropped)
	}
	n := int(s.nPlayers)
	// Count the cards at each location, then check that every card listed
	// in the deck, a hand, a tableau or a revealed zone has that location:
	// with equal counts, the lists and the locations then agree exactly.
	var at [256]int
	for id := 0; id < MaxCards; id++ {
		at[s.loc[id]]++
	}
	if at[locOut]+int(s.nCards) != MaxCards {
		return bad("%d cards in the game, want %d", MaxCards-at[locOut], s.nCards)
	}
	for l := int(locEnd); l < len(at); l++ {
		if at[l] != 0 {
			return bad("%d cards at location %d", at[l], l)
		}
	}
	if at[locDeck] != int(s.deckLen) || at[locDiscard] != int(s.nDiscard) {
		return bad("deck %d/%d, discard %d/%d", at[locDeck], s.deckLen, at[locDiscard], s.nDiscard)
	}
	for i := 0; i < int(s.deckLen); i++ {
		if s.loc[s.deck[i]] != locDeck {
			return bad("card %d in the deck has location %d", s.deck[i], s.loc[s.deck[i]])
		}
	}
	for p := 0; p < MaxPlayers; p++ {
		pl := &s.players[p]
		for _, z := range [...]struct {
			name string
			set  *cardSet
			n    uint16
			loc  uint8
		}{{"hand", &pl.hand, pl.nHand, locHand + uint8(p)}, {"tableau", &pl.tableau, pl.nTableau, locTableau + uint8(p)},
			{"revealed", &pl.revealed, pl.nRevealed, locRevealed + uint8(p)}} {
			if p >= n && z.n != 0 {
				return bad("p%d is not in the game but has a %s", p, z.name)
			}
			if at[z.loc] != int(z.n) || z.set.count() != int(z.n) {
				return bad("p%d %s: count %d, set %d, locations %d", p, z.name, z.n, z.set.count(), at[z.loc])
			}
			for id := z.set.next(0); id >= 0; id = z.set.next(id + 1) {
				if s.loc[id] != z.loc {
					return bad("card %d in p%d's %s has location %d", id, p, z.name, s.loc[id])
				}
			}
		}
	}
	var raised int
	for p := 0; p < n; p++ {
		pl := &s.players[p]
		if pl.mc < 0 || pl.heat < 0 || pl.plants < 0 || pl.steel < 0 || pl.titanium < 0 || pl.forests < 0 || pl.tr < 0 {
			return bad("p%d has a negative resource: mc %d heat %d plants %d steel %d titanium %d forests %d tr %d",
				p, pl.mc, pl.heat, pl.plants, pl.steel, pl.titanium, pl.forests, pl.tr)
		}
		for r, v := range pl.prod {
			if v < 0 {
				return bad("p%d has negative %s production", p, cards.Resource(r))
			}
		}
		if int(pl.tr) != StartingTR+int(pl.trParams)+int(pl.trCards) {
			return bad("p%d TR %d != %d + %d parameter steps + %d from cards", p, pl.tr, StartingTR, pl.trParams, pl.trCards)
		}
		raised += int(pl.trParams)
	}
	steps := 0
	for par := cards.Param(0); par < cards.NumParams; par++ {
		if s.params[par] > paramMax[par] {
			return bad("%s at step %d beyond %d", par, s.params[par], paramMax[par])
		}
		if !s.paramEnabled(par) && s.params[par] != 0 {
			return bad("%s moved but is not in the game", par)
		}
		steps += int(s.params[par])
	}
	if ups := popcount16(s.oceanUp); ups+int(s.oceanPending) != int(s.params[cards.Oceans]) {
		return bad("%d ocean tiles face up and %d to choose, track says %d", ups, s.oceanPending, s.params[cards.Oceans])
	}
	if why := s.checkTiles(); why != "" {
		return bad("%s", why)
	}
	if why := s.checkKeptCounts(); why != "" {
		return bad("%s", why)
	}
	if why := s.checkWild(); why != "" {
		return bad("%s", why)
	}
	if why := s.checkAllowances(); why != "" {
		return bad("%s", why)
	}
	if raised != int(s.raises) || int(s.raises)+int(s.preset) != steps+int(s.overMax)+int(s.lowered) {
		return bad("players raised %d steps, game counted %d; with %d set at the start = %d on the tracks + %d past the maximum + %d lowered",
			raised, s.raises, s.preset, steps, s.overMax, s.lowered)
	}
	if s.vpBank < 0 {
		return bad("VP bank holds %d tokens", s.vpBank)
	}
	if why := s.checkBanked(); why != "" {
		return bad("%s", why)
	}
	return nil
}

// checkAllowances checks the steps each player raised in the current
// phase (Rulings E4, C13): none outside a phase or on a parameter not in
// the game; together at least the parameter's rise since the phase began;
// each player's within their allowance; and in the Crisis mode none past a
// maximum ever.
func (s *State) checkAllowances() string {
	if s.opts&optNoPastMax != 0 && s.overMax != 0 {
		return fmt.Sprintf("%d steps past a maximum with no steps past it allowed", s.overMax)
	}
	for par := cards.Param(0); par < cards.NumParams; par++ {
		sum := 0
		for p := range s.players {
			n := int(s.players[p].raised[par])
			if n != 0 && (s.stage != StagePhase || p >= int(s.nPlayers) || !s.paramEnabled(par)) {
				return fmt.Sprintf("p%d raised %s %d steps outside a phase of the game", p, par, n)
			}
			if allowed := int(paramMax[par]) - int(s.phaseStart[par]); s.opts&optNoPastMax == 0 && n > allowed {
				return fmt.Sprintf("p%d raised %s %d steps this phase, allowance %d", p, par, n, allowed)
			}
			sum += n
		}
		if s.stage == StagePhase && int(s.params[par])-int(s.phaseStart[par]) > sum {
			return fmt.Sprintf("%s rose %d steps this phase, the players raised %d", par, int(s.params[par])-int(s.phaseStart[par]), sum)
		}
	}
	return ""
}

func popcount16(x uint16) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}
