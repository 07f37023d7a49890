package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/aresim/aresim/ares"
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

// ratingsJSON are a unit's Attack Ratings; nil is X (never hits).
type ratingsJSON struct {
	Infantry *int `json:"infantry"`
	Armor    *int `json:"armor"`
	Air      *int `json:"air"`
	Building *int `json:"building"`
}

// unitJSON is a unit in the listing.
type unitJSON struct {
	Name       string      `json:"name"`
	Type       string      `json:"type"`
	Cost       int         `json:"cost"`
	Initiative int         `json:"initiative"`
	Attack     ratingsJSON `json:"attack"`
	// Abilities are the unit's abilities in words ("tough", "shield 1").
	Abilities []string `json:"abilities"`
	FullText  string   `json:"fullText,omitempty"`
	EvolvesTo string   `json:"evolvesTo,omitempty"`
}

// aresCardJSON is a kind of card of a faction deck.
type aresCardJSON struct {
	Name         string   `json:"name"`
	Kind         string   `json:"kind"`
	Count        int      `json:"count"`
	Units        []string `json:"units,omitempty"`
	BuildingCost int      `json:"buildingCost,omitempty"`
	Attack       string   `json:"attack,omitempty"`
	Text         string   `json:"text,omitempty"`
}

// factionJSON is a faction in the listing.
type factionJSON struct {
	Name        string         `json:"name"`
	Fingerprint string         `json:"fingerprint"`
	BasicGame   bool           `json:"basicGame"`
	Note        string         `json:"note,omitempty"`
	Units       []unitJSON     `json:"units"`
	Cards       []aresCardJSON `json:"cards"`
}

// abilities lists a unit's abilities in words.
func abilities(u *ares.Unit) []string {
	out := []string{}
	add := func(on bool, text string) {
		if on {
			out = append(out, text)
		}
	}
	add(u.Tough, "tough")
	add(u.Shield > 0, fmt.Sprintf("shield %d", u.Shield))
	add(u.Scouting > 0, fmt.Sprintf("scouting %d", u.Scouting))
	add(u.NoFlanking, "no flanking")
	add(u.DeepStrike, "deep strike")
	add(u.BaseDefense, "base defense")
	add(u.Rerolls > 0, fmt.Sprintf("rerolls %d", u.Rerolls))
	add(u.IgnorePosition, "ignores position")
	add(u.Power > 0, fmt.Sprintf("power %d", u.Power))
	add(u.NoCombat, "no combat")
	add(u.Egg, "egg")
	add(u.Carries > 0, fmt.Sprintf("carries %d", u.Carries))
	add(u.Powered != nil, "powered ability")
	return out
}

// rating returns a rating as a number, nil for X.
func rating(r ares.Rating) *int {
	if r.IsX() {
		return nil
	}
	v := int(r)
	return &v
}

// factionListing returns f as the listing shows it.
func factionListing(f *ares.Faction) factionJSON {
	j := factionJSON{Name: f.Name, Fingerprint: f.Fingerprint(), Note: f.Note, Units: []unitJSON{}, Cards: []aresCardJSON{}}
	for _, b := range basicGameFactions {
		j.BasicGame = j.BasicGame || b == f.Name
	}
	for i := range f.Units {
		u := &f.Units[i]
		j.Units = append(j.Units, unitJSON{Name: u.Name, Type: u.Type.String(), Cost: int(u.Cost), Initiative: int(u.Initiative),
			Attack: ratingsJSON{rating(u.Attack[ares.Infantry]), rating(u.Attack[ares.Armor]), rating(u.Attack[ares.Air]),
				rating(u.Attack[ares.BuildingUnit])},
			Abilities: abilities(u), FullText: u.FullText, EvolvesTo: u.EvolvesTo})
	}
	for _, c := range f.Cards {
		card := aresCardJSON{Name: c.Name, Kind: c.Kind.String(), Count: c.Count, Units: c.Units,
			BuildingCost: int(c.BuildingCost), Text: c.Text}
		if c.Kind == ares.AttackCard {
			card.Attack = c.Attack.String()
		}
		j.Cards = append(j.Cards, card)
	}
	return j
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
	factions := rules.Factions()
	if opts.faction != "" {
		f, _, err := rules.Faction(opts.faction)
		if err != nil {
			return fmt.Errorf("cards ares: --faction: %w", err)
		}
		factions = []*ares.Faction{f}
	}
	list := make([]factionJSON, len(factions))
	for i, f := range factions {
		list[i] = factionListing(f)
	}
	if format == "json" {
		return report.WriteJSON(w, struct {
			Schema   string        `json:"schema"`
			Factions []factionJSON `json:"factions"`
		}{cardsAresSchema, list})
	}
	ew := report.NewErrWriter(w)
	for i, f := range list {
		if i > 0 {
			fmt.Fprintln(ew)
		}
		games := "Full Game only"
		if f.BasicGame {
			games = "Basic and Full Game"
		}
		fmt.Fprintf(ew, "%s (%s; data %s)\n", f.Name, games, f.Fingerprint)
		for _, l := range report.Wrap(f.Note, report.Width-2, "  ") {
			fmt.Fprintln(ew, "  "+l)
		}
		fmt.Fprintln(ew, "\n  Units (Attack Ratings against infantry, armor, air, building; X never hits):")
		u := report.Table{Indent: "  ", Header: []string{"unit", "type", "cost", "init", "inf", "arm", "air", "bld", "abilities"},
			Right: map[int]bool{2: true, 3: true, 4: true, 5: true, 6: true, 7: true}, WrapLast: true}
		for i, x := range f.Units {
			r := f.Units[i].Attack
			u.Add(x.Name, x.Type, fmt.Sprint(x.Cost), fmt.Sprint(x.Initiative), ratingText(r.Infantry), ratingText(r.Armor),
				ratingText(r.Air), ratingText(r.Building), unitNotes(x))
		}
		_ = u.Write(ew, report.Width)
		fmt.Fprintf(ew, "\n  Cards (%d):\n", ares.DeckSize)
		c := report.Table{Indent: "  ", Header: []string{"card", "kind", "copies", "builds / does"}, Right: map[int]bool{2: true},
			WrapLast: true}
		for _, x := range f.Cards {
			does := strings.Join(x.Units, " / ")
			if x.BuildingCost > 0 {
				does += fmt.Sprintf(" (building cost %d)", x.BuildingCost)
			}
			if x.Attack != "" {
				does = x.Attack + " attack"
			}
			if x.Text != "" && does != "" {
				does += "; " + x.Text
			} else if x.Text != "" {
				does = x.Text
			}
			c.Add(x.Name, x.Kind, fmt.Sprint(x.Count), does)
		}
		_ = c.Write(ew, report.Width)
	}
	return ew.Err()
}

