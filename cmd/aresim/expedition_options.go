package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/spf13/pflag"
)

// expeditionGameFlags are the flags that choose an Ares Expedition game's
// sets and the expansions' options and variants, shared by play and
// balance.
type expeditionGameFlags struct {
	sets                                 string
	milestones, upgrades, infrastructure string
	draft, dummyHand                     bool
}

// add registers the flags.
func (g *expeditionGameFlags) add(f *pflag.FlagSet) {
	g.sets, g.milestones, g.upgrades, g.infrastructure = "base", "auto", "auto", "auto"
	f.StringVar(&g.sets, "sets", g.sets, "project card sets, a comma list with base: base, discovery, foundations")
	f.StringVar(&g.milestones, "milestones", g.milestones, "Discovery's awards and milestones: auto (on with discovery), on or off (their cards leave the deck)")
	f.StringVar(&g.upgrades, "upgrades", g.upgrades, "Discovery's upgraded phase cards: auto (on with discovery), on or off (their cards and corporations leave)")
	f.StringVar(&g.infrastructure, "infrastructure", g.infrastructure, "Foundations' infrastructure track: auto (on with 5 or 6 players), on or off (its cards leave)")
	f.BoolVar(&g.draft, "draft", false, "play Discovery's drafting variant: the eight starting cards are drafted")
	f.BoolVar(&g.dummyHand, "dummy-hand", false, "play Discovery's 2-player dummy hand: a phase revealed each round resolves as if chosen")
}

// options reads the flags into a study's game options (the same fields as
// expedition.Config's).
func (g *expeditionGameFlags) options() (balance.Options, error) {
	var o balance.Options
	sets, err := parseSets(g.sets)
	if err != nil {
		return o, err
	}
	o.Sets, o.Draft, o.DummyHand = sets, g.draft, g.dummyHand
	for _, t := range []struct {
		flag, value string
		dst         *expedition.Toggle
	}{{"milestones", g.milestones, &o.Milestones}, {"upgrades", g.upgrades, &o.Upgrades}, {"infrastructure", g.infrastructure, &o.Infrastructure}} {
		v, err := expedition.ParseToggle(strings.ToLower(strings.TrimSpace(t.value)))
		if err != nil {
			return o, fmt.Errorf("--%s %q: want auto, on or off", t.flag, t.value)
		}
		*t.dst = v
	}
	return o, nil
}

// parseSets reads --sets: a comma list of set names, base among them, in
// any case.
func parseSets(list string) ([]cards.Set, error) {
	var sets []cards.Set
	for _, name := range strings.Split(list, ",") {
		s, ok := cards.ParseSet(strings.ToLower(strings.TrimSpace(name)))
		if !ok || s == crisis.Set {
			return nil, fmt.Errorf("--sets: unknown set %q (want base, discovery, foundations)", strings.TrimSpace(name))
		}
		if slices.Contains(sets, s) {
			return nil, fmt.Errorf("--sets: %s twice", s)
		}
		sets = append(sets, s)
	}
	if !slices.Contains(sets, cards.SetBase) {
		return nil, fmt.Errorf("--sets %q: the base set is always played: add base", list)
	}
	return sets, nil
}
