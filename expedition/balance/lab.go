package balance

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/labplot"
	"github.com/aresim/aresim/sim/report"
)

// WhatIfName and SweepName are the what-if's and the sweep's game names
// in summaries and in the merge registry.
const (
	WhatIfName = "expedition-whatif"
	SweepName  = "expedition-sweep"
)

func whole(r sim.Rate) sim.Shares {
	return sim.Shares{Units: r.Successes * sim.ShareUnit, Trials: r.Trials}
}

// ListRates lists every rate of the balance report for a what-if or a
// sweep, named "section: label": each corporation's win rate (shared wins
// as fractions), each seat's, the unfinished games, each phase's share of
// choices and of rounds resolved, the win rate of the players with each
// card in play at the end, and of those who played it.
func ListRates(a *Acc, add func(string, sim.Shares)) {
	for i, l := range a.CorporationShares.Labels() {
		add("corporations: "+l, a.CorporationShares.At(i))
	}
	for i, l := range a.Seats.Labels() {
		add("seats: "+l, whole(a.Seats.At(i)))
	}
	add("games: unfinished (round cap)", whole(a.Unfinished))
	for i, l := range a.Phases.Labels() {
		add("phases chosen: "+l, whole(a.Phases.Share(i)))
	}
	for i, l := range a.Resolved.Labels() {
		add("phases resolved: "+l, whole(a.Resolved.At(i)))
	}
	for i, l := range a.Cards.Labels() {
		add("cards in play at the end: "+l, whole(a.Cards.At(i)))
	}
	for i, l := range a.Played.Labels() {
		add("cards played: "+l, a.Played.At(i))
	}
}

// NewWhatIf returns the what-if of a study: every game of g played with
// g's cards and again with variant (named variantName in the
// fingerprint), from the same seeds.
func NewWhatIf(g Game, variant *cards.Catalogue, variantName string) (*sim.WhatIf[*Acc], error) {
	v := g
	v.Catalogue, v.CardsName = variant, variantName
	for _, x := range []Game{g, v} {
		if err := x.Check(); err != nil {
			return nil, err
		}
	}
	return sim.NewWhatIf[*Acc](WhatIfName, g, v, ListRates), nil
}

// Vary returns a copy of cat in which the number path names is value: a
// project card's "cost" or "vp" (its fixed VP), or a corporation's "mc"
// (its starting MC), the card or corporation named by its name or number
// (case-insensitive), as in Livestock.vp or ThorGate.mc.
func Vary(cat *cards.Catalogue, path []string, value int) (*cards.Catalogue, error) {
	where := strings.Join(path, ".")
	if len(path) < 2 {
		return nil, fmt.Errorf("%q: want Card.cost, Card.vp or Corporation.mc", where)
	}
	name := strings.Join(path[:len(path)-1], ".")
	field := strings.ToLower(path[len(path)-1])
	out := *cat
	out.Cards = slices.Clone(cat.Cards)
	out.Corporations = slices.Clone(cat.Corporations)
	if value < 0 || value > 999 {
		return nil, fmt.Errorf("%q: %d is outside 0 to 999", where, value)
	}
	for i := range out.Cards {
		c := &out.Cards[i]
		if !strings.EqualFold(c.Name, name) && !strings.EqualFold(c.Number, name) {
			continue
		}
		switch field {
		case "cost":
			c.Cost = int16(value)
		case "vp":
			if c.VP.IsVariable() {
				return nil, fmt.Errorf("%q: %s's VP depend on the game; only a fixed VP can be varied", where, c.Name)
			}
			c.VP.Fixed = int16(value)
		default:
			return nil, fmt.Errorf("%q: a project card's field is cost or vp, not %q", where, field)
		}
		return &out, nil
	}
	for i := range out.Corporations {
		c := &out.Corporations[i]
		if !strings.EqualFold(c.Name, name) && !strings.EqualFold(c.Number, name) {
			continue
		}
		if field != "mc" {
			return nil, fmt.Errorf("%q: a corporation's field is mc (its starting MC), not %q", where, field)
		}
		c.MC = int16(value)
		return &out, nil
	}
	return nil, fmt.Errorf("%q: no card or corporation %q in the cards played", where, name)
}

// NewSweep returns the sweep of a study over values of the number path
// names (see Vary), every value playing the same seeds. The report shows
// each corporation's win rate; a target rate ("corporations: NAME") and
// target, when targetRate is not empty, pick the value closest to it.
func NewSweep(g Game, path []string, values []int, targetRate string, target float64) (*sim.Sweep[*Acc], error) {
	base, err := g.catalogue()
	if err != nil {
		return nil, err
	}
	var games []sim.Game[*Acc]
	var labels []string
	param := strings.Join(path, ".")
	for _, v := range values {
		cat, err := Vary(base, path, v)
		if err != nil {
			return nil, err
		}
		x := g
		x.Catalogue, x.CardsName = cat, fmt.Sprintf("%s with %s=%d", g.cardsName(), param, v)
		games = append(games, x)
		labels = append(labels, fmt.Sprint(v))
	}
	spec := sim.SweepSpec{Parameter: param, TargetRate: targetRate, Target: target}
	for _, c := range newAcc(base, g.Players).CorporationShares.Labels() {
		spec.Show = append(spec.Show, "corporations: "+c)
	}
	fp := fmt.Sprintf("%s vary=%s=%s", g.Fingerprint(), param, strings.Join(labels, ","))
	if targetRate != "" {
		fp += fmt.Sprintf(" target=%s=%g", strings.TrimPrefix(targetRate, "corporations: "), target)
	}
	return sim.NewSweep(SweepName, fp, spec, labels, games, ListRates), nil
}

// CorporationRate returns the label of the rate "corporations: NAME" that
// name stands for (case-insensitive) in the study's cards.
func CorporationRate(g Game, name string) (string, error) {
	cat, err := g.catalogue()
	if err != nil {
		return "", err
	}
	for _, c := range newAcc(cat, g.Players).CorporationShares.Labels() {
		if strings.EqualFold(c, name) {
			return "corporations: " + c, nil
		}
	}
	return "", fmt.Errorf("--rate %q: not a corporation of the cards played", name)
}

// WriteWhatIf writes the report of a what-if's summary: the report
// function of the what-if for the CLI and `aresim merge`.
func WriteWhatIf(w io.Writer, s sim.Summary[*sim.PairedAcc], opt sim.ReportOptions) error {
	return report.NewWhatIf(s).Write(w, "Ares Expedition what-if", opt)
}

// PlotWhatIf draws the differences of the corporations rates with their paired
// and unpaired intervals: the plot function of the what-if.
func PlotWhatIf(path string, s sim.Summary[*sim.PairedAcc]) error {
	return labplot.WhatIf(path, "Corporation win rates, variant minus original", "corporations", report.NewWhatIf(s))
}

// WriteSweep writes the report of a sweep's summary.
func WriteSweep(w io.Writer, s sim.Summary[*sim.SweepAcc], opt sim.ReportOptions) error {
	r, err := report.NewSweep(s)
	if err != nil {
		return err
	}
	return r.Write(w, "Ares Expedition sweep", opt)
}

// PlotSweep draws a sweep's corporation win rates against the values.
func PlotSweep(path string, s sim.Summary[*sim.SweepAcc]) error {
	r, err := report.NewSweep(s)
	if err != nil {
		return err
	}
	return labplot.Sweep(path, "Corporation win rates by "+r.Parameter, r)
}

// Cards returns the study's catalogue: Catalogue, or the embedded cards of
// its sets.
func (g Game) Cards() (*cards.Catalogue, error) { return g.catalogue() }
