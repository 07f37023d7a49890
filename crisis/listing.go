package crisis

import (
	"strconv"

	"github.com/aresim/aresim/expedition/cards"
)

// Listing is a list of Crisis cards and of the Crisis corporations as
// plain records: the listing of `aresim crisis cards`, which writes it as
// JSON (under a "schema" field) or with WriteTable.
type Listing struct {
	Crises []ListedCard `json:"crisisCards"`
	// Corporations are the catalogue's corporations of set Set, listed as
	// expedition/cards lists them.
	Corporations []cards.ListedCard `json:"corporations"`
}

// ListedCard is a Crisis card of a Listing: plain fields, numbers as
// numbers, and each line of the card's definition under its key.
type ListedCard struct {
	Number string `json:"number"`
	Name   string `json:"name"`
	Tier   int    `json:"tier"`
	// Players is the player count the card is used with, "1" to "4", or
	// "all".
	Players    string   `json:"players"`
	Counters   int      `json:"counters"`
	Immediate  []string `json:"immediate,omitempty"`
	Persistent []string `json:"persistent,omitempty"`
	Goal       []string `json:"goal,omitempty"`
	Anytime    []string `json:"anytime,omitempty"`
	Note       string   `json:"note,omitempty"`

	// Text is the card's "key: value" lines in the order of its file,
	// which WriteTable prints; the JSON has them under their keys above
	// instead.
	Text []cards.FieldText `json:"-"`
}

// List returns the listing of the Crisis cards of deck that want accepts
// (every card when want is nil), in deck order, and of the Crisis
// corporations of cat (Data gives the embedded deck and catalogue).
func List(cat *cards.Catalogue, deck *Deck, want func(*Card) bool) Listing {
	var l Listing
	for i := range deck.Cards {
		if c := &deck.Cards[i]; want == nil || want(c) {
			l.Crises = append(l.Crises, c.Listed())
		}
	}
	for i := range cat.Corporations {
		if c := &cat.Corporations[i]; c.Set == Set {
			l.Corporations = append(l.Corporations, c.Listed())
		}
	}
	return l
}

// Listed returns the Crisis card as a Listing shows it.
func (c *Card) Listed() ListedCard {
	players := "all"
	if c.Players > 0 {
		players = strconv.Itoa(int(c.Players))
	}
	l := ListedCard{Number: c.Number, Name: c.Name, Tier: int(c.Tier), Players: players, Counters: int(c.Counters),
		Note: c.Note, Text: c.Text}
	for _, f := range c.Text {
		switch f.Key {
		case "immediate":
			l.Immediate = append(l.Immediate, f.Value)
		case "persistent":
			l.Persistent = append(l.Persistent, f.Value)
		case "goal":
			l.Goal = append(l.Goal, f.Value)
		case "anytime":
			l.Anytime = append(l.Anytime, f.Value)
		}
	}
	return l
}
