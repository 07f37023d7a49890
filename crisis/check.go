package crisis

import (
	"fmt"

	"github.com/aresim/aresim/expedition"
)

// Check verifies the rules that must hold in every state: the game's own
// invariants (expedition's Check: every project card in one place, no
// negative resource, parameters within their tracks, the VP bank never
// negative, ...), and the Crisis part's: every Crisis card in exactly one
// place and the deck and the cards in play listing them, counters never
// negative and on the cards in play only, and the Crisis deck built as
// Ruling C3 says (the cards of each tier in the game), and phase I never
// resolving while the oxygen token is red (Ruling C12). It returns an
// error wrapping ErrInvariant naming the first broken rule.
func (s *State) Check() error {
	if err := s.g.Check(); err != nil {
		return fmt.Errorf("%w: %w", ErrInvariant, err)
	}
	k := &s.k
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: round %d: %s", ErrInvariant, s.g.Round(), fmt.Sprintf(format, args...))
	}
	deck := k.deck0()
	var at [len(placeNames)]int
	var tiers, printed [6]int
	for id := range deck.Cards {
		c := &deck.Cards[id]
		pl := k.place[id]
		if int(pl) >= len(placeNames) {
			return bad("Crisis card %s in place %d", c.Number, pl)
		}
		at[pl]++
		if c.Players == 0 || int(c.Players) == int(k.nPlayers) {
			printed[c.Tier]++
			if pl != placeOut {
				tiers[c.Tier]++
			}
		} else if pl != placeOut {
			return bad("Crisis card %s of %d players is %s", c.Number, c.Players, placeNames[pl])
		}
		if k.counters[id] < 0 {
			return bad("Crisis card %s has %d counters", c.Number, k.counters[id])
		}
		if (pl == placePlay) != (k.counters[id] > 0) {
			return bad("Crisis card %s is %s with %d counters", c.Number, placeNames[pl], k.counters[id])
		}
	}
	if at[placeDeck] != int(k.deckLen) || at[placePlay] != int(k.nPlay) {
		return bad("deck %d/%d, in play %d/%d", at[placeDeck], k.deckLen, at[placePlay], k.nPlay)
	}
	var seen [128]bool
	for _, id := range k.deck[:k.deckLen] {
		if k.place[id] != placeDeck || seen[id] {
			return bad("Crisis card %s listed in the deck is %s", deck.Cards[id].Number, placeNames[k.place[id]])
		}
		seen[id] = true
	}
	for _, id := range k.play[:k.nPlay] {
		if k.place[id] != placePlay || seen[id] {
			return bad("Crisis card %s listed in play is %s", deck.Cards[id].Number, placeNames[k.place[id]])
		}
		seen[id] = true
	}
	for t := range tiers {
		want := tierKeep(t, printed[t], k.difficulty)
		if tiers[t] != want || int(k.tiers[t]) != want {
			return bad("tier %d: %d cards in the game, %d recorded at setup, C3 keeps %d of %d", t, tiers[t], k.tiers[t], want, printed[t])
		}
	}
	if int(k.drawn)+int(k.deckLen) != int(k.tiers[0])+int(k.tiers[1])+int(k.tiers[2])+int(k.tiers[3])+int(k.tiers[4])+int(k.tiers[5]) {
		return bad("%d drawn and %d in the deck of %d", k.drawn, k.deckLen, tiers)
	}
	if k.phaseStopped(expedition.PhaseDevelopment) {
		// Ruling C12: with the oxygen token red, phase I does not resolve.
		if k.mods.Forbidden&(1<<expedition.PhaseDevelopment) == 0 || k.mods.Extra&(1<<expedition.PhaseDevelopment) != 0 {
			return bad("the oxygen token is red and phase I may be chosen or resolves as a dummy's")
		}
		if s.g.Stage() == expedition.StagePhase && s.g.Phase() == expedition.PhaseDevelopment {
			return bad("phase I resolves with the oxygen token red")
		}
	}
	return nil
}
