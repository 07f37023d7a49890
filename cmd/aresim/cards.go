package main

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim/report"
	"github.com/spf13/cobra"
)

// newCardsCmd builds `aresim cards`, which lists the cards of a game as
// its engine understands them.
func newCardsCmd() *cobra.Command {
	return groupCommand(&cobra.Command{
		Use:   "cards",
		Short: "List the cards of a game as the engine understands them",
	}, newCardsAresCmd(), newCardsExpeditionCmd(), newCardsCrisisCmd())
}

// cardsExpeditionSchema names the JSON of `aresim cards expedition`.
var cardsExpeditionSchema = report.Schema("cards-expedition", 1)

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
project's card language (see the expedition/cards package documentation);
for Discovery also its milestones and awards. --set takes one set or a
comma list (discovery,foundations), or all.
With --cards it reads and validates your own card files instead of the
embedded ones; a broken file gives one error naming the file, the line, the
card and the field.`,
		Example: `  aresim cards expedition
  aresim cards expedition --set discovery --format json
  aresim cards expedition --set discovery,foundations
  aresim cards expedition --cards my-cards.cards --set all`,
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

// vpPerJSON is the variable part of a card's VP: VP points for every Per
// of what Of counts.
type vpPerJSON struct {
	VP  int    `json:"vp"`
	Per int    `json:"per"`
	Of  string `json:"of"`
}

// cardJSON is a card in the JSON listing: plain fields, numbers as
// numbers, and each line of what the card does under the card language's
// key.
type cardJSON struct {
	Kind       string     `json:"kind"`
	Number     string     `json:"number"`
	Name       string     `json:"name"`
	Set        string     `json:"set"`
	Color      string     `json:"color,omitempty"`
	Cost       *int       `json:"cost,omitempty"`
	StartingMC *int       `json:"startingMC,omitempty"`
	Tags       []string   `json:"tags"`
	VP         int        `json:"vp"`
	VPPer      *vpPerJSON `json:"vpPer,omitempty"`
	Holds      string     `json:"holds,omitempty"`
	Requires   []string   `json:"requires,omitempty"`
	PlayCost   []string   `json:"playCost,omitempty"`
	Effect     []string   `json:"effect,omitempty"`
	Setup      []string   `json:"setup,omitempty"`
	Passive    []string   `json:"passive,omitempty"`
	When       []string   `json:"when,omitempty"`
	Action     []string   `json:"action,omitempty"`
	Condition  []string   `json:"condition,omitempty"` // a milestone's
	Counts     []string   `json:"counts,omitempty"`    // an award's
	Replaces   string     `json:"replaces,omitempty"`  // the card a reprint replaces
	Needs      []string   `json:"needs,omitempty"`     // what the game must play for the card to be in it
	Note       string     `json:"note,omitempty"`

	text []cards.FieldText // what the card does, for the table
}

// setText files the card's "key: value" lines under their keys.
func (c *cardJSON) setText(fields []cards.FieldText) {
	c.text = fields
	for _, f := range fields {
		dst := map[string]*[]string{"requires": &c.Requires, "play-cost": &c.PlayCost, "effect": &c.Effect,
			"setup": &c.Setup, "passive": &c.Passive, "when": &c.When, "action": &c.Action,
			"condition": &c.Condition, "counts": &c.Counts}[f.Key]
		if dst != nil {
			*dst = append(*dst, f.Value)
		}
	}
}

// setVP fills the card's VP.
func (c *cardJSON) setVP(v cards.VP) {
	c.VP = int(v.Fixed)
	if v.IsVariable() {
		c.VPPer = &vpPerJSON{VP: int(v.Per), Per: int(max(v.Count.Per, 1)), Of: countText(v.Count)}
	}
}

func runCardsExpedition(w io.Writer, opts cardsExpeditionOptions) error {
	format := strings.ToLower(opts.format)
	if format != "table" && format != "json" {
		return fmt.Errorf("cards expedition: --format %q: want table or json", opts.format)
	}
	want := func(cards.Set) bool { return true }
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
	list := []cardJSON{}
	for i := range cat.Cards {
		c := &cat.Cards[i]
		if !want(c.Set) {
			continue
		}
		cost := int(c.Cost)
		j := cardJSON{Kind: "project", Number: c.Number, Name: c.Name, Set: c.Set.String(), Color: c.Color.String(),
			Cost: &cost, Tags: tagNames(c.Tags), Holds: holdsText(c.Holds), Replaces: c.Replaces, Needs: needNames(c.Needs), Note: c.Note}
		j.setVP(c.VP)
		j.setText(c.Text)
		list = append(list, j)
	}
	for i := range cat.Corporations {
		c := &cat.Corporations[i]
		if !want(c.Set) {
			continue
		}
		mc := int(c.MC)
		j := cardJSON{Kind: "corporation", Number: c.Number, Name: c.Name, Set: c.Set.String(),
			StartingMC: &mc, Tags: tagNames(c.Tags), Holds: holdsText(c.Holds), Replaces: c.Replaces, Needs: needNames(c.Needs), Note: c.Note}
		j.setVP(c.VP)
		j.setText(c.Text)
		list = append(list, j)
	}
	for i := range cat.Milestones {
		if m := &cat.Milestones[i]; want(m.Set) {
			j := cardJSON{Kind: "milestone", Name: m.Name, Set: m.Set.String(), Tags: []string{}, Needs: needNames(m.Needs), Note: m.Note}
			j.setText(m.Text)
			list = append(list, j)
		}
	}
	for i := range cat.Awards {
		if a := &cat.Awards[i]; want(a.Set) {
			j := cardJSON{Kind: "award", Name: a.Name, Set: a.Set.String(), Tags: []string{}, Needs: needNames(a.Needs), Note: a.Note}
			j.setText(a.Text)
			list = append(list, j)
		}
	}
	if format == "json" {
		return report.WriteJSON(w, struct {
			Schema string     `json:"schema"`
			Cards  []cardJSON `json:"cards"`
		}{cardsExpeditionSchema, list})
	}
	return writeExpeditionCardTable(w, list)
}

// writeExpeditionCardTable lists the cards, a few lines each: the card's
// line (number, name, set, colour, cost, tags), then its VP and what it
// does, one field a line, all wrapped to report.Width.
//
//	1  Adaptation Technology  base  blue  12 MC  science
//	     vp: 1
//	     passive: shift-requirements temperature|oxygen
func writeExpeditionCardTable(w io.Writer, list []cardJSON) error {
	ew := report.NewErrWriter(w)
	head := []string{"NUMBER", "NAME", "SET", "COLOR", "COST", "TAGS"}
	rows := make([][]string, len(list))
	widths := make([]int, len(head)-1)
	for i, c := range list {
		color, cost := c.Color, ""
		if c.Cost != nil {
			cost = fmt.Sprintf("%d MC", *c.Cost)
		}
		switch c.Kind {
		case "corporation":
			color, cost = "corporation", fmt.Sprintf("starts %d MC", *c.StartingMC)
		case "milestone", "award":
			color = c.Kind
		}
		rows[i] = []string{c.Number, c.Name, c.Set, color, cost, strings.Join(c.Tags, " ")}
	}
	for _, r := range append([][]string{head}, rows...) {
		for k := range widths {
			widths[k] = max(widths[k], utf8.RuneCountInString(r[k]))
		}
	}
	line := func(r []string) {
		var b strings.Builder
		for k, width := range widths {
			b.WriteString(r[k] + strings.Repeat(" ", width-utf8.RuneCountInString(r[k])+2))
		}
		indent := strings.Repeat(" ", b.Len())
		tags := report.Wrap(r[len(widths)], max(report.Width-b.Len(), 16), "")
		if len(tags) == 0 {
			tags = []string{""}
		}
		fmt.Fprintln(ew, strings.TrimRight(b.String()+tags[0], " "))
		for _, t := range tags[1:] {
			fmt.Fprintln(ew, indent+t)
		}
	}
	line(head)
	for i, c := range list {
		line(rows[i])
		var fields []string
		if vp := vpText(c); vp != "" {
			fields = append(fields, "vp: "+vp)
		}
		if c.Holds != "" {
			fields = append(fields, "holds: "+c.Holds)
		}
		for _, f := range c.text {
			fields = append(fields, f.Key+": "+f.Value)
		}
		for _, f := range fields {
			for _, l := range report.Wrap(f, report.Width-5, "    ") {
				fmt.Fprintln(ew, "     "+l)
			}
		}
	}
	return ew.Err()
}

// needNames lists what a card needs the game to play ("upgrades"), or nil.
func needNames(n cards.Features) []string {
	if n == 0 {
		return nil
	}
	return strings.Split(n.String(), ",")
}

func tagNames(tags []cards.Tag) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = t.String()
	}
	return out
}

func holdsText(h cards.Holding) string {
	if h == cards.HoldNone {
		return ""
	}
	return h.String()
}

// countText names what a variable VP counts: "forest", "animal tag".
func countText(c cards.Countable) string {
	switch c.Kind {
	case cards.CountTag:
		return c.Tag.String() + " tag"
	case cards.CountColor:
		return c.Col.String() + " card"
	case cards.CountCards:
		return "card"
	case cards.CountForests:
		return "forest"
	case cards.CountResources:
		return "resource"
	case cards.CountSteel:
		return "steel"
	case cards.CountTitanium:
		return "titanium"
	}
	return "?"
}

// vpText writes a card's VP for the table: "2", "1 per 2 forest", "1 + 1
// per resource", or nothing.
func vpText(c cardJSON) string {
	if c.VPPer == nil {
		if c.VP == 0 {
			return ""
		}
		return fmt.Sprint(c.VP)
	}
	per := ""
	if c.VPPer.Per > 1 {
		per = fmt.Sprintf("%d ", c.VPPer.Per)
	}
	s := fmt.Sprintf("%d per %s%s", c.VPPer.VP, per, c.VPPer.Of)
	if c.VP != 0 {
		s = fmt.Sprintf("%d + %s", c.VP, s)
	}
	return s
}
