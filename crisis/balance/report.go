package balance

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
)

// TopCrises is how many Crisis cards the report ranks among those in play
// at a loss.
const TopCrises = 15

// RateRow is a labelled rate with its 95% Wilson interval.
type RateRow struct {
	Label string  `json:"label"`
	Games int64   `json:"games"`
	Wins  int64   `json:"wins"`
	Rate  float64 `json:"rate"`
	Low   float64 `json:"low95"`
	High  float64 `json:"high95"`
}

// Dist summarises a distribution.
type Dist struct {
	Count  int64   `json:"count"`
	Mean   float64 `json:"mean"`
	StdDev float64 `json:"sd"`
	Median float64 `json:"median"`
	P5     float64 `json:"p5"`
	P95    float64 `json:"p95"`
}

// CellRow is one player count and difficulty: its win rate, how its games
// ended (a share of its games each, in the order of Report.Endings) and
// the rounds they lasted.
type CellRow struct {
	Win     RateRow   `json:"win"`
	Endings []float64 `json:"endings"`
	Rounds  Dist      `json:"rounds"`
}

// EndingRow is one way of ending: how many games, and in which round.
type EndingRow struct {
	Ending string `json:"ending"`
	Games  int64  `json:"games"`
	Rounds Dist   `json:"rounds"`
}

// Report is what a study shows, computed from its summary.
type Report struct {
	Game         string      `json:"game"`
	Fingerprint  string      `json:"fingerprint"`
	Seed         uint64      `json:"seed"`
	Games        uint64      `json:"games"`
	Stop         string      `json:"stop"`
	Endings      []string    `json:"ending_labels"`
	Cells        []CellRow   `json:"cells"`
	Corps        []RateRow   `json:"corporations"`
	EndRounds    []EndingRow `json:"endings"`
	AtLoss       []RateRow   `json:"in_play_at_loss"`
	Causes       []RateRow   `json:"loss_causes"`
	CountersLeft Dist        `json:"counters_left_at_loss"`
	// CorporationPrior is the prior of the shrunk corporation rates (its
	// mean the team's win rate over every game); CorpsShrunk each
	// corporation's rate, raw and shrunk, in the order of Corps.
	CorporationPrior sim.Prior           `json:"corporation_prior"`
	CorpsShrunk      []report.ShrunkRate `json:"corporations_shrunk"`
	// CardPrior is the prior of the shrunk win rates when played (its mean
	// the team's win rate over every game); CardsPlayed every project card
	// played, ranked by its shrunk win rate when played, highest first.
	CardPrior   sim.Prior        `json:"card_prior"`
	CardsPlayed []report.CardRow `json:"cards_played"`
}

// CardsHead and CardsTail are how many cards the table of cards played
// shows at the head and the tail of its ranking, unless asked for every
// row.
const (
	CardsHead = 10
	CardsTail = 10
)

func row(label string, r sim.Rate) RateRow {
	lo, hi := r.Wilson95()
	return RateRow{Label: label, Games: r.Trials, Wins: r.Successes, Rate: r.Value(), Low: lo, High: hi}
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
	d.Median, d.P5, d.P95 = h.Quantile(0.5), h.Quantile(0.05), h.Quantile(0.95)
	return d
}

