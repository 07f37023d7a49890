package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/spf13/cobra"
)

// cardsCrisisOptions are the flags of `aresim cards crisis`.
type cardsCrisisOptions struct {
	players int
	format  string
}

// newCardsCrisisCmd builds `aresim cards crisis`.
func newCardsCrisisCmd() *cobra.Command {
	var opts cardsCrisisOptions
	opts.format = "table"
	cmd := &cobra.Command{
		Use:   "crisis",
		Short: "List the Crisis mode's 85 Crisis cards and its four corporations",
		Long: `crisis lists the Crisis cards the engine plays with: code, name, tier, player
count, counters, and their immediate effect, persistent effect, goal and
ability, in the project's card language (see the expedition/cards package
documentation), then the four Crisis corporations.`,
		Example: `  aresim cards crisis
  aresim cards crisis --players 2
  aresim cards crisis --format json`,
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

// crisisJSON is a Crisis card in the JSON listing.
type crisisJSON struct {
	Number   string            `json:"number"`
	Name     string            `json:"name"`
	Tier     int               `json:"tier"`
	Players  string            `json:"players"`
	Counters int               `json:"counters"`
	Effects  []cards.FieldText `json:"effects"`
	Note     string            `json:"note,omitempty"`
}

func runCardsCrisis(w io.Writer, opts cardsCrisisOptions) error {
	if opts.format != "table" && opts.format != "json" {
		return fmt.Errorf("cards crisis: --format %q: want table or json", opts.format)
	}
	if opts.players < 0 || opts.players > 4 {
		return fmt.Errorf("cards crisis: --players %d: want 1 to 4 (0: all)", opts.players)
	}
	cat, deck, err := cards.CrisisData()
	if err != nil {
		return fmt.Errorf("cards crisis: %w", err)
	}
	var list []crisisJSON
	for i := range deck.Cards {
		c := &deck.Cards[i]
		if opts.players != 0 && c.Players != 0 && int(c.Players) != opts.players {
			continue
		}
		players := "all"
		if c.Players > 0 {
			players = strconv.Itoa(int(c.Players))
		}
		list = append(list, crisisJSON{Number: c.Number, Name: c.Name, Tier: int(c.Tier), Players: players,
			Counters: int(c.Counters), Effects: c.Text, Note: c.Note})
	}
	var corps []cardJSON
	for i := range cat.Corporations {
		c := &cat.Corporations[i]
		if c.Set != cards.SetCrisis {
			continue
		}
		mc := int(c.MC)
		corps = append(corps, cardJSON{Kind: "corporation", Number: c.Number, Name: c.Name, Set: c.Set.String(),
			MC: &mc, Tags: tagNames(c.Tags), Effects: nonNilFields(c.Text), Note: c.Note})
	}
	if opts.format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			Crises       []crisisJSON `json:"crisis_cards"`
			Corporations []cardJSON   `json:"corporations"`
		}{list, corps})
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NUMBER\tNAME\tTIER\tPLAYERS\tCOUNTERS\tWHAT IT DOES")
	for _, c := range list {
		var does []string
		for _, f := range c.Effects {
			does = append(does, f.Key+": "+f.Value)
		}
		counters := "-"
		if c.Counters > 0 {
			counters = strconv.Itoa(c.Counters)
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\t%s\n", c.Number, c.Name, c.Tier, c.Players, counters, strings.Join(does, " | "))
	}
	fmt.Fprintln(tw, "\t\t\t\t\t")
	fmt.Fprintln(tw, "NUMBER\tCORPORATION\tMC\tTAGS\t\tWHAT IT DOES")
	for _, c := range corps {
		var does []string
		for _, f := range c.Effects {
			does = append(does, f.Key+": "+f.Value)
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t\t%s\n", c.Number, c.Name, *c.MC, strings.Join(c.Tags, " "), strings.Join(does, " | "))
	}
	return tw.Flush()
}
