package cardlist

import (
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/internal/texttable"
)

// WriteTable writes the listing as `aresim ares cards` prints it: for
// each faction a line with its name, the games it plays in and its data
// fingerprint, its note, then a table of its units (type, cost,
// initiative, the four Attack Ratings, abilities) and one of its deck,
// all fitted to 100 columns.
func (l Listing) WriteTable(w io.Writer) error {
	ew := texttable.NewErrWriter(w)
	for i, f := range l.Factions {
		if i > 0 {
			fmt.Fprintln(ew)
		}
		games := "Full Game only"
		if f.BasicGame {
			games = "Basic and Full Game"
		}
		fmt.Fprintf(ew, "%s (%s; data %s)\n", f.Name, games, f.Fingerprint)
		for _, line := range texttable.Wrap(f.Note, texttable.Width-2, "  ") {
			fmt.Fprintln(ew, "  "+line)
		}
		fmt.Fprintln(ew, "\n  Units (Attack Ratings against infantry, armor, air, building; X never hits):")
		u := texttable.Table{Indent: "  ", Header: []string{"unit", "type", "cost", "init", "inf", "arm", "air", "bld", "abilities"},
			Right: map[int]bool{2: true, 3: true, 4: true, 5: true, 6: true, 7: true}, WrapLast: true}
		for _, x := range f.Units {
			r := x.Attack
			u.Add(x.Name, x.Type, fmt.Sprint(x.Cost), fmt.Sprint(x.Initiative), ratingText(r.Infantry), ratingText(r.Armor),
				ratingText(r.Air), ratingText(r.Building), x.notes())
		}
		_ = u.Write(ew, texttable.Width)
		fmt.Fprintf(ew, "\n  Cards (%d):\n", ares.DeckSize)
		c := texttable.Table{Indent: "  ", Header: []string{"card", "kind", "copies", "builds / does"}, Right: map[int]bool{2: true},
			WrapLast: true}
		for _, x := range f.Cards {
			c.Add(x.Name, x.Kind, fmt.Sprint(x.Count), x.does())
		}
		_ = c.Write(ew, texttable.Width)
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

// notes writes the unit's abilities, evolution and Full Game text for the
// table.
func (u Unit) notes() string {
	notes := append([]string(nil), u.Abilities...)
	if u.EvolvesTo != "" {
		notes = append(notes, "evolves to "+u.EvolvesTo)
	}
	if u.FullText != "" {
		notes = append(notes, "Full Game: "+strings.TrimPrefix(u.FullText, "Full Game: "))
	}
	return strings.Join(notes, ", ")
}

// does writes what the card builds or does for the table.
func (c Card) does() string {
	does := strings.Join(c.Units, " / ")
	if c.BuildingCost > 0 {
		does += fmt.Sprintf(" (building cost %d)", c.BuildingCost)
	}
	if c.Attack != "" {
		does = c.Attack + " attack"
	}
	if c.Text != "" && does != "" {
		does += "; " + c.Text
	} else if c.Text != "" {
		does = c.Text
	}
	return does
}
