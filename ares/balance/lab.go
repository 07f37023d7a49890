package balance

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/aresim/aresim/ares"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/labplot"
	"github.com/aresim/aresim/sim/report"
)

// WhatIfName and SweepName are the what-if's and the sweep's game names
// in summaries and in the merge registry.
const (
	WhatIfName = "ares-whatif"
	SweepName  = "ares-sweep"
)

func whole(r sim.Rate) sim.Shares {
	return sim.Shares{Units: r.Successes * sim.ShareUnit, Trials: r.Trials}
}

// ListRates lists every rate of the balance report for a what-if or a
// sweep, named "section: label": each entrant against the field, every
// matchup cell, the first player's share of decisive games and the
// draws, how games end, attacker success by kind, and each unit's battles
// won.
func ListRates(a *Acc, add func(string, sim.Shares)) {
	for i, l := range a.Field.Labels() {
		add("field: "+l, whole(a.Field.At(i)))
	}
	rows := a.Matrix.Rows()
	for i, r := range rows {
		for j, c := range rows {
			add("matrix: "+r+" against "+c, whole(a.Matrix.At(i, j)))
		}
	}
	add("seats: first player wins (decisive games)", whole(a.FirstPlayer()))
	add("seats: draws", whole(a.Seats.Share(len(a.Seats.Labels())-1)))
	for i, l := range a.Ends.Labels() {
		add("ends: "+l, whole(a.Ends.Share(i)))
	}
	for i, l := range a.Attacks.Labels() {
		add("attacks: "+l, whole(a.Attacks.At(i)))
	}
	for i, l := range a.Units.Labels() {
		add("units: "+l, whole(a.Units.At(i)))
	}
}

// NewWhatIf returns the what-if of a study: every game of cfg played under
// cfg.Rules and again under variant (faction data replaced), from the
// same seeds.
func NewWhatIf(cfg Config, variant *ares.Rules) (*sim.WhatIf[*Acc], error) {
	o, err := New(cfg)
	if err != nil {
		return nil, err
	}
	vc := cfg
	vc.Rules = variant
	v, err := New(vc)
	if err != nil {
		return nil, err
	}
	return sim.NewWhatIf[*Acc](WhatIfName, o, v, ListRates), nil
}

// unitFields are the numbers of a unit a sweep can vary.
var unitFields = []string{"cost", "initiative", "attack.infantry", "attack.armor", "attack.air", "attack.building"}

// Vary returns rules in which the number path names (Faction.Unit.field,
// the field one of cost, initiative, attack.infantry, attack.armor,
// attack.air, attack.building) is value. The faction is rebuilt from its
// file format and validated, as a faction file with that number would
// be.
func Vary(rules *ares.Rules, path []string, value int) (*ares.Rules, error) {
	if len(path) < 3 {
		return nil, fmt.Errorf("%q: want Faction.Unit.field, as in Kahoum.Novice.cost", strings.Join(path, "."))
	}
	field := strings.ToLower(strings.Join(path[2:], "."))
	known := false
	for _, f := range unitFields {
		known = known || f == field
	}
	if !known {
		return nil, fmt.Errorf("%q: unknown unit field %q (want %s)", strings.Join(path, "."), field, strings.Join(unitFields, ", "))
	}
	f, _, err := rules.Faction(path[0])
	if err != nil {
		return nil, err
	}
	u, ok := f.UnitByName(path[1])
	if !ok {
		return nil, fmt.Errorf("%q: the %s have no unit %q", strings.Join(path, "."), f.Name, path[1])
	}
	data, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	units, _ := doc["units"].([]any)
	for _, x := range units {
		m, _ := x.(map[string]any)
		if m == nil || m["name"] != u.Name {
			continue
		}
		if k, ok := strings.CutPrefix(field, "attack."); ok {
			attack, _ := m["attack"].(map[string]any)
			if attack == nil {
				return nil, fmt.Errorf("%q: the unit has no attack ratings", strings.Join(path, "."))
			}
			attack[k] = value
		} else {
			m[field] = value
		}
	}
	data, err = json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	g, err := ares.ParseFaction(fmt.Sprintf("%s with %s=%d", f.Name, strings.Join(path, "."), value), data)
	if err != nil {
		return nil, err
	}
	return rules.WithFaction(g)
}

