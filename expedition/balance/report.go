package balance

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/aresim/aresim/sim"
)

// MinCardPlayers is how many players must have had a card in play for it
// to be ranked among the cards associated with winning.
const MinCardPlayers = 30

// TopCards is how many cards the report ranks.
const TopCards = 15

// Dist summarises a distribution.
type Dist struct {
	Count  int64   `json:"count"`
	Mean   float64 `json:"mean"`
	StdDev float64 `json:"sd"`
	P5     float64 `json:"p5"`
	Median float64 `json:"median"`
	P95    float64 `json:"p95"`
}

// RateRow is a labelled rate with its 95% Wilson interval.
type RateRow struct {
	Label string  `json:"label"`
	Games int64   `json:"games"`
	Wins  int64   `json:"wins"`
	Rate  float64 `json:"rate"`
	Low   float64 `json:"low95"`
	High  float64 `json:"high95"`
}

// PhaseRow says how often a phase is chosen and resolves.
type PhaseRow struct {
	Phase string `json:"phase"`
	// Chosen is the share of all Planning choices.
	Chosen RateRow `json:"chosen"`
	// Resolved is the share of rounds in which the phase resolved.
	Resolved RateRow `json:"resolved"`
}

// Report is what a study shows, computed from its summary.
type Report struct {
	Game        string     `json:"game"`
	Fingerprint string     `json:"fingerprint"`
	Seed        uint64     `json:"seed"`
	Games       uint64     `json:"games"`
	Stop        string     `json:"stop"`
	Players     int        `json:"players"`
	Even        float64    `json:"even"`
	Rounds      Dist       `json:"rounds"`
	Unfinished  RateRow    `json:"unfinished"`
	VP          Dist       `json:"vp"`
	WinnerVP    Dist       `json:"winner_vp"`
	Corps       []RateRow  `json:"corporations"`
	Seats       []RateRow  `json:"seats"`
	Phases      []PhaseRow `json:"phases"`
	Cards       []RateRow  `json:"cards_winning"`
}

func dist(h *sim.Histogram) Dist {
	d := Dist{Count: h.Count()}
	if d.Count == 0 {
		return d
	}
	d.Mean, d.StdDev = h.Mean(), h.StdDev()
	if math.IsNaN(d.StdDev) {
		d.StdDev = 0
	}
	d.P5, d.Median, d.P95 = h.Quantile(0.05), h.Quantile(0.5), h.Quantile(0.95)
	return d
}

func row(label string, r sim.Rate) RateRow {
	lo, hi := r.Wilson95()
	return RateRow{Label: label, Games: r.Trials, Wins: r.Successes, Rate: r.Value(), Low: lo, High: hi}
}

func rows(s *sim.RateSet) []RateRow {
	labels := s.Labels()
	out := make([]RateRow, 0, len(labels))
	for i, l := range labels {
		out = append(out, row(l, s.At(i)))
	}
	return out
}

// NewReport computes the report of a summary.
func NewReport(s sim.Summary[*Acc]) Report {
	a := s.Acc
	r := Report{Game: s.Game, Fingerprint: s.Fingerprint, Seed: s.Seed, Games: s.Games, Stop: string(s.Stop),
		Players: len(a.Seats.Labels()), Rounds: dist(&a.Rounds), VP: dist(&a.VP), WinnerVP: dist(&a.WinnerVP),
		Unfinished: row("unfinished", a.Unfinished)}
	if r.Players > 0 {
		r.Even = 1 / float64(r.Players)
	}
	for _, c := range rows(&a.Corporations) {
		if c.Games > 0 {
			r.Corps = append(r.Corps, c)
		}
	}
	sort.SliceStable(r.Corps, func(i, j int) bool { return r.Corps[i].Rate > r.Corps[j].Rate })
	r.Seats = rows(&a.Seats)
	for i, l := range a.Phases.Labels() {
		r.Phases = append(r.Phases, PhaseRow{Phase: l, Chosen: row(l, a.Phases.Share(i)), Resolved: row(l, a.Resolved.At(i))})
	}
	for _, c := range rows(&a.Cards) {
		if c.Games >= MinCardPlayers {
			r.Cards = append(r.Cards, c)
		}
	}
	sort.SliceStable(r.Cards, func(i, j int) bool { return r.Cards[i].Low > r.Cards[j].Low })
	if len(r.Cards) > TopCards {
		r.Cards = r.Cards[:TopCards]
	}
	return r
}

