package balance

import (
	"fmt"
	"math/bits"

	"github.com/aresim/aresim/expedition"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
)

// Acc holds a study's sums. Wins shared by a tie (Ruling E7) count as a
// win for each player sharing it.
type Acc struct {
	// Corporations: for each corporation, the games it was played in and
	// the games its player won.
	Corporations sim.RateSet `json:"corporations"`
	// Seats: the same by seat (player 0 is the first player of round 1).
	Seats sim.RateSet `json:"seats"`
	// VP is the final VP of every player of every finished game; WinnerVP
	// of the winners only.
	VP       sim.Histogram `json:"vp"`
	WinnerVP sim.Histogram `json:"winnerVP"`
	// Rounds is the number of rounds of every game.
	Rounds sim.Histogram `json:"rounds"`
	// Unfinished counts the games stopped by the round cap.
	Unfinished sim.Rate `json:"unfinished"`
	// Phases counts the phase cards chosen in Planning.
	Phases sim.Tally `json:"phases"`
	// Resolved: for each phase, the rounds in which it resolved.
	Resolved sim.RateSet `json:"resolved"`
	// Cards: for each project card, the players who had it in play at the
	// end of a finished game, and how many of them won.
	Cards sim.RateSet `json:"cards"`
	// Expansion: milestones, awards, upgrades and infrastructure.
	Expansion ExpansionAcc `json:"expansion"`
	// CorporationShares: for each corporation, the players of finished
	// games who kept it and their wins, a win shared by k tied players
	// counting 1/k (sim.WinUnits): the counts the shrunk estimates use.
	CorporationShares sim.ShareSet `json:"corporationShares"`
	// Played: for each project card, the players of finished games who
	// played it, and their wins (shared wins as fractions); PlayedRound
	// the same by the round of the play (columns "1" to "20+").
	Played      sim.ShareSet    `json:"played"`
	PlayedRound sim.ShareMatrix `json:"playedRound"`
	// PlayerGames: every player of every finished game and their wins
	// (shared wins as fractions). The players who did not play a card are
	// PlayerGames minus the card's Played.
	PlayerGames sim.Shares `json:"playerGames"`
}

// MaxCardRound is the last round column of PlayedRound; later plays count
// in it.
const MaxCardRound = 20

// roundColumns labels the columns of PlayedRound.
func roundColumns() []string {
	out := make([]string, MaxCardRound)
	for i := range out {
		out[i] = fmt.Sprint(i + 1)
	}
	out[MaxCardRound-1] += "+"
	return out
}

// cardPlay is one play of a project card during a game.
type cardPlay struct {
	player, card, round int
}

var phaseLabels = []string{"Development", "Construction", "Action", "Production", "Research"}

func newAcc(cat *cards.Catalogue, players int) *Acc {
	corps := make([]string, len(cat.Corporations))
	for i, c := range cat.Corporations {
		corps[i] = c.Name
	}
	names := make([]string, len(cat.Cards))
	for i, c := range cat.Cards {
		names[i] = c.Name
	}
	distinct(corps, func(i int) cards.Set { return cat.Corporations[i].Set })
	distinct(names, func(i int) cards.Set { return cat.Cards[i].Set })
	seats := make([]string, players)
	for p := range seats {
		seats[p] = "p" + string(rune('0'+p))
	}
	return &Acc{
		Corporations: sim.NewRateSet(corps...),
		Seats:        sim.NewRateSet(seats...),
		Phases:       sim.NewTally(phaseLabels...),
		Resolved:     sim.NewRateSet(phaseLabels...),
		Cards:        sim.NewRateSet(names...),
		Expansion:    newExpansionAcc(cat, corps),

		CorporationShares: sim.NewShareSet(corps...),
		Played:            sim.NewShareSet(names...),
		PlayedRound:       sim.NewShareMatrix(names, roundColumns()),
	}
}

// distinct makes labels distinct: a name that a reprint shares with the
// card it replaces (Foundations' Inventrix) is labelled with its set, as
// "Inventrix (foundations)"; the first of the name keeps it alone.
func distinct(labels []string, setOf func(i int) cards.Set) {
	seen := map[string]bool{}
	for i, l := range labels {
		if seen[l] {
			labels[i] = fmt.Sprintf("%s (%s)", l, setOf(i))
		}
		seen[l] = true
	}
}

// recordRound notes which phases resolved in a round (bit p = phase p).
func (a *Acc) recordRound(resolved uint8) {
	for ph := 1; ph <= expedition.NumPhases; ph++ {
		a.Resolved.Record(ph-1, resolved&(1<<ph) != 0)
	}
}

// record adds a finished (or capped) game, whose project cards were
// played as plays lists.
func (a *Acc) record(s *expedition.State, t *gameTally, plays []cardPlay) {
	r := s.Result()
	a.Rounds.Observe(int64(r.Rounds))
	a.Unfinished.Record(!r.Finished)
	if !r.Finished {
		return
	}
	a.Expansion.record(s, r, t)
	var tableau [64]int
	winners := bits.OnesCount8(r.Winners)
	for p := 0; p < r.Players; p++ {
		won := r.Won(p)
		units := sim.WinUnits(won, winners)
		v := s.View(p)
		a.Seats.Record(p, won)
		a.PlayerGames.Record(units)
		if corp := v.Info(p).Corporation; corp >= 0 {
			a.Corporations.Record(corp, won)
			a.CorporationShares.Record(corp, units)
		}
		a.VP.Observe(int64(r.Scores[p].Total))
		if won {
			a.WinnerVP.Observe(int64(r.Scores[p].Total))
		}
		for _, c := range v.Tableau(p, tableau[:0]) {
			a.Cards.Record(c, won)
		}
	}
	for _, pl := range plays {
		units := sim.WinUnits(r.Won(pl.player), winners)
		a.Played.Record(pl.card, units)
		a.PlayedRound.Record(pl.card, min(pl.round, MaxCardRound)-1, units)
	}
}

// Merge adds o's sums into a.
func (a *Acc) Merge(o *Acc) {
	a.Corporations.Merge(&o.Corporations)
	a.Seats.Merge(&o.Seats)
	a.VP.Merge(&o.VP)
	a.WinnerVP.Merge(&o.WinnerVP)
	a.Rounds.Merge(&o.Rounds)
	a.Unfinished.Merge(o.Unfinished)
	a.Phases.Merge(&o.Phases)
	a.Resolved.Merge(&o.Resolved)
	a.Cards.Merge(&o.Cards)
	a.Expansion.merge(&o.Expansion)
	a.CorporationShares.Merge(&o.CorporationShares)
	a.Played.Merge(&o.Played)
	a.PlayedRound.Merge(&o.PlayedRound)
	a.PlayerGames.Merge(o.PlayerGames)
}

// Rates returns the corporation win rates: a run with a precision target
// stops when every corporation's rate is known that well.
func (a *Acc) Rates() []sim.Rate { return a.Corporations.Rates() }

// Validate checks a decoded accumulator (sim.ReadSummary calls it).
func (a *Acc) Validate() error {
	for _, v := range []interface{ Validate() error }{&a.Corporations, &a.Seats, &a.VP, &a.WinnerVP, &a.Rounds,
		&a.Phases, &a.Resolved, &a.Cards, &a.CorporationShares, &a.Played, &a.PlayedRound, a.PlayerGames} {
		if err := v.Validate(); err != nil {
			return err
		}
	}
	if err := a.Expansion.validate(); err != nil {
		return err
	}
	return a.Unfinished.Validate()
}