// FieldRate returns the label of the rate "field: Faction/bot" that name
// (a faction, or faction/bot) stands for among a study's entrants.
func FieldRate(cfg Config, name string) (string, error) {
	st, err := New(cfg)
	if err != nil {
		return "", err
	}
	var match []string
	for _, e := range st.Entrants() {
		if strings.EqualFold(e.String(), name) || strings.EqualFold(e.Faction, name) {
			match = append(match, "field: "+e.String())
		}
	}
	switch len(match) {
	case 0:
		return "", fmt.Errorf("--rate %q: not an entrant of the study (want a faction or faction/bot)", name)
	case 1:
		return match[0], nil
	}
	return "", fmt.Errorf("--rate %q: %d entrants match; name the bot too, as in %s", name, len(match), strings.TrimPrefix(match[0], "field: "))
}

// NewSweep returns the sweep of a study over values of the number path
// names (see Vary): every game of cfg played under every value from the
// same seeds. The report shows each entrant's win rate against the field;
// a target rate (FieldRate) and target, when targetRate is not empty,
// pick the value closest to it.
func NewSweep(cfg Config, path []string, values []int, targetRate string, target float64) (*sim.Sweep[*Acc], error) {
	var games []sim.Game[*Acc]
	var labels []string
	var base *Study
	for _, v := range values {
		rules, err := Vary(cfg.Rules, path, v)
		if err != nil {
			return nil, err
		}
		c := cfg
		c.Rules = rules
		st, err := New(c)
		if err != nil {
			return nil, err
		}
		if base == nil {
			base = st
		}
		games = append(games, st)
		labels = append(labels, fmt.Sprint(v))
	}
	spec := sim.SweepSpec{Parameter: strings.Join(path, "."), TargetRate: targetRate, Target: target}
	for _, e := range base.Entrants() {
		spec.Show = append(spec.Show, "field: "+e.String())
	}
	o, err := New(cfg)
	if err != nil {
		return nil, err
	}
	fp := fmt.Sprintf("%s vary=%s=%s", o.Fingerprint(), spec.Parameter, strings.Join(labels, ","))
	if targetRate != "" {
		fp += fmt.Sprintf(" target=%s=%g", strings.TrimPrefix(targetRate, "field: "), target)
	}
	return sim.NewSweep(SweepName, fp, spec, labels, games, ListRates), nil
}

// WriteWhatIf writes the report of a what-if's summary: the report
// function of the what-if for the CLI and `aresim merge`.
func WriteWhatIf(w io.Writer, s sim.Summary[*sim.PairedAcc], opt sim.ReportOptions) error {
	return report.NewWhatIf(s).Write(w, "The Ares Project what-if", opt)
}

// PlotWhatIf draws the differences of the field rates with their paired
// and unpaired intervals: the plot function of the what-if.
func PlotWhatIf(path string, s sim.Summary[*sim.PairedAcc]) error {
	return labplot.WhatIf(path, "Win rate against the field, variant minus original", "field", report.NewWhatIf(s))
}

// WriteSweep writes the report of a sweep's summary: the report function
// of the sweep for the CLI and `aresim merge`.
func WriteSweep(w io.Writer, s sim.Summary[*sim.SweepAcc], opt sim.ReportOptions) error {
	r, err := report.NewSweep(s)
	if err != nil {
		return err
	}
	return r.Write(w, "The Ares Project sweep", opt)
}

// PlotSweep draws a sweep's win rates against the values, with the
// target line: the plot function of the sweep.
func PlotSweep(path string, s sim.Summary[*sim.SweepAcc]) error {
	r, err := report.NewSweep(s)
	if err != nil {
		return err
	}
	return labplot.Sweep(path, "Win rate against the field by "+r.Parameter, r)
}
