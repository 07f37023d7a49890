package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim/report"
	"github.com/spf13/cobra"
)

// cardsAresSchema names the JSON of `aresim cards ares`.
var cardsAresSchema = report.Schema("cards-ares", 1)

// cardsAresOptions are the flags of `aresim cards ares`.
type cardsAresOptions struct {
	faction      string
	format       string
	factionFiles []string
}

// newCardsAresCmd builds `aresim cards ares`.
func newCardsAresCmd() *cobra.Command {
	opts := cardsAresOptions{format: "table"}
	cmd := &cobra.Command{
		Use:   "ares",
		Short: "List The Ares Project factions: their units with every rating and ability, and their cards",
		Long: `ares lists the factions the engine plays with: for each, its units (type,
cost, initiative, the four Attack Ratings, every ability and Full Game
text) and its deck (each card, its kind, copies, the units it builds or
what it does). With --faction-file it reads and validates your own faction
files, each replacing the embedded faction of the same name.

Attack Ratings are the to-hit numbers against infantry, armor, air and
buildings; X never hits (null in the JSON).`,
		Example: `  aresim cards ares
  aresim cards ares --faction kahoum
  aresim cards ares --format json
  aresim cards ares --faction-file my-kahoum.json`,
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
