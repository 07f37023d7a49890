package cards

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/aresim/aresim/internal/texttable"
)

// WriteTable writes the listing as `aresim expedition cards` prints it, a
// few lines a card: the card's line (number, name, set, colour, cost,
// tags), then its VP, what it holds and what it does, one field a line,
// all wrapped to 100 columns.
//
//	1  Adaptation Technology  base  blue  12 MC  science
//	     vp: 1
//	     passive: shift-requirements temperature|oxygen
func (l Listing) WriteTable(w io.Writer) error {
	ew := texttable.NewErrWriter(w)
	head := []string{"NUMBER", "NAME", "SET", "COLOR", "COST", "TAGS"}
	rows := make([][]string, len(l.Cards))
	widths := make([]int, len(head)-1)
	for i, c := range l.Cards {
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
		tags := texttable.Wrap(r[len(widths)], max(texttable.Width-b.Len(), 16), "")
		if len(tags) == 0 {
			tags = []string{""}
		}
		fmt.Fprintln(ew, strings.TrimRight(b.String()+tags[0], " "))
		for _, t := range tags[1:] {
			fmt.Fprintln(ew, indent+t)
		}
	}
	line(head)
	for i, c := range l.Cards {
		line(rows[i])
		var fields []string
		if vp := c.vpText(); vp != "" {
			fields = append(fields, "vp: "+vp)
		}
		if c.Holds != "" {
			fields = append(fields, "holds: "+c.Holds)
		}
		for _, f := range c.Text {
			fields = append(fields, f.Key+": "+f.Value)
		}
		for _, f := range fields {
			for _, text := range texttable.Wrap(f, texttable.Width-5, "    ") {
				fmt.Fprintln(ew, "     "+text)
			}
		}
	}
	return ew.Err()
}

// vpText writes the card's VP for the table: "2", "1 per 2 forest", "1 +
// 1 per resource", or nothing.
func (l *ListedCard) vpText() string {
	if l.VPPer == nil {
		if l.VP == 0 {
			return ""
		}
		return fmt.Sprint(l.VP)
	}
	per := ""
	if l.VPPer.Per > 1 {
		per = fmt.Sprintf("%d ", l.VPPer.Per)
	}
	s := fmt.Sprintf("%d per %s%s", l.VPPer.VP, per, l.VPPer.Of)
	if l.VP != 0 {
		s = fmt.Sprintf("%d + %s", l.VP, s)
	}
	return s
}
