package expedition

import (
	"fmt"
	"slices"

	"github.com/aresim/aresim/expedition/cards"
)

// Toggle is an option whose default depends on the game, or that is set
// either way.
type Toggle uint8

// The settings of a Toggle.
const (
	Auto Toggle = iota // the default for the game (see the option)
	On
	Off
)

var toggleNames = [...]string{"auto", "on", "off"}

// String returns "auto", "on" or "off".
func (t Toggle) String() string {
	if int(t) < len(toggleNames) {
		return toggleNames[t]
	}
	return "toggle?"
}

// ParseToggle reads "auto", "on" or "off".
func ParseToggle(s string) (Toggle, error) {
	for i, n := range toggleNames {
		if n == s {
			return Toggle(i), nil
		}
	}
	return Auto, fmt.Errorf("%w: %q is not auto, on or off", ErrBadConfig, s)
}

// resolve returns whether the option is on, given its default.
func (t Toggle) resolve(def bool) bool { return t == On || t == Auto && def }

// hasSet reports whether the config plays set x.
func (c Config) hasSet(x cards.Set) bool { return slices.Contains(c.Sets, x) }

// normalizeExpansions checks the expansions' options (Rulings F1, F2, D5)
// and resolves their defaults: infrastructure on with five or six players,
// Discovery's awards and milestones and upgraded phase cards on with the
// Discovery set.
func (c Config) normalizeExpansions() (Config, error) {
	found, disc := c.hasSet(cards.SetFoundations), c.hasSet(cards.SetDiscovery)
	switch {
	case c.Players > 4 && !found:
		// Ruling F1: the boards, cubes and phase cards for five and six
		// players are Foundations'.
		return c, fmt.Errorf("%w: %d players need the foundations set", ErrBadConfig, c.Players)
	case c.Infrastructure == On && !found:
		return c, fmt.Errorf("%w: the infrastructure track needs the foundations set", ErrBadConfig)
	case c.Milestones == On && !disc:
		return c, fmt.Errorf("%w: awards and milestones need the discovery set", ErrBadConfig)
	case c.Upgrades == On && !disc:
		return c, fmt.Errorf("%w: upgraded phase cards need the discovery set", ErrBadConfig)
	case c.DummyHand && c.Players != 2:
		return c, fmt.Errorf("%w: the dummy hand is a 2-player variant, not for %d players", ErrBadConfig, c.Players)
	}
	for _, t := range []Toggle{c.Infrastructure, c.Milestones, c.Upgrades} {
		if t > Off {
			return c, fmt.Errorf("%w: option value %d is not auto, on or off", ErrBadConfig, t)
		}
	}
	// Ruling F2: the track is on by default with five or six players.
	c.Infrastructure = onOff(found && c.Infrastructure.resolve(c.Players >= 5))
	c.Milestones = onOff(disc && c.Milestones.resolve(true))
	c.Upgrades = onOff(disc && c.Upgrades.resolve(true))
	return c, nil
}

func onOff(on bool) Toggle {
	if on {
		return On
	}
	return Off
}

// inGame reports whether a card of set set with needs is in a game of sets
// (a bitmask) with the features feats.
func inGame(sets uint8, feats cards.Features, set cards.Set, needs cards.Features) bool {
	return sets&(1<<set) != 0 && needs&^feats == 0
}

// Features returns the optional parts of the game in play: Discovery's
// awards and milestones and upgraded phase cards, Foundations'
// infrastructure track.
func (s *State) Features() cards.Features { return s.features() }

// Sets returns the sets of the game, as a bitmask (bit cards.SetBase, ...).
func (s *State) Sets() uint8 { return s.sets }

// DraftOn and DummyHandOn report whether the game plays Discovery's
// variants.
func (s *State) DraftOn() bool { return s.opts&optDraft != 0 }

// DummyHandOn reports whether the game plays the 2-player dummy hand.
func (s *State) DummyHandOn() bool { return s.opts&optDummy != 0 }

// DefaultCatalogue returns the embedded cards for sets (what a Config with
// no Catalogue plays with): the base game's alone when only the base set is
// played, else every embedded set.
func DefaultCatalogue(sets []cards.Set) (*cards.Catalogue, error) {
	for _, s := range sets {
		if s != cards.SetBase {
			return cards.Embedded()
		}
	}
	return cards.Base()
}

// checkSetsInCatalogue reports a set with neither project cards nor
// corporations in cat.
func checkSetsInCatalogue(cat *cards.Catalogue, sets []cards.Set) error {
	for _, set := range sets {
		found := false
		for i := range cat.Cards {
			found = found || cat.Cards[i].Set == set
		}
		for i := range cat.Corporations {
			found = found || cat.Corporations[i].Set == set
		}
		if !found {
			return fmt.Errorf("%w: the cards have nothing of the %s set", ErrBadConfig, set)
		}
	}
	return nil
}
