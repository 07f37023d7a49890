package ladder

import (
	"fmt"
	"io"
	"math"

	"github.com/aresim/aresim/sim"
	"github.com/aresim/aresim/sim/rating"
	"github.com/aresim/aresim/sim/report"
)

// ReportSchema names the JSON format of the report (its "schema" field).
var ReportSchema = report.Schema("ladder", 1)

// The rating models of a report.
const (
	ModelBradleyTerry = "Bradley-Terry"
	ModelPlackettLuce = "Plackett-Luce"
)

// Cell is one entry of the win-rate matrix: the row agent's games
// against the column agent, and its score (a draw or a shared place
// counting half) with a 95% interval; Score and CI95 are null without
// games (the diagonal).
type Cell struct {
	Games  int64       `json:"games"`
	Wins   int64       `json:"wins"`
	Draws  int64       `json:"draws"`
	Losses int64       `json:"losses"`
	Score  *float64    `json:"score"`
	CI95   *[2]float64 `json:"ci95"`
}

// Rating is one agent's line of the ratings: its Elo rating (centred on
// the agents' mean) with its 95% interval, its games, and how far it is
// above the next agent down the ladder, with that difference's 95%
// interval (null for the last).
type Rating struct {
	rating.Rating
	AboveNext   *float64    `json:"aboveNext"`
	AboveNextCI *[2]float64 `json:"aboveNextCI95"`
}

// PoolRatings are the ratings fitted to the games of one pool.
type PoolRatings struct {
	Pool    string   `json:"pool"`
	Games   int64    `json:"games"`
	Ratings []Rating `json:"ratings"`
}

// Report is a ladder's results, ready to print. Its JSON form is a
// contract, versioned by its "schema" field (ReportSchema).
type Report struct {
	report.Run
	// Agents label the matrix's rows and columns; Pools the pools every
	// table was played on; Sides the sides of every game.
	Agents []string `json:"agents"`
	Pools  []string `json:"pools"`
	Sides  int      `json:"sides"`
	// Matrix[i][j] is agent i's record against agent j.
	Matrix [][]Cell `json:"matrix"`
	// Model is the rating model: Bradley-Terry for two sides,
	// Plackett-Luce on finishing orders for more.
	Model string `json:"model"`
	// Ratings are fitted to every game, strongest first; ByPool to the
	// games of each pool, when there are several.
	Ratings []Rating      `json:"ratings"`
	ByPool  []PoolRatings `json:"byPool"`
	// Firsts is each side's share of games placed first (alone or
	// shared): the seat advantage, which the rotation cancels.
	Firsts []report.LabelledRate `json:"firsts"`
}

// NewReport computes the report of a summary.
func NewReport(s sim.Summary[*Acc]) (Report, error) {
	a := s.Acc
	agents := a.All.Names()
	r := Report{Run: report.NewRun(ReportSchema, s), Agents: agents, Pools: a.Pools, Sides: len(a.Firsts.Labels()),
		Matrix: [][]Cell{}, Ratings: []Rating{}, ByPool: []PoolRatings{}, Firsts: report.RateList(&a.Firsts)}
	r.Model = ModelPlackettLuce
	if r.Sides == 2 {
		r.Model = ModelBradleyTerry
	}
	for i := range agents {
		row := make([]Cell, len(agents))
		for j := range agents {
			c := a.All.Cell(i, j)
			row[j] = Cell{Games: c.Games(), Wins: c.Wins, Draws: c.Draws, Losses: c.Losses}
			if c.Games() > 0 {
				score := c.Score()
				lo, hi := c.Interval95()
				row[j].Score, row[j].CI95 = &score, &[2]float64{lo, hi}
			}
		}
		r.Matrix = append(r.Matrix, row)
	}
	var err error
	if r.Ratings, err = fit(a.All, r.Model); err != nil {
		return r, err
	}
	if len(a.Pools) > 1 {
		for k, t := range a.ByPool {
			ratings, err := fit(t, r.Model)
			if err != nil {
				return r, err
			}
			r.ByPool = append(r.ByPool, PoolRatings{Pool: a.Pools[k], Games: t.Games(), Ratings: ratings})
		}
	}
	return r, nil
}

// fit fits model to t with the default prior and lists the ratings,
// strongest first.
func fit(t *rating.Tally, model string) ([]Rating, error) {
	fitted, err := t.BradleyTerry(rating.Options{})
	if model == ModelPlackettLuce {
		fitted, err = t.PlackettLuce(rating.Options{})
	}
	if err != nil {
		return nil, err
	}
	index := map[string]int{}
	for i := range fitted.Len() {
		index[fitted.Name(i)] = i
	}
	table := fitted.Table()
	out := make([]Rating, len(table))
	for k, line := range table {
		line.Games = float64(t.Played(index[line.Name]))
		out[k] = Rating{Rating: line}
		if k+1 < len(table) {
			d, lo, hi := fitted.Diff(index[line.Name], index[table[k+1].Name])
			out[k].AboveNext, out[k].AboveNextCI = &d, &[2]float64{lo, hi}
		}
	}
	return out, nil
}

// Outputs returns a ladder's report and charts for the CLI and `aresim
// merge`, with title heading the table report and the chart.
func Outputs(title string) sim.Outputs[*Acc] {
	return sim.Outputs[*Acc]{
		Report: func(w io.Writer, s sim.Summary[*Acc], opt sim.ReportOptions) error {
			return WriteReport(w, title, s, opt)
		},
		Plot: func(path string, s sim.Summary[*Acc]) error { return WritePlot(path, title, s) },
	}
}

