package report

import (
	"fmt"
	"io"
	"math"
	"sort"

	"github.com/aresim/aresim/sim"
)

// CardsConfounded is what every table of cards' win rates when played
// says under its title.
const CardsConfounded = `A card's win rate when played is confounded by who plays it and when: the bots
play some cards only when already ahead, or late in games they are winning.
These are associations under these bots, not the card's strength.`

// RoundShare is a card's plays in one round (or the last rounds, "20+")
// and its players' win rate when played then.
type RoundShare struct {
	Round string `json:"round"`
	Rate  Share  `json:"rate"`
}

// CardRow is one card's statistics: how often it was played, its
// players' win rate when it was played (raw, and shrunk towards the even
// rate), the rate of players who did not play it, and the rate by the
// round of the play.
type CardRow struct {
	Card string `json:"card"`
	// Played is the share of players (of finished games) who played it.
	Played Estimate `json:"played"`
	// WhenPlayed is the win rate of those players, shared wins as
	// fractions; Shrunk its empirical-Bayes estimate.
	WhenPlayed Share  `json:"whenPlayed"`
	Shrunk     Shrunk `json:"shrunk"`
	// WhenNotPlayed is the win rate of the players who did not play it.
	WhenNotPlayed Share `json:"whenNotPlayed"`
	// Rounds are the plays by round, rounds without a play left out.
	Rounds []RoundShare `json:"rounds"`
}

// CardStats is the card table of a study: the prior the win rates when
// played are shrunk towards (fitted to every card's rate around mean, the
// even rate) and a row per card that was played, ranked by the shrunk
// estimate, highest first. played holds each card's plays (one trial per
// player who played it, worth the player's win units), byRound the same
// by round (rows the cards, in played's order), all every player's
// result.
func CardStats(played *sim.ShareSet, byRound *sim.ShareMatrix, all sim.Shares, mean float64) (sim.Prior, []CardRow) {
	prior := sim.FitPrior(played.All(), mean)
	rows := []CardRow{}
	rounds := byRound.Cols()
	roundRow := map[string]int{}
	for i, l := range byRound.Rows() {
		roundRow[l] = i
	}
	for i, l := range played.Labels() {
		s := played.At(i)
		if s.Trials == 0 {
			continue
		}
		not := sim.Shares{Units: all.Units - s.Units, Trials: all.Trials - s.Trials}
		row := CardRow{Card: l, Played: NewEstimate(sim.Rate{Successes: s.Trials, Trials: all.Trials}),
			WhenPlayed: NewShare(s), Shrunk: NewShrunk(prior, s), WhenNotPlayed: NewShare(not), Rounds: []RoundShare{}}
		if ri, ok := roundRow[l]; ok {
			for j, r := range rounds {
				if c := byRound.At(ri, j); c.Trials > 0 {
					row.Rounds = append(row.Rounds, RoundShare{Round: r, Rate: NewShare(c)})
				}
			}
		}
		rows = append(rows, row)
	}
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i].Shrunk.Value, rows[j].Shrunk.Value
		if a != b && !math.IsNaN(a) && !math.IsNaN(b) {
			return a > b
		}
		return false
	})
	return prior, rows
}

// WriteCards prints a titled card table: the confounding note, then each
// card's plays (the players, or the games, who: "players" or "games", in
// which it was played), their share of all, the win rate when played
// (raw and shrunk, with their intervals) and when not (its value: it rests
// on every other player, so its interval is narrow; JSON and CSV give
// it); the first head and the last tail rows of the ranking unless all.
func WriteCards(w io.Writer, title, who string, prior sim.Prior, rows []CardRow, head, tail int, all bool) error {
	ew := NewErrWriter(w)
	fmt.Fprintln(ew, title)
	fmt.Fprintln(ew, CardsConfounded)
	plays := "the players who played it"
	if who == "games" {
		plays = "the games it was played in"
	}
	fmt.Fprintf(ew, "plays: %s; share: of all %s; won if played: their win rate,\n", plays, who)
	fmt.Fprintf(ew, "raw and shrunk towards %s (empirical Bayes, beta-binomial, a prior worth %.0f plays); if not:\nthe win rate of the others.\n",
		Percent(prior.Mean), prior.Strength)
	t := Table{Indent: "  ", Header: []string{"card", "plays", "share", "won if played", "shrunk", "if not"},
		Right: map[int]bool{1: true, 2: true, 5: true}}
	add := func(r CardRow) {
		t.Add(r.Card, fmt.Sprint(r.WhenPlayed.Trials), Percent(r.Played.Value), r.WhenPlayed.String(), r.Shrunk.String(), Percent(r.WhenNotPlayed.Value))
	}
	h, tl := Trim(len(rows), head, tail, all)
	for _, r := range rows[:h] {
		add(r)
	}
	if tl > 0 {
		t.AddLine(fmt.Sprintf("… %d more (--all-rows shows them)", len(rows)-h-tl))
		for _, r := range rows[len(rows)-tl:] {
			add(r)
		}
	}
	_ = t.Write(ew, Width)
	return ew.Err()
}

// Cards writes a card table in section: per card the rows "played"
// (statistic rate: the share of players who played it), "whenPlayed"
// (rate, with wins as fractions), "shrunk", "whenNotPlayed", and one row
// per round played in (column: the round).
func (c *CSV) Cards(section string, rows []CardRow) {
	for _, r := range rows {
		c.Rate(section, r.Card, "played", r.Played)
		c.Share(section, r.Card, "whenPlayed", r.WhenPlayed)
		c.Shrunk(section, r.Card, "whenPlayed", r.Shrunk)
		c.Share(section, r.Card, "whenNotPlayed", r.WhenNotPlayed)
		for _, x := range r.Rounds {
			c.Share(section+"ByRound", r.Card, x.Round, x.Rate)
		}
	}
}
