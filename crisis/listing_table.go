package crisis

import (
	"fmt"
	"io"
	"strconv"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/internal/texttable"
)

// WriteTable writes the listing as `aresim crisis cards` prints it: each
// Crisis card's line (code, name, tier, player count, counters) and what
// it does, one field a line, then, after a blank line, the corporations
// as expedition/cards' Listing.WriteTable writes them.
func (l Listing) WriteTable(w io.Writer) error {
	ew := texttable.NewErrWriter(w)
	for _, c := range l.Crises {
		counters := "no counters"
		if c.Counters > 0 {
			counters = strconv.Itoa(c.Counters) + " counters"
		}
		fmt.Fprintf(ew, "%s  %s  tier %d  players %s  %s\n", c.Number, c.Name, c.Tier, c.Players, counters)
		for _, f := range c.Text {
			if f.Key == "note" {
				continue
			}
			fmt.Fprintf(ew, "     %s: %s\n", f.Key, f.Value)
		}
	}
	fmt.Fprintln(ew)
	if err := ew.Err(); err != nil {
		return err
	}
	return cards.Listing{Cards: l.Corporations}.WriteTable(w)
}
