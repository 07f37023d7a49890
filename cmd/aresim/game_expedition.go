package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition"
	expbalance "github.com/aresim/aresim/expedition/balance"
	expbot "github.com/aresim/aresim/expedition/bot"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/play"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// expeditionGame is Terraforming Mars: Ares Expedition, with its
// Discovery and Foundations expansions: `aresim expedition <verb>`.
var expeditionGame = game{
	name:  "expedition",
	short: "Play, replay and study Terraforming Mars: Ares Expedition games between bots",
	long: `Terraforming Mars: Ares Expedition, with Discovery and Foundations: play and
replay seeded games between bots, study corporation balance over many
games, rate bot tiers on a ladder and list the cards.`,
	verbs: []func() *cobra.Command{newExpeditionPlayCmd, newExpeditionReplayCmd, newExpeditionBalanceCmd, newExpeditionWhatIfCmd, newExpeditionSweepCmd, newExpeditionLadderCmd, newExpeditionCardsCmd, newExpeditionTrainCmd},
}

// loadCatalogue returns the embedded base cards, or the user's card files.
func loadCatalogue(files []string) (*cards.Catalogue, error) {
	if len(files) == 0 {
		return cards.Embedded()
	}
	return cards.LoadPaths(files...)
}

// expBotNames are the bots of Ares Expedition, for help texts.
var expBotNames = expbot.Names

// seatBots parses the --bots list, one bot per seat (a single name is used
// for every seat), and makes the table's bots with the registry r, seat
// p's seeded with sim.BotSeed(seed, p).
func seatBots[V any, A comparable](r *play.Registry[V, A], list string, players int, seed uint64) ([]play.Bot[V, A], error) {
	names, err := parseBots(list)
	if err != nil {
		return nil, err
	}
	if len(names) != 1 && len(names) != players {
		return nil, fmt.Errorf("--bots: %d names for %d players (give one, or one per player)", len(names), players)
	}
	for _, name := range names {
		if err := r.Check(name); err != nil {
			return nil, fmt.Errorf("--bots: %w", err)
		}
	}
	return r.Seats(names, players, func(p int) uint64 { return sim.BotSeed(seed, p) })
}

// checkPlayers validates --players.
func checkPlayers(n int) error {
	if n < expedition.MinPlayers || n > expedition.MaxPlayers {
		return fmt.Errorf("--players %d: want %d to %d", n, expedition.MinPlayers, expedition.MaxPlayers)
	}
	return nil
}

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
func (g *expeditionGameFlags) options() (expbalance.Options, error) {
	var o expbalance.Options
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

// parseCorporations reads a ladder's --corporations, in any case: who
// keeps one of the two corporations dealt, "random" (a seeded coin) or
// "bots"; def when not given.
func parseCorporations(value, def string) (string, error) {
	corps := strings.ToLower(value)
	if corps == "" {
		corps = def
	}
	if corps != "random" && corps != "bots" {
		other := map[string]string{"random": "bots", "bots": "random"}[def]
		return "", fmt.Errorf("--corporations %q: want %s or %s", value, def, other)
	}
	return corps, nil
}
