package balance

import (
	"fmt"
	"io"
	"sort"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/report"
)

// ReportSchema names the JSON format of the report (its "schema" field).
var ReportSchema = report.Schema("expedition-balance", 1)

// MinCardPlayers is how many players must have had a card in play for it
// to be ranked among the cards associated with winning.
const MinCardPlayers = 30

// TopCards is how many of the ranked cards a table shows, unless asked
// for every row.
const TopCards = 15

// PhaseRow says how often a phase is chosen and resolves.
type PhaseRow struct {
	Phase string `json:"phase"`
	// Chosen is the phase's share of all Planning choices.
	Chosen report.Estimate `json:"chosen"`
	// Resolved is the share of rounds in which the phase resolved.
	Resolved report.Estimate `json:"resolved"`
}

// Report is what a study shows, computed from its summary. Its JSON form
// is a contract, versioned by its "schema" field (ReportSchema).
type Report struct {
	report.Run
	// Players is the number of players of every game; Even the win rate
	// of a corporation no better than another (1/Players).
	Players int     `json:"players"`
	Even    float64 `json:"even"`
	// Rounds is per game; Unfinished the share of games stopped by the
	// round cap.
	Rounds     report.Distribution `json:"rounds"`
	Unfinished report.Estimate     `json:"unfinished"`
	// VP is every player's final VP in finished games; WinnerVP the
	// winners'.
	VP       report.Distribution `json:"vp"`
	WinnerVP report.Distribution `json:"winnerVP"`
	// Corporations are the win rates of the corporations played, highest
	// first (shared wins count for each sharer).
	Corporations []report.LabelledRate `json:"corporations"`
	// Seats are the win rates by seat (p0 is round 1's first player).
	Seats  []report.LabelledRate `json:"seats"`
	Phases []PhaseRow            `json:"phases"`
	// Cards are the cards in play at the end for at least MinCardPlayers
	// players, ranked by the low end of the 95% interval of their
	// players' win rate.
	Cards []report.LabelledRate `json:"cards"`
	// CorporationPrior is the prior of the shrunk corporation win rates
	// (its mean the even rate); CorporationsShrunk each corporation's
	// win rate with shared wins as fractions, raw and shrunk, in the
	// order of Corporations.
	CorporationPrior   sim.Prior           `json:"corporationPrior"`
	CorporationsShrunk []report.ShrunkRate `json:"corporationsShrunk"`
	// CardPrior is the prior of the shrunk win rates when played (its mean
	// the even rate); CardsPlayed every card played, ranked by its shrunk
	// win rate when played, highest first.
	CardPrior   sim.Prior        `json:"cardPrior"`
	CardsPlayed []report.CardRow `json:"cardsPlayed"`
	// The expansions, where the study's games played them (left out
	// otherwise): Discovery's milestones, awards and upgraded phase cards,
	// Foundations' infrastructure track.
	Expansion *ExpansionReport `json:"expansion,omitempty"`
}

// NewReport computes the report of a summary.
func NewReport(s sim.Summary[*Acc]) Report {
	a := s.Acc
	r := Report{Run: report.NewRun(ReportSchema, s), Players: len(a.Seats.Labels()),
		Rounds: report.NewDistribution(&a.Rounds), Unfinished: report.NewEstimate(a.Unfinished),
		VP: report.NewDistribution(&a.VP), WinnerVP: report.NewDistribution(&a.WinnerVP),
		Corporations: []report.LabelledRate{}, Seats: report.RateList(&a.Seats), Cards: []report.LabelledRate{}}
	if r.Players > 0 {
		r.Even = 1 / float64(r.Players)
	}
	for _, c := range report.RateList(&a.Corporations) {
		if c.Rate.HasTrials() {
			r.Corporations = append(r.Corporations, c)
		}
	}
	sort.SliceStable(r.Corporations, func(i, j int) bool { return r.Corporations[i].Rate.Value > r.Corporations[j].Rate.Value })
	for i, l := range a.Phases.Labels() {
		r.Phases = append(r.Phases, PhaseRow{Phase: l, Chosen: report.NewEstimate(a.Phases.Share(i)),
			Resolved: report.NewEstimate(a.Resolved.At(i))})
	}
	for _, c := range report.RateList(&a.Cards) {
		if c.Rate.Trials >= MinCardPlayers {
			r.Cards = append(r.Cards, c)
		}
	}
	sort.SliceStable(r.Cards, func(i, j int) bool { return r.Cards[i].Rate.Low > r.Cards[j].Rate.Low })
	r.Expansion = newExpansionReport(&a.Expansion, &a.Corporations)
	prior, shrunk := report.ShrunkList(&a.CorporationShares, r.Even)
	byLabel := map[string]report.ShrunkRate{}
	for _, x := range shrunk {
		byLabel[x.Label] = x
	}
	r.CorporationPrior, r.CorporationsShrunk = prior, []report.ShrunkRate{}
	for _, c := range r.Corporations {
		if x, ok := byLabel[c.Label]; ok {
			r.CorporationsShrunk = append(r.CorporationsShrunk, x)
		}
	}
	r.CardPrior, r.CardsPlayed = report.CardStats(&a.Played, &a.PlayedRound, a.PlayerGames, r.Even)
	return r
}