// WriteReport writes the report of a summary as opt asks, the table
// under title.
func WriteReport(w io.Writer, title string, s sim.Summary[*Acc], opt sim.ReportOptions) error {
	r, err := NewReport(s)
	if err != nil {
		return err
	}
	switch opt.Format {
	case sim.FormatJSON:
		return report.WriteJSON(w, r)
	case sim.FormatCSV:
		return r.writeCSV(w)
	}
	return r.writeTable(w, title)
}

func (r Report) writeTable(w io.Writer, title string) error {
	ew := report.NewErrWriter(w)
	_ = r.WriteHeader(ew, title)
	fmt.Fprintln(ew, "Rates are in percent, with their 95% Wilson intervals in brackets.")
	fmt.Fprintf(ew, "\nScore of the row against the column (a win 1, a draw or shared place 1/2; %s rotated):\n", sidesWord(r.Sides))
	m := report.Table{Indent: "  ", Header: append([]string{""}, r.Agents...)}
	for i, name := range r.Agents {
		row := []string{name}
		for j := range r.Agents {
			row = append(row, r.Matrix[i][j].String())
		}
		m.Add(row...)
	}
	_ = m.Write(ew, report.Width)
	fmt.Fprintf(ew, "\nRatings (%s, Elo scale centred on the agents' mean: 100 points above wins 64%% of\ntwo-sided games; 95%% intervals):\n", r.Model)
	_ = ratingTable("agent", r.Ratings).Write(ew, report.Width)
	for _, p := range r.ByPool {
		fmt.Fprintf(ew, "\nRatings on %s (%d games):\n", p.Pool, p.Games)
		_ = ratingTable("agent", p.Ratings).Write(ew, report.Width)
	}
	fmt.Fprintln(ew, "\nSides placed first (alone or shared; side 1 plays first):")
	t := report.Table{Indent: "  ", Header: []string{"side", "games", "first", "share"}, Right: map[int]bool{1: true, 2: true}}
	for _, f := range r.Firsts {
		t.Add(f.Label, fmt.Sprint(f.Rate.Trials), fmt.Sprint(f.Rate.Successes), f.Rate.String())
	}
	_ = t.Write(ew, report.Width)
	return ew.Err()
}

func sidesWord(sides int) string {
	if sides == 2 {
		return "both sides"
	}
	return fmt.Sprintf("all %d sides", sides)
}

// String prints a cell as the table does: the score in percent with its
// interval, or "—" without games.
func (c Cell) String() string {
	if c.Score == nil {
		return report.NoTrials
	}
	return fmt.Sprintf("%6s [%.1f, %.1f]", report.Percent(*c.Score), 100*c.CI95[0], 100*c.CI95[1])
}

func ratingTable(head string, list []Rating) *report.Table {
	t := &report.Table{Indent: "  ", Header: []string{head, "Elo", "95% interval", "games", "above the next"},
		Right: map[int]bool{1: true, 3: true}}
	for _, x := range list {
		next := ""
		if x.AboveNext != nil {
			next = fmt.Sprintf("%+.0f [%+.0f, %+.0f]", *x.AboveNext, x.AboveNextCI[0], x.AboveNextCI[1])
		}
		t.Add(x.Name, fmt.Sprintf("%+.0f", x.Elo), fmt.Sprintf("[%+.0f, %+.0f]", x.Lo, x.Hi), fmt.Sprint(x.Games), next)
	}
	return t
}

func (r Report) writeCSV(w io.Writer) error {
	c := report.NewCSV(w)
	c.Run(r.Run)
	for i, row := range r.Matrix {
		for j, cell := range row {
			if i == j {
				continue
			}
			c.Count("matrix", r.Agents[i], r.Agents[j], "games", cell.Games)
			c.Count("matrix", r.Agents[i], r.Agents[j], "wins", cell.Wins)
			c.Count("matrix", r.Agents[i], r.Agents[j], "draws", cell.Draws)
			c.Count("matrix", r.Agents[i], r.Agents[j], "losses", cell.Losses)
			score, lo, hi := math.NaN(), math.NaN(), math.NaN()
			if cell.Score != nil {
				score, lo, hi = *cell.Score, cell.CI95[0], cell.CI95[1]
			}
			c.Value("matrix", r.Agents[i], r.Agents[j], "score", score)
			c.Value("matrix", r.Agents[i], r.Agents[j], "scoreLow95", lo)
			c.Value("matrix", r.Agents[i], r.Agents[j], "scoreHigh95", hi)
		}
	}
	ratingsCSV(c, "ratings", r.Ratings)
	for _, p := range r.ByPool {
		ratingsCSV(c, "ratings "+p.Pool, p.Ratings)
	}
	c.Rates("firsts", r.Firsts)
	return c.Close()
}

func ratingsCSV(c *report.CSV, section string, list []Rating) {
	for _, x := range list {
		c.Value(section, x.Name, "", "elo", x.Elo)
		c.Value(section, x.Name, "", "eloLow95", x.Lo)
		c.Value(section, x.Name, "", "eloHigh95", x.Hi)
		c.Value(section, x.Name, "", "games", x.Games)
	}
}

// scores returns the score matrix for a heat map, NaN without games.
func (r Report) scores() [][]float64 {
	out := make([][]float64, len(r.Matrix))
	for i, row := range r.Matrix {
		out[i] = make([]float64, len(row))
		for j, c := range row {
			out[i][j] = math.NaN()
			if c.Score != nil {
				out[i][j] = *c.Score
			}
		}
	}
	return out
}
