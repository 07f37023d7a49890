package balance

import (
	"strconv"

	"github.com/aresim/aresim/crisis"
	"github.com/aresim/aresim/expedition/cards"
	"github.com/aresim/aresim/sim"
)

// MaxRound is the last round the per-round sums count (later rounds count
// in it): no Crisis deck lasts longer.
const MaxRound = 30

// Acc holds a study's sums.
type Acc struct {
	// Cells: the games of each player count and difficulty, and the wins.
	Cells sim.RateSet `json:"cells"`
	// Corporations: the games each corporation was in, and the team's wins.
	Corporations sim.RateSet `json:"corporations"`
	// Endings: for each cell (rows), how its games ended (columns).
	Endings sim.Matrix `json:"endings"`
	// EndRounds: for each ending (rows), the round the games ended in.
	EndRounds sim.Matrix `json:"end_rounds"`
	// Rounds is the number of rounds of every game, per cell.
	Rounds []sim.Histogram `json:"rounds"`
	// AtLoss: for each Crisis card, the lost games it was in play at the
	// end of (successes: lost; trials: lost games of its player count).
	AtLoss sim.RateSet `json:"at_loss"`
	// Cause: for each Crisis card, the losses its own effect made (a
	// decrease that could not happen).
	Cause sim.Tally `json:"cause"`
	// CountersLeft is the counters on the Crisis cards in play at the end
	// of every lost game.
	CountersLeft sim.Histogram `json:"counters_left"`
	// Played: for each project card, the games it was played in and the
	// team's wins in them; PlayedRound the same by the round of the play
	// (columns "1" to "20+"). Games: every game and the team's wins. A
	// team wins or loses together, so every win is a whole ShareUnit.
	Played      sim.ShareSet    `json:"played"`
	PlayedRound sim.ShareMatrix `json:"played_round"`
	Games       sim.Shares      `json:"games"`
}

// MaxCardRound is the last round column of PlayedRound; later plays count
// in it.
const MaxCardRound = 20

// roundColumns labels the columns of PlayedRound.
func roundColumns() []string {
	out := make([]string, MaxCardRound)
	for i := range out {
		out[i] = strconv.Itoa(i + 1)
	}
	out[MaxCardRound-1] += "+"
	return out
}

// projectLabels returns the names of the catalogue's project cards, a
// name that appears twice labelled with its set the second time.
func projectLabels(cat *cards.Catalogue) []string {
	out := make([]string, len(cat.Cards))
	seen := map[string]bool{}
	for i, c := range cat.Cards {
		out[i] = c.Name
		if seen[c.Name] {
			out[i] = c.Name + " (" + c.Set.String() + ")"
		}
		seen[c.Name] = true
	}
	return out
}

// endings are the ways a game ends, in the order of Endings' columns.
var endings = func() []string {
	out := []string{"won"}
	for _, m := range []string{"temperature", "oxygen", "oceans"} {
		out = append(out, "purple "+m)
	}
	for _, m := range []string{"temperature", "oxygen", "oceans"} {
		out = append(out, "decrease impossible "+m)
	}
	return append(out, "Crisis deck empty")
}()

// ending returns the column of a result.
func ending(r crisis.Result) int {
	switch r.Reason {
	case crisis.LossPurple:
		return 1 + int(r.Param)
	case crisis.LossLower:
		return 4 + int(r.Param)
	case crisis.LossDeck:
		return 7
	}
	return 0
}

func roundLabels() []string {
	out := make([]string, MaxRound)
	for i := range out {
		out[i] = "round " + strconv.Itoa(i+1)
	}
	return out
}

