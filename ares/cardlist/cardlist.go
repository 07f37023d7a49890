// Package cardlist lists The Ares Project's factions as plain records:
// each faction's units, with their four Attack Ratings, abilities and
// Full Game text, and its deck, card by card. It is the listing of
// `aresim ares cards`, which writes it as JSON (under a "schema" field) or
// with WriteTable.
//
// It is a package of its own, not part of package ares, so that the
// battle calculator's WebAssembly program, which is built from package
// ares, carries none of the listing's text layout.
package cardlist

import (
	"fmt"

	"github.com/aresim/aresim/ares"
)

// Listing is a list of factions.
type Listing struct {
	Factions []Faction `json:"factions"`
}

// Faction is a faction of a Listing.
type Faction struct {
	Name string `json:"name"`
	// Fingerprint is the faction data's (ares.Faction.Fingerprint).
	Fingerprint string `json:"fingerprint"`
	// BasicGame says whether the faction has a Basic Game deck
	// (ares.Faction.InBasicGame).
	BasicGame bool   `json:"basicGame"`
	Note      string `json:"note,omitempty"`
	Units     []Unit `json:"units"`
	Cards     []Card `json:"cards"`
}

// Unit is a unit of a listed faction.
type Unit struct {
	Name       string  `json:"name"`
	Type       string  `json:"type"`
	Cost       int     `json:"cost"`
	Initiative int     `json:"initiative"`
	Attack     Ratings `json:"attack"`
	// Abilities are the unit's abilities in words ("tough", "shield 1").
	Abilities []string `json:"abilities"`
	FullText  string   `json:"fullText,omitempty"`
	EvolvesTo string   `json:"evolvesTo,omitempty"`
}

// Ratings are a unit's Attack Ratings, the to-hit numbers against each
// unit type; nil is X (never hits).
type Ratings struct {
	Infantry *int `json:"infantry"`
	Armor    *int `json:"armor"`
	Air      *int `json:"air"`
	Building *int `json:"building"`
}

// Card is a kind of card of a listed faction's deck, with how many copies
// the deck holds.
type Card struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	Count int    `json:"count"`
	// Units are the units a Building card builds.
	Units        []string `json:"units,omitempty"`
	BuildingCost int      `json:"buildingCost,omitempty"`
	// Attack is an Attack card's attack ("standard", "raid", ...).
	Attack string `json:"attack,omitempty"`
	Text   string `json:"text,omitempty"`
}

// List returns the listing of the factions of rules that want accepts
// (every faction when want is nil), in the order of rules.Factions.
func List(rules *ares.Rules, want func(*ares.Faction) bool) Listing {
	l := Listing{Factions: []Faction{}}
	for _, f := range rules.Factions() {
		if want == nil || want(f) {
			l.Factions = append(l.Factions, listFaction(f))
		}
	}
	return l
}

// listFaction returns f as the listing shows it.
func listFaction(f *ares.Faction) Faction {
	j := Faction{Name: f.Name, Fingerprint: f.Fingerprint(), BasicGame: f.InBasicGame(), Note: f.Note, Units: []Unit{},
		Cards: []Card{}}
	for i := range f.Units {
		u := &f.Units[i]
		j.Units = append(j.Units, Unit{Name: u.Name, Type: u.Type.String(), Cost: int(u.Cost), Initiative: int(u.Initiative),
			Attack: Ratings{rating(u.Attack[ares.Infantry]), rating(u.Attack[ares.Armor]), rating(u.Attack[ares.Air]),
				rating(u.Attack[ares.BuildingUnit])},
			Abilities: abilities(u), FullText: u.FullText, EvolvesTo: u.EvolvesTo})
	}
	for _, c := range f.Cards {
		card := Card{Name: c.Name, Kind: c.Kind.String(), Count: c.Count, Units: c.Units,
			BuildingCost: int(c.BuildingCost), Text: c.Text}
		if c.Kind == ares.AttackCard {
			card.Attack = c.Attack.String()
		}
		j.Cards = append(j.Cards, card)
	}
	return j
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
