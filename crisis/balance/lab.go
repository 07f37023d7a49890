package balance

import (
	"fmt"
	"github.com/aresim/aresim/crisis"
	"io"
	"slices"
	"strings"

	expbalance "github.com/aresim/aresim/expedition/balance"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/labplot"
	"github.com/aresim/aresim/sim/report"
)

// WhatIfName and SweepName are the what-if's and the sweep's game names
// in summaries and in the merge registry.
const (
	WhatIfName = "crisis-whatif"
	SweepName  = "crisis-sweep"
)

func whole(r sim.Rate) sim.Shares {
	return sim.Shares{Units: r.Successes * sim.ShareUnit, Trials: r.Trials}
}

// ListRates lists every rate of the Crisis report for a what-if or a
// sweep, named "section: label": each cell's win rate, each
// corporation's, how each cell's games end, each Crisis card's presence
// at a loss, and the team's win rate in the games each project card was
// played in.
func ListRates(a *Acc, add func(string, sim.Shares)) {
	for i, l := range a.Cells.Labels() {
		add("cells: "+l, whole(a.Cells.At(i)))
	}
	for i, l := range a.Corporations.Labels() {
		add("corporations: "+l, whole(a.Corporations.At(i)))
	}
	cols := a.Endings.Cols()
	for i, r := range a.Endings.Rows() {
		for j, c := range cols {
			add("endings: "+r+", "+c, whole(a.Endings.At(i, j)))
		}
	}
	for i, l := range a.AtLoss.Labels() {
		add("in play at a loss: "+l, whole(a.AtLoss.At(i)))
	}
	for i, l := range a.Played.Labels() {
		add("cards played: "+l, a.Played.At(i))
	}
}

// NewWhatIf returns the what-if of a study: every game of g played with
// g's data and again with the variant catalogue and Crisis deck (either
// nil: the original's), named variantName in the fingerprint, from the
// same seeds.
func NewWhatIf(g Game, catalogue *cards.Catalogue, deck *crisis.Deck, variantName string) (*sim.WhatIf[*Acc], error) {
	v := g
	if catalogue != nil {
		v.Catalogue = catalogue
	}
	if deck != nil {
		v.Deck = deck
	}
	v.DataName = variantName
	for _, x := range []Game{g, v} {
		if err := x.Check(); err != nil {
			return nil, err
		}
	}
	return sim.NewWhatIf[*Acc](WhatIfName, g, v, ListRates), nil
}

// Vary returns a copy of the study with the number path names set to
// value: a Crisis card's "counters" (by its code, as C33.counters), or a
// project card's cost or VP or a corporation's starting MC
// (expedition/balance.Vary).
func Vary(g Game, path []string, value int) (Game, error) {
	cat, deck := g.data()
	where := strings.Join(path, ".")
	if len(path) == 2 && strings.EqualFold(path[1], "counters") {
		d := *deck
		d.Cards = slices.Clone(deck.Cards)
		for i := range d.Cards {
			c := &d.Cards[i]
			if !strings.EqualFold(c.Number, path[0]) {
				continue
			}
			if c.Counters == 0 {
				return g, fmt.Errorf("%q: %s does not stay in play, so it has no counters to vary", where, c.Number)
			}
			if value < 1 || value > 9 {
				return g, fmt.Errorf("%q: %d counters: want 1 to 9", where, value)
			}
			c.Counters = int8(value)
			g.Deck = &d
			return g, nil
		}
		return g, fmt.Errorf("%q: no Crisis card %q (want a code such as C33)", where, path[0])
	}
	v, err := expbalance.Vary(cat, path, value)
	if err != nil {
		return g, err
	}
	g.Catalogue = v
	return g, nil
}

// CellRate returns the label of the rate "cells: NAME" that name (a cell
// such as "2p normal") stands for.
func CellRate(g Game, name string) (string, error) {
	for _, c := range g.cells() {
		if strings.EqualFold(cellLabel(c), strings.TrimSpace(name)) {
			return "cells: " + cellLabel(c), nil
		}
	}
	return "", fmt.Errorf("--rate %q: not a cell of the study (want players and difficulty, as in \"2p normal\")", name)
}

// NewSweep returns the sweep of a study over values of the number path
// names (see Vary), every value playing the same seeds. The report shows
// each cell's win rate; a target rate ("cells: 2p normal") and target,
// when targetRate is not empty, pick the value closest to it.
func NewSweep(g Game, path []string, values []int, targetRate string, target float64) (*sim.Sweep[*Acc], error) {
	var games []sim.Game[*Acc]
	var labels []string
	param := strings.Join(path, ".")
	for _, v := range values {
		x, err := Vary(g, path, v)
		if err != nil {
			return nil, err
		}
		x.DataName = fmt.Sprintf("%s=%d", param, v)
		games = append(games, x)
		labels = append(labels, fmt.Sprint(v))
	}
	spec := sim.SweepSpec{Parameter: param, TargetRate: targetRate, Target: target}
	for _, c := range g.cells() {
		spec.Show = append(spec.Show, "cells: "+cellLabel(c))
	}
	fp := fmt.Sprintf("%s vary=%s=%s", g.Fingerprint(), param, strings.Join(labels, ","))
	if targetRate != "" {
		fp += fmt.Sprintf(" target=%s=%g", strings.TrimPrefix(targetRate, "cells: "), target)
	}
	return sim.NewSweep(SweepName, fp, spec, labels, games, ListRates), nil
}

// WriteWhatIf writes the report of a what-if's summary.
func WriteWhatIf(w io.Writer, s sim.Summary[*sim.PairedAcc], opt sim.ReportOptions) error {
	return report.NewWhatIf(s).Write(w, "Crisis what-if", opt)
}

// PlotWhatIf draws the differences of the cells rates with their paired
// and unpaired intervals: the plot function of the what-if.
func PlotWhatIf(path string, s sim.Summary[*sim.PairedAcc]) error {
	return labplot.WhatIf(path, "Team win rate by cell, variant minus original", "cells", report.NewWhatIf(s))
}

// WriteSweep writes the report of a sweep's summary.
func WriteSweep(w io.Writer, s sim.Summary[*sim.SweepAcc], opt sim.ReportOptions) error {
	r, err := report.NewSweep(s)
	if err != nil {
		return err
	}
	return r.Write(w, "Crisis sweep", opt)
}

// PlotSweep draws a sweep's win rates by cell against the values.
func PlotSweep(path string, s sim.Summary[*sim.SweepAcc]) error {
	r, err := report.NewSweep(s)
	if err != nil {
		return err
	}
	return labplot.Sweep(path, "Team win rate by "+r.Parameter, r)
}
