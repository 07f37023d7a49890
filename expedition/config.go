package expedition

import (
	"fmt"

	"github.com/aresim/aresim/expedition/cards"
)

// Limits of a game.
const (
	// MaxPlayers is the most players a State holds (Foundations plays up to
	// six).
	MaxPlayers = 6
	// MinPlayers is the fewest players of the competitive game.
	MinPlayers = 2
	// MaxCards is the most project cards a game can use.
	MaxCards = cards.MaxProjectCards
	// DefaultMaxRounds is the round cap of Ruling E8 when Config leaves it 0.
	DefaultMaxRounds = 60
	// StartingTR is every player's TR at the start.
	StartingTR = 5
	// StartingHand is the number of project cards dealt at setup.
	StartingHand = 8
	// HandLimit is the hand size kept at the end of a round.
	HandLimit = 10
)

// Config describes a game to start.
type Config struct {
	// Players is the number of players, 2 to 4; 5 and 6 with the
	// Foundations set (Ruling F1: same rules).
	Players int
	// Seed seeds the game's generator: the same config always gives the
	// same game for the same actions.
	Seed uint64
	// Catalogue holds the cards; nil means the embedded base game.
	Catalogue *cards.Catalogue
	// Sets are the sets whose project cards and corporations are used;
	// empty means the base game only. The base set is always played; a
	// Foundations reprint replaces the base printing it names (Ruling F4).
	Sets []cards.Set
	// MaxRounds stops the game after this many rounds, unfinished (Ruling
	// E8); 0 means DefaultMaxRounds.
	MaxRounds int
	// Infrastructure adds Foundations' fourth global parameter (Ruling
	// F2): the game ends only when it is maxed too. Auto plays it with five
	// or six players; On needs the Foundations set. Without it, the cards
	// that involve it leave the deck (Ruling F3).
	Infrastructure Toggle
	// Milestones plays Discovery's awards and milestones (Rulings D1, D2):
	// Auto (on) with the Discovery set; Off leaves out the cards that
	// mention milestones (Ruling D5).
	Milestones Toggle
	// Upgrades plays Discovery's upgraded phase cards (Ruling D4): Auto (on)
	// with the Discovery set; Off leaves out the cards and corporations
	// that upgrade or count them (Ruling D5).
	Upgrades Toggle
	// Draft plays Discovery's drafting variant at setup (Ruling D5).
	Draft bool
	// DummyHand plays Discovery's 2-player dummy hand (Ruling D5).
	DummyHand bool
	// NoForcedConversion turns off the forced heat and plant conversion at
	// the end of the Action phase (for a co-operative mode).
	NoForcedConversion bool
	// HoldRoundStart stops the game at the start of every round (before
	// Planning) until the caller calls ContinueRound, so that a mode can act
	// there.
	HoldRoundStart bool
	// Redraw plays the advanced setup variant (Ruling E10): before choosing
	// a corporation, each player may set aside any of the eight cards dealt
	// and draw as many, once. Off, the players keep the cards dealt.
	Redraw bool

	// ModeEnds hands the end of the game to a mode: maxing every
	// parameter does not end it (Ruling E7 does not apply), Finish does, and
	// the game may have a single player.
	ModeEnds bool
	// StartTerraformed starts temperature and oxygen at their maximum and
	// every ocean tile face up (Ruling C1).
	StartTerraformed bool
	// ChooseOceanTile shows the ocean tiles' rewards on both sides: flipping
	// one face up is a choice among the face-down tiles (Ruling C11).
	ChooseOceanTile bool
	// VPBank puts a 1VP token in a shared bank for every VP scored during
	// the game, and makes negative-VP cards cost tokens (Ruling C7).
	VPBank bool
	// OpenTable shows every hand and every Planning choice to every player
	// (Ruling C8).
	OpenTable bool
	// NoStepPastMaximum makes a parameter at its maximum impossible to
	// raise at all (Ruling C13, the Crisis mode): Ruling E4's allowance of
	// steps past the maximum within a phase does not apply.
	NoStepPastMaximum bool
	// Leave, if not nil, leaves out the project cards it reports true for.
	Leave func(*cards.Card) bool
	// LeaveCorporation, if not nil, leaves out the corporations it reports
	// true for.
	LeaveCorporation func(*cards.Corporation) bool
}

// options are the boolean choices of a Config, stored compactly in State.
type options uint16

const (
	optInfrastructure options = 1 << iota
	optNoForced
	optHoldRoundStart
	optRedraw
	optModeEnds
	optStartTerraformed
	optChooseOcean
	optVPBank
	optOpenTable
	optMilestones
	optUpgrades
	optDraft
	optDummy
	optNoPastMax
)

var baseOnly = []cards.Set{cards.SetBase}

// normalize checks a config and fills its defaults.
func (c Config) normalize() (Config, error) {
	lo := MinPlayers
	if c.ModeEnds {
		lo = 1
	}
	if c.Players < lo || c.Players > MaxPlayers {
		return c, fmt.Errorf("%w: %d players (want %d to %d)", ErrBadConfig, c.Players, lo, MaxPlayers)
	}
	if c.MaxRounds < 0 {
		return c, fmt.Errorf("%w: negative round cap %d", ErrBadConfig, c.MaxRounds)
	}
	if c.MaxRounds == 0 {
		c.MaxRounds = DefaultMaxRounds
	}
	if c.MaxRounds > 255 {
		return c, fmt.Errorf("%w: round cap %d above 255", ErrBadConfig, c.MaxRounds)
	}
	if len(c.Sets) == 0 {
		c.Sets = baseOnly
	}
	for _, s := range c.Sets {
		if !s.Known() {
			return c, fmt.Errorf("%w: unknown set %d", ErrBadConfig, s)
		}
	}
	if !c.hasSet(cards.SetBase) {
		return c, fmt.Errorf("%w: the sets must include base", ErrBadConfig)
	}
	if c.Catalogue == nil {
		cat, err := DefaultCatalogue(c.Sets)
		if err != nil {
			return c, err
		}
		c.Catalogue = cat
	}
	if err := checkSetsInCatalogue(c.Catalogue, c.Sets); err != nil {
		return c, err
	}
	return c.normalizeExpansions()
}

func (c Config) setMask() uint8 {
	var m uint8
	for _, s := range c.Sets {
		m |= 1 << s
	}
	return m
}

func (c Config) options() options {
	var o options
	if c.Infrastructure == On {
		o |= optInfrastructure
	}
	if c.Milestones == On {
		o |= optMilestones
	}
	if c.Upgrades == On {
		o |= optUpgrades
	}
	if c.Draft {
		o |= optDraft
	}
	if c.DummyHand {
		o |= optDummy
	}
	if c.NoForcedConversion {
		o |= optNoForced
	}
	if c.HoldRoundStart {
		o |= optHoldRoundStart
	}
	for _, f := range [...]struct {
		on  bool
		opt options
	}{{c.Redraw, optRedraw}, {c.ModeEnds, optModeEnds}, {c.StartTerraformed, optStartTerraformed},
		{c.ChooseOceanTile, optChooseOcean}, {c.VPBank, optVPBank}, {c.OpenTable, optOpenTable},
		{c.NoStepPastMaximum, optNoPastMax}} {
		if f.on {
			o |= f.opt
		}
	}
	return o
}