// CardsHead and CardsTail are how many cards the table of cards played
// shows at the head and the tail of its ranking, unless asked for every
// row.
const (
	CardsHead = 10
	CardsTail = 10
)

// WriteReport writes the report of a summary as opt asks: the report
// function of the study for the CLI and `aresim merge`.
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

// rateTable is a table of labelled rates with their counts.
func rateTable(head string, list []report.LabelledRate) *report.Table {
	t := &report.Table{Indent: "  ", Header: []string{head, "games", "wins", "win rate"}, Right: map[int]bool{1: true, 2: true}}
	for _, c := range list {
		t.Add(c.Label, fmt.Sprint(c.Rate.Trials), fmt.Sprint(c.Rate.Successes), c.Rate.String())
	}
	return t
}

func (r Report) writeTable(w io.Writer, allRows bool) error {
	ew := report.NewErrWriter(w)
	_ = r.WriteHeader(ew, "Ares Expedition balance")
	fmt.Fprintln(ew, "Rates are in percent, with their 95% Wilson intervals in brackets.")
	fmt.Fprintln(ew)
	d := report.Table{}
	d.Add("Rounds per game", r.Rounds.String())
	d.Add("Unfinished (round cap)", r.Unfinished.String())
	d.Add("VP per player", r.VP.String())
	d.Add("VP of the winners", r.WinnerVP.String())
	_ = d.Write(ew, report.Width)
	fmt.Fprintf(ew, "\nCorporations (an even win rate is %s; a shared win counts for each sharer;\n", report.Percent(r.Even))
	fmt.Fprintf(ew, "shrunk: towards even with a prior worth %.0f games, shared wins as fractions):\n", r.CorporationPrior.Strength)
	ct := rateTable("corporation", r.Corporations)
	ct.Header = append(ct.Header, "shrunk")
	shrunk := map[string]report.ShrunkRate{}
	for _, x := range r.CorporationsShrunk {
		shrunk[x.Label] = x
	}
	for i, c := range r.Corporations {
		ct.Rows[i] = append(ct.Rows[i], shrunk[c.Label].Shrunk.String())
	}
	_ = ct.Write(ew, report.Width)
	fmt.Fprintln(ew, "\nSeats (p0 plays first in round 1):")
	_ = rateTable("seat", r.Seats).Write(ew, report.Width)
	fmt.Fprintln(ew, "\nPhases:")
	p := report.Table{Indent: "  ", Header: []string{"phase", "share of choices", "share of rounds resolved"}}
	for _, x := range r.Phases {
		p.Add(x.Phase, x.Chosen.String(), x.Resolved.String())
	}
	_ = p.Write(ew, report.Width)
	fmt.Fprintf(ew, "\nCards most associated with winning (in play at the end for %d+ players;\nranked by the low end of the interval):\n", MinCardPlayers)
	cards := r.Cards
	head, _ := report.Trim(len(cards), TopCards, 0, allRows)
	t := rateTable("card", cards[:head])
	if head < len(cards) {
		t.AddLine(fmt.Sprintf("… %d more (--all-rows shows them)", len(cards)-head))
	}
	_ = t.Write(ew, report.Width)
	fmt.Fprintln(ew)
	_ = report.WriteCards(ew, "Cards played, ranked by the shrunk win rate when played (by round: --format json or csv):",
		"players", r.CardPrior, r.CardsPlayed, CardsHead, CardsTail, allRows)
	if r.Expansion != nil {
		r.Expansion.writeTable(ew)
	}
	return ew.Err()
}

func (r Report) writeCSV(w io.Writer) error {
	c := report.NewCSV(w)
	c.Run(r.Run)
	c.Distribution("rounds", "", r.Rounds)
	c.Rate("unfinished", "", "", r.Unfinished)
	c.Distribution("vp", "", r.VP)
	c.Distribution("winnerVP", "", r.WinnerVP)
	c.Rates("corporations", r.Corporations)
	c.Rates("seats", r.Seats)
	for _, p := range r.Phases {
		c.Rate("phases", p.Phase, "chosen", p.Chosen)
		c.Rate("phases", p.Phase, "resolved", p.Resolved)
	}
	c.Rates("cards", r.Cards)
	if r.Expansion != nil {
		r.Expansion.writeCSV(c)
	}
	for _, x := range r.CorporationsShrunk {
		c.Share("corporationsShrunk", x.Label, "", x.Rate)
		c.Shrunk("corporationsShrunk", x.Label, "", x.Shrunk)
	}
	c.Cards("cardsPlayed", r.CardsPlayed)
	return c.Close()
}
