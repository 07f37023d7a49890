package ares

import (
	"embed"
	"fmt"
	"strings"
)

//go:embed data/*.json
var factionFiles embed.FS

// DefaultFactionFiles names the embedded faction files, in the order
// DefaultRules loads them. The printed decks are in no source we have:
// the files are the project's own, every value marked printed fact or
// reconstruction (Ruling A18).
var DefaultFactionFiles = []string{"terrans.json", "kahoum.json", "xenos.json", "colossus.json"}

// Rules is the immutable set of factions a game is played with. States
// share their Rules by pointer; nothing in a Rules changes after it is
// built.
type Rules struct {
	factions []*Faction
	// byIndex holds the same factions in an array, so State.Faction, which
	// the engine and bots call for nearly every card they read, indexes
	// it without loading a slice first.
	byIndex [maxFactions]*Faction
}

// NewRules builds Rules from loaded factions. Faction names must be unique
// (case-insensitive).
func NewRules(factions ...*Faction) (*Rules, error) {
	if len(factions) == 0 {
		return nil, badData("no factions")
	}
	if len(factions) > maxFactions {
		return nil, badData("%d factions, at most %d", len(factions), maxFactions)
	}
	seen := map[string]bool{}
	for _, f := range factions {
		if f == nil {
			return nil, badData("nil faction")
		}
		key := strings.ToLower(f.Name)
		if seen[key] {
			return nil, badData("%s: faction %q is loaded twice", f.file, f.Name)
		}
		seen[key] = true
	}
	r := &Rules{factions: append([]*Faction(nil), factions...)}
	copy(r.byIndex[:], factions)
	return r, nil
}

const maxFactions = 16

// DefaultRules returns the factions embedded in the package (see
// DefaultFactionFiles). It returns an error only if the embedded data is
// broken, which the package's tests rule out.
func DefaultRules() (*Rules, error) {
	fs := make([]*Faction, 0, len(DefaultFactionFiles))
	for _, name := range DefaultFactionFiles {
		f, err := EmbeddedFaction(name)
		if err != nil {
			return nil, err
		}
		fs = append(fs, f)
	}
	return NewRules(fs...)
}

// MustDefaultRules is DefaultRules for programs and examples; it panics if
// the embedded data is broken (a build defect, not a user error).
func MustDefaultRules() *Rules {
	r, err := DefaultRules()
	if err != nil {
		panic(err)
	}
	return r
}

// EmbeddedFaction loads one embedded faction file by name, such as
// "terrans.json".
func EmbeddedFaction(name string) (*Faction, error) {
	data, err := factionFiles.ReadFile("data/" + name)
	if err != nil {
		return nil, badData("%s: no such embedded faction file", name)
	}
	return ParseFaction(name, data)
}

// WithFaction returns new Rules in which f replaces the faction of the same
// name, or is added if there is none.
func (r *Rules) WithFaction(f *Faction) (*Rules, error) {
	out := make([]*Faction, 0, len(r.factions)+1)
	replaced := false
	for _, g := range r.factions {
		if strings.EqualFold(g.Name, f.Name) {
			out = append(out, f)
			replaced = true
		} else {
			out = append(out, g)
		}
	}
	if !replaced {
		out = append(out, f)
	}
	return NewRules(out...)
}

// Factions returns the loaded factions in order.
func (r *Rules) Factions() []*Faction { return append([]*Faction(nil), r.factions...) }

// Faction returns the faction called name (case-insensitive) and its index.
func (r *Rules) Faction(name string) (*Faction, int, error) {
	for i, f := range r.factions {
		if strings.EqualFold(f.Name, name) {
			return f, i, nil
		}
	}
	names := make([]string, len(r.factions))
	for i, f := range r.factions {
		names[i] = f.Name
	}
	return nil, -1, fmt.Errorf("%w: unknown faction %q (have %s)", ErrBadConfig, name, strings.Join(names, ", "))
}

// FactionAt returns the faction with index i.
func (r *Rules) FactionAt(i int) *Faction { return r.factions[i] }
