package calc

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/pflag"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/ares/odds"
	"github.com/aresim/aresim/ares/odds/battleflag"
)

// Stats are a unit's or a Force's ratings, as the page shows them.
type Stats struct {
	Type       string `json:"type"`
	Initiative int    `json:"initiative"`
	// Attack holds the Attack Ratings against infantry, armor, air and
	// buildings; nil is X (never hits).
	Attack    [ares.NumUnitTypes]*int `json:"attack"`
	Cost      int                     `json:"cost"`
	Abilities []string                `json:"abilities"`
}

func statsOf(sp ares.ForceSpec) Stats {
	st := Stats{Type: sp.Type.String(), Initiative: int(sp.Initiative), Cost: int(sp.Cost), Abilities: []string{}}
	for t, r := range sp.Attack {
		if !r.IsX() {
			v := int(r)
			st.Attack[t] = &v
		}
	}
	add := func(on bool, format string, args ...any) {
		if on {
			st.Abilities = append(st.Abilities, fmt.Sprintf(format, args...))
		}
	}
	add(sp.Tough, "tough")
	add(sp.Shield > 0, "shield %d", sp.Shield)
	add(sp.Scouting > 0, "scouting %d", sp.Scouting)
	add(sp.NoFlanking, "no flanking")
	add(sp.DeepStrike, "deep strike")
	add(sp.BaseDefense, "base defense")
	add(sp.Rerolls > 0, "rerolls %d", sp.Rerolls)
	add(sp.IgnorePosition, "ignores position")
	return st
}

// Unit is a unit of the faction data: its name, faction and ratings.
// The page offers the units that fight.
type Unit struct {
	Name    string `json:"name"`
	Faction string `json:"faction"`
	// NoCombat units (Base Mat Workers, Eggs) never fight.
	NoCombat bool `json:"noCombat,omitempty"`
	Stats
}

// Flag is a battle flag as the page offers it: its name, default and help.
type Flag struct {
	Name    string `json:"name"`
	Default string `json:"default"`
	Usage   string `json:"usage"`
}

// Catalogue is what the page offers to pick from: every unit, faction by
// faction, and the battle flags.
type Catalogue struct {
	Factions []string `json:"factions"`
	Units    []Unit   `json:"units"`
	Flags    []Flag   `json:"flags"`
}

// Units returns the catalogue of the factions embedded in package ares.
func Units() (*Catalogue, error) {
	rules, err := defaultRules()
	if err != nil {
		return nil, err
	}
	c := &Catalogue{Factions: []string{}, Units: []Unit{}}
	for _, f := range rules.Factions() {
		c.Factions = append(c.Factions, f.Name)
		for i := range f.Units {
			u := &f.Units[i]
			c.Units = append(c.Units, Unit{Name: u.Name, Faction: f.Name, NoCombat: u.NoCombat, Stats: statsOf(u.Spec(0))})
		}
	}
	var v battleflag.Values
	fs := pflag.NewFlagSet("battle", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	v.AddFlags(fs)
	for _, name := range battleflag.Names {
		f := fs.Lookup(name)
		c.Flags = append(c.Flags, Flag{Name: name, Default: f.DefValue, Usage: f.Usage})
	}
	return c, nil
}

// Force is one Force of a battle as the page shows it.
type Force struct {
	Side string `json:"side"`
	Name string `json:"name"`
	// Unit is the unit from faction data, or empty for an inline Force.
	Unit  string `json:"unit,omitempty"`
	Units int    `json:"units"`
	Stats
}

// Description is a battle as the page shows it before its odds.
type Description struct {
	Kind           string       `json:"kind"`
	Rounds         int          `json:"rounds"`
	BaseCards      bool         `json:"baseCards"`
	EmergencyCards int          `json:"emergencyCards"`
	EmptyBuildings int          `json:"emptyBuildings"`
	Forces         []Force      `json:"forces"`
	Tactics        odds.Tactics `json:"tactics"`
	// Line is the battle line the battle starts with, and ToHit the to-hit
	// numbers of its Forces there (as `aresim battle --tohit` prints them
	// for a spec with that line).
	Line  []odds.Column `json:"line"`
	ToHit []odds.ToHit  `json:"tohit"`
	// Method, Battles, Seed and MaxStates are the options of the
	// calculation; EstimatedStates is the size estimate the exact
	// calculation is refused by, past MaxStates (0 meaning the default).
	Method          string  `json:"method"`
	Battles         int64   `json:"battles"`
	Seed            uint64  `json:"seed"`
	MaxStates       int     `json:"maxStates"`
	EstimatedStates float64 `json:"estimatedStates"`
	// Spec is the battle as a JSON battle spec.
	Spec json.RawMessage `json:"spec"`
}

// Describe returns what the page shows of a battle that is OK.
func (b *Battle) Describe() (*Description, error) {
	s := b.Setup
	d := &Description{Kind: b.Spec.Kind.String(), Rounds: s.Start.Rounds(), BaseCards: s.Start.HasBaseCards(),
		EmergencyCards: b.Spec.EmergencyCards, EmptyBuildings: b.Spec.EmptyBuildings, Tactics: b.Spec.Tactics,
		Forces: []Force{}, Line: odds.InitialLine(s), Method: b.Options.Method.String(), Battles: b.Options.Battles,
		Seed: b.Options.Seed, MaxStates: b.Options.MaxStates, EstimatedStates: odds.EstimateStates(s)}
	if d.MaxStates <= 0 {
		d.MaxStates = odds.DefaultMaxStates
	}
	if d.Line == nil {
		d.Line = []odds.Column{}
	}
	var units []string
	for _, f := range append(append([]odds.Force(nil), b.Spec.Attacker.Forces...), b.Spec.Defender.Forces...) {
		units = append(units, f.Unit)
	}
	for i := 0; i < s.Start.NumForces(); i++ {
		f := s.Start.Force(i)
		sp := f.Spec()
		d.Forces = append(d.Forces, Force{Side: f.Side().String(), Name: s.Name(i), Unit: units[i], Units: int(sp.Units),
			Stats: statsOf(sp)})
	}
	table, err := odds.ToHitTable(s)
	if err != nil {
		return nil, err
	}
	d.ToHit = table
	if d.Spec, err = json.Marshal(b.Spec); err != nil {
		return nil, err
	}
	return d, nil
}
