package cards

import "strings"

// Listing is a list of a catalogue's cards, corporations, milestones and
// awards as plain records: the listing of `aresim expedition cards`, which
// writes it as JSON (under a "schema" field) or with WriteTable.
type Listing struct {
	Cards []ListedCard `json:"cards"`
}

// ListedCard is one entry of a Listing: a project card, a corporation, a
// milestone or an award, in plain fields, numbers as numbers, and each
// line of what it does under its key of the card language.
type ListedCard struct {
	// Kind is "project", "corporation", "milestone" or "award".
	Kind       string       `json:"kind"`
	Number     string       `json:"number"`
	Name       string       `json:"name"`
	Set        string       `json:"set"`
	Color      string       `json:"color,omitempty"`
	Cost       *int         `json:"cost,omitempty"`       // a project card's
	StartingMC *int         `json:"startingMC,omitempty"` // a corporation's
	Tags       []string     `json:"tags"`
	VP         int          `json:"vp"` // the fixed part
	VPPer      *ListedVPPer `json:"vpPer,omitempty"`
	Holds      string       `json:"holds,omitempty"`
	Requires   []string     `json:"requires,omitempty"`
	PlayCost   []string     `json:"playCost,omitempty"`
	Effect     []string     `json:"effect,omitempty"`
	Setup      []string     `json:"setup,omitempty"`
	Passive    []string     `json:"passive,omitempty"`
	When       []string     `json:"when,omitempty"`
	Action     []string     `json:"action,omitempty"`
	Condition  []string     `json:"condition,omitempty"` // a milestone's
	Counts     []string     `json:"counts,omitempty"`    // an award's
	Replaces   string       `json:"replaces,omitempty"`  // the card a reprint replaces
	Needs      []string     `json:"needs,omitempty"`     // what the game must play for the card to be in it
	Note       string       `json:"note,omitempty"`

	// Text is what the card does, its "key: value" lines in the order of
	// its file, which WriteTable prints; the JSON has them under their
	// keys above instead.
	Text []FieldText `json:"-"`
}

// ListedVPPer is the variable part of a card's VP: VP points for every
// Per of what Of counts ("forest", "animal tag", "resource").
type ListedVPPer struct {
	VP  int    `json:"vp"`
	Per int    `json:"per"`
	Of  string `json:"of"`
}

// List returns the listing of the catalogue's entries of the sets want
// accepts (every set when want is nil): its project cards, then its
// corporations, milestones and awards, each in catalogue order.
func List(cat *Catalogue, want func(Set) bool) Listing {
	if want == nil {
		want = func(Set) bool { return true }
	}
	l := Listing{Cards: []ListedCard{}}
	for i := range cat.Cards {
		if c := &cat.Cards[i]; want(c.Set) {
			l.Cards = append(l.Cards, c.Listed())
		}
	}
	for i := range cat.Corporations {
		if c := &cat.Corporations[i]; want(c.Set) {
			l.Cards = append(l.Cards, c.Listed())
		}
	}
	for i := range cat.Milestones {
		if m := &cat.Milestones[i]; want(m.Set) {
			l.Cards = append(l.Cards, m.Listed())
		}
	}
	for i := range cat.Awards {
		if a := &cat.Awards[i]; want(a.Set) {
			l.Cards = append(l.Cards, a.Listed())
		}
	}
	return l
}

// Listed returns the card as a Listing shows it.
func (c *Card) Listed() ListedCard {
	cost := int(c.Cost)
	l := ListedCard{Kind: "project", Number: c.Number, Name: c.Name, Set: c.Set.String(), Color: c.Color.String(),
		Cost: &cost, Tags: listedTags(c.Tags), Holds: holdsText(c.Holds), Replaces: c.Replaces, Needs: needNames(c.Needs),
		Note: c.Note}
	l.setVP(c.VP)
	l.setText(c.Text)
	return l
}

// Listed returns the corporation as a Listing shows it.
func (c *Corporation) Listed() ListedCard {
	mc := int(c.MC)
	l := ListedCard{Kind: "corporation", Number: c.Number, Name: c.Name, Set: c.Set.String(), StartingMC: &mc,
		Tags: listedTags(c.Tags), Holds: holdsText(c.Holds), Replaces: c.Replaces, Needs: needNames(c.Needs), Note: c.Note}
	l.setVP(c.VP)
	l.setText(c.Text)
	return l
}

// Listed returns the milestone as a Listing shows it.
func (m *Milestone) Listed() ListedCard {
	l := ListedCard{Kind: "milestone", Name: m.Name, Set: m.Set.String(), Tags: []string{}, Needs: needNames(m.Needs),
		Note: m.Note}
	l.setText(m.Text)
	return l
}

// Listed returns the award as a Listing shows it.
func (a *Award) Listed() ListedCard {
	l := ListedCard{Kind: "award", Name: a.Name, Set: a.Set.String(), Tags: []string{}, Needs: needNames(a.Needs),
		Note: a.Note}
	l.setText(a.Text)
	return l
}

// setText keeps the card's "key: value" lines and files each under its key.
func (l *ListedCard) setText(fields []FieldText) {
	l.Text = fields
	for _, f := range fields {
		dst := map[string]*[]string{"requires": &l.Requires, "play-cost": &l.PlayCost, "effect": &l.Effect,
			"setup": &l.Setup, "passive": &l.Passive, "when": &l.When, "action": &l.Action,
			"condition": &l.Condition, "counts": &l.Counts}[f.Key]
		if dst != nil {
			*dst = append(*dst, f.Value)
		}
	}
}

// setVP fills the card's VP.
func (l *ListedCard) setVP(v VP) {
	l.VP = int(v.Fixed)
	if v.IsVariable() {
		l.VPPer = &ListedVPPer{VP: int(v.Per), Per: int(max(v.Count.Per, 1)), Of: countText(v.Count)}
	}
}

// needNames lists what a card needs the game to play ("upgrades"), or nil.
func needNames(n Features) []string {
	if n == 0 {
		return nil
	}
	return strings.Split(n.String(), ",")
}

// listedTags names the tags, in order.
func listedTags(tags []Tag) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = t.String()
	}
	return out
}

// holdsText names what a card holds, or "".
func holdsText(h Holding) string {
	if h == HoldNone {
		return ""
	}
	return h.String()
}

// countText names what a variable VP counts: "forest", "animal tag".
func countText(c Countable) string {
	switch c.Kind {
	case CountTag:
		return c.Tag.String() + " tag"
	case CountColor:
		return c.Col.String() + " card"
	case CountCards:
		return "card"
	case CountForests:
		return "forest"
	case CountResources:
		return "resource"
	case CountSteel:
		return "steel"
	case CountTitanium:
		return "titanium"
	}
	return "?"
}