func newAcc(g Game) *Acc {
	cells := g.cells()
	labels := make([]string, len(cells))
	for i, c := range cells {
		labels[i] = cellLabel(c)
	}
	cat, deck := g.data()
	corps := make([]string, len(cat.Corporations))
	for i, c := range cat.Corporations {
		corps[i] = c.Name
	}
	crises := make([]string, len(deck.Cards))
	for i, c := range deck.Cards {
		crises[i] = c.Number + " " + c.Name
	}
	return &Acc{
		Cells:        sim.NewRateSet(labels...),
		Corporations: sim.NewRateSet(corps...),
		Endings:      sim.NewMatrix(labels, endings),
		EndRounds:    sim.NewMatrix(endings, roundLabels()),
		Rounds:       make([]sim.Histogram, len(cells)),
		AtLoss:       sim.NewRateSet(crises...),
		Cause:        sim.NewTally(crises...),
		Played:       sim.NewShareSet(projectLabels(cat)...),
		PlayedRound:  sim.NewShareMatrix(projectLabels(cat), roundColumns()),
	}
}

// record adds a finished game of cell ci, in which project card c was
// first played in round playedIn[c] (0: never).
func (a *Acc) record(ci int, s *crisis.State, playedIn []int) {
	r := s.Result()
	won := r.Outcome == crisis.Won
	a.Cells.Record(ci, won)
	units := sim.WinUnits(won, 1)
	a.Games.Record(units)
	for c, round := range playedIn {
		if round > 0 {
			a.Played.Record(c, units)
			a.PlayedRound.Record(c, min(round, MaxCardRound)-1, units)
		}
	}
	g := s.Game()
	for p := 0; p < r.Players; p++ {
		if c := g.Info(p).Corporation; c >= 0 {
			a.Corporations.Record(c, won)
		}
	}
	end := ending(r)
	for j := range endings {
		a.Endings.Record(ci, j, j == end)
	}
	for j := 0; j < MaxRound; j++ {
		a.EndRounds.Record(end, j, j == min(r.Rounds, MaxRound)-1)
	}
	a.Rounds[ci].Observe(int64(r.Rounds))
	if won {
		return
	}
	inPlay := map[int]bool{}
	for _, id := range r.InPlay {
		inPlay[id] = true
	}
	deck := s.Deck()
	for id := range deck.Cards {
		if c := deck.Card(id); int(c.Players) == r.Players || c.Players == 0 {
			a.AtLoss.Record(id, inPlay[id])
		}
	}
	if r.Card >= 0 {
		a.Cause.Record(r.Card)
	}
	a.CountersLeft.Observe(int64(r.CountersLeft))
}

// Merge adds o's sums into a.
func (a *Acc) Merge(o *Acc) {
	a.Cells.Merge(&o.Cells)
	a.Corporations.Merge(&o.Corporations)
	a.Endings.Merge(&o.Endings)
	a.EndRounds.Merge(&o.EndRounds)
	for i := range a.Rounds {
		if i < len(o.Rounds) {
			a.Rounds[i].Merge(&o.Rounds[i])
		}
	}
	a.AtLoss.Merge(&o.AtLoss)
	a.Cause.Merge(&o.Cause)
	a.CountersLeft.Merge(&o.CountersLeft)
	a.Played.Merge(&o.Played)
	a.PlayedRound.Merge(&o.PlayedRound)
	a.Games.Merge(o.Games)
}

// Rates returns the cells' win rates: a run with a precision target stops
// when every cell's rate is known that well.
func (a *Acc) Rates() []sim.Rate { return a.Cells.Rates() }

// Validate checks a decoded accumulator (sim.ReadSummary calls it).
func (a *Acc) Validate() error {
	for _, v := range []interface{ Validate() error }{&a.Cells, &a.Corporations, &a.Endings, &a.EndRounds,
		&a.AtLoss, &a.Cause, &a.CountersLeft, &a.Played, &a.PlayedRound, a.Games} {
		if err := v.Validate(); err != nil {
			return err
		}
	}
	for i := range a.Rounds {
		if err := a.Rounds[i].Validate(); err != nil {
			return err
		}
	}
	return nil
}
