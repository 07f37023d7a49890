package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/spf13/cobra"
)

// newCardsCmd builds `aresim cards`, which lists the cards of a game as
// its engine understands them.
func newCardsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "List the cards of a game as the engine understands them",
	}
	cmd.AddCommand(newCardsExpeditionCmd(), newCardsCrisisCmd())
	return cmd
}

// cardsExpeditionOptions are the flags of `aresim cards expedition`.
type cardsExpeditionOptions struct {
	set       string
	format    string
	cardFiles []string
}

// newCardsExpeditionCmd builds `aresim cards expedition`.
func newCardsExpeditionCmd() *cobra.Command {
	opts := cardsExpeditionOptions{set: "base", format: "table"}
	cmd := &cobra.Command{
		Use:   "expedition",
		Short: "List the Ares Expedition project cards and corporations",
		Long: `expedition lists the project cards and corporations the engine plays with:
number, name, set, colour, cost, tags, VP, and what the card does, in the
project's card language (see the expedition/cards package documentation).
With --cards it reads and validates your own card files instead of the
embedded ones; a broken file gives one error naming the file, the line, the
card and the field.`,
		Example: `  aresim cards expedition
  aresim cards expedition --format json
  aresim cards expedition --cards my-cards.cards --set all`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runCardsExpedition(cmd.OutOrStdout(), opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.set, "set", opts.set, "which set: base, discovery, foundations, promo, crisis or all")
	f.StringVar(&opts.format, "format", opts.format, "output format: table or json")
	f.StringSliceVar(&opts.cardFiles, "cards", nil, "card `FILES` to read instead of the embedded base cards")
	return cmd
}

// cardJSON is a card in the JSON listing.
type cardJSON struct {
	Kind    string            `json:"kind"`
	Number  string            `json:"number"`
	Name    string            `json:"name"`
	Set     string            `json:"set"`
	Color   string            `json:"color,omitempty"`
	Cost    *int              `json:"cost,omitempty"`
	MC      *int              `json:"starting_mc,omitempty"`
	Tags    []string          `json:"tags"`
	VP      string            `json:"vp,omitempty"`
	Holds   string            `json:"holds,omitempty"`
	Effects []cards.FieldText `json:"effects"`
	Note    string            `json:"note,omitempty"`
}

func runCardsExpedition(w io.Writer, opts cardsExpeditionOptions) error {
	if opts.format != "table" && opts.format != "json" {
		return fmt.Errorf("cards expedition: --format %q: want table or json", opts.format)
	}
	want := func(cards.Set) bool { return true }
	if opts.set != "all" {
		set, ok := cards.ParseSet(opts.set)
		if !ok {
			return fmt.Errorf("cards expedition: --set %q: want base, discovery, foundations, promo, crisis or all", opts.set)
		}
		want = func(s cards.Set) bool { return s == set }
	}
	cat, err := loadCatalogue(opts.cardFiles)
	if err != nil {
		return fmt.Errorf("cards expedition: %w", err)
	}
	var list []cardJSON
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if !want(c.Set) {
			continue
		}
		cost := int(c.Cost)
		list = append(list, cardJSON{Kind: "project", Number: c.Number, Name: c.Name, Set: c.Set.String(),
			Color: c.Color.String(), Cost: &cost, Tags: tagNames(c.Tags), VP: vpText(c.VP), Holds: holdsText(c.Holds),
			Effects: nonNilFields(c.Text), Note: c.Note})
	}
	for i := range cat.Corporations {
		c := &cat.Corporations[i]
		if !want(c.Set) {
			continue
		}
		mc := int(c.MC)
		list = append(list, cardJSON{Kind: "corporation", Number: c.Number, Name: c.Name, Set: c.Set.String(),
			MC: &mc, Tags: tagNames(c.Tags), VP: vpText(c.VP), Holds: holdsText(c.Holds),
			Effects: nonNilFields(c.Text), Note: c.Note})
	}
	if opts.format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(list)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "NUMBER\tNAME\tSET\tCOLOR\tCOST\tTAGS\tVP\tWHAT IT DOES")
	for _, c := range list {
		color, cost := c.Color, ""
		if c.Cost != nil {
			cost = fmt.Sprint(*c.Cost)
		}
		if c.Kind == "corporation" {
			color, cost = "corp", fmt.Sprintf("%d MC", *c.MC)
		}
		var does []string
		for _, f := range c.Effects {
			does = append(does, f.Key+": "+f.Value)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", c.Number, c.Name, c.Set, color, cost,
			strings.Join(c.Tags, " "), c.VP, strings.Join(does, " | "))
	}
	return tw.Flush()
}

func tagNames(tags []cards.Tag) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = t.String()
	}
	return out
}

func nonNilFields(f []cards.FieldText) []cards.FieldText {
	if f == nil {
		return []cards.FieldText{}
	}
	return f
}

func holdsText(h cards.Holding) string {
	if h == cards.HoldNone {
		return ""
	}
	return h.String()
}

// vpText writes a card's VP as in the card language ("2", "1 per 2 animal").
func vpText(v cards.VP) string {
	if !v.IsVariable() {
		if v.Fixed == 0 {
			return ""
		}
		return fmt.Sprint(v.Fixed)
	}
	per := ""
	if v.Count.Per > 1 {
		per = fmt.Sprintf("%d ", v.Count.Per)
	}
	what := ""
	switch v.Count.Kind {
	case cards.CountTag:
		what = "tag " + v.Count.Tag.String()
	case cards.CountColor:
		what = v.Count.Col.String()
	case cards.CountCards:
		what = "card"
	case cards.CountForests:
		what = "forest"
	case cards.CountResources:
		what = "resource"
	case cards.CountSteel:
		what = "steel"
	case cards.CountTitanium:
		what = "titanium"
	}
	s := fmt.Sprintf("%d per %s%s", v.Per, per, what)
	if v.Fixed != 0 {
		s = fmt.Sprintf("%d + %s", v.Fixed, s)
	}
	return s
}