// ratingText writes a rating for the table: its number, or X.
func ratingText(r *int) string {
	if r == nil {
		return "X"
	}
	return fmt.Sprint(*r)
}

// unitNotes writes a unit's abilities, evolution and Full Game text for
// the table.
func unitNotes(u unitJSON) string {
	notes := append([]string(nil), u.Abilities...)
	if u.EvolvesTo != "" {
		notes = append(notes, "evolves to "+u.EvolvesTo)
	}
	if u.FullText != "" {
		notes = append(notes, "Full Game: "+strings.TrimPrefix(u.FullText, "Full Game: "))
	}
	return strings.Join(notes, ", ")
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

// crisisJSON is a Crisis card in the JSON listing: plain fields, one per
// line of the card's definition.
type crisisJSON struct {
	Number     string   `json:"number"`
	Name       string   `json:"name"`
	Tier       int      `json:"tier"`
	Players    string   `json:"players"`
	Counters   int      `json:"counters"`
	Immediate  []string `json:"immediate,omitempty"`
	Persistent []string `json:"persistent,omitempty"`
	Goal       []string `json:"goal,omitempty"`
	Anytime    []string `json:"anytime,omitempty"`
	Note       string   `json:"note,omitempty"`

	text []cards.FieldText // what the card does, for the table
}

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
		j := crisisJSON{Number: c.Number, Name: c.Name, Tier: int(c.Tier), Players: players,
			Counters: int(c.Counters), Note: c.Note, text: c.Text}
		for _, f := range c.Text {
			switch f.Key {
			case "immediate":
				j.Immediate = append(j.Immediate, f.Value)
			case "persistent":
				j.Persistent = append(j.Persistent, f.Value)
			case "goal":
				j.Goal = append(j.Goal, f.Value)
			case "anytime":
				j.Anytime = append(j.Anytime, f.Value)
			}
		}
		list = append(list, j)
	}
	var corps []cardJSON
	for i := range cat.Corporations {
		c := &cat.Corporations[i]
		if c.Set != crisis.Set {
			continue
		}
		mc := int(c.MC)
		j := cardJSON{Kind: "corporation", Number: c.Number, Name: c.Name, Set: c.Set.String(),
			StartingMC: &mc, Tags: tagNames(c.Tags), Holds: holdsText(c.Holds), Note: c.Note}
		j.setVP(c.VP)
		j.setText(c.Text)
		corps = append(corps, j)
	}
	if opts.format == "json" {
		return report.WriteJSON(w, struct {
			Schema       string       `json:"schema"`
			Crises       []crisisJSON `json:"crisisCards"`
			Corporations []cardJSON   `json:"corporations"`
		}{cardsCrisisSchema, list, corps})
	}
	ew := report.NewErrWriter(w)
	for _, c := range list {
		counters := "no counters"
		if c.Counters > 0 {
			counters = strconv.Itoa(c.Counters) + " counters"
		}
		fmt.Fprintf(ew, "%s  %s  tier %d  players %s  %s\n", c.Number, c.Name, c.Tier, c.Players, counters)
		for _, f := range c.text {
			if f.Key == "note" {
				continue
			}
			fmt.Fprintf(ew, "     %s: %s\n", f.Key, f.Value)
		}
	}
	if ew.Err() != nil {
		return ew.Err()
	}
	fmt.Fprintln(ew)
	if ew.Err() != nil {
		return ew.Err()
	}
	return writeExpeditionCardTable(w, corps)
}