// NewReport computes the report of a summary.
func NewReport(s sim.Summary[*Acc]) Report {
	a := s.Acc
	r := Report{Game: s.Game, Fingerprint: s.Fingerprint, Seed: s.Seed, Games: s.Games, Stop: string(s.Stop),
		Endings: a.Endings.Cols(), CountersLeft: dist(&a.CountersLeft)}
	for i, l := range a.Cells.Labels() {
		c := CellRow{Win: row(l, a.Cells.At(i))}
		for j := range r.Endings {
			c.Endings = append(c.Endings, a.Endings.At(i, j).Value())
		}
		if i < len(a.Rounds) {
			c.Rounds = dist(&a.Rounds[i])
		}
		r.Cells = append(r.Cells, c)
	}
	for i, l := range a.Corporations.Labels() {
		if rt := a.Corporations.At(i); rt.Trials > 0 {
			r.Corps = append(r.Corps, row(l, rt))
		}
	}
	sort.SliceStable(r.Corps, func(i, j int) bool { return r.Corps[i].Rate > r.Corps[j].Rate })
	for i, l := range a.EndRounds.Rows() {
		var h sim.Histogram
		for j := range a.EndRounds.Cols() {
			h.Add(int64(j+1), a.EndRounds.At(i, j).Successes)
		}
		if h.Count() > 0 {
			r.EndRounds = append(r.EndRounds, EndingRow{Ending: l, Games: h.Count(), Rounds: dist(&h)})
		}
	}
	for i, l := range a.AtLoss.Labels() {
		if rt := a.AtLoss.At(i); rt.Successes > 0 {
			r.AtLoss = append(r.AtLoss, row(l, rt))
		}
	}
	sort.SliceStable(r.AtLoss, func(i, j int) bool { return r.AtLoss[i].Rate > r.AtLoss[j].Rate })
	if len(r.AtLoss) > TopCrises {
		r.AtLoss = r.AtLoss[:TopCrises]
	}
	for i, l := range a.Cause.Labels() {
		if n := a.Cause.Count(i); n > 0 {
			r.Causes = append(r.Causes, row(l, a.Cause.Share(i)))
		}
	}
	sort.SliceStable(r.Causes, func(i, j int) bool { return r.Causes[i].Wins > r.Causes[j].Wins })
	mean := a.Games.Value()
	corps := sim.NewShareSet(a.Corporations.Labels()...)
	for i := range a.Corporations.Labels() {
		rt := a.Corporations.At(i)
		for k := int64(0); k < rt.Trials; k++ {
			corps.Record(i, sim.WinUnits(k < rt.Successes, 1))
		}
	}
	prior, shrunk := report.ShrunkList(&corps, mean)
	byLabel := map[string]report.ShrunkRate{}
	for _, x := range shrunk {
		byLabel[x.Label] = x
	}
	r.CorporationPrior, r.CorpsShrunk = prior, []report.ShrunkRate{}
	for _, c := range r.Corps {
		r.CorpsShrunk = append(r.CorpsShrunk, byLabel[c.Label])
	}
	r.CardPrior, r.CardsPlayed = report.CardStats(&a.Played, &a.PlayedRound, a.Games, mean)
	return r
}

// WriteReport writes the report of a summary as a table, JSON or CSV. It
// is the report function `aresim merge` uses for this study.
func WriteReport(w io.Writer, s sim.Summary[*Acc], opt sim.ReportOptions) error {
	r := NewReport(s)
	switch opt.Format {
	case sim.FormatJSON:
		return report.WriteJSON(w, r)
	case sim.FormatCSV:
		return r.writeCSV(w)
	}
	return r.writeTable(w, opt.AllRows)
}

func pct(x float64) string { return strings.TrimSpace(fmt.Sprintf("%5.1f%%", 100*x)) }

func interval(c RateRow) string { return pct(c.Low) + "-" + pct(c.High) }

func (r Report) writeTable(w io.Writer, allRows bool) error {
	fmt.Fprintf(w, "Crisis: %s, %d games, seed %d (stopped on %s)\n\n", r.Fingerprint, r.Games, r.Seed, r.Stop)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "Players, difficulty\tgames\twins\twin rate\t95%% interval\trounds (mean)\t\n")
	for _, c := range r.Cells {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%.1f\t\n", c.Win.Label, c.Win.Games, c.Win.Wins, pct(c.Win.Rate), interval(c.Win), c.Rounds.Mean)
	}
	fmt.Fprintln(tw, "\t\t\t\t\t\t")
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "How games end (share of each cell's games):")
	fmt.Fprintf(tw, "Players, difficulty\t%s\t\n", strings.Join(r.Endings, "\t"))
	for _, c := range r.Cells {
		cols := make([]string, len(c.Endings))
		for j, e := range c.Endings {
			cols[j] = pct(e)
		}
		fmt.Fprintf(tw, "%s\t%s\t\n", c.Win.Label, strings.Join(cols, "\t"))
	}
	fmt.Fprintln(tw, "\t")
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(tw, "Ending\tgames\tround (mean)\tmedian\t5%%-95%%\t\n")
	for _, e := range r.EndRounds {
		fmt.Fprintf(tw, "%s\t%d\t%.1f\t%.0f\t%.0f-%.0f\t\n", e.Ending, e.Games, e.Rounds.Mean, e.Rounds.Median, e.Rounds.P5, e.Rounds.P95)
	}
	fmt.Fprintln(tw, "\t\t\t\t\t")
	if err := tw.Flush(); err != nil {
		return err
	}
	section := func(title, count, rate string, list []RateRow) {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t95%% interval\t\n", title, "games", count, rate)
		for _, c := range list {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t\n", c.Label, c.Games, c.Wins, pct(c.Rate), interval(c))
		}
		fmt.Fprintln(tw, "\t\t\t\t\t")
	}
	fmt.Fprintf(tw, "%s\tgames\twins\twin rate\t95%% interval\tshrunk\t95%% interval\t\n", "Corporation (team's win rate over its games)")
	for i, c := range r.Corps {
		x := r.CorpsShrunk[i].Shrunk
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%s\t%s\t%s-%s\t\n", c.Label, c.Games, c.Wins, pct(c.Rate), interval(c), pct(x.Value), pct(x.Low), pct(x.High))
	}
	fmt.Fprintln(tw, "\t\t\t\t\t\t\t")
	section("Crisis card in play at a loss", "in play", "share", r.AtLoss)
	section("Crisis card whose effect lost the game", "losses", "share", r.Causes)
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "Counters left on the Crisis cards in play at a loss: mean %.2f, sd %.2f, median %.0f\n",
		r.CountersLeft.Mean, r.CountersLeft.StdDev, r.CountersLeft.Median)
	fmt.Fprintf(w, "\nShrunk corporation rates: towards the team's win rate over every game (%s) with a prior worth %.0f games.\n",
		report.Percent(r.CorporationPrior.Mean), r.CorporationPrior.Strength)
	fmt.Fprintln(w)
	return report.WriteCards(w, "Project cards played: the team's win rate in the games each was played in, and when not\n(every cell pooled; by round: --format json or csv):",
		"games", r.CardPrior, r.CardsPlayed, CardsHead, CardsTail, allRows)
}