// WriteReport writes the report of a summary as a table, JSON or CSV. It
// is the report function `aresim merge` uses for this study.
func WriteReport(w io.Writer, s sim.Summary[*Acc], f sim.Format) error {
	r := NewReport(s)
	switch f {
	case sim.FormatJSON:
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	case sim.FormatCSV:
		return r.writeCSV(w)
	}
	return r.writeTable(w)
}

func pct(x float64) string { return fmt.Sprintf("%5.1f%%", 100*x) }

func (r Report) writeTable(w io.Writer) error {
	fmt.Fprintf(w, "Ares Expedition balance: %s, %d games, seed %d (stopped on %s)\n\n", r.Fingerprint, r.Games, r.Seed, r.Stop)
	fmt.Fprintf(w, "Rounds per game: mean %.2f, sd %.2f, median %.0f, 5%%-95%% %.0f-%.0f; unfinished (round cap) %s\n",
		r.Rounds.Mean, r.Rounds.StdDev, r.Rounds.Median, r.Rounds.P5, r.Rounds.P95, strings.TrimSpace(pct(r.Unfinished.Rate)))
	fmt.Fprintf(w, "VP per player: mean %.1f, sd %.1f, 5%%-95%% %.0f-%.0f; winners: mean %.1f, sd %.1f\n\n",
		r.VP.Mean, r.VP.StdDev, r.VP.P5, r.VP.P95, r.WinnerVP.Mean, r.WinnerVP.StdDev)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	section := func(title string, list []RateRow) {
		fmt.Fprintf(tw, "%s\tgames\twins\twin rate\t95%% interval\t\n", title)
		for _, c := range list {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s-%s\t\n", c.Label, c.Games, c.Wins, pct(c.Rate), strings.TrimSpace(pct(c.Low)), strings.TrimSpace(pct(c.High)))
		}
		fmt.Fprintln(tw, "\t\t\t\t\t")
	}
	fmt.Fprintf(w, "An even win rate is %s (shared wins count for each sharer).\n", strings.TrimSpace(pct(r.Even)))
	section("Corporation", r.Corps)
	section("Seat", r.Seats)
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(tw, "Phase\tchosen (share of choices)\tresolved (share of rounds)\t")
	for _, p := range r.Phases {
		fmt.Fprintf(tw, "%s\t%s\t%s\t\n", p.Phase, pct(p.Chosen.Rate), pct(p.Resolved.Rate))
	}
	fmt.Fprintln(tw, "\t\t\t")
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "Cards most associated with winning (in play at the end for %d+ players; ranked by the low end of the 95%% interval):\n", MinCardPlayers)
	section("Card", r.Cards)
	return tw.Flush()
}

func (r Report) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', 6, 64) }
	_ = cw.Write([]string{"section", "label", "count", "successes", "value", "low95", "high95"})
	rate := func(section string, c RateRow) {
		_ = cw.Write([]string{section, c.Label, strconv.FormatInt(c.Games, 10), strconv.FormatInt(c.Wins, 10), f(c.Rate), f(c.Low), f(c.High)})
	}
	distRow := func(name string, d Dist) {
		for _, kv := range []struct {
			k string
			v float64
		}{{"mean", d.Mean}, {"sd", d.StdDev}, {"p5", d.P5}, {"median", d.Median}, {"p95", d.P95}} {
			_ = cw.Write([]string{name, kv.k, strconv.FormatInt(d.Count, 10), "", f(kv.v), "", ""})
		}
	}
	distRow("rounds", r.Rounds)
	distRow("vp", r.VP)
	distRow("winner_vp", r.WinnerVP)
	rate("unfinished", r.Unfinished)
	for _, c := range r.Corps {
		rate("corporation", c)
	}
	for _, c := range r.Seats {
		rate("seat", c)
	}
	for _, p := range r.Phases {
		rate("phase_chosen", p.Chosen)
		rate("phase_resolved", p.Resolved)
	}
	for _, c := range r.Cards {
		rate("card_winning", c)
	}
	cw.Flush()
	return cw.Error()
}
