// Package variant names the bots of package bot that are kept for
// comparison only, such as the heuristic as it valued upgraded phase cards
// by fixed figures: package bot registers them in Tiers, and the
// maintainers' commands under expedition/bot build them by name. Nothing
// outside expedition/bot can import it, so no user-facing name reaches
// them.
package variant

import (
	"errors"
	"slices"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/sim/play"
)

// Bot is a bot of package bot (play.Bot over Ares Expedition's View).
type Bot = play.Bot[expedition.View, expedition.Action]

// ErrUnknown is wrapped by the error of Tiers.New for a name no variant
// has.
var ErrUnknown = errors.New("variant: unknown bot")

// Tiers is the registry of the variants, one tier each.
var Tiers = play.NewRegistry[expedition.View, expedition.Action](ErrUnknown)

// Register makes New build a variant called name with make. It panics on
// a name registered twice, a programming error. Call it from an init
// function only: the registry is read without a lock.
func Register(name string, make func(seed uint64) Bot) {
	Tiers.Register(play.Tier[expedition.View, expedition.Action]{Name: name, New: make})
}

// New returns the variant called name seeded with seed, or false when no
// variant has that name.
func New(name string, seed uint64) (Bot, bool) {
	b, err := Tiers.New(name, seed)
	return b, err == nil
}

// Names returns the names of the variants registered, sorted.
func Names() []string {
	names := Tiers.List()
	slices.Sort(names)
	return names
}
