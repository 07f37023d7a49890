package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/cardlist"
	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/report"
	"github.com/spf13/cobra"
)

// cardsExpeditionSchema names the JSON of `aresim expedition cards`.
var cardsExpeditionSchema = report.Schema("cards-expedition", 1)

// cardsExpeditionOptions are the flags of `aresim expedition cards`.
type cardsExpeditionOptions struct {
	set       string
	format    string
	cardFiles []string
}

// newExpeditionCardsCmd builds `aresim expedition cards`.
func newExpeditionCardsCmd() *cobra.Command {
	opts := cardsExpeditionOptions{set: "base", format: "table"}
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "List the Ares Expedition project cards and corporations",
		Long: `cards lists the project cards and corporations the engine plays with:
number, name, set, colour, cost, tags, VP, and what the card does, in the
project's card language (see the expedition/cards package documentation);
for Discovery also its milestones and awards. --set takes one set or a
comma list (discovery,foundations), or all.
With --cards it reads and validates your own card files instead of the
embedded ones; a broken file gives one error naming the file, the line, the
card and the field.`,
		Example: `  aresim expedition cards
  aresim expedition cards --set discovery --format json
  aresim expedition cards --set discovery,foundations
  aresim expedition cards --cards my-cards.cards --set all`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCardsExpedition(cmd.OutOrStdout(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.set, "set", opts.set, "which sets, one or a comma list: base, discovery, foundations, promo, crisis, or all")
	f.StringVar(&opts.format, "format", opts.format, "output format: table or json")
	f.StringSliceVar(&opts.cardFiles, "cards", nil, "card `FILES` to read instead of the embedded cards")
	return cmd
}

func runCardsExpedition(w io.Writer, opts cardsExpeditionOptions) error {
	format := strings.ToLower(opts.format)
	if format != "table" && format != "json" {
		return fmt.Errorf("cards expedition: --format %q: want table or json", opts.format)
	}
	var want func(cards.Set) bool
	if set := strings.ToLower(opts.set); set != "all" {
		var sets uint8
		for _, name := range strings.Split(set, ",") {
			s, ok := cards.ParseSet(strings.TrimSpace(name))
			if !ok {
				return fmt.Errorf("cards expedition: --set %q: want base, discovery, foundations, promo, crisis, a comma list of them, or all", opts.set)
			}
			sets |= 1 << s
		}
		want = func(x cards.Set) bool { return sets&(1<<x) != 0 }
	}
	cat, err := loadCatalogue(opts.cardFiles)
	if err != nil {
		return fmt.Errorf("cards expedition: %w", err)
	}
	list := cards.List(cat, want)
	if format == "json" {
		return report.WriteJSON(w, struct {
			Schema string `json:"schema"`
			cards.Listing
		}{cardsExpeditionSchema, list})
	}
	return list.WriteTable(w)
}

// cardsAresSchema names the JSON of `aresim ares cards`.
var cardsAresSchema = report.Schema("cards-ares", 1)

// cardsAresOptions are the flags of `aresim ares cards`.
type cardsAresOptions struct {
	faction      string
	format       string
	factionFiles []string
}

// newAresCardsCmd builds `aresim ares cards`.
func newAresCardsCmd() *cobra.Command {
	opts := cardsAresOptions{format: "table"}
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "List The Ares Project factions: their units with every rating and ability, and their cards",
		Long: `cards lists the factions the engine plays with: for each, its units (type,
cost, initiative, the four Attack Ratings, every ability and Full Game
text) and its deck (each card, its kind, copies, the units it builds or
what it does). With --faction-file it reads and validates your own faction
files, each replacing the embedded faction of the same name.

Attack Ratings are the to-hit numbers against infantry, armor, air and
buildings; X never hits (null in the JSON).`,
		Example: `  aresim ares cards
  aresim ares cards --faction kahoum
  aresim ares cards --format json
  aresim ares cards --faction-file my-kahoum.json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCardsAres(cmd.OutOrStdout(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.faction, "faction", "", "list only this faction (default: all)")
	f.StringVar(&opts.format, "format", opts.format, "output format: table or json")
	f.StringSliceVar(&opts.factionFiles, "faction-file", nil, "faction data file replacing the embedded faction of the same name (repeatable)")
	return cmd
}

func runCardsAres(w io.Writer, opts cardsAresOptions) error {
	format := strings.ToLower(opts.format)
	if format != "table" && format != "json" {
		return fmt.Errorf("cards ares: --format %q: want table or json", opts.format)
	}
	rules, err := loadRules(opts.factionFiles)
	if err != nil {
		return fmt.Errorf("cards ares: %w", err)
	}
	var want func(*ares.Faction) bool
	if opts.faction != "" {
		one, _, err := rules.Faction(opts.faction)
		if err != nil {
			return fmt.Errorf("cards ares: --faction: %w", err)
		}
		want = func(f *ares.Faction) bool { return f == one }
	}
	list := cardlist.List(rules, want)
	if format == "json" {
		return report.WriteJSON(w, struct {
			Schema string `json:"schema"`
			cardlist.Listing
		}{cardsAresSchema, list})
	}
	return list.WriteTable(w)
}

// cardsCrisisOptions are the flags of `aresim crisis cards`.
type cardsCrisisOptions struct {
	players int
	format  string
}

// newCrisisCardsCmd builds `aresim crisis cards`.
func newCrisisCardsCmd() *cobra.Command {
	var opts cardsCrisisOptions
	opts.format = "table"
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "List the Crisis mode's 85 Crisis cards and its four corporations",
		Long: `cards lists the Crisis cards the engine plays with: code, name, tier, player
count, counters, and their immediate effect, persistent effect, goal and
ability, in the project's card language (see the expedition/cards package
documentation), then the four Crisis corporations.`,
		Example: `  aresim crisis cards
  aresim crisis cards --players 2
  aresim crisis cards --format json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCardsCrisis(cmd.OutOrStdout(), opts)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.players, "players", 0, "only the cards of this player count, 1 to 4 (0: all)")
	f.StringVar(&opts.format, "format", opts.format, "output format: table or json")
	return cmd
}

// cardsCrisisSchema names the JSON of `aresim crisis cards`.
var cardsCrisisSchema = report.Schema("cards-crisis", 1)

func runCardsCrisis(w io.Writer, opts cardsCrisisOptions) error {
	opts.format = strings.ToLower(opts.format)
	if opts.format != "table" && opts.format != "json" {
		return fmt.Errorf("cards crisis: --format %q: want table or json", opts.format)
	}
	if opts.players < 0 || opts.players > 4 {
		return fmt.Errorf("cards crisis: --players %d: want 1 to 4 (0: all)", opts.players)
	}
	cat, deck, err := crisis.Data()
	if err != nil {
		return fmt.Errorf("cards crisis: %w", err)
	}
	var want func(*crisis.Card) bool
	if opts.players != 0 {
		want = func(c *crisis.Card) bool { return c.Players == 0 || int(c.Players) == opts.players }
	}
	list := crisis.List(cat, deck, want)
	if opts.format == "json" {
		return report.WriteJSON(w, struct {
			Schema string `json:"schema"`
			crisis.Listing
		}{cardsCrisisSchema, list})
	}
	return list.WriteTable(w)
}