func (r Report) writeCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', 6, 64) }
	i := func(n int64) string { return strconv.FormatInt(n, 10) }
	_ = cw.Write([]string{"section", "label", "key", "count", "successes", "value", "low95", "high95"})
	rate := func(section string, c RateRow) {
		_ = cw.Write([]string{section, c.Label, "rate", i(c.Games), i(c.Wins), f(c.Rate), f(c.Low), f(c.High)})
	}
	distRow := func(section, label string, d Dist) {
		for _, kv := range []struct {
			k string
			v float64
		}{{"mean", d.Mean}, {"sd", d.StdDev}, {"median", d.Median}, {"p5", d.P5}, {"p95", d.P95}} {
			_ = cw.Write([]string{section, label, kv.k, i(d.Count), "", f(kv.v), "", ""})
		}
	}
	for _, c := range r.Cells {
		rate("cell_win", c.Win)
		for j, e := range c.Endings {
			_ = cw.Write([]string{"cell_ending", c.Win.Label, r.Endings[j], i(c.Win.Games), "", f(e), "", ""})
		}
		distRow("cell_rounds", c.Win.Label, c.Rounds)
	}
	for _, c := range r.Corps {
		rate("corporation", c)
	}
	for _, e := range r.EndRounds {
		distRow("ending_round", e.Ending, e.Rounds)
	}
	for _, c := range r.AtLoss {
		rate("in_play_at_loss", c)
	}
	for _, c := range r.Causes {
		rate("loss_cause", c)
	}
	distRow("counters_left_at_loss", "all", r.CountersLeft)
	for _, x := range r.CorpsShrunk {
		_ = cw.Write([]string{"corporation_shrunk", x.Label, "shrunk", i(x.Rate.Trials), f(x.Rate.Wins), f(x.Shrunk.Value), f(x.Shrunk.Low), f(x.Shrunk.High)})
	}
	for _, c := range r.CardsPlayed {
		_ = cw.Write([]string{"card_played", c.Card, "played", i(c.Played.Trials), i(c.Played.Successes), f(c.Played.Value), f(c.Played.Low), f(c.Played.High)})
		_ = cw.Write([]string{"card_played", c.Card, "when_played", i(c.WhenPlayed.Trials), f(c.WhenPlayed.Wins), f(c.WhenPlayed.Value), f(c.WhenPlayed.Low), f(c.WhenPlayed.High)})
		_ = cw.Write([]string{"card_played", c.Card, "shrunk", i(c.WhenPlayed.Trials), f(c.WhenPlayed.Wins), f(c.Shrunk.Value), f(c.Shrunk.Low), f(c.Shrunk.High)})
		_ = cw.Write([]string{"card_played", c.Card, "when_not_played", i(c.WhenNotPlayed.Trials), f(c.WhenNotPlayed.Wins), f(c.WhenNotPlayed.Value), f(c.WhenNotPlayed.Low), f(c.WhenNotPlayed.High)})
		for _, x := range c.Rounds {
			_ = cw.Write([]string{"card_played_round", c.Card, x.Round, i(x.Rate.Trials), f(x.Rate.Wins), f(x.Rate.Value), f(x.Rate.Low), f(x.Rate.High)})
		}
	}
	cw.Flush()
	return cw.Error()
}
